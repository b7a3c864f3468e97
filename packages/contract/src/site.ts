import { z } from 'zod';
import { hubSchema } from './data-logistics.ts';

/** Public settings the web app shows, such as the footer's contact details. */
export const siteInfoSchema = z.object({
  contactEmail: z.string(),
  contactPhone: z.string(),
  /** The locations map's tiles (a `{z}/{x}/{y}` template) and credit line; null when none are set up. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  version: z.string(),
  /** Who runs the site: the controller on the privacy notice, the trader in the terms (docs/legal.md). */
  company: z.object({ name: z.string(), number: z.string(), address: z.string() }),
  /** Where data-service devices are posted or brought (HUB_* settings). */
  hub: hubSchema,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
