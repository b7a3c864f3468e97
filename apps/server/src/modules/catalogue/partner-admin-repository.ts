import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from './admin-repository.ts';
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

/** Partners as staff manage them: every one, retired too. */
export const PartnerAdminRepository = {
  async list(db: Executor): Promise<PartnerRow[]> {
    return db.select().from(partners).orderBy(asc(partners.name), asc(partners.id));
  },

  async find(db: Executor, id: string, lock = false): Promise<PartnerRow | undefined> {
    const query = db.select().from(partners).where(eq(partners.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async insert(db: Executor, row: PartnerFacts & { id: string; logoUrl: string }): Promise<PartnerRow> {
    const [created] = await db
      .insert(partners)
      .values({ ...row, updatedAt: new Date() })
      .returning();
    return created as PartnerRow;
  },

  async update(
    db: Executor,
    id: string,
    changes: Partial<PartnerFacts> & { retiredAt?: Date | null },
  ): Promise<PartnerRow> {
    const [row] = await db
      .update(partners)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(partners.id, id))
      .returning();
    return row as PartnerRow;
  },
};
