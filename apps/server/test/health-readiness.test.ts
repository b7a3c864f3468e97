import { describe, expect, it, vi } from 'vitest';
import { API_BASE, SERVER_MESSAGES } from '@recircuit/contract';
import { createTestApp, useTestApp } from './helpers/test-app.ts';

// Liveness and readiness (docs/operations.md, "Health checks"): liveness never touches the
// database; readiness checks the database, the file storage and the pages rendered ahead, and is
// 503 while the instance drains. /proxy/health keeps its own answer (envelope.test.ts).

const harness = useTestApp();
const get = async (path: string) => {
  const answer = await harness.app.inject({ method: 'GET', url: `${API_BASE}${path}` });
  return {
    status: answer.statusCode,
    headers: answer.headers,
    body: answer.json() as { message: string; data: unknown },
  };
};

describe('liveness', () => {
  it('answers without asking the database, even when it is down', async () => {
    const ping = vi.spyOn(harness.app.database, 'ping').mockResolvedValue(false);
    try {
      const live = await get('/health/live');
      expect(live.status).toBe(200);
      expect(live.body.data).toEqual({ status: 'live', version: expect.any(String) });
      expect(ping).not.toHaveBeenCalled();
    } finally {
      ping.mockRestore();
    }
  });
});

describe('readiness', () => {
  it('is ready with the database and storage answering, and no pages to render (an API-only build)', async () => {
    const ready = await get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      pages: 'none',
      version: expect.any(String),
    });
  });

  it('is 503, with Retry-After, while the database is down', async () => {
    const ping = vi.spyOn(harness.app.database, 'ping').mockResolvedValue(false);
    try {
      const down = await get('/health/ready');
      expect(down.status).toBe(503);
      expect(down.headers['retry-after']).toBe('1');
      expect(down.body.message).toBe(SERVER_MESSAGES.databaseDown);
      expect(down.body.data).toMatchObject({ status: 'not-ready', database: 'down', storage: 'ok' });
    } finally {
      ping.mockRestore();
    }
  });

  it('is 503 while the file storage fails or does not answer within two seconds', async () => {
    const stat = vi.spyOn(harness.app.storage, 'stat').mockRejectedValue(new Error('no bucket'));
    try {
      expect((await get('/health/ready')).body.data).toMatchObject({ status: 'not-ready', storage: 'down' });
      stat.mockReturnValue(new Promise(() => {}));
      const started = Date.now();
      const silent = await get('/health/ready');
      expect(silent.status).toBe(503);
      expect(silent.body.data).toMatchObject({ storage: 'down', database: 'ok' });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      stat.mockRestore();
    }
  });
});

describe('readiness of an instance that drains', () => {
  it('is 503 draining, while liveness still answers', async () => {
    const draining = await createTestApp();
    try {
      draining.app.lifecycle.startDraining();
      const answer = await draining.app.inject({ method: 'GET', url: `${API_BASE}/health/ready` });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().data).toMatchObject({ status: 'draining', database: 'ok', storage: 'ok' });
      const live = await draining.app.inject({ method: 'GET', url: `${API_BASE}/health/live` });
      expect(live.statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
