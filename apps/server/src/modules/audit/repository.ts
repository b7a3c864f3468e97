import { count, desc } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { auditLog } from './tables.ts';

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

/** The SQL of the audit log of staff actions. */
export class AuditRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** `executor`: the transaction of the change the entry records. */
  async insert(entry: AuditEntry, executor: Executor = this.db): Promise<void> {
    await executor.insert(auditLog).values({
      actorId: entry.actorId,
      action: entry.action,
      subject: entry.subject,
      detail: entry.detail ?? null,
    });
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(auditLog);
    return row?.total ?? 0;
  }

  /** The newest entries first. */
  async list(limit: number, offset: number) {
    return this.db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
  }
}
