/** Where images and data archives live: a local folder by default, any S3-compatible store when configured. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /** A link that works without a session until it expires. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** Keys are random and flat: letters, digits, '-' and '_' with an optional '.thumb' suffix. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}(\.thumb)?$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
