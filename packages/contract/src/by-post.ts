import { z } from 'zod';
import { GRADES } from './constants.ts';
import { CATALOGUE_MESSAGES } from './catalogue-messages.ts';
import { returnAddressSchema } from './data-logistics.ts';

/**
 * Hand-in by post (DOMAIN.md "Ready to hand over"; docs/product.md, "Hand-in by post"): the owner posts
 * the device to the hub with a printable label; its arrival is the hand-in, staff inspect it as a
 * partner would, and a sold device is paid by bank transfer to details given for that order only,
 * shown masked afterwards and deleted once paid.
 */
export const BY_POST_MESSAGES = {
  notByPost: 'This order is not being sent by post',
  sentByPost: 'This device is being sent by post: record its arrival at the hub in the console instead',
  postAndPlace: 'Choose a place to hand the device in, or send it by post: not both',
  labelNotNeeded: 'The device has arrived, so its postage label is no longer needed',
  accountNameRequired: 'Please enter the name on the account',
  accountNameTooLong: 'The name on the account can be at most 70 characters',
  sortCodeInvalid: 'Enter the sort code as 6 digits, for example 12-34-56',
  accountNumberInvalid: 'Enter the account number as 8 digits',
  bankDetailsMismatch:
    'This sort code and account number do not go together: please check them against a bank statement',
  bankDetailsNotNeeded: 'Nothing is paid for this order, so it needs no bank details',
  bankDetailsLocked: 'The bank details can no longer be changed: the transfer has been made or the order has ended',
  bankDetailsSaved: 'Your bank details are saved for this order',
  bankDetailsRequired: 'The owner has not given bank details yet',
  notArrived: 'Record the arrival first',
  alreadyArrived: 'The arrival of this device has already been recorded',
  alreadyInspected: 'This device has already been inspected',
  notInspected: 'Inspect the device first',
  nothingDue: 'Nothing is due to the owner for this order',
  alreadyPaid: 'The owner has already been paid',
  noDecisionDue: 'There is no revised offer waiting for an answer',
  returnAddressNeeded: 'Please give the address we should post the device back to',
  payoutAmountRequired: 'Please enter the amount the rare device is worth',
  arrivalRecorded: 'Arrival recorded',
  inspectionRecorded: 'Inspection recorded',
  transferRecorded: 'Bank transfer recorded; the bank details are deleted',
  decisionRequired: 'Please accept or decline the revised offer',
  referenceRequired: 'Please enter the transfer reference',
  offerAccepted: 'You accepted the revised offer',
  offerDeclined: 'You declined the revised offer: we will post the device back to you',
} as const;

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);
const required = (value: unknown) => (value === undefined || value === null ? '' : value);

/**
 * PUT /recycle-orders/{id}/bank-details: the account a sold device sent by post is paid into. The format
 * is checked here (the web form shows the same words); the server also runs the sort code's modulus check.
 */
export const bankDetailsRequestSchema = z.strictObject({
  accountName: z.preprocess(
    required,
    z
      .string({ error: BY_POST_MESSAGES.accountNameRequired })
      .trim()
      .min(1, { error: BY_POST_MESSAGES.accountNameRequired, abort: true })
      .max(70, BY_POST_MESSAGES.accountNameTooLong),
  ),
  sortCode: z.preprocess(
    (value) => digits(required(value)),
    z.string({ error: BY_POST_MESSAGES.sortCodeInvalid }).regex(/^\d{6}$/, BY_POST_MESSAGES.sortCodeInvalid),
  ),
  accountNumber: z.preprocess(
    (value) => digits(required(value)),
    z.string({ error: BY_POST_MESSAGES.accountNumberInvalid }).regex(/^\d{8}$/, BY_POST_MESSAGES.accountNumberInvalid),
  ),
});
export type BankDetailsRequest = z.input<typeof bankDetailsRequestSchema>;
export type BankDetails = z.output<typeof bankDetailsRequestSchema>;

/** As the owner sees them once saved: `**-**-56` and `****5678`. */
export const maskedBankDetailsSchema = z.object({
  accountName: z.string(),
  sortCode: z.string(),
  accountNumber: z.string(),
});
export type MaskedBankDetails = z.infer<typeof maskedBankDetailsSchema>;

export function maskBankDetails(details: BankDetails): MaskedBankDetails {
  return {
    accountName: details.accountName,
    sortCode: `**-**-${details.sortCode.slice(4)}`,
    accountNumber: `****${details.accountNumber.slice(4)}`,
  };
}

/** The sort code as people write it: 12-34-56. */
export const formatSortCode = (sortCode: string) => sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

/** POST /recycle-orders/{id}/revised-offer: the owner's answer; a declined device is posted back. */
export const revisedOfferDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('accept') }),
    z.strictObject({
      decision: z.literal('decline'),
      returnAddress: z.preprocess(required, returnAddressSchema),
    }),
  ],
  { error: BY_POST_MESSAGES.decisionRequired },
);
export type RevisedOfferDecision = z.output<typeof revisedOfferDecisionSchema>;

/** Staff: POST /admin/device-orders/{id}/inspection. `amount` (pounds) only for a rare device. */
export const postInspectionRequestSchema = z.strictObject({
  gradeFound: z.enum(Object.keys(GRADES) as [keyof typeof GRADES, ...(keyof typeof GRADES)[]], {
    error: CATALOGUE_MESSAGES.invalidGrade,
  }),
  amount: z.number().positive().max(100_000).optional(),
});
export type PostInspectionRequest = z.infer<typeof postInspectionRequestSchema>;

/** Staff: POST /admin/device-orders/{id}/transfer, once the money is sent. */
export const transferRequestSchema = z.strictObject({
  reference: z.preprocess(
    required,
    z
      .string({ error: BY_POST_MESSAGES.referenceRequired })
      .trim()
      .min(1, BY_POST_MESSAGES.referenceRequired)
      .max(100, BY_POST_MESSAGES.referenceRequired),
  ),
});

/** What an order sent by post says, beside the common detail. */
export const byPostViewSchema = z.object({
  /** Bank details for the transfer, masked; null when none are held (not given yet, or deleted once paid). */
  bankDetails: maskedBankDetailsSchema.nullable(),
  /** A sold device: the owner should give bank details before the transfer. */
  needsBankDetails: z.boolean(),
  /** When staff recorded the device's arrival at the hub. */
  arrivedAt: z.string().nullable(),
  /** What the hub owes the owner once inspected (and, below the offer, accepted), until paid; pounds. */
  payoutDue: z.number().nullable(),
  /** The return address a declined device goes back to. */
  returnAddress: z
    .object({ line1: z.string(), line2: z.string().optional(), town: z.string(), postcode: z.string() })
    .nullable(),
});
export type ByPostView = z.infer<typeof byPostViewSchema>;

/** The next thing staff do for an order sent by post, in the order the work goes; null when none is due. */
export const POST_STEPS = ['arrival', 'inspection', 'decision', 'transfer'] as const;
export type PostStep = (typeof POST_STEPS)[number];

/** What staff see of an order sent by post: the bank details in full while the transfer is due, to make it. */
export const staffByPostViewSchema = byPostViewSchema.omit({ bankDetails: true }).extend({
  bankDetails: z.object({ accountName: z.string(), sortCode: z.string(), accountNumber: z.string() }).nullable(),
  /** `decision` waits on the owner, the others on staff. */
  nextStep: z.enum(POST_STEPS).nullable(),
});
export type StaffByPostView = z.infer<typeof staffByPostViewSchema>;
