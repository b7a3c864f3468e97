import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  ensureFonts,
  FETCH_FONTS_COMMAND,
  FONT_FILES,
  FONT_PACKAGE,
  FONTS_DIR,
  fontsPresent,
  readTarMembers,
} from '../scripts/fetch-fonts.mjs';
import {
  certificateFonts,
  FETCH_FONTS_COMMAND as FONTS_TS_COMMAND,
  FONTS_DIR as FONTS_TS_DIR,
  MissingFontsError,
  missingFonts,
} from '../src/modules/certificates/fonts.ts';
import { tempDir } from './helpers/test-app.ts';

const SCRIPT = fileURLToPath(new URL('../scripts/fetch-fonts.mjs', import.meta.url));

// A tar archive written by hand: 512-byte ustar headers, bodies padded to whole blocks, two zero blocks.
function header(fields: { name: string; size: number; type?: string; prefix?: string; magic?: string }): Buffer {
  const block = Buffer.alloc(512);
  block.write(fields.name, 0, 100, 'utf8');
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${fields.size.toString(8).padStart(11, '0')}\0`, 124);
  block.write('00000000000\0', 136);
  block.write(' '.repeat(8), 148);
  block.write(fields.type ?? '0', 156);
  block.write(fields.magic ?? 'ustar\u000000', 257, 'binary');
  block.write(fields.prefix ?? '', 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}
const padded = (body: Buffer) => Buffer.concat([body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
const file = (name: string, body: Buffer, more: { prefix?: string; magic?: string } = {}) => [
  header({ name, size: body.length, ...more }),
  padded(body),
];
function paxFile(path: string, body: Buffer): Buffer[] {
  const record = (length: number) => `${length} path=${path}\n`;
  let length = record(0).length;
  while (record(length).length !== length) length = record(length).length;
  const pax = Buffer.from(record(length));
  return [header({ name: 'PaxHeader/long', size: pax.length, type: 'x' }), padded(pax), ...file('short-name', body)];
}
const tar = (...entries: Buffer[][]) => Buffer.concat([...entries.flat(), Buffer.alloc(1024)]);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const integrity = (data: Buffer) => `sha512-${createHash('sha512').update(data).digest('base64')}`;

// Three wanted members: one by its plain name, one by ustar prefix and name, one by a pax path.
const REGULAR = Buffer.from('regular weight '.repeat(100));
const BOLD = Buffer.from('bold weight '.repeat(70));
const LICENCE = Buffer.from('SIL Open Font License 1.1\n');
const LONG_FOLDER = `package/${'deep/'.repeat(20)}fonts`;
const FILES = [
  { member: 'package/400Regular/Regular.ttf', file: 'Regular.ttf', sha256: sha256(REGULAR) },
  { member: `${LONG_FOLDER}/Bold.ttf`, file: 'Bold.ttf', sha256: sha256(BOLD) },
  { member: `package/${'long-name-'.repeat(12)}/LICENSE_FONT`, file: 'LICENSE_FONT', sha256: sha256(LICENCE) },
];
const ARCHIVE = tar(
  file('package/package.json', Buffer.from('{"name":"fonts"}')),
  file('package/100Thin/Thin.ttf', Buffer.alloc(5000, 7)),
  file('package/400Regular/Regular.ttf', REGULAR),
  // A GNU header's bytes at 345 are times, not a prefix: this name stays as written.
  file('Regular.ttf', Buffer.from('not wanted'), { prefix: 'package/400Regular', magic: 'ustar  \0' }),
  file('Bold.ttf', BOLD, { prefix: LONG_FOLDER }),
  file('package/900Black/Black.ttf', Buffer.alloc(3000, 9)),
  paxFile(FILES[2]!.member, LICENCE),
);
const TARBALL = gzipSync(ARCHIVE);

/** ensureFonts with the synthetic tarball in place of `npm pack`, counting the fetches. */
function fromSynthetic(tarball = TARBALL) {
  return vi.fn(async (work: string) => {
    const path = join(work, 'fonts-1.0.0.tgz');
    await writeFile(path, tarball);
    return path;
  });
}
const options = (dir: string, fetchTarball = fromSynthetic()) => ({
  dir,
  files: FILES,
  integrity: integrity(TARBALL),
  fetchTarball,
});

async function* inPieces(data: Buffer, size: number) {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}

describe('the tar reader', () => {
  it('keeps only the wanted regular files, named by ustar prefix or pax path, however the stream is cut', async () => {
    const wanted = new Set(FILES.map(({ member }) => member));
    for (const piece of [ARCHIVE.length, 512, 100, 7]) {
      const found = await readTarMembers(inPieces(ARCHIVE, piece), wanted);
      expect([...found.keys()].sort(), `pieces of ${piece}`).toEqual([...wanted].sort());
      expect(found.get(FILES[0]!.member)).toEqual(REGULAR);
      expect(found.get(FILES[1]!.member)).toEqual(BOLD);
      expect(found.get(FILES[2]!.member)).toEqual(LICENCE);
    }
  });

  it('refuses what is not a tar archive, and one cut short', async () => {
    const wanted = new Set(['package/400Regular/Regular.ttf']);
    await expect(readTarMembers(inPieces(Buffer.alloc(1024, 65), 512), wanted)).rejects.toThrow(/not a tar archive/);
    await expect(readTarMembers(inPieces(ARCHIVE.subarray(0, 3000), 512), wanted)).rejects.toThrow(/ends inside/);
  });
});

describe('fetching the fonts (apps/server/scripts/fetch-fonts.mjs)', () => {
  it('writes the wanted members and nothing else, then leaves them be while they match their SHA-256', async () => {
    const dir = join(await tempDir(), 'fonts');
    const fetchTarball = fromSynthetic();
    expect(await ensureFonts(options(dir, fetchTarball))).toBe('fetched');
    expect((await readdir(dir)).sort()).toEqual(['Bold.ttf', 'LICENSE_FONT', 'Regular.ttf']);
    expect(await readFile(join(dir, 'Regular.ttf'))).toEqual(REGULAR);
    expect(await readFile(join(dir, 'Bold.ttf'))).toEqual(BOLD);
    expect(await readFile(join(dir, 'LICENSE_FONT'))).toEqual(LICENCE);
    // The temporary folder the tarball went to is gone.
    const work = fetchTarball.mock.calls[0]![0];
    await expect(readdir(work)).rejects.toThrow(/ENOENT/);

    expect(await ensureFonts(options(dir, fetchTarball))).toBe('present');
    expect(fetchTarball).toHaveBeenCalledTimes(1);
  });

  it('replaces a damaged file by renaming a whole new one into place', async () => {
    const dir = join(await tempDir(), 'fonts');
    await ensureFonts(options(dir));
    await writeFile(join(dir, 'Bold.ttf'), 'half a font');
    // A second name for the damaged file: written in place, it would change too.
    const other = join(await tempDir(), 'damaged');
    await link(join(dir, 'Bold.ttf'), other);
    const fetchTarball = fromSynthetic();

    expect(await ensureFonts(options(dir, fetchTarball))).toBe('fetched');
    expect(fetchTarball).toHaveBeenCalledTimes(1);
    expect(await readFile(join(dir, 'Bold.ttf'))).toEqual(BOLD);
    expect(await readFile(other, 'utf8')).toBe('half a font');
    expect((await readdir(dir)).sort()).toEqual(['Bold.ttf', 'LICENSE_FONT', 'Regular.ttf']);
  });

  it('refuses a tarball that is not the pinned one, and writes nothing', async () => {
    const dir = join(await tempDir(), 'fonts');
    const other = gzipSync(tar(file('package/400Regular/Regular.ttf', REGULAR)));
    await expect(ensureFonts(options(dir, fromSynthetic(other)))).rejects.toThrow(
      `the tarball of ${FONT_PACKAGE} is not the pinned one (integrity ${integrity(other)}, expected ${integrity(TARBALL)})`,
    );
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a member that is missing or differs from its pinned SHA-256, and writes nothing', async () => {
    const dir = join(await tempDir(), 'fonts');
    const missing = [...FILES, { member: 'package/700Bold/Bold.ttf', file: 'B.ttf', sha256: sha256(BOLD) }];
    await expect(ensureFonts({ ...options(dir), files: missing })).rejects.toThrow(
      /has no package\/700Bold\/Bold\.ttf/,
    );
    const differs = [{ ...FILES[0]!, sha256: sha256(BOLD) }, ...FILES.slice(1)];
    await expect(ensureFonts({ ...options(dir), files: differs })).rejects.toThrow(
      'package/400Regular/Regular.ttf in the tarball is not the pinned file',
    );
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/);
  });

  it('says in one line what failed and what to run, and exits 1', async () => {
    const dir = join(await tempDir(), 'fonts');
    const cache = await tempDir();
    // npm offline with an empty cache: its pack fails at once, without the network.
    const child = spawn(process.execPath, [SCRIPT, dir], {
      env: { PATH: process.env.PATH, npm_config_offline: 'true', npm_config_cache: cache },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Could not install the PDF fonts: npm pack @expo-google-fonts\/noto-sans-sc@0\.4\.3 /);
    expect(lines[0]).toContain('ENOTCACHED');
    expect(lines[0]).toContain('run `npm run fonts`');
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/);
  });

  it('are in place after npm install, with their pinned SHA-256', async () => {
    expect(await fontsPresent(FONTS_DIR), `run ${FETCH_FONTS_COMMAND}`).toBe(true);
  });

  it('run at install and as `npm run fonts`, and the nine-weight package is no dependency', async () => {
    const read = async (path: string) =>
      JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8')) as {
        scripts: Record<string, string>;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
    const server = await read('../package.json');
    expect(server.scripts.postinstall).toBe('node scripts/fetch-fonts.mjs');
    expect(server.scripts.fonts).toBe('node scripts/fetch-fonts.mjs');
    expect((await read('../../../package.json')).scripts.fonts).toBe('npm run fonts -w @recircuit/server');
    expect(Object.keys({ ...server.dependencies, ...server.devDependencies })).not.toContain(
      '@expo-google-fonts/noto-sans-sc',
    );
  });
});

describe('the PDF fonts (src/modules/certificates/fonts.ts)', () => {
  it('are read from the folder the script writes, by the names it writes', async () => {
    expect(FONTS_TS_DIR).toBe(FONTS_DIR);
    expect(FONTS_TS_COMMAND).toBe(FETCH_FONTS_COMMAND);
    const fonts = certificateFonts();
    const written = FONT_FILES.map(({ file }) => join(FONTS_DIR, file));
    expect(written).toContain(fonts.regular);
    expect(written).toContain(fonts.bold);
  });

  it('name what is missing and the command that fetches it', async () => {
    const dir = await tempDir();
    expect(missingFonts(dir)).toEqual(['NotoSansSC_400Regular.ttf', 'NotoSansSC_700Bold.ttf']);
    expect(() => certificateFonts(dir)).toThrow(MissingFontsError);
    expect(() => certificateFonts(dir)).toThrow(
      `The PDF fonts are missing from ${dir} (NotoSansSC_400Regular.ttf, NotoSansSC_700Bold.ttf), so no ` +
        "certificate, label or slip can be made: run `npm run fonts` in the project's folder (npm install runs it too).",
    );

    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'NotoSansSC_400Regular.ttf'), '');
    expect(() => certificateFonts(dir)).toThrow(/\(NotoSansSC_700Bold\.ttf\)/);
    await writeFile(join(dir, 'NotoSansSC_700Bold.ttf'), '');
    expect(certificateFonts(dir)).toEqual({
      regular: join(dir, 'NotoSansSC_400Regular.ttf'),
      bold: join(dir, 'NotoSansSC_700Bold.ttf'),
    });
  });
});
