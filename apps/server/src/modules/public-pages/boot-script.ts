import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BuildManifest } from './page-assets.ts';

/** The web app's second entry: the script a rendered page runs (apps/web/src/boot.ts). */
const BOOT_MODULE = 'src/boot.ts';

/** The boot script, written into each rendered page's head, and its hash for the CSP's script-src. */
export interface BootScript {
  /** The built file's text in a function called at once: a classic script, whose names stay its own. */
  source: string;
  /** `'sha256-…'`: the CSP runs this inline script and no other (plugins/security-headers.ts). */
  hash: string;
}

/**
 * Reads the built boot script, or null when the build has none (the API alone) or it cannot be
 * read, and then the pages are rendered in the browser. It is inline in the page so that nothing
 * stands between the first paint and the app's modules being asked for: as a file of its own it
 * cost a round trip, about 160 ms on a phone's network (docs/rendering.md). It runs as a classic
 * script in the head, where a module script would wait for the whole document to be parsed.
 */
export function readBootScript(webDistDir: string, log: FastifyBaseLogger): BootScript | null {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
    const file = manifest[BOOT_MODULE]?.file;
    if (!file) throw new Error(`the web build has no ${BOOT_MODULE}`);
    const built = readFileSync(join(webDistDir, file), 'utf8').trim();
    // Only an end tag could end the element early; no build writes one, but a page must not break.
    if (/<\/script/i.test(built)) throw new Error(`${file} holds "</script" and cannot be inline`);
    if (/^\s*(import|export)\b/m.test(built))
      throw new Error(`${file} imports or exports and cannot run as a classic script`);
    const source = `(()=>{${built}})()`;
    return { source, hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
  } catch (error) {
    log.error({ err: error }, "the web app's boot script could not be read; pages render in the browser");
    return null;
  }
}
