import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** True once the server was told to stop: the health check fails while requests are still served. */
  readonly draining: boolean;
  startDraining(): void;
}

/**
 * The drain before a shutdown: a load balancer sees the health check fail and stops
 * sending traffic, while the requests it still sends are answered. Each answer asks
 * the client to close its keep-alive connection, so none is cut when the server closes.
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (draining) reply.header('Connection', 'close');
      done();
    });
  },
  { name: 'lifecycle', dependencies: [] },
);
