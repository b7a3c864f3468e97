import type { Database } from '../../db/client.ts';
import type { Catalogue } from './catalogue.ts';
import { currentRevision, listPartners, loadCatalogue, type PartnerRow } from './repository.ts';

/** How often an instance reads the one-row revision: staff's changes reach every instance within seconds. */
export const CHECK_EVERY_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one catalogue cache (tests read its memo's size). */
    catalogueCache: CatalogueCache;
  }
}

/**
 * The catalogue and partners held in memory, so catalogue and quote calls never touch
 * the database. Every instance checks the catalogue revision now and then and reloads
 * when another instance (or staff) changed it.
 */
export class CatalogueCache {
  private readonly db: Database;
  private snapshot!: { catalogue: Catalogue; partners: PartnerRow[]; revision: number };
  private timer: NodeJS.Timeout | undefined;

  constructor(db: Database) {
    this.db = db;
  }

  async start(log: { warn(obj: unknown, msg: string): void }): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => {
      this.refreshIfChanged().catch((error: unknown) => log.warn({ err: error }, 'catalogue refresh failed'));
    }, CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  get catalogue(): Catalogue {
    return this.snapshot.catalogue;
  }

  get partners(): PartnerRow[] {
    return this.snapshot.partners;
  }

  async refreshIfChanged(): Promise<void> {
    if ((await currentRevision(this.db)) !== this.snapshot.revision) await this.reload();
  }

  async reload(): Promise<void> {
    const revision = await currentRevision(this.db);
    const [catalogue, partners] = await Promise.all([loadCatalogue(this.db), listPartners(this.db)]);
    this.snapshot = { catalogue, partners, revision };
  }
}
