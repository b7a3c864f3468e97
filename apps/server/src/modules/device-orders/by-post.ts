import type { FastifyBaseLogger } from 'fastify';
import {
  BY_POST_MESSAGES,
  CATALOGUE_MESSAGES,
  maskBankDetails,
  type BankDetails,
  type ByPostView,
  type Grade,
  type Hub,
  type Language,
  type PostInspectionRequest,
  type RevisedOfferDecision,
  type StaffByPostView,
} from '@recircuit/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { OwnerDirectory } from '../accounts/owner-directory.ts';
import { AuditLog } from '../audit/service.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { toPounds } from '../catalogue/pricing.ts';
import { labelPdf } from '../data-orders/label-pdf.ts';
import { assertAccountMatchesSortCode } from './bank-details.ts';
import { postStepEmail, type PostEvent } from './by-post-emails.ts';
import { ByPostRepository } from './by-post-repository.ts';
import { isLowerGrade, revisedPence } from './hand-in-plan.ts';
import { isSold, nextPostStep } from './post-steps.ts';
import type { DeviceOrderRow } from './repository.ts';

export interface ByPostDeps {
  db: Database;
  cache: CatalogueCache;
  owners: Pick<OwnerDirectory, 'recipient'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Where posted devices go (settings: HUB_*). */
  hub: Hub;
}

const pounds = (pence: number | null) => (pence === null ? null : toPounds(pence));
const conflict = (message: string) => new AppError(409, message);
const badInput = (field: string, message: string) => new AppError(400, message, { errors: [{ field, message }] });

/** Which step a staff action is, and why it is refused when the order is elsewhere. */
const STAFF_REFUSALS: Record<'arrival' | 'inspection' | 'transfer', (order: DeviceOrderRow) => string> = {
  arrival: () => BY_POST_MESSAGES.alreadyArrived,
  inspection: (order) =>
    order.status === 'Submitted' ? BY_POST_MESSAGES.notArrived : BY_POST_MESSAGES.alreadyInspected,
  transfer: (order) =>
    order.paidPence !== null
      ? BY_POST_MESSAGES.alreadyPaid
      : order.status === 'Submitted'
        ? BY_POST_MESSAGES.notArrived
        : order.gradeFound === null
          ? BY_POST_MESSAGES.notInspected
          : BY_POST_MESSAGES.nothingDue,
};

const STAFF_ACTIONS: Record<keyof typeof STAFF_REFUSALS, string> = {
  arrival: 'device-order.arrived-by-post',
  inspection: 'device-order.inspected',
  transfer: 'device-order.paid-by-transfer',
};

/**
 * Hand-in by post (docs/product.md, "Hand-in by post"): the label, the owner's bank details and answer to
 * a revised offer, and the staff steps (arrival, inspection, transfer), each audited and emailed.
 * Callers have checked who may act on the order (owner or staff) before calling.
 */
export class ByPostService {
  private readonly deps: ByPostDeps;
  private readonly repository: ByPostRepository;

  constructor(deps: ByPostDeps) {
    this.deps = deps;
    this.repository = new ByPostRepository(deps.db);
  }

  get hub(): Hub {
    return this.deps.hub;
  }

  async ownerView(order: DeviceOrderRow): Promise<ByPostView | null> {
    if (!order.byPost) return null;
    const details = await this.repository.bankDetails(order.id);
    return {
      ...this.common(order),
      bankDetails: details ? maskBankDetails(details) : null,
      needsBankDetails: !details && this.stillToPay(order),
    };
  }

  /** Staff see the details in full while the transfer is due: they make it. */
  async staffView(order: DeviceOrderRow): Promise<StaffByPostView | null> {
    if (!order.byPost) return null;
    const details = await this.repository.bankDetails(order.id);
    return {
      ...this.common(order),
      bankDetails: details ?? null,
      needsBankDetails: !details && this.stillToPay(order),
      nextStep: nextPostStep(order),
    };
  }

  private common(order: DeviceOrderRow) {
    return {
      arrivedAt: order.arrivedAt?.toISOString() ?? null,
      payoutDue: pounds(order.payoutDuePence),
      returnAddress: order.returnAddress ?? null,
    };
  }

  private stillToPay(order: DeviceOrderRow) {
    return isSold(order) && order.paidPence === null && (order.status === 'Submitted' || order.status === 'Handed in');
  }

  /** Before an account is deleted: its bank details and return addresses (docs/product.md, "Hand-in by post"). */
  forgetOwner(ownerId: string): Promise<void> {
    return this.repository.forgetOwner(ownerId);
  }

  /** The postage label, while the device is on its way; its QR opens the order in the console. */
  async label(order: DeviceOrderRow, owner: { name: string; language: Language }): Promise<Buffer> {
    if (!order.byPost) throw conflict(BY_POST_MESSAGES.notByPost);
    if (order.status !== 'Submitted') throw conflict(BY_POST_MESSAGES.labelNotNeeded);
    return labelPdf({
      order,
      hub: this.deps.hub,
      scanUrl: `${this.deps.publicUrl}/admin/orders/device/${encodeURIComponent(order.id)}`,
      sender: owner.name,
      language: owner.language,
    });
  }

  /** The owner's bank details for this order: format (contract) and modulus checked, then kept until paid. */
  async saveBankDetails(order: DeviceOrderRow, details: BankDetails): Promise<void> {
    if (!order.byPost) throw conflict(BY_POST_MESSAGES.notByPost);
    if (!isSold(order)) throw conflict(BY_POST_MESSAGES.bankDetailsNotNeeded);
    assertAccountMatchesSortCode(details);
    if (!(await this.repository.saveBankDetails(order.id, details))) throw conflict(BY_POST_MESSAGES.bankDetailsLocked);
  }

  /** The owner's answer to a revised offer or a rare device's valuation. */
  async decide(order: DeviceOrderRow, decision: RevisedOfferDecision): Promise<DeviceOrderRow> {
    if (!order.byPost) throw conflict(BY_POST_MESSAGES.notByPost);
    const audit = (action: string) => (tx: Transaction, row: DeviceOrderRow) =>
      AuditLog.record(tx, {
        actorId: row.ownerId,
        action,
        subject: `device-order:${row.id}`,
        detail: { orderNumber: row.orderNumber, revisedPricePence: row.revisedPricePence },
      });
    const row =
      decision.decision === 'accept'
        ? await this.repository.accept(order.id, audit('device-order.revised-offer-accepted'))
        : await this.repository.decline(
            order.id,
            {
              cancelReason: CATALOGUE_MESSAGES.revisedOfferDeclined,
              returnAddress: decision.returnAddress,
            },
            audit('device-order.revised-offer-declined'),
          );
    if (!row) throw conflict(BY_POST_MESSAGES.noDecisionDue);
    if (row.status === 'Cancelled') await this.email(row, { kind: 'declined' });
    return row;
  }

  /** Staff: the device arrived at the hub, which is its hand-in. */
  async arrival(auth: Auth, order: DeviceOrderRow): Promise<DeviceOrderRow> {
    const row = await this.staffStep(auth, order, 'arrival', (audit) =>
      this.repository.arrival(order.id, auth.userId, audit),
    );
    await this.email(row, { kind: 'arrived' });
    return row;
  }

  /**
   * Staff: the grade found, as a partner's counter records it. At or above the declared grade the offer is
   * due; lower, the server's revised quote waits for the owner; a rare device's valuation is staff's.
   */
  async inspect(auth: Auth, order: DeviceOrderRow, input: PostInspectionRequest): Promise<DeviceOrderRow> {
    const gradeFound = input.gradeFound as Grade;
    let fields: Pick<DeviceOrderRow, 'gradeFound' | 'revisedPricePence' | 'payoutDuePence'> = {
      gradeFound,
      revisedPricePence: null,
      payoutDuePence: null,
    };
    if (order.classification === 'rare') {
      if (input.amount === undefined) throw badInput('amount', BY_POST_MESSAGES.payoutAmountRequired);
      fields = { ...fields, revisedPricePence: Math.round(input.amount * 100) };
    } else if (input.amount !== undefined) {
      throw badInput('amount', CATALOGUE_MESSAGES.payoutNotDue);
    } else if (order.classification === 'current') {
      const model = this.deps.cache.catalogue.find(order.type, order.brand, order.modelName);
      fields = isLowerGrade(gradeFound, order.grade)
        ? { ...fields, revisedPricePence: revisedPence(order, gradeFound, undefined, model) }
        : { ...fields, payoutDuePence: order.offerPence ?? order.pricePence ?? 0 };
    }
    const row = await this.staffStep(auth, order, 'inspection', (audit) =>
      this.repository.inspection(order.id, fields, audit),
    );
    const held = await this.repository.bankDetails(row.id);
    await this.email(row, { kind: 'inspected', hasBankDetails: Boolean(held) });
    return row;
  }

  /** Staff: the transfer is made; what was due is paid and the bank details are deleted at once. */
  async transfer(auth: Auth, order: DeviceOrderRow, reference: string): Promise<DeviceOrderRow> {
    const held = await this.repository.bankDetails(order.id);
    if (nextPostStep(order) === 'transfer' && !held) throw conflict(BY_POST_MESSAGES.bankDetailsRequired);
    const row = await this.staffStep(auth, order, 'transfer', (audit) => this.repository.transfer(order.id, audit), {
      reference,
    });
    await this.email(row, { kind: 'paid', accountEnd: held?.accountNumber.slice(-4) ?? '', reference });
    return row;
  }

  /** One staff step with its audit entry (what it changed, never the bank details); 409 saying why not. */
  private async staffStep(
    auth: Auth,
    order: DeviceOrderRow,
    step: keyof typeof STAFF_REFUSALS,
    write: (alongside: (tx: Transaction, row: DeviceOrderRow) => Promise<void>) => Promise<DeviceOrderRow | undefined>,
    extra: Record<string, unknown> = {},
  ): Promise<DeviceOrderRow> {
    if (!order.byPost) throw conflict(BY_POST_MESSAGES.notByPost);
    if (order.status === 'Cancelled') throw conflict(CATALOGUE_MESSAGES.orderWasCancelled);
    const row = await write((tx, changed) =>
      AuditLog.record(tx, {
        actorId: auth.userId,
        action: STAFF_ACTIONS[step],
        subject: `device-order:${changed.id}`,
        detail: {
          orderNumber: changed.orderNumber,
          gradeFound: changed.gradeFound,
          revisedPricePence: changed.revisedPricePence,
          payoutDuePence: changed.payoutDuePence,
          paidPence: changed.paidPence,
          ...extra,
        },
      }),
    );
    if (!row) throw conflict(STAFF_REFUSALS[step](order));
    return row;
  }

  /** Sent once the step is committed; a mail failure is logged and never undoes it. */
  async email(order: DeviceOrderRow, event: PostEvent): Promise<void> {
    if (!order.ownerId) return;
    try {
      const owner = await this.deps.owners.recipient(order.ownerId);
      if (!owner) return;
      const query = new URLSearchParams({ userId: order.ownerId, deviceId: order.deviceId });
      await this.deps.mailer.send(postStepEmail(owner, order, event, `${this.deps.publicUrl}/device-info?${query}`));
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: order.id }, 'by-post email not sent');
    }
  }
}
