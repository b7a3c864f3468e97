/**
 * The data service's words, kinds and prices, apart from its schemas (data-service.ts): a page
 * that shows them need not load zod.
 */
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
  cannotExtend: 'Hosting can be extended only once the order is paid and until its data is deleted',
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
  orderIdRequired: 'Please say which order to pay for',
  invalidMethod: 'Please choose the erasure method: Clear or Purge',
  toolRequired: 'Please enter the erasure tool used (at most 100 characters)',
  verificationRequired: 'Please describe how the erasure was verified (at most 200 characters)',
  invalidResult: 'Please choose the verification result: Passed or Failed',
  toolVersionTooLong: 'The tool version can be at most 40 characters',
  erasureSerialTooLong: 'The serial number can be at most 64 characters',
  erasureNotesTooLong: 'The notes can be at most 2000 characters',
  purgeRequired: 'A certified erasure must use the Purge method',
  erasureAlreadyRecorded:
    'This erasure is already recorded and cannot be recorded again. An admin can correct its certificate, giving a reason.',
  nothingToCorrect: 'Only a completed certified erasure with a certificate can be corrected',
  correctionMustPass: 'A corrected certificate must record a passed verification',
  certificateChanged: 'That certificate is no longer the current one: reload the order and try again',
  reasonRequired: 'Please give the reason for the correction (10 to 500 characters)',
  afterCareRequired: 'Please choose what happens to the device afterwards: return by post, collection or recycling',
  returnAddressRequired: 'Please enter the UK address we should post the device back to',
  addressLineRequired: 'Please enter the first line of the address (at most 100 characters)',
  addressLineTooLong: 'An address line can be at most 100 characters',
  townRequired: 'Please enter the town or city (at most 60 characters)',
  returnPostcodeInvalid: 'Please enter a valid UK postcode for the return address',
  notAwaitingDevice: 'This order is not waiting for its device',
  trackingRequired: 'Please enter the tracking reference (up to 40 letters, digits, spaces or dashes)',
  afterCareMismatch: "That step does not match the owner's choice for the device",
  afterCareRecorded: 'What happened to the device is already recorded',
  afterCareNotDue: 'The device can be returned, collected or recycled only once the order is completed',
  startNowRequired:
    'Please confirm that you ask us to start within the 14-day cancellation period: we cannot take payment without it',
  afterCareLocked: 'The choice for the device can no longer be changed',
  hubDropOffMissing: "The hub's drop-off point is not set up: ask an admin to check HUB_DROP_OFF_PARTNER_ID",
} as const;

/** The data service: retrieval and erasure orders, their payments and certificates (docs/product.md, "Data service"). */
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
/** A verification either passed (the order completes; a certified one gets its certificate) or failed (it stays Processing). */
export const ERASURE_RESULTS = ['Passed', 'Failed'] as const;
export type ErasureResult = (typeof ERASURE_RESULTS)[number];
/** Who asked for an archive download link: its owner, or a member of staff (for support). */
export const DOWNLOAD_ACTORS = ['owner', 'staff'] as const;
export const DATA_ORDER_STATUSES = [
  'Awaiting payment',
  'Awaiting device',
  'Processing',
  'Completed',
  'Expired',
  'Cancelled',
] as const;
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

/** Whole pence to pounds with two decimals, as the API answers money. */
export const penceToPounds = (pence: number) => Math.round(pence) / 100;
