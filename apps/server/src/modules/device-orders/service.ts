import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import {
  CATALOGUE_MESSAGES,
  DEFAULT_LANGUAGE,
  QUOTE_VALID_DAYS,
  SERVER_MESSAGES,
  type ConfirmHandInRequest,
  type saveDeviceRequestSchema,
  HANDOVER_STEPS,
  isAccountLocked,
  type HandoverStep,
  type BankDetails,
  type Hub,
  type RevisedOfferDecision,
  personName,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { assertCanAccess, isStaff } from '../../lib/ownership.ts';
import { newOrderNumber, newVoucherCode } from '../../lib/order-number.ts';
import type { Auth } from '../../lib/auth.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limits/limiter.ts';
import type { OwnerDirectory } from '../accounts/owner-directory.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { partnerCredential, PartnerKeys } from '../catalogue/partner-keys.ts';
import { decidedGrade } from '../catalogue/decided-grade.ts';
import { partnerName, priceDevice } from '../catalogue/service.ts';
import { orderPlacedEmail } from './order-placed-email.ts';
import { chosenPlace, placeOf, placeView } from './place.ts';
import { qrExpiresAt, qrStateOf } from './qr-state.ts';
import { confirmAtCounter } from './hand-in.ts';
import { qrTokenValid, signQrToken } from './qr-token.ts';
import { slipPdf } from './slip-pdf.ts';
import { openHubRecycleOrder, type HubRecycleInput } from './hub-recycle.ts';
import { ByPostService } from './by-post.ts';
import { DeviceOrdersRepository, type DeviceOrderRow, type NewDeviceOrder, type StepBy } from './repository.ts';
import { detailView, listItemView, savedDeviceView } from './views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeviceOrdersDeps {
  db: Database;
  cache: CatalogueCache;
  /** Whose order it is: other modules' data comes through their services, never their tables. */
  accounts: Pick<AccountsService, 'ownerSummary'>;
  /** Whom to email about an order, in their language. */
  owners: Pick<OwnerDirectory, 'recipient'>;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  secret: string;
  publicUrl: string;
  /** Where devices sent by post go (settings: HUB_*). */
  hub: Hub;
}

/** Each new order emails its owner, so orders are counted per owner across every instance. */
export const ORDERS_PER_OWNER: Limit = {
  bucket: 'device-orders-owner',
  max: 60,
  windowMs: 60 * 60 * 1000,
  message: SERVER_MESSAGES.tooManyRequests,
};

/** Why an order has no QR or slip, by its QR state. */
const QR_UNAVAILABLE = {
  expired: CATALOGUE_MESSAGES.qrExpired,
  'handed-in': CATALOGUE_MESSAGES.qrHandedIn,
  cancelled: CATALOGUE_MESSAGES.qrCancelled,
  completed: CATALOGUE_MESSAGES.qrCompleted,
} as const;
/** A QR stops showing its order once the order is over. */
const QR_CLOSED_STATUSES: ReadonlySet<DeviceOrderRow['status']> = new Set(['Cancelled', 'Completed']);

/** What a hand-in confirmation presented besides the session. */
export interface HandInCredentials {
  /** The `Authorization` header, which may carry `Partner <partnerId>:<key>`. */
  authorization: string | undefined;
  /** Whether a QR view token was sent: it never confirms, so the caller is told No permission. */
  viewToken: boolean;
}

/** Device orders (recycle, current, rare): docs/product.md, "Orders and their states". */
export class DeviceOrdersService {
  private readonly repository: DeviceOrdersRepository;
  private readonly partnerKeys: PartnerKeys;
  private readonly deps: DeviceOrdersDeps;
  private readonly byPost: ByPostService;

  constructor(deps: DeviceOrdersDeps) {
    this.deps = deps;
    this.repository = new DeviceOrdersRepository(deps.db);
    this.partnerKeys = new PartnerKeys(deps.db);
    this.byPost = new ByPostService(deps);
  }

  async save(ownerId: string, input: z.output<typeof saveDeviceRequestSchema>, idempotencyKey: string | undefined) {
    if (idempotencyKey) {
      const earlier = await this.repository.findByIdempotencyKey(ownerId, idempotencyKey);
      if (earlier) return savedDeviceView(earlier);
    }
    const order = this.buildOrder(ownerId, input, idempotencyKey);
    await this.deps.limiter.consume(ORDERS_PER_OWNER, ownerId);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const created = await this.repository.create({
        ...order,
        id: newId('ord'),
        orderNumber: newOrderNumber(),
        deviceId: newId('dev'),
      });
      if (created) {
        // Sent once the order is committed, after the answer; an idempotent repeat never gets here.
        void this.emailPlaced(created);
        return savedDeviceView(created);
      }
      // A clash on the idempotency key means the same request won a race: answer with its order.
      if (idempotencyKey) {
        const winner = await this.repository.findByIdempotencyKey(ownerId, idempotencyKey);
        if (winner) return savedDeviceView(winner);
      }
    }
    throw new Error('could not allocate a unique order number');
  }

  private buildOrder(
    ownerId: string,
    input: z.output<typeof saveDeviceRequestSchema>,
    idempotencyKey: string | undefined,
  ): Omit<NewDeviceOrder, 'id' | 'orderNumber' | 'deviceId'> {
    const { grade, condition } = decidedGrade(input, input, 'condition.');
    const common = {
      ownerId,
      byPost: input.handIn === 'post',
      type: input.type,
      brand: input.brand,
      modelName: input.name,
      grade,
      condition,
      status: 'Submitted' as const,
      idempotencyKey: idempotencyKey ?? null,
    };
    // Locked to an account, a device can be neither sold nor reused: only recycled (docs/product.md).
    const locked = condition !== null && isAccountLocked(condition);
    if (locked && input.classification !== 'recycle' && input.classification !== 'current') {
      throw new AppError(409, CATALOGUE_MESSAGES.accountLocked);
    }
    // Rare devices and donations are described in the owner's words: no catalogue, no price.
    if (input.classification === 'rare' || input.classification === 'donate') {
      if (input.classification === 'rare' && !input.description)
        throw new AppError(400, CATALOGUE_MESSAGES.rareNeedsDescription, {
          errors: [{ field: 'description', message: CATALOGUE_MESSAGES.rareNeedsDescription }],
        });
      const place = this.placeChosen(input, input.classification);
      return {
        ...common,
        classification: input.classification,
        partnerId: place?.id ?? null,
        color: input.color || null,
        storageGb: input.storage ?? null,
        description: input.description || null,
        year: input.year ?? null,
        pricePence: null,
        offerPence: null,
        commissionPence: null,
        voucherCode: null,
        quoteExpiresAt: null,
      };
    }
    if (!input.color || input.storage === undefined) throw new AppError(400, CATALOGUE_MESSAGES.requiredFields);
    // The server's own quote is stored, whatever price the client sent.
    const { model, pricePence, commissionPence } = priceDevice(this.deps.cache, {
      ...input,
      grade,
      color: input.color,
      storage: input.storage,
    });
    // A current model still locked to an account is no trade-in: refused as one, taken when recycled.
    if (locked && model.classification === 'current' && input.classification !== 'recycle') {
      throw new AppError(409, CATALOGUE_MESSAGES.accountLocked);
    }
    const classification = model.classification === 'current' && !locked ? 'current' : 'recycle';
    // The place is checked against the server's class of the model, not the one the client sent.
    const place = this.placeChosen(input, classification);
    return {
      ...common,
      classification,
      partnerId: place?.id ?? null,
      color: input.color,
      storageGb: input.storage,
      pricePence,
      // The chosen partner's own offer, as the quote listed it (the hub's is our quote); commission stays on
      // our quote until hand-in.
      offerPence: classification === 'current' ? Math.round(pricePence * Number(place?.priceFactor ?? 1)) : null,
      // A partner pays our commission; the hub buying a posted device pays none.
      commissionPence: place ? commissionPence : null,
      voucherCode: classification === 'current' ? newVoucherCode() : null,
      quoteExpiresAt: new Date(Date.now() + QUOTE_VALID_DAYS * DAY_MS),
    };
  }

  /** The place chosen, or none for a device sent by post to the hub. */
  private placeChosen(input: z.output<typeof saveDeviceRequestSchema>, kind: DeviceOrderRow['classification']) {
    return input.handIn === 'post' ? undefined : chosenPlace(this.deps.cache, input.partnerId ?? '', kind);
  }

  /** A recycle order for a device at the data hub, in the data order's transaction (hub-recycle.ts). */
  openHubRecycleOrder(input: HubRecycleInput, tx: Transaction) {
    return openHubRecycleOrder({ repository: this.repository, cache: this.deps.cache }, input, tx);
  }

  /** The QR's view token expires with the quote (a rare device has none: the same 14 days from the order). */
  qrToken(order: DeviceOrderRow): string {
    return signQrToken(this.deps.secret, order.deviceId, qrExpiresAt(order));
  }

  /** The order's page in My Orders (no token: the owner signs in to see it). */
  orderUrl(order: DeviceOrderRow): string {
    const query = new URLSearchParams({ userId: order.ownerId ?? '', deviceId: order.deviceId });
    return `${this.deps.publicUrl}/device-info?${query}`;
  }

  qrUrl(order: DeviceOrderRow): string {
    const query = new URLSearchParams({
      userId: order.ownerId ?? '',
      deviceId: order.deviceId,
      t: this.qrToken(order),
    });
    return `${this.deps.publicUrl}/device-info?${query}`;
  }

  /** The order of this device, if the caller may see it: owner, staff, or the holder of its QR token. */
  async visibleOrder(auth: Auth | null, userId: string | undefined, deviceId: string, token: string | undefined) {
    const order = await this.repository.findByDeviceId(deviceId);
    const tokenValid = Boolean(
      order && !QR_CLOSED_STATUSES.has(order.status) && qrTokenValid(this.deps.secret, deviceId, token),
    );
    const isOwner = Boolean(order && auth && order.ownerId === auth.userId);
    if (!order || (userId !== undefined && userId !== order.ownerId)) {
      if (!auth && !tokenValid) throw new AppError(401, SERVER_MESSAGES.notLoggedIn);
      throw new AppError(404, SERVER_MESSAGES.notFound);
    }
    if (!isOwner && !isStaff(auth) && !tokenValid) {
      throw new AppError(auth ? 403 : 401, auth ? SERVER_MESSAGES.noPermission : SERVER_MESSAGES.notLoggedIn);
    }
    return { order, isOwner, canConfirm: isStaff(auth) };
  }

  async detail(auth: Auth | null, userId: string | undefined, deviceId: string, token: string | undefined) {
    const { order, isOwner, canConfirm } = await this.visibleOrder(auth, userId, deviceId, token);
    return this.detailOf(order, { isOwner, canConfirm });
  }

  private async detailOf(order: DeviceOrderRow, access: { isOwner: boolean; canConfirm: boolean }) {
    const [owner, history] = await Promise.all([
      this.deps.accounts.ownerSummary(order.ownerId),
      this.repository.history(order.id),
    ]);
    const named = history.map((entry) => ({
      ...entry,
      partnerName: entry.partnerId ? (partnerName(this.deps.cache, entry.partnerId) ?? null) : null,
    }));
    const post = await this.byPost.ownerView(order);
    return detailView(order, owner, named, access, {
      place: placeView(this.deps.cache, order),
      hub: order.byPost ? this.byPost.hub : null,
      post,
    });
  }

  async qrPng(auth: Auth | null, ownerId: string | undefined, deviceId: string): Promise<Buffer> {
    const { order } = await this.visibleOrder(auth, ownerId, deviceId, undefined);
    return this.qrImage(order);
  }

  private qrImage(order: DeviceOrderRow): Promise<Buffer> {
    return QRCode.toBuffer(this.qrUrl(order), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  }

  /** The QR and slip exist only while the device can still be handed in: 409 saying why not. */
  private async handInOrder(auth: Auth, orderId: string) {
    const order = await this.orderFor(auth, orderId, 'read');
    const state = qrStateOf(order);
    if (state !== 'available') throw new AppError(409, QR_UNAVAILABLE[state]);
    return order;
  }

  /** GET /api/recycle-orders/{id}/qr: the order's QR for its owner or staff. */
  async orderQr(auth: Auth, orderId: string): Promise<Buffer> {
    return this.qrImage(await this.handInOrder(auth, orderId));
  }

  /** GET /api/recycle-orders/{id}/slip.pdf: the printable hand-in slip, in the owner's language. */
  async slip(auth: Auth, orderId: string): Promise<{ pdf: Buffer; orderNumber: string }> {
    const order = await this.handInOrder(auth, orderId);
    const owner = order.ownerId ? await this.deps.owners.recipient(order.ownerId) : undefined;
    const pdf = await slipPdf({
      order,
      place: placeOf(this.deps.cache, order),
      qr: await this.qrImage(order),
      validUntil: qrExpiresAt(order),
      language: owner?.language ?? DEFAULT_LANGUAGE,
    });
    return { pdf, orderNumber: order.orderNumber };
  }

  /** The order-placed email, in the owner's language; a mail failure is logged and never undoes the order. */
  private async emailPlaced(order: DeviceOrderRow): Promise<void> {
    if (order.byPost)
      return this.byPost.email(order, { kind: 'placed', validUntil: qrExpiresAt(order), hub: this.byPost.hub });
    try {
      const owner = order.ownerId ? await this.deps.owners.recipient(order.ownerId) : undefined;
      if (!owner) return;
      await this.deps.mailer.send(
        orderPlacedEmail(owner, {
          order,
          place: placeOf(this.deps.cache, order),
          validUntil: qrExpiresAt(order),
          orderUrl: this.orderUrl(order),
        }),
      );
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: order.id }, 'order-placed email not sent');
    }
  }

  /**
   * The order if the caller may change it (its owner) or, for `read`, see it (its owner, or staff
   * who handle it); 404 for none, 403 for another owner's.
   */
  private async orderFor(auth: Auth, orderId: string, access: 'read' | 'write' = 'write') {
    const order = await this.repository.findById(orderId);
    if (!order) throw new AppError(404, SERVER_MESSAGES.notFound);
    assertCanAccess(auth, order.ownerId, access);
    return order;
  }

  /**
   * Who may confirm a hand-in: staff with their session, or a partner with its own key
   * (recorded on the history). The owner and the QR's view token may not.
   */
  private async handInBy(auth: Auth | null, credentials: HandInCredentials): Promise<StepBy> {
    const partner = partnerCredential(credentials.authorization);
    if (partner) {
      const verified = await this.partnerKeys.verify(partner);
      if (verified) return { partnerId: verified.id };
      throw new AppError(403, SERVER_MESSAGES.noPermission);
    }
    if (auth && isStaff(auth)) return { actorId: auth.userId };
    if (auth || credentials.viewToken || credentials.authorization?.startsWith('Partner'))
      throw new AppError(403, SERVER_MESSAGES.noPermission);
    throw new AppError(401, SERVER_MESSAGES.notLoggedIn);
  }

  /**
   * The hand-in at a drop-off point or partner counter, with the inspection, a revised offer and the payment
   * (hand-in.ts). The body is read only once the caller may confirm, so a stranger learns nothing from it.
   */
  async confirmHandIn(
    auth: Auth | null,
    orderId: string,
    credentials: HandInCredentials,
    readInput: () => ConfirmHandInRequest,
  ) {
    const by = await this.handInBy(auth, credentials);
    const order = await this.repository.findById(orderId);
    if (!order) throw new AppError(404, SERVER_MESSAGES.notFound);
    const changed = await confirmAtCounter(this.deps, order, by, readInput);
    return this.detailOf(changed, { isOwner: auth?.userId === order.ownerId, canConfirm: isStaff(auth) });
  }

  async activateVoucher(auth: Auth, orderId: string) {
    const order = await this.orderFor(auth, orderId);
    if (!order.voucherCode) throw new AppError(409, CATALOGUE_MESSAGES.noVoucher);
    await this.repository.activateVoucher(order.id);
    return this.ownerDetail(auth, order.id);
  }

  async cancel(auth: Auth, orderId: string) {
    const order = await this.orderFor(auth, orderId);
    if (!(await this.repository.transition(order.id, 'Submitted', 'Cancelled'))) {
      throw new AppError(409, CATALOGUE_MESSAGES.cannotCancel);
    }
    return this.ownerDetail(auth, order.id);
  }

  /**
   * PUT …/handover: the owner's ticks on the checklist before hand-in, kept in the checklist's
   * order; the owner's alone, and only while the order waits to be handed in.
   */
  async setHandover(auth: Auth, orderId: string, done: readonly HandoverStep[]) {
    const order = await this.orderFor(auth, orderId);
    const ordered = HANDOVER_STEPS.filter((step) => done.includes(step));
    if (!(await this.repository.setHandoverDone(order.id, ordered))) {
      throw new AppError(409, CATALOGUE_MESSAGES.handoverLocked);
    }
    return this.ownerDetail(auth, order.id);
  }

  /** Before the owner's account is deleted: the personal data an order by post holds. */
  forgetOwner(ownerId: string): Promise<void> {
    return this.byPost.forgetOwner(ownerId);
  }

  /** GET …/label.pdf: the postage label of an order sent by post, for its owner or staff. */
  async label(auth: Auth, orderId: string): Promise<{ pdf: Buffer; orderNumber: string }> {
    const order = await this.orderFor(auth, orderId, 'read');
    const owner = await this.deps.accounts.ownerSummary(order.ownerId);
    const pdf = await this.byPost.label(order, {
      name: owner ? personName(owner.firstName, owner.lastName) : '',
      language: owner?.language ?? DEFAULT_LANGUAGE,
    });
    return { pdf, orderNumber: order.orderNumber };
  }

  /** PUT …/bank-details: where a sold device sent by post is paid; the owner's alone. */
  async saveBankDetails(auth: Auth, orderId: string, details: BankDetails) {
    const order = await this.orderFor(auth, orderId);
    await this.byPost.saveBankDetails(order, details);
    return this.ownerDetail(auth, order.id);
  }

  /** POST …/revised-offer: the owner accepts or declines what the hub found. */
  async decideRevisedOffer(auth: Auth, orderId: string, decision: RevisedOfferDecision) {
    const order = await this.orderFor(auth, orderId);
    await this.byPost.decide(order, decision);
    return this.ownerDetail(auth, order.id);
  }

  private async ownerDetail(auth: Auth, orderId: string) {
    return this.detailOf((await this.repository.findById(orderId)) as DeviceOrderRow, {
      isOwner: true,
      canConfirm: isStaff(auth),
    });
  }

  async list(ownerId: string, limit: number, offset: number) {
    return (await this.repository.listByOwner(ownerId, limit, offset)).map(listItemView);
  }
}
