import { readdir, readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGazetteer } from '../src/modules/locations/gazetteer/importer.ts';
import { LocationsImporter } from '../src/modules/locations/import/importer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The sample a newcomer loads with `npm run import:sample` (samples/locations/README.md).
const SAMPLE = fileURLToPath(new URL('../../../samples/locations/', import.meta.url));
const file = (name: string) => `${SAMPLE}${name}`;

describe('the locator sample', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
    await harness.app.ready();
  });
  afterAll(() => harness.close());

  it('stays small and carries both attributions beside it', async () => {
    let bytes = 0;
    for (const name of await readdir(SAMPLE)) bytes += (await stat(file(name))).size;
    expect(bytes).toBeLessThan(1_000_000);
    const readme = await readFile(file('README.md'), 'utf8');
    expect(readme).toContain('© OpenStreetMap contributors');
    expect(readme).toContain('Contains OS data © Crown copyright');
  });

  it('imports whole, and a postcode and a town in it find the nearest centres', async () => {
    const db = harness.app.db;
    const summary = await new LocationsImporter(db).importFile(file('recycling-centres.geojson'));
    expect(summary).toMatchObject({ read: 37, imported: 37 });
    expect(
      await importGazetteer(db, {
        postcodes: file('postcodes.csv'),
        outcodes: file('outcodes.csv'),
        sectors: file('sectors.csv'),
        places: file('places.csv'),
      }),
    ).toEqual({ postcodes: 2858, outcodes: 6, sectors: 38, places: 1423 });

    for (const q of ['M1 1AE', 'Bristol']) {
      const answer = await harness.app.inject({
        method: 'GET',
        url: `/proxy/api/locations/search?q=${encodeURIComponent(q)}`,
      });
      expect(answer.statusCode, q).toBe(200);
      expect(answer.json().data.results.length, q).toBeGreaterThan(0);
    }
  });
});
