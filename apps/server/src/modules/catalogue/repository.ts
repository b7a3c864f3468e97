import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
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

/** The published catalogue and the partners, as the cache holds them, and the revision that tells it to reload. */
export class CatalogueRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async loadCatalogue(): Promise<Catalogue> {
    const [types, models, colors, storages] = await Promise.all([
      this.db.select().from(deviceTypes).orderBy(asc(deviceTypes.sort), asc(deviceTypes.name)),
      this.db
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
      this.db.select().from(modelColors).orderBy(asc(modelColors.sort)),
      this.db.select().from(modelStorages).orderBy(asc(modelStorages.gb)),
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

  async currentRevision(): Promise<number> {
    const [row] = await this.db.select({ revision: catalogueRevision.revision }).from(catalogueRevision);
    return row?.revision ?? 0;
  }

  /** `executor`: the transaction of the change the new revision announces. */
  async bumpRevision(executor: Executor = this.db): Promise<void> {
    await executor
      .insert(catalogueRevision)
      .values({ id: 1, revision: 1 })
      .onConflictDoUpdate({
        target: catalogueRevision.id,
        set: { revision: sql`${catalogueRevision.revision} + 1`, changedAt: new Date() },
      });
  }

  async listPartners(): Promise<PartnerRow[]> {
    return this.db.select().from(partners).orderBy(asc(partners.name));
  }
}
