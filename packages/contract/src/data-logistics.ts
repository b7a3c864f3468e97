import { z } from 'zod';
import { isUkPostcode, normaliseUkPostcode } from './accounts.ts';
import { DATA_MESSAGES } from './data-terms.ts';

/**
 * How a data order's device reaches the hub and what happens to it afterwards (DOMAIN.md, "Data
 * service logistics"; docs/product.md, "Data service: the device's journey").
 */
export const AFTER_CARE_CHOICES = ['return', 'collect', 'recycle'] as const;
export type AfterCareChoice = (typeof AFTER_CARE_CHOICES)[number];
/** The statuses in which the owner may still change the choice (and nothing is recorded yet). */
export const AFTER_CARE_CHANGEABLE = ['Awaiting payment', 'Awaiting device', 'Processing'] as const;

/** The steps of the device's journey that the owner's timeline names (besides the status changes). */
export const DATA_ORDER_STEPS = ['received', 'dispatched', 'collected', 'recycled'] as const;
export type DataOrderStep = (typeof DATA_ORDER_STEPS)[number];

/** The staff step that ends each choice. */
export const AFTER_CARE_END_STEP = { return: 'dispatched', collect: 'collected', recycle: 'recycled' } as const;

export const ADDRESS_LINE_MAX = 100;
export const TOWN_MAX = 60;
export const TRACKING_REFERENCE_MAX = 40;

const text = (max: number, required: string, tooLong: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong),
  );

/** A UK postal address the device goes back to: two lines, a town and a real UK postcode. */
export const returnAddressSchema = z.object(
  {
    line1: text(ADDRESS_LINE_MAX, DATA_MESSAGES.addressLineRequired, DATA_MESSAGES.addressLineTooLong),
    line2: z
      .string({ error: DATA_MESSAGES.addressLineTooLong })
      .trim()
      .max(ADDRESS_LINE_MAX, DATA_MESSAGES.addressLineTooLong)
      .optional()
      .transform((value) => value || undefined),
    town: text(TOWN_MAX, DATA_MESSAGES.townRequired, DATA_MESSAGES.townRequired),
    postcode: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z
        .string({ error: DATA_MESSAGES.returnPostcodeInvalid })
        .trim()
        .max(10, DATA_MESSAGES.returnPostcodeInvalid)
        .refine(isUkPostcode, DATA_MESSAGES.returnPostcodeInvalid)
        .transform(normaliseUkPostcode),
    ),
  },
  { error: DATA_MESSAGES.returnAddressRequired },
);
export type ReturnAddress = z.output<typeof returnAddressSchema>;

/** An address whose every line is blank is no address (a form sends its empty fields with another choice). */
const blankAddress = (value: unknown) =>
  value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (line) => line === undefined || line === null || (typeof line === 'string' && !line.trim()),
  )
    ? undefined
    : value;

/** The owner's choice, with the address when it is a return by post (other choices keep none). */
export const afterCareFields = {
  afterCare: z.enum(AFTER_CARE_CHOICES, { error: DATA_MESSAGES.afterCareRequired }),
  returnAddress: z.preprocess(blankAddress, returnAddressSchema.optional()),
};

/** A return by post needs its address: 400 naming `returnAddress`. */
export function requireReturnAddress(
  value: { afterCare?: AfterCareChoice; returnAddress?: unknown },
  context: z.RefinementCtx,
) {
  if (value.afterCare === 'return' && value.returnAddress === undefined) {
    context.addIssue({ code: 'custom', path: ['returnAddress'], message: DATA_MESSAGES.returnAddressRequired });
  }
}

/** PUT …/after-care: the owner changes their choice while the order is not yet completed. */
export const afterCareRequestSchema = z.object(afterCareFields).superRefine(requireReturnAddress);
export type AfterCareRequest = z.input<typeof afterCareRequestSchema>;

/** POST /api/admin/data-orders/{id}/dispatch: the parcel's tracking reference. */
export const dispatchRequestSchema = z.object({
  trackingReference: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: DATA_MESSAGES.trackingRequired })
      .trim()
      .min(1, { error: DATA_MESSAGES.trackingRequired, abort: true })
      .max(TRACKING_REFERENCE_MAX, DATA_MESSAGES.trackingRequired)
      .regex(/^[A-Za-z0-9 -]+$/, DATA_MESSAGES.trackingRequired)
      .transform((value) => value.toUpperCase()),
  ),
});

/** What the order says about its device: the choice and how it ended. */
export const afterCareSchema = z.object({
  choice: z.enum(AFTER_CARE_CHOICES),
  /** The return address (the owner's and staff's views only). */
  returnAddress: z
    .object({ line1: z.string(), line2: z.string().optional(), town: z.string(), postcode: z.string() })
    .nullable(),
  /** When staff recorded the dispatch, the collection or the recycling; null until then. */
  doneAt: z.string().nullable(),
  trackingReference: z.string().nullable(),
  /** The recycle order opened for the device, when it was recycled. */
  recycleOrderNumber: z.string().nullable(),
});
export type AfterCare = z.infer<typeof afterCareSchema>;

/** The hub the devices are posted or brought to (settings: HUB_*), as the web app shows it. */
export const hubSchema = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  postcode: z.string(),
  /** OpenStreetMap opening_hours syntax; the page writes it in words (describeOpeningHours). */
  openingHours: z.string(),
});
export type Hub = z.infer<typeof hubSchema>;
