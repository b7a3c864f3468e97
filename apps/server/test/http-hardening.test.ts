import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { fieldWithNul } from '../src/plugins/refuse-nul.ts';
import { createTestApp, useTestApp, type TestApp } from './helpers/test-app.ts';
import { PASSWORD, register, registerAndLogin, uniqueEmail, type SignedIn } from './helpers/accounts.ts';
import { decodeQr } from './helpers/qr.ts';

const harness = useTestApp();
let ann: SignedIn;
beforeAll(async () => {
  ann = await registerAndLogin(harness.app);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await harness.app.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function firstNameOf(userId: string): Promise<string | undefined> {
  return (await rows<{ first_name: string }>(sql`select first_name from users where id = ${userId}`))[0]?.first_name;
}

const rareDevice = {
  classification: 'rare',
  partnerId: 'heritage-handsets-demo',
  type: 'Mobile Phone',
  brand: 'Apple',
  name: 'iPhone (1st generation)',
  grade: 'C',
  year: 2007,
  description: 'Boxed, works',
};

async function saveRare(who: SignedIn, overrides: Record<string, unknown> = {}) {
  return harness.app.inject({
    method: 'POST',
    url: '/proxy/api/device-recycle/save-device',
    headers: who.writeHeaders,
    payload: { userid: who.userId, ...rareDevice, ...overrides },
  });
}

describe('Cache-Control on API answers', () => {
  it('is no-store on every answer that carries personal data', async () => {
    const saved = (await saveRare(ann)).json() as { data: { deviceId: string; orderId: string } };
    const qr = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/qr/generate?deviceOwnerId=${ann.userId}&deviceId=${saved.data.deviceId}`,
      headers: { cookie: ann.cookie },
    });
    const link = new URL(decodeQr(qr.rawPayload) as string);
    const reads = [
      '/proxy/deviceOwner/currentUser',
      '/proxy/deviceOwner/test-cookie',
      '/proxy/deviceOwner/sessions',
      `/proxy/api/recycle-orders/by-device-owner/${ann.userId}`,
      `/proxy/api/recycle-orders/unknown/by-device-owner/${ann.userId}`,
      `/proxy/api/recycle-orders/detail?deviceId=${saved.data.deviceId}`,
    ];
    for (const url of reads) {
      const response = await harness.app.inject({ method: 'GET', url, headers: { cookie: ann.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const info = await harness.app.inject({ method: 'GET', url: `/proxy/api/qr/info?${link.searchParams}` });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the answers of writes, including the login that carries the token', async () => {
    const email = uniqueEmail();
    const registered = await register(harness.app, { email });
    expect(registered.response.statusCode).toBe(200);
    expect(registered.response.headers['cache-control']).toBe('no-store');
    const login = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const profile = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: ann.writeHeaders,
      payload: { firstName: 'Ann' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const saved = await saveRare(ann);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on errors too', async () => {
    const cases = [
      await harness.app.inject({ method: 'GET', url: '/proxy/deviceOwner/currentUser' }),
      await harness.app.inject({ method: 'GET', url: '/proxy/no-such-thing' }),
      await harness.app.inject({
        method: 'POST',
        url: '/proxy/deviceOwner/login',
        payload: { email: 'nobody@example.org', password: 'Wrong12345' },
      }),
      await harness.app.inject({
        method: 'PUT',
        url: '/proxy/deviceOwner/updateProfile',
        headers: { cookie: ann.cookie },
        payload: { firstName: 'Eve' },
      }),
    ];
    expect(cases.map((response) => response.statusCode)).toEqual([401, 404, 401, 403]);
    for (const response of cases) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the Cache-Control a route chose itself', async () => {
    const site = await harness.app.inject({ method: 'GET', url: '/proxy/site' });
    expect(site.statusCode).toBe(200);
    expect(site.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('NUL characters', () => {
  const NUL = '\u0000';

  function expectRefused(response: Awaited<ReturnType<typeof harness.app.inject>>, field: string) {
    expect(response.statusCode, response.payload).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      message: SERVER_MESSAGES.invalidCharacter,
      data: null,
      errors: [{ field }],
    });
  }

  it('refuses a NUL in a name at registration, and stores nobody', async () => {
    const email = uniqueEmail();
    const { response } = await register(harness.app, { email, firstName: `A${NUL}nn` });
    expectRefused(response, 'firstName');
    expect(await rows(sql`select id from users where email = ${email}`)).toHaveLength(0);
  });

  it('refuses a NUL in a profile update and changes nothing', async () => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: ann.writeHeaders,
      payload: { firstName: 'Zed', lastName: `Own${NUL}er` },
    });
    expectRefused(response, 'lastName');
    expect(await firstNameOf(ann.userId)).toBe('Ann');
  });

  it('refuses a NUL in a subscription name and records no subscriber', async () => {
    const email = uniqueEmail('news');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/subscription/subscribe',
      remoteAddress: '10.9.0.1',
      payload: { firstName: `Ann${NUL}`, lastName: 'Owner', email, privacyConsent: true },
    });
    expectRefused(response, 'firstName');
    expect(await rows(sql`select id from subscribers where email = ${email}`)).toHaveLength(0);
  });

  it("refuses a NUL in a rare device's fields and places no order", async () => {
    const before = await rows(sql`select id from device_orders where owner_id = ${ann.userId}`);
    expectRefused(await saveRare(ann, { description: `Boxed${NUL}` }), 'description');
    expectRefused(await saveRare(ann, { name: `iPhone${NUL}` }), 'name');
    expect(await rows(sql`select id from device_orders where owner_id = ${ann.userId}`)).toHaveLength(before.length);
  });

  it('names the field of a NUL nested in the body', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/api/unknown-device/submit',
      headers: ann.writeHeaders,
      payload: {
        description: 'An old phone',
        deviceClassification: 'unknown',
        imageUrls: ['/proxy/file/a', `/proxy/file/b${NUL}`],
        userId: ann.userId,
      },
    });
    expectRefused(response, 'imageUrls.1');
    expect(await rows(sql`select id from unknown_orders where owner_id = ${ann.userId}`)).toHaveLength(0);
  });

  it('refuses a NUL in a query value and in a path parameter', async () => {
    const cases = [
      ['GET', '/proxy/api/recycle-orders/detail?deviceId=%00', 'deviceId'],
      ['POST', '/proxy/api/recycle-orders/%00/cancel', 'id'],
      ['GET', '/proxy/api/recycle-orders/by-device-owner/usr_%00', 'id'],
      ['DELETE', '/proxy/deviceOwner/sessions/ses%00x', 'id'],
    ] as const;
    for (const [method, url, field] of cases) {
      const headers = method === 'GET' ? { cookie: ann.cookie } : ann.writeHeaders;
      expectRefused(await harness.app.inject({ method, url, headers }), field);
    }
  });

  it('finds a NUL however deep the body nests, without running out of stack', async () => {
    const depth = 20_000;
    const payload = `${'['.repeat(depth)}"x${'\\u0000'}"${']'.repeat(depth)}`;
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: { ...ann.writeHeaders, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldWithNul({ a: [{ b: 'ok' }, { c: `x${NUL}` }] })).toBe('a.1.c');
    expect(fieldWithNul({ [`k${NUL}`]: 'v' })).toBe('k\\0');
    expect(fieldWithNul({ a: ['fine', { b: 1, c: null }] })).toBeUndefined();
  });

  it('leaves ordinary text alone', async () => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: ann.writeHeaders,
      payload: { firstName: 'Ann' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the API hooks judge the routed path', () => {
  it('refuses a foreign Origin on /%70roxy/... as on /proxy/...', async () => {
    const { email } = await register(harness.app);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/%70roxy/deviceOwner/login',
      headers: { origin: 'https://evil.example' },
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('asks for the CSRF header on an encoded path, and signs in by cookie there', async () => {
    const write = await harness.app.inject({
      method: 'PUT',
      url: '/%70roxy/deviceOwner/updateProfile',
      headers: { cookie: ann.cookie },
      payload: { firstName: 'Eve' },
    });
    expect(write.statusCode).toBe(403);
    expect(await firstNameOf(ann.userId)).toBe('Ann');
    const read = await harness.app.inject({
      method: 'GET',
      url: '/%70roxy/deviceOwner/currentUser',
      headers: { cookie: ann.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });
});

describe('CSRF and Bearer tokens', () => {
  it('still asks a cookie write for the CSRF header when the Bearer header is malformed', async () => {
    for (const authorization of ['Bearer x', 'Bearer ', 'Bearer not/a+token=']) {
      const response = await harness.app.inject({
        method: 'PUT',
        url: '/proxy/deviceOwner/updateProfile',
        headers: { cookie: ann.cookie, authorization },
        payload: { firstName: 'Eve' },
      });
      expect(response.statusCode, authorization).toBe(403);
      expect(response.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    }
    expect(await firstNameOf(ann.userId)).toBe('Ann');
  });

  it('still asks for it when the Bearer token is unknown', async () => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: { cookie: ann.cookie, authorization: `Bearer ${'A'.repeat(43)}` },
      payload: { firstName: 'Eve' },
    });
    expect(response.statusCode).toBe(403);
    expect(await firstNameOf(ann.userId)).toBe('Ann');
  });

  it('exempts a write signed in by a valid Bearer token, cookie or not', async () => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: { cookie: ann.cookie, authorization: `Bearer ${ann.token}` },
      payload: { firstName: 'Bea' },
    });
    expect(response.statusCode).toBe(200);
    expect(await firstNameOf(ann.userId)).toBe('Bea');
    await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: ann.writeHeaders,
      payload: { firstName: 'Ann' },
    });
  });
});

describe('TRUST_PROXY', () => {
  const PROXY = '10.0.0.2';
  const CLIENT = '203.0.113.7';

  async function registerThrough(app: TestApp['app'], remoteAddress: string, forwardedFor: string | undefined) {
    return app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/registerOwner',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { firstName: 'Ann', lastName: 'Owner', email: uniqueEmail(), password: PASSWORD, privacyConsent: true },
    });
  }

  async function statusesOf(
    app: TestApp['app'],
    attempts: number,
    send: (attempt: number) => [string, string | undefined],
  ) {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const [remoteAddress, forwardedFor] = send(attempt);
      statuses.push((await registerThrough(app, remoteAddress, forwardedFor)).statusCode);
    }
    return statuses;
  }

  const tenThenLimited = [...Array<number>(10).fill(200), 429];

  it('with a hop count, takes the address the proxy saw, whatever the client wrote before it', async () => {
    const behindOne = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const spoofed = await statusesOf(behindOne.app, 11, (attempt) => [PROXY, `198.51.100.${attempt}, ${CLIENT}`]);
      expect(spoofed).toEqual(tenThenLimited);
      // Another real client behind the same proxy has its own allowance.
      expect((await registerThrough(behindOne.app, PROXY, `${CLIENT}, 203.0.113.8`)).statusCode).toBe(200);
    } finally {
      await behindOne.close();
    }
  });

  it('with a list of proxies, believes X-Forwarded-For only from them', async () => {
    const listed = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    try {
      const throughProxy = await statusesOf(listed.app, 11, (attempt) => [PROXY, `198.51.100.${attempt}, ${CLIENT}`]);
      expect(throughProxy).toEqual(tenThenLimited);
      // A client reaching the server directly cannot pick an address either.
      const direct = await statusesOf(listed.app, 11, (attempt) => ['198.51.100.200', `192.0.2.${attempt}`]);
      expect(direct).toEqual(tenThenLimited);
    } finally {
      await listed.close();
    }
  });
});
