import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES, checkoutRequestSchema, checkoutSchema, envelopeSchema, ok } from '@recircuit/contract';
import { requireAuth, signedIn } from '../../lib/ownership.ts';
import { RAW_BODY, queryOrBody } from '../../lib/request-input.ts';
import { errorResponses } from '../../lib/documented-errors.ts';
import { perUser } from '../../lib/rate-limits/per-user.ts';
import type { PaymentsService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['payments'];
/** Stripe's events are a few kilobytes; this leaves room and refuses anything larger. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const routes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.post(
    '/api/payments/checkout',
    {
      schema: {
        tags,
        summary: 'A new checkout for an unpaid order (owner)',
        ...queryOrBody(checkoutRequestSchema),
        response: { 200: envelopeSchema(checkoutSchema), ...errorResponses(401, 403, 404, 409) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser } },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const { orderId } = request.body;
      return ok(await payments.checkoutFor(auth, orderId));
    },
  );

  // The signature covers the exact bytes sent, so this route alone reads its body raw.
  await app.register(async (instance) => {
    const webhook = instance.withTypeProvider<ZodTypeProvider>();
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/payments/webhook/:provider',
      {
        schema: {
          tags,
          summary: "The payment provider's signed events (raw body, `Stripe-Signature` header)",
          params: z.object({ provider: z.string().max(40) }),
          [RAW_BODY]: 'The event exactly as the provider signed it',
          response: { 200: envelopeSchema(z.object({ duplicate: z.boolean() })) },
        },
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await payments.handleWebhook(request.params.provider, raw, request.headers);
        return ok({ duplicate: outcome === 'duplicate' }, PAYMENT_MESSAGES.received);
      },
    );
  });
};

export const paymentRoutes = fp(routes, {
  name: 'payments-routes',
  dependencies: ['session', 'csrf', 'rate-limits'],
  encapsulate: true,
});
