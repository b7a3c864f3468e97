import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { LocalProvider } from './local.ts';
import { localPaymentPageRoutes } from './local-page-routes.ts';
import { scheduleRefundRetries } from './refund-job.ts';
import { paymentRoutes } from './routes.ts';
import { PaymentsService } from './service.ts';
import { StripeProvider, type StripeProviderOptions } from './stripe.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkouts, signed provider events and refunds; the data orders module hands it its order handler. */
    payments: PaymentsService;
  }
}

export interface PaymentsSettings {
  provider: { provider: 'local' } | ({ provider: 'stripe' } & StripeProviderOptions);
  /** Signs the local test provider's events and forms. */
  secret: string;
  publicUrl: string;
  production: boolean;
}

/** Payments through Stripe, or the built-in local test provider (docs/decisions/0016-payments-provider.md). */
export const paymentsModule = fp(
  async (app: FastifyInstance, settings: PaymentsSettings) => {
    const provider =
      settings.provider.provider === 'stripe'
        ? new StripeProvider(settings.provider)
        : new LocalProvider({ sessionSecret: settings.secret, publicUrl: settings.publicUrl });
    if (provider instanceof LocalProvider && settings.production) {
      app.log.warn(
        'payments use the local test provider: no money moves (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
      );
    }
    const payments = new PaymentsService({ db: app.db, provider, publicUrl: settings.publicUrl, log: app.log });
    app.decorate('payments', payments);
    scheduleRefundRetries(app, payments);
    await app.register(paymentRoutes, { prefix: API_BASE, payments });
    if (provider instanceof LocalProvider) {
      await app.register(localPaymentPageRoutes, { prefix: API_BASE, payments, local: provider });
    }
  },
  { name: 'payments', dependencies: ['db', 'scheduler', 'rate-limits'] },
);
