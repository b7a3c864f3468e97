import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/ids.ts';
import { AuditLog } from '../audit/service.ts';
import { PartnerKeyRepository } from './partner-key-repository.ts';

export interface PartnerCredential {
  partnerId: string;
  key: string;
}

/** `Authorization: Partner <partnerId>:<key>`, the credential a partner counter confirms hand-ins with. */
export function partnerCredential(header: string | undefined): PartnerCredential | undefined {
  const match = header?.match(/^Partner\s+([a-z0-9-]{1,100}):([A-Za-z0-9_-]{20,200})$/);
  return match ? { partnerId: match[1] as string, key: match[2] as string } : undefined;
}

/** Per-partner keys: only their SHA-256 is stored (the key is 256 random bits, so no slow hash is needed). */
export class PartnerKeys {
  private readonly db: Database;
  private readonly repository: PartnerKeyRepository;
  constructor(db: Database) {
    this.db = db;
    this.repository = new PartnerKeyRepository(db);
  }

  /** The partner whose key this is, or undefined. */
  async verify(credential: PartnerCredential): Promise<{ id: string; name: string } | undefined> {
    const row = await this.repository.find(credential.partnerId);
    if (!row?.keyHash) return undefined;
    const expected = Buffer.from(row.keyHash);
    const given = Buffer.from(sha256(credential.key));
    return expected.length === given.length && timingSafeEqual(expected, given)
      ? { id: row.id, name: row.name }
      : undefined;
  }

  /**
   * Gives the partner a new key (the old one stops working) and answers it, audited with the member of staff
   * who asked in the console, or no actor for the operator command; undefined for an unknown partner.
   */
  async issue(
    partnerId: string,
    by: { actorId: string | null; via: 'partner-key' | 'console' } = { actorId: null, via: 'partner-key' },
  ): Promise<string | undefined> {
    const key = newToken();
    return this.db.transaction(async (tx) => {
      if (!(await this.repository.setKeyHash(partnerId, sha256(key), tx))) return undefined;
      await AuditLog.record(tx, {
        actorId: by.actorId,
        action: 'partner.key-issue',
        subject: `partner:${partnerId}`,
        detail: { via: by.via },
      });
      return key;
    });
  }
}
