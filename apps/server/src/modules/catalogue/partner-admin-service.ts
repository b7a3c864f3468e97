import { randomBytes } from 'node:crypto';
import {
  ADMIN_PARTNER_MESSAGES,
  type AdminPartner,
  type PartnerKey,
  type PayoutMethod,
  type partnerRequestSchema,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { AuditLog } from '../audit/service.ts';
import type { CatalogueCache } from './cache.ts';
import type { PlaceLocator } from './partner-list.ts';
import { PartnerAdminRepository, type PartnerFacts } from './partner-admin-repository.ts';
import type { PartnerKeys } from './partner-keys.ts';
import { CatalogueRepository, type PartnerRow } from './repository.ts';

type PartnerInput = z.output<typeof partnerRequestSchema>;

/** A partner added in the console has no logo of its own yet: every page shows this one. */
export const GENERIC_PARTNER_LOGO = '/partners/generic.svg';

export interface PartnerAdminDeps {
  db: Database;
  /** This instance's cache, reloaded at once after a change (others see the revision within seconds). */
  cache: CatalogueCache;
  /** The locator, for coordinates staff leave out. */
  places: PlaceLocator;
  keys: PartnerKeys;
}

export const toAdminPartner = (row: PartnerRow): AdminPartner => ({
  partnerId: row.id,
  name: row.name,
  kind: row.kind,
  logoUrl: row.logoUrl,
  website: row.website,
  description: row.description,
  address: row.address,
  postcode: row.postcode,
  latitude: row.latitude,
  longitude: row.longitude,
  openingHours: row.openingHours,
  payoutMethods: row.payoutMethods as PayoutMethod[],
  demo: row.demo,
  priceFactor: Number(row.priceFactor),
  hasKey: row.keyHash !== null,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** "Gavel & Byte (demo)" → "gavel-byte-demo-k3x9q2": readable, unique, and what a partner key's header allows. */
function newPartnerId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = randomBytes(5).toString('hex').slice(0, 6);
  return `${slug || 'partner'}-${suffix}`;
}

const AUDITED_FIELDS = [
  'name',
  'kind',
  'address',
  'postcode',
  'latitude',
  'longitude',
  'openingHours',
  'payoutMethods',
  'demo',
  'website',
  'description',
  'priceFactor',
] as const;

/** What an edit changed, field by field, for the audit entry (a partner's facts are public: no personal data). */
function differences(before: PartnerRow, after: PartnerRow): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of AUDITED_FIELDS) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      changed[field] = { from: before[field], to: after[field] };
  }
  return changed;
}

/**
 * Staff manage partners (docs/product.md, "Partners"): add, edit, retire, restore and issue keys. Every change is
 * audited and bumps the catalogue revision, so every instance's cache, and so the public list, follows within seconds.
 */
export class PartnerAdminService {
  private readonly deps: PartnerAdminDeps;
  private readonly partners: PartnerAdminRepository;
  private readonly catalogue: CatalogueRepository;

  constructor(deps: PartnerAdminDeps) {
    this.deps = deps;
    this.partners = new PartnerAdminRepository(deps.db);
    this.catalogue = new CatalogueRepository(deps.db);
  }

  async list(): Promise<AdminPartner[]> {
    return (await this.partners.list()).map(toAdminPartner);
  }

  async create(auth: Auth, input: PartnerInput): Promise<AdminPartner> {
    const facts = await this.factsOf(input);
    const row = await this.change(async (tx) => {
      const created = await this.partners.insert(
        { ...facts, id: newPartnerId(input.name), logoUrl: GENERIC_PARTNER_LOGO },
        tx,
      );
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: 'partner.create',
        subject: `partner:${created.id}`,
        detail: { name: created.name, kind: created.kind, postcode: created.postcode, demo: created.demo },
      });
      return created;
    });
    return toAdminPartner(row);
  }

  async update(auth: Auth, id: string, input: PartnerInput): Promise<AdminPartner> {
    // Looked up before the transaction: the locator may wait on the outside geocoder.
    await this.findOr404(id);
    const facts = await this.factsOf(input);
    const row = await this.change(async (tx) => {
      const before = await this.findOr404(id, true, tx);
      const after = await this.partners.update(id, facts, tx);
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: 'partner.update',
        subject: `partner:${id}`,
        detail: { name: after.name, changed: differences(before, after) },
      });
      return after;
    });
    return toAdminPartner(row);
  }

  /** Offered to nobody from now on; orders that name it keep showing it. */
  async retire(auth: Auth, id: string): Promise<AdminPartner> {
    return this.setRetired(auth, id, true);
  }

  async restore(auth: Auth, id: string): Promise<AdminPartner> {
    return this.setRetired(auth, id, false);
  }

  /** A new key for the partner's counter (the old one stops working), shown this once: as `npm run partner-key` does. */
  async issueKey(auth: Auth, id: string): Promise<PartnerKey> {
    const key = await this.deps.keys.issue(id, { actorId: auth.userId, via: 'console' });
    if (key === undefined) throw new AppError(404, ADMIN_PARTNER_MESSAGES.partnerNotFound);
    // No new revision: the public sees nothing of a key, and a counter's key is checked in the database.
    return { partnerId: id, key };
  }

  private async setRetired(auth: Auth, id: string, retire: boolean): Promise<AdminPartner> {
    const row = await this.change(async (tx) => {
      const before = await this.findOr404(id, true, tx);
      if (retire && before.retiredAt) throw new AppError(409, ADMIN_PARTNER_MESSAGES.alreadyRetired);
      if (!retire && !before.retiredAt) throw new AppError(409, ADMIN_PARTNER_MESSAGES.notRetired);
      const after = await this.partners.update(id, { retiredAt: retire ? new Date() : null }, tx);
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: retire ? 'partner.retire' : 'partner.restore',
        subject: `partner:${id}`,
        detail: { name: after.name },
      });
      return after;
    });
    return toAdminPartner(row);
  }

  /** The row's facts from a valid request, with coordinates looked up from the postcode when left out. */
  private async factsOf(input: PartnerInput): Promise<PartnerFacts> {
    let { latitude, longitude } = input;
    if (latitude == null || longitude == null) {
      const place = await this.deps.places.whereIs(input.postcode, 'postcode').catch((error: unknown) => {
        if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 404)) {
          throw new AppError(400, ADMIN_PARTNER_MESSAGES.postcodeNotFound, {
            errors: [{ field: 'postcode', message: ADMIN_PARTNER_MESSAGES.postcodeNotFound }],
          });
        }
        throw error;
      });
      latitude = place.lat;
      longitude = place.lng;
    }
    return {
      name: input.name,
      kind: input.kind,
      address: input.address,
      postcode: input.postcode,
      latitude,
      longitude,
      openingHours: input.openingHours,
      payoutMethods: input.payoutMethods,
      demo: input.demo,
      website: input.website,
      description: input.description,
      priceFactor: input.priceFactor.toFixed(3),
    };
  }

  /** Runs a change with its audit entry and a new catalogue revision in one transaction, then reloads this instance. */
  private async change<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.deps.db.transaction(async (tx) => {
      const value = await work(tx);
      await this.catalogue.bumpRevision(tx);
      return value;
    });
    await this.deps.cache.reload();
    return result;
  }

  private async findOr404(id: string, lock = false, executor?: Executor): Promise<PartnerRow> {
    const row = await this.partners.find(id, lock, executor);
    if (!row) throw new AppError(404, ADMIN_PARTNER_MESSAGES.partnerNotFound);
    return row;
  }
}
