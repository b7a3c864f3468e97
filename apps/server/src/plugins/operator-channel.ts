import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OperatorCommands } from '../lib/operator-channel/registry.ts';
import { openOperatorChannel, type OperatorChannel } from '../lib/operator-channel/server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Commands an operator may hand to this server (create-admin, imports…); modules register theirs. */
    operatorCommands: OperatorCommands;
  }
}

/**
 * Decorates the registry of operator commands and, when given a socket path (the server process,
 * not an app built by a test), listens there once the app is ready and stops listening on close.
 */
export const operatorChannelPlugin = fp(
  async (app: FastifyInstance, options: { socketPath?: string | undefined }) => {
    const commands = new OperatorCommands();
    app.decorate('operatorCommands', commands);
    const { socketPath } = options;
    if (!socketPath) return;
    let channel: OperatorChannel | undefined;
    app.addHook('onReady', async () => {
      channel = await openOperatorChannel({ socketPath, commands, log: app.log });
    });
    app.addHook('onClose', async () => channel?.close());
  },
  { name: 'operator-channel' },
);
