import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { certificates, erasureRecords } from './tables.ts';

export type ErasureRow = typeof erasureRecords.$inferSelect;
export type NewErasure = typeof erasureRecords.$inferInsert;
export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;
/** A database or an open transaction: an erasure and its certificate are written with the order's change. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export class CertificatesRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async insertErasure(executor: Executor, erasure: NewErasure): Promise<ErasureRow> {
    const [row] = await executor.insert(erasureRecords).values(erasure).returning();
    if (!row) throw new Error('erasure record not written');
    return row;
  }

  /** Inserts a certificate; undefined when its code is taken already. */
  async insert(executor: Executor, certificate: NewCertificate): Promise<CertificateRow | undefined> {
    const [row] = await executor.insert(certificates).values(certificate).onConflictDoNothing().returning();
    return row;
  }

  async findByCode(code: string): Promise<CertificateRow | undefined> {
    const [row] = await this.db.select().from(certificates).where(eq(certificates.code, code));
    return row;
  }

  /** The certificate of an order that has not been revoked. */
  async current(orderId: string, executor: Executor = this.db): Promise<CertificateRow | undefined> {
    const [row] = await executor
      .select()
      .from(certificates)
      .where(and(eq(certificates.orderId, orderId), isNull(certificates.revokedAt)))
      .orderBy(desc(certificates.issuedAt));
    return row;
  }

  /** Revokes the order's current certificate in favour of `replacedBy`: the only change a certificate ever takes. */
  async revoke(executor: Executor, code: string, replacedBy: string, at: Date): Promise<CertificateRow | undefined> {
    const [row] = await executor
      .update(certificates)
      .set({ revokedAt: at, replacedBy })
      .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
      .returning();
    return row;
  }

  async latestErasure(orderId: string): Promise<ErasureRow | undefined> {
    const [row] = await this.db
      .select()
      .from(erasureRecords)
      .where(eq(erasureRecords.orderId, orderId))
      .orderBy(desc(erasureRecords.performedAt), desc(erasureRecords.id));
    return row;
  }
}
