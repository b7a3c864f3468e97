import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { certificates, erasureRecords } from './tables.ts';

export type ErasureRow = typeof erasureRecords.$inferSelect;
export type NewErasure = typeof erasureRecords.$inferInsert;
export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;
/** Erasure records and their certificates: a method given a transaction writes with the order's change. */
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

  /**
   * Inserts a certificate; undefined when its code is taken already. A second standing
   * certificate for the order (certificates_order_current) is an error, not a retry.
   */
  async insert(executor: Executor, certificate: NewCertificate): Promise<CertificateRow | undefined> {
    const [row] = await executor
      .insert(certificates)
      .values(certificate)
      .onConflictDoNothing({ target: certificates.code })
      .returning();
    return row;
  }

  async erasureById(id: number, executor: Executor = this.db): Promise<ErasureRow | undefined> {
    const [row] = await executor.select().from(erasureRecords).where(eq(erasureRecords.id, id));
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

  /**
   * Revokes a standing certificate in favour of `replacedBy`, with the admin's reason: the only
   * change a certificate ever takes. Undefined when it was revoked already.
   */
  async revoke(
    executor: Executor,
    code: string,
    revocation: { replacedBy: string; reason: string; at: Date },
  ): Promise<CertificateRow | undefined> {
    const [row] = await executor
      .update(certificates)
      .set({ revokedAt: revocation.at, replacedBy: revocation.replacedBy, revocationReason: revocation.reason })
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
