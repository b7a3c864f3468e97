import { z } from 'zod';
import { MAX_IMAGES } from './constants.ts';

/** Messages of uploads and the unknown-device journey (docs/web-app.md, "Validation rules and their words"). */
export const UPLOAD_MESSAGES = {
  onlyImages: 'Only image files are allowed',
  tooLarge: 'Image size should be less than 5MB',
  tooManyImages: 'Maximum 5 images allowed',
  tooManyPixels: 'This image has too many pixels to process',
  unreadable: 'This image could not be read. Please try another photo.',
  noFile: 'Please choose an image to upload',
  dailyQuota: 'You have uploaded a lot of images today. Please try again tomorrow.',
  describeDevice: 'Please provide a description of your device',
  atLeastOneImage: 'Please upload at least one image of your device',
  descriptionTooLong: 'The description can be at most 2000 characters',
  notYourImage: 'Please use images you uploaded yourself',
  submitted: 'Your device information has been submitted successfully',
} as const;

export const UNKNOWN_ORDER_STATUSES = ['Submitted', 'Under review', 'Identified', 'Rejected'] as const;

export const unknownDeviceRequestSchema = z.object({
  userId: z.string().max(100).optional(),
  deviceClassification: z.literal('unknown').optional(),
  description: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: UPLOAD_MESSAGES.describeDevice })
      .trim()
      .min(1, UPLOAD_MESSAGES.describeDevice)
      .max(2000, UPLOAD_MESSAGES.descriptionTooLong),
  ),
  imageUrls: z.preprocess(
    (value) => (value === undefined || value === null ? [] : typeof value === 'string' ? [value] : value),
    z
      .array(z.string().max(500), { error: UPLOAD_MESSAGES.atLeastOneImage })
      .min(1, UPLOAD_MESSAGES.atLeastOneImage)
      .max(MAX_IMAGES, UPLOAD_MESSAGES.tooManyImages),
  ),
});
export type UnknownDeviceRequest = z.input<typeof unknownDeviceRequestSchema>;

export const unknownOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  thumbnailUrls: z.array(z.string()),
  status: z.enum(UNKNOWN_ORDER_STATUSES),
  createdAt: z.string(),
  /** Once staff identified it: the catalogue model and the server's quote for it (docs/product.md, "Unknown devices"). */
  identification: z
    .object({
      /** Null if the model was since removed from the catalogue (its names are kept). */
      modelId: z.number().nullable(),
      type: z.string(),
      brand: z.string(),
      name: z.string(),
      classification: z.enum(['recycle', 'current', 'rare']),
      grade: z.string(),
      color: z.string(),
      storage: z.number(),
      /** Pounds; null for a rare model, which has no catalogue price: the specialist partner values it (DOMAIN.md). */
      price: z.number().nullable(),
      /** Null with the price: there is no quote to expire. */
      quoteValidUntil: z.string().nullable(),
      /** Where the owner continues as a normal recycle, current or rare order (its form, prefilled). */
      continuePath: z.string(),
    })
    .nullable()
    // Optional for readers of answers kept from before identification existed; the server always sends it.
    .optional(),
  /** Why staff rejected it, once they did. */
  rejectionReason: z.string().nullable().optional(),
});
export type UnknownOrder = z.infer<typeof unknownOrderSchema>;
