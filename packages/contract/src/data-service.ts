import { z } from 'zod';
import {
  DATA_DEVICE_TYPES,
  DATA_MESSAGES,
  DATA_ORDER_STATUSES,
  DATA_SERVICE_TYPES,
  DATA_TYPES,
  DOWNLOAD_ACTORS,
  ERASE_LEVELS,
  ERASE_METHODS,
  ERASURE_RESULTS,
  INCLUDED_HOSTING_MONTHS,
  MAX_HOSTING_MONTHS,
  MAX_RETRIEVAL_GB,
  type DataServiceType,
} from './data-terms.ts';
import {
  afterCareFields,
  afterCareSchema,
  DATA_ORDER_STEPS,
  hubSchema,
  requireReturnAddress,
} from './data-logistics.ts';

export * from './data-terms.ts';
export * from './data-logistics.ts';

const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : value),
    schema.optional(),
  );

const pricedFields = {
  serviceType: z.enum(DATA_SERVICE_TYPES, { error: DATA_MESSAGES.invalidServiceType }),
  deviceType: z.enum(DATA_DEVICE_TYPES, { error: DATA_MESSAGES.invalidDeviceType }).optional(),
  dataType: z.enum(DATA_TYPES, { error: DATA_MESSAGES.invalidDataType }).optional(),
  dataSize: optionalNumber(
    z.coerce
      .number({ error: DATA_MESSAGES.invalidDataSize })
      .gt(0, DATA_MESSAGES.invalidDataSize)
      .max(MAX_RETRIEVAL_GB, DATA_MESSAGES.dataTooLarge)
      // Hundredths of a GB at most: 64.01 is a size, 64.001 is noise.
      .refine((gb) => Math.abs(gb * 100 - Math.round(gb * 100)) < 1e-6, DATA_MESSAGES.invalidDataSize),
  ),
  storageDuration: optionalNumber(
    z.coerce
      .number({ error: DATA_MESSAGES.invalidStorageDuration })
      .int(DATA_MESSAGES.invalidStorageDuration)
      .min(INCLUDED_HOSTING_MONTHS, DATA_MESSAGES.invalidStorageDuration)
      .max(MAX_HOSTING_MONTHS, DATA_MESSAGES.invalidStorageDuration),
  ),
  eraseLevel: z.enum(ERASE_LEVELS, { error: DATA_MESSAGES.invalidEraseLevel }).optional(),
};

/** The retrieval-only and erase-only fields are required for their service (400 naming the field). */
function requireServiceFields(
  value: { serviceType: DataServiceType; dataType?: unknown; dataSize?: unknown; eraseLevel?: unknown },
  context: z.RefinementCtx,
) {
  const missing = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
  if (value.serviceType === 'retrieval') {
    if (value.dataType === undefined) missing('dataType', DATA_MESSAGES.invalidDataType);
    if (value.dataSize === undefined) missing('dataSize', DATA_MESSAGES.invalidDataSize);
  } else if (value.eraseLevel === undefined) {
    missing('eraseLevel', DATA_MESSAGES.invalidEraseLevel);
  }
}

export const dataPriceRequestSchema = z.object(pricedFields).superRefine(requireServiceFields);
export type DataPriceRequest = z.input<typeof dataPriceRequestSchema>;
export type DataPriceInput = z.output<typeof dataPriceRequestSchema>;

export const dataPriceSchema = z.object({
  price: z.number(),
  breakdown: z.array(z.object({ label: z.string(), amount: z.number() })),
});
export type DataPrice = z.infer<typeof dataPriceSchema>;

export const dataServiceRequestSchema = z
  .object({
    ...pricedFields,
    deviceType: z.enum(DATA_DEVICE_TYPES, { error: DATA_MESSAGES.invalidDeviceType }),
    deviceName: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z
        .string({ error: DATA_MESSAGES.deviceNameRequired })
        .trim()
        .min(1, DATA_MESSAGES.deviceNameRequired)
        .max(100, DATA_MESSAGES.deviceNameRequired),
    ),
    deviceSerial: z
      .string({ error: DATA_MESSAGES.invalidSerial })
      .trim()
      .max(64, DATA_MESSAGES.invalidSerial)
      .regex(/^[A-Za-z0-9 -]*$/, DATA_MESSAGES.invalidSerial)
      .optional(),
    userId: z.string().max(100).optional(),
    ...afterCareFields,
  })
  .superRefine(requireServiceFields)
  .superRefine(requireReturnAddress);
export type DataServiceRequest = z.input<typeof dataServiceRequestSchema>;
export type DataServiceInput = z.output<typeof dataServiceRequestSchema>;

export const dataServiceCreatedSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  price: z.number(),
  status: z.enum(DATA_ORDER_STATUSES),
  /** Null for a free order, which waits for its device at once. */
  checkoutUrl: z.string().nullable(),
});
export type DataServiceCreated = z.infer<typeof dataServiceCreatedSchema>;

export const dataOrderListItemSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  serviceType: z.enum(DATA_SERVICE_TYPES),
  deviceName: z.string(),
  dataType: z.enum(DATA_TYPES).nullable(),
  dataSize: z.number().nullable(),
  storageDuration: z.number().nullable(),
  price: z.number(),
  status: z.enum(DATA_ORDER_STATUSES),
  createdTime: z.string(),
});
export type DataOrderListItem = z.infer<typeof dataOrderListItemSchema>;

export const dataOrderDetailSchema = dataOrderListItemSchema.extend({
  deviceType: z.enum(DATA_DEVICE_TYPES),
  eraseLevel: z.enum(ERASE_LEVELS).nullable(),
  /** Each change with its time; `step` names a step of the device's journey (received, dispatched…). */
  history: z.array(
    z.object({ status: z.enum(DATA_ORDER_STATUSES), at: z.string(), step: z.enum(DATA_ORDER_STEPS).nullable() }),
  ),
  /** When the owner asked us to start within the 14-day cancellation period (with their checkout). */
  startRequestedAt: z.string().nullable(),
  /** When staff recorded the device as received at the hub. */
  receivedAt: z.string().nullable(),
  /** What happens to the device afterwards; null on orders placed before the choice was asked. */
  afterCare: afterCareSchema.nullable(),
  /** Where to send or bring the device, and its opening hours (settings). */
  hub: hubSchema,
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  archiveSize: z.number().nullable(),
  certificateCode: z.string().nullable(),
  certificateUrl: z.string().nullable(),
  /**
   * Every download of the archive: when, from which address, and whether its owner or a member
   * of staff asked (null on entries logged before that was kept).
   */
  downloads: z.array(z.object({ at: z.string(), address: z.string(), by: z.enum(DOWNLOAD_ACTORS).nullable() })),
  /** Extra hosting months that can still be bought (0 when none or not a retrieval). */
  extendableMonths: z.number(),
  /** An extension paid for but not yet confirmed by the provider. */
  extensionPending: z.boolean(),
  isOwner: z.boolean(),
});
export type DataOrderDetail = z.infer<typeof dataOrderDetailSchema>;

export const extendRequestSchema = z.object({
  months: z.coerce
    .number({ error: DATA_MESSAGES.invalidMonths })
    .int(DATA_MESSAGES.invalidMonths)
    .min(1, DATA_MESSAGES.invalidMonths)
    .max(MAX_HOSTING_MONTHS - INCLUDED_HOSTING_MONTHS, DATA_MESSAGES.extendTooFar),
});
export const checkoutSchema = z.object({ checkoutUrl: z.string(), price: z.number() });
export type Checkout = z.infer<typeof checkoutSchema>;
export const checkoutRequestSchema = z.object({
  orderId: z.string({ error: DATA_MESSAGES.orderIdRequired }).min(1).max(100),
  /** The express request to start within the 14-day cancellation period (docs/legal.md), stored with the order. */
  startNow: z.literal(true, { error: DATA_MESSAGES.startNowRequired }),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const secureLinkRequestSchema = z.object({
  email: z.string().trim().max(254),
  orderNumber: z.string().trim().max(40),
});

export const certificateSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  orderNumber: z.string(),
  deviceName: z.string(),
  deviceType: z.string(),
  deviceSerialMasked: z.string().nullable(),
  method: z.enum(ERASE_METHODS),
  methodDetail: z.string(),
  standard: z.string(),
  tool: z.string(),
  verification: z.string(),
  result: z.string(),
  performedBy: z.string(),
  completedAt: z.string(),
  issuedAt: z.string(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
  /** The certificate that replaced this one, when it was revoked for a correction. */
  replacedBy: z.string().nullable(),
  /** Why it was revoked (the admin's words), when it was. */
  revocationReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const erasureRequestSchema = z.object({
  method: z.enum(ERASE_METHODS, { error: DATA_MESSAGES.invalidMethod }),
  tool: z
    .string({ error: DATA_MESSAGES.toolRequired })
    .trim()
    .min(1, DATA_MESSAGES.toolRequired)
    .max(100, DATA_MESSAGES.toolRequired),
  toolVersion: z.string().trim().max(40, DATA_MESSAGES.toolVersionTooLong).optional(),
  verification: z
    .string({ error: DATA_MESSAGES.verificationRequired })
    .trim()
    .min(1, DATA_MESSAGES.verificationRequired)
    .max(200, DATA_MESSAGES.verificationRequired),
  /** Required: a failed verification is recorded, issues no certificate and leaves the order Processing. */
  result: z.enum(ERASURE_RESULTS, { error: DATA_MESSAGES.invalidResult }),
  deviceSerial: z.string().trim().max(64, DATA_MESSAGES.erasureSerialTooLong).optional(),
  notes: z.string().trim().max(2000, DATA_MESSAGES.erasureNotesTooLong).optional(),
});
export type ErasureRequest = z.input<typeof erasureRequestSchema>;

/** Shortest and longest written reason for a certificate correction. */
export const CORRECTION_REASON_LENGTH = { min: 10, max: 500 } as const;

/**
 * An admin's correction of a certificate (DOMAIN.md "Certificates are final"): the corrected
 * erasure facts, the reason, and the code of the certificate being corrected (so a second
 * click, or a correction made meanwhile by someone else, is 409 rather than a second revocation).
 */
export const certificateCorrectionSchema = erasureRequestSchema.extend({
  reason: z
    .string({ error: DATA_MESSAGES.reasonRequired })
    .trim()
    .min(CORRECTION_REASON_LENGTH.min, DATA_MESSAGES.reasonRequired)
    .max(CORRECTION_REASON_LENGTH.max, DATA_MESSAGES.reasonRequired),
  certificateCode: z.string({ error: DATA_MESSAGES.certificateNotFound }).trim().min(1).max(40),
});
export type CertificateCorrection = z.input<typeof certificateCorrectionSchema>;

/** What a fulfilment step (start, archive, erasure) answers staff. */
export const dataOrderFulfilmentSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(DATA_ORDER_STATUSES),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  archiveSize: z.number().nullable(),
  certificateCode: z.string().nullable(),
});
export type DataOrderFulfilment = z.infer<typeof dataOrderFulfilmentSchema>;
