import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { EXPIRY_REMINDER_DAYS } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import type { ObjectStorage } from '../../lib/storage/storage.ts';
import type { AccountsService } from '../accounts/service.ts';
import { AuditLog } from '../audit/service.ts';
import { ExpiryRepository } from './expiry-repository.ts';
import { dataDeletedEmail, expiringSoonEmail, type FulfilledOrder, type Recipient } from './fulfilment-emails.ts';
import type { DataOrderRow } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export interface ExpiryDeps {
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
  accounts: Pick<AccountsService, 'ownerSummary'>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface ExpiryRun {
  reminded: number;
  expired: number;
  archivesDeleted: number;
  receipts: number;
}

/**
 * One pass of the hosting-expiry job at `now` (docs/operations.md, "Archives and their expiry").
 * Every step is conditional on the order's state, so a pass repeated, overlapping or cut short
 * by a crash picks up where the last one stopped. Each email is claimed (its column set) before
 * it is sent and given back if the mailer fails, so it goes at most once and is retried
 * after a mail outage.
 */
export async function runDataExpiry(deps: ExpiryDeps, now: Date): Promise<ExpiryRun> {
  const repository = new ExpiryRepository(deps.db);
  const run: ExpiryRun = { reminded: 0, expired: 0, archivesDeleted: 0, receipts: 0 };
  const orderUrl = (order: DataOrderRow) =>
    `${deps.publicUrl}/mobile-order-detail?orderId=${encodeURIComponent(order.id)}`;

  const sendOnce = async (
    order: DataOrderRow,
    column: 'expiryReminderSentAt' | 'deletionReceiptSentAt',
    build: (to: Recipient, facts: FulfilledOrder) => MailMessage,
  ): Promise<boolean> => {
    if (!(await repository.claim(order.id, column, now))) return false;
    const owner = await deps.accounts.ownerSummary(order.ownerId);
    // An account deleted meanwhile: there is nobody to write to, and the claim stays.
    if (!owner) return false;
    try {
      const facts = { orderNumber: order.orderNumber, deviceName: order.deviceName, orderUrl: orderUrl(order) };
      await deps.mailer.send(
        build({ email: owner.email, firstName: owner.firstName, language: owner.language }, facts),
      );
      return true;
    } catch (error) {
      await repository.release(order.id, column);
      deps.log.warn({ err: error, orderId: order.id }, 'expiry email not sent; the next run tries again');
      return false;
    }
  };

  // 1. Hosting has ended: the order becomes Expired first, so no download link is handed out any more.
  for (const order of await repository.dueForExpiry(now, BATCH)) {
    const expired = await deps.db.transaction(async (tx) => {
      const row = await repository.expireIfDue(tx, order.id, now);
      if (row) {
        await AuditLog.record(tx, {
          actorId: null,
          action: 'data-order.expire',
          subject: `data-order:${order.id}`,
          detail: { orderNumber: order.orderNumber, expiresAt: order.expiresAt?.toISOString() ?? null },
        });
      }
      return row;
    });
    if (expired) run.expired += 1;
  }

  // 2. Then its archive goes from storage (again, harmlessly, if a crash came between deleting and recording).
  for (const order of await repository.archivesToDelete(BATCH)) {
    try {
      if (order.archiveKey) await deps.storage.delete(order.archiveKey);
      await repository.markArchiveDeleted(order.id, now);
      run.archivesDeleted += 1;
    } catch (error) {
      deps.log.error(
        { err: error, orderId: order.id },
        'could not delete an expired archive; the next run tries again',
      );
    }
  }

  // 3. The receipt, once the archive is really gone.
  for (const order of await repository.receiptsToSend(BATCH)) {
    const deletedAt = order.archiveDeletedAt ?? now;
    const sent = await sendOnce(order, 'deletionReceiptSentAt', (to, facts) =>
      dataDeletedEmail(to, facts, { bytes: order.archiveBytes, at: deletedAt }),
    );
    if (sent) run.receipts += 1;
  }

  // 4. Seven days ahead, one reminder.
  const windowEnd = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
  for (const order of await repository.dueForReminder(now, windowEnd, BATCH)) {
    const expiresAt = order.expiresAt ?? windowEnd;
    if (await sendOnce(order, 'expiryReminderSentAt', (to, facts) => expiringSoonEmail(to, facts, expiresAt))) {
      run.reminded += 1;
    }
  }
  return run;
}

/** Hourly, on one instance at a time, as the upload clean-up runs. */
export function scheduleDataExpiry(app: FastifyInstance, deps: ExpiryDeps): void {
  app.scheduler.schedule({
    name: 'data hosting expiry',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const done = await runDataExpiry(deps, new Date());
      if (done.reminded || done.expired || done.archivesDeleted || done.receipts) {
        app.log.info(done, 'data hosting expiry');
      }
    },
  });
}
