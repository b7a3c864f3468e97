// `npm run create-admin -- <email>`: makes an existing account an admin (the first one has no console to do it).
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AccountsRepository } from '../modules/accounts/repository.ts';

export async function promoteToAdmin(email: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadConfig(env);
  const handle = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    await handle.migrate();
    const user = await new AccountsRepository(handle.db).setRole(email, 'admin');
    if (!user) throw new Error(`No account uses ${email}. Register it on the site first, then run this again.`);
    return user.id;
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run create-admin -- <email of an existing account>');
    process.exit(1);
  }
  try {
    const userId = await promoteToAdmin(email);
    console.log(`${email} (${userId}) is now an admin.`);
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
