import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

function notFound(headers: Record<string, string>) {
  return harness.app.inject({ method: 'GET', url: '/proxy/no/such/thing', headers });
}

describe('the language of an answer', () => {
  it('is en-GB with SPEC words when nothing says otherwise', async () => {
    const response = await notFound({});
    expect(response.json().message).toBe(SERVER_MESSAGES.routeNotFound);
    expect(response.headers['vary']).toMatch(/Accept-Language/);
  });

  it.each([
    ['de-DE', 'Die Ressource wurde nicht gefunden'],
    ['fr-FR', 'Ressource introuvable'],
    ['zh-CN', '未找到该资源'],
  ])('follows the lang cookie %s', async (language, words) => {
    const response = await notFound({ cookie: `other=1; lang=${language}` });
    expect(response.json().message).toBe(words);
  });

  it('follows Accept-Language when there is no cookie, by weight and primary tag', async () => {
    expect((await notFound({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).json().message).toBe(
      'Die Ressource wurde nicht gefunden',
    );
    expect((await notFound({ 'accept-language': 'en;q=0.4, fr;q=0.8' })).json().message).toBe('Ressource introuvable');
    expect((await notFound({ 'accept-language': 'zh' })).json().message).toBe('未找到该资源');
  });

  it('prefers the cookie over Accept-Language', async () => {
    const response = await notFound({ cookie: 'lang=fr-FR', 'accept-language': 'de-DE' });
    expect(response.json().message).toBe('Ressource introuvable');
  });

  it('ignores a cookie or header it does not support', async () => {
    for (const headers of [
      { cookie: 'lang=es-ES' },
      { cookie: 'lang=de-DE\u0000' },
      { 'accept-language': 'es-ES, ja;q=0.9' },
      { 'accept-language': 'zh-TW' },
      { 'accept-language': `${'x'.repeat(5000)}, de` },
      { 'accept-language': 'de;q=abc' },
    ]) {
      expect((await notFound(headers)).json().message).toBe(SERVER_MESSAGES.routeNotFound);
    }
  });
});
