import type { Database } from '../../db/client.ts';
import type { Catalogue } from './catalogue.ts';
import { CatalogueRepository, type PartnerRow } from './repository.ts';

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
  private readonly repository: CatalogueRepository;
  private snapshot!: { catalogue: Catalogue; partners: PartnerRow[]; revision: number };
  private timer: NodeJS.Timeout | undefined;

  constructor(db: Database) {
    this.repository = new CatalogueRepository(db);
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
    if ((await this.repository.currentRevision()) !== this.snapshot.revision) await this.reload();
  }

  async reload(): Promise<void> {
    const revision = await this.repository.currentRevision();
    const [catalogue, partners] = await Promise.all([this.repository.loadCatalogue(), this.repository.listPartners()]);
    this.snapshot = { catalogue, partners, revision };
  }
}
