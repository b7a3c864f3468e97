import { z } from 'zod';
import { DEVICE_ORDER_STATUSES, PAYOUT_METHODS, orderListItemSchema, orderPlaceSchema } from './catalogue.ts';
import { staffByPostViewSchema } from './by-post.ts';
import { GRADES } from './constants.ts';
import { DATA_ORDER_STATUSES, dataOrderDetailSchema } from './data-service.ts';
import { strictQuery } from './query.ts';
import { UNKNOWN_ORDER_STATUSES, unknownOrderSchema } from './uploads.ts';

/**
 * The operations console's orders side: overview, queues, device and unknown-device steps,
 * audit log and report (docs/operations.md, "The operations console").
 */
export const ADMIN_MESSAGES = {
  statusChangeNotAllowed: 'That status change is not allowed',
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'The reason can be at most 500 characters',
  noteTooLong: 'The note can be at most 500 characters',
  invalidStatus: 'Please choose a status',
  invalidKind: 'kind must be device, unknown or data',
  invalidSort: 'sort must be createdAt, orderNumber, deviceName, owner, status or price, and dir asc or desc',
  sortNeedsKind: 'Choose a kind to sort by another column than the date',
  invalidGrade: 'Grade must be A, B, C or D',
  modelRequired: 'Please choose a catalogue model',
  // A model not found, retired, or without the colour or storage asked for: ADMIN_CATALOGUE_MESSAGES.
  modelNotPriced: 'That model has no colour or storage to price it with',
  invalidDate: 'Please give the date as YYYY-MM-DD',
  periodReversed: 'The start date must not be after the end date',
  periodTooLong: 'The period can be at most 366 days',
  statusChanged: 'Status updated',
  reviewStarted: 'Review started',
  identified: 'Device identified',
  rejected: 'Device rejected',
  /** Every kind merged pages only so far (MERGED_PAGE_MAX on the server). */
  mergedPageTooFar: 'Choose a kind to page past {{max}} orders',
} as const;

export const ORDER_KINDS = ['device', 'unknown', 'data'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** The columns an order list sorts by: the owner is their email. */
export const ORDER_SORT_KEYS = ['createdAt', 'orderNumber', 'deviceName', 'owner', 'status', 'price'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

/** The steps staff move a device order through, in order (docs/product.md, "Device orders"). */
export const DEVICE_ORDER_STEPS = ['Submitted', 'Handed in', 'Received', 'Wiped', 'Completed'] as const;

/** The one status a device order may move to next, or null once it is over (Completed, Cancelled). */
export function nextDeviceOrderStatus(
  status: (typeof DEVICE_ORDER_STATUSES)[number],
): (typeof DEVICE_ORDER_STATUSES)[number] | null {
  const index = (DEVICE_ORDER_STEPS as readonly string[]).indexOf(status);
  return index >= 0 && index < DEVICE_ORDER_STEPS.length - 1 ? (DEVICE_ORDER_STEPS[index + 1] ?? null) : null;
}

export const REPORT_MAX_DAYS = 366;
export const ADMIN_PAGE_MAX = 100;

const page = {
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

const optionalNote = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.string({ error: ADMIN_MESSAGES.noteTooLong }).trim().max(500, ADMIN_MESSAGES.noteTooLong).optional(),
);

// ---- Lists -------------------------------------------------------------------------------------

/** GET /api/admin/orders: without `kind`, every kind merged newest first. `status` must be one of the kind's. */
export const adminOrdersQuerySchema = strictQuery({
  kind: z.enum(ORDER_KINDS, { error: ADMIN_MESSAGES.invalidKind }).optional(),
  status: z.string().trim().max(40).optional(),
  /** Order number, owner email or device name (for an unknown device: its description), any case. */
  q: z.string().trim().max(100).default(''),
  /** The column the page is sorted by on the server (with a kind; every kind merged sorts by createdAt only). */
  sort: z.enum(ORDER_SORT_KEYS, { error: ADMIN_MESSAGES.invalidSort }).default('createdAt'),
  dir: z.enum(['asc', 'desc'], { error: ADMIN_MESSAGES.invalidSort }).default('desc'),
  ...page,
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOwnerSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type AdminOwner = z.infer<typeof adminOwnerSchema>;

/** Who did a step: a member of staff (by email) or a partner's counter. */
export const adminActorSchema = z.object({ userId: z.string(), email: z.string(), name: z.string() });

export const adminOrderItemSchema = z.object({
  kind: z.enum(ORDER_KINDS),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  /** Device orders: recycle | current | rare; data orders: retrieval | erase; unknown devices: null. */
  variant: z.string().nullable(),
  /** The device's name (brand and model; an unknown device's description, cut to 120 characters). */
  deviceName: z.string(),
  /** The server's quote or the data order's price in pounds; null when there is none (rare, unknown). */
  price: z.number().nullable(),
  createdAt: z.string(),
  /** Null once the owner deleted their account. */
  owner: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

// ---- Overview ----------------------------------------------------------------------------------

/** Today (since midnight in London), the last 7 and the last 30 days (rolling, up to now). */
export const periodAmountsSchema = z.object({
  today: z.number(),
  last7Days: z.number(),
  last30Days: z.number(),
});
export type PeriodAmounts = z.infer<typeof periodAmountsSchema>;

export const QUEUE_KEYS = [
  'device-handed-in',
  'device-received',
  'device-wiped',
  'unknown-submitted',
  'unknown-under-review',
  'data-not-started',
  'data-started',
] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];

export const waitingOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  deviceName: z.string(),
  /** When the order reached the queue's status (a data order not started: when it was paid, or placed if free). */
  waitingSince: z.string(),
  ageSeconds: z.number().int(),
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

export const adminQueueSchema = z.object({
  key: z.enum(QUEUE_KEYS),
  kind: z.enum(ORDER_KINDS),
  /** The status the queue lists (data queues are both Processing: not started, or started). */
  status: z.string(),
  count: z.number().int(),
  /** The oldest first, at most ten. */
  oldest: z.array(waitingOrderSchema),
});
export type AdminQueue = z.infer<typeof adminQueueSchema>;

export const adminOverviewSchema = z.object({
  queues: z.array(adminQueueSchema),
  created: z.object({ device: periodAmountsSchema, unknown: periodAmountsSchema, data: periodAmountsSchema }),
  /** Pounds paid for data orders and hosting extensions (paid checkouts). */
  revenue: periodAmountsSchema,
  /** Pounds of commission (8%) on what owners were actually paid at hand-ins during the period. */
  commission: periodAmountsSchema,
  /** Pounds paid to owners at hand-ins during the period (docs/product.md, "At the counter"). */
  paidToOwners: periodAmountsSchema,
  generatedAt: z.string(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---- Device orders -----------------------------------------------------------------------------

export const deviceStatusRequestSchema = z.object({
  status: z.enum(DEVICE_ORDER_STATUSES, { error: ADMIN_MESSAGES.invalidStatus }),
  note: optionalNote,
});
export type DeviceStatusRequest = z.input<typeof deviceStatusRequestSchema>;

export const adminDeviceOrderSchema = orderListItemSchema.extend({
  kind: z.literal('device'),
  owner: adminOwnerSchema.nullable(),
  commission: z.number().nullable(),
  voucherCode: z.string().nullable(),
  voucherActivatedAt: z.string().nullable(),
  description: z.string().nullable(),
  year: z.number().nullable(),
  quoteValidUntil: z.string().nullable(),
  updatedAt: z.string(),
  history: z.array(
    z.object({
      status: z.enum(DEVICE_ORDER_STATUSES),
      at: z.string(),
      note: z.string().nullable(),
      /** The member of staff who made the step, if one did. */
      actor: adminActorSchema.nullable(),
      /** The partner whose counter confirmed the hand-in, if one did. */
      partner: z.object({ partnerId: z.string(), name: z.string() }).nullable(),
    }),
  ),
  /** The one status staff may move it to, or null when it is over (or waits for the hand-in at a counter). */
  nextStatus: z.enum(DEVICE_ORDER_STATUSES).nullable(),
  /** Where the owner chose to hand it in, and what the counter recorded (docs/product.md, "At the counter"). */
  place: orderPlaceSchema.nullable(),
  offer: z.number().nullable(),
  gradeFound: z.string().nullable(),
  revisedPrice: z.number().nullable(),
  awaitingDecision: z.boolean(),
  paid: z.number().nullable(),
  payoutMethod: z.enum(PAYOUT_METHODS).nullable(),
  /** Sent by post to the hub: what staff record there (docs/product.md, "Hand-in by post"). */
  byPost: z.boolean(),
  post: staffByPostViewSchema.nullable(),
  cancelReason: z.string().nullable(),
});
export type AdminDeviceOrder = z.infer<typeof adminDeviceOrderSchema>;

// ---- Unknown devices ---------------------------------------------------------------------------

export const identifyRequestSchema = z.object({
  modelId: z.coerce
    .number({ error: ADMIN_MESSAGES.modelRequired })
    .int(ADMIN_MESSAGES.modelRequired)
    .positive(ADMIN_MESSAGES.modelRequired)
    .max(2_147_483_647, ADMIN_MESSAGES.modelRequired),
  grade: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(Object.keys(GRADES) as [keyof typeof GRADES, ...(keyof typeof GRADES)[]], {
      error: ADMIN_MESSAGES.invalidGrade,
    }),
  ),
  /** Defaults to the model's first colour. */
  color: z.string().trim().min(1).max(100).optional(),
  /** Defaults to the model's smallest storage. */
  storage: z.coerce.number().int().min(0).max(100_000).optional(),
  note: optionalNote,
});
export type IdentifyRequest = z.input<typeof identifyRequestSchema>;

export const rejectRequestSchema = z.object({
  reason: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: ADMIN_MESSAGES.reasonRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.reasonRequired)
      .max(500, ADMIN_MESSAGES.reasonTooLong),
  ),
});
export type RejectRequest = z.input<typeof rejectRequestSchema>;

export const adminUnknownOrderSchema = unknownOrderSchema.extend({
  kind: z.literal('unknown'),
  owner: adminOwnerSchema.nullable(),
  history: z.array(
    z.object({
      status: z.enum(UNKNOWN_ORDER_STATUSES),
      at: z.string(),
      note: z.string().nullable(),
      actor: adminActorSchema.nullable(),
    }),
  ),
  /** What staff may do next: review (Submitted), identify and reject (Submitted or Under review). */
  actions: z.array(z.enum(['review', 'identify', 'reject'])),
});
export type AdminUnknownOrder = z.infer<typeof adminUnknownOrderSchema>;

// ---- Data orders -------------------------------------------------------------------------------

export const adminDataOrderSchema = dataOrderDetailSchema.extend({
  kind: z.literal('data'),
  owner: adminOwnerSchema.nullable(),
  deviceSerial: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** Every step with who made it (staff) and its note. */
  timeline: z.array(
    z.object({
      status: z.enum(DATA_ORDER_STATUSES),
      at: z.string(),
      note: z.string().nullable(),
      actor: adminActorSchema.nullable(),
    }),
  ),
  /**
   * What the viewer may do next: `receive` while Awaiting device; `erasure` only while Processing;
   * `correct` (admins only) on a completed certified erasure with a standing certificate; once
   * completed, the step that ends the owner's choice for the device: `dispatch` (return by post),
   * `collected` or `recycled`.
   */
  actions: z.array(z.enum(['receive', 'start', 'archive', 'erasure', 'correct', 'dispatch', 'collected', 'recycled'])),
});
export type AdminDataOrder = z.infer<typeof adminDataOrderSchema>;

// ---- Audit log and report ----------------------------------------------------------------------

export const auditQuerySchema = strictQuery(page);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** Null for the system (a scheduled job) or an account deleted since. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const day = z
  .string({ error: ADMIN_MESSAGES.invalidDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_MESSAGES.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, ADMIN_MESSAGES.invalidDate);

/** Both days included, London dates; at most 366 days. */
export const reportQuerySchema = strictQuery({ from: day, to: day }).superRefine((value, context) => {
  const days = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: ADMIN_MESSAGES.periodReversed });
  else if (days > REPORT_MAX_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: ADMIN_MESSAGES.periodTooLong });
});
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** The report's columns, in order. */
export const REPORT_COLUMNS = [
  'order number',
  'kind',
  'status',
  'created',
  'device',
  'price',
  'paid to owner',
  'commission',
  'owner email',
] as const;
