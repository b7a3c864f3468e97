// `npm run partner-key -- <partnerId>`: gives a partner a new key for confirming hand-ins and prints it once.
// Like create-admin, run it with the server's DATA_DIR or DATABASE_URL; on PGlite, while the server is stopped.
import { PartnerKeys } from '../modules/catalogue/partner-keys.ts';
import { runCommand, withServerDatabase } from './cli-support.ts';

export async function issuePartnerKey(partnerId: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return withServerDatabase(env, async (db) => {
    const key = await new PartnerKeys(db).issue(partnerId);
    if (!key)
      throw new Error(`No partner has the id ${partnerId}. The ids are in apps/server/src/db/seed-data/partners.json.`);
    return key;
  });
}

if (import.meta.main) {
  await runCommand('Usage: npm run partner-key -- <partnerId>', async (partnerId) => {
    const key = await issuePartnerKey(partnerId);
    console.log(`New key for ${partnerId} (shown once; any earlier key no longer works):`);
    console.log(`Authorization: Partner ${partnerId}:${key}`);
  });
}
