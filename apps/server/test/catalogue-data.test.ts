import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeOpeningHours, PAYOUT_METHODS } from '@recircuit/contract';

interface Model {
  type: string;
  brand: string;
  name: string;
  releaseYear: number;
  launchPriceGbp: number;
  colors: string[];
  storagesGb: number[];
  classification: string;
  notes?: string;
}

interface Partner {
  id: string;
  name: string;
  kind: string;
  logo: string;
  website: string;
  priceFactor: number;
  description: string;
  address: string;
  postcode: string;
  latitude: number;
  longitude: number;
  openingHours: string;
  payoutMethods: string[];
  demo: boolean;
}

const readJson = <T>(relative: string): T => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;

const catalogue = readJson<{ version: number; models: Model[] }>('../src/db/seed-data/catalogue.json');
const partnerFile = readJson<{ version: number; note: string; partners: Partner[] }>(
  '../src/db/seed-data/partners.json',
);
const models = catalogue.models;
const partners = partnerFile.partners;
const PUBLIC_DIR = fileURLToPath(new URL('../../web/public/', import.meta.url));
const POSTCODES = fileURLToPath(new URL('../../../../shared/geo/gazetteer/postcodes_gb.csv.gz', import.meta.url));
const CITIES = ['London', 'Manchester', 'Bristol', 'Leeds', 'Edinburgh', 'Cardiff'];

const brandsOf = (type: string) => new Set(models.filter((model) => model.type === type).map((model) => model.brand));
const label = (model: Model) => `${model.type} / ${model.brand} / ${model.name}`;

describe('catalogue seed data', () => {
  it('is versioned and holds at least 400 models', () => {
    expect(Number.isInteger(catalogue.version) && catalogue.version >= 1).toBe(true);
    expect(models.length).toBeGreaterThanOrEqual(400);
  });

  it('covers at least five device types, each from at least three brands', () => {
    const types = new Set(models.map((model) => model.type));
    expect(types.size).toBeGreaterThanOrEqual(5);
    for (const type of ['Mobile Phone', 'Tablet', 'Laptop', 'Smartwatch', 'Games Console'])
      expect(types).toContain(type);
    for (const type of types) expect(brandsOf(type).size, type).toBeGreaterThanOrEqual(3);
  });

  it('has phones from at least eight brands, including the main UK ones', () => {
    const phoneBrands = brandsOf('Mobile Phone');
    expect(phoneBrands.size).toBeGreaterThanOrEqual(8);
    for (const brand of ['Apple', 'Samsung', 'Google', 'OnePlus', 'Xiaomi', 'Motorola', 'Nokia', 'Sony']) {
      expect(phoneBrands).toContain(brand);
    }
  });

  it('spells each brand one way', () => {
    const byLowerCase = new Map<string, Set<string>>();
    for (const model of models) {
      const key = model.brand.toLowerCase();
      byLowerCase.set(key, (byLowerCase.get(key) ?? new Set()).add(model.brand));
    }
    for (const spellings of byLowerCase.values()) expect([...spellings]).toHaveLength(1);
  });

  it('names each model once within its type and brand', () => {
    const seen = new Set<string>();
    const duplicates = models.map(label).filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
    expect(duplicates).toEqual([]);
  });

  it('gives every model colours, ascending storages, a year, a price and a classification', () => {
    const problems: string[] = [];
    for (const model of models) {
      const where = label(model);
      if (!model.type.trim() || !model.brand.trim() || !model.name.trim())
        problems.push(`${where}: blank type, brand or name`);
      if (model.colors.length < 1 || model.colors.some((color) => !color.trim())) problems.push(`${where}: colours`);
      if (new Set(model.colors).size !== model.colors.length) problems.push(`${where}: repeated colour`);
      const storages = model.storagesGb;
      const ascending = storages.every(
        (gb, i) => Number.isInteger(gb) && gb > 0 && (i === 0 || gb > (storages[i - 1] as number)),
      );
      if (storages.length < 1 || !ascending) problems.push(`${where}: storages ${JSON.stringify(storages)}`);
      if (!Number.isInteger(model.releaseYear) || model.releaseYear < 1970 || model.releaseYear > 2026)
        problems.push(`${where}: year`);
      if (!Number.isInteger(model.launchPriceGbp) || model.launchPriceGbp <= 0) problems.push(`${where}: price`);
      if (!['current', 'recycle', 'rare'].includes(model.classification)) problems.push(`${where}: classification`);
      if (model.classification === 'current' && model.releaseYear < 2022)
        problems.push(`${where}: current but from ${model.releaseYear}`);
    }
    expect(problems).toEqual([]);
  });

  it('has at least 15 rare models, and plenty of current and recycle ones', () => {
    const count = (classification: string) => models.filter((model) => model.classification === classification).length;
    expect(count('rare')).toBeGreaterThanOrEqual(15);
    expect(count('current')).toBeGreaterThanOrEqual(50);
    expect(count('recycle')).toBeGreaterThanOrEqual(50);
  });
});

describe('partner seed data', () => {
  const ofKind = (kind: string) => partners.filter((partner) => partner.kind === kind);

  it('says the partners are demo data', () => {
    expect(partnerFile.version).toBeGreaterThanOrEqual(1);
    expect(partnerFile.note).toMatch(/demo/i);
  });

  it('has at least four trade-in, five specialist, three charity and six drop-off partners and no other kind', () => {
    expect(ofKind('trade-in').length).toBeGreaterThanOrEqual(4);
    expect(ofKind('specialist').length).toBeGreaterThanOrEqual(5);
    expect(ofKind('charity').length).toBeGreaterThanOrEqual(3);
    expect(ofKind('drop-off').length).toBeGreaterThanOrEqual(6);
    expect(partners.every((partner) => ['trade-in', 'specialist', 'charity', 'drop-off'].includes(partner.kind))).toBe(
      true,
    );
  });

  it('gives every city a trade-in partner and a drop-off point, and charities in at least two cities', () => {
    const cityOf = (partner: Partner) => partner.address.split(', ').at(-1);
    for (const city of CITIES) {
      expect(
        ofKind('trade-in').some((partner) => cityOf(partner) === city),
        `trade-in in ${city}`,
      ).toBe(true);
      expect(
        ofKind('drop-off').some((partner) => cityOf(partner) === city),
        `drop-off in ${city}`,
      ).toBe(true);
    }
    expect(partners.every((partner) => CITIES.includes(cityOf(partner) ?? ''))).toBe(true);
    expect(new Set(ofKind('charity').map(cityOf)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(ofKind('specialist').map(cityOf)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every partner a UK place, readable hours, the payout methods its kind allows and the demo flag', () => {
    for (const partner of partners) {
      expect(partner.demo, partner.id).toBe(true);
      expect(partner.postcode, partner.id).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(partner.latitude, partner.id).toBeGreaterThan(49.8);
      expect(partner.latitude, partner.id).toBeLessThan(60.9);
      expect(partner.longitude, partner.id).toBeGreaterThan(-8.7);
      expect(partner.longitude, partner.id).toBeLessThan(1.8);
      expect(describeOpeningHours(partner.openingHours, 'en-GB'), partner.id).not.toBe(partner.openingHours);
      const pays = partner.kind === 'trade-in' || partner.kind === 'specialist';
      expect(partner.payoutMethods.length > 0, partner.id).toBe(pays);
      expect(partner.payoutMethods.every((method) => (PAYOUT_METHODS as readonly string[]).includes(method))).toBe(
        true,
      );
      if (partner.kind === 'specialist') expect(partner.payoutMethods, partner.id).toEqual(['bank-transfer']);
    }
  });

  it.skipIf(!existsSync(POSTCODES))('places every partner at its real postcode centre (../shared/geo)', async () => {
    const wanted = new Map(partners.map((partner) => [partner.postcode, partner]));
    const found = new Map<string, [number, number]>();
    const lines = createInterface({ input: createReadStream(POSTCODES).pipe(createGunzip()) });
    for await (const line of lines) {
      const [postcode, lat, lng] = line.split(',');
      if (postcode && wanted.has(postcode)) found.set(postcode, [Number(lat), Number(lng)]);
    }
    for (const partner of partners) {
      expect(found.get(partner.postcode), partner.id).toEqual([partner.latitude, partner.longitude]);
    }
  });

  it('has unique ids and clearly invented demo names on example domains', () => {
    expect(new Set(partners.map((partner) => partner.id)).size).toBe(partners.length);
    for (const partner of partners) {
      expect(partner.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(partner.name).toMatch(/ \(demo\)$/);
      expect(new URL(partner.website).hostname).toMatch(/^example\.(com|org)$/);
      expect(partner.description.trim().length).toBeGreaterThan(0);
    }
  });

  it('prices trade-in offers within 10% of the quote', () => {
    for (const partner of ofKind('trade-in')) {
      expect(partner.priceFactor, partner.id).toBeGreaterThanOrEqual(0.9);
      expect(partner.priceFactor, partner.id).toBeLessThanOrEqual(1.1);
    }
  });

  it('has a small SVG logo for every partner in apps/web/public', () => {
    for (const partner of partners) {
      expect(partner.logo).toBe(`/partners/${partner.id}.svg`);
      const file = `${PUBLIC_DIR}${partner.logo.slice(1)}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 200 80"/);
      expect(svg).not.toMatch(/<image|href=|@import|url\(/);
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    }
  });
});
