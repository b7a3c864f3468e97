// `npm run partner-key -- <partnerId>`: gives a partner a new key for confirming hand-ins and prints it once.
// Like create-admin, run it with the server's DATA_DIR or DATABASE_URL; on PGlite, while the server is stopped.
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { PartnerKeys } from '../modules/catalogue/partner-keys.ts';

export async function issuePartnerKey(partnerId: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadConfig(env);
  const handle = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    await handle.migrate();
    const key = await new PartnerKeys(handle.db).issue(partnerId);
    if (!key)
      throw new Error(`No partner has the id ${partnerId}. The ids are in apps/server/src/db/seed-data/partners.json.`);
    return key;
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  const partnerId = process.argv[2];
  if (!partnerId) {
    console.error('Usage: npm run partner-key -- <partnerId>');
    process.exit(1);
  }
  try {
    const key = await issuePartnerKey(partnerId);
    console.log(`New key for ${partnerId} (shown once; any earlier key no longer works):`);
    console.log(`Authorization: Partner ${partnerId}:${key}`);
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
