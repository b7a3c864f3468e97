import { z } from 'zod';

/** The data service: retrieval and erasure orders, their payments and certificates (docs/product.md, "Data service"). */
export const DATA_MESSAGES = {
  priceRetrieval: 'Data retrieval, up to {{maxGb}} GB',
  priceHostingIncluded: 'Hosting: {{months}} months included',
  priceExtraHosting: 'Extra hosting: {{months}} × {{monthly}} a month',
  priceCertifiedErase: 'Certified erasure (NIST SP 800-88 Purge) with a certificate',
  priceStandardErase: 'Standard erasure (NIST SP 800-88 Clear)',
  orderIdMissing: 'Order ID not found, please check the URL',
  orderDataNotFound: 'Order data not found',
  failedOrderDetails: 'Failed to get order details, please try again later',
  failedRetrievePrefix: 'Failed to retrieve data: ',
  retrieved: 'Your data has been successfully retrieved!',
  emailSent: 'Email sent successfully',
  orderCreated: 'Your order has been created',
  orderCancelled: 'Order cancelled',
  invalidServiceType: 'Please choose retrieval or erase',
  invalidDeviceType: 'Please choose the type of device',
  deviceNameRequired: 'Please enter the name of the device',
  invalidDataType: 'Please choose which data to retrieve',
  invalidDataSize: 'Please enter the size of the data in GB (more than 0)',
  dataTooLarge:
    'We can retrieve at most 2048 GB (2 TB) in one order. For more, please contact us and we will quote you separately.',
  invalidStorageDuration: 'Hosting must be between 3 and 6 months',
  invalidEraseLevel: 'Please choose standard or certified erasure',
  invalidSerial: 'The serial number can be at most 64 letters, digits, spaces or dashes',
  extendTooFar: 'Hosting can be at most 6 months in total',
  invalidMonths: 'Please choose at least 1 extra month',
  cannotExtend: 'Hosting can be extended only while the order is processing or completed',
  cannotCancel: 'This order can no longer be cancelled',
  notPayable: 'This order is not waiting for payment',
  notReady: 'Your data is not ready to download yet',
  expired: 'Your data was deleted when its hosting ended',
  statusChangeNotAllowed: 'That status change is not allowed',
  certificateNotFound: 'Certificate not found',
  linkInvalid: 'This download link is not valid or has expired',
  archiveMissing: 'Please attach the archive as the file field',
  archiveNotZip: 'The archive must be a zip file',
  archiveTooLarge: 'The archive is larger than the upload limit',
  orderIdRequired: 'orderId is required',
  invalidMethod: 'method must be Clear or Purge',
  toolRequired: 'tool is required',
  verificationRequired: 'verification is required',
} as const;

export const DATA_SERVICE_TYPES = ['retrieval', 'erase'] as const;
export type DataServiceType = (typeof DATA_SERVICE_TYPES)[number];
export const DATA_DEVICE_TYPES = [
  'phone',
  'tablet',
  'laptop',
  'desktop',
  'watch',
  'console',
  'drive',
  'other',
] as const;
export type DataDeviceType = (typeof DATA_DEVICE_TYPES)[number];
export const DATA_TYPES = ['photos', 'videos', 'contacts', 'messages', 'documents', 'all'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const ERASE_LEVELS = ['standard', 'certified'] as const;
export type EraseLevel = (typeof ERASE_LEVELS)[number];
export const ERASE_METHODS = ['Clear', 'Purge'] as const;
export const DATA_ORDER_STATUSES = ['Awaiting payment', 'Processing', 'Completed', 'Expired', 'Cancelled'] as const;
export type DataOrderStatus = (typeof DATA_ORDER_STATUSES)[number];

/** Prices in pence (docs/product.md, "Data service"). The server computes every price. */
export const RETRIEVAL_TIERS = [
  { maxGb: 64, pence: 2999 },
  { maxGb: 256, pence: 4999 },
  { maxGb: 1024, pence: 7999 },
  { maxGb: 2048, pence: 11999 },
] as const;
export const MAX_RETRIEVAL_GB = 2048;
export const INCLUDED_HOSTING_MONTHS = 3;
export const MAX_HOSTING_MONTHS = 6;
export const EXTRA_MONTH_PENCE = 499;
export const CERTIFIED_ERASE_PENCE = 999;
export const DOWNLOAD_LINK_HOURS = 24;
export const EXPIRY_REMINDER_DAYS = 7;
export const CHECKOUT_EXPIRES_HOURS = 24;

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
  })
  .superRefine(requireServiceFields);
export type DataServiceRequest = z.input<typeof dataServiceRequestSchema>;
export type DataServiceInput = z.output<typeof dataServiceRequestSchema>;

export const dataServiceCreatedSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  price: z.number(),
  status: z.enum(DATA_ORDER_STATUSES),
  /** Null for a free order, which starts as Processing. */
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
  history: z.array(z.object({ status: z.enum(DATA_ORDER_STATUSES), at: z.string() })),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  archiveSize: z.number().nullable(),
  certificateCode: z.string().nullable(),
  certificateUrl: z.string().nullable(),
  /** Every download of the archive: when, and from which address. */
  downloads: z.array(z.object({ at: z.string(), address: z.string() })),
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
});

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
});
export type Certificate = z.infer<typeof certificateSchema>;

export const erasureRequestSchema = z.object({
  method: z.enum(ERASE_METHODS, { error: DATA_MESSAGES.invalidMethod }),
  tool: z.string({ error: DATA_MESSAGES.toolRequired }).trim().min(1, DATA_MESSAGES.toolRequired).max(100),
  toolVersion: z.string().trim().max(40).optional(),
  verification: z
    .string({ error: DATA_MESSAGES.verificationRequired })
    .trim()
    .min(1, DATA_MESSAGES.verificationRequired)
    .max(200),
  result: z.string().trim().max(200).optional(),
  deviceSerial: z.string().trim().max(64).optional(),
  notes: z.string().trim().max(2000).optional(),
});
export type ErasureRequest = z.input<typeof erasureRequestSchema>;

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

/** Whole pence to pounds with two decimals, as the API answers money. */
export const penceToPounds = (pence: number) => Math.round(pence) / 100;
