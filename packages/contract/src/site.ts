import { z } from 'zod';

/** Public settings the web app shows, such as the footer's contact details. */
export const siteInfoSchema = z.object({
  contactEmail: z.string(),
  contactPhone: z.string(),
  version: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
