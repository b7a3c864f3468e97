import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { signToken } from '../signed-token.ts';
import { assertSafeKey, type ObjectStorage } from './storage.ts';

/** A private folder under DATA_DIR; the content type is kept in a small sidecar file. */
export function localStorage(options: { dir: string; secret: string; publicUrl: string }): ObjectStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(options.dir, key);
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const path = pathOf(key);
      // Write then rename, so a reader never sees half a file.
      await writeFile(`${path}.tmp`, body, { mode: 0o600 });
      await writeFile(`${path}.type`, contentType, { mode: 0o600 });
      await rename(`${path}.tmp`, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
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
  };
}
