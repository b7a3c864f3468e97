// The fonts of the server's PDFs (certificate, label, slip): Noto Sans SC regular and bold, under the
// SIL Open Font License 1.1. `npm install` runs this (the server's postinstall), and so does `npm run fonts`.
//
// The only package that ships those TTFs whole, @expo-google-fonts/noto-sans-sc, holds all nine weights
// (96 MB in node_modules, of which the PDFs read two). So it is no dependency: its tarball is fetched
// through npm (`npm pack`, so npm's registry, proxy, cache and offline settings apply), checked against
// the integrity pinned below, and only the two weights and the licence are kept, in apps/server/fonts/
// (generated, git-ignored; docs/operations.md, "Fonts"). Plain JavaScript with no dependency, so it runs
// on whatever Node runs `npm install`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';

export const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc@0.4.3';
/** The published tarball's integrity, as in a lockfile (npm view @expo-google-fonts/noto-sans-sc@0.4.3 dist.integrity). */
export const FONT_PACKAGE_INTEGRITY =
  'sha512-9rAwdFTFHbO/u6Cs0gj2jZbW74TGIiaFNQnXYH2s5wA1bzVkwbaviL4t8YUV642eGYjg86eH6DkAEQmfNHDncQ==';

/**
 * @typedef {{ member: string, file: string, sha256: string }} FontFile
 *   `member` is the path in the tarball, `file` the name in the fonts folder.
 */

/** @type {readonly FontFile[]} */
export const FONT_FILES = [
  {
    member: 'package/400Regular/NotoSansSC_400Regular.ttf',
    file: 'NotoSansSC_400Regular.ttf',
    sha256: 'd45f67f0a7c0ca3f256950777ce6a61cc7ce5f9696d02900cbbaac25f8aa7d16',
  },
  {
    member: 'package/700Bold/NotoSansSC_700Bold.ttf',
    file: 'NotoSansSC_700Bold.ttf',
    sha256: '9a38ae0ab28cd5a256f9ea8e00dedc688aac17f7915fcb000572990afa956b96',
  },
  {
    member: 'package/LICENSE_FONT',
    file: 'LICENSE_FONT',
    sha256: '1c05c68c34f9708415aada51f17e1b0092d2cea709bf4a94cd38114f9e73d7d9',
  },
];

/** apps/server/fonts/, where src/modules/certificates/fonts.ts reads them. */
export const FONTS_DIR = fileURLToPath(new URL('../fonts/', import.meta.url));

/** What to run to fetch them again (in the project's folder or in apps/server). */
export const FETCH_FONTS_COMMAND = 'npm run fonts';

/** @param {Buffer} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * Whether every file is in `dir` with its pinned SHA-256.
 * @param {string} dir
 * @param {readonly FontFile[]} files
 */
export async function fontsPresent(dir, files = FONT_FILES) {
  for (const { file, sha256: expected } of files) {
    const data = await readFile(join(dir, file)).catch(() => undefined);
    if (!data || sha256(data) !== expected) return false;
  }
  return true;
}

/**
 * The tarball's integrity, in npm's form (`sha512-` and base64).
 * @param {string} path
 */
export async function tarballIntegrity(path) {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return `sha512-${hash.digest('base64')}`;
}

/**
 * A NUL-terminated string field of a tar header.
 * @param {Buffer} header
 * @param {number} offset
 * @param {number} length
 */
function field(header, offset, length) {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * A numeric tar field: octal digits, or base-256 when the first byte's high bit is set.
 * @param {Buffer} header
 * @param {number} offset
 * @param {number} length
 */
function numberField(header, offset, length) {
  if ((header[offset] ?? 0) & 0x80) {
    let value = (header[offset] ?? 0) & 0x7f;
    for (let i = offset + 1; i < offset + length; i++) value = value * 256 + (header[i] ?? 0);
    return value;
  }
  const text = field(header, offset, length).trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) throw new Error(`not a tar archive (a header holds "${text}" where a number belongs)`);
  return parseInt(text, 8);
}

/**
 * The header's checksum holds: the sum of its bytes, its own field counted as spaces.
 * @param {Buffer} header
 */
function checksumHolds(header) {
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return sum === numberField(header, 148, 8);
}

/**
 * The `path` record of a pax extended header ("<length> path=<value>\n" records), if any.
 * @param {Buffer} body
 */
function paxPath(body) {
  let offset = 0;
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset);
    const length = parseInt(body.subarray(offset, space).toString('utf8'), 10);
    if (space === -1 || !(length > 0)) break;
    const record = body.subarray(space + 1, offset + length - 1).toString('utf8');
    if (record.startsWith('path=')) return record.slice('path='.length);
    offset += length;
  }
  return undefined;
}

/**
 * The regular files named in `wanted` from a tar stream (already gunzipped), each read whole; every
 * other entry is skipped without being held. Reads ustar names with their prefix, and long names from
 * pax (`x`) or GNU (`L`) headers.
 * @param {AsyncIterable<Buffer>} chunks
 * @param {ReadonlySet<string>} wanted
 * @returns {Promise<Map<string, Buffer>>}
 */
export async function readTarMembers(chunks, wanted) {
  /** @type {Map<string, Buffer>} */
  const found = new Map();
  /** @type {{ name: string, type: string, size: number, left: number, parts: Buffer[] | undefined } | undefined} */
  let entry;
  /** @type {string | undefined} a long name for the next entry, from a pax or GNU header */
  let longName;
  let pending = Buffer.alloc(0);
  let ended = false;

  for await (const chunk of chunks) {
    if (ended) continue;
    const buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      if (entry) {
        // The entry's body, padded to whole 512-byte blocks.
        const take = Math.min(entry.left, buffer.length - offset);
        entry.parts?.push(buffer.subarray(offset, offset + take));
        offset += take;
        entry.left -= take;
        if (entry.left > 0) break;
        if (entry.parts) {
          const body = Buffer.concat(entry.parts).subarray(0, entry.size);
          if (entry.type === 'x') longName = paxPath(body) ?? longName;
          else if (entry.type === 'L') longName = field(body, 0, body.length);
          else found.set(entry.name, Buffer.from(body));
        }
        entry = undefined;
        continue;
      }
      if (buffer.length - offset < 512) break;
      const header = buffer.subarray(offset, offset + 512);
      offset += 512;
      if (header.every((byte) => byte === 0)) {
        // The end of the archive (two zero blocks; one is enough to stop).
        ended = true;
        break;
      }
      if (!checksumHolds(header)) throw new Error('not a tar archive (a header checksum is wrong)');
      const type = field(header, 156, 1) || '0';
      const size = numberField(header, 124, 12);
      // The prefix field (345, 155 bytes) is part of the name in POSIX ustar only ("ustar\0").
      const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
      const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
      if (type !== 'x' && type !== 'L' && type !== 'g') longName = undefined;
      const regular = type === '0' || type === '7';
      const keep = type === 'x' || type === 'L' || (regular && wanted.has(name));
      entry = { name, type, size, left: Math.ceil(size / 512) * 512, parts: keep ? [] : undefined };
    }
    pending = Buffer.from(buffer.subarray(offset));
  }
  if (entry) throw new Error(`the tar archive ends inside ${entry.name}`);
  if (!ended && pending.length > 0) throw new Error('the tar archive ends inside a header');
  return found;
}

/**
 * The members named in `wanted` from a .tgz file.
 * @param {string} tarball
 * @param {ReadonlySet<string>} wanted
 */
export async function extractMembers(tarball, wanted) {
  /** @type {Map<string, Buffer>} */
  let found = new Map();
  await pipeline(
    createReadStream(tarball, { highWaterMark: 1 << 20 }),
    createGunzip({ chunkSize: 1 << 20 }),
    async (/** @type {AsyncIterable<Buffer>} */ tar) => {
      found = await readTarMembers(tar, wanted);
    },
  );
  return found;
}

/**
 * The environment for the `npm pack` child: the parent's, without the npm settings of the command
 * that ran this (a `-w`, `--json`, `--dry-run`…) that would change what `npm pack` packs or prints.
 * Registry, proxy, cache and offline settings stay.
 */
function packEnvironment() {
  const dropped = new Set([
    'workspace',
    'workspaces',
    'include_workspace_root',
    'workspaces_update',
    'pack_destination',
    'json',
    'parseable',
    'dry_run',
    'global',
    'location',
    'prefix',
  ]);
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => {
      const match = /^npm_config_(.+)$/i.exec(key);
      return !match || !dropped.has((match[1] ?? '').toLowerCase().replaceAll('-', '_'));
    }),
  );
}

/**
 * `npm pack <package> --pack-destination <dir>`: the package's tarball as published, through npm's
 * registry, proxy and cache settings. The npm that runs this script when there is one, else `npm`.
 * @param {string} dir
 * @returns {Promise<string>} the tarball's path
 */
export async function npmPack(dir) {
  const npmCli = process.env.npm_execpath;
  // An exact version whose integrity is checked after: npm's cached copy will do, without asking the
  // registry whether it changed (a little under half a second).
  const args = ['pack', FONT_PACKAGE, '--pack-destination', dir, '--json', '--prefer-offline'];
  /** @type {[string, string[]]} */
  const command =
    npmCli && /^npm(-cli)?(\.c?js)?$/.test(basename(npmCli))
      ? /\.c?js$/.test(npmCli)
        ? [process.execPath, [npmCli, ...args]]
        : [npmCli, args]
      : ['npm', args];
  /** @type {{ code: number | null, stdout: string, stderr: string }} */
  const { code, stdout, stderr } = await new Promise((resolve, reject) => {
    const child = spawn(command[0], command[1], {
      cwd: dir,
      env: packEnvironment(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ code: status, stdout: out, stderr: err }));
  });
  if (code !== 0) {
    // npm's own words: its first two `npm error` lines (the code, then what failed).
    const reason = stderr
      .split('\n')
      .filter((line) => /^npm (error|ERR!) /.test(line))
      .slice(0, 2)
      .map((line) => line.replace(/^npm (error|ERR!) /, '').trim())
      .join('; ');
    throw new Error(`npm pack ${FONT_PACKAGE} exited with ${code}${reason ? `: ${reason}` : ''}`);
  }
  try {
    const [packed] = JSON.parse(stdout);
    if (packed?.filename) return join(dir, basename(packed.filename));
  } catch {
    // npm printed something else: the folder, new and empty before, holds the one tarball
  }
  const tarballs = (await readdir(dir)).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1) throw new Error(`npm pack ${FONT_PACKAGE} left no tarball in ${dir}`);
  return join(dir, /** @type {string} */ (tarballs[0]));
}

/**
 * Puts the font files in `dir` unless they are there already with their pinned SHA-256: fetches the
 * tarball (`fetchTarball`, `npm pack` by default) into a temporary folder, checks its integrity,
 * extracts the wanted members, checks each one's SHA-256, and writes each through a temporary file
 * renamed into place, so a file in `dir` is whole or absent. Throws with the reason on any failure.
 * @param {{ dir?: string, files?: readonly FontFile[], integrity?: string, fetchTarball?: (dir: string) => Promise<string> }} [options]
 * @returns {Promise<'present' | 'fetched'>}
 */
export async function ensureFonts({
  dir = FONTS_DIR,
  files = FONT_FILES,
  integrity = FONT_PACKAGE_INTEGRITY,
  fetchTarball = npmPack,
} = {}) {
  if (await fontsPresent(dir, files)) return 'present';
  const work = await mkdtemp(join(tmpdir(), 'recircuit-fonts-'));
  try {
    const tarball = await fetchTarball(work);
    const actual = await tarballIntegrity(tarball);
    if (actual !== integrity) {
      throw new Error(
        `the tarball of ${FONT_PACKAGE} is not the pinned one (integrity ${actual}, expected ${integrity})`,
      );
    }
    const members = await extractMembers(tarball, new Set(files.map(({ member }) => member)));
    for (const { member, sha256: expected } of files) {
      const data = members.get(member);
      if (!data) throw new Error(`the tarball of ${FONT_PACKAGE} has no ${member}`);
      if (sha256(data) !== expected) throw new Error(`${member} in the tarball is not the pinned file`);
    }
    await mkdir(dir, { recursive: true });
    for (const { member, file } of files) {
      const temporary = join(dir, `.${file}.${process.pid}.tmp`);
      try {
        await writeFile(temporary, /** @type {Buffer} */ (members.get(member)));
        await rename(temporary, join(dir, file));
      } finally {
        await rm(temporary, { force: true });
      }
    }
    return 'fetched';
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// `node scripts/fetch-fonts.mjs [folder]`: into apps/server/fonts/ unless another folder is named.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? FONTS_DIR;
  const started = performance.now();
  try {
    const outcome = await ensureFonts({ dir });
    const took = `${Math.round(performance.now() - started)} ms`;
    console.log(
      outcome === 'present'
        ? `PDF fonts: present in ${dir}`
        : `PDF fonts: Noto Sans SC regular and bold from ${FONT_PACKAGE} written to ${dir} (${took})`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // One line, whatever the reason held.
    console.error(
      `Could not install the PDF fonts: ${reason.replace(/\s+/g, ' ').replace(/\.$/, '')}. Certificates, labels and slips cannot ` +
        `be made without them; once that is fixed, run \`${FETCH_FONTS_COMMAND}\` in the project's folder.`,
    );
    process.exitCode = 1;
  }
}
