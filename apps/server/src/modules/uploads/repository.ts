import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { uploads } from './tables.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/** The uploads' rows: which stored files (an image and its thumbnail) belong to whom and to which order. */
export class UploadsRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async insert(upload: NewUpload): Promise<void> {
    await this.db.insert(uploads).values(upload);
  }

  async find(key: string): Promise<UploadRow | undefined> {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.key, key));
    return row;
  }

  /** Attaches the owner's unattached uploads among `keys` to the order in one statement; answers the keys it took. */
  async claim(ownerId: string, keys: string[], orderId: string, executor: Executor = this.db): Promise<string[]> {
    const claimed = await executor
      .update(uploads)
      .set({ orderId })
      .where(and(inArray(uploads.key, keys), eq(uploads.ownerId, ownerId), isNull(uploads.orderId)))
      .returning({ key: uploads.key });
    return claimed.map((row) => row.key);
  }

  async keysOf(ownerId: string): Promise<{ key: string; thumbKey: string }[]> {
    return this.db
      .select({ key: uploads.key, thumbKey: uploads.thumbKey })
      .from(uploads)
      .where(eq(uploads.ownerId, ownerId));
  }

  /** Deletes the uploads created before `createdBefore` and never attached to an order; answers their keys. */
  async deleteUnattached(createdBefore: Date): Promise<{ key: string; thumbKey: string }[]> {
    return this.db
      .delete(uploads)
      .where(and(isNull(uploads.orderId), lt(uploads.createdAt, createdBefore)))
      .returning({ key: uploads.key, thumbKey: uploads.thumbKey });
  }
}
