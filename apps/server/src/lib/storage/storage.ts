import type { Readable } from 'node:stream';

/** Where images and data archives live: a local folder by default, any S3-compatible store when configured. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Bytes `start` to `end` of an object, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object being read: its bytes as a stream, and the size of the whole object. */
export interface ObjectStream {
  body: Readable;
  contentType: string;
  size: number;
  /** The part being read, when a range was asked for. */
  range?: ByteRange;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream without holding it in memory, and answers its size. Past `maxBytes` it
   * throws ObjectTooLargeError; on any failure nothing is left under `key`.
   */
  putStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string, maxBytes: number): Promise<number>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The size and type of the object, or undefined when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | undefined>;
  /** The object as a stream (one range of it, if asked), or undefined when there is none. */
  open(key: string, range?: ByteRange): Promise<ObjectStream | undefined>;
  delete(key: string): Promise<void>;
  /** A link that works without a session until it expires. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** A link that downloads the object as an attachment named `filename`, without a session, until it expires. */
  downloadUrl(key: string, expiresInSeconds: number, filename: string, contentType: string): Promise<string>;
}

/** Keys are random and flat: letters, digits, '-' and '_' with an optional '.thumb' suffix. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}(\.thumb)?$/;

/** A download's file name: plain enough for a Content-Disposition header without quoting rules. */
export const FILENAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

export function assertSafeFilename(filename: string): void {
  if (!FILENAME_PATTERN.test(filename)) throw new Error('unsafe download file name');
}

/** A stream passed the size limit of putStream; nothing was stored. */
export class ObjectTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** Yields the chunks of `body`, throwing ObjectTooLargeError as soon as more than `maxBytes` went past. */
export async function* limitBytes(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new ObjectTooLargeError(maxBytes);
    yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
}
