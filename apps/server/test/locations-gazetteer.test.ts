import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { openDatabase } from '../src/db/client.ts';
import { readCsv } from '../src/modules/locations/gazetteer/csv.ts';
import {
  GazetteerImportError,
  importGazetteer,
  type GazetteerFiles,
} from '../src/modules/locations/gazetteer/importer.ts';
import { startHealthyServer } from './helpers/server-process.ts';
import { tempDir } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/locations/gazetteer/${name}`, import.meta.url));
const FIXTURES: GazetteerFiles = {
  postcodes: fixture('postcodes.csv.gz'),
  outcodes: fixture('outcodes.csv'),
  sectors: fixture('sectors.csv.gz'),
  places: fixture('places.csv.gz'),
};
const CLI = fileURLToPath(new URL('../src/cli/import-gazetteer.ts', import.meta.url));

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function postcodes(db: Database): Promise<string[]> {
  const found = await rows<{ postcode: string }>(db, sql`select postcode from gazetteer_postcodes order by postcode`);
  return found.map((row) => row.postcode);
}

async function records(text: string) {
  const found = [];
  for await (const record of readCsv(Readable.from([text]))) found.push(record);
  return found;
}

describe('gazetteer CSV reader', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and knows each record’s line', async () => {
    expect(await records('a,b\n"x, y","say ""hi""",\n\n"two\nlines",z\nlast,1')).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['x, y', 'say "hi"', ''], line: 2 },
      { fields: ['two\nlines', 'z'], line: 4 },
      { fields: ['last', '1'], line: 6 },
    ]);
  });

  it('refuses a quote left open or stray text after a closing quote', async () => {
    await expect(records('a,b\n"open,1\n')).rejects.toThrow('never closed');
    await expect(records('a,b\n"x"y,1\n')).rejects.toThrow('closing quote');
    await expect(records('a,b\nx"y,1\n')).rejects.toThrow('a quote appears inside an unquoted field');
  });

  it('reads a file that starts with a byte order mark and ends its lines with CRLF', async () => {
    expect(await records('\ufeffa,b\r\n1,2\r\n')).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['1', '2'], line: 2 },
    ]);
  });
});

describe('gazetteer import', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.migrate();
    db = database.handle.db;
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('loads every table, with postcode and sector keys upper case and without the space', async () => {
    const counts = await importGazetteer(db, FIXTURES);
    expect(counts).toEqual({ postcodes: 6, outcodes: 4, sectors: 2, places: 8 });
    expect(await postcodes(db)).toEqual(['BS15TR', 'EH11YZ', 'M11AE', 'M12AB', 'SW1A1AA', 'SW1A2AA']);
    expect(await rows(db, sql`select sector, lat, lng from gazetteer_sectors order by sector`)).toEqual([
      { sector: 'M11', lat: 53.48001, lng: -2.234 },
      { sector: 'SW1A1', lat: 51.50499, lng: -0.13933 },
    ]);
    expect(await rows(db, sql`select outcode from gazetteer_outcodes order by outcode`)).toEqual([
      { outcode: 'BS1' },
      { outcode: 'EH1' },
      { outcode: 'M1' },
      { outcode: 'SW1A' },
    ]);
    const places = await rows<{
      name: string;
      name_alt: string | null;
      county: string | null;
      district: string | null;
    }>(db, sql`select name, name_alt, county, district from gazetteer_places order by id`);
    expect(places.map((place) => place.name)).toEqual([
      'Wells',
      'Wells',
      'Manchester',
      'Bristol',
      'Cardiff',
      'Hull',
      'Aberdare',
      "Land's End",
    ]);
    expect(places[5]).toMatchObject({ county: 'Kingston upon Hull, City of', district: null });
    expect(places[6]).toMatchObject({ name_alt: 'Aberdâr' });
    // The loaded tables took the live ones' place under migration 0013's names, with nothing left behind.
    expect(
      await rows(
        db,
        sql`select conname from pg_constraint where conname like 'gazetteer_%' and contype = 'p' order by conname`,
      ),
    ).toEqual([
      { conname: 'gazetteer_outcodes_pkey' },
      { conname: 'gazetteer_places_pkey' },
      { conname: 'gazetteer_postcodes_pkey' },
      { conname: 'gazetteer_sectors_pkey' },
    ]);
    expect(await rows(db, sql`select tablename from pg_tables where tablename like '%_loading'`)).toEqual([]);
  });

  it('replaces a table’s content with the new file, and leaves the tables it was not given', async () => {
    await importGazetteer(db, FIXTURES);
    const counts = await importGazetteer(db, { postcodes: fixture('postcodes-small.csv') });
    expect(counts).toEqual({ postcodes: 1 });
    expect(await postcodes(db)).toEqual(['EH11YZ']);
    expect(await rows(db, sql`select count(*)::int as n from gazetteer_places`)).toEqual([{ n: 8 }]);
    await importGazetteer(db, { places: FIXTURES.places });
    // Ids start again: the table holds the file and nothing of the earlier load.
    expect(await rows(db, sql`select min(id)::int as min, count(*)::int as n from gazetteer_places`)).toEqual([
      { min: 1, n: 8 },
    ]);
  });

  it('stops at a bad row, names the file and line, and changes nothing of any table', async () => {
    await importGazetteer(db, FIXTURES);
    const before = await postcodes(db);

    const badLat = importGazetteer(db, { places: FIXTURES.places, postcodes: fixture('postcodes-bad-lat.csv') });
    await expect(badLat).rejects.toThrow(GazetteerImportError);
    await expect(badLat).rejects.toThrow('postcodes-bad-lat.csv, line 4: 91.45492, -2.59213 is outside the UK.');

    await expect(
      importGazetteer(db, { postcodes: FIXTURES.postcodes, places: fixture('places-bad-type.csv.gz') }),
    ).rejects.toThrow('places-bad-type.csv.gz, line 3: the local_type "Metropolis" is not one of City, Town');

    for (const batchRows of [100_000, 2]) {
      await expect(
        importGazetteer(db, { postcodes: fixture('postcodes-duplicate.csv.gz') }, { batchRows }),
      ).rejects.toThrow('postcodes-duplicate.csv.gz, line 5: M11AE appears more than once.');
    }

    await expect(importGazetteer(db, { postcodes: fixture('not-gzip.csv.gz') })).rejects.toThrow(
      'Cannot read not-gzip.csv.gz: it is not a readable CSV file compressed with gzip.',
    );
    await expect(importGazetteer(db, { postcodes: fixture('missing.csv') })).rejects.toThrow(
      `Cannot read ${fixture('missing.csv')}`,
    );
    await expect(importGazetteer(db, { outcodes: FIXTURES.postcodes })).rejects.toThrow(
      'postcodes.csv.gz, line 1: the header has no "outcode" column',
    );

    expect(await postcodes(db)).toEqual(before);
    expect(await rows(db, sql`select count(*)::int as n from gazetteer_places`)).toEqual([{ n: 8 }]);
    expect(await rows(db, sql`select tablename from pg_tables where tablename like '%_loading'`)).toEqual([]);
  });
});

describe('npm run import:gazetteer', () => {
  it('hands the files to the running server on PGlite, prints counts, and explains bad arguments and files', async () => {
    // On PostgreSQL the server gets a database of its own, so the import touches no other test's tables.
    const database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const env = database?.url ? { DATABASE_URL: database.url } : {};
    await database?.handle.close();
    const dataDir = await tempDir();
    const server = await startHealthyServer({ DATA_DIR: dataDir, ...env });
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [CLI, ...args], {
        cwd: fileURLToPath(new URL('./fixtures/locations/gazetteer/', import.meta.url)),
        env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
        encoding: 'utf8',
      });
    try {
      // Relative paths are read from where the command was run, by the server.
      const done = cli('--postcodes', 'postcodes.csv.gz', '--places', 'places.csv.gz');
      expect(done.stderr).toBe('');
      expect(done.status).toBe(0);
      expect(done.stdout).toMatch(
        /^Gazetteer loaded in [\d.]+ s \(done by the running server\): 6 postcodes, 8 places\.\n$/,
      );

      const usage = cli('--postcode', 'postcodes.csv.gz');
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('Usage: npm run import:gazetteer');
      expect(cli().status).toBe(1);

      const bad = cli('--postcodes', 'postcodes-bad-lat.csv');
      expect(bad.status).toBe(1);
      expect(bad.stderr.trim()).toBe('postcodes-bad-lat.csv, line 4: 91.45492, -2.59213 is outside the UK.');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const handle = await openDatabase({ url: database?.url, pgliteDir: `${dataDir}/pglite` });
    try {
      expect(await postcodes(handle.db)).toHaveLength(6);
    } finally {
      await handle.close();
      await database?.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
