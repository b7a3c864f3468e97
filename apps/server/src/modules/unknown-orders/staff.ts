import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_MESSAGES,
  QUOTE_VALID_DAYS,
  SERVER_MESSAGES,
  modelDisplayName,
  personName,
  type AdminUnknownOrder,
  type identifyRequestSchema,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import type { EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import { OLDEST_SHOWN, type WaitingQueue } from '../../lib/staff-orders.ts';
import type { OwnerDirectory } from '../accounts/owner-directory.ts';
import { AuditLog } from '../audit/service.ts';
import type { CatalogueAdminService } from '../catalogue/admin-service.ts';
import { identifiedEmail, rejectedEmail, reviewStartedEmail } from './emails.ts';
import { continuePath } from './identification.ts';
import type { UnknownOrdersService } from './service.ts';
import type { UnknownOrderRow, UnknownOrderStatus } from './repository.ts';
import { UnknownOrdersStaffRepository } from './staff-repository.ts';

const DAY_MS = 86_400_000;

export interface UnknownOrderStaffDeps {
  db: Database;
  orders: Pick<UnknownOrdersService, 'view'>;
  owners: Pick<OwnerDirectory, 'details' | 'recipient'>;
  /** The server's quote for a model by id, drafts included. */
  catalogue: Pick<CatalogueAdminService, 'quoteForModel'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const UNKNOWN_QUEUES = ['Submitted', 'Under review'] as const satisfies readonly UnknownOrderStatus[];
const OPEN: readonly UnknownOrderStatus[] = UNKNOWN_QUEUES;

const notAllowed = () => new AppError(409, ADMIN_MESSAGES.statusChangeNotAllowed);

/**
 * Staff review unknown devices (docs/product.md, "Unknown-device orders"): Submitted → Under
 * review → Identified (a catalogue model and the server's quote attached) or Rejected (with a
 * reason). Every step is audited with its change and the owner is emailed.
 */
export class UnknownOrderStaffService {
  private readonly deps: UnknownOrderStaffDeps;
  /** The console's queries of these orders, which the operations module runs as they are. */
  readonly staff: UnknownOrdersStaffRepository;

  constructor(deps: UnknownOrderStaffDeps) {
    this.deps = deps;
    this.staff = new UnknownOrdersStaffRepository(deps.db);
  }

  async queues(): Promise<Record<(typeof UNKNOWN_QUEUES)[number], WaitingQueue>> {
    const [submitted, underReview] = await Promise.all(
      UNKNOWN_QUEUES.map((status) => this.staff.waiting(status, OLDEST_SHOWN)),
    );
    return { Submitted: submitted!, 'Under review': underReview! };
  }

  private async order(orderId: string): Promise<UnknownOrderRow> {
    const order = await this.staff.findById(orderId);
    if (!order) throw new AppError(404, SERVER_MESSAGES.notFound);
    return order;
  }

  async detail(orderId: string): Promise<AdminUnknownOrder> {
    return this.view(await this.order(orderId));
  }

  private async view(order: UnknownOrderRow): Promise<AdminUnknownOrder> {
    const [owned, timeline] = await Promise.all([this.deps.orders.view(order), this.staff.timeline(order.id)]);
    const people = await this.deps.owners.details([order.ownerId, ...timeline.map((entry) => entry.actorId)]);
    return {
      ...owned,
      kind: 'unknown',
      owner: (order.ownerId && people.get(order.ownerId)) || null,
      history: timeline.map((entry) => {
        const person = entry.actorId ? people.get(entry.actorId) : undefined;
        return {
          status: entry.status,
          at: entry.at.toISOString(),
          note: entry.note,
          actor: person
            ? { userId: person.userId, email: person.email, name: personName(person.firstName, person.lastName) }
            : null,
        };
      }),
      actions:
        order.status === 'Submitted'
          ? ['review', 'identify', 'reject']
          : order.status === 'Under review'
            ? ['identify', 'reject']
            : [],
    };
  }

  /** Submitted → Under review. */
  async review(auth: Auth, orderId: string): Promise<AdminUnknownOrder> {
    await this.order(orderId);
    const row = await this.staff.step(
      orderId,
      { from: ['Submitted'], to: 'Under review', actorId: auth.userId, note: null },
      (tx, changed) =>
        AuditLog.record(tx, {
          actorId: auth.userId,
          action: 'unknown-order.review',
          subject: `unknown-order:${changed.id}`,
          detail: { orderNumber: changed.orderNumber },
        }),
    );
    if (!row) throw notAllowed();
    await this.email(row, (to) =>
      reviewStartedEmail(to, { orderNumber: row.orderNumber, ordersUrl: this.ordersUrl() }),
    );
    return this.view(row);
  }

  /**
   * Submitted or Under review → Identified, against a catalogue model (a draft staff just
   * made is fine): the server prices it and the quote is stored with the order. A rare model
   * has no catalogue price (DOMAIN.md): it is identified without a quote, and the owner is
   * sent on to choose a specialist partner, who values it.
   */
  async identify(
    auth: Auth,
    orderId: string,
    input: z.output<typeof identifyRequestSchema>,
  ): Promise<AdminUnknownOrder> {
    const order = await this.order(orderId);
    if (!OPEN.includes(order.status)) throw notAllowed();
    const quote = await this.quote(input);
    const quoteExpiresAt = quote.pricePence === null ? null : new Date(Date.now() + QUOTE_VALID_DAYS * DAY_MS);
    const row = await this.staff.step(
      orderId,
      {
        from: OPEN,
        to: 'Identified',
        actorId: auth.userId,
        note: input.note ?? null,
        set: {
          modelId: quote.modelId,
          modelType: quote.type,
          modelBrand: quote.brand,
          modelName: quote.name,
          modelClassification: quote.classification,
          grade: input.grade,
          color: quote.color,
          storageGb: quote.storage,
          pricePence: quote.pricePence,
          quoteExpiresAt,
          rejectionReason: null,
        },
      },
      (tx, changed) =>
        AuditLog.record(tx, {
          actorId: auth.userId,
          action: 'unknown-order.identify',
          subject: `unknown-order:${changed.id}`,
          detail: {
            orderNumber: changed.orderNumber,
            from: order.status,
            modelId: quote.modelId,
            model: modelDisplayName(quote.brand, quote.name),
            grade: input.grade,
            color: quote.color,
            storage: quote.storage,
            pricePence: quote.pricePence,
            ...(input.note ? { note: input.note } : {}),
          },
        }),
    );
    if (!row) throw notAllowed();
    await this.email(row, (to) =>
      identifiedEmail(to, {
        orderNumber: row.orderNumber,
        deviceName: modelDisplayName(quote.brand, quote.name),
        grade: input.grade,
        color: quote.color,
        storage: quote.storage,
        pricePence: quote.pricePence,
        quoteExpiresAt,
        continueUrl: `${this.deps.publicUrl}${continuePath({ ...quote, grade: input.grade })}`,
      }),
    );
    return this.view(row);
  }

  /** The server's own quote of the model (its first colour and smallest storage unless given). */
  private async quote(input: z.output<typeof identifyRequestSchema>) {
    const quoted = await this.deps.catalogue.quoteForModel(
      String(input.modelId),
      input.grade,
      input.color,
      input.storage,
    );
    const field = (message: string) => new AppError(400, message, { errors: [{ field: 'modelId', message }] });
    if (quoted.color === null || quoted.storage === null) throw field(ADMIN_MESSAGES.modelNotPriced);
    return {
      modelId: Number(quoted.model.id),
      type: quoted.model.type,
      brand: quoted.model.brand,
      name: quoted.model.name,
      classification: quoted.model.classification,
      color: quoted.color,
      storage: quoted.storage,
      pricePence: quoted.pricePence,
    };
  }

  /** Submitted or Under review → Rejected, with the reason the owner is told. */
  async reject(auth: Auth, orderId: string, reason: string): Promise<AdminUnknownOrder> {
    await this.order(orderId);
    const row = await this.staff.step(
      orderId,
      { from: OPEN, to: 'Rejected', actorId: auth.userId, note: reason, set: { rejectionReason: reason } },
      (tx, changed) =>
        AuditLog.record(tx, {
          actorId: auth.userId,
          action: 'unknown-order.reject',
          subject: `unknown-order:${changed.id}`,
          detail: { orderNumber: changed.orderNumber, reason },
        }),
    );
    if (!row) throw notAllowed();
    await this.email(row, (to) =>
      rejectedEmail(to, { orderNumber: row.orderNumber, reason, ordersUrl: this.ordersUrl() }),
    );
    return this.view(row);
  }

  private ordersUrl(): string {
    return `${this.deps.publicUrl}/user/orders`;
  }

  /** Sent once the step is committed; a mail failure is logged and never undoes the step. */
  private async email(order: UnknownOrderRow, build: (to: EmailRecipient) => MailMessage) {
    if (!order.ownerId) return;
    const owner = await this.deps.owners.recipient(order.ownerId);
    if (!owner) return;
    try {
      await this.deps.mailer.send(build(owner));
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: order.id }, 'unknown-device email not sent');
    }
  }
}
