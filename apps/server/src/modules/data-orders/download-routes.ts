import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATA_MESSAGES } from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../lib/ownership.ts';
import { errorResponses, fileResponse, redirectResponse } from '../../lib/documented-errors.ts';
import { parseRange } from '../../lib/storage/byte-range.ts';
import { downloadLinkValid } from '../../lib/storage/local-storage.ts';
import { FILENAME_PATTERN, KEY_PATTERN, type ObjectStorage } from '../../lib/storage/storage.ts';
import type { DataFulfilmentService } from './fulfilment.ts';
import fp from 'fastify-plugin';

const tags = ['data service'];

/** The owner's archive download: a 24-hour link, and (on local storage) the signed file route it points at. */
const routes: FastifyPluginAsyncZod<{
  fulfilment: DataFulfilmentService;
  storage: ObjectStorage;
  secret: string;
}> = async (app, { fulfilment, storage, secret }) => {
  app.get(
    '/api/data-retrieval/order/:id/download',
    {
      schema: {
        tags,
        summary: 'Redirects to a link to the archive that works for 24 hours (each one is logged)',
        params: z.object({ id: z.string().max(100) }),
        response: { 302: redirectResponse, ...errorResponses(401, 403, 409) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const link = await fulfilment.downloadLink(auth, request.params.id, request.ip);
      return reply.redirect(link, 302);
    },
  );

  app.get(
    '/file/archive/:key',
    {
      schema: {
        tags,
        summary: 'An archive through its signed link (local storage); supports Range',
        params: z.object({ key: z.string().max(100) }),
        querystring: z.object({
          expires: z.coerce.number().int().optional().catch(undefined),
          name: z.string().max(100).optional(),
          signature: z.string().max(100).optional(),
        }),
        response: {
          200: fileResponse('The archive', 'application/zip'),
          206: fileResponse('The byte range asked for', 'application/zip'),
          416: fileResponse('The range asked for is outside the archive: nothing is sent', 'application/zip'),
          ...errorResponses(403),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { expires, name, signature } = request.query;
      const valid =
        KEY_PATTERN.test(key) &&
        name !== undefined &&
        FILENAME_PATTERN.test(name) &&
        downloadLinkValid(secret, { key, expires, name, signature });
      if (!valid || !name) throw new AppError(403, DATA_MESSAGES.linkInvalid);
      const info = await storage.stat(key);
      // Deleted when its hosting ended.
      if (!info) throw new AppError(404, DATA_MESSAGES.expired);
      // The key is random per upload, so the object under it never changes: a strong validator.
      const etag = `"${key}-${info.size}"`;
      const ifRange = request.headers['if-range'];
      const asked =
        ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, info.size) : undefined;
      reply
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Accept-Ranges', 'bytes')
        .header('ETag', etag)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff');
      if (asked === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${info.size}`).type('application/zip').send();
      }
      const opened = await storage.open(key, asked);
      if (!opened) throw new AppError(404, DATA_MESSAGES.expired);
      reply.type('application/zip');
      if (asked) {
        reply
          .code(206)
          .header('Content-Range', `bytes ${asked.start}-${asked.end}/${opened.size}`)
          .header('Content-Length', asked.end - asked.start + 1);
      } else {
        reply.header('Content-Length', opened.size);
      }
      return reply.send(opened.body);
    },
  );
};

export const dataOrderDownloadRoutes = fp(routes, {
  name: 'data-order-download-routes',
  dependencies: ['session', 'storage'],
  encapsulate: true,
});
