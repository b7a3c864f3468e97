import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@recircuit/contract';
import type { Database, Executor } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
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

export interface ListedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  createdAt: Date;
  emailVerifiedAt: Date | null;
}

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

/** The SQL of accounts' roles. `executor`: the transaction a role change runs in, with its audit entry. */
export class UserRolesRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** Accounts whose email or names contain every word of `q`, newest first, and how many there are. */
  async list(query: { q: string; limit: number; offset: number }): Promise<{ rows: ListedUser[]; total: number }> {
    const where = matching(query.q);
    const rows = await this.db
      .select(listed)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset);
    const [counted] = await this.db.select({ total: count() }).from(users).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Until the transaction ends, role changes wait for this one. */
  async lockRoleChanges(executor: Executor): Promise<void> {
    await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended('user-roles', 0))`);
  }

  async roleOf(userId: string, executor: Executor = this.db): Promise<Role | undefined> {
    const [row] = await executor.select({ role: users.role }).from(users).where(eq(users.id, userId));
    return row?.role;
  }

  /** The account, its row held until the transaction ends. */
  async findForUpdate(userId: string, executor: Executor): Promise<ListedUser | undefined> {
    const [row] = await executor.select(listed).from(users).where(eq(users.id, userId)).for('update');
    return row;
  }

  /** The account with this email (without case), its row held until the transaction ends. */
  async findByEmailForUpdate(email: string, executor: Executor): Promise<{ id: string; role: Role } | undefined> {
    const [row] = await executor
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .for('update');
    return row;
  }

  /** How many admins there are besides this account. */
  async otherAdmins(userId: string, executor: Executor = this.db): Promise<number> {
    const [others] = await executor
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
    return others?.total ?? 0;
  }

  /** Gives the account the role; the account as it is now. */
  async setRole(userId: string, role: Role, executor: Executor = this.db): Promise<ListedUser> {
    const [after] = await executor
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(listed);
    return after as ListedUser;
  }

  async makeAdmin(userId: string, executor: Executor = this.db): Promise<void> {
    await executor.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId));
  }
}
