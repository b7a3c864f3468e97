// `npm run partner-key -- <partnerId>`: gives a partner a new key for confirming hand-ins and prints it once.
// Like create-admin, run it with the server's DATA_DIR or DATABASE_URL; a running server does the work itself.
import { issuePartnerKey as issue } from '../modules/catalogue/operator-commands.ts';
import { runCommand, runOperatorCommand } from './cli-support.ts';

export async function issuePartnerKey(partnerId: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { result } = await runOperatorCommand(env, 'partner-key', { partnerId }, (db) => issue(db, partnerId));
  return result;
}

if (import.meta.main) {
  await runCommand('Usage: npm run partner-key -- <partnerId>', async (partnerId) => {
    const key = await issuePartnerKey(partnerId);
    console.log(`New key for ${partnerId} (shown once; any earlier key no longer works):`);
    console.log(`Authorization: Partner ${partnerId}:${key}`);
  });
}
