import Fastify from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../src/lib/storage/local-storage.ts';
import { s3Storage } from '../src/lib/storage/s3-storage.ts';
import { storagePlugin } from '../src/plugins/storage.ts';
import type { ObjectStorage } from '../src/lib/storage/storage.ts';

// A real S3 API server on loopback stands in for any S3-compatible store.
let s3server: S3rver;
let endpoint: string;
beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: await mkdtemp(join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'recircuit-test', configs: [] }],
  });
  const address = await s3server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => s3server.close());

/** The stand-in's bucket, with its keys under `prefix`. */
const s3Settings = (prefix: string) => ({
  bucket: 'recircuit-test',
  region: 'eu-west-2',
  endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  prefix,
});

async function stores(): Promise<[string, ObjectStorage][]> {
  return [
    [
      'local folder',
      localStorage({
        dir: await mkdtemp(join(tmpdir(), 'files-')),
        secret: 's'.repeat(40),
        publicUrl: 'http://localhost:3000',
      }),
    ],
    ['S3', s3Storage(s3Settings('uploads/'))],
  ];
}

describe.each(['local folder', 'S3'])('object storage: %s', (kind) => {
  it('puts, gets, links and deletes a private object', async () => {
    const store = (await stores()).find(([name]) => name === kind)?.[1] as ObjectStorage;
    const key = 'AbCdEfGhIjKlMnOpQrStUv01';
    await store.put(key, Buffer.from('hello'), 'image/png');
    expect(await store.get(key)).toEqual({ body: Buffer.from('hello'), contentType: 'image/png' });
    const link = await store.signedUrl(key, 60);
    expect(link).toMatch(/signature|Signature/);
    if (kind === 'S3') expect(await (await fetch(link)).text()).toBe('hello');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('refuses keys that could escape the store', async () => {
    const store = (await stores()).find(([name]) => name === kind)?.[1] as ObjectStorage;
    for (const key of ['../../etc/passwd', 'a/b', '', 'short']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('unsafe storage key');
    }
  });
});

describe('the storage plugin', () => {
  it('keeps files in S3 when S3 is set (loading the SDK then), and in DATA_DIR otherwise', async () => {
    const settings = {
      dataDir: await mkdtemp(join(tmpdir(), 'data-')),
      secret: 's'.repeat(40),
      publicUrl: 'http://localhost:3000',
    };
    const s3 = s3Settings('plugin/');
    for (const [options, inS3] of [
      [{ ...settings, s3 }, true],
      [{ ...settings, s3: undefined }, false],
    ] as const) {
      const app = Fastify();
      await app.register(storagePlugin, options);
      const key = 'PlUgInKeY0123456789abcde';
      await app.storage.put(key, Buffer.from('kept'), 'text/plain');
      const link = await app.storage.signedUrl(key, 60);
      expect(link.startsWith(endpoint), link).toBe(inS3);
      expect((await app.storage.get(key))?.body.toString()).toBe('kept');
      await app.storage.delete(key);
      await app.close();
    }
  });
});
