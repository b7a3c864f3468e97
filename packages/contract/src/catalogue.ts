import { z } from 'zod';
import { GRADES } from './constants.ts';
import { fillMessage } from './fill-message.ts';
import { strictQuery } from './query.ts';
import { CATALOGUE_MESSAGES } from './catalogue-messages.ts';
import { handoverSchema } from './hand-over.ts';
import { BY_POST_MESSAGES, byPostViewSchema } from './by-post.ts';
import { hubSchema } from './data-logistics.ts';
import { conditionSchema, conditionShape, conditionViewSchema, hasAnswers, type Condition } from './condition.ts';

export { CATALOGUE_MESSAGES } from './catalogue-messages.ts';

export const CLASSIFICATIONS = ['recycle', 'current', 'rare'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number] | 'unknown';
/** What a device order may be: a catalogue class, or a donation (docs/product.md, "Donations"). */
export const DEVICE_ORDER_KINDS = [...CLASSIFICATIONS, 'donate'] as const;
export type DeviceOrderKind = (typeof DEVICE_ORDER_KINDS)[number];
export const GRADE_KEYS = Object.keys(GRADES) as (keyof typeof GRADES)[];

export const DEVICE_ORDER_STATUSES = ['Submitted', 'Handed in', 'Received', 'Wiped', 'Completed', 'Cancelled'] as const;
export type DeviceOrderStatus = (typeof DEVICE_ORDER_STATUSES)[number];

const requiredText = (field: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: fillMessage(CATALOGUE_MESSAGES.fieldRequired, { field }) })
      .trim()
      .min(1, fillMessage(CATALOGUE_MESSAGES.fieldRequired, { field }))
      .max(100, fillMessage(CATALOGUE_MESSAGES.fieldTooLong, { field })),
  );

const storage = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : value),
  z.coerce
    .number({ error: CATALOGUE_MESSAGES.storageRequired })
    .int(CATALOGUE_MESSAGES.storageWholeGb)
    .min(0)
    .max(100_000),
);
const grade = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(GRADE_KEYS as [string, ...string[]], { error: CATALOGUE_MESSAGES.invalidGrade }),
);

export const typesQuerySchema = strictQuery({});
export const brandsQuerySchema = strictQuery({ type: requiredText('type') });
export const namesQuerySchema = brandsQuerySchema.extend({ brand: requiredText('brand') });
export const colorsQuerySchema = namesQuerySchema.extend({ name: requiredText('name') });
export const storagesQuerySchema = colorsQuerySchema.extend({ color: requiredText('color') });
export const priceQuerySchema = storagesQuerySchema.extend({ storage, grade });
export type PriceQuery = z.output<typeof priceQuerySchema>;

/**
 * GET …/quote: the grade, or the condition answers (flat, as query parameters) from which the server
 * takes the grade (docs/product.md, "Condition and grade"). With answers, a grade sent is ignored.
 */
export const quoteQuerySchema = storagesQuerySchema
  .extend({ storage, grade: grade.optional(), ...conditionShape })
  .refine((query) => query.grade !== undefined || hasAnswers(conditionOf(query)), {
    path: ['grade'],
    error: CATALOGUE_MESSAGES.conditionRequired,
  });
export type QuoteQuery = z.output<typeof quoteQuerySchema>;

/** The condition answers of a request that carries them beside other fields. */
export function conditionOf(values: Partial<Record<keyof Condition, unknown>>): Condition {
  const { unused, powersOn, screen, body, water, battery, accountLock } = values as Condition;
  return { unused, powersOn, screen, body, water, battery, accountLock };
}

export const searchQuerySchema = strictQuery({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const PARTNER_KINDS = ['trade-in', 'specialist', 'charity', 'drop-off'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PAYOUT_METHODS = ['cash', 'bank-transfer', 'store-credit'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/** Which kind of place takes each kind of device order (DOMAIN.md, "Hand-in, payment to the owner, and donations"). */
export const PLACE_KIND_FOR: Record<DeviceOrderKind, PartnerKind> = {
  current: 'trade-in',
  rare: 'specialist',
  recycle: 'drop-off',
  donate: 'charity',
};

/** `near`: a UK postcode or outcode; the answer then carries each place's distance and is nearest first. */
export const partnersQuerySchema = strictQuery({
  kind: z.enum(PARTNER_KINDS).optional(),
  near: z.string().trim().max(10).optional(),
});

export const partnerSchema = z.object({
  partnerId: z.string(),
  /** Ends in "(demo)" for a demo partner, as every public page shows it. */
  name: z.string(),
  kind: z.enum(PARTNER_KINDS),
  logoUrl: z.string(),
  website: z.string(),
  description: z.string(),
  demo: z.boolean(),
  address: z.string(),
  postcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** OpenStreetMap opening_hours syntax as kept; the page writes it in words (`describeOpeningHours`). */
  openingHours: z.string().nullable(),
  /** Open at the time of the answer (UK time); null when the hours are unknown or cannot be read. */
  openNow: z.boolean().nullable(),
  payoutMethods: z.array(z.enum(PAYOUT_METHODS)),
  /** Kilometres from `near`, when it was given and found. */
  distanceKm: z.number().nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** The place chosen for an order, as the order shows it. */
export const orderPlaceSchema = partnerSchema.pick({
  partnerId: true,
  name: true,
  kind: true,
  website: true,
  demo: true,
  address: true,
  postcode: true,
  openingHours: true,
  payoutMethods: true,
});
export type OrderPlace = z.infer<typeof orderPlaceSchema>;

export const quoteSchema = z.object({
  price: z.number(),
  /** The grade priced: the one sent, or the one the condition answers earn. */
  grade: z.enum(GRADE_KEYS),
  /**
   * The answers say the device is still locked to an account: it gets no trade-in offer (no
   * partner offers; `price` is what it would fetch unlocked) until the lock is removed.
   */
  accountLocked: z.boolean(),
  classification: z.enum(CLASSIFICATIONS),
  commission: z.number(),
  voucherPercent: z.number(),
  validDays: z.number(),
  partnerOffers: z.array(z.object({ partnerId: z.string(), partner: z.string(), price: z.number() })),
});
export type Quote = z.infer<typeof quoteSchema>;

export const searchResultSchema = z.object({
  type: z.string(),
  brand: z.string(),
  name: z.string(),
  classification: z.enum(CLASSIFICATIONS),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * save-device: SPEC's query names (`userid`), or JSON with the same names; the body wins. `partnerId` is the
 * place chosen before submitting, of the kind `PLACE_KIND_FOR` the classification names.
 */
export const saveDeviceFieldsSchema = z.object({
  userid: z.string().max(100).optional(),
  userId: z.string().max(100).optional(),
  classification: z.enum(DEVICE_ORDER_KINDS, { error: CATALOGUE_MESSAGES.invalidOrderKind }),
  partnerId: z
    .string({ error: CATALOGUE_MESSAGES.placeRequired })
    .trim()
    .max(100, CATALOGUE_MESSAGES.placeNotOffered)
    .optional()
    .transform((value) => value || undefined),
  /** `post`: sent to the hub instead of handed in at a place (docs/product.md, "Hand-in by post"). */
  handIn: z.enum(['place', 'post'], { error: CATALOGUE_MESSAGES.placeRequired }).default('place'),
  type: requiredText('type'),
  brand: requiredText('brand'),
  name: requiredText('name'),
  color: z.string().trim().max(100).optional(),
  storage: storage.optional(),
  /** SPEC.md's grade; with `condition` answers the server takes the grade from them instead. */
  grade: grade.optional(),
  condition: conditionSchema.optional(),
  price: z.unknown().optional(),
  description: z.string().trim().max(2000, CATALOGUE_MESSAGES.descriptionTooLong).optional(),
  year: z.coerce.number().int().min(1950).max(2100).optional(),
});
/**
 * The fields (forms take some of them) and the rules that a grade or condition answers come with them,
 * and that the device goes either to a place or by post.
 */
export const saveDeviceRequestSchema = saveDeviceFieldsSchema
  .refine((input) => input.grade !== undefined || (input.condition !== undefined && hasAnswers(input.condition)), {
    path: ['grade'],
    error: CATALOGUE_MESSAGES.conditionRequired,
  })
  .refine((input) => input.handIn === 'post' || input.partnerId !== undefined, {
    path: ['partnerId'],
    error: CATALOGUE_MESSAGES.placeRequired,
  })
  .refine((input) => input.handIn === 'place' || input.partnerId === undefined, {
    path: ['partnerId'],
    error: BY_POST_MESSAGES.postAndPlace,
  });
export type SaveDeviceRequest = z.input<typeof saveDeviceRequestSchema>;

export const savedDeviceSchema = z.object({
  deviceId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  classification: z.enum(DEVICE_ORDER_KINDS),
  price: z.number().nullable(),
  commission: z.number().nullable(),
  voucherCode: z.string().nullable(),
  status: z.enum(DEVICE_ORDER_STATUSES),
  createdAt: z.string(),
});
export type SavedDevice = z.infer<typeof savedDeviceSchema>;

export const orderListItemSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  deviceId: z.string(),
  classification: z.enum(DEVICE_ORDER_KINDS),
  type: z.string(),
  brand: z.string(),
  deviceName: z.string(),
  color: z.string().nullable(),
  storage: z.number().nullable(),
  grade: z.string(),
  price: z.number().nullable(),
  status: z.enum(DEVICE_ORDER_STATUSES),
  createdAt: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderDetailSchema = orderListItemSchema.extend({
  firstName: z.string(),
  /** Only the initial (`O.`) for the holder of the QR alone, who also gets no username or email. */
  lastName: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  voucherCode: z.string().nullable(),
  voucherStatus: z.enum(['available', 'activated']).nullable(),
  voucherPercent: z.number().nullable(),
  commission: z.number().nullable(),
  description: z.string().nullable(),
  year: z.number().nullable(),
  history: z.array(
    z.object({
      status: z.enum(DEVICE_ORDER_STATUSES),
      at: z.string(),
      /** The partner whose counter confirmed this step, if one did. */
      partner: z.object({ partnerId: z.string(), name: z.string() }).nullable().optional(),
    }),
  ),
  quoteValidUntil: z.string().nullable(),
  /** Where the owner chose to hand the device in (null only on orders placed before places were chosen). */
  place: orderPlaceSchema.nullable(),
  /** Sent by post to the hub (`place` is then null); `hub` is where to, `post` how it stands. */
  byPost: z.boolean(),
  hub: hubSchema.nullable(),
  post: byPostViewSchema.nullable(),
  /** The chosen partner's own offer when the order was placed (current devices), in pounds. */
  offer: z.number().nullable(),
  /** The owner's checklist before hand-in: the guide for the device and the steps ticked. */
  handover: handoverSchema,
  /** The owner's condition answers the grade came from (null when graded by name): the counter sees them too. */
  condition: conditionViewSchema.nullable(),
  /** The grade the counter found, once inspected. */
  gradeFound: z.string().nullable(),
  /** The server's revised quote for the grade found, when lower than declared, in pounds. */
  revisedPrice: z.number().nullable(),
  /** A revised offer waits for the owner's answer at the counter. */
  awaitingDecision: z.boolean(),
  /** What the owner was paid at hand-in, and how. */
  paid: z.number().nullable(),
  payoutMethod: z.enum(PAYOUT_METHODS).nullable(),
  cancelReason: z.string().nullable(),
  /** Whether the QR and hand-in slip still work, and if not why: the quote expired or the order moved on. */
  qrState: z.enum(['available', 'expired', 'handed-in', 'cancelled', 'completed']),
  /** Whether the caller may confirm the hand-in: staff only (a partner confirms with its own key, not on this page). */
  canConfirm: z.boolean(),
  /** Whether the caller is the owner (may activate the voucher or cancel). */
  isOwner: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * A hand-in at the counter (POST /api/recycle-orders/qr/{id}/confirm): the grade found; once a lower grade has
 * been answered with the revised offer, the owner's `decision`; and for a sold device how it was paid (`amount`
 * only for a rare device, which the partner values: every other amount is the server's).
 */
export const confirmHandInRequestSchema = z.object({
  gradeFound: grade,
  decision: z.enum(['accept', 'decline']).optional(),
  payout: z
    .object({
      method: z.enum(PAYOUT_METHODS, { error: CATALOGUE_MESSAGES.payoutRequired }),
      amount: z.number().positive().max(100_000).optional(),
    })
    .optional(),
});
export type ConfirmHandInRequest = z.infer<typeof confirmHandInRequestSchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Pounds with two decimals, as every price is shown (stored as whole pence: docs/product.md, "Pricing"). */
export function formatPounds(amount: number): string {
  return `£${amount.toFixed(2)}`;
}
