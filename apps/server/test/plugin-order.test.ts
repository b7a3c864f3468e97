import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { operationsModule } from '../src/modules/operations/plugin.ts';
import { csrfPlugin } from '../src/plugins/csrf.ts';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { staticWebPlugin } from '../src/plugins/static-web.ts';
import { healthRoutes } from '../src/modules/health/routes.ts';

// Plugins declare what they need (fastify-plugin's name and dependencies), so a wrong
// order in app.ts fails at start instead of misbehaving later.
describe('plugin order', () => {
  it('refuses a plugin registered before a plugin it depends on, naming both', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await expect(app.register(staticWebPlugin, { root: '/nonexistent' })).rejects.toThrow(
      /'rate-limits'.*'static-web'/,
    );
    await app.close();
  });

  it('refuses CSRF checks without the session plugin before them', async () => {
    const app = Fastify();
    await expect(app.register(csrfPlugin, { publicUrl: 'http://localhost', secure: false })).rejects.toThrow(
      /'session'.*'csrf'/,
    );
    await app.close();
  });

  it('refuses module routes registered before the plugins they use', async () => {
    const app = Fastify();
    await expect(app.register(healthRoutes)).rejects.toThrow(/'db'.*'health-routes'/);
    await app.close();
  });

  it('refuses a module registered before a module it needs, naming it', async () => {
    const app = Fastify();
    // Everything the operations console needs but the data orders.
    for (const name of ['db', 'metrics', 'accounts', 'payments', 'device-orders', 'unknown-orders']) {
      await app.register(fp(async () => {}, { name }));
    }
    await expect(app.register(operationsModule)).rejects.toThrow(/'data-orders'.*'operations'/);
    await app.close();
  });
});
