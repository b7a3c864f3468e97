import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_USER_MESSAGES,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  envelopeSchema,
  ok,
  roleChangeRequestSchema,
  SERVER_MESSAGES,
} from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { requireStaff } from '../../lib/ownership.ts';
import { queryOrBody } from '../../lib/request-input.ts';
import { errorResponses } from '../../lib/documented-errors.ts';
import type { UserRoles } from './user-roles.ts';
import fp from 'fastify-plugin';

const tags = ['admin: users'];

/** Admins only (staff get 403), whatever guards the whole /api/admin tree. */
function requireAdmin(request: FastifyRequest): Auth {
  const auth = requireStaff(request);
  if (auth.role !== 'admin') throw new AppError(403, SERVER_MESSAGES.noPermission);
  return auth;
}

/** User management: an admin searches accounts and makes one staff or owner (docs/operations.md, "Roles"). */
const routes: FastifyPluginAsyncZod<{ userRoles: UserRoles }> = async (app, { userRoles }) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Accounts whose email or names match q, newest first (admin only)',
        querystring: adminUsersQuerySchema,
        response: { 200: envelopeSchema(adminUsersPageSchema) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await userRoles.list(request.query));
    },
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: 'Make an account staff or owner (admin only; never your own)',
        params: z.object({ id: z.string().max(100) }),
        ...queryOrBody(roleChangeRequestSchema),
        response: { 200: envelopeSchema(adminUserSchema), ...errorResponses(409) },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      const { role } = request.body;
      return ok(await userRoles.changeRole(auth, request.params.id, role), ADMIN_USER_MESSAGES.roleChanged);
    },
  );
};

export const userRolesRoutes = fp(routes, { name: 'user-roles-routes', encapsulate: true });
