import { z } from 'zod';
import { CATALOGUE_MESSAGES } from './catalogue-messages.ts';

/**
 * The owner's checklist before hand-in (DOMAIN.md "Ready to hand over"; docs/product.md, "Ready to
 * hand over"): the same four steps for every device, in words written for its kind (the guide).
 * Ticks are kept on the order and printed on the hand-in slip; the wipe the hub or partner
 * guarantees still happens whatever is ticked.
 */
export const HANDOVER_STEPS = ['backup', 'signOut', 'removeCards', 'reset'] as const;
export type HandoverStep = (typeof HANDOVER_STEPS)[number];

export const DEVICE_GUIDES = ['apple-phone', 'android', 'mac', 'windows', 'apple-watch', 'console', 'other'] as const;
export type DeviceGuide = (typeof DEVICE_GUIDES)[number];

/** Which guide's words fit a device of this catalogue type and brand. */
export function guideFor(type: string, brand: string): DeviceGuide {
  const apple = brand.trim().toLowerCase() === 'apple';
  switch (type) {
    case 'Mobile Phone':
    case 'Tablet':
      return apple ? 'apple-phone' : 'android';
    case 'Smartwatch':
      return apple ? 'apple-watch' : 'android';
    case 'Laptop':
      return apple ? 'mac' : 'windows';
    case 'Games Console':
      return 'console';
    default:
      return 'other';
  }
}

/** PUT …/handover: the steps done, each at most once. */
export const handoverRequestSchema = z.strictObject({
  done: z
    .array(z.enum(HANDOVER_STEPS, { error: CATALOGUE_MESSAGES.invalidHandoverStep }), {
      error: CATALOGUE_MESSAGES.invalidHandoverStep,
    })
    .max(HANDOVER_STEPS.length, CATALOGUE_MESSAGES.invalidHandoverStep)
    .refine((done) => new Set(done).size === done.length, CATALOGUE_MESSAGES.invalidHandoverStep),
});
export type HandoverRequest = z.input<typeof handoverRequestSchema>;

/** The checklist as an order shows it: its guide and the steps done, in the checklist's order. */
export const handoverSchema = z.object({
  guide: z.enum(DEVICE_GUIDES),
  done: z.array(z.enum(HANDOVER_STEPS)),
});
export type Handover = z.infer<typeof handoverSchema>;
