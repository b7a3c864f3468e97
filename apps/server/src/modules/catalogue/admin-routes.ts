import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CATALOGUE_MESSAGES,
  adminModelSchema,
  adminModelsPageSchema,
  adminModelsQuerySchema,
  createModelRequestSchema,
  envelopeSchema,
  ok,
  updateModelRequestSchema,
} from '@recircuit/contract';
import { requireStaff } from '../../lib/ownership.ts';
import { queryOrBody } from '../../lib/request-input.ts';
import { errorResponses } from '../../lib/documented-errors.ts';
import type { CatalogueAdminService } from './admin-service.ts';
import fp from 'fastify-plugin';

const tags = ['admin: catalogue'];
const idParam = z.object({ id: z.string().max(100) });
const model = { 200: envelopeSchema(adminModelSchema) };

/** Staff's catalogue: every model whatever its status, drafted, edited, published and retired here. */
const routes: FastifyPluginAsyncZod<{ catalogueAdmin: CatalogueAdminService }> = async (app, { catalogueAdmin }) => {
  const base = '/api/admin/catalogue/models';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Models of every status; q matches type, brand or name; newest release first',
        querystring: adminModelsQuerySchema,
        response: { 200: envelopeSchema(adminModelsPageSchema) },
      },
    },
    async (request) => {
      requireStaff(request);
      return ok(await catalogueAdmin.list(request.query));
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, summary: 'One model', params: idParam, response: model } },
    async (request) => {
      requireStaff(request);
      return ok(await catalogueAdmin.get(request.params.id));
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Draft a new model (not visible to the public until published)',
        ...queryOrBody(createModelRequestSchema),
        response: { ...model, ...errorResponses(409) },
      },
    },
    async (request) => {
      const auth = requireStaff(request);
      const input = request.body;
      return ok(await catalogueAdmin.create(auth, input), ADMIN_CATALOGUE_MESSAGES.modelCreated);
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Edit, publish, retire or reclassify a model; every instance serves it within seconds',
        params: idParam,
        ...queryOrBody(updateModelRequestSchema),
        response: { ...model, ...errorResponses(409) },
      },
    },
    async (request) => {
      const auth = requireStaff(request);
      const changes = request.body;
      return ok(await catalogueAdmin.update(auth, request.params.id, changes), ADMIN_CATALOGUE_MESSAGES.modelUpdated);
    },
  );
};

export const catalogueAdminRoutes = fp(routes, { name: 'catalogue-admin-routes', encapsulate: true });
