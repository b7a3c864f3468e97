import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from '../lib/app-error.ts';
import { routedPath } from '../lib/api-request.ts';
import { requireStaff } from '../lib/ownership.ts';

export const ADMIN_PREFIX = `${API_BASE}/api/admin`;
/** User management: admins only (docs/operations.md, "Roles"). */
export const ADMIN_ONLY_PREFIX = `${ADMIN_PREFIX}/users`;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Who may reach this request's path: nobody is checked outside /api/admin. */
export function adminAccess(request: FastifyRequest): 'open' | 'staff' | 'admin' {
  // The matched route, or the decoded path of an unmatched one, however the URL was spelt.
  const path = routedPath(request);
  if (under(path, ADMIN_ONLY_PREFIX)) return 'admin';
  if (under(path, ADMIN_PREFIX)) return 'staff';
  return 'open';
}

function checkAccess(request: FastifyRequest): void {
  const access = adminAccess(request);
  if (access === 'open') return;
  const auth = requireStaff(request);
  if (access === 'admin' && auth.role !== 'admin') throw new AppError(403, SERVER_MESSAGES.noPermission);
}

/**
 * The one role check of the operations API: every request under /proxy/api/admin needs a
 * session (401 'User not logged in') of staff or an admin (403 'No permission'), and
 * /proxy/api/admin/users an admin. It runs for every route, so a route added under
 * /api/admin cannot forget it. Registered after the session and CSRF hooks.
 */
export const staffOnlyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      try {
        checkAccess(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'staff-only', dependencies: ['session', 'csrf'] },
);
