import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { scheduleOrphanCleanup } from './orphan-cleanup.ts';
import { uploadRoutes } from './routes.ts';
import { UploadsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owners' photos of their devices, stored re-encoded without their metadata. */
    uploads: UploadsService;
  }
}

/** Image uploads (docs/decisions/0010-re-encode-uploaded-images.md). `secret` signs their links. */
export const uploadsModule = fp(
  async (app: FastifyInstance, settings: { secret: string }) => {
    const uploads = new UploadsService({ db: app.db, storage: app.storage, limiter: app.limiter });
    app.decorate('uploads', uploads);
    scheduleOrphanCleanup(app, uploads);
    await app.register(uploadRoutes, { prefix: API_BASE, uploads, secret: settings.secret });
  },
  { name: 'uploads', dependencies: ['db', 'storage', 'rate-limits', 'scheduler', '@fastify/multipart'] },
);
