import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  ADMIN_PARTNER_MESSAGES,
  adminPartnerSchema,
  envelopeSchema,
  ok,
  partnerKeySchema,
  partnerRequestSchema,
  strictQuery,
} from '@recircuit/contract';
import { requireStaff } from '../../lib/ownership.ts';
import { queryOrBody } from '../../lib/request-input.ts';
import { errorResponses } from '../../lib/documented-errors.ts';
import type { PartnerAdminService } from './partner-admin-service.ts';

const tags = ['admin: partners'];
const idParam = z.object({ id: z.string().max(100) });
const noQuery = strictQuery({});
const partner = { 200: envelopeSchema(adminPartnerSchema) };

/** Staff's partners: every one, retired too, added, edited, retired, restored and given keys here. */
const routes: FastifyPluginAsyncZod<{ partnerAdmin: PartnerAdminService }> = async (app, { partnerAdmin }) => {
  const base = '/api/admin/partners';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Every partner, retired ones too, by name; hasKey says whether its counter has a key',
        querystring: noQuery,
        response: { 200: envelopeSchema(z.array(adminPartnerSchema)) },
      },
    },
    async (request) => {
      requireStaff(request);
      return ok(await partnerAdmin.list());
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a partner; latitude and longitude left out are looked up from the postcode',
        ...queryOrBody(partnerRequestSchema),
        response: partner,
      },
    },
    async (request) => {
      const auth = requireStaff(request);
      const input = request.body;
      return ok(await partnerAdmin.create(auth, input), ADMIN_PARTNER_MESSAGES.partnerCreated);
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary:
          'Replace a partner’s facts (the whole partner, as on create); every instance serves them within seconds',
        params: idParam,
        ...queryOrBody(partnerRequestSchema),
        response: partner,
      },
    },
    async (request) => {
      const auth = requireStaff(request);
      const input = request.body;
      return ok(await partnerAdmin.update(auth, request.params.id, input), ADMIN_PARTNER_MESSAGES.partnerUpdated);
    },
  );

  app.post(
    `${base}/:id/retire`,
    {
      schema: {
        tags,
        summary: 'Offer the partner to nobody; its orders keep naming it',
        params: idParam,
        response: { ...partner, ...errorResponses(409) },
      },
    },
    async (request) => {
      const auth = requireStaff(request);
      return ok(await partnerAdmin.retire(auth, request.params.id), ADMIN_PARTNER_MESSAGES.partnerRetired);
    },
  );

  app.post(
    `${base}/:id/restore`,
    {
      schema: {
        tags,
        summary: 'Offer a retired partner again',
        params: idParam,
        response: { ...partner, ...errorResponses(409) },
      },
    },
    async (request) => {
      const auth = requireStaff(request);
      return ok(await partnerAdmin.restore(auth, request.params.id), ADMIN_PARTNER_MESSAGES.partnerRestored);
    },
  );

  app.post(
    `${base}/:id/key`,
    {
      schema: {
        tags,
        summary: 'A new key for the partner’s counter (the old one stops working), shown only in this answer',
        params: idParam,
        response: { 200: envelopeSchema(partnerKeySchema) },
      },
    },
    async (request, reply) => {
      const auth = requireStaff(request);
      reply.header('Cache-Control', 'no-store');
      return ok(await partnerAdmin.issueKey(auth, request.params.id), ADMIN_PARTNER_MESSAGES.keyIssued);
    },
  );
};

export const partnerAdminRoutes = fp(routes, { name: 'partner-admin-routes', encapsulate: true });
