import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateCorrectionSchema,
  DATA_MESSAGES,
  dataOrderFulfilmentSchema,
  dispatchRequestSchema,
  envelopeSchema,
  erasureRequestSchema,
  ok,
  SERVER_MESSAGES,
} from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../lib/ownership.ts';
import { MULTIPART_FILE, queryOrBody, validatedBody } from '../../lib/request-input.ts';
import { errorResponses } from '../../lib/documented-errors.ts';
import type { DataFulfilmentService } from './fulfilment.ts';
import type { DataLogisticsService } from './logistics.ts';
import fp from 'fastify-plugin';

const tags = ['admin: data orders'];
const idParam = z.object({ id: z.string().max(100) });
/** Every step here is refused with 409 when the order is not where the step starts. */
const response = { 200: envelopeSchema(dataOrderFulfilmentSchema), ...errorResponses(409) };

/**
 * Staff fulfil data orders: start work, upload the archive, record an erasure (docs/api.md, "Operations").
 * The role is checked for every /api/admin route by the staff-only plugin; here the session is only read.
 */
const routes: FastifyPluginAsyncZod<{
  fulfilment: DataFulfilmentService;
  logistics: DataLogisticsService;
  archiveMaxBytes: number;
}> = async (app, { fulfilment, logistics, archiveMaxBytes }) => {
  app.post(
    '/api/admin/data-orders/:id/receive',
    {
      schema: {
        tags,
        summary: 'The device reached the hub: Awaiting device → Processing, with the date; the owner is emailed',
        params: idParam,
        response,
      },
    },
    async (request) => ok(await logistics.receive(requireAuth(request), request.params.id)),
  );

  app.post(
    '/api/admin/data-orders/:id/dispatch',
    {
      schema: {
        tags,
        summary:
          'The device was posted back (the owner chose return), with its tracking reference; once the order is completed',
        params: idParam,
        ...queryOrBody(dispatchRequestSchema),
        response,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { trackingReference } = request.body;
      return ok(await logistics.end(auth, request.params.id, 'dispatch', trackingReference));
    },
  );

  app.post(
    '/api/admin/data-orders/:id/collected',
    {
      schema: {
        tags,
        summary: 'The owner collected the device from the hub (they chose collect); once the order is completed',
        params: idParam,
        response,
      },
    },
    async (request) => ok(await logistics.end(requireAuth(request), request.params.id, 'collected')),
  );

  app.post(
    '/api/admin/data-orders/:id/recycled',
    {
      schema: {
        tags,
        summary:
          "The device goes to recycling (the owner chose recycle): opens a recycle order at the hub's drop-off point; once the order is completed",
        params: idParam,
        response,
      },
    },
    async (request) => ok(await logistics.end(requireAuth(request), request.params.id, 'recycled')),
  );

  app.post(
    '/api/admin/data-orders/:id/start',
    { schema: { tags, summary: 'Work begins on a Processing order', params: idParam, response } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await fulfilment.start(auth, request.params.id));
    },
  );

  app.post(
    '/api/admin/data-orders/:id/archive',
    {
      schema: {
        tags,
        summary: 'Upload the retrieved data (multipart field "file", a zip), streamed to storage',
        [MULTIPART_FILE]: 'The retrieved data, a zip',
        params: idParam,
        response,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const result = await fulfilment.archive(auth, request.params.id, async () => {
        if (!request.isMultipart()) throw new AppError(400, DATA_MESSAGES.archiveMissing);
        // The plugin's default file limit is the JSON body limit: an archive has its own, one byte over so
        // the storage sees (and refuses) anything larger rather than a silently cut file.
        const file = await request.file({
          limits: { fileSize: archiveMaxBytes + 1, files: 1, fields: 10, parts: 20 },
          throwFileSizeLimit: false,
        });
        if (!file || file.fieldname !== 'file') throw new AppError(400, DATA_MESSAGES.archiveMissing);
        return file.file;
      });
      return ok(result);
    },
  );

  app.post(
    '/api/admin/data-orders/:id/erasure',
    {
      schema: {
        tags,
        summary:
          'Record the erasure once, while Processing (Passed completes it and a certified order gets its certificate; Failed keeps it Processing); 409 once recorded',
        params: idParam,
        ...queryOrBody(erasureRequestSchema),
        response,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const facts = request.body;
      return ok(await fulfilment.erasure(auth, request.params.id, facts));
    },
  );

  app.post(
    '/api/admin/data-orders/:id/certificate/correct',
    {
      schema: {
        tags,
        summary:
          'Admins only: correct a certified erasure with a written reason; its certificate is revoked and a new one issued',
        params: idParam,
        ...queryOrBody(certificateCorrectionSchema),
        response,
      },
      attachValidation: true,
    },
    async (request) => {
      const auth = requireAuth(request);
      // Staff are refused before their input is read (the service checks the role again).
      if (auth.role !== 'admin') throw new AppError(403, SERVER_MESSAGES.noPermission);
      const input = validatedBody(request);
      return ok(await fulfilment.correctCertificate(auth, request.params.id, input));
    },
  );
};

export const dataOrderAdminRoutes = fp(routes, {
  name: 'data-order-admin-routes',
  dependencies: ['session', 'csrf', 'storage', '@fastify/multipart'],
  encapsulate: true,
});
