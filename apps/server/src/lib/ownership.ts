import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from './app-error.ts';
import type { Auth } from './auth.ts';

/** The signed-in user, or 401 'User not logged in'. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError(401, SERVER_MESSAGES.notLoggedIn);
  return request.auth;
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
 * Every route that takes a user id (`userId`, `userid`, `deviceOwnerId`, an owner `{id}`)
 * goes through here: the id must be the caller's own, else 403 'No permission'.
 * Reads may also be made by staff and admins.
 */
export function assertOwner(request: FastifyRequest, userId: string | undefined, access: 'read' | 'write'): Auth {
  const auth = requireAuth(request);
  if (userId === auth.userId) return auth;
  if (access === 'read' && isStaff(auth)) return auth;
  throw new AppError(403, SERVER_MESSAGES.noPermission);
}
