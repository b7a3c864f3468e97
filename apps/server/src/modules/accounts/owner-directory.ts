import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminOwner } from '@recircuit/contract';
import type { EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { users } from './tables.ts';

/**
 * What staff see of the people whose orders they handle: names and contact details, never a
 * password hash or a session (docs/operations.md, "Roles").
 */
export class OwnerDirectory {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** The contact details of these accounts, by id; an id whose account is gone is missing. */
  async details(ids: readonly (string | null)[]): Promise<Map<string, AdminOwner>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** Whom to email about an order, and in which language (the one saved on the account); undefined once it is gone. */
  async recipient(id: string): Promise<EmailRecipient | undefined> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /**
   * The ids of the accounts whose email contains `text` (any case), as a subquery other
   * modules put in their own `owner_id in (…)`, so a search by email stays one query.
   */
  idsWithEmailContaining(text: string): SQL {
    return sql`(select ${users.id} from ${users} where lower(${users.email}) like ${containsPattern(text)})`;
  }

  /** An owner's email for an `owner_id` column of another module, for sorting a staff list by owner. */
  emailOf(ownerId: SQL | AnyColumn): SQL {
    return sql`(select lower(${users.email}) from ${users} where ${users.id} = ${ownerId})`;
  }
}
