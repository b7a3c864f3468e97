import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';
import { AppError } from './app-error.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Counters kept in PostgreSQL so a limit holds across every instance. `check` refuses
 * with 429 and Retry-After once `max` events fell within the window; `record` counts one.
 */
export class RateLimiter {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async check(limit: Limit, key: string): Promise<void> {
    const since = new Date(Date.now() - limit.windowMs);
    const [row] = await this.db
      .select({ hits: count(), oldest: min(rateLimitEvents.at) })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)));
    if (!row || row.hits < limit.max) return;
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    const retryAfter = Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000));
    throw new AppError(429, limit.message, { headers: { 'Retry-After': String(retryAfter) } });
  }

  async record(limit: Limit, key: string): Promise<void> {
    await this.db.insert(rateLimitEvents).values({ bucket: limit.bucket, key });
  }

  /** Checks, then counts this attempt: for limits on every attempt rather than on failures. */
  async consume(limit: Limit, key: string): Promise<void> {
    await this.check(limit, key);
    await this.record(limit, key);
  }

  async reset(limit: Limit, key: string): Promise<void> {
    await this.db
      .delete(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key)));
  }

  /** Drops events older than a day; run from time to time. */
  async prune(olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
    await this.db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, new Date(Date.now() - olderThanMs)));
  }
}
