// `npm run create-admin -- <email>`: makes an existing account an admin (the first one has no console to do it).
// While the server runs, it does the work over its operator channel (docs/operations.md, "The first admin").
import { createAdmin } from '../modules/accounts/operator-commands.ts';
import { UserRoles } from '../modules/accounts/user-roles.ts';
import { runCommand, runOperatorCommand, type Route } from './cli-support.ts';

export async function promoteToAdmin(
  email: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ userId: string; alreadyAdmin: boolean; route: Route }> {
  const { result, route } = await runOperatorCommand(env, 'create-admin', { email }, (db) =>
    createAdmin(new UserRoles(db), email),
  );
  return { ...result, route };
}

if (import.meta.main) {
  await runCommand('Usage: npm run create-admin -- <email of an existing account>', async (email) => {
    const { userId, alreadyAdmin, route } = await promoteToAdmin(email);
    const how = route === 'server' ? ' (done by the running server)' : '';
    console.log(`${email} (${userId}) ${alreadyAdmin ? 'was already' : 'is now'} an admin${how}.`);
  });
}
