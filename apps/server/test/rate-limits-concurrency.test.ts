import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';
import { PASSWORD, register, uniqueEmail } from './helpers/accounts.ts';
import type { Limit } from '../src/lib/rate-limits/limiter.ts';

// Run on PGlite and, with DATABASE_URL, on PostgreSQL: there the requests really run in parallel.
const harness = useTestApp();

function statuses(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('rate limits under concurrency', () => {
  it('30 wrong passwords at once for one email check the password at most 5 times', async () => {
    const { email } = await register(harness.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        harness.app.inject({
          method: 'POST',
          url: '/proxy/deviceOwner/login',
          payload: { email, password: 'Wrong12345' },
          remoteAddress: '10.77.0.1',
        }),
      ),
    );
    // A 401 is an answer after a password check; a 429 is refused before it.
    expect(statuses(responses)).toEqual({ 401: 5, 429: 25 });
  });

  it('a right password among concurrent wrong ones gives its count back', async () => {
    const { email } = await register(harness.app);
    const responses = await Promise.all([
      harness.app.inject({
        method: 'POST',
        url: '/proxy/deviceOwner/login',
        payload: { email, password: PASSWORD },
        remoteAddress: '10.77.0.2',
      }),
      ...Array.from({ length: 4 }, () =>
        harness.app.inject({
          method: 'POST',
          url: '/proxy/deviceOwner/login',
          payload: { email, password: 'Wrong12345' },
          remoteAddress: '10.77.0.2',
        }),
      ),
    ]);
    expect(responses[0]?.statusCode).toBe(200);
    expect(statuses(responses.slice(1))).toEqual({ 401: 4 });
  });

  it('30 registrations at once from one address let exactly 10 through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        harness.app.inject({
          method: 'POST',
          url: '/proxy/deviceOwner/registerOwner',
          payload: {
            firstName: 'Ann',
            lastName: 'Owner',
            email: uniqueEmail('burst'),
            password: PASSWORD,
            privacyConsent: true,
          },
          remoteAddress: '10.77.1.1',
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 10, 429: 20 });
  });

  it('consume lets exactly max of many simultaneous attempts through, per key', async () => {
    const limit: Limit = { bucket: 'test-burst', max: 3, windowMs: 60_000, message: SERVER_MESSAGES.tooManyRequests };
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 20 }, () => harness.app.limiter.consume(limit, 'one')),
      ...Array.from({ length: 5 }, () => harness.app.limiter.consume(limit, 'two')),
    ]);
    expect(outcomes.slice(0, 20).filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(outcomes.slice(20).filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
  });

  it('a refusal by a later limit gives back what the earlier ones counted', async () => {
    const first: Limit = { bucket: 'test-first', max: 10, windowMs: 60_000, message: SERVER_MESSAGES.tooManyRequests };
    const second: Limit = { bucket: 'test-second', max: 1, windowMs: 60_000, message: SERVER_MESSAGES.tooManyRequests };
    await harness.app.limiter.consumeAll([
      [first, 'k'],
      [second, 'k'],
    ]);
    for (let i = 0; i < 5; i += 1)
      await expect(
        harness.app.limiter.consumeAll([
          [first, 'k'],
          [second, 'k'],
        ]),
      ).rejects.toMatchObject({ statusCode: 429 });
    // Only the one accepted attempt counts against the first limit: 9 more fit.
    for (let i = 0; i < 9; i += 1) await harness.app.limiter.consume(first, 'k');
    await expect(harness.app.limiter.consume(first, 'k')).rejects.toMatchObject({ statusCode: 429 });
  });
});
