import {
  ADMIN_CATALOGUE_MESSAGES,
  modelDisplayName,
  type AdminModel,
  type createModelRequestSchema,
  type Grade,
  type ModelStatus,
  type updateModelRequestSchema,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { AuditLog } from '../audit/service.ts';
import { CatalogueAdminRepository, type ModelFacts, type ModelRecord } from './admin-repository.ts';
import type { CatalogueCache } from './cache.ts';
import { quotePence, quoteRulesHold, toPounds } from './pricing.ts';
import { CatalogueRepository } from './repository.ts';
import { commissionPence } from './service.ts';

type CreateModel = z.output<typeof createModelRequestSchema>;
type UpdateModel = z.output<typeof updateModelRequestSchema>;

export interface CatalogueAdminDeps {
  db: Database;
  /** This instance's cache, reloaded at once after a change (others see the revision within seconds). */
  cache: CatalogueCache;
  /** The clock, for the release-year bound. */
  now?: () => Date;
}

/** A quote for one catalogue model by id, whatever its status but retired (identifying an unknown device). */
export interface ModelQuote {
  model: { id: string; type: string; brand: string; name: string; classification: ModelRecord['classification'] };
  status: ModelStatus;
  grade: Grade;
  color: string | null;
  storage: number | null;
  /** Null for a rare model: it has no catalogue price. */
  pricePence: number | null;
  commissionPence: number | null;
}

const STATUS_ACTIONS: Record<ModelStatus, string> = {
  draft: 'catalogue-model.draft',
  published: 'catalogue-model.publish',
  retired: 'catalogue-model.retire',
};

const modelIdOf = (id: string): number | undefined => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined);

export const toAdminModel = (model: ModelRecord): AdminModel => ({
  id: String(model.id),
  type: model.type,
  brand: model.brand,
  name: model.name,
  releaseYear: model.releaseYear,
  launchPrice: toPounds(model.launchPricePence),
  classification: model.classification,
  colors: model.colors,
  storages: model.storages,
  status: model.status,
});

const invalid = (field: string, message: string) => new AppError(400, message, { errors: [{ field, message }] });

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Staff edit the catalogue: draft, edit, publish, retire, reclassify (docs/operations.md, "The catalogue"). */
export class CatalogueAdminService {
  private readonly deps: CatalogueAdminDeps;
  private readonly models: CatalogueAdminRepository;
  private readonly catalogue: CatalogueRepository;

  constructor(deps: CatalogueAdminDeps) {
    this.deps = deps;
    this.models = new CatalogueAdminRepository(deps.db);
    this.catalogue = new CatalogueRepository(deps.db);
  }

  async list(query: { q: string; status?: ModelStatus | undefined; limit: number; offset: number }) {
    const page = await this.models.list(query);
    return { items: page.items.map(toAdminModel), total: page.total };
  }

  async get(id: string): Promise<AdminModel> {
    return toAdminModel(await this.findOr404(id));
  }

  async create(auth: Auth, input: CreateModel): Promise<AdminModel> {
    this.checkYear(input.releaseYear);
    const created = await this.change(async (tx) => {
      const type = await this.typeOr400(input.type, tx);
      const brand = await this.models.brandByName(input.brand, tx);
      if (await this.models.sameName({ typeId: type.id, brandId: brand.id, name: input.name }, tx)) throw duplicate();
      const id = await this.models.insert(
        {
          typeId: type.id,
          brandId: brand.id,
          name: input.name,
          releaseYear: input.releaseYear,
          launchPricePence: Math.round(input.launchPrice * 100),
          classification: input.classification,
          status: 'draft',
        },
        tx,
      );
      await this.models.replaceColors(id, input.colors, tx);
      await this.models.replaceStorages(id, sortedStorages(input.storages), tx);
      const model = (await this.models.find(id, false, tx)) as ModelRecord;
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: 'catalogue-model.create',
        subject: `catalogue-model:${id}`,
        detail: { type: model.type, brand: model.brand, name: model.name, status: model.status },
      });
      return model;
    });
    return toAdminModel(created);
  }

  async update(auth: Auth, id: string, changes: UpdateModel): Promise<AdminModel> {
    if (changes.releaseYear !== undefined) this.checkYear(changes.releaseYear);
    const updated = await this.change(async (tx) => {
      const before = await this.findOr404(id, true, tx);
      const facts: Partial<ModelFacts> = {};
      const type = changes.type === undefined ? undefined : await this.typeOr400(changes.type, tx);
      const brand = changes.brand === undefined ? undefined : await this.models.brandByName(changes.brand, tx);
      if (type && type.id !== before.typeId) facts.typeId = type.id;
      if (brand && brand.id !== before.brandId) facts.brandId = brand.id;
      if (changes.name !== undefined && changes.name !== before.name) facts.name = changes.name;
      if (changes.releaseYear !== undefined) facts.releaseYear = changes.releaseYear;
      if (changes.launchPrice !== undefined) facts.launchPricePence = Math.round(changes.launchPrice * 100);
      if (changes.classification !== undefined) facts.classification = changes.classification;
      if (changes.status !== undefined) facts.status = changes.status;
      if (
        (facts.typeId !== undefined || facts.brandId !== undefined || facts.name !== undefined) &&
        (await this.models.sameName(
          {
            typeId: facts.typeId ?? before.typeId,
            brandId: facts.brandId ?? before.brandId,
            name: facts.name ?? before.name,
            except: before.id,
          },
          tx,
        ))
      ) {
        throw duplicate();
      }
      const after = {
        ...before,
        ...facts,
        type: type?.name ?? before.type,
        brand: brand?.name ?? before.brand,
        colors: changes.colors ?? before.colors,
        storages: changes.storages ? sortedStorages(changes.storages) : before.storages,
      };
      if (after.status === 'published') this.checkPublishable(after);
      await this.models.update(before.id, facts, tx);
      if (changes.colors) await this.models.replaceColors(before.id, after.colors, tx);
      if (changes.storages) await this.models.replaceStorages(before.id, after.storages, tx);
      const model = (await this.models.find(before.id, false, tx)) as ModelRecord;
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: model.status === before.status ? 'catalogue-model.update' : STATUS_ACTIONS[model.status],
        subject: `catalogue-model:${model.id}`,
        detail: { name: modelDisplayName(model.brand, model.name), changed: differences(before, model) },
      });
      return model;
    });
    return toAdminModel(updated);
  }

  /**
   * The server's quote for a model by id, drafts included (an unknown device may be identified as a
   * model staff draft for it). Colour and storage default to the model's first colour and smallest storage.
   */
  async quoteForModel(modelId: string, grade: Grade, color?: string, storage?: number): Promise<ModelQuote> {
    const model = await this.findOr404(modelId);
    if (model.status === 'retired') throw new AppError(409, ADMIN_CATALOGUE_MESSAGES.modelRetired);
    if (color !== undefined && model.colors.length > 0 && !model.colors.includes(color)) {
      throw invalid('color', ADMIN_CATALOGUE_MESSAGES.colorNotOffered);
    }
    if (storage !== undefined && model.storages.length > 0 && !model.storages.includes(storage)) {
      throw invalid('storage', ADMIN_CATALOGUE_MESSAGES.storageNotOffered);
    }
    const chosenStorage = storage ?? model.storages[0] ?? null;
    // A draft may have no storages yet: priced as its only option, the storage factor is 1.
    const storages = model.storages.length > 0 ? model.storages : [chosenStorage ?? 1];
    const pricePence =
      model.classification === 'rare'
        ? null
        : quotePence({ ...model, storages }, chosenStorage ?? storages[0] ?? 1, grade, this.now().getUTCFullYear());
    return {
      model: {
        id: String(model.id),
        type: model.type,
        brand: model.brand,
        name: model.name,
        classification: model.classification,
      },
      status: model.status,
      grade,
      color: color ?? model.colors[0] ?? null,
      storage: chosenStorage,
      pricePence,
      commissionPence: pricePence === null ? null : commissionPence(pricePence),
    };
  }

  /** Runs a change with its audit entry and a new catalogue revision in one transaction, then reloads this instance. */
  private async change<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.deps.db.transaction(async (tx) => {
        const value = await work(tx);
        await this.catalogue.bumpRevision(tx);
        return value;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    await this.deps.cache.reload();
    return result;
  }

  private async findOr404(id: string, lock = false, executor?: Executor): Promise<ModelRecord> {
    const numeric = modelIdOf(id);
    const model = numeric === undefined ? undefined : await this.models.find(numeric, lock, executor);
    if (!model) throw new AppError(404, ADMIN_CATALOGUE_MESSAGES.modelNotFound);
    return model;
  }

  private async typeOr400(name: string, executor: Executor) {
    const type = await this.models.typeByName(name, executor);
    if (!type) throw invalid('type', ADMIN_CATALOGUE_MESSAGES.unknownType);
    return type;
  }

  private checkYear(year: number): void {
    if (year > this.now().getUTCFullYear() + 1)
      throw invalid('releaseYear', ADMIN_CATALOGUE_MESSAGES.releaseYearInFuture);
  }

  private checkPublishable(
    model: Pick<ModelRecord, 'type' | 'brand' | 'releaseYear' | 'launchPricePence' | 'colors' | 'storages'>,
  ) {
    if (model.colors.length === 0) throw invalid('colors', ADMIN_CATALOGUE_MESSAGES.publishNeedsOptions);
    if (model.storages.length === 0) throw invalid('storages', ADMIN_CATALOGUE_MESSAGES.publishNeedsOptions);
    if (!quoteRulesHold(model, this.now().getUTCFullYear()))
      throw new AppError(400, ADMIN_CATALOGUE_MESSAGES.quoteRules);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}

const duplicate = () => new AppError(409, ADMIN_CATALOGUE_MESSAGES.duplicateModel);

const sortedStorages = (storages: number[]) => [...storages].sort((a, b) => a - b);

/** What an edit changed, field by field, for the audit entry (facts only, never personal data). */
function differences(before: ModelRecord, after: ModelRecord): Record<string, { from: unknown; to: unknown }> {
  const fields = [
    'type',
    'brand',
    'name',
    'releaseYear',
    'launchPricePence',
    'classification',
    'status',
    'colors',
    'storages',
  ] as const;
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      changed[field] = { from: before[field], to: after[field] };
  }
  return changed;
}
