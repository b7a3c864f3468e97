import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../src/modules/audit/service.ts';
import { issuePartnerKey } from '../src/modules/catalogue/operator-commands.ts';
import { PASSWORD, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { placeDeviceOrder } from './helpers/admin.ts';
import { useTestApp } from './helpers/test-app.ts';

// The staff and operator actions the second security review found unaudited (docs/operations.md, "Audit log");
// the staff download of an archive is in data-fulfilment.test.ts, certificate corrections in certificates.test.ts.
const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
});

const entriesFor = async (subject: string) =>
  (await AuditLog.list(harness.app.db, 500, 0)).filter((entry) => entry.subject === subject);

const placeOrder = (who: SignedIn) => placeDeviceOrder(harness.app, who);

// A recycle order at its drop-off point: the grade found is all the counter records.
const confirm = (orderId: string, headers: Record<string, string>) =>
  harness.app.inject({
    method: 'POST',
    url: `/proxy/api/recycle-orders/qr/${orderId}/confirm`,
    headers,
    payload: { gradeFound: 'B' },
  });

describe('hand-in confirmations', () => {
  it('are audited with the member of staff who confirmed', async () => {
    const { orderId, orderNumber } = await placeOrder(owner);
    expect((await confirm(orderId, staff.writeHeaders)).statusCode).toBe(200);
    expect(await entriesFor(`device-order:${orderId}`)).toEqual([
      expect.objectContaining({
        actorId: staff.userId,
        action: 'device-order.hand-in',
        detail: expect.objectContaining({ orderNumber, by: 'staff', partnerId: null, gradeFound: 'B' }),
      }),
    ]);
    // A second confirmation is refused and not audited again.
    expect((await confirm(orderId, staff.writeHeaders)).statusCode).toBe(409);
    expect(await entriesFor(`device-order:${orderId}`)).toHaveLength(1);
  });

  it('are audited with the partner whose key confirmed (no account), and a refused key leaves no entry', async () => {
    const key = await issuePartnerKey(harness.app.db, 'circuit-reclaim-demo');
    const { orderId, orderNumber } = await placeOrder(owner);
    expect(
      (await confirm(orderId, { authorization: `Partner circuit-reclaim-demo:${'x'.repeat(43)}` })).statusCode,
    ).toBe(403);
    expect((await confirm(orderId, owner.writeHeaders)).statusCode).toBe(403);
    expect(await entriesFor(`device-order:${orderId}`)).toEqual([]);
    expect((await confirm(orderId, { authorization: `Partner circuit-reclaim-demo:${key}` })).statusCode).toBe(200);
    expect(await entriesFor(`device-order:${orderId}`)).toEqual([
      expect.objectContaining({
        actorId: null,
        action: 'device-order.hand-in',
        detail: expect.objectContaining({ orderNumber, by: 'partner', partnerId: 'circuit-reclaim-demo' }),
      }),
    ]);
  });
});

describe('partner keys', () => {
  it('are audited when issued (by npm run partner-key or the operator channel), never with the key', async () => {
    const before = (await entriesFor('partner:handback-mobile-demo')).length;
    const key = await issuePartnerKey(harness.app.db, 'handback-mobile-demo');
    const entries = await entriesFor('partner:handback-mobile-demo');
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({ actorId: null, action: 'partner.key-issue', detail: { via: 'partner-key' } });
    expect(JSON.stringify(entries)).not.toContain(key);
    // An unknown partner gets no key and no entry.
    await expect(issuePartnerKey(harness.app.db, 'nobody-demo')).rejects.toThrow('No partner has the id nobody-demo');
    expect(await entriesFor('partner:nobody-demo')).toEqual([]);
  });
});

describe('the orders CSV report', () => {
  it('is audited with who exported which period and how many rows', async () => {
    await placeOrder(owner);
    // The London day of now (the report's days are London's; the order was placed just now).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const answer = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/admin/reports/orders.csv?from=${today}&to=${today}`,
      headers: { cookie: staff.cookie },
    });
    expect(answer.statusCode).toBe(200);
    const rows = answer.payload.trim().split('\r\n').length - 1;
    expect(rows).toBeGreaterThan(0);
    const [entry] = await entriesFor('report:orders');
    expect(entry).toMatchObject({
      actorId: staff.userId,
      action: 'report.orders-csv',
      detail: { from: today, to: today, rows },
    });
    // A refused request exports nothing and is not audited.
    const before = (await entriesFor('report:orders')).length;
    const refused = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/admin/reports/orders.csv?from=2020-02-10&to=2020-02-01`,
      headers: { cookie: staff.cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: `/proxy/api/admin/reports/orders.csv?from=${today}&to=${today}`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(await entriesFor('report:orders')).toHaveLength(before);
  });
});

describe('account deletions', () => {
  it('are audited with the account id and role only, in the same transaction as the deletion', async () => {
    const leaver = await registerAndLogin(harness.app);
    const wrong = await harness.app.inject({
      method: 'DELETE',
      url: '/proxy/deviceOwner/account',
      headers: leaver.writeHeaders,
      payload: { password: 'Wrong12345' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await entriesFor(`user:${leaver.userId}`)).toEqual([]);

    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: '/proxy/deviceOwner/account',
      headers: leaver.writeHeaders,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const entries = await entriesFor(`user:${leaver.userId}`);
    expect(entries).toEqual([
      expect.objectContaining({ actorId: null, action: 'user.delete', detail: { role: 'owner', by: 'owner' } }),
    ]);
    // The person is gone from the entry too: no email or name kept.
    expect(JSON.stringify(entries)).not.toContain(leaver.email);
  });

  it('leave the account in place when the audit entry cannot be written', async () => {
    const stayer = await registerAndLogin(harness.app);
    await harness.app.db.execute(
      sql`alter table audit_log add constraint no_deletions check (action <> 'user.delete') not valid`,
    );
    try {
      const answer = await harness.app.inject({
        method: 'DELETE',
        url: '/proxy/deviceOwner/account',
        headers: stayer.writeHeaders,
        payload: { password: PASSWORD },
      });
      expect(answer.statusCode).toBe(500);
    } finally {
      await harness.app.db.execute(sql`alter table audit_log drop constraint no_deletions`);
    }
    const rows = (
      (await harness.app.db.execute(sql`select id from users where id = ${stayer.userId}`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
    expect(rows).toHaveLength(1);
  });
});
