import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, articleTranslations } from './tables.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleTranslationRow = typeof articleTranslations.$inferSelect;

/** The articles' queries: both tables are read whole, once, at start. */
export class ArticlesRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  all(): Promise<ArticleRow[]> {
    return this.db.select().from(articles).orderBy(asc(articles.id));
  }

  translations(): Promise<ArticleTranslationRow[]> {
    return this.db.select().from(articleTranslations);
  }
}
