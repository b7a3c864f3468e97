import { z } from 'zod';
import { GRADES } from './constants.ts';
import { fillMessage } from './fill-message.ts';
import { strictQuery } from './query.ts';
import { CATALOGUE_MESSAGES } from './catalogue-messages.ts';

export { CATALOGUE_MESSAGES } from './catalogue-messages.ts';

export const CLASSIFICATIONS = ['recycle', 'current', 'rare'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number] | 'unknown';
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

export const searchQuerySchema = strictQuery({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const PARTNER_KINDS = ['trade-in', 'specialist', 'recycler'] as const;
export const partnersQuerySchema = strictQuery({ kind: z.enum(PARTNER_KINDS).optional() });

export const partnerSchema = z.object({
  partnerId: z.string(),
  name: z.string(),
  kind: z.enum(PARTNER_KINDS),
  logoUrl: z.string(),
  website: z.string(),
  description: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const quoteSchema = z.object({
  price: z.number(),
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

/** save-device: SPEC's query names (`userid`), or JSON with the same names; the body wins. */
export const saveDeviceRequestSchema = z.object({
  userid: z.string().max(100).optional(),
  userId: z.string().max(100).optional(),
  classification: z.enum(CLASSIFICATIONS, { error: CATALOGUE_MESSAGES.invalidClassification }),
  type: requiredText('type'),
  brand: requiredText('brand'),
  name: requiredText('name'),
  color: z.string().trim().max(100).optional(),
  storage: storage.optional(),
  grade,
  price: z.unknown().optional(),
  description: z.string().trim().max(2000, CATALOGUE_MESSAGES.descriptionTooLong).optional(),
  year: z.coerce.number().int().min(1950).max(2100).optional(),
});
export type SaveDeviceRequest = z.input<typeof saveDeviceRequestSchema>;

export const savedDeviceSchema = z.object({
  deviceId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  classification: z.enum(CLASSIFICATIONS),
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
  classification: z.enum(CLASSIFICATIONS),
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
  /** Whether the caller may confirm the hand-in: staff only (a partner confirms with its own key, not on this page). */
  canConfirm: z.boolean(),
  /** Whether the caller is the owner (may activate the voucher or cancel). */
  isOwner: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Pounds with two decimals, as every price is shown (stored as whole pence: docs/product.md, "Pricing"). */
export function formatPounds(amount: number): string {
  return `£${amount.toFixed(2)}`;
}
