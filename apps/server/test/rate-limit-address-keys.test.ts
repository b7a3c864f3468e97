import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { addressKey } from '../src/lib/rate-limits/address-key.ts';
import { perUser } from '../src/lib/rate-limits/per-user.ts';
import { LOCATION_SEARCH_RATE_LIMIT } from '../src/modules/locations/routes.ts';
import { REGISTRATIONS_PER_ADDRESS, FAILED_LOGINS_PER_ADDRESS } from '../src/modules/accounts/rate-limits.ts';
import { SUBSCRIBE_PER_ADDRESS } from '../src/modules/subscriptions/service.ts';
import { PASSWORD, uniqueEmail } from './helpers/accounts.ts';
import { useTestApp } from './helpers/test-app.ts';

// docs/api.md, "Rate limits": a per-address limit counts an IPv6 client by its /64 (one subscriber,
// office or server holds a whole /64 and can send from any address in it), and an IPv4 address
// written as IPv6 as that IPv4 address.
describe('the key of a per-address limit', () => {
  it('is an IPv4 address as it is, and an IPv4 address written as IPv6 as that address', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('is the /64 of any other IPv6 address, however it is written', () => {
    const key = '2001:db8:aa:bb::/64';
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:0db8:00aa:00bb:ffff:ffff:ffff:fffe',
      '2001:DB8:AA:BB:1:2:3:4',
      '2001:db8:aa:bb:0:0:192.0.2.1',
      '2001:db8:aa:bb::9%eth0',
    ])
      expect(addressKey(address), address).toBe(key);
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });

  it('is what per-user limits count a visitor who is not signed in by', () => {
    const visitor = (ip: string) => ({ ip, auth: null }) as unknown as FastifyRequest;
    expect(perUser(visitor('2001:db8:1:2::5'))).toBe(perUser(visitor('2001:db8:1:2:abcd::9')));
    expect(perUser({ ip: '2001:db8:1:2::5', auth: { userId: 'usr_1' } } as unknown as FastifyRequest)).toBe('usr_1');
  });
});

describe('per-address limits over HTTP', () => {
  const harness = useTestApp();
  /** A different address of the /64 2001:db8:64:a::/64 for each n. */
  const inOne64 = (n: number) => `2001:db8:64:a:${(n + 1).toString(16)}::${n % 7}`;

  it('the locator search: addresses of one /64 share the count, another /64 has its own', async () => {
    // An empty query is refused at once with 400, and still counts: the limit guards every request.
    const search = (remoteAddress: string) =>
      harness.app.inject({ method: 'GET', url: '/proxy/api/locations/search?q=', remoteAddress });
    for (let i = 0; i < LOCATION_SEARCH_RATE_LIMIT.max; i += 1) {
      expect((await search(inOne64(i))).statusCode, `request ${i + 1}`).toBe(400);
    }
    const refused = await search('2001:db8:64:a:ffff:ffff:ffff:1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 429 });
    expect((await search('2001:db8:64:b::1')).statusCode).toBe(400);
  });

  it('an IPv4 address counts the same whether it arrives as IPv4 or as IPv4 written as IPv6', async () => {
    const search = (remoteAddress: string) =>
      harness.app.inject({ method: 'GET', url: '/proxy/api/locations/search?q=', remoteAddress });
    for (let i = 0; i < LOCATION_SEARCH_RATE_LIMIT.max; i += 1) {
      expect((await search(i % 2 ? '198.51.100.20' : '::ffff:198.51.100.20')).statusCode).toBe(400);
    }
    expect((await search('198.51.100.20')).statusCode).toBe(429);
    expect((await search('::ffff:198.51.100.20')).statusCode).toBe(429);
  });

  it('registrations (counted in the database): one /64 shares the count', async () => {
    const register = (remoteAddress: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/proxy/deviceOwner/registerOwner',
        remoteAddress,
        payload: {
          firstName: 'Ann',
          lastName: 'Owner',
          email: uniqueEmail('slash64'),
          password: PASSWORD,
          privacyConsent: true,
        },
      });
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS.max; i += 1) {
      expect((await register(`2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await register('2001:db8:77:1:9999::1')).statusCode).toBe(429);
    expect((await register('2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('failed sign-ins from one address, whatever the email: one /64 shares the count', async () => {
    const login = (remoteAddress: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/proxy/deviceOwner/login',
        remoteAddress,
        payload: { email: uniqueEmail('nobody'), password: 'Wrong12345' },
      });
    for (let i = 0; i < FAILED_LOGINS_PER_ADDRESS.max; i += 1) {
      expect((await login(`2001:db8:88:1::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login('2001:db8:88:1:abcd::1')).statusCode).toBe(429);
  });

  it('subscription requests: one /64 shares the count', async () => {
    const subscribe = (remoteAddress: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/proxy/subscription/subscribe',
        remoteAddress,
        payload: { firstName: 'Ann', lastName: 'Owner', email: uniqueEmail('news'), privacyConsent: true },
      });
    for (let i = 0; i < SUBSCRIBE_PER_ADDRESS.max; i += 1) {
      expect((await subscribe(`2001:db8:99:1::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await subscribe('2001:db8:99:1:5::5')).statusCode).toBe(429);
  });
});
