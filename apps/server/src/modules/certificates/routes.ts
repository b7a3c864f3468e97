import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateSchema, DATA_MESSAGES, envelopeSchema, ok } from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import { fileResponse } from '../../lib/documented-errors.ts';
import type { CertificatesService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['certificates'];
const codeParam = z.object({ code: z.string().max(100) });

/** Public: anyone holding a certificate's code may check it and read its PDF, signed in or not. */
const routes: FastifyPluginAsyncZod<{ certificates: CertificatesService }> = async (app, { certificates }) => {
  app.get(
    '/api/certificates/:code',
    {
      schema: {
        tags,
        summary: 'Whether a certificate of erasure is genuine, and what it certifies',
        params: codeParam,
        response: { 200: envelopeSchema(certificateSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const view = await certificates.view(request.params.code);
      if (!view) throw new AppError(404, DATA_MESSAGES.certificateNotFound);
      return ok(view);
    },
  );

  app.get(
    '/api/certificates/:code/pdf',
    {
      schema: {
        tags,
        summary: 'The certificate as issued (PDF)',
        params: codeParam,
        response: { 200: fileResponse('The certificate', 'application/pdf') },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const pdf = await certificates.pdf(request.params.code);
      if (!pdf) throw new AppError(404, DATA_MESSAGES.certificateNotFound);
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="recircuit-certificate-${pdf.code}.pdf"`)
          .header('X-Content-Type-Options', 'nosniff')
          // Whether it still holds is the verification page's answer, so a browser may keep the file itself.
          .header('Cache-Control', 'private, max-age=3600')
          .send(pdf.body)
      );
    },
  );
};

export const certificateRoutes = fp(routes, {
  name: 'certificate-routes',
  dependencies: ['storage'],
  encapsulate: true,
});
