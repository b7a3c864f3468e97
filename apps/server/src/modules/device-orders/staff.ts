import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_MESSAGES,
  SERVER_MESSAGES,
  modelDisplayName,
  nextDeviceOrderStatus,
  personName,
  type AdminDeviceOrder,
  type AdminOwner,
  type DeviceOrderStatus,
  type Hub,
  type PostInspectionRequest,
} from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { OLDEST_SHOWN, type WaitingQueue } from '../../lib/staff-orders.ts';
import type { OwnerDirectory } from '../accounts/owner-directory.ts';
import { AuditLog } from '../audit/service.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { orderPlace, partnerFor, partnerName } from '../catalogue/service.ts';
import { DeviceOrdersRepository, type DeviceOrderRow } from './repository.ts';
import { DeviceOrdersStaffRepository } from './staff-repository.ts';
import { ByPostService } from './by-post.ts';
import { nextPostStep } from './post-steps.ts';
import { deviceStepEmail } from './status-emails.ts';
import { listItemView } from './views.ts';

export interface DeviceOrderStaffDeps {
  db: Database;
  cache: CatalogueCache;
  owners: Pick<OwnerDirectory, 'details' | 'recipient'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Where devices sent by post go (settings: HUB_*). */
  hub: Hub;
}

/** The statuses that wait on staff, in the order the work goes. */
export const DEVICE_QUEUES = ['Handed in', 'Received', 'Wiped'] as const satisfies readonly DeviceOrderStatus[];

const notAllowed = () => new AppError(409, ADMIN_MESSAGES.statusChangeNotAllowed);
const name = (owner: Pick<AdminOwner, 'firstName' | 'lastName'>) => personName(owner.firstName, owner.lastName);

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/** The chosen place and what the counter recorded, as staff see them. */
function counterFacts(order: DeviceOrderRow, cache: CatalogueCache) {
  const place = order.partnerId ? partnerFor(cache, order.partnerId) : undefined;
  return {
    place: place ? orderPlace(place) : null,
    offer: pounds(order.offerPence),
    gradeFound: order.gradeFound,
    revisedPrice: pounds(order.revisedPricePence),
    awaitingDecision: order.status === 'Submitted' && order.revisedPricePence !== null,
    paid: pounds(order.paidPence),
    payoutMethod: order.payoutMethod,
    cancelReason: order.cancelReason,
  };
}

/**
 * The staff side of device orders: the one next step at a time after the hand-in (Handed in →
 * Received → Wiped → Completed), each audited with its change and emailed to the owner.
 */
export class DeviceOrderStaffService {
  private readonly deps: DeviceOrderStaffDeps;
  private readonly orders: DeviceOrdersRepository;
  /** The console's queries of these orders, which the operations module runs as they are. */
  readonly staff: DeviceOrdersStaffRepository;
  private readonly byPost: ByPostService;

  constructor(deps: DeviceOrderStaffDeps) {
    this.deps = deps;
    this.orders = new DeviceOrdersRepository(deps.db);
    this.staff = new DeviceOrdersStaffRepository(deps.db);
    this.byPost = new ByPostService(deps);
  }

  async queues(): Promise<Record<(typeof DEVICE_QUEUES)[number], WaitingQueue>> {
    const [handedIn, received, wiped] = await Promise.all(
      DEVICE_QUEUES.map((status) => this.staff.waiting(status, OLDEST_SHOWN)),
    );
    return { 'Handed in': handedIn!, Received: received!, Wiped: wiped! };
  }

  async detail(orderId: string): Promise<AdminDeviceOrder> {
    return this.view(await this.order(orderId));
  }

  private async order(orderId: string): Promise<DeviceOrderRow> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new AppError(404, SERVER_MESSAGES.notFound);
    return order;
  }

  /** A device sent by post arrived at the hub: its hand-in (docs/product.md, "Hand-in by post"). */
  async recordArrival(auth: Auth, orderId: string): Promise<AdminDeviceOrder> {
    return this.view(await this.byPost.arrival(auth, await this.order(orderId)));
  }

  /** The grade found at the hub, as a partner's counter records it. */
  async recordInspection(auth: Auth, orderId: string, input: PostInspectionRequest): Promise<AdminDeviceOrder> {
    return this.view(await this.byPost.inspect(auth, await this.order(orderId), input));
  }

  /** The bank transfer is made: paid, and the bank details deleted. */
  async recordTransfer(auth: Auth, orderId: string, reference: string): Promise<AdminDeviceOrder> {
    return this.view(await this.byPost.transfer(auth, await this.order(orderId), reference));
  }

  private async view(order: DeviceOrderRow): Promise<AdminDeviceOrder> {
    const timeline = await this.staff.timeline(order.id);
    const people = await this.deps.owners.details([order.ownerId, ...timeline.map((entry) => entry.actorId)]);
    const actor = (id: string | null) => {
      const person = id ? people.get(id) : undefined;
      return person ? { userId: person.userId, email: person.email, name: name(person) } : null;
    };
    return {
      ...listItemView(order),
      kind: 'device',
      owner: (order.ownerId && people.get(order.ownerId)) || null,
      commission: order.commissionPence === null ? null : order.commissionPence / 100,
      voucherCode: order.voucherCode,
      voucherActivatedAt: order.voucherActivatedAt?.toISOString() ?? null,
      description: order.description,
      year: order.year,
      quoteValidUntil: order.quoteExpiresAt?.toISOString() ?? null,
      updatedAt: order.updatedAt.toISOString(),
      history: timeline.map((entry) => ({
        status: entry.status,
        at: entry.at.toISOString(),
        note: entry.note,
        actor: actor(entry.actorId),
        partner: entry.partnerId
          ? { partnerId: entry.partnerId, name: partnerName(this.deps.cache, entry.partnerId) ?? '' }
          : null,
      })),
      // The hand-in is the counter's step, with the inspection and payment (hand-in.ts), never a plain move;
      // a device sent by post moves on once its own steps are done.
      nextStatus: order.status === 'Submitted' || nextPostStep(order) ? null : nextDeviceOrderStatus(order.status),
      ...counterFacts(order, this.deps.cache),
      byPost: order.byPost,
      post: await this.byPost.staffView(order),
    };
  }

  /**
   * Moves the order to `to`, which must be its one next status (a skip, a step back or a
   * cancelled order is 409). Of two simultaneous clicks, one makes the step; the other is 409.
   */
  async advance(auth: Auth, orderId: string, to: DeviceOrderStatus, note: string | undefined) {
    const order = await this.order(orderId);
    const from = order.status;
    if (nextDeviceOrderStatus(from) !== to || to === 'Handed in' || nextPostStep(order)) throw notAllowed();
    const moved = await this.staff.step(order.id, { from, to, actorId: auth.userId, note: note ?? null }, (tx, row) =>
      AuditLog.record(tx, {
        actorId: auth.userId,
        action: 'device-order.status',
        subject: `device-order:${row.id}`,
        detail: { orderNumber: row.orderNumber, from, to, ...(note ? { note } : {}) },
      }),
    );
    if (!moved) throw notAllowed();
    await this.emailOwner(moved);
    return this.view(moved);
  }

  /** Sent once the step is committed; a mail failure is logged and never undoes the step. */
  private async emailOwner(order: DeviceOrderRow) {
    if (!order.ownerId) return;
    const owner = await this.deps.owners.recipient(order.ownerId);
    if (!owner) return;
    const query = new URLSearchParams({ userId: order.ownerId, deviceId: order.deviceId });
    try {
      await this.deps.mailer.send(
        deviceStepEmail(owner, {
          orderNumber: order.orderNumber,
          deviceName: modelDisplayName(order.brand, order.modelName),
          status: order.status,
          classification: order.classification,
          paidPence: order.paidPence,
          payoutMethod: order.payoutMethod,
          orderUrl: `${this.deps.publicUrl}/device-info?${query}`,
        }),
      );
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: order.id }, 'device order email not sent');
    }
  }
}
