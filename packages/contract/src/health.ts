import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
