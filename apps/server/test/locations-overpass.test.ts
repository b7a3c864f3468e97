import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { LocationsImporter } from '../src/modules/locations/import/importer.ts';
import {
  overpassQuery,
  refreshFromOverpass,
  scheduleOverpassRefresh,
} from '../src/modules/locations/import/overpass-refresh.ts';
import { LocationImportError } from '../src/modules/locations/import/types.ts';
import { locations } from '../src/modules/locations/tables.ts';
import { scheduledJobRuns } from '../src/lib/scheduled-jobs/tables.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { testConfig } from './helpers/test-app.ts';
import { captureLog } from './helpers/log-capture.ts';

const ANSWER = fileURLToPath(new URL('./fixtures/locations/overpass.json', import.meta.url));

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** A loopback stand-in for the Overpass API that answers with whatever the test sets. */
async function standIn(): Promise<{
  url: string;
  requests: string[];
  answer(handler: Handler): void;
  close(): Promise<void>;
}> {
  let handler: Handler = (_request, _body, response) => response.writeHead(500).end();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    // The credentials of the address arrive as Basic authentication, never in the URL.
    if (request.headers.authorization !== `Basic ${Buffer.from('operator:hunter2').toString('base64')}`) {
      response.writeHead(401).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push(body);
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // A key in the address, as hosted Overpass services use: it must never reach the log.
    url: `http://operator:hunter2@127.0.0.1:${port}/api/interpreter?key=s3cret-key`,
    requests,
    answer(next) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const json =
  (value: unknown): Handler =>
  (_request, _body, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));

describe('the Overpass refresh', () => {
  let database: TestDatabase;
  let importer: LocationsImporter;
  let overpass: Awaited<ReturnType<typeof standIn>>;
  let answer: Record<string, unknown>;
  const rows = () => database.handle.db.select().from(locations).orderBy(asc(locations.sourceId));

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.migrate();
    importer = new LocationsImporter(database.handle.db);
    overpass = await standIn();
    answer = JSON.parse(await readFile(ANSWER, 'utf8')) as Record<string, unknown>;
  });
  afterAll(async () => {
    await overpass.close();
    await database.destroy();
  });
  beforeEach(async () => {
    await database.handle.db.delete(locations);
    overpass.requests.length = 0;
  });

  it('asks for the UK’s electrical and battery points and imports the answer as OpenStreetMap data', async () => {
    overpass.answer(json(answer));
    const summary = await refreshFromOverpass(importer, overpass.url);
    expect(summary).toMatchObject({ file: 'the Overpass API', source: 'osm', read: 4, imported: 3 });
    expect(summary.sourceDate).toBe('2025-06-01T12:00:00.000Z');
    const query = new URLSearchParams(overpass.requests[0]).get('data');
    expect(query).toBe(overpassQuery(600));
    expect(query).toContain('area["ISO3166-1"="GB"]');
    expect(query).toContain('recycling:(small_appliances|');
    expect(query).toContain('nwr["shop"]');
    expect(query).toContain('out center tags;');
    expect((await rows()).map((row) => [row.sourceId, row.attribution])).toEqual([
      ['node/101', '© OpenStreetMap contributors'],
      ['relation/103', '© OpenStreetMap contributors'],
      ['way/102', '© OpenStreetMap contributors'],
    ]);

    // A week later, one point is gone and one outside the UK is skipped rather than failing the refresh.
    const later = structuredClone(answer) as { osm3s: Record<string, unknown>; elements: Record<string, unknown>[] };
    later.osm3s.timestamp_osm_base = '2025-06-08T12:00:00Z';
    later.elements = [
      ...later.elements.filter((element) => element.id !== 103),
      { type: 'node', id: 105, lat: 48.85, lon: 2.35, tags: { recycling_type: 'centre', amenity: 'recycling' } },
    ];
    overpass.answer(json(later));
    const next = await refreshFromOverpass(importer, overpass.url);
    expect(next).toMatchObject({ imported: 0, unchanged: 2, retired: 1 });
    expect(next.skipped).toMatchObject({ 'outside the United Kingdom': 1 });
  });

  it('changes nothing when the server fails, times out, answers too much, or answers an incomplete list', async () => {
    overpass.answer(json(answer));
    await refreshFromOverpass(importer, overpass.url);
    const before = await rows();
    const failures: [Handler, RegExp, { timeoutMs?: number; maxBytes?: number }?][] = [
      [(_request, _body, response) => response.writeHead(504).end('busy'), /the Overpass API answered 504/],
      [() => {}, /did not answer within 0\.3 s/, { timeoutMs: 300 }],
      [json({ ...answer, filler: 'x'.repeat(5000) }), /answered more than 2000 bytes/, { maxBytes: 2000 }],
      [(_request, _body, response) => response.writeHead(200).end('<html>rate limited</html>'), /not JSON/],
      [
        json({ ...answer, remark: 'runtime error: Query timed out in "query" at line 3 after 300 seconds.' }),
        /incomplete Overpass answer/,
      ],
      [
        json({ ...answer, osm3s: { timestamp_osm_base: '2025-07-01T00:00:00Z' }, elements: [] }),
        /listed 0 points where 3 are stored/,
      ],
    ];
    for (const [handler, message, options] of failures) {
      overpass.answer(handler);
      const refresh = refreshFromOverpass(importer, overpass.url, options);
      await expect(refresh).rejects.toThrow(LocationImportError);
      await expect(refresh).rejects.toThrow(message);
    }
    expect(await rows()).toEqual(before);
  });
});

describe('the scheduled refresh', () => {
  let database: TestDatabase;
  let overpass: Awaited<ReturnType<typeof standIn>>;
  const { stream: logStream, lines: logged } = captureLog();
  beforeAll(async () => {
    database = await createTestDatabase();
    overpass = await standIn();
  });
  afterAll(async () => {
    await overpass.close();
    await database.destroy();
  });
  afterEach(async () => {
    logged.length = 0;
    // Each test is a fresh deployment, whose first look is not a turn already taken.
    await database.handle.db.delete(scheduledJobRuns);
  });

  async function appWithRefresh() {
    const app = await buildApp(await testConfig({ LOG_LEVEL: 'info' }), { database: database.handle, logStream });
    const importer = new LocationsImporter(app.db);
    scheduleOverpassRefresh(app, importer, overpass.url, { firstCheckAfterMs: 0 });
    await app.ready();
    return { app, importer };
  }

  async function until(check: () => boolean | Promise<boolean>) {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  it('logs a failure as a warning without the address’s secrets, and changes nothing', async () => {
    overpass.answer((_request, _body, response) => response.writeHead(502).end());
    const { app } = await appWithRefresh();
    await until(() => logged.some((line) => line.includes('Overpass refresh failed')));
    await app.close();
    const line = logged.find((entry) => entry.includes('Overpass refresh failed'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 40, reason: 'the Overpass API answered 502.' });
    expect(line).toContain('127.0.0.1');
    expect(logged.join('\n')).not.toMatch(/hunter2|s3cret-key|operator:/);
    expect(await database.handle.db.select().from(locations)).toEqual([]);
  });

  it('refreshes soon after start when the stored OpenStreetMap data is absent, and not when it is fresh', async () => {
    const fresh = structuredClone(JSON.parse(await readFile(ANSWER, 'utf8'))) as { osm3s: Record<string, unknown> };
    fresh.osm3s.timestamp_osm_base = new Date().toISOString();
    overpass.answer(json(fresh));
    const first = await appWithRefresh();
    await until(() => logged.some((line) => line.includes('Overpass refresh done')));
    await first.app.close();
    expect(await first.importer.activePointCount('osm')).toBe(3);
    const asked = overpass.requests.length;

    // A start in a later turn (in this one, the turn has run: scheduled-jobs.test.ts).
    await database.handle.db.delete(scheduledJobRuns);
    const second = await appWithRefresh();
    // The first look finds the data a few seconds old: it asks nothing.
    await until(() => logged.some((line) => line.includes('Overpass refresh not due yet')));
    await second.app.close();
    expect(overpass.requests.length).toBe(asked);
  });
});
