import { z } from 'zod';
import { ACCOUNT_MESSAGES, isUkPostcode, normaliseUkPostcode } from './accounts.ts';
import { PARTNER_KINDS, PAYOUT_METHODS, type PartnerKind } from './catalogue.ts';
import { fillMessage } from './fill-message.ts';

/** Bounds of a partner's facts (docs/product.md, "Partners"). */
export const PARTNER_LIMITS = {
  nameMax: 100,
  addressMax: 200,
  websiteMax: 300,
  descriptionMax: 500,
  openingHoursMax: 200,
  priceFactorMin: 0.5,
  priceFactorMax: 1.5,
} as const;

/** The UK with its islands: a partner's coordinates must fall inside. */
export const UK_BOUNDS = { minLat: 49.8, maxLat: 61, minLng: -8.7, maxLng: 2 } as const;

/** The kinds of partner that pay the owner, and so must say how (DOMAIN.md, "Hand-in, payment to the owner"). */
export const PAYING_PARTNER_KINDS: readonly PartnerKind[] = ['trade-in', 'specialist'];

export const ADMIN_PARTNER_MESSAGES = {
  partnerCreated: 'Partner added',
  partnerUpdated: 'Partner saved',
  partnerRetired: 'Partner retired: it is no longer offered to anyone',
  partnerRestored: 'Partner restored: it is offered again',
  partnerNotFound: 'Partner not found',
  keyIssued: 'New key issued: copy it now, it will not be shown again',
  nameInvalid: "Please enter the partner's name (at most {{max}} characters)",
  addressInvalid: 'Please enter the address (at most {{max}} characters)',
  postcodeRequired: 'Please enter the postcode',
  openingHoursTooLong: 'The opening hours can be at most {{max}} characters',
  websiteTooLong: 'The website can be at most {{max}} characters',
  descriptionTooLong: 'The description can be at most {{max}} characters',
  invalidKind: 'Please choose the kind: trade-in, specialist, charity or drop-off',
  latitudeNotNumber: 'The latitude must be a number',
  longitudeNotNumber: 'The longitude must be a number',
  latitudeOutsideUk: 'The latitude must be within the UK, from {{min}} to {{max}}',
  longitudeOutsideUk: 'The longitude must be within the UK, from {{min}} to {{max}}',
  coordinatesTogether: 'Give both latitude and longitude, or neither to look them up from the postcode',
  postcodeNotFound: 'We could not find that postcode: please give the latitude and longitude',
  invalidPayoutMethods: 'Please choose the payout methods from cash, bank transfer and store credit',
  duplicatePayoutMethod: 'Each payout method can be listed once',
  payoutMethodsNeeded: 'A trade-in partner or specialist must pay the owner in at least one way',
  payoutMethodsNotAllowed: 'Charities and drop-off points pay nobody: leave the payout methods empty',
  invalidWebsite: 'The website must be an address starting with https:// or http://',
  invalidDemo: 'Please say whether this is a demo partner',
  priceFactorNotNumber: 'The price factor must be a number',
  priceFactorOutOfRange: 'The price factor must be from {{min}} to {{max}}',
  alreadyRetired: 'This partner is already retired',
  notRetired: 'This partner is not retired',
} as const;

/** Required words of at most `max` characters; one message, in words staff read at the field, for either fault. */
const text = (template: string, max: number) => {
  const message = fillMessage(template, { max });
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: message }).trim().min(1, message).max(max, message),
  );
};

/** Optional words: missing, null and blank are all ''. */
const optionalText = (template: string, max: number) => {
  const message = fillMessage(template, { max });
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: message }).trim().max(max, message),
  );
};

const coordinate = (field: 'latitude' | 'longitude', min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    // A form sends the number as typed; coerced, "north" is still refused.
    z.coerce
      .number({
        error:
          field === 'latitude' ? ADMIN_PARTNER_MESSAGES.latitudeNotNumber : ADMIN_PARTNER_MESSAGES.longitudeNotNumber,
      })
      .refine(
        (value) => value >= min && value <= max,
        fillMessage(
          field === 'latitude' ? ADMIN_PARTNER_MESSAGES.latitudeOutsideUk : ADMIN_PARTNER_MESSAGES.longitudeOutsideUk,
          { min, max },
        ),
      )
      .nullish(),
  );

const website = optionalText(ADMIN_PARTNER_MESSAGES.websiteTooLong, PARTNER_LIMITS.websiteMax).refine(
  (value) => value === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(value),
  ADMIN_PARTNER_MESSAGES.invalidWebsite,
);

/**
 * POST /api/admin/partners and PUT /api/admin/partners/{id} (the whole partner: a form sends every field).
 * Latitude and longitude may be left out together: the server then looks them up from the postcode.
 */
export const partnerRequestSchema = z
  .object({
    name: text(ADMIN_PARTNER_MESSAGES.nameInvalid, PARTNER_LIMITS.nameMax),
    kind: z.enum(PARTNER_KINDS, { error: ADMIN_PARTNER_MESSAGES.invalidKind }),
    address: text(ADMIN_PARTNER_MESSAGES.addressInvalid, PARTNER_LIMITS.addressMax),
    postcode: text(ADMIN_PARTNER_MESSAGES.postcodeRequired, 10)
      .refine((value) => isUkPostcode(value), ACCOUNT_MESSAGES.invalidPostcode)
      .transform((value) => normaliseUkPostcode(value)),
    latitude: coordinate('latitude', UK_BOUNDS.minLat, UK_BOUNDS.maxLat),
    longitude: coordinate('longitude', UK_BOUNDS.minLng, UK_BOUNDS.maxLng),
    openingHours: optionalText(ADMIN_PARTNER_MESSAGES.openingHoursTooLong, PARTNER_LIMITS.openingHoursMax).transform(
      (value) => (value === '' ? null : value),
    ),
    payoutMethods: z
      .array(z.enum(PAYOUT_METHODS, { error: ADMIN_PARTNER_MESSAGES.invalidPayoutMethods }), {
        error: ADMIN_PARTNER_MESSAGES.invalidPayoutMethods,
      })
      .max(PAYOUT_METHODS.length, ADMIN_PARTNER_MESSAGES.duplicatePayoutMethod)
      .refine((list) => new Set(list).size === list.length, ADMIN_PARTNER_MESSAGES.duplicatePayoutMethod)
      .default([]),
    demo: z.boolean({ error: ADMIN_PARTNER_MESSAGES.invalidDemo }).default(false),
    website,
    description: optionalText(ADMIN_PARTNER_MESSAGES.descriptionTooLong, PARTNER_LIMITS.descriptionMax),
    priceFactor: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      z.coerce
        .number({ error: ADMIN_PARTNER_MESSAGES.priceFactorNotNumber })
        .min(
          PARTNER_LIMITS.priceFactorMin,
          fillMessage(ADMIN_PARTNER_MESSAGES.priceFactorOutOfRange, {
            min: PARTNER_LIMITS.priceFactorMin,
            max: PARTNER_LIMITS.priceFactorMax,
          }),
        )
        .max(
          PARTNER_LIMITS.priceFactorMax,
          fillMessage(ADMIN_PARTNER_MESSAGES.priceFactorOutOfRange, {
            min: PARTNER_LIMITS.priceFactorMin,
            max: PARTNER_LIMITS.priceFactorMax,
          }),
        )
        .default(1),
    ),
  })
  .superRefine((partner, context) => {
    const pays = PAYING_PARTNER_KINDS.includes(partner.kind);
    if (pays && partner.payoutMethods.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['payoutMethods'],
        message: ADMIN_PARTNER_MESSAGES.payoutMethodsNeeded,
      });
    }
    if (!pays && partner.payoutMethods.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['payoutMethods'],
        message: ADMIN_PARTNER_MESSAGES.payoutMethodsNotAllowed,
      });
    }
    if ((partner.latitude == null) !== (partner.longitude == null)) {
      context.addIssue({
        code: 'custom',
        path: [partner.latitude == null ? 'latitude' : 'longitude'],
        message: ADMIN_PARTNER_MESSAGES.coordinatesTogether,
      });
    }
  });
export type PartnerRequest = z.input<typeof partnerRequestSchema>;

/** A partner as staff see it: retired ones too, and whether it has a key (never the key or its hash). */
export const adminPartnerSchema = z.object({
  partnerId: z.string(),
  name: z.string(),
  kind: z.enum(PARTNER_KINDS),
  logoUrl: z.string(),
  website: z.string(),
  description: z.string(),
  address: z.string(),
  postcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  openingHours: z.string().nullable(),
  payoutMethods: z.array(z.enum(PAYOUT_METHODS)),
  demo: z.boolean(),
  priceFactor: z.number(),
  hasKey: z.boolean(),
  retiredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/** POST /api/admin/partners/{id}/key: the new key, shown this once (only its SHA-256 is kept). */
export const partnerKeySchema = z.object({ partnerId: z.string(), key: z.string() });
export type PartnerKey = z.infer<typeof partnerKeySchema>;
