import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { OperatorCommandError, type OperatorCommand } from '../../lib/operator-channel/registry.ts';
import { PartnerKeys } from './partner-keys.ts';

const partnerKeyArgs = z.object({
  partnerId: z.string({ error: 'Give a partner id.' }).trim().min(1, 'Give a partner id.').max(100),
});

/** `npm run partner-key -- <partnerId>`: a new key for confirming hand-ins, shown once. */
export async function issuePartnerKey(db: Database, partnerId: string): Promise<string> {
  const key = await new PartnerKeys(db).issue(partnerId);
  if (!key) {
    throw new OperatorCommandError(
      `No partner has the id ${partnerId}. The ids are in apps/server/src/db/seed-data/partners.json.`,
    );
  }
  return key;
}

export function partnerKeyCommand(db: Database): OperatorCommand<typeof partnerKeyArgs> {
  return { name: 'partner-key', args: partnerKeyArgs, run: ({ partnerId }) => issuePartnerKey(db, partnerId) };
}
