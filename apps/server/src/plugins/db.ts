import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { runSeeds, type SeedStep } from '../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A database opened by the caller (tests); it is migrated here, and the caller closes it. */
  handle?: DatabaseHandle | undefined;
  /** Every module's reference data, in the order it must be applied. */
  seeds: SeedStep[];
}

/** Opens the database, applies migrations and seeds, and closes it when the app closes. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: DbPluginOptions) => {
    const ownsHandle = !opts.handle;
    const handle =
      opts.handle ?? (await openDatabase({ url: opts.databaseUrl, pgliteDir: join(opts.dataDir, 'pglite') }));
    try {
      await handle.migrate();
      const applied = await runSeeds(handle.db, opts.seeds);
      if (applied.length) app.log.info({ applied }, 'reference data seeded');
    } catch (error) {
      if (ownsHandle) await handle.close();
      throw error;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (ownsHandle) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db', dependencies: [] },
);
