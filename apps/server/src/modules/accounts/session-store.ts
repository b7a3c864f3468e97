import type { Database } from '../../db/client.ts';
import { newId, newToken, sha256 } from '../../lib/ids.ts';
import { SessionRepository } from './session-repository.ts';
import type { Role } from '@recircuit/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts module's session store (app.ts decorates it before the session plugin). */
    sessions: SessionStore;
  }
}

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last-seen on every request would turn every read into a write.
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  userId: string;
  role: Role;
  expiresAt: Date;
}

/** Sessions live in the database, so any instance can check any of them. */
export class SessionStore {
  private readonly repository: SessionRepository;
  constructor(db: Database) {
    this.repository = new SessionRepository(db);
  }

  async create(userId: string, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_MAX_MS);
    await this.repository.insert({
      id: newId('ses'),
      tokenHash: sha256(token),
      userId,
      expiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt };
  }

  /** The live session for a token, or null when it is unknown, idle too long or past its end. */
  async resolve(token: string): Promise<ActiveSession | null> {
    const row = await this.repository.findByTokenHash(sha256(token));
    if (!row) return null;
    const now = Date.now();
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
      await this.repository.delete(row.sessionId);
      return null;
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.repository.touch(row.sessionId, new Date(now));
    }
    return { sessionId: row.sessionId, userId: row.userId, role: row.role, expiresAt: row.expiresAt };
  }

  async list(userId: string) {
    return this.repository.list(userId);
  }

  async revoke(sessionId: string): Promise<void> {
    await this.repository.delete(sessionId);
  }

  /** Revokes one of the user's sessions; false when they have no such session. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    return this.repository.deleteOwn(userId, sessionId);
  }

  /** Ends every session of the user but `keepSessionId` (all of them without one); gives how many ended. */
  async revokeOthers(userId: string, keepSessionId: string | undefined): Promise<number> {
    return this.repository.deleteOthers(userId, keepSessionId);
  }
}
