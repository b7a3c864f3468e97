import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { PartnerRow } from './repository.ts';
import { partners } from './tables.ts';

/** The facts staff set on a partner (docs/product.md, "Partners"). */
export type PartnerFacts = Pick<
  PartnerRow,
  | 'name'
  | 'kind'
  | 'address'
  | 'postcode'
  | 'latitude'
  | 'longitude'
  | 'openingHours'
  | 'payoutMethods'
  | 'demo'
  | 'website'
  | 'description'
  | 'priceFactor'
>;

/** Partners as staff manage them: every one, retired too. `executor`: the transaction of a change. */
export class PartnerAdminRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async list(): Promise<PartnerRow[]> {
    return this.db.select().from(partners).orderBy(asc(partners.name), asc(partners.id));
  }

  async find(id: string, lock = false, executor: Executor = this.db): Promise<PartnerRow | undefined> {
    const query = executor.select().from(partners).where(eq(partners.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  async insert(row: PartnerFacts & { id: string; logoUrl: string }, executor: Executor = this.db): Promise<PartnerRow> {
    const [created] = await executor
      .insert(partners)
      .values({ ...row, updatedAt: new Date() })
      .returning();
    return created as PartnerRow;
  }

  async update(
    id: string,
    changes: Partial<PartnerFacts> & { retiredAt?: Date | null },
    executor: Executor = this.db,
  ): Promise<PartnerRow> {
    const [row] = await executor
      .update(partners)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(partners.id, id))
      .returning();
    return row as PartnerRow;
  }
}
