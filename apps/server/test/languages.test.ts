import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  COUNTRY_NAMES,
  SERVER_MESSAGES,
  translateMessage,
  type MessageTranslations,
} from '@recircuit/contract';
import deDEJson from '@recircuit/contract/locales/de-DE.json' with { type: 'json' };
import { PASSWORD, registerAndLogin, uniqueEmail } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const deDE = deDEJson as MessageTranslations;

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
    const cases: Record<string, string>[] = [
      { cookie: 'lang=es-ES' },
      { cookie: 'lang=de-DE\u0000' },
      { 'accept-language': 'es-ES, ja;q=0.9' },
      { 'accept-language': 'zh-TW' },
      { 'accept-language': `${'x'.repeat(5000)}, de` },
      { 'accept-language': 'de;q=abc' },
    ];
    for (const headers of cases) {
      expect((await notFound(headers)).json().message).toBe(SERVER_MESSAGES.routeNotFound);
    }
  });

  it('translates field messages and a request-level message alike', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      headers: { cookie: 'lang=de-DE' },
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).not.toBe(ACCOUNT_MESSAGES.invalidEmail);
    expect(body.message).toBe(translateMessage(ACCOUNT_MESSAGES.invalidEmail, deDE));
    expect(body.errors[0].message).toBe(body.message);
  });
});

describe('answers sent as ready-made JSON', () => {
  beforeAll(async () => {
    await harness.app.db.execute(sql`insert into gazetteer_postcodes values ('SW1A1AA', 51.501009, -0.141588)`);
  });

  it.each(['/proxy/api/device-recycle/gettypes', '/proxy/api/locations/search?q=SW1A%201AA'])(
    '%s speaks the language too, and keeps one copy per language',
    async (url) => {
      const german = await harness.app.inject({ method: 'GET', url, headers: { cookie: 'lang=de-DE' } });
      const english = await harness.app.inject({ method: 'GET', url });
      expect(german.statusCode).toBe(200);
      expect(german.json().message).toBe(translateMessage(SERVER_MESSAGES.success, deDE));
      expect(german.json().message).not.toBe(SERVER_MESSAGES.success);
      expect(english.json().message).toBe(SERVER_MESSAGES.success);
      expect(german.json().data).toEqual(english.json().data);
    },
  );
});

describe('GET /proxy/api/i18n/countries', () => {
  it('lists the seven countries in order with the language each sets, named in the request language', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/api/i18n/countries' });
    expect(response.statusCode).toBe(200);
    const countries = response.json().data as { code: string; name: string; flag: string; language: string }[];
    expect(countries.map((country) => country.name)).toEqual([
      'United Kingdom',
      'China',
      'United States',
      'Australia',
      'Germany',
      'Canada',
      'France',
    ]);
    expect(countries.map((country) => country.language)).toEqual([
      'en-GB',
      'zh-CN',
      'en-GB',
      'en-GB',
      'de-DE',
      'en-GB',
      'fr-FR',
    ]);
    expect(countries.every((country) => country.flag.length > 0)).toBe(true);
    expect(response.headers['vary']).toMatch(/Cookie/);

    const german = await harness.app.inject({
      method: 'GET',
      url: '/proxy/api/i18n/countries',
      headers: { cookie: 'lang=de-DE' },
    });
    expect(german.json().data[4].name).toBe(translateMessage(COUNTRY_NAMES.DE, deDE));
    expect(german.json().data[4].name).not.toBe('Germany');
  });
});

describe('the saved language', () => {
  it('is the request language at registration, is in the profile, and comes back at sign-in with the lang cookie', async () => {
    const email = uniqueEmail();
    const registered = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/registerOwner',
      remoteAddress: '10.77.0.1',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { firstName: 'Ann', lastName: 'Owner', email, password: PASSWORD, privacyConsent: true },
    });
    expect(registered.statusCode).toBe(200);
    const signedIn = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      payload: { email, password: PASSWORD },
    });
    expect(signedIn.json().data.language).toBe('fr-FR');
    const langCookie = signedIn.cookies.find((cookie) => cookie.name === 'lang');
    expect(langCookie?.value).toBe('fr-FR');
    expect(langCookie?.httpOnly).toBeFalsy();
    expect(langCookie?.sameSite).toBe('Lax');
    // The answer's own message is in the request's language (en-GB here): the cookie applies from the next request.
    expect(signedIn.json().message).toBe(ACCOUNT_MESSAGES.loginSuccessful);
  });

  it('is changed by updateProfile, which sets the cookie too, and refuses a language it does not offer', async () => {
    const owner = await registerAndLogin(harness.app);
    const profile = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/currentUser',
      headers: owner.writeHeaders,
    });
    expect(profile.json().data.language).toBe('en-GB');

    const changed = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: owner.writeHeaders,
      payload: { language: 'zh-CN' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.language).toBe('zh-CN');
    expect(changed.cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('zh-CN');

    for (const language of ['es-ES', 42, '', 'zh-CN\u0000', 'x'.repeat(10_000)]) {
      const refused = await harness.app.inject({
        method: 'PUT',
        url: '/proxy/deviceOwner/updateProfile',
        headers: owner.writeHeaders,
        payload: { language },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.cookies.find((cookie) => cookie.name === 'lang')).toBeUndefined();
    }
    const after = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/currentUser',
      headers: owner.writeHeaders,
    });
    expect(after.json().data.language).toBe('zh-CN');
  });

  it('needs the CSRF header and a session to change', async () => {
    const owner = await registerAndLogin(harness.app);
    const withoutCsrf = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: { cookie: owner.cookie },
      payload: { language: 'de-DE' },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      payload: { language: 'de-DE' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
