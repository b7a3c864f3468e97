import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { certificateRoutes } from './routes.ts';
import { CertificatesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Certificates of erasure: issued by the data orders' fulfilment, verified by anyone with the code. */
    certificates: CertificatesService;
  }
}

/** Certificates of erasure (docs/decisions/0017-archives-and-certificates.md). */
export const certificatesModule = fp(
  async (app: FastifyInstance, settings: { publicUrl: string }) => {
    const certificates = new CertificatesService({ db: app.db, storage: app.storage, publicUrl: settings.publicUrl });
    app.decorate('certificates', certificates);
    await app.register(certificateRoutes, { prefix: API_BASE, certificates });
  },
  { name: 'certificates', dependencies: ['db', 'storage', 'rate-limits'] },
);
