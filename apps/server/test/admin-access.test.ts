import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { registerAdmin, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { createTestApp, useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  admin = await registerAdmin(harness.app);
});

/**
 * Every route the app registered under /proxy/api/admin, with its methods, read from the
 * router's own tree (printRoutes): each line is a path segment under the line one level up.
 */
function adminRoutes(): { method: string; url: string }[] {
  const printed = harness.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of printed.split('\n')) {
    const match = line.match(/^(.*?)[└├]── (\S+)(?: \(([A-Z, ]+)\))?/);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] as string);
    stack[depth] = path;
    stack.length = depth + 1;
    if (!match[3] || !path.startsWith('/proxy/api/admin')) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url: path.replace(/:[A-Za-z]+/g, 'x_nothing') });
    }
  }
  return routes;
}

const call = (route: { method: string; url: string }, who?: SignedIn) =>
  harness.app.inject({
    method: route.method as 'GET' | 'POST' | 'PUT',
    url: route.url,
    headers: who ? (route.method === 'GET' ? { cookie: who.cookie } : who.writeHeaders) : {},
    payload: route.method === 'GET' ? undefined : {},
  });

describe('the one role check of /api/admin', () => {
  it('guards every registered /proxy/api/admin route: 401 without a session, 403 for an owner', async () => {
    await harness.app.ready();
    const routes = adminRoutes();
    // The walk sees the routes of every module that serves the console.
    for (const expected of [
      'GET /proxy/api/admin/overview',
      'GET /proxy/api/admin/orders',
      'POST /proxy/api/admin/device-orders/x_nothing/status',
      'POST /proxy/api/admin/unknown-orders/x_nothing/identify',
      'POST /proxy/api/admin/data-orders/x_nothing/start',
      'GET /proxy/api/admin/reports/orders.csv',
      'GET /proxy/api/admin/audit',
    ]) {
      expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(expected);
    }
    for (const route of routes) {
      const anonymous = await call(route);
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect(anonymous.json().message).toBe(SERVER_MESSAGES.notLoggedIn);
      const asOwner = await call(route, owner);
      expect(asOwner.statusCode, `${route.method} ${route.url} owner`).toBe(403);
      expect(asOwner.json().message).toBe(SERVER_MESSAGES.noPermission);
      // A Bearer token of an owner is refused the same way.
      const bearer = await harness.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(bearer.statusCode, `${route.method} ${route.url} owner bearer`).toBe(403);
    }
  });

  it('lets staff past the check everywhere but user management and certificate corrections, which are for admins only', async () => {
    const adminOnly = (url: string) => url.startsWith('/proxy/api/admin/users') || url.endsWith('/certificate/correct');
    for (const route of adminRoutes()) {
      const asStaff = await call(route, staff);
      const asAdmin = await call(route, admin);
      expect([401, 403], `${route.method} ${route.url} admin`).not.toContain(asAdmin.statusCode);
      if (adminOnly(route.url)) {
        expect(asStaff.statusCode, `${route.method} ${route.url} staff`).toBe(403);
        expect(asStaff.json().message).toBe(SERVER_MESSAGES.noPermission);
      } else {
        expect([401, 403], `${route.method} ${route.url} staff`).not.toContain(asStaff.statusCode);
      }
    }
  });

  it('guards a route added later under /api/admin without any check of its own, however its path is spelt', async () => {
    const { app, close } = await createTestApp();
    try {
      app.get('/proxy/api/admin/probe', async () => ({ code: 200, message: 'reached', data: null }));
      app.get('/proxy/api/admin/users/probe', async () => ({ code: 200, message: 'reached', data: null }));
      await app.ready();
      const probeOwner = await registerAndLogin(app);
      const probeStaff = await registerStaff(app);
      const get = (url: string, who?: SignedIn) =>
        app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
      for (const url of ['/proxy/api/admin/probe', '/proxy/api/%61dmin/probe', '/%70roxy/api/admin/probe']) {
        expect((await get(url)).statusCode, url).toBe(401);
        expect((await get(url, probeOwner)).statusCode, url).toBe(403);
        expect((await get(url, probeStaff)).statusCode, url).toBe(200);
      }
      expect((await get('/proxy/api/admin/users/probe', probeStaff)).statusCode).toBe(403);
      // An unknown path under /api/admin says nothing to a stranger either.
      expect((await get('/proxy/api/admin/nothing-here')).statusCode).toBe(401);
    } finally {
      await close();
    }
  });
});
