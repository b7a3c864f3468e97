import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ModelStatus } from '@recircuit/contract';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { CatalogueModel } from './catalogue.ts';
import { brands, deviceModels, deviceTypes, modelColors, modelStorages } from './tables.ts';

export interface ModelRecord extends CatalogueModel {
  status: ModelStatus;
  typeId: number;
  brandId: number;
}

export interface ModelFacts {
  typeId: number;
  brandId: number;
  name: string;
  releaseYear: number;
  launchPricePence: number;
  classification: CatalogueModel['classification'];
  status: ModelStatus;
}

const modelColumns = {
  id: deviceModels.id,
  typeId: deviceModels.typeId,
  brandId: deviceModels.brandId,
  type: deviceTypes.name,
  brand: brands.name,
  name: deviceModels.name,
  releaseYear: deviceModels.releaseYear,
  launchPricePence: deviceModels.launchPricePence,
  classification: deviceModels.classification,
  status: deviceModels.status,
};

function listFilter(q: string, status: ModelStatus | undefined): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 10);
  return and(
    status ? eq(deviceModels.status, status) : undefined,
    ...words.map((word) =>
      or(
        ilike(deviceModels.name, containsPattern(word)),
        ilike(brands.name, containsPattern(word)),
        ilike(deviceTypes.name, containsPattern(word)),
      ),
    ),
  );
}

/**
 * Staff's catalogue: models of every status, their facts, colours and storages. `executor`: the
 * transaction of a change (the audit entry shares the change's transaction).
 */
export class CatalogueAdminRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async list(query: {
    q: string;
    status?: ModelStatus | undefined;
    limit: number;
    offset: number;
  }): Promise<{ items: ModelRecord[]; total: number }> {
    const where = listFilter(query.q, query.status);
    const rows = await this.db
      .select(modelColumns)
      .from(deviceModels)
      .innerJoin(deviceTypes, eq(deviceTypes.id, deviceModels.typeId))
      .innerJoin(brands, eq(brands.id, deviceModels.brandId))
      .where(where)
      .orderBy(desc(deviceModels.releaseYear), asc(brands.name), asc(deviceModels.name), asc(deviceModels.id))
      .limit(query.limit)
      .offset(query.offset);
    const [counted] = await this.db
      .select({ total: count() })
      .from(deviceModels)
      .innerJoin(deviceTypes, eq(deviceTypes.id, deviceModels.typeId))
      .innerJoin(brands, eq(brands.id, deviceModels.brandId))
      .where(where);
    return { items: await this.withOptions(rows, this.db), total: counted?.total ?? 0 };
  }

  /** One model; `lock` holds its row until the transaction ends, so two edits apply one after the other. */
  async find(id: number, lock = false, executor: Executor = this.db): Promise<ModelRecord | undefined> {
    const select = executor
      .select(modelColumns)
      .from(deviceModels)
      .innerJoin(deviceTypes, eq(deviceTypes.id, deviceModels.typeId))
      .innerJoin(brands, eq(brands.id, deviceModels.brandId))
      .where(eq(deviceModels.id, id));
    const rows = lock ? await select.for('update', { of: deviceModels }) : await select;
    return (await this.withOptions(rows, executor))[0];
  }

  /** The device type named so, without case; staff cannot invent types (each has its own pricing). */
  async typeByName(name: string, executor: Executor = this.db): Promise<{ id: number; name: string } | undefined> {
    const [row] = await executor
      .select({ id: deviceTypes.id, name: deviceTypes.name })
      .from(deviceTypes)
      .where(sql`lower(${deviceTypes.name}) = lower(${name})`);
    return row;
  }

  /** The brand named so, without case, created when new. */
  async brandByName(name: string, executor: Executor = this.db): Promise<{ id: number; name: string }> {
    await executor.insert(brands).values({ name }).onConflictDoNothing();
    const [row] = await executor
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(sql`lower(${brands.name}) = lower(${name})`);
    return row as { id: number; name: string };
  }

  /** Another model of that type and brand with the same name, without case. */
  async sameName(
    model: { typeId: number; brandId: number; name: string; except?: number },
    executor: Executor = this.db,
  ): Promise<boolean> {
    const { typeId, brandId, name, except } = model;
    const rows = await executor
      .select({ id: deviceModels.id })
      .from(deviceModels)
      .where(
        and(
          eq(deviceModels.typeId, typeId),
          eq(deviceModels.brandId, brandId),
          sql`lower(${deviceModels.name}) = lower(${name})`,
          except === undefined ? undefined : sql`${deviceModels.id} <> ${except}`,
        ),
      );
    return rows.length > 0;
  }

  async insert(facts: ModelFacts, executor: Executor = this.db): Promise<number> {
    const [row] = await executor.insert(deviceModels).values(facts).returning({ id: deviceModels.id });
    return (row as { id: number }).id;
  }

  async update(id: number, facts: Partial<ModelFacts>, executor: Executor = this.db): Promise<void> {
    if (Object.keys(facts).length > 0) await executor.update(deviceModels).set(facts).where(eq(deviceModels.id, id));
  }

  async replaceColors(id: number, colors: string[], executor: Executor = this.db): Promise<void> {
    await executor.delete(modelColors).where(eq(modelColors.modelId, id));
    if (colors.length > 0) {
      await executor.insert(modelColors).values(colors.map((name, sort) => ({ modelId: id, name, sort })));
    }
  }

  async replaceStorages(id: number, storages: number[], executor: Executor = this.db): Promise<void> {
    await executor.delete(modelStorages).where(eq(modelStorages.modelId, id));
    if (storages.length > 0) await executor.insert(modelStorages).values(storages.map((gb) => ({ modelId: id, gb })));
  }

  private async withOptions(
    rows: Omit<ModelRecord, 'colors' | 'storages'>[],
    executor: Executor,
  ): Promise<ModelRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    // One after the other: inside a transaction both share one connection anyway.
    const colors = await executor
      .select()
      .from(modelColors)
      .where(inArray(modelColors.modelId, ids))
      .orderBy(asc(modelColors.sort));
    const storages = await executor
      .select()
      .from(modelStorages)
      .where(inArray(modelStorages.modelId, ids))
      .orderBy(asc(modelStorages.gb));
    return rows.map((row) => ({
      ...row,
      colors: colors.filter((color) => color.modelId === row.id).map((color) => color.name),
      storages: storages.filter((storage) => storage.modelId === row.id).map((storage) => storage.gb),
    }));
  }
}
