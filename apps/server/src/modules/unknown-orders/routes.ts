import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPLOAD_MESSAGES,
  envelopeSchema,
  ok,
  pageQuerySchema,
  unknownDeviceRequestSchema,
  unknownOrderSchema,
} from '@recircuit/contract';
import { assertOwner, requireAuth, signedIn } from '../../lib/ownership.ts';
import { queryOrBody } from '../../lib/request-input.ts';
import { errorResponses } from '../../lib/documented-errors.ts';
import { perUser } from '../../lib/rate-limits/per-user.ts';
import type { UnknownOrdersService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['unknown devices'];

const routes: FastifyPluginAsyncZod<{ orders: UnknownOrdersService }> = async (app, { orders }) => {
  app.post(
    '/api/unknown-device/submit',
    {
      schema: {
        tags,
        summary: 'Describe an unknown device with one to five of your uploaded images',
        ...queryOrBody(unknownDeviceRequestSchema),
        response: { 200: envelopeSchema(unknownOrderSchema), ...errorResponses(401, 403) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser } },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = request.body;
      const ownerId = input.userId ?? auth.userId;
      assertOwner(request, ownerId, 'write');
      const key = request.headers['idempotency-key'];
      const order = await orders.submit(ownerId, input, typeof key === 'string' && key.length <= 200 ? key : undefined);
      return ok(order, UPLOAD_MESSAGES.submitted);
    },
  );

  app.get(
    '/api/recycle-orders/unknown/by-device-owner/:id',
    {
      schema: {
        tags,
        summary: "An owner's unknown-device orders, newest first",
        params: z.object({ id: z.string().max(100) }),
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(z.array(unknownOrderSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      assertOwner(request, request.params.id, 'read');
      return ok(await orders.list(request.params.id, request.query.limit, request.query.offset));
    },
  );
};

export const unknownOrderRoutes = fp(routes, {
  name: 'unknown-orders-routes',
  dependencies: ['session', 'csrf', 'rate-limits'],
  encapsulate: true,
});
