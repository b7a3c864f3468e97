import { z } from 'zod';
import { OperatorCommandError, type OperatorCommand } from '../../lib/operator-channel/registry.ts';
import type { UserRoles } from './user-roles.ts';

const createAdminArgs = z.object({
  email: z
    .string({ error: 'Give the email of an existing account.' })
    .trim()
    .min(1, 'Give the email of an existing account.')
    .max(254, 'That is too long for an email address.'),
});

/** `npm run create-admin -- <email>`, run by the server or, when none runs, by the command itself. */
export async function createAdmin(
  userRoles: UserRoles,
  email: string,
): Promise<{ userId: string; alreadyAdmin: boolean }> {
  const outcome = await userRoles.makeAdmin(email);
  if (!outcome) {
    throw new OperatorCommandError(`No account uses ${email}. Register it on the site first, then run this again.`);
  }
  return outcome;
}

export function createAdminCommand(userRoles: UserRoles): OperatorCommand<typeof createAdminArgs> {
  return { name: 'create-admin', args: createAdminArgs, run: ({ email }) => createAdmin(userRoles, email) };
}
