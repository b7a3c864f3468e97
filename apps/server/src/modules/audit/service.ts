import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from './tables.ts';

/** A database or an open transaction: an entry is written in the same transaction as the change it records. */
export type AuditExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AuditEntry {
  /** The member of staff who acted (null for the system, e.g. a scheduled job). */
  actorId: string | null;
  /** What was done, as `<area>.<verb>`, e.g. `data-order.archive`. */
  action: string;
  /** What it was done to, as `<kind>:<id>`, e.g. `data-order:dor_…`. */
  subject: string;
  /** Small facts worth keeping (sizes, statuses, codes); never secrets or passwords. */
  detail?: Record<string, unknown>;
}

/** The audit log of staff actions (docs/operations.md, "Audit log"). */
export const AuditLog = {
  async record(executor: AuditExecutor, entry: AuditEntry): Promise<void> {
    await executor.insert(auditLog).values({
      actorId: entry.actorId,
      action: entry.action,
      subject: entry.subject,
      detail: entry.detail ?? null,
    });
  },

  async count(db: Database): Promise<number> {
    const [row] = await db.select({ total: count() }).from(auditLog);
    return row?.total ?? 0;
  },

  /** The newest entries first. */
  async list(db: Database, limit: number, offset: number) {
    return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
  },
};
