// `npm run create-admin -- <email>`: makes an existing account an admin (the first one has no console to do it).
import { AccountsRepository } from '../modules/accounts/repository.ts';
import { runCommand, withServerDatabase } from './cli-support.ts';

export async function promoteToAdmin(email: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return withServerDatabase(env, async (db) => {
    const user = await new AccountsRepository(db).setRole(email, 'admin');
    if (!user) throw new Error(`No account uses ${email}. Register it on the site first, then run this again.`);
    return user.id;
  });
}

if (import.meta.main) {
  await runCommand('Usage: npm run create-admin -- <email of an existing account>', async (email) => {
    const userId = await promoteToAdmin(email);
    console.log(`${email} (${userId}) is now an admin.`);
  });
}
