import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, SERVER_MESSAGES, type AdminUser, type Role } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { AuditLog } from '../audit/service.ts';
import { users } from './tables.ts';

/** The columns staff may see of an account: never its password hash, never a session or token. */
const listed = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
};

interface ListedRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  createdAt: Date;
  emailVerifiedAt: Date | null;
}

const toAdminUser = (row: ListedRow): AdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  emailVerified: row.emailVerifiedAt !== null,
});

function matching(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 10);
  return and(
    ...words.map((word) =>
      or(
        ilike(users.email, containsPattern(word)),
        ilike(users.firstName, containsPattern(word)),
        ilike(users.lastName, containsPattern(word)),
      ),
    ),
  );
}

/**
 * Who may do what (docs/product.md, "Roles"): an admin lists accounts and makes one staff or
 * owner, never their own; admins themselves come only from `npm run create-admin`. A session
 * reads its user's role on every request, so a change applies on the target's next request.
 */
export class UserRoles {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Accounts whose email or names contain every word of `q`, newest first. */
  async list(query: { q: string; limit: number; offset: number }): Promise<{ items: AdminUser[]; total: number }> {
    const where = matching(query.q);
    const rows = await this.db
      .select(listed)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset);
    const [counted] = await this.db.select({ total: count() }).from(users).where(where);
    return { items: rows.map(toAdminUser), total: counted?.total ?? 0 };
  }

  /**
   * An admin gives another account the owner or staff role; audited in the same transaction.
   * Role changes take turns, and each checks again that its admin still is one: two admins
   * demoting each other at once leave one admin, never none. Staff see owners' personal data,
   * so only an account whose email address is confirmed can be made staff.
   */
  async changeRole(auth: Auth, userId: string, role: 'owner' | 'staff'): Promise<AdminUser> {
    if (userId === auth.userId) throw new AppError(409, ADMIN_USER_MESSAGES.ownRole);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('user-roles', 0))`);
      const [actor] = await tx.select({ role: users.role }).from(users).where(eq(users.id, auth.userId));
      if (actor?.role !== 'admin') throw new AppError(403, SERVER_MESSAGES.noPermission);
      const [before] = await tx.select(listed).from(users).where(eq(users.id, userId)).for('update');
      if (!before) throw new AppError(404, ADMIN_USER_MESSAGES.userNotFound);
      if (before.role === role) return toAdminUser(before);
      if (role === 'staff' && !before.emailVerifiedAt) throw new AppError(409, ADMIN_USER_MESSAGES.emailNotConfirmed);
      if (before.role === 'admin') {
        const [others] = await tx
          .select({ total: count() })
          .from(users)
          .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
        if (!others?.total) throw new AppError(409, ADMIN_USER_MESSAGES.lastAdmin);
      }
      const [after] = await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning(listed);
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: 'user.role',
        subject: `user:${userId}`,
        detail: { from: before.role, to: role },
      });
      return toAdminUser(after as ListedRow);
    });
  }

  /**
   * `npm run create-admin`: the account with this email (without case) becomes an admin, audited
   * with no actor. Undefined when no account uses the email.
   */
  async makeAdmin(email: string): Promise<{ userId: string; alreadyAdmin: boolean } | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .for('update');
      if (!before) return undefined;
      if (before.role === 'admin') return { userId: before.id, alreadyAdmin: true };
      await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, before.id));
      await AuditLog.record(tx, {
        actorId: null,
        action: 'user.role',
        subject: `user:${before.id}`,
        detail: { from: before.role, to: 'admin', via: 'create-admin' },
      });
      return { userId: before.id, alreadyAdmin: false };
    });
  }
}
