import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { signToken, verifyToken } from '../signed-token.ts';
import { assertSafeFilename, assertSafeKey, limitBytes, type ObjectStorage } from './storage.ts';

const ARCHIVE_LINK_PURPOSE = 'archive-link';

/** The path the local store's download links point at, under the API prefix. */
export const LOCAL_DOWNLOAD_PATH = '/proxy/file/archive';

/** Whether a local download link is the one this server signed, and still valid at `now`. */
export function downloadLinkValid(
  secret: string,
  link: { key: string; expires: number | undefined; name: string | undefined; signature: string | undefined },
  now = Date.now(),
): boolean {
  if (!link.expires || !link.name || link.expires * 1000 <= now) return false;
  return verifyToken(secret, ARCHIVE_LINK_PURPOSE, `${link.key}:${link.expires}:${link.name}`, link.signature);
}

const notFound = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A private folder under DATA_DIR; the content type is kept in a small sidecar file. */
export function localStorage(options: { dir: string; secret: string; publicUrl: string }): ObjectStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(options.dir, key);
  };
  // A unique temporary name, so two writers of one key never share a half-written file.
  const tempOf = (path: string) => `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const statOf = async (key: string) => {
    const path = pathOf(key);
    try {
      const [info, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
      return { size: info.size, contentType };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const path = pathOf(key);
      // Write then rename, so a reader never sees half a file.
      const temp = tempOf(path);
      await writeFile(temp, body, { mode: 0o600 });
      await writeFile(`${path}.type`, contentType, { mode: 0o600 });
      await rename(temp, path);
    },
    async putStream(key, body, contentType, maxBytes) {
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const path = pathOf(key);
      const temp = tempOf(path);
      try {
        await pipeline(Readable.from(limitBytes(body, maxBytes)), createWriteStream(temp, { mode: 0o600 }));
        await writeFile(`${path}.type`, contentType, { mode: 0o600 });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return (await stat(path)).size;
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { body, contentType };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    stat: statOf,
    async open(key, range) {
      const path = pathOf(key);
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
      try {
        // Reading through the open handle: a deletion after this point cannot cut the answer short.
        const [info, contentType] = await Promise.all([
          handle.stat(),
          readFile(`${path}.type`, 'utf8').catch(() => 'application/octet-stream'),
        ]);
        const body = createReadStream('', { fd: handle, start: range?.start, end: range?.end });
        return { body, contentType, size: info.size, range };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
    },
    async signedUrl(key, expiresInSeconds) {
      assertSafeKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const signature = signToken(options.secret, 'file-link', `${key}:${expires}`);
      return `${options.publicUrl}/proxy/file/${key}?expires=${expires}&signature=${signature}`;
    },
    async downloadUrl(key, expiresInSeconds, filename) {
      assertSafeKey(key);
      assertSafeFilename(filename);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const signature = signToken(options.secret, ARCHIVE_LINK_PURPOSE, `${key}:${expires}:${filename}`);
      const query = new URLSearchParams({ expires: String(expires), name: filename, signature });
      return `${options.publicUrl}${LOCAL_DOWNLOAD_PATH}/${key}?${query}`;
    },
  };
}
