import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localStorage } from '../lib/storage/local-storage.ts';
import { s3Storage, type S3Settings } from '../lib/storage/s3-storage.ts';
import type { ObjectStorage } from '../lib/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

export const storagePlugin = fp(
  async (
    app: FastifyInstance,
    opts: { s3: S3Settings | undefined; dataDir: string; secret: string; publicUrl: string },
  ) => {
    app.decorate(
      'storage',
      opts.s3
        ? s3Storage(opts.s3)
        : localStorage({ dir: join(opts.dataDir, 'files'), secret: opts.secret, publicUrl: opts.publicUrl }),
    );
  },
  { name: 'storage', dependencies: [] },
);
