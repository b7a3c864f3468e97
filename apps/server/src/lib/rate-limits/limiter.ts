import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { rateLimitEvents } from './tables.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/** One counted event, handed back by `consume` so the caller can give it back. */
export interface Attempt {
  id: number;
}

/**
 * Counters kept in PostgreSQL so a limit holds across every instance. `consume` counts
 * an attempt before the work it guards, atomically: concurrent requests for one key
 * take turns on a transaction-scoped advisory lock, so at most `max` of them pass.
 */
export class RateLimiter {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** Refuses with 429 and Retry-After once `max` events fell within the window; else counts this one. */
  async consume(limit: Limit, key: string): Promise<Attempt> {
    const since = new Date(Date.now() - limit.windowMs);
    const outcome = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${limit.bucket}:${key}`}, 0))`);
      const [row] = await tx
        .select({ hits: count(), oldest: min(rateLimitEvents.at) })
        .from(rateLimitEvents)
        .where(
          and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)),
        );
      if (row && row.hits >= limit.max) return { refused: true as const, oldest: row.oldest };
      const [inserted] = await tx
        .insert(rateLimitEvents)
        .values({ bucket: limit.bucket, key })
        .returning({ id: rateLimitEvents.id });
      return { refused: false as const, id: (inserted as { id: number }).id };
    });
    if (!outcome.refused) return { id: outcome.id };
    const oldest = outcome.oldest ? new Date(outcome.oldest).getTime() : Date.now();
    const retryAfter = Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000));
    throw new AppError(429, limit.message, { headers: { 'Retry-After': String(retryAfter) } });
  }

  /**
   * Consumes every limit in order; when one refuses, the attempts already counted are
   * given back, so a refused request counts against nothing.
   */
  async consumeAll(limits: [Limit, string][]): Promise<Attempt[]> {
    const taken: Attempt[] = [];
    try {
      for (const [limit, key] of limits) taken.push(await this.consume(limit, key));
    } catch (error) {
      await this.giveBack(taken);
      throw error;
    }
    return taken;
  }

  /** Uncounts attempts that turned out not to count (such as a password that was right). */
  async giveBack(attempts: Attempt[]): Promise<void> {
    if (attempts.length === 0) return;
    await this.db.delete(rateLimitEvents).where(
      inArray(
        rateLimitEvents.id,
        attempts.map((attempt) => attempt.id),
      ),
    );
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
