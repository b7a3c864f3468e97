import type { Database, Executor } from '../../db/client.ts';
import { AuditRepository, type AuditEntry } from './repository.ts';

export type { AuditEntry } from './repository.ts';

/**
 * The audit log of staff actions (docs/operations.md, "Audit log"). Each call names where it runs:
 * a database or an open transaction, since an entry is written in the same transaction as the change it records.
 */
export const AuditLog = {
  async record(executor: Executor, entry: AuditEntry): Promise<void> {
    await new AuditRepository(executor).insert(entry);
  },

  async count(db: Database): Promise<number> {
    return new AuditRepository(db).count();
  },

  /** The newest entries first. */
  async list(db: Database, limit: number, offset: number) {
    return new AuditRepository(db).list(limit, offset);
  },
};
