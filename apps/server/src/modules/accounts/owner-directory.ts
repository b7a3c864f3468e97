import type { AdminOwner } from '@recircuit/contract';
import type { EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { Database } from '../../db/client.ts';
import { AccountsRepository, type OwnerIdSql } from './repository.ts';

/**
 * What staff see of the people whose orders they handle: names and contact details, never a
 * password hash or a session (docs/operations.md, "Roles").
 */
export class OwnerDirectory {
  private readonly repository: AccountsRepository;
  constructor(db: Database) {
    this.repository = new AccountsRepository(db);
  }

  /** The contact details of these accounts, by id; an id whose account is gone is missing. */
  async details(ids: readonly (string | null)[]): Promise<Map<string, AdminOwner>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await this.repository.contactDetails(wanted);
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** Whom to email about an order, and in which language (the one saved on the account); undefined once it is gone. */
  async recipient(id: string): Promise<EmailRecipient | undefined> {
    return this.repository.recipient(id);
  }

  /**
   * The ids of the accounts whose email contains `text` (any case), as a subquery other
   * modules put in their own `owner_id in (…)`, so a search by email stays one query.
   */
  idsWithEmailContaining(text: string) {
    return this.repository.idsWithEmailContaining(text);
  }

  /** An owner's email for an `owner_id` column of another module, for sorting a staff list by owner. */
  emailOf(ownerId: OwnerIdSql) {
    return this.repository.emailOf(ownerId);
  }
}
