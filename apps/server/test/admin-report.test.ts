import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, REPORT_COLUMNS } from '@recircuit/contract';
import { londonMidnight, londonNextMidnight } from '../src/lib/london-time.ts';
import { AuditLog } from '../src/modules/audit/service.ts';
import { csvCell } from '../src/modules/operations/csv.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { call, currentModel, placeDeviceOrder, recycleModel, submitUnknown } from './helpers/admin.ts';
import { insertDataOrder } from './helpers/fulfilment.ts';
import { handInAsStaff } from './helpers/hand-in.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
});

const report = (query: string, who: SignedIn = staff) =>
  harness.app.inject({
    method: 'GET',
    url: `/proxy/api/admin/reports/orders.csv?${query}`,
    headers: { cookie: who.cookie },
  });
/** The report's rows as arrays of cells (every cell is quoted; quotes inside are doubled). */
function parse(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => (match[1] as string).replace(/""/g, '"')));
}

describe('London days', () => {
  it('begin at midnight in London, in winter, in summer and on the days the clocks change', () => {
    expect(londonMidnight('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonMidnight('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(londonMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonNextMidnight('2026-03-29').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(londonMidnight('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(londonNextMidnight('2026-10-25').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
});

describe('CSV cells', () => {
  it('quote every cell and defuse what a spreadsheet would run', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('a=1')).toBe('"a=1"');
  });
});

describe('GET /api/admin/reports/orders.csv', () => {
  it('lists the orders of every kind placed in the London days asked for, as an attachment, with no secrets', async () => {
    const device = await placeDeviceOrder(harness.app, owner);
    const unknown = await submitUnknown(
      harness.app,
      owner,
      '=HYPERLINK("http://evil.example","click"), +1, -1, @SUM(A1)',
    );
    const data = await insertDataOrder(harness.app, owner.userId, { deviceName: '@cmd /c calc', pricePence: 4999 });
    // Placed at 23:30 UTC on 30 June: 00:30 on 1 July in London.
    await harness.app.db.execute(
      sql`update device_orders set created_at = '2026-06-30T23:30:00Z' where id = ${device.orderId}`,
    );
    await harness.app.db.execute(
      sql`update unknown_orders set created_at = '2026-07-01T12:00:00Z' where id = ${unknown.orderId}`,
    );
    await harness.app.db.execute(sql`update data_orders set created_at = '2026-07-31T22:59:00Z' where id = ${data.id}`);

    const answer = await report('from=2026-07-01&to=2026-07-31');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="recircuit-orders-2026-07-01-to-2026-07-31.csv"',
    );
    expect(answer.headers['cache-control']).toContain('no-store');
    const rows = parse(answer.payload);
    expect(rows[0]).toEqual([...REPORT_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      [
        device.orderNumber,
        'device',
        'Submitted',
        '2026-06-30T23:30:00.000Z',
        `${recycleModel.brand} ${recycleModel.name}`,
        device.price.toFixed(2),
        '',
        '',
        owner.email,
      ],
      [
        unknown.orderNumber,
        'unknown',
        'Submitted',
        '2026-07-01T12:00:00.000Z',
        `'=HYPERLINK("http://evil.example","click"), +1, -1, @SUM(A1)`,
        '',
        '',
        '',
        owner.email,
      ],
      [
        data.orderNumber,
        'data',
        'Processing',
        '2026-07-31T22:59:00.000Z',
        "'@cmd /c calc",
        '49.99',
        '',
        '',
        owner.email,
      ],
    ]);
    // No password hashes, session tokens or CSRF tokens, whoever the owner is.
    const hashes = (await harness.app.db.execute(sql`select password_hash from users`)) as unknown as {
      rows: { password_hash: string | null }[];
    };
    for (const secret of [owner.token, staff.token, ...hashes.rows.map((row) => row.password_hash ?? 'none')]) {
      expect(answer.payload).not.toContain(secret);
    }
    expect(answer.payload).not.toMatch(/argon2|token|password/i);

    // 00:30 London on 1 July is not 30 June; 23:59 London on 31 July is not August.
    expect(parse((await report('from=2026-06-30&to=2026-06-30')).payload)).toHaveLength(1);
    expect(parse((await report('from=2026-08-01&to=2026-08-01')).payload)).toHaveLength(1);
    expect(parse((await report('from=2026-07-31&to=2026-07-31')).payload).map((row) => row[0])).toEqual([
      'order number',
      data.orderNumber,
    ]);
  });

  it('shows what the owner was paid at hand-in and the commission on it, never a quote as paid', async () => {
    const sold = await placeDeviceOrder(harness.app, owner, currentModel);
    const quoted = await placeDeviceOrder(harness.app, owner, currentModel);
    for (const order of [sold, quoted]) {
      await harness.app.db.execute(
        sql`update device_orders set created_at = '2026-05-10T12:00:00Z' where id = ${order.orderId}`,
      );
    }
    // The counter found a lower grade and the owner accepted the server's revised offer.
    const handedIn = await call(harness.app, 'POST', `/proxy/api/recycle-orders/qr/${sold.orderId}/confirm`, staff, {
      gradeFound: 'D',
      decision: 'accept',
      payout: { method: 'cash' },
    });
    expect(handedIn.status).toBe(200);
    const paid = handedIn.body.data.paid as number;
    expect(paid).toBeLessThan(sold.price);
    const rows = parse((await report('from=2026-05-10&to=2026-05-10')).payload);
    const cells = (orderNumber: string) => {
      const row = rows.find((cellsOf) => cellsOf[0] === orderNumber) as string[];
      return row.slice(REPORT_COLUMNS.indexOf('price'), REPORT_COLUMNS.indexOf('owner email'));
    };
    expect(cells(sold.orderNumber)).toEqual([
      sold.price.toFixed(2),
      paid.toFixed(2),
      (Math.round(paid * 8) / 100).toFixed(2),
    ]);
    expect(cells(quoted.orderNumber)).toEqual([quoted.price.toFixed(2), '', '']);
  });

  it('refuses dates that are not dates, a reversed period or one over 366 days', async () => {
    const cases: [string, string][] = [
      ['', ADMIN_MESSAGES.invalidDate],
      ['from=2026-01-01', ADMIN_MESSAGES.invalidDate],
      ['from=2026-02-30&to=2026-03-01', ADMIN_MESSAGES.invalidDate],
      ['from=yesterday&to=2026-03-01', ADMIN_MESSAGES.invalidDate],
      ['from=2026-1-1&to=2026-03-01', ADMIN_MESSAGES.invalidDate],
      ['from=2026-03-02&to=2026-03-01', ADMIN_MESSAGES.periodReversed],
      ['from=2025-01-01&to=2026-01-02', ADMIN_MESSAGES.periodTooLong],
      ['from=2026-01-01&to=2026-01-31&format=xlsx', 'This parameter is not accepted'],
    ];
    for (const [query, message] of cases) {
      const answer = await report(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toBe(message);
    }
    // 2024 is a leap year: its 366 days are one period.
    expect((await report('from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await report('from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages the audit log newest first, naming each actor by email (the system by none)', async () => {
    await AuditLog.record(harness.app.db, { actorId: null, action: 'test.system', subject: 'test:1' });
    const order = await placeDeviceOrder(harness.app, owner);
    await handInAsStaff(harness.app, staff, order.orderId);
    for (const status of ['Received', 'Wiped']) {
      await call(harness.app, 'POST', `/proxy/api/admin/device-orders/${order.orderId}/status`, staff, { status });
    }
    const first = await call(harness.app, 'GET', '/proxy/api/admin/audit?limit=2', staff);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ limit: 2, offset: 0 });
    const total = first.body.data.total as number;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(first.body.data.items.map((entry: { detail: { to: string } }) => entry.detail.to)).toEqual([
      'Wiped',
      'Received',
    ]);
    expect(first.body.data.items[0]).toMatchObject({
      actorId: staff.userId,
      actorEmail: staff.email,
      action: 'device-order.status',
      subject: `device-order:${order.orderId}`,
    });
    const second = await call(harness.app, 'GET', '/proxy/api/admin/audit?limit=2&offset=2', staff);
    expect(second.body.data.items[0].action).toBe('device-order.hand-in');
    expect(second.body.data.items[1]).toMatchObject({ action: 'test.system', actorId: null, actorEmail: null });
    const everything = await call(harness.app, 'GET', '/proxy/api/admin/audit?limit=100', staff);
    expect(everything.body.data.items).toHaveLength(Math.min(total, 100));
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc', 'page=2']) {
      expect((await call(harness.app, 'GET', `/proxy/api/admin/audit?${query}`, staff)).status, query).toBe(400);
    }
  });
});
