import { describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { API_BASE, SESSION_COOKIE } from '@recircuit/contract';
import { sessionPlugin } from '../src/plugins/session.ts';
import type { ResolveSession } from '../src/lib/auth.ts';

// The session hook alone, with the session lookup it is given: it waits only for a request that carries a token.
async function appWith(resolve: ResolveSession) {
  const app = Fastify();
  await app.register(sessionPlugin, { secret: 'a-test-secret-of-at-least-32-characters', secure: false, resolve });
  app.get(`${API_BASE}/who`, async (request) => ({ auth: request.auth }));
  app.get('/page', async (request) => ({ auth: request.auth }));
  return app;
}

const TOKEN = 'a'.repeat(43);

describe('the session hook', () => {
  it('does not look a session up for a request without a token, or outside the API', async () => {
    const resolve = vi.fn<ResolveSession>();
    const app = await appWith(resolve);
    expect((await app.inject({ url: `${API_BASE}/who` })).json()).toEqual({ auth: null });
    const page = await app.inject({ url: '/page', headers: { cookie: `${SESSION_COOKIE}=${TOKEN}` } });
    expect(page.json()).toEqual({ auth: null });
    expect(resolve).not.toHaveBeenCalled();
  });

  it('clears the cookie of a session that is gone, and answers signed out', async () => {
    const app = await appWith(async () => null);
    const answer = await app.inject({ url: `${API_BASE}/who`, headers: { cookie: `${SESSION_COOKIE}=${TOKEN}` } });
    expect(answer.json()).toEqual({ auth: null });
    expect(String(answer.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });

  it('answers with an error, not a hung request, when the lookup fails', async () => {
    const app = await appWith(async () => {
      throw new Error('the database is unreachable');
    });
    const answer = await app.inject({ url: `${API_BASE}/who`, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(500);
  });
});
