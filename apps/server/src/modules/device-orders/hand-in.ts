import type { FastifyBaseLogger } from 'fastify';
import { BY_POST_MESSAGES, CATALOGUE_MESSAGES, type ConfirmHandInRequest } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { OwnerDirectory } from '../accounts/owner-directory.ts';
import { AuditLog } from '../audit/service.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { partnerFor } from '../catalogue/service.ts';
import { HandInRepository } from './hand-in-repository.ts';
import { handInEmail } from './hand-in-emails.ts';
import { planHandIn, type HandInPlan } from './hand-in-plan.ts';
import type { DeviceOrderRow, StepBy } from './repository.ts';

export interface HandInDeps {
  db: Database;
  cache: CatalogueCache;
  owners: Pick<OwnerDirectory, 'recipient'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const AUDIT_ACTIONS: Record<HandInPlan['outcome'], string> = {
  'revised-offer': 'device-order.revised-offer',
  declined: 'device-order.revised-offer-declined',
  'handed-in': 'device-order.hand-in',
};

/**
 * At the counter (docs/product.md, "At the counter"): the partner with its key, or staff, records the grade
 * found; the server answers a lower grade with its revised quote, and records the owner's decision, the amount
 * paid and how. The step, its history entry and its audit entry are one transaction; of two confirmations at
 * once, one wins and the other is 409.
 */
export async function confirmAtCounter(
  deps: HandInDeps,
  order: DeviceOrderRow,
  by: StepBy,
  readInput: () => ConfirmHandInRequest,
): Promise<DeviceOrderRow> {
  if (by.partnerId && order.partnerId !== by.partnerId) throw new AppError(403, CATALOGUE_MESSAGES.wrongPartner);
  if (order.status === 'Cancelled') throw new AppError(409, CATALOGUE_MESSAGES.orderWasCancelled);
  if (order.status !== 'Submitted') throw new AppError(409, CATALOGUE_MESSAGES.orderAlreadyConfirmed);
  if (order.byPost) throw new AppError(409, BY_POST_MESSAGES.sentByPost);
  const input = readInput();
  // The chosen place, retired or not: the order was placed there.
  const place = order.partnerId ? partnerFor(deps.cache, order.partnerId) : undefined;
  const model = deps.cache.catalogue.find(order.type, order.brand, order.modelName);
  const plan = planHandIn(order, input, place, model);
  const to = plan.outcome === 'handed-in' ? 'Handed in' : plan.outcome === 'declined' ? 'Cancelled' : undefined;
  const handIns = new HandInRepository(deps.db);
  const row = await handIns.record(order.id, { fields: plan.fields, to, by }, (tx, changed) =>
    // A partner's key has no account, so the entry names the partner.
    AuditLog.record(tx, {
      actorId: by.actorId ?? null,
      action: AUDIT_ACTIONS[plan.outcome],
      subject: `device-order:${changed.id}`,
      detail: {
        orderNumber: changed.orderNumber,
        by: by.partnerId ? 'partner' : 'staff',
        partnerId: by.partnerId ?? null,
        grade: changed.grade,
        gradeFound: changed.gradeFound,
        revisedPricePence: changed.revisedPricePence,
        paidPence: changed.paidPence,
        payoutMethod: changed.payoutMethod,
      },
    }),
  );
  if (!row) throw new AppError(409, CATALOGUE_MESSAGES.orderAlreadyConfirmed);
  if (to) await emailOwner(deps, row, place?.name ?? 'ReCircuit');
  return row;
}

/** Sent once the step is committed; a mail failure is logged and never undoes the hand-in. */
async function emailOwner(deps: HandInDeps, order: DeviceOrderRow, placeName: string) {
  const owner = order.ownerId ? await deps.owners.recipient(order.ownerId) : undefined;
  if (!owner || !order.ownerId) return;
  const query = new URLSearchParams({ userId: order.ownerId, deviceId: order.deviceId });
  try {
    await deps.mailer.send(
      handInEmail(owner, order, { placeName, orderUrl: `${deps.publicUrl}/device-info?${query}` }),
    );
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id }, 'hand-in email not sent');
  }
}
