import { afterEach, describe, expect, it } from 'vitest';
import { envelopeSchema, healthSchema } from '@recircuit/contract';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('GET /proxy/health', () => {
  it('reports ok with the database up and the version', async () => {
    harness = await createTestApp();
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/health' });
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(healthSchema).parse(response.json());
    expect(body).toMatchObject({ code: 200, data: { status: 'ok', database: 'ok' } });
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    // No instance name given: no X-Served-By, so a single server says nothing about its host.
    expect(response.headers['x-served-by']).toBeUndefined();
  });

  it('names the instance that answered in X-Served-By when INSTANCE_NAME is set (docs/operations.md)', async () => {
    harness = await createTestApp({ INSTANCE_NAME: 'web-2' });
    for (const url of ['/proxy/health', '/proxy/no/such/route']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.headers['x-served-by']).toBe('web-2');
    }
  });

  it('answers 503 "draining" once the server is stopping, while every other request is still served', async () => {
    harness = await createTestApp();
    await harness.app.ready();
    harness.app.lifecycle.startDraining();
    const health = await harness.app.inject({ method: 'GET', url: '/proxy/health' });
    expect(health.statusCode).toBe(503);
    expect(envelopeSchema(healthSchema).parse(health.json())).toMatchObject({
      code: 503,
      data: { status: 'draining', database: 'ok' },
    });
    const site = await harness.app.inject({ method: 'GET', url: '/proxy/site' });
    expect(site.statusCode).toBe(200);
    // Keep-alive clients move to another instance instead of being cut when this one closes.
    expect(site.headers.connection).toBe('close');
  });

  it('answers 503 with database "down" when the database cannot be reached', async () => {
    harness = await createTestApp();
    await harness.app.ready();
    await harness.database.handle.close();
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 503, data: { status: 'degraded', database: 'down' } });
  });
});
