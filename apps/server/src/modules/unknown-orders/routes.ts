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
import { assertOwner, requireAuth } from '../../lib/ownership.ts';
import { readInput } from '../../lib/request-input.ts';
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
        querystring: z.object({ userId: z.string().max(100).optional() }),
        body: z.record(z.string(), z.unknown()).nullish(),
        response: { 200: envelopeSchema(unknownOrderSchema) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = readInput(request, unknownDeviceRequestSchema);
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
        response: { 200: envelopeSchema(z.array(unknownOrderSchema)) },
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
