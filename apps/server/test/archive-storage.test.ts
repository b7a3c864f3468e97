import { createHash } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { parseRange } from '../src/lib/storage/byte-range.ts';
import { downloadLinkValid, localStorage } from '../src/lib/storage/local-storage.ts';
import { s3Storage } from '../src/lib/storage/s3-storage.ts';
import { ObjectTooLargeError, type ObjectStorage } from '../src/lib/storage/storage.ts';

const MiB = 1024 * 1024;
const SECRET = 's'.repeat(40);

/** `total` bytes of a repeatable pattern, made 64 KiB at a time (never held whole). */
async function* pattern(total: number, failAfter?: number): AsyncGenerator<Buffer> {
  const block = Buffer.alloc(64 * 1024);
  for (let sent = 0; sent < total; sent += block.length) {
    if (failAfter !== undefined && sent >= failAfter) throw new Error('the client went away');
    const size = Math.min(block.length, total - sent);
    for (let i = 0; i < size; i += 1) block[i] = (sent + i) % 251;
    yield Buffer.from(block.subarray(0, size));
  }
}

const patternByte = (offset: number) => offset % 251;
const sha = async (chunks: AsyncIterable<Uint8Array>) => {
  const hash = createHash('sha256');
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
};
const streamText = async (chunks: AsyncIterable<Uint8Array>) => {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
};

let s3server: S3rver;
let endpoint: string;
let localDir: string;
beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: await mkdtemp(join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'recircuit-archives', configs: [] }],
  });
  const address = await s3server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  localDir = await mkdtemp(join(tmpdir(), 'archives-'));
});
afterAll(() => s3server.close());

function store(kind: string): ObjectStorage {
  return kind === 'S3'
    ? s3Storage(
        {
          bucket: 'recircuit-archives',
          region: 'eu-west-2',
          endpoint,
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
          prefix: 'files/',
        },
        { partBytes: 5 * MiB },
      )
    : localStorage({ dir: localDir, secret: SECRET, publicUrl: 'http://localhost:3000' });
}

describe.each(['local folder', 'S3'])('streamed archives: %s', (kind) => {
  it('stores a 12 MiB stream (several S3 parts), reads it back whole and by range', async () => {
    const storage = store(kind);
    const key = `arc_${kind === 'S3' ? 's3' : 'lo'}big000000000000000001`;
    const size = 12 * MiB + 123;
    expect(await storage.putStream(key, pattern(size), 'application/zip', 20 * MiB)).toBe(size);
    expect(await storage.stat(key)).toEqual({ size, contentType: 'application/zip' });

    const whole = await storage.open(key);
    expect(whole?.size).toBe(size);
    expect(await sha(whole!.body)).toBe(await sha(pattern(size)));

    const part = await storage.open(key, { start: 6 * MiB - 2, end: 6 * MiB + 1 });
    expect(part?.size).toBe(size);
    expect([...(await streamText(part!.body))]).toEqual([0, 1, 2, 3].map((i) => patternByte(6 * MiB - 2 + i)));
    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.open(key)).toBeUndefined();
  });

  it('stores a small stream in one piece', async () => {
    const storage = store(kind);
    const key = 'arc_small0000000000000001';
    expect(await storage.putStream(key, pattern(10), 'application/zip', 10)).toBe(10);
    expect((await storage.get(key))?.body).toEqual(Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    await storage.delete(key);
  });

  it('stops at the size limit and leaves nothing behind', async () => {
    const storage = store(kind);
    for (const [size, limit] of [
      [11, 10],
      [7 * MiB, 6 * MiB],
    ] as const) {
      const key = `arc_toolarge${size}`.padEnd(20, '0');
      await expect(storage.putStream(key, pattern(size), 'application/zip', limit)).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
      expect(await storage.stat(key)).toBeUndefined();
    }
    if (kind === 'local folder') expect((await readdir(localDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves nothing behind when the source fails half way', async () => {
    const storage = store(kind);
    const key = 'arc_brokensource00000001';
    await expect(storage.putStream(key, pattern(8 * MiB, 6 * MiB), 'application/zip', 20 * MiB)).rejects.toThrow(
      'the client went away',
    );
    expect(await storage.stat(key)).toBeUndefined();
    if (kind === 'local folder') expect((await readdir(localDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('hands out a download link that names the file as an attachment', async () => {
    const storage = store(kind);
    const key = 'arc_download000000000001';
    await storage.putStream(key, pattern(1000), 'application/zip', 1000);
    const link = await storage.downloadUrl(key, 60, 'recircuit-EW-ABCD1234.zip', 'application/zip');
    await expect(storage.downloadUrl(key, 60, 'bad"name.zip', 'application/zip')).rejects.toThrow();
    if (kind === 'S3') {
      const answer = await fetch(link);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="recircuit-EW-ABCD1234.zip"');
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect((await answer.arrayBuffer()).byteLength).toBe(1000);
      const ranged = await fetch(link, { headers: { range: 'bytes=10-19' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe('bytes 10-19/1000');
      expect([...new Uint8Array(await ranged.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    } else {
      const url = new URL(link);
      expect(url.pathname).toBe(`/proxy/file/archive/${key}`);
      const parts = {
        key,
        expires: Number(url.searchParams.get('expires')),
        name: url.searchParams.get('name') ?? undefined,
        signature: url.searchParams.get('signature') ?? undefined,
      };
      expect(parts.name).toBe('recircuit-EW-ABCD1234.zip');
      expect(downloadLinkValid(SECRET, parts)).toBe(true);
      expect(downloadLinkValid('t'.repeat(40), parts)).toBe(false);
      expect(downloadLinkValid(SECRET, { ...parts, name: 'other.zip' })).toBe(false);
      expect(downloadLinkValid(SECRET, { ...parts, key: 'arc_download000000000002' })).toBe(false);
      expect(downloadLinkValid(SECRET, { ...parts, expires: parts.expires + 1 })).toBe(false);
      expect(downloadLinkValid(SECRET, parts, (parts.expires + 1) * 1000)).toBe(false);
    }
    await storage.delete(key);
  });
});

describe('Range headers', () => {
  it('reads the one range asked for, and refuses what lies past the end', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=9-3', 100)).toBeUndefined();
    expect(parseRange('items=0-9', 100)).toBeUndefined();
    expect(parseRange('bytes=-', 100)).toBeUndefined();
  });
});

describe('ARCHIVE_MAX_BYTES', () => {
  it('defaults to 5 GB and takes only a whole number of bytes', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: localDir }).archiveMaxBytes).toBe(5 * 1024 ** 3);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: localDir, ARCHIVE_MAX_BYTES: '1048576' }).archiveMaxBytes).toBe(
      1048576,
    );
    for (const value of ['0', '-1', '1.5', 'lots']) {
      expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: localDir, ARCHIVE_MAX_BYTES: value })).toThrow(
        /ARCHIVE_MAX_BYTES: must be a whole number of bytes/,
      );
    }
  });
});
