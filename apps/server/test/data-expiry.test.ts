import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '@recircuit/contract';
import { createMailer } from '../src/lib/mailer.ts';
import { runDataExpiry, type ExpiryDeps } from '../src/modules/data-orders/expiry-job.ts';
import { ExpiryRepository } from '../src/modules/data-orders/expiry-repository.ts';
import { DataOrdersRepository } from '../src/modules/data-orders/repository.ts';
import { AccountsService } from '../src/modules/accounts/service.ts';
import { AuditLog } from '../src/modules/audit/service.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { insertDataOrder, uploadArchive, zipOfSize } from './helpers/fulfilment.ts';
import { emailsTo, outboxEmails, subjectOf } from './helpers/outbox.ts';
import { useTestApp } from './helpers/test-app.ts';
import { sql } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;
const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
let deps: ExpiryDeps;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  deps = {
    db: harness.app.db,
    storage: harness.app.storage,
    mailer: harness.app.mailer,
    accounts: new AccountsService({
      db: harness.app.db,
      sessions: harness.app.sessions,
      limiter: harness.app.limiter,
      mailer: harness.app.mailer,
      publicUrl: harness.config.publicUrl,
      secret: harness.config.sessionSecret,
      log: harness.app.log,
    }),
    publicUrl: harness.config.publicUrl,
    log: harness.app.log,
  };
});

const repository = () => new DataOrdersRepository(harness.app.db);
const subjects = async () => emailsTo(await outboxEmails(harness.config.dataDir), owner.email).map(subjectOf);
const countOf = (list: string[], start: string) => list.filter((subject) => subject.startsWith(start)).length;

async function completedOrder() {
  const order = await insertDataOrder(harness.app, owner.userId);
  expect((await uploadArchive(harness.app, staff, order.id, zipOfSize(4096))).statusCode).toBe(200);
  const row = await repository().findById(order.id);
  return row!;
}

describe('the hosting-expiry job', () => {
  it('reminds once seven days ahead, then deletes the archive, expires the order and sends one receipt', async () => {
    const order = await completedOrder();
    const expiresAt = order.expiresAt!;
    const key = order.archiveKey!;
    const link = new URL(
      (
        await harness.app.inject({
          method: 'GET',
          url: `/proxy/api/data-retrieval/order/${order.id}/download`,
          headers: { cookie: owner.cookie },
        })
      ).headers.location as string,
    );

    // Eight days before: nothing yet.
    await runDataExpiry(deps, new Date(expiresAt.getTime() - 8 * DAY_MS));
    expect(countOf(await subjects(), 'Your data will be deleted on')).toBe(0);

    // Six days before, twice: one reminder.
    const sixDaysBefore = new Date(expiresAt.getTime() - 6 * DAY_MS);
    expect((await runDataExpiry(deps, sixDaysBefore)).reminded).toBeGreaterThanOrEqual(1);
    await runDataExpiry(deps, new Date(sixDaysBefore.getTime() + 3600_000));
    expect(countOf(await subjects(), 'Your data will be deleted on')).toBe(1);
    expect((await repository().findById(order.id))?.expiryReminderSentAt).not.toBeNull();
    expect(await harness.app.storage.stat(key)).toBeDefined();

    // At the end of hosting, run twice: deleted once, one receipt.
    const after = new Date(expiresAt.getTime() + 60_000);
    await runDataExpiry(deps, after);
    await runDataExpiry(deps, new Date(after.getTime() + 3600_000));
    const row = await repository().findById(order.id);
    expect(row?.status).toBe('Expired');
    expect(row?.archiveDeletedAt).not.toBeNull();
    expect(row?.deletionReceiptSentAt).not.toBeNull();
    expect(await harness.app.storage.stat(key)).toBeUndefined();
    expect(countOf(await subjects(), `Receipt: your data from order ${order.orderNumber} has been deleted`)).toBe(1);
    expect((await repository().history(order.id)).map((entry) => entry.status)).toEqual([
      'Processing',
      'Completed',
      'Expired',
    ]);
    expect(await AuditLog.list(harness.app.db, 100, 0)).toContainEqual(
      expect.objectContaining({ actorId: null, action: 'data-order.expire', subject: `data-order:${order.id}` }),
    );

    // No more links, and the one handed out before no longer finds the file.
    const download = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/data-retrieval/order/${order.id}/download`,
      headers: { cookie: owner.cookie },
    });
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(DATA_MESSAGES.expired);
    const old = await harness.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(DATA_MESSAGES.expired);
  });

  it('finishes the work of a run that stopped between expiring an order and deleting its archive', async () => {
    const order = await completedOrder();
    // As a crash right after the first step would leave it.
    await new ExpiryRepository(harness.app.db).expireIfDue(
      harness.app.db,
      order.id,
      new Date(order.expiresAt!.getTime() + 1),
    );
    expect(await harness.app.storage.stat(order.archiveKey!)).toBeDefined();
    await runDataExpiry(deps, new Date());
    expect(await harness.app.storage.stat(order.archiveKey!)).toBeUndefined();
    expect((await repository().findById(order.id))?.archiveDeletedAt).not.toBeNull();
    expect(countOf(await subjects(), `Receipt: your data from order ${order.orderNumber}`)).toBe(1);
  });

  it('does not expire an order whose hosting was extended a moment before', async () => {
    const order = await completedOrder();
    const expiry = new ExpiryRepository(harness.app.db);
    expect(
      await expiry.expireIfDue(harness.app.db, order.id, new Date(order.expiresAt!.getTime() - 1)),
    ).toBeUndefined();
    expect((await repository().findById(order.id))?.status).toBe('Completed');
  });

  it('retries an email the mailer could not send, and sends it once it can', async () => {
    const order = await completedOrder();
    const broken = createMailer({
      // Nothing listens on port 9 of loopback: every send fails.
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'ReCircuit <no-reply@recircuit.example>',
      outboxDir: join(harness.config.dataDir, 'unused'),
      log: harness.app.log,
    });
    const reminderAt = new Date(order.expiresAt!.getTime() - 2 * DAY_MS);
    try {
      await runDataExpiry({ ...deps, mailer: broken }, reminderAt);
    } finally {
      await broken.close();
    }
    expect((await repository().findById(order.id))?.expiryReminderSentAt).toBeNull();
    await runDataExpiry(deps, reminderAt);
    expect((await repository().findById(order.id))?.expiryReminderSentAt).not.toBeNull();
    const reminders = emailsTo(await outboxEmails(harness.config.dataDir), owner.email).filter(
      (eml) => eml.includes(order.orderNumber) && subjectOf(eml).startsWith('Your data will be deleted on'),
    );
    expect(reminders).toHaveLength(1);
  });

  it('leaves erase orders and unfinished retrievals alone', async () => {
    const erase = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase', status: 'Completed' });
    const processing = await insertDataOrder(harness.app, owner.userId);
    await harness.app.db.execute(
      sql`update data_orders set expires_at = now() - interval '1 day' where id = ${processing.id}`,
    );
    await runDataExpiry(deps, new Date(Date.now() + 400 * DAY_MS));
    expect((await repository().findById(erase.id))?.status).toBe('Completed');
    expect((await repository().findById(processing.id))?.status).toBe('Processing');
  });
});
