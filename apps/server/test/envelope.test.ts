import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from '../src/lib/app-error.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
  // Test-only routes that exercise the shared error handling.
  harness.app.post(
    '/proxy/test/echo',
    // Hidden: a test's own route, outside the OpenAPI document and its audit.
    { schema: { hide: true, body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int() }) } },
    async (request) => ({ code: 200, message: 'success', data: request.body }),
  );
  harness.app.get('/proxy/test/crash', async () => {
    throw new Error('secret detail at /etc/passwd: select * from users');
  });
  harness.app.get('/proxy/test/conflict', async () => {
    throw new AppError(409, 'Order already confirmed');
  });
  await harness.app.ready();
});
afterAll(() => harness.close());

function expectErrorEnvelope(payload: string, code: number) {
  const body = errorEnvelopeSchema.parse(JSON.parse(payload));
  expect(body.code).toBe(code);
  expect(payload).not.toMatch(/at .*\.ts|node_modules|\/etc\/|select \*|stack/i);
  return body;
}

describe('the envelope', () => {
  it("answers an address the router refuses (too long a segment, broken encoding) in the envelope, not Fastify's body", async () => {
    const tooLong = await harness.app.inject({ method: 'GET', url: `/proxy/api/articles/${'x'.repeat(70_000)}` });
    expect(expectErrorEnvelope(tooLong.payload, 404).message).toBe(SERVER_MESSAGES.notFound);
    expect(tooLong.statusCode).toBe(404);
    const broken = await harness.app.inject({ method: 'GET', url: '/proxy/api/articles/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(expectErrorEnvelope(broken.payload, 400).message).toBe(SERVER_MESSAGES.invalidInput);
  });

  it('answers an unknown /proxy path with a 404 envelope', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(expectErrorEnvelope(response.payload, 404).message).toBe(SERVER_MESSAGES.routeNotFound);
  });

  it('answers unknown non-GET paths with a 404 envelope even outside /proxy', async () => {
    const response = await harness.app.inject({ method: 'DELETE', url: '/anything' });
    expect(response.statusCode).toBe(404);
    expectErrorEnvelope(response.payload, 404);
  });

  it('turns malformed JSON into a 400', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ann", ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorEnvelope(response.payload, 400).message).toBe(SERVER_MESSAGES.invalidJson);
  });

  it('refuses a body over 100 KB with 413', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(101 * 1024), age: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectErrorEnvelope(response.payload, 413).message).toBe(SERVER_MESSAGES.bodyTooLarge);
  });

  it('accepts a body just under the limit', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(99 * 1024), age: 1 }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expectErrorEnvelope(response.payload, 415);
  });

  it('lists each invalid field with a message', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/test/echo',
      payload: { name: '', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = expectErrorEnvelope(response.payload, 400);
    expect(body.errors?.map((error) => error.field).sort()).toEqual(['age', 'name']);
    expect(body.errors?.find((error) => error.field === 'name')?.message).toBe('Name is required');
  });

  it('hides unexpected errors behind "service error" with no stack, SQL or path', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(expectErrorEnvelope(response.payload, 500).message).toBe(SERVER_MESSAGES.serviceError);
  });

  it('passes a safe application error through with its status', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(expectErrorEnvelope(response.payload, 409).message).toBe('Order already confirmed');
  });

  it('gives every response a request id', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a path parameter over 100 characters with the envelope and the security headers, without echoing it', async () => {
    for (const length of [101, 5_000]) {
      const long = 'a'.repeat(length);
      for (const url of [`/proxy/file/${long}`, `/proxy/api/articles/${long}`]) {
        const response = await harness.app.inject({ method: 'GET', url, remoteAddress: '10.9.8.1' });
        expect([400, 404]).toContain(response.statusCode);
        expectErrorEnvelope(response.payload, response.statusCode);
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-request-id']).toBeDefined();
        expect(response.payload).not.toContain(long);
      }
    }
  });

  it('rate limits not-found answers with 429 and Retry-After', async () => {
    let last = await harness.app.inject({ method: 'GET', url: '/proxy/missing', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 130 && last.statusCode !== 429; i += 1) {
      last = await harness.app.inject({ method: 'GET', url: '/proxy/missing', remoteAddress: '10.9.9.9' });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(expectErrorEnvelope(last.payload, 429).message).toBe(SERVER_MESSAGES.tooManyRequests);
    // Another address is not affected.
    const other = await harness.app.inject({ method: 'GET', url: '/proxy/missing', remoteAddress: '10.9.9.10' });
    expect(other.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('publishes JSON generated from the route schemas', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/proxy/health', '/proxy/site']));
  });

  it('serves the docs UI', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const page =
      response.statusCode === 302
        ? await harness.app.inject({ method: 'GET', url: response.headers.location as string })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('swagger');
  });
});

describe('GET /proxy/site', () => {
  it('gives the contact details and the company from the configuration', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/site' });
    expect(response.json()).toMatchObject({
      code: 200,
      data: {
        contactEmail: harness.config.contactEmail,
        contactPhone: harness.config.contactPhone,
        company: harness.config.company,
      },
    });
  });
});
