import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localStorage } from '../lib/storage/local-storage.ts';
import type { S3Settings } from '../lib/storage/s3-storage.ts';
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
    // The AWS SDK is loaded only when the files are kept in S3: an instance that keeps them on disk
    // would hold it for nothing (docs/operations.md, "Budgets", memory).
    app.decorate(
      'storage',
      opts.s3
        ? (await import('../lib/storage/s3-storage.ts')).s3Storage(opts.s3)
        : localStorage({ dir: join(opts.dataDir, 'files'), secret: opts.secret, publicUrl: opts.publicUrl }),
    );
  },
  { name: 'storage', dependencies: [] },
);
