import { z } from 'zod';
import { ROLES } from './accounts.ts';
import { CATALOGUE_MESSAGES, CLASSIFICATIONS } from './catalogue.ts';
import { fillMessage } from './fill-message.ts';
import { strictQuery } from './query.ts';

/** A catalogue model's life: staff draft it, publish it to the public, retire it (docs/product.md, "Catalogue"). */
export const MODEL_STATUSES = ['draft', 'published', 'retired'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

/** Sane bounds of a model's facts (docs/operations.md, "The catalogue"). */
export const MODEL_LIMITS = {
  nameMax: 100,
  releaseYearMin: 1970,
  /** The server also refuses a year after next year. */
  releaseYearMax: 2100,
  /** Pounds. */
  launchPriceMin: 1,
  launchPriceMax: 20_000,
  colorsMax: 20,
  colorMax: 40,
  storagesMax: 20,
  /** GB. */
  storageMin: 1,
  storageMax: 65_536,
} as const;

export const ADMIN_CATALOGUE_MESSAGES = {
  modelCreated: 'Model saved as a draft',
  modelUpdated: 'Model saved',
  modelNotFound: 'Model not found',
  duplicateModel: 'A model with this type, brand and name already exists',
  unknownType: 'Please choose one of the catalogue device types',
  publishNeedsOptions: 'A published model needs at least one colour and one storage option',
  releaseYearInFuture: 'The release year cannot be after next year',
  quoteRules: 'These facts would break the quote rules (a lower grade or less storage must never pay more)',
  duplicateColor: 'Each colour can be listed once',
  duplicateStorage: 'Each storage option can be listed once',
  nothingToChange: 'Please change at least one field',
  modelRetired: 'This model is retired: publish it again or choose another',
  colorNotOffered: "That colour is not one of the model's colours",
  storageNotOffered: "That storage is not one of the model's storage options",
  typeInvalid: 'Please enter the device type (at most {{max}} characters)',
  brandInvalid: 'Please enter the brand (at most {{max}} characters)',
  nameInvalid: 'Please enter the model (at most {{max}} characters)',
  colorInvalid: 'Please give each colour a name of at most {{max}} characters',
  releaseYearNotYear: 'Please enter the release year as a year, such as 2021',
  releaseYearTooEarly: 'The release year must be {{min}} or later',
  releaseYearTooLate: 'The release year must be {{max}} or earlier',
  launchPriceNotAmount: 'Please enter the launch price in pounds',
  launchPriceTooLow: 'The launch price must be at least £{{min}}',
  launchPriceTooHigh: 'The launch price can be at most £{{max}}',
  launchPriceDecimals: 'The launch price can have at most two decimals',
  colorsNotList: 'The colours must be a list',
  tooManyColors: 'At most {{max}} colours',
  storageNotNumber: 'Each storage option must be a number of GB',
  storageWholeGb: 'A storage option must be a whole number of GB',
  storageTooSmall: 'A storage option must be at least {{min}} GB',
  storageTooLarge: 'A storage option can be at most {{max}} GB',
  storagesNotList: 'The storage options must be a list of sizes in GB',
  tooManyStorages: 'At most {{max}} storage options',
  invalidStatus: 'Please choose the status: draft, published or retired',
} as const;

export const ADMIN_USER_MESSAGES = {
  roleChanged: 'Role changed',
  userNotFound: 'User not found',
  ownRole: 'You cannot change your own role',
  invalidRole: 'Role must be owner or staff',
  lastAdmin: 'At least one admin must remain',
  emailNotConfirmed: 'Only an account whose email address is confirmed can be made staff',
} as const;

/** Required words of at most `max` characters; one message, in words staff read at the field, for either fault. */
const text = (template: string, max: number) => {
  const message = fillMessage(template, { max });
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: message }).trim().min(1, message).max(max, message),
  );
};

const releaseYear = z.coerce
  .number({ error: ADMIN_CATALOGUE_MESSAGES.releaseYearNotYear })
  .int(ADMIN_CATALOGUE_MESSAGES.releaseYearNotYear)
  .min(
    MODEL_LIMITS.releaseYearMin,
    fillMessage(ADMIN_CATALOGUE_MESSAGES.releaseYearTooEarly, { min: MODEL_LIMITS.releaseYearMin }),
  )
  .max(
    MODEL_LIMITS.releaseYearMax,
    fillMessage(ADMIN_CATALOGUE_MESSAGES.releaseYearTooLate, { max: MODEL_LIMITS.releaseYearMax }),
  );

const launchPrice = z.coerce
  .number({ error: ADMIN_CATALOGUE_MESSAGES.launchPriceNotAmount })
  .min(
    MODEL_LIMITS.launchPriceMin,
    fillMessage(ADMIN_CATALOGUE_MESSAGES.launchPriceTooLow, { min: MODEL_LIMITS.launchPriceMin }),
  )
  .max(
    MODEL_LIMITS.launchPriceMax,
    fillMessage(ADMIN_CATALOGUE_MESSAGES.launchPriceTooHigh, { max: MODEL_LIMITS.launchPriceMax }),
  )
  .refine(
    (pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6,
    ADMIN_CATALOGUE_MESSAGES.launchPriceDecimals,
  );

const colors = z
  .array(text(ADMIN_CATALOGUE_MESSAGES.colorInvalid, MODEL_LIMITS.colorMax), {
    error: ADMIN_CATALOGUE_MESSAGES.colorsNotList,
  })
  .max(MODEL_LIMITS.colorsMax, fillMessage(ADMIN_CATALOGUE_MESSAGES.tooManyColors, { max: MODEL_LIMITS.colorsMax }))
  .refine(
    (list) => new Set(list.map((color) => color.toLowerCase())).size === list.length,
    ADMIN_CATALOGUE_MESSAGES.duplicateColor,
  );

const storages = z
  .array(
    z.coerce
      .number({ error: ADMIN_CATALOGUE_MESSAGES.storageNotNumber })
      .int(ADMIN_CATALOGUE_MESSAGES.storageWholeGb)
      .min(
        MODEL_LIMITS.storageMin,
        fillMessage(ADMIN_CATALOGUE_MESSAGES.storageTooSmall, { min: MODEL_LIMITS.storageMin }),
      )
      .max(
        MODEL_LIMITS.storageMax,
        fillMessage(ADMIN_CATALOGUE_MESSAGES.storageTooLarge, { max: MODEL_LIMITS.storageMax }),
      ),
    { error: ADMIN_CATALOGUE_MESSAGES.storagesNotList },
  )
  .max(
    MODEL_LIMITS.storagesMax,
    fillMessage(ADMIN_CATALOGUE_MESSAGES.tooManyStorages, { max: MODEL_LIMITS.storagesMax }),
  )
  .refine((list) => new Set(list).size === list.length, ADMIN_CATALOGUE_MESSAGES.duplicateStorage);

const classification = z.enum(CLASSIFICATIONS, { error: CATALOGUE_MESSAGES.invalidClassification });
const status = z.enum(MODEL_STATUSES, { error: ADMIN_CATALOGUE_MESSAGES.invalidStatus });

/** POST /api/admin/catalogue/models: a new model, always a draft. */
export const createModelRequestSchema = z.object({
  type: text(ADMIN_CATALOGUE_MESSAGES.typeInvalid, MODEL_LIMITS.nameMax),
  brand: text(ADMIN_CATALOGUE_MESSAGES.brandInvalid, MODEL_LIMITS.nameMax),
  name: text(ADMIN_CATALOGUE_MESSAGES.nameInvalid, MODEL_LIMITS.nameMax),
  releaseYear,
  launchPrice,
  classification,
  colors: colors.default([]),
  storages: storages.default([]),
});
export type CreateModelRequest = z.input<typeof createModelRequestSchema>;

/** PUT /api/admin/catalogue/models/{id}: any of the create fields, and the status. */
export const updateModelRequestSchema = z
  .object({
    type: text(ADMIN_CATALOGUE_MESSAGES.typeInvalid, MODEL_LIMITS.nameMax).optional(),
    brand: text(ADMIN_CATALOGUE_MESSAGES.brandInvalid, MODEL_LIMITS.nameMax).optional(),
    name: text(ADMIN_CATALOGUE_MESSAGES.nameInvalid, MODEL_LIMITS.nameMax).optional(),
    releaseYear: releaseYear.optional(),
    launchPrice: launchPrice.optional(),
    classification: classification.optional(),
    colors: colors.optional(),
    storages: storages.optional(),
    status: status.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: ADMIN_CATALOGUE_MESSAGES.nothingToChange,
  });
export type UpdateModelRequest = z.input<typeof updateModelRequestSchema>;

/** A model as staff see it: every status, with its facts. */
export const adminModelSchema = z.object({
  id: z.string(),
  type: z.string(),
  brand: z.string(),
  name: z.string(),
  releaseYear: z.number(),
  /** Pounds. */
  launchPrice: z.number(),
  classification: z.enum(CLASSIFICATIONS),
  colors: z.array(z.string()),
  /** GB, ascending. */
  storages: z.array(z.number()),
  status: z.enum(MODEL_STATUSES),
});
export type AdminModel = z.infer<typeof adminModelSchema>;

const page = {
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

/** GET /api/admin/catalogue/models: `q` matches type, brand or name; newest release first. */
export const adminModelsQuerySchema = strictQuery({
  q: z.string().trim().max(100).default(''),
  status: status.optional(),
  ...page,
});
export type AdminModelsQuery = z.input<typeof adminModelsQuerySchema>;

/** A page of models with the number of matches, for a paging table. */
export const adminModelsPageSchema = z.object({ items: z.array(adminModelSchema), total: z.number().int() });
export type AdminModelsPage = z.infer<typeof adminModelsPageSchema>;

/** GET /api/admin/users (admin only): `q` matches email or names. Never a hash or a token. */
export const adminUsersQuerySchema = strictQuery({
  q: z.string().trim().max(100).default(''),
  ...page,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  emailVerified: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({ items: z.array(adminUserSchema), total: z.number().int() });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** Roles an admin may give here; admins come only from `npm run create-admin`. */
export const ASSIGNABLE_ROLES = ['owner', 'staff'] as const;

/** PUT /api/admin/users/{id}/role */
export const roleChangeRequestSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: ADMIN_USER_MESSAGES.invalidRole }),
});
export type RoleChangeRequest = z.input<typeof roleChangeRequestSchema>;
