import { randomBytes } from 'node:crypto';
import { API_BASE, SERVER_MESSAGES, UPLOAD_MESSAGES } from '@recircuit/contract';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter, Limit } from '../../lib/rate-limits/limiter.ts';
import type { ObjectStorage } from '../../lib/storage/storage.ts';
import type { Auth } from '../../lib/auth.ts';
import { processImage } from './image-pipeline.ts';
import { UploadsRepository } from './repository.ts';

export const DAILY_UPLOADS: Limit = {
  bucket: 'uploads-user',
  max: 60,
  windowMs: 24 * 60 * 60 * 1000,
  message: UPLOAD_MESSAGES.dailyQuota,
};
const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const FILE_PREFIX = `${API_BASE}/file/`;

export const fileUrl = (key: string) => `${FILE_PREFIX}${key}`;

/** The storage key inside one of our image URLs (relative, or absolute on this site). */
export function keyFromUrl(url: string, publicUrl: string): string | undefined {
  const path = url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url;
  if (!path.startsWith(FILE_PREFIX)) return undefined;
  return path.slice(FILE_PREFIX.length).split('?')[0];
}

export class UploadsService {
  private readonly deps: { db: Database; storage: ObjectStorage; limiter: RateLimiter };
  private readonly repository: UploadsRepository;
  constructor(deps: { db: Database; storage: ObjectStorage; limiter: RateLimiter }) {
    this.deps = deps;
    this.repository = new UploadsRepository(deps.db);
  }

  /** Cleans and stores one image for its owner; answers its URL. */
  async upload(ownerId: string, bytes: Buffer): Promise<string> {
    await this.deps.limiter.consume(DAILY_UPLOADS, ownerId);
    const image = await processImage(bytes);
    const key = randomBytes(24).toString('base64url');
    const thumbKey = `${key}.thumb`;
    await this.deps.storage.put(key, image.body, image.contentType);
    await this.deps.storage.put(thumbKey, image.thumb, 'image/webp');
    await this.repository.insert({
      key,
      thumbKey,
      ownerId,
      contentType: image.contentType,
      size: image.body.length,
      width: image.width,
      height: image.height,
    });
    return fileUrl(key);
  }

  /** The stored file for its uploader or staff (or anyone with a valid signed link). */
  async read(auth: Auth | null, key: string, signedLinkValid: boolean) {
    const baseKey = key.endsWith('.thumb') ? key.slice(0, -'.thumb'.length) : key;
    const row = await this.repository.find(baseKey);
    if (!row) throw new AppError(404, SERVER_MESSAGES.notFound);
    const staff = auth?.role === 'staff' || auth?.role === 'admin';
    if (!signedLinkValid && !staff && auth?.userId !== row.ownerId) {
      throw auth ? new AppError(403, SERVER_MESSAGES.noPermission) : new AppError(401, SERVER_MESSAGES.notLoggedIn);
    }
    const stored = await this.deps.storage.get(key);
    if (!stored) throw new AppError(404, SERVER_MESSAGES.notFound);
    return stored;
  }

  /**
   * Attaches this owner's unattached uploads to an order in one statement, and answers the
   * keys it took: a concurrent claim of the same upload waits for the row lock and then finds
   * it taken, so an image ends up on one order only. Run it inside the order's transaction.
   */
  async claim(executor: Executor, ownerId: string, keys: string[], orderId: string): Promise<string[]> {
    if (keys.length === 0) return [];
    return this.repository.claim(ownerId, keys, orderId, executor);
  }

  async keysOf(ownerId: string): Promise<string[]> {
    const rows = await this.repository.keysOf(ownerId);
    return rows.flatMap((row) => [row.key, row.thumbKey]);
  }

  async deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) await this.deps.storage.delete(key);
  }

  /** Removes uploads never attached to an order within a day. Returns how many went. */
  async removeOrphans(now = Date.now()): Promise<number> {
    const stale = await this.repository.deleteUnattached(new Date(now - ORPHAN_AFTER_MS));
    for (const row of stale) {
      await this.deps.storage.delete(row.key);
      await this.deps.storage.delete(row.thumbKey);
    }
    return stale.length;
  }
}
