import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { runSeeds, type SeedStep } from '../src/db/seed.ts';
import { seedVersions } from '../src/db/tables.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { testConfig } from './helpers/test-app.ts';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.destroy();
});

async function freshDatabase() {
  const database = await createTestDatabase();
  opened.push(database);
  await database.handle.migrate();
  return database.handle;
}

describe('migrations', () => {
  it('create the tables and can run again without harm', async () => {
    const handle = await freshDatabase();
    await handle.migrate();
    const rows = await handle.db.select().from(seedVersions);
    expect(rows).toEqual([]);
  });
});

describe('seeding', () => {
  it('applies each version of a step once, in a transaction', async () => {
    const handle = await freshDatabase();
    await handle.db.execute(sql`create table seed_probe (n int)`);
    const runs: number[] = [];
    const step = (version: number): SeedStep => ({
      name: 'probe',
      version,
      async run(tx) {
        runs.push(version);
        await tx.execute(sql`insert into seed_probe values (${version})`);
      },
    });
    expect(await runSeeds(handle.db, [step(1)])).toEqual(['probe@1']);
    expect(await runSeeds(handle.db, [step(1)])).toEqual([]);
    expect(await runSeeds(handle.db, [step(2)])).toEqual(['probe@2']);
    expect(runs).toEqual([1, 2]);
    const [row] = await handle.db.select().from(seedVersions);
    expect(row?.version).toBe(2);
  });

  it('leaves nothing behind when a step fails', async () => {
    const handle = await freshDatabase();
    await handle.db.execute(sql`create table seed_probe (n int)`);
    const failing: SeedStep = {
      name: 'broken',
      version: 1,
      async run(tx) {
        await tx.execute(sql`insert into seed_probe values (1)`);
        throw new Error('bad data');
      },
    };
    await expect(runSeeds(handle.db, [failing])).rejects.toThrow('bad data');
    const probe = await handle.db.execute(sql`select count(*)::int as n from seed_probe`);
    expect((probe as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect(await handle.db.select().from(seedVersions)).toEqual([]);
  });
});

describe('persistence', () => {
  it('keeps data across a restart of the app', async () => {
    // With DATABASE_URL the app uses that server; without it, PGlite files in DATA_DIR.
    const shared = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    if (shared) opened.push(shared);
    const config = await testConfig(shared ? { DATABASE_URL: shared.url } : {});
    expect(config.databaseUrl).toBe(shared?.url);

    const first = await buildApp(config);
    await first.ready();
    await first.db.insert(seedVersions).values({ name: 'restart-probe', version: 7 });
    await first.close();

    const second = await buildApp(config);
    await second.ready();
    const rows = await second.db.select().from(seedVersions);
    expect(rows.find((row) => row.name === 'restart-probe')?.version).toBe(7);
    await second.close();
  });
});

describe('a PGlite data folder', () => {
  it('is made on first use, private, with a 32 MB buffer cache, and opens again as it was', async () => {
    const root = await mkdtemp(join(tmpdir(), 'recircuit-pglite-'));
    try {
      const dir = join(root, 'pglite');
      const first = await openDatabase({ pgliteDir: dir });
      // The cluster was made before this instance opened it (in a worker of its own), with private files.
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
      expect(statSync(join(dir, 'PG_VERSION')).mode & 0o077).toBe(0);
      await first.migrate();
      await first.db.insert(seedVersions).values({ name: 'folder-probe', version: 3 });
      await first.close();

      const second = await openDatabase({ pgliteDir: dir });
      const shown = (await second.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(shown.rows[0]?.shared_buffers).toBe('32MB');
      const rows = await second.db.select().from(seedVersions);
      expect(rows.find((row) => row.name === 'folder-probe')?.version).toBe(3);
      await second.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
