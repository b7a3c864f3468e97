import { ADMIN_USER_MESSAGES, SERVER_MESSAGES, type AdminUser } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { AuditLog } from '../audit/service.ts';
import { UserRolesRepository, type ListedUser } from './user-roles-repository.ts';

const toAdminUser = (row: ListedUser): AdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  emailVerified: row.emailVerifiedAt !== null,
});

/**
 * Who may do what (docs/product.md, "Roles"): an admin lists accounts and makes one staff or
 * owner, never their own; admins themselves come only from `npm run create-admin`. A session
 * reads its user's role on every request, so a change applies on the target's next request.
 */
export class UserRoles {
  private readonly db: Database;
  private readonly repository: UserRolesRepository;

  constructor(db: Database) {
    this.db = db;
    this.repository = new UserRolesRepository(db);
  }

  /** Accounts whose email or names contain every word of `q`, newest first. */
  async list(query: { q: string; limit: number; offset: number }): Promise<{ items: AdminUser[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { items: rows.map(toAdminUser), total };
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
      await this.repository.lockRoleChanges(tx);
      if ((await this.repository.roleOf(auth.userId, tx)) !== 'admin')
        throw new AppError(403, SERVER_MESSAGES.noPermission);
      const before = await this.repository.findForUpdate(userId, tx);
      if (!before) throw new AppError(404, ADMIN_USER_MESSAGES.userNotFound);
      if (before.role === role) return toAdminUser(before);
      if (role === 'staff' && !before.emailVerifiedAt) throw new AppError(409, ADMIN_USER_MESSAGES.emailNotConfirmed);
      if (before.role === 'admin' && !(await this.repository.otherAdmins(userId, tx))) {
        throw new AppError(409, ADMIN_USER_MESSAGES.lastAdmin);
      }
      const after = await this.repository.setRole(userId, role, tx);
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: 'user.role',
        subject: `user:${userId}`,
        detail: { from: before.role, to: role },
      });
      return toAdminUser(after);
    });
  }

  /**
   * `npm run create-admin`: the account with this email (without case) becomes an admin, audited
   * with no actor. Undefined when no account uses the email.
   */
  async makeAdmin(email: string): Promise<{ userId: string; alreadyAdmin: boolean } | undefined> {
    return this.db.transaction(async (tx) => {
      const before = await this.repository.findByEmailForUpdate(email, tx);
      if (!before) return undefined;
      if (before.role === 'admin') return { userId: before.id, alreadyAdmin: true };
      await this.repository.makeAdmin(before.id, tx);
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
