import { describe, expect, it } from 'vitest';
import { DATA_MESSAGES, SERVER_MESSAGES } from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';

// docs/api.md, "Parameters": a route declared with queryOrBody reads the query string and a JSON
// body of the same names, the body winning, checked once by the route's own schema.
const harness = useTestApp();
const price = '/proxy/api/data-retrieval/calculate-price';
const erase = { serviceType: 'erase', deviceType: 'phone', eraseLevel: 'standard' };

describe('input from the query string or the body', () => {
  it('takes every name from the query string alone', async () => {
    const response = await harness.app.inject({ method: 'POST', url: `${price}?${new URLSearchParams(erase)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.price).toBeGreaterThanOrEqual(0);
  });

  it('takes them from the body alone, and from both at once', async () => {
    const body = await harness.app.inject({ method: 'POST', url: price, payload: erase });
    const both = await harness.app.inject({
      method: 'POST',
      url: `${price}?serviceType=erase&deviceType=phone`,
      payload: { eraseLevel: 'standard' },
    });
    expect(body.statusCode).toBe(200);
    expect(both.json()).toEqual(body.json());
  });

  it('lets the body win over the query', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `${price}?${new URLSearchParams(erase)}`,
      payload: { eraseLevel: 'certified' },
    });
    expect(response.statusCode).toBe(200);
    const certified = await harness.app.inject({
      method: 'POST',
      url: price,
      payload: { ...erase, eraseLevel: 'certified' },
    });
    expect(response.json().data).toEqual(certified.json().data);
  });

  it('refuses what neither place makes valid with one 400 listing each field', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `${price}?serviceType=retrieval&deviceType=phone`,
      payload: { dataType: 'photos', dataSize: -3, storageDuration: 99 },
    });
    expect(response.statusCode).toBe(400);
    const { message, errors } = response.json() as { message: string; errors: { field: string; message: string }[] };
    expect(errors.map((error) => error.field)).toEqual(expect.arrayContaining(['dataSize', 'storageDuration']));
    expect(errors.find((error) => error.field === 'dataSize')?.message).toBe(DATA_MESSAGES.invalidDataSize);
    expect(message).toBe(errors[0]!.message);
  });

  it('settles who is asking before what they sent: 401 for a stranger, whatever the input', async () => {
    for (const payload of [{}, { type: 42, grade: 'Z' }]) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/proxy/api/device-recycle/save-device',
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(SERVER_MESSAGES.notLoggedIn);
    }
  });
});
