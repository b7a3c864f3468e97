import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from './app-error.ts';
import type { Auth } from './auth.ts';

/** The signed-in user, or 401 'User not logged in'. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError(401, SERVER_MESSAGES.notLoggedIn);
  return request.auth;
}

/**
 * The same check as a route's `preValidation` hook, for a route whose input is checked by its
 * schema: who is asking is settled (401) before what they sent (400), as when the handler checked both.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireAuth(request);
}

export function isStaff(auth: Auth | null): boolean {
  return auth?.role === 'staff' || auth?.role === 'admin';
}

/** A member of staff or an admin: 401 without a session, 403 'No permission' for an owner. */
export function requireStaff(request: FastifyRequest): Auth {
  const auth = requireAuth(request);
  if (!isStaff(auth)) throw new AppError(403, SERVER_MESSAGES.noPermission);
  return auth;
}

/**
 * The one ownership rule: what belongs to `ownerId` is its owner's to read and change; staff and
 * admins may read it too. Else 403 'No permission'. Says whether the caller is the owner.
 */
export function assertCanAccess(
  auth: Auth,
  ownerId: string | null | undefined,
  access: 'read' | 'write',
): { isOwner: boolean } {
  const isOwner = typeof ownerId === 'string' && ownerId === auth.userId;
  if (isOwner || (access === 'read' && isStaff(auth))) return { isOwner };
  throw new AppError(403, SERVER_MESSAGES.noPermission);
}

/**
 * Every route that takes a user id (`userId`, `userid`, `deviceOwnerId`, an owner `{id}`)
 * goes through here: the id must be the caller's own (`assertCanAccess`).
 */
export function assertOwner(request: FastifyRequest, userId: string | undefined, access: 'read' | 'write'): Auth {
  const auth = requireAuth(request);
  assertCanAccess(auth, userId, access);
  return auth;
}
