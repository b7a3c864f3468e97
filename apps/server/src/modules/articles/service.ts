import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { searchablePages } from './pages.ts';
import { ArticlesRepository, type ArticleRow } from './repository.ts';
import { blocksToText, type SearchableDocument } from './search.ts';
import { languagesWithTranslations } from './seed.ts';
import { bodyMismatch } from './translations.ts';

const inLanguage = <T>(map: Map<Language, T>, language: Language): T => map.get(language) ?? map.get(DEFAULT_LANGUAGE)!;

/**
 * Five articles in four languages, read once at start and kept in memory with what site search
 * looks through: they change only with a new release (their seed).
 */
export class ArticlesService {
  private readonly byLanguage: Map<Language, ArticleRow[]>;
  private readonly newestFirst: Map<Language, ArticleRow[]>;
  private readonly documents: Map<Language, SearchableDocument[]>;

  private constructor(byLanguage: Map<Language, ArticleRow[]>) {
    this.byLanguage = byLanguage;
    this.newestFirst = new Map(
      [...byLanguage].map(([language, list]) => [
        language,
        [...list].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()),
      ]),
    );
    this.documents = new Map(
      [...byLanguage].map(([language, list]) => [
        language,
        [
          ...list.map((row) => ({
            kind: 'article' as const,
            title: row.title,
            url: `/articleDetail?id=${row.id}`,
            text: `${row.description} ${blocksToText(row.body)}`,
          })),
          ...searchablePages(language).map((page) => ({ kind: 'page' as const, ...page })),
        ],
      ]),
    );
  }

  /**
   * Each language's articles: the translated words where there are some, else the English
   * article whole (never half of each). Sources, figures, images and dates are English's.
   */
  static async load(db: Database, log: FastifyBaseLogger): Promise<ArticlesService> {
    const repository = new ArticlesRepository(db);
    const rows = await repository.all();
    const translated = new Set(languagesWithTranslations());
    const translations = (await repository.translations()).filter((translation) =>
      translated.has(translation.language as Language),
    );
    const byLanguage = new Map<Language, ArticleRow[]>(
      LANGUAGES.map((language) => [
        language,
        rows.map((row) => {
          if (language === DEFAULT_LANGUAGE) return row;
          const translation = translations.find((t) => t.articleId === row.id && t.language === language);
          if (!translation) return row;
          // A translation seeded before the English changed shape (its version not raised).
          const mismatch = bodyMismatch(row.body, translation.body);
          if (mismatch) {
            log.warn({ articleId: row.id, language, mismatch }, 'article translation out of date; served in English');
            return row;
          }
          const { title, description, imageAlt, body } = translation;
          return { ...row, title, description, imageAlt, body };
        }),
      ]),
    );
    return new ArticlesService(byLanguage);
  }

  /** The articles in `language`, newest first. */
  list(language: Language): ArticleRow[] {
    return inLanguage(this.newestFirst, language);
  }

  find(language: Language, id: number): ArticleRow | undefined {
    return inLanguage(this.byLanguage, language).find((article) => article.id === id);
  }

  /** The articles and information pages site search looks through, in `language`. */
  searchable(language: Language): SearchableDocument[] {
    return inLanguage(this.documents, language);
  }
}
