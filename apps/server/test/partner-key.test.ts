import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { CatalogueFile } from '../src/modules/catalogue/seed.ts';
import { registerAndLogin } from './helpers/accounts.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { testConfig } from './helpers/test-app.ts';
import { cliRunner } from './helpers/cli.ts';

const data = JSON.parse(
  readFileSync(new URL('../src/db/seed-data/catalogue.json', import.meta.url), 'utf8'),
) as CatalogueFile;
const model = data.models.find((entry) => entry.classification === 'recycle') as CatalogueFile['models'][number];

describe('npm run partner-key', () => {
  it('prints a new key once, which then confirms a hand-in as that partner', async () => {
    // On PostgreSQL a database of its own; on PGlite the data folder, used while no server runs.
    const database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const env = database?.url ? { DATABASE_URL: database.url } : {};
    const config = await testConfig(env);
    try {
      const app = await buildApp(config);
      const owner = await registerAndLogin(app);
      const saved = await app.inject({
        method: 'POST',
        url: '/proxy/api/device-recycle/save-device',
        headers: owner.writeHeaders,
        payload: {
          userid: owner.userId,
          classification: 'recycle',
          partnerId: 'circuit-reclaim-demo',
          type: model.type,
          brand: model.brand,
          name: model.name,
          color: model.colors[0],
          storage: model.storagesGb[0],
          grade: 'B',
        },
      });
      const orderId = (saved.json() as { data: { orderId: string } }).data.orderId;
      await app.close();

      const run = cliRunner('partner-key', { DATA_DIR: config.dataDir, ...env });
      const issued = run('circuit-reclaim-demo');
      expect(issued.status).toBe(0);
      const header = issued.stdout.match(/^Authorization: (Partner circuit-reclaim-demo:\S+)$/m)?.[1];
      expect(header).toBeDefined();

      const unknown = run('nobody-demo');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No partner has the id nobody-demo');
      const usage = run();
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('Usage');

      const again = await buildApp(config);
      try {
        const confirmed = await again.inject({
          method: 'POST',
          url: `/proxy/api/recycle-orders/qr/${orderId}/confirm`,
          headers: { authorization: header as string },
          payload: { gradeFound: 'B' },
        });
        expect(confirmed.statusCode).toBe(200);
        const history = (confirmed.json() as { data: { history: { status: string; partner: unknown }[] } }).data
          .history;
        expect(history.at(-1)).toMatchObject({
          status: 'Handed in',
          partner: { partnerId: 'circuit-reclaim-demo', name: 'Circuit Reclaim (demo)' },
        });
      } finally {
        await again.close();
      }
    } finally {
      await database?.destroy();
    }
    // Two server starts and two CLI runs, each migrating the embedded database.
  }, 120_000);
});
