import {
  AFTER_CARE_END_STEP,
  DATA_MESSAGES,
  type DataDeviceType,
  type DataOrderFulfilment,
  type DataOrderStatus,
  type DataOrderStep,
} from '@recircuit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import type { AccountsService } from '../accounts/service.ts';
import { AuditLog } from '../audit/service.ts';
import type { FulfilledOrder, Recipient } from './fulfilment-emails.ts';
import {
  deviceCollectedEmail,
  deviceDispatchedEmail,
  deviceReceivedEmail,
  deviceRecycledEmail,
} from './logistics-emails.ts';
import { DataOrdersRepository, type DataOrderRow } from './repository.ts';

/** Opens the recycle order of a device the owner chose to recycle (the device-orders module's service). */
export type OpenRecycleOrder = (
  input: {
    ownerId: string | null;
    deviceType: DataDeviceType;
    deviceName: string;
    partnerId: string;
    fromOrderNumber: string;
  },
  tx: Transaction,
) => Promise<{ orderId: string; orderNumber: string }>;

export interface LogisticsDeps {
  db: Database;
  mailer: Mailer;
  accounts: Pick<AccountsService, 'ownerSummary'>;
  publicUrl: string;
  /** The hub's own drop-off point, where a recycled device's order is placed. */
  hubDropOffPartnerId: string;
  openRecycleOrder: OpenRecycleOrder;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The staff steps that end the owner's choice: each is allowed for one choice only. */
export type EndStep = 'dispatch' | 'collected' | 'recycled';
const STEP_OF: Record<EndStep, DataOrderStep> = {
  dispatch: 'dispatched',
  collected: 'collected',
  recycled: 'recycled',
};
/** The device goes back (or on) once the work is done. */
const DONE: readonly DataOrderStatus[] = ['Completed', 'Expired'];

/**
 * The device's journey, the staff side (DOMAIN.md "Data service logistics"; docs/product.md,
 * "Data service: the device's journey"): received at the hub (Awaiting device → Processing), and
 * once the order is completed, posted back with a tracking reference, collected, or recycled
 * (which opens a recycle order). Each step is on the owner's timeline, audited in its
 * transaction, and emailed to the owner in their language.
 */
export class DataLogisticsService {
  private readonly repository: DataOrdersRepository;
  private readonly deps: LogisticsDeps;
  private readonly now: () => Date;

  constructor(deps: LogisticsDeps) {
    this.deps = deps;
    this.repository = new DataOrdersRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  /** The device reached the hub: Awaiting device → Processing, with the date. */
  async receive(auth: Auth, orderId: string): Promise<DataOrderFulfilment> {
    const at = this.now();
    const received = await this.deps.db.transaction(async (tx) => {
      const current = await this.repository.lockById(orderId, tx);
      if (!current) throw new AppError(404, DATA_MESSAGES.orderDataNotFound);
      if (current.status !== 'Awaiting device') throw new AppError(409, DATA_MESSAGES.notAwaitingDevice);
      const row = await this.repository.transition(
        orderId,
        {
          from: ['Awaiting device'],
          to: 'Processing',
          actorId: auth.userId,
          note: 'Device received at the hub',
          step: 'received',
          set: { receivedAt: at },
        },
        tx,
      );
      if (!row) throw new AppError(409, DATA_MESSAGES.notAwaitingDevice);
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: 'data-order.receive',
        subject: `data-order:${orderId}`,
        detail: { orderNumber: row.orderNumber },
      });
      return row;
    });
    await this.email(received, (to, order) =>
      deviceReceivedEmail(to, order, {
        at,
        afterCare: { choice: received.afterCare, returnAddress: received.returnAddress },
      }),
    );
    return view(received);
  }

  /**
   * The step that ends the owner's choice: `dispatch` (a return by post, with its tracking
   * reference), `collected`, or `recycled` (which opens the recycle order in the same
   * transaction). Once, after the order is completed, and only the step of the owner's choice.
   */
  async end(auth: Auth, orderId: string, step: EndStep, trackingReference?: string): Promise<DataOrderFulfilment> {
    const at = this.now();
    const ended = await this.deps.db.transaction(async (tx) => {
      // Locked: of two recordings at once, the second finds the first's.
      const current = await this.repository.lockById(orderId, tx);
      if (!current) throw new AppError(404, DATA_MESSAGES.orderDataNotFound);
      if (current.afterCareDoneAt) throw new AppError(409, DATA_MESSAGES.afterCareRecorded);
      if (!current.afterCare || AFTER_CARE_END_STEP[current.afterCare] !== STEP_OF[step]) {
        throw new AppError(409, DATA_MESSAGES.afterCareMismatch);
      }
      if (!DONE.includes(current.status)) throw new AppError(409, DATA_MESSAGES.afterCareNotDue);
      const recycle =
        step === 'recycled'
          ? await this.deps.openRecycleOrder(
              {
                ownerId: current.ownerId,
                deviceType: current.deviceType,
                deviceName: current.deviceName,
                partnerId: this.deps.hubDropOffPartnerId,
                fromOrderNumber: current.orderNumber,
              },
              tx,
            )
          : undefined;
      const notes: Record<EndStep, string> = {
        dispatch: `Device posted back, tracking ${trackingReference ?? ''}`.trim(),
        collected: 'Device collected from the hub',
        recycled: `Device passed on for recycling: order ${recycle?.orderNumber ?? ''}`,
      };
      const row = await this.repository.transition(
        orderId,
        {
          from: [current.status],
          to: current.status,
          actorId: auth.userId,
          note: notes[step],
          step: STEP_OF[step],
          set: {
            afterCareDoneAt: at,
            trackingReference: step === 'dispatch' ? (trackingReference ?? null) : null,
            recycleOrderNumber: recycle?.orderNumber ?? null,
          },
        },
        tx,
      );
      if (!row) throw new AppError(409, DATA_MESSAGES.statusChangeNotAllowed);
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: `data-order.${step}`,
        subject: `data-order:${orderId}`,
        detail: {
          orderNumber: row.orderNumber,
          ...(step === 'dispatch' ? { trackingReference } : {}),
          ...(recycle ? { recycleOrderId: recycle.orderId, recycleOrderNumber: recycle.orderNumber } : {}),
        },
      });
      return row;
    });
    if (step === 'dispatch' && ended.returnAddress && ended.trackingReference) {
      const facts = { address: ended.returnAddress, trackingReference: ended.trackingReference };
      await this.email(ended, (to, order) => deviceDispatchedEmail(to, order, facts));
    } else if (step === 'collected') {
      await this.email(ended, (to, order) => deviceCollectedEmail(to, order, { at }));
    } else if (step === 'recycled' && ended.recycleOrderNumber) {
      const recycleOrderNumber = ended.recycleOrderNumber;
      await this.email(ended, (to, order) => deviceRecycledEmail(to, order, { recycleOrderNumber }));
    }
    return view(ended);
  }

  /** Emails the owner after the change is committed; a mail failure is logged, never undoes the step. */
  private async email(order: DataOrderRow, build: (to: Recipient, order: FulfilledOrder) => MailMessage) {
    const owner = await this.deps.accounts.ownerSummary(order.ownerId);
    if (!owner) return;
    const orderUrl = `${this.deps.publicUrl}/mobile-order-detail?orderId=${encodeURIComponent(order.id)}`;
    try {
      await this.deps.mailer.send(
        build(
          { email: owner.email, firstName: owner.firstName, language: owner.language },
          { orderNumber: order.orderNumber, deviceName: order.deviceName, orderUrl },
        ),
      );
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: order.id }, 'device journey email not sent');
    }
  }
}

function view(order: DataOrderRow): DataOrderFulfilment {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    startedAt: order.startedAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
    archiveSize: order.archiveBytes,
    certificateCode: null,
  };
}
