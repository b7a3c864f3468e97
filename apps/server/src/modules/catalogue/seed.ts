import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import type { PartnerKind, PayoutMethod } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { fromExcluded } from '../../db/excluded.ts';
import type { SeedStep } from '../../db/seed.ts';
import { CatalogueRepository } from './repository.ts';
import { brands, deviceModels, deviceTypes, modelColors, modelStorages, partners } from './tables.ts';

export interface CatalogueFile {
  version: number;
  models: {
    type: string;
    brand: string;
    name: string;
    releaseYear: number;
    launchPriceGbp: number;
    colors: string[];
    storagesGb: number[];
    classification: 'current' | 'recycle' | 'rare';
  }[];
}

export interface PartnersFile {
  version: number;
  partners: {
    id: string;
    name: string;
    kind: PartnerKind;
    logo: string;
    website: string;
    priceFactor: number;
    description: string;
    address: string;
    postcode: string;
    latitude: number;
    longitude: number;
    openingHours: string | null;
    payoutMethods: PayoutMethod[];
    demo: boolean;
  }[];
}

const readJson = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../db/seed-data/${name}`, import.meta.url), 'utf8')) as T;

/** Types in the order people look for them; others follow alphabetically. */
const TYPE_ORDER = ['Mobile Phone', 'Tablet', 'Laptop', 'Smartwatch', 'Games Console'];
const CHUNK = 200;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export async function applyCatalogue(db: Database, file: CatalogueFile): Promise<void> {
  const typeNames = [...new Set(file.models.map((model) => model.type))].sort(
    (a, b) => (TYPE_ORDER.indexOf(a) + 1 || 99) - (TYPE_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  await db
    .insert(deviceTypes)
    .values(typeNames.map((name, sort) => ({ name, sort })))
    .onConflictDoUpdate({ target: deviceTypes.name, set: fromExcluded(deviceTypes, ['sort']) });
  await db
    .insert(brands)
    .values([...new Set(file.models.map((model) => model.brand))].map((name) => ({ name })))
    .onConflictDoNothing();
  const typeIds = new Map((await db.select().from(deviceTypes)).map((row) => [row.name, row.id]));
  const brandIds = new Map((await db.select().from(brands)).map((row) => [row.name, row.id]));

  const ids = new Map<string, number>();
  for (const part of chunks(file.models)) {
    const rows = await db
      .insert(deviceModels)
      .values(
        part.map((model) => ({
          typeId: typeIds.get(model.type) as number,
          brandId: brandIds.get(model.brand) as number,
          name: model.name,
          releaseYear: model.releaseYear,
          launchPricePence: Math.round(model.launchPriceGbp * 100),
          classification: model.classification,
          // A new seed model is public at once; an existing one keeps the status staff gave it.
          status: 'published' as const,
        })),
      )
      .onConflictDoUpdate({
        target: [deviceModels.typeId, deviceModels.brandId, deviceModels.name],
        set: fromExcluded(deviceModels, ['releaseYear', 'launchPricePence', 'classification']),
      })
      .returning({
        id: deviceModels.id,
        typeId: deviceModels.typeId,
        brandId: deviceModels.brandId,
        name: deviceModels.name,
      });
    for (const row of rows) ids.set(`${row.typeId}|${row.brandId}|${row.name}`, row.id);
  }
  const idOf = (model: CatalogueFile['models'][number]) =>
    ids.get(`${typeIds.get(model.type)}|${brandIds.get(model.brand)}|${model.name}`) as number;

  const modelIds = [...ids.values()];
  for (const part of chunks(modelIds)) {
    await db.delete(modelColors).where(inArray(modelColors.modelId, part));
    await db.delete(modelStorages).where(inArray(modelStorages.modelId, part));
  }
  const colors = file.models.flatMap((model) =>
    [...new Set(model.colors)].map((name, sort) => ({ modelId: idOf(model), name, sort })),
  );
  const storages = file.models.flatMap((model) =>
    [...new Set(model.storagesGb)].map((gb) => ({ modelId: idOf(model), gb })),
  );
  for (const part of chunks(colors)) await db.insert(modelColors).values(part);
  for (const part of chunks(storages)) await db.insert(modelStorages).values(part);
  await new CatalogueRepository(db).bumpRevision();
}

export async function applyPartners(db: Database, file: PartnersFile): Promise<void> {
  await db
    .insert(partners)
    .values(
      file.partners.map((partner) => ({
        id: partner.id,
        name: partner.name,
        kind: partner.kind,
        logoUrl: partner.logo,
        website: partner.website,
        description: partner.description,
        priceFactor: partner.priceFactor.toFixed(3),
        address: partner.address,
        postcode: partner.postcode,
        latitude: partner.latitude,
        longitude: partner.longitude,
        openingHours: partner.openingHours,
        payoutMethods: partner.payoutMethods,
        demo: partner.demo,
        updatedAt: new Date(),
      })),
    )
    // A seed partner staff retired stays retired: retiredAt and the key are never in the set.
    .onConflictDoUpdate({
      target: partners.id,
      set: fromExcluded(partners, [
        'name',
        'kind',
        'logoUrl',
        'website',
        'description',
        'priceFactor',
        'address',
        'postcode',
        'latitude',
        'longitude',
        'openingHours',
        'payoutMethods',
        'demo',
        'updatedAt',
      ]),
    });
  await new CatalogueRepository(db).bumpRevision();
}

export function catalogueSeedSteps(): SeedStep[] {
  const catalogue = readJson<CatalogueFile>('catalogue.json');
  const partnerFile = readJson<PartnersFile>('partners.json');
  return [
    { name: 'catalogue', version: catalogue.version, run: (tx) => applyCatalogue(tx, catalogue) },
    { name: 'partners', version: partnerFile.version, run: (tx) => applyPartners(tx, partnerFile) },
  ];
}
