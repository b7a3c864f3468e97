import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCATION_ACCEPTS } from '@recircuit/contract';
import { LocationsImporter } from '../src/modules/locations/import/importer.ts';
import { parseSource } from '../src/modules/locations/import/parse.ts';
import { LocationImportError, type ImportedPoint } from '../src/modules/locations/import/types.ts';
import { locations } from '../src/modules/locations/tables.ts';
import { startHealthyServer } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { tempDir } from './helpers/test-app.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/locations/', import.meta.url));
const OSM = join(FIXTURES, 'osm-tags.geojson');
const OVERPASS = join(FIXTURES, 'overpass.json');
const OPEN3R = join(FIXTURES, 'open3r.csv');
const SLICE = fileURLToPath(new URL('../../../../shared/geo/test-slice/osm_hwrc_slice.geojson', import.meta.url));
const CLI = fileURLToPath(new URL('../src/cli/import-locations.ts', import.meta.url));

type Json = Record<string, unknown>;

async function fixture(path: string): Promise<Json> {
  return JSON.parse(await readFile(path, 'utf8')) as Json;
}

/** Writes a variant of the OSM fixture: another date, and features changed or left out. */
async function osmVariant(
  dir: string,
  name: string,
  timestamp: string,
  change: (features: { properties: Json }[]) => { properties: Json }[],
): Promise<string> {
  const json = await fixture(OSM);
  json.timestamp = timestamp;
  json.features = change(structuredClone(json.features as { properties: Json }[]));
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(json));
  return path;
}

describe('reading the formats', () => {
  const parsed = async (path: string) => parseSource(await readFile(path), { label: path, fallbackDate: null });
  const byId = (points: ImportedPoint[], id: string) => points.find((point) => point.sourceId === id)!;

  it('maps OSM tags to what a point accepts, confirmed by tags or assumed from its kind', async () => {
    const result = await parsed(OSM);
    expect(result).toMatchObject({ format: 'osm-geojson', source: 'osm', read: 7 });
    expect(result.attribution).toBe('© OpenStreetMap contributors');
    expect(result.sourceDate?.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    // A council centre takes all six unless tagged no; its yes tags are the confirmed part.
    expect(byId(result.points, 'node/1')).toMatchObject({
      kind: 'recycling-centre',
      accepts: ['small-electricals', 'batteries', 'phones', 'computers', 'tvs'],
      acceptsConfirmed: ['small-electricals', 'batteries'],
    });
    // A retailer and a charity shop take only what they are tagged with.
    expect(byId(result.points, 'node/2')).toMatchObject({
      kind: 'retailer',
      accepts: ['batteries', 'phones'],
      acceptsConfirmed: ['batteries', 'phones'],
    });
    expect(byId(result.points, 'node/3')).toMatchObject({
      kind: 'charity-shop',
      name: 'Heart Charity Furniture',
      accepts: ['small-electricals', 'tvs'],
    });
    expect(byId(result.points, 'way/4')).toMatchObject({
      kind: 'drop-off',
      name: 'Recycling point',
      accepts: ['batteries', 'computers'],
    });
    expect(byId(result.points, 'node/7')).toMatchObject({
      kind: 'recycling-centre',
      name: 'Recycling centre',
      accepts: ['small-electricals', 'large-appliances', 'batteries', 'computers'],
      acceptsConfirmed: ['large-appliances'],
    });
    // Glass only, and car batteries with printer cartridges, accept none of the six.
    expect(result.points.map((point) => point.sourceId)).not.toContain('node/5');
    expect(result.points.map((point) => point.sourceId)).not.toContain('node/6');
    expect(result.skipped).toEqual({ 'accepts none of the six kinds of electricals': 2 });
  });

  it('cleans postcodes, websites, phones and opening hours, counting what it drops', async () => {
    const result = await parsed(OSM);
    expect(byId(result.points, 'node/1')).toMatchObject({
      name: 'Longley Lane Household Waste Recycling Centre',
      address: '12 Longley Lane, Manchester',
      postcode: 'M22 4SY',
      website: 'https://www.example.gov.uk/recycling',
      openingHours: 'Mo-Fr 08:00-16:00; PH off',
      phone: '0161 234 5000',
    });
    expect(byId(result.points, 'node/2')).toMatchObject({
      postcode: null,
      website: null,
      openingHours: null,
      address: null,
    });
    expect(byId(result.points, 'node/7')).toMatchObject({
      website: 'http://recycling.example.org/site-7',
      phone: '+44 20 7946 0000',
    });
    expect(result.dropped).toEqual({ postcode: 1, website: 1, openingHours: 1 });
  });

  it('reads an Overpass answer (nodes, and ways and relations by their centre) and an Open3R CSV', async () => {
    const overpass = await parsed(OVERPASS);
    expect(overpass).toMatchObject({ format: 'overpass-json', source: 'osm', read: 4 });
    expect(overpass.sourceDate?.toISOString()).toBe('2025-06-01T12:00:00.000Z');
    expect(overpass.points.map((point) => [point.sourceId, point.kind, point.lat])).toEqual([
      ['node/101', 'recycling-centre', 51.4545],
      ['way/102', 'retailer', 51.5014],
      ['relation/103', 'drop-off', 55.9533],
    ]);
    expect(overpass.skipped).toEqual({ 'accepts none of the six kinds of electricals': 1 });

    const open3r = await parsed(OPEN3R);
    expect(open3r).toMatchObject({ format: 'open3r-csv', source: 'open3r', read: 4 });
    expect(open3r.points.find((point) => point.sourceId === 'GB-MAN-HWRC-1')).toMatchObject({
      kind: 'recycling-centre',
      accepts: [...LOCATION_ACCEPTS],
      acceptsConfirmed: ['small-electricals', 'large-appliances', 'batteries'],
      openingHours: 'Mo-Su 08:00-20:00',
      website: 'https://www.example.gov.uk/longley',
    });
    expect(open3r.points.find((point) => point.sourceId === 'GB-MAN-BANK-2')).toMatchObject({
      kind: 'drop-off',
      address: 'Car park, Wilmslow Road, Didsbury, Manchester',
      accepts: ['batteries'],
    });
    expect(open3r.skipped).toEqual({ 'accepts none of the six kinds of electricals': 1 });
  });

  it('tells the format from the content, not the name', async () => {
    const csvNamedJson = parseSource(await readFile(OPEN3R), { label: 'points.json', fallbackDate: null });
    expect(csvNamedJson.format).toBe('open3r-csv');
    const jsonNamedCsv = parseSource(await readFile(OVERPASS), { label: 'points.csv', fallbackDate: null });
    expect(jsonNamedCsv.format).toBe('overpass-json');
  });
});

describe('importing into the database', () => {
  let database: TestDatabase;
  let importer: LocationsImporter;
  let dir: string;
  const rows = () => database.handle.db.select().from(locations).orderBy(asc(locations.sourceId));
  const row = async (sourceId: string) =>
    (await database.handle.db.select().from(locations).where(eq(locations.sourceId, sourceId)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.migrate();
    importer = new LocationsImporter(database.handle.db);
    dir = await tempDir('recircuit-locations-');
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await database.handle.db.delete(locations);
  });

  it('imports once, and the same file again changes nothing', async () => {
    const first = await importer.importFile(OSM);
    expect(first).toMatchObject({ read: 7, imported: 5, updated: 0, unchanged: 0, retired: 0, merged: 0 });
    expect(first.skipped).toEqual({ 'accepts none of the six kinds of electricals': 2 });
    const before = await rows();
    expect(before).toHaveLength(5);
    expect(before.every((location) => location.id.startsWith('loc_'))).toBe(true);
    expect(before[0]).toMatchObject({
      source: 'osm',
      attribution: '© OpenStreetMap contributors',
      retiredAt: null,
      duplicateOf: null,
    });
    expect(before[0]!.sourceDate?.toISOString()).toBe('2024-01-01T00:00:00.000Z');

    const second = await importer.importFile(OSM);
    expect(second).toMatchObject({ imported: 0, updated: 0, restored: 0, unchanged: 5, retired: 0, merged: 0 });
    expect(await rows()).toEqual(before);
  });

  it('retires points a newer file leaves out, brings them back, and refuses an older file', async () => {
    await importer.importFile(OSM);
    const original = await row('node/1');
    const kept = await row('node/3');
    const newer = await osmVariant(dir, 'newer.geojson', '2024-02-01T00:00:00Z', (features) =>
      features
        .filter((feature) => feature.properties['@id'] !== 'node/2')
        .map((feature) =>
          feature.properties['@id'] === 'node/1'
            ? { ...feature, properties: { ...feature.properties, name: 'Longley Lane Recycling Centre' } }
            : feature,
        ),
    );
    const summary = await importer.importFile(newer);
    expect(summary).toMatchObject({ imported: 0, updated: 1, unchanged: 3, retired: 1 });
    expect((await row('node/2')).retiredAt).not.toBeNull();
    expect(await row('node/1')).toMatchObject({ name: 'Longley Lane Recycling Centre' });
    expect((await row('node/1')).updatedAt.getTime()).toBeGreaterThan(original.updatedAt.getTime());
    // Unchanged points keep their updated_at and take the newer source date.
    expect((await row('node/3')).updatedAt).toEqual(kept.updatedAt);
    expect((await row('node/3')).sourceDate?.toISOString()).toBe('2024-02-01T00:00:00.000Z');

    const back = await osmVariant(dir, 'back.geojson', '2024-03-01T00:00:00Z', (features) => features);
    expect(await importer.importFile(back)).toMatchObject({ restored: 1, updated: 1, retired: 0 });
    expect((await row('node/2')).retiredAt).toBeNull();

    const before = await rows();
    const older = await osmVariant(dir, 'older.geojson', '2023-01-01T00:00:00Z', (features) => features.slice(0, 1));
    await expect(importer.importFile(older)).rejects.toThrow(
      `${older} holds data of 2023-01-01, older than the 2024-03-01 data of this source already imported; nothing was imported.`,
    );
    expect(await rows()).toEqual(before);
  });

  it('merges the same place from another source, but not a distant or differently named point', async () => {
    await importer.importFile(OSM);
    const summary = await importer.importFile(OPEN3R);
    expect(summary).toMatchObject({ source: 'open3r', imported: 3, merged: 1 });
    const osmCentre = await row('node/1');
    // About 37 m away with a similar name: the same centre, kept hidden as a duplicate of the one already listed.
    expect((await row('GB-MAN-HWRC-1')).duplicateOf).toBe(osmCentre.id);
    // About 12 m away but another name; the same name 6 km away.
    expect((await row('GB-MAN-BANK-2')).duplicateOf).toBeNull();
    expect((await row('GB-MAN-HWRC-3')).duplicateOf).toBeNull();
    expect(osmCentre.duplicateOf).toBeNull();
    expect(await importer.importFile(OPEN3R)).toMatchObject({ merged: 0, unchanged: 3, updated: 0 });

    // When the OSM point is retired, the other source's point is shown again.
    const without = await osmVariant(dir, 'without-1.geojson', '2024-05-01T00:00:00Z', (features) =>
      features.filter((feature) => feature.properties['@id'] !== 'node/1'),
    );
    expect(await importer.importFile(without)).toMatchObject({ retired: 1 });
    expect((await row('GB-MAN-HWRC-1')).duplicateOf).toBeNull();
  });

  it('imports several files in one transaction, and a bad one among them changes nothing', async () => {
    await importer.importFile(OSM);
    const before = await rows();
    const write = async (name: string, content: string | Buffer) => {
      const path = join(dir, name);
      await writeFile(path, content);
      return path;
    };
    const geojson = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
    const centre = { '@id': 'node/9', recycling_type: 'centre', name: 'X' };
    const cases: [string, RegExp][] = [
      [await write('words.txt', 'just some words\nand more'), /is neither JSON nor a CSV with a header row/],
      [await write('broken.json', '{"type": "FeatureCollection", "features": ['), /is not valid JSON/],
      [
        await write('shape.json', '{"hello": "world"}'),
        /is JSON but neither a GeoJSON FeatureCollection nor an Overpass answer/,
      ],
      [await write('binary.geojson', Buffer.from([0x7b, 0x00, 0x01, 0x02])), /is not a text file/],
      [
        await write('nowhere.geojson', geojson([{ type: 'Feature', properties: centre, geometry: null }])),
        /feature 1 \(node\/9\) has no coordinates; nothing was imported/,
      ],
      [
        await write(
          'paris.geojson',
          geojson([{ type: 'Feature', properties: centre, geometry: { type: 'Point', coordinates: [2.35, 48.85] } }]),
        ),
        /feature 1 \(node\/9\) lies outside the United Kingdom \(48\.85, 2\.35\)/,
      ],
      [await write('no-latitude.csv', 'name,postcode\nA,M1 1AE\n'), /header row naming latitude and longitude/],
      [
        await write('open-quote.csv', 'name,latitude,longitude\nA,53.4,-2.2\n"B,53.5,-2.3\n'),
        /open-quote\.csv is not valid CSV: a quoted field is never closed \(line 3\); nothing was imported/,
      ],
      [await write('empty.json', '   '), /is empty/],
      [join(dir, 'missing.geojson'), /cannot be read: there is no such file/],
    ];
    const huge = join(dir, 'huge.geojson');
    await writeFile(huge, '');
    await truncate(huge, 2 * 1024 * 1024 * 1024);
    cases.push([huge, /is 2048 MB, more than the 200 MB an import reads/]);

    const changed = await osmVariant(dir, 'changed.geojson', '2024-06-01T00:00:00Z', (features) =>
      features.slice(0, 2),
    );
    for (const [path, message] of cases) {
      const failure = importer.importFiles([changed, path]);
      await expect(failure).rejects.toThrow(LocationImportError);
      await expect(failure).rejects.toThrow(message);
      await expect(failure).rejects.toThrow(path);
    }
    expect(await rows()).toEqual(before);
  });

  it('a failure in the database rolls back every file of the command', async () => {
    const later = await osmVariant(dir, 'later.geojson', '2024-06-01T00:00:00Z', (features) => features);
    const older = await osmVariant(dir, 'old.geojson', '2024-01-15T00:00:00Z', (features) => features);
    // The first file imports; the second is older than it, so the whole command changes nothing.
    await expect(importer.importFiles([later, older])).rejects.toThrow(/older than the 2024-06-01 data/);
    expect(await rows()).toEqual([]);
  });

  describe.skipIf(!existsSync(SLICE))('the real OpenStreetMap test slice', () => {
    it('imports its council centres', async () => {
      const copy = join(dir, 'slice.geojson');
      await copyFile(SLICE, copy);
      const summary = await importer.importFile(copy);
      expect(summary.read).toBe(37);
      expect(summary.imported).toBe(37);
      const all = await rows();
      expect(all.every((location) => location.kind === 'recycling-centre')).toBe(true);
      expect(all.every((location) => location.accepts.length > 0 && location.name.length > 0)).toBe(true);
      const manchester = all.filter(
        (location) => Math.abs(location.lat - 53.48) < 0.3 && Math.abs(location.lng + 2.24) < 0.4,
      );
      expect(manchester.length).toBeGreaterThan(0);
      expect(await importer.importFile(copy)).toMatchObject({ imported: 0, updated: 0, unchanged: 37 });
      const withPostcode = all.filter((location) => location.postcode !== null);
      expect(withPostcode.length).toBeGreaterThan(20);
    });
  });
});

describe('npm run import:locations while the server runs', () => {
  it('hands the files to the running server, which imports them; a bad file is one sentence and exit 1', async () => {
    // On PostgreSQL, a database of its own, so the counts below hold on every run.
    const database = await createTestDatabase();
    const dataDir = await tempDir();
    const server = await startHealthyServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    try {
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      };
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [CLI, ...args], { env, cwd: FIXTURES, encoding: 'utf8' });

      // A relative path is resolved where the command runs: the server gets it absolute.
      const first = run('osm-tags.geojson', OVERPASS);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toContain(`${OSM} (osm-geojson, osm of 2024-01-01): 7 read, 5 new`);
      expect(first.stdout).toContain('skipped: 2 accepts none of the six kinds of electricals.');
      expect(first.stdout).toMatch(
        /overpass\.json \(overpass-json, osm of 2025-06-01\): 4 read, 3 new, 0 updated, 0 restored, 0 unchanged, 5 retired/,
      );
      expect(first.stdout).toContain('by the running server');

      const again = run(OVERPASS);
      expect(again.status).toBe(0);
      expect(again.stdout).toContain('4 read, 0 new, 0 updated, 0 restored, 3 unchanged, 0 retired');

      const bad = run(join(FIXTURES, 'nothing-here.csv'));
      expect(bad.status).toBe(1);
      expect(bad.stderr.trim()).toBe(
        `${join(FIXTURES, 'nothing-here.csv')} cannot be read: there is no such file, or it is not readable.`,
      );

      const usage = run();
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('Usage: npm run import:locations');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.destroy();
    }
    // A server and four command processes, each starting Node: on a busy 2-core machine that alone can take 30 s.
  }, 90_000);
});
