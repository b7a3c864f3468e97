import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { subscriptionRoutes } from './routes.ts';
import { SubscriptionsService } from './service.ts';

/** News by email with a double opt-in. `secret` signs the confirm and unsubscribe links. */
export const subscriptionsModule = fp(
  async (app: FastifyInstance, settings: { secret: string; publicUrl: string }) => {
    const subscriptions = new SubscriptionsService({
      db: app.db,
      mailer: app.mailer,
      limiter: app.limiter,
      secret: settings.secret,
      publicUrl: settings.publicUrl,
      log: app.log,
    });
    await app.register(subscriptionRoutes, { prefix: API_BASE, subscriptions });
  },
  { name: 'subscriptions', dependencies: ['db', 'mail', 'rate-limits'] },
);
