import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from './tables.ts';

export type NewSession = Pick<typeof sessions.$inferInsert, 'id' | 'tokenHash' | 'userId' | 'expiresAt' | 'userAgent'>;

/** The SQL of sessions; tokens arrive here only as their SHA-256. */
export class SessionRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async insert(session: NewSession): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** The session with this token hash and its user's role, whether or not it is still live. */
  async findByTokenHash(tokenHash: string) {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        role: users.role,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row;
  }

  async touch(sessionId: string, lastSeenAt: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, sessionId));
  }

  async list(userId: string) {
    return this.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(sessions.lastSeenAt);
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Deletes one of the user's sessions; false when they have no such session. */
  async deleteOwn(userId: string, sessionId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    return deleted.length > 0;
  }

  /** Deletes every session of the user but `keepSessionId` (all of them without one); gives how many went. */
  async deleteOthers(userId: string, keepSessionId: string | undefined): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(
        keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
      )
      .returning({ id: sessions.id });
    return deleted.length;
  }
}
