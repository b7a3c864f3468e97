import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok, subscribeRequestSchema } from '@recircuit/contract';
import { queryOrBody } from '../../lib/request-input.ts';
import { errorResponses, redirectResponse } from '../../lib/documented-errors.ts';
import { requestAddressKey } from '../../lib/rate-limits/address-key.ts';
import type { SubscriptionsService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['subscription'];
const tokenQuery = z.object({ token: z.string().max(200).optional() });

const routes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (app, { subscriptions }) => {
  app.post(
    '/subscription/subscribe',
    {
      schema: {
        tags,
        summary: 'Ask for news by email (double opt-in)',
        ...queryOrBody(subscribeRequestSchema),
        response: { 200: envelopeSchema(z.null()), ...errorResponses(429) },
      },
    },
    async (request) =>
      ok(null, await subscriptions.subscribe(request.body, requestAddressKey(request), request.language)),
  );

  app.get(
    '/subscription/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a subscription (302 to the home page)',
        querystring: tokenQuery,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => reply.redirect(`/?subscription=${await subscriptions.confirm(request.query.token)}`),
  );

  app.get(
    '/subscription/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe (302 to the home page)',
        querystring: tokenQuery,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => reply.redirect(`/?subscription=${await subscriptions.unsubscribe(request.query.token)}`),
  );

  // RFC 8058 one-click unsubscribe from the mail client.
  app.post(
    '/subscription/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe',
        querystring: tokenQuery,
        response: { 200: envelopeSchema(z.object({ outcome: z.string() })) },
      },
    },
    async (request) => ok({ outcome: await subscriptions.unsubscribe(request.query.token) }),
  );
};

export const subscriptionRoutes = fp(routes, { name: 'subscriptions-routes', dependencies: [], encapsulate: true });
