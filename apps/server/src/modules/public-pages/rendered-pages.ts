import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_BASE,
  LANGUAGES,
  RENDERED_ROUTES,
  articlePageUrl,
  type ArticleSummary,
  type Envelope,
  type Language,
} from '@recircuit/contract';
import type { RenderDocument } from './page-renderer.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page is rendered again, in the background, when it is asked for and older than
 * this: its data (the locator's numbers) may have changed on another instance. A minute, as
 * long as the locator's answers may be kept in any cache.
 */
export const RERENDER_AFTER_MS = 60_000;

interface RenderedDocument {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  renderedAt: number;
}

const key = (language: Language, url: string) => `${language} ${url}`;

/**
 * The public pages, rendered once per language when the server starts and kept in memory
 * (docs/rendering.md). They are rendered ahead one at a time, so a fresh start does not take
 * every core at once, and never block an answer: a page not rendered yet gets the app's shell.
 */
export class RenderedPages {
  readonly #documents = new Map<string, RenderedDocument>();
  /** The pages waiting to be rendered ahead, by language and address, each with its promise. */
  readonly #queued = new Map<string, Promise<void>>();
  readonly #waiting: (() => Promise<void>)[] = [];
  #working: Promise<void> | undefined;
  #closed = false;
  #firstRenderingDone = false;
  /** Counts the times the pages' data changed: a rendering begun before a change is thrown away. */
  #generation = 0;
  private readonly app: FastifyInstance;
  private readonly render: RenderDocument;

  constructor(app: FastifyInstance, render: RenderDocument) {
    this.app = app;
    this.render = render;
  }

  /** Every public page in every language, the default language first. */
  async urls(): Promise<string[]> {
    const answer = await this.app.inject({ method: 'GET', url: `${API_BASE}/api/articles` });
    const articles = answer.statusCode === 200 ? (answer.json() as Envelope<ArticleSummary[]>).data : [];
    return [...RENDERED_ROUTES, ...articles.map((article) => articlePageUrl(article.id))];
  }

  /** Whether the pages have been rendered once since the start (or failed to be): readiness waits for it. */
  get firstRenderingDone(): boolean {
    return this.#firstRenderingDone;
  }

  /** Renders every page (again); resolves once all are done. */
  async renderAll(): Promise<void> {
    try {
      const urls = await this.urls();
      await Promise.all(LANGUAGES.flatMap((language) => urls.map((url) => this.#schedule(url, language))));
    } finally {
      this.#firstRenderingDone = true;
    }
  }

  /**
   * The pages' data changed on this instance (an import): they go to the app shell, which fetches
   * its own data, until they are rendered again, in the background.
   */
  renderAgain(): void {
    this.#generation += 1;
    this.#documents.clear();
    void this.renderAll().catch((error: unknown) =>
      this.app.log.warn({ err: error }, 'the public pages were not rendered again'),
    );
  }

  /**
   * Renders one page for one answer, kept nowhere: the search page with someone's words
   * (`search-page.ts`). At once, beside any page being rendered ahead; null when it cannot be
   * rendered.
   */
  async renderNow(url: string, language: Language): Promise<string | null> {
    return this.#closed ? null : this.render(url, language);
  }

  /** Resolves once every page asked for so far is rendered. */
  async settled(): Promise<void> {
    while (this.#working) await this.#working;
  }

  /** Stops rendering: the server is closing. */
  close(): void {
    this.#closed = true;
  }

  #schedule(url: string, language: Language): Promise<void> {
    const generation = this.#generation;
    const id = `${generation} ${key(language, url)}`;
    const queued = this.#queued.get(id);
    if (queued) return queued;
    if (this.#closed) return Promise.resolve();
    const rendered = this.#enqueue(async () => {
      // Still counted as queued while it renders: a request meanwhile sees the old copy.
      if (!this.#closed) await this.#renderOne(url, language, generation);
      this.#queued.delete(id);
    });
    this.#queued.set(id, rendered);
    return rendered;
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#waiting.push(() => task().then(resolve, reject));
      this.#working ??= this.#work();
    });
  }

  async #work(): Promise<void> {
    for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) await next();
    this.#working = undefined;
  }

  async #renderOne(url: string, language: Language, generation: number): Promise<void> {
    if (generation !== this.#generation) return;
    try {
      const html = await this.render(url, language);
      // A page that cannot be rendered now keeps its last rendering, or goes to the browser.
      if (html === null) return;
      const body = Buffer.from(html);
      const [br, gz] = await Promise.all([
        // Quality 6: within a tenth of 11's size at a fortieth of its time, for 52 pages at start.
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzipAsync(body, { level: 9 }),
      ]);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      if (generation !== this.#generation) return;
      this.#documents.set(key(language, url), { html: body, br, gzip: gz, etag, renderedAt: Date.now() });
    } catch (error) {
      this.app.log.warn(
        { err: error, url, language },
        'a public page could not be rendered; it is served as the app shell',
      );
    }
  }

  /**
   * Answers a page load with its rendered document, or returns false when there is none (an
   * address not rendered ahead, or not rendered yet). The `lang` cookie, else Accept-Language, picks it.
   */
  send(request: FastifyRequest, reply: FastifyReply): boolean {
    const document = this.#documents.get(key(request.language, request.url));
    if (!document) return false;
    if (Date.now() - document.renderedAt > RERENDER_AFTER_MS) void this.#schedule(request.url, request.language);
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .header('ETag', document.etag);
    if (request.headers['if-none-match'] === document.etag) {
      void reply.code(304).send();
      return true;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) void reply.header('Content-Encoding', 'br').send(document.br);
    else if (/\bgzip\b/.test(accepted)) void reply.header('Content-Encoding', 'gzip').send(document.gzip);
    else void reply.send(document.html);
    return true;
  }
}
