import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl: string | undefined; from: string; dataDir: string }) => {
    const mailer = createMailer({
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      outboxDir: join(opts.dataDir, 'outbox'),
      log: app.log,
      counted: (outcome) => app.metrics.emails.inc({ outcome }),
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['metrics'] },
);
