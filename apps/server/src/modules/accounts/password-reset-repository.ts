import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { passwordResets, sessions, users } from './tables.ts';
import type { UserRow } from './repository.ts';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** The SQL of password-reset links; tokens arrive here only as their SHA-256. */
export class PasswordResetRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async create(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    // Links long past their hour are of no use to anyone: they go when the next is made.
    await this.db
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, userId), lt(passwordResets.expiresAt, new Date(Date.now() - 86_400_000))));
    await this.db.insert(passwordResets).values({ id: newId('pwr'), tokenHash, userId, expiresAt });
  }

  async find(tokenHash: string): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
    return row;
  }

  /**
   * Uses the link and sets the password in one transaction: the link is claimed by a conditional
   * update (still unused and unexpired), so of two concurrent uses exactly one gets the user back.
   * Every other link of the user is used up with it, every session of the user ends, and the
   * email counts as confirmed (the link proved the mailbox). Undefined when the claim failed.
   */
  async consume(tokenHash: string, passwordHash: string, now = new Date()): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!claimed) return undefined;
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
      const [user] = await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: now })
        .where(eq(users.id, claimed.userId))
        .returning();
      await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
      return user;
    });
  }
}
