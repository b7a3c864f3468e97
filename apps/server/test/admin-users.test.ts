import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, SERVER_MESSAGES, adminUserSchema, adminUsersPageSchema } from '@recircuit/contract';
import type { Json } from './helpers/admin.ts';
import { useTestApp } from './helpers/test-app.ts';
import {
  register,
  registerAdmin,
  registerAndLogin,
  registerStaff,
  uniqueEmail,
  type SignedIn,
} from './helpers/accounts.ts';

const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  admin = await registerAdmin(harness.app);
});

async function api(method: 'GET' | 'PUT', url: string, who?: SignedIn, payload?: object) {
  const response = await harness.app.inject({
    method,
    url,
    payload,
    headers: who ? (method === 'GET' ? { cookie: who.cookie } : who.writeHeaders) : {},
  });
  return { status: response.statusCode, body: response.json() as Json, raw: response.payload };
}
const USERS = '/proxy/api/admin/users';
/** Staff are made only of confirmed email addresses; tests confirm it as the emailed link would. */
async function confirmed(who: SignedIn): Promise<SignedIn> {
  await harness.app.db.execute(sql`update users set email_verified_at = now() where id = ${who.userId}`);
  return who;
}
async function roleOf(userId: string): Promise<string | undefined> {
  const result = (await harness.app.db.execute(sql`select role from users where id = ${userId}`)) as unknown as {
    rows: { role: string }[];
  };
  return result.rows[0]?.role;
}
const setRole = (id: string, role: unknown, who: SignedIn = admin) => api('PUT', `${USERS}/${id}/role`, who, { role });

async function roleAudit(userId: string) {
  const result = (await harness.app.db.execute(
    sql`select actor_id, action, detail from audit_log where subject = ${`user:${userId}`} order by id`,
  )) as unknown as { rows: { actor_id: string | null; action: string; detail: Record<string, unknown> }[] };
  return result.rows;
}

describe('who may manage users', () => {
  it('is an admin only: anonymous 401, owner and staff 403', async () => {
    const target = await registerAndLogin(harness.app);
    for (const [method, url] of [
      ['GET', USERS],
      ['PUT', `${USERS}/${target.userId}/role`],
    ] as const) {
      expect((await api(method, url, undefined, { role: 'staff' })).status).toBe(401);
      for (const who of [owner, staff]) {
        const refused = await api(method, url, who, { role: 'staff' });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(SERVER_MESSAGES.noPermission);
      }
    }
    expect((await api('GET', USERS, admin)).status).toBe(200);
    const [row] = (
      (await harness.app.db.execute(sql`select role from users where id = ${target.userId}`)) as unknown as {
        rows: { role: string }[];
      }
    ).rows;
    expect(row?.role).toBe('owner');
  });
});

describe('GET /api/admin/users', () => {
  it('lists accounts with their facts and nothing secret, newest first, by words of email or name, paged', async () => {
    // Names take letters only: the clock in base 36, its digits turned into letters.
    const surname = `Quokka${Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] as string)}`;
    const first = await register(harness.app, { lastName: surname, firstName: 'Ada' });
    const second = await register(harness.app, { lastName: surname, firstName: 'Bea', email: uniqueEmail('bea') });
    expect([first.response.statusCode, second.response.statusCode], second.response.payload).toEqual([200, 200]);
    const response = await api('GET', `${USERS}?q=${surname.toLowerCase()}`, admin);
    expect(response.status).toBe(200);
    const page = adminUsersPageSchema.parse(response.body.data);
    expect(page.total).toBe(2);
    expect(page.items.map((user) => user.id)).toEqual([second.userId, first.userId]);
    expect(page.items[1]).toEqual({
      id: first.userId,
      email: first.email,
      firstName: 'Ada',
      lastName: surname,
      role: 'owner',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      emailVerified: false,
    });
    for (const item of (response.body.data as { items: object[] }).items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(adminUserSchema.shape).sort());
    }
    expect(response.raw).not.toMatch(/argon2|password|token|hash/i);

    const both = await api('GET', `${USERS}?q=${encodeURIComponent(`bea ${surname}`)}`, admin);
    expect(adminUsersPageSchema.parse(both.body.data).items.map((user) => user.id)).toEqual([second.userId]);
    const paged = await api('GET', `${USERS}?q=${surname}&limit=1&offset=1`, admin);
    expect(paged.body.data).toMatchObject({ total: 2, items: [{ id: first.userId }] });
    const wildcard = await api('GET', `${USERS}?q=${encodeURIComponent('%')}`, admin);
    expect(adminUsersPageSchema.parse(wildcard.body.data).total).toBe(0);
  });

  it('refuses bad paging and unknown parameters', async () => {
    expect((await api('GET', `${USERS}?limit=0`, admin)).status).toBe(400);
    expect((await api('GET', `${USERS}?offset=-1`, admin)).status).toBe(400);
    expect((await api('GET', `${USERS}?q=${'x'.repeat(101)}`, admin)).status).toBe(400);
    expect((await api('GET', `${USERS}?role=admin`, admin)).status).toBe(400);
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('makes an owner staff: audited, and the session they already have works as staff on its next request', async () => {
    const target = await confirmed(await registerAndLogin(harness.app));
    const staffOnly = () =>
      harness.app.inject({
        method: 'GET',
        url: '/proxy/api/admin/catalogue/models',
        headers: { cookie: target.cookie },
      });
    expect((await staffOnly()).statusCode).toBe(403);

    const made = await setRole(target.userId, 'staff');
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(ADMIN_USER_MESSAGES.roleChanged);
    expect(made.body.data).toMatchObject({ id: target.userId, role: 'staff' });
    expect((await staffOnly()).statusCode).toBe(200);
    expect(await roleAudit(target.userId)).toEqual([
      { actor_id: admin.userId, action: 'user.role', detail: { from: 'owner', to: 'staff' } },
    ]);

    const back = await setRole(target.userId, 'owner');
    expect(back.body.data).toMatchObject({ role: 'owner' });
    expect((await staffOnly()).statusCode).toBe(403);
    expect((await roleAudit(target.userId)).map((entry) => entry.detail)).toEqual([
      { from: 'owner', to: 'staff' },
      { from: 'staff', to: 'owner' },
    ]);
  });

  it('writes nothing when the role is already that one', async () => {
    const target = await registerAndLogin(harness.app);
    expect((await setRole(target.userId, 'owner')).body.data).toMatchObject({ role: 'owner' });
    expect(await roleAudit(target.userId)).toEqual([]);
  });

  it('refuses an admin changing their own role, and leaves it as it was', async () => {
    for (const role of ['owner', 'staff']) {
      const refused = await setRole(admin.userId, role);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(ADMIN_USER_MESSAGES.ownRole);
    }
    expect((await api('GET', USERS, admin)).status).toBe(200);
    expect(await roleAudit(admin.userId)).toEqual([]);
  });

  it('does not make admins, and refuses a missing or unknown role', async () => {
    const target = await registerAndLogin(harness.app);
    for (const role of ['admin', 'root', undefined, 42]) {
      const refused = await setRole(target.userId, role);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'role', message: ADMIN_USER_MESSAGES.invalidRole }]);
    }
    expect(await roleAudit(target.userId)).toEqual([]);
  });

  it('answers 404 for an account that does not exist', async () => {
    const missing = await setRole('usr_nobody', 'staff');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ADMIN_USER_MESSAGES.userNotFound);
    expect((await setRole('x'.repeat(101), 'staff')).status).toBe(400);
  });

  it('needs the CSRF header with a cookie, and takes a Bearer token', async () => {
    const target = await confirmed(await registerAndLogin(harness.app));
    const noHeader = await harness.app.inject({
      method: 'PUT',
      url: `${USERS}/${target.userId}/role`,
      headers: { cookie: admin.cookie },
      payload: { role: 'staff' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    const bearer = await harness.app.inject({
      method: 'PUT',
      url: `${USERS}/${target.userId}/role`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { role: 'staff' },
    });
    expect(bearer.json().data).toMatchObject({ role: 'staff' });
  });

  it('makes staff only of an account whose email address is confirmed; making one an owner needs no confirmation', async () => {
    const target = await registerAndLogin(harness.app);
    const refused = await setRole(target.userId, 'staff');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADMIN_USER_MESSAGES.emailNotConfirmed);
    expect(await roleOf(target.userId)).toBe('owner');
    expect(await roleAudit(target.userId)).toEqual([]);
    await confirmed(target);
    expect((await setRole(target.userId, 'staff')).status).toBe(200);
  });

  it('keeps at least one admin when two admins demote each other at once', async () => {
    const first = await confirmed(await registerStaff(harness.app));
    const second = await confirmed(await registerStaff(harness.app));
    await harness.app.db.execute(sql`update users set role = 'admin' where id in (${first.userId}, ${second.userId})`);
    // Leave these two as the only admins, so that two demotions at once could leave none.
    await harness.app.db.execute(
      sql`update users set role = 'staff' where role = 'admin' and id not in (${first.userId}, ${second.userId})`,
    );
    try {
      const answers = await Promise.all([
        setRole(second.userId, 'owner', first),
        setRole(first.userId, 'owner', second),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const roles = [await roleOf(first.userId), await roleOf(second.userId)];
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
      const demoted = answers[0]?.status === 200 ? second : first;
      // The demoted admin can do nothing more.
      expect((await setRole(owner.userId, 'staff', demoted)).status).toBe(403);
    } finally {
      await harness.app.db.execute(sql`update users set role = 'admin' where id = ${admin.userId}`);
    }
  });
});
