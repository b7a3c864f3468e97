// Budget (docs/operations.md, "Budgets"): an owner's order list costs the same with 100 orders in the database
// as with 100,000 (indexes). Measures GET /proxy/api/recycle-orders/by-device-owner/{id}
// through the real app on the embedded database (or DATABASE_URL), first with the owner's
// 100 orders alone, then with 99,900 orders of 1,000 other owners beside them.
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/test/helpers/test-app.ts';
import { registerAndLogin } from '../apps/server/test/helpers/accounts.ts';

const ROUNDS = 300;
// "The same" allows for noise: at most 50% slower, or 2 ms, whichever is larger.
const allowed = (base: number) => Math.max(base * 1.5, base + 2);

const harness = await createTestApp();
const { app } = harness;
try {
  const owner = await registerAndLogin(app);
  await addOrders(`'${owner.userId}'`, 100, 'own');
  const small = await medianListTime(owner);

  await app.db.execute(sql`insert into users (id, email, first_name, last_name, username)
    select 'bench-user-' || n, 'bench' || n || '@example.org', 'Bench', 'User', 'bench' || n from generate_series(1, 1000) as n`);
  await addOrders(`'bench-user-' || (n % 1000 + 1)`, 99_900, 'other');
  await app.db.execute(sql`analyze device_orders`);
  const large = await medianListTime(owner);

  const plan = await app.db.execute(
    sql`explain select * from device_orders where owner_id = ${owner.userId} order by created_at desc, id desc limit 50`,
  );
  const usesIndex = JSON.stringify(plan).includes('device_orders_owner_created_idx');
  const within = large <= allowed(small) && usesIndex;
  console.log(
    `Order list of one owner (100 orders): ${small.toFixed(2)} ms median with 100 orders in the database, ${large.toFixed(2)} ms with 100,000; ` +
      `index ${usesIndex ? 'used' : 'NOT used'}; ${within ? 'within' : 'OVER'} the budget (at most ${allowed(small).toFixed(2)} ms)`,
  );
  if (!within) process.exitCode = 1;
} finally {
  await harness.close();
}

async function addOrders(ownerExpression: string, count: number, prefix: string) {
  await app.db.execute(
    sql.raw(`insert into device_orders (id, order_number, device_id, owner_id, classification, type, brand, model_name, grade, status, created_at)
      select '${prefix}-' || n, '${prefix}-no-' || n, '${prefix}-dev-' || n, ${ownerExpression}, 'recycle', 'Phone', 'Apple', 'iPhone 8', 'B', 'Submitted',
        now() - (n || ' minutes')::interval
      from generate_series(1, ${count}) as n`),
  );
}

async function medianListTime(owner: { userId: string; cookie: string }): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/proxy/api/recycle-orders/by-device-owner/${owner.userId}?limit=50`,
      headers: { cookie: owner.cookie },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`the list answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
