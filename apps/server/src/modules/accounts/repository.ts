import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminOwner } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import type { EmailRecipient } from '../../lib/i18n/email-words.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { linkedAccounts, users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;
export type OwnerSummary = Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'email' | 'language'>;
/** An owner id as another module's query holds it: its `owner_id` column, or an expression. */
export type OwnerIdSql = SQL | AnyColumn;

export class AccountsRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** The name and email shown on someone's order. */
  async ownerSummary(id: string): Promise<OwnerSummary | undefined> {
    const [row] = await this.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /** The contact details of these accounts; an id whose account is gone has no row. */
  async contactDetails(ids: string[]): Promise<AdminOwner[]> {
    return this.db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(users)
      .where(inArray(users.id, ids));
  }

  /** Whom to email, in the language saved on the account; undefined once it is gone. */
  async recipient(id: string): Promise<EmailRecipient | undefined> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /** A subquery of the ids of the accounts whose email contains `text` (any case), for another module's `owner_id in (…)`. */
  idsWithEmailContaining(text: string): SQL {
    return sql`(select ${users.id} from ${users} where lower(${users.email}) like ${containsPattern(text)})`;
  }

  /** A subquery of an owner's email (lower case), for another module's query. */
  emailOf(ownerId: OwnerIdSql): SQL {
    return sql`(select lower(${users.email}) from ${users} where ${users.id} = ${ownerId})`;
  }

  /** Inserts a user; undefined when the email is already taken (whatever its case). */
  async insert(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async update(id: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Records the email as confirmed; false when it already was (a link works once) or the user is gone. */
  async markEmailVerified(id: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(sql`${users.id} = ${id} and ${users.emailVerifiedAt} is null`)
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** `executor`: the caller's transaction, when the deletion is written with its audit entry. */
  async delete(id: string, executor: Pick<Database, 'delete'> = this.db): Promise<void> {
    await executor.delete(users).where(eq(users.id, id));
  }

  async setRole(email: string, role: UserRow['role']): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .returning();
    return row;
  }

  async linkedAccounts(userId: string): Promise<LinkedAccountRow[]> {
    return this.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
  }

  async findLinked(
    provider: LinkedAccountRow['provider'],
    providerUserId: string,
  ): Promise<LinkedAccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(linkedAccounts)
      .where(sql`${linkedAccounts.provider} = ${provider} and ${linkedAccounts.providerUserId} = ${providerUserId}`);
    return row;
  }

  async link(account: typeof linkedAccounts.$inferInsert): Promise<void> {
    await this.db.insert(linkedAccounts).values(account).onConflictDoNothing();
  }
}
