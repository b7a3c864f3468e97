import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE } from '@recircuit/contract';
import { signToken, verifyToken } from '../../lib/signed-token.ts';
import { pageResponse, redirectResponse } from '../../lib/documented-errors.ts';
import type { LocalProvider } from './local.ts';
import { checkoutPage, messagePage } from './local-page.ts';
import type { CheckoutRow } from './repository.ts';
import type { PaymentsService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['payments'];
const sessionParam = z.object({ sessionId: z.string().max(100) });
/** The pages of a checkout: open, already paid, unknown, or ended. */
const endedPages = {
  200: pageResponse('The checkout, or that it is already paid'),
  404: pageResponse('No such checkout'),
  410: pageResponse('The checkout has ended'),
};
const formBody = z.object({ formToken: z.string().max(100).optional() }).nullish();
const FORM_PURPOSE = 'local-pay-form';

function describe(checkout: CheckoutRow): string {
  if (checkout.purpose === 'extension') {
    return `Extra hosting: ${checkout.months} month${checkout.months === 1 ? '' : 's'}`;
  }
  return 'Data service order';
}

/**
 * The local test provider's hosted page (`/proxy/pay/local/{sessionId}`). Its forms cannot send
 * the X-XSRF-TOKEN header, so these two POST routes skip the cookie check (`config.csrf`) and
 * check a token signed for this checkout instead; the Origin check still applies
 * (docs/api.md, "Payments and webhooks").
 */
const routes: FastifyPluginAsyncZod<{ payments: PaymentsService; local: LocalProvider }> = async (
  app,
  { payments, local },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const formToken = (sessionId: string) => signToken(local.secret, FORM_PURPOSE, sessionId);
  const HTML = 'text/html; charset=utf-8';

  /** The open checkout of this session, or the page that says why it cannot be paid. */
  async function openCheckout(sessionId: string) {
    const checkout = await payments.repository.findBySession('local', sessionId);
    if (!checkout) {
      return {
        status: 404 as const,
        page: messagePage(
          'Checkout not found',
          'This test checkout does not exist. Please start again from your order.',
        ),
      };
    }
    const { successUrl, cancelUrl } = payments.returnUrls(checkout.orderId);
    if (checkout.status === 'paid') {
      return {
        status: 200 as const,
        page: messagePage('Already paid', 'This test checkout has been paid.', {
          href: successUrl,
          label: 'See the order',
        }),
      };
    }
    if (checkout.status !== 'open' || checkout.expiresAt.getTime() <= Date.now()) {
      return {
        status: 410 as const,
        page: messagePage(
          'This checkout has ended',
          'It can no longer be paid. You can start a new payment from your order.',
          {
            href: cancelUrl,
            label: 'Back to the order',
          },
        ),
      };
    }
    return { checkout, successUrl, cancelUrl };
  }

  app.get(
    '/pay/local/:sessionId',
    {
      schema: {
        tags,
        summary: "The local test provider's checkout page (HTML)",
        params: sessionParam,
        response: endedPages,
      },
    },
    async (request, reply) => {
      const found = await openCheckout(request.params.sessionId);
      if (!found.checkout) return reply.code(found.status).type(HTML).send(found.page);
      const { checkout } = found;
      return reply.type(HTML).send(
        checkoutPage({
          sessionId: checkout.providerSessionId,
          orderNumber: (await payments.orderNumberOf(checkout.orderId)) ?? '',
          description: describe(checkout),
          amountPence: checkout.amountPence,
          formToken: formToken(checkout.providerSessionId),
          actionBase: `${API_BASE}/pay/local/${encodeURIComponent(checkout.providerSessionId)}`,
        }),
      );
    },
  );

  const formSchema = {
    tags,
    params: sessionParam,
    body: formBody,
    consumes: ['application/x-www-form-urlencoded'],
    response: {
      303: redirectResponse,
      403: pageResponse('The form has expired'),
      502: pageResponse('The payment could not be recorded: try again'),
      ...endedPages,
    },
  };
  const badForm = () =>
    messagePage('This form has expired', 'Please open the checkout again from your order and try once more.');

  app.post(
    '/pay/local/:sessionId/pay',
    {
      schema: { ...formSchema, summary: 'Pay a local test checkout: delivers a signed event to the webhook, then 303' },
      config: { csrf: 'form-token', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      if (!verifyToken(local.secret, FORM_PURPOSE, sessionId, request.body?.formToken)) {
        return reply.code(403).type(HTML).send(badForm());
      }
      const found = await openCheckout(sessionId);
      if (!found.checkout) return reply.code(found.status).type(HTML).send(found.page);
      const event = local.signedEvent('checkout.session.completed', {
        sessionId,
        orderId: found.checkout.orderId,
        paymentStatus: 'paid',
        amountPence: found.checkout.amountPence,
      });
      // Delivered through the webhook route itself, exactly as the provider's own call would arrive.
      const delivered = await app.inject({
        method: 'POST',
        url: `${API_BASE}/api/payments/webhook/local`,
        headers: event.headers,
        payload: event.rawBody,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'the local payment event was refused');
        return reply
          .code(502)
          .type(HTML)
          .send(messagePage('Payment not recorded', 'The test payment could not be recorded. Please try again.'));
      }
      return reply.redirect(found.successUrl, 303);
    },
  );

  app.post(
    '/pay/local/:sessionId/cancel',
    {
      schema: { ...formSchema, summary: 'Leave a local test checkout unpaid (303 to the order)' },
      config: { csrf: 'form-token' },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      if (!verifyToken(local.secret, FORM_PURPOSE, sessionId, request.body?.formToken)) {
        return reply.code(403).type(HTML).send(badForm());
      }
      const checkout = await payments.repository.findBySession('local', sessionId);
      if (!checkout)
        return reply.code(404).type(HTML).send(messagePage('Checkout not found', 'This test checkout does not exist.'));
      return reply.redirect(payments.returnUrls(checkout.orderId).cancelUrl, 303);
    },
  );
};

export const localPaymentPageRoutes = fp(routes, {
  name: 'local-payment-page-routes',
  dependencies: ['session', 'csrf'],
  encapsulate: true,
});
