import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const PASSWORD = 'Recycle2026';

let counter = 0;
export function uniqueEmail(name = 'owner'): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.org`;
}

export interface SignedIn {
  userId: string;
  email: string;
  token: string;
  /** Cookie header with the session and the CSRF cookie, as a browser would send them. */
  cookie: string;
  /** Headers for a cookie-authenticated write. */
  writeHeaders: Record<string, string>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export async function register(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; userId: string; response: LightMyRequestResponse }> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/proxy/deviceOwner/registerOwner',
    // A fresh address each time keeps the per-address registration limit out of unrelated tests.
    remoteAddress: `10.200.${Math.floor(counter / 250) % 250}.${counter % 250}`,
    payload: { firstName: 'Ann', lastName: 'Owner', email, password: PASSWORD, privacyConsent: true, ...overrides },
  });
  const body = response.json() as { data: { userId: string } | null };
  return { email, userId: body.data?.userId ?? '', response };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/proxy/deviceOwner/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.payload}`);
  const body = response.json() as { data: { userId: string; token: string } };
  const sid = cookieValue(response, 'sid') as string;
  const xsrf = cookieValue(response, 'XSRF-TOKEN') ?? 'test-xsrf-token-value';
  const cookie = `sid=${sid}; XSRF-TOKEN=${xsrf}`;
  return {
    userId: body.data.userId,
    email,
    token: body.data.token,
    cookie,
    writeHeaders: { cookie, 'x-xsrf-token': xsrf },
  };
}

export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const { email } = await register(app, overrides);
  return login(app, email, (overrides.password as string | undefined) ?? PASSWORD);
}

/** A signed-in member of staff (the role is given the way `npm run create-admin` would, straight in the database). */
export async function registerStaff(app: FastifyInstance): Promise<SignedIn> {
  const staff = await registerAndLogin(app);
  await app.db.execute(sql`update users set role = 'staff' where id = ${staff.userId}`);
  return staff;
}

/** A signed-in admin, made the same way. */
export async function registerAdmin(app: FastifyInstance): Promise<SignedIn> {
  const admin = await registerStaff(app);
  await app.db.execute(sql`update users set role = 'admin' where id = ${admin.userId}`);
  return admin;
}
