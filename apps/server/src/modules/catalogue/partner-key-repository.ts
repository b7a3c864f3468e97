import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { partners } from './tables.ts';

/** The partners' counter keys, stored as their SHA-256 only. */
export class PartnerKeyRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** The partner with its key's hash (null until one is issued), or undefined for an unknown id. */
  async find(partnerId: string): Promise<{ id: string; name: string; keyHash: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: partners.id, name: partners.name, keyHash: partners.keyHash })
      .from(partners)
      .where(eq(partners.id, partnerId));
    return row;
  }

  /** Replaces the partner's key hash; false for an unknown partner. */
  async setKeyHash(partnerId: string, keyHash: string, executor: Executor = this.db): Promise<boolean> {
    const changed = await executor
      .update(partners)
      .set({ keyHash })
      .where(eq(partners.id, partnerId))
      .returning({ id: partners.id });
    return changed.length > 0;
  }
}
