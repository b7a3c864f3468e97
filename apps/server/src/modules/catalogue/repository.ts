import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { Catalogue, type CatalogueModel } from './catalogue.ts';
import {
  brands,
  catalogueRevision,
  deviceModels,
  deviceTypes,
  modelColors,
  modelStorages,
  partners,
} from './tables.ts';

export type PartnerRow = typeof partners.$inferSelect;

export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [types, models, colors, storages] = await Promise.all([
    db.select().from(deviceTypes).orderBy(asc(deviceTypes.sort), asc(deviceTypes.name)),
    db
      .select({
        id: deviceModels.id,
        type: deviceTypes.name,
        brand: brands.name,
        name: deviceModels.name,
        releaseYear: deviceModels.releaseYear,
        launchPricePence: deviceModels.launchPricePence,
        classification: deviceModels.classification,
      })
      .from(deviceModels)
      .innerJoin(deviceTypes, eq(deviceTypes.id, deviceModels.typeId))
      .innerJoin(brands, eq(brands.id, deviceModels.brandId))
      .where(eq(deviceModels.status, 'published')),
    db.select().from(modelColors).orderBy(asc(modelColors.sort)),
    db.select().from(modelStorages).orderBy(asc(modelStorages.gb)),
  ]);
  const byId = new Map<number, CatalogueModel>(
    models.map((model) => [model.id, { ...model, colors: [], storages: [] }]),
  );
  for (const color of colors) byId.get(color.modelId)?.colors.push(color.name);
  for (const storage of storages) byId.get(storage.modelId)?.storages.push(storage.gb);
  const complete = [...byId.values()].filter((model) => model.colors.length > 0 && model.storages.length > 0);
  return new Catalogue(
    complete,
    types.map((type) => type.name),
  );
}

export async function currentRevision(db: Database): Promise<number> {
  const [row] = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision);
  return row?.revision ?? 0;
}

export async function bumpRevision(db: Database): Promise<void> {
  await db
    .insert(catalogueRevision)
    .values({ id: 1, revision: 1 })
    .onConflictDoUpdate({
      target: catalogueRevision.id,
      set: { revision: sql`${catalogueRevision.revision} + 1`, changedAt: new Date() },
    });
}

export async function listPartners(db: Database): Promise<PartnerRow[]> {
  return db.select().from(partners).orderBy(asc(partners.name));
}
