import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /health/live: the process answers; never touches the database. */
export const livenessSchema = z.object({ status: z.literal('live'), version: z.string() });
export type Liveness = z.infer<typeof livenessSchema>;

/** GET /health/ready: whether this instance should be sent traffic, and what it checked. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready', 'draining']),
  database: z.enum(['ok', 'down']),
  storage: z.enum(['ok', 'down']),
  /** The public pages rendered ahead: `none` when the web build renders nothing on the server. */
  pages: z.enum(['ready', 'rendering', 'none']),
  version: z.string(),
});
export type Readiness = z.infer<typeof readinessSchema>;
