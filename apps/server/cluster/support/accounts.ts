import { expect } from 'vitest';
import type { Cluster } from './cluster.ts';
import { Visitor } from './client.ts';

export const PASSWORD = 'Recycle2026';

let visitors = 0;
/** A visitor from a loopback address of its own, so each has its own per-address limits. */
export const newVisitor = (cluster: Cluster) => new Visitor(cluster.url, `127.0.0.${(visitors += 1) + 10}`);

/** Registers a new owner through the cluster and signs the visitor in. */
export async function signedIn(who: Visitor) {
  const email = `cluster.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@example.org`;
  const registered = await who.send('POST', '/proxy/deviceOwner/registerOwner', {
    firstName: 'Ann',
    lastName: 'Owner',
    email,
    password: PASSWORD,
    privacyConsent: true,
  });
  expect(registered.status, registered.body.toString()).toBe(200);
  const login = await who.send('POST', '/proxy/deviceOwner/login', { email, password: PASSWORD });
  expect(login.status, login.body.toString()).toBe(200);
  return { email, userId: login.json<{ data: { userId: string } }>().data.userId };
}

/** `count` visitors, each from its own address and signed in as a new owner. */
export function signedInVisitors(cluster: Cluster, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const who = newVisitor(cluster);
      return { who, ...(await signedIn(who)) };
    }),
  );
}
