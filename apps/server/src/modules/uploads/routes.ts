import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES, envelopeSchema, ok, SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import { assertOwner, requireAuth } from '../../lib/ownership.ts';
import { verifyToken } from '../../lib/signed-token.ts';
import { errorResponses, fileResponse } from '../../lib/documented-errors.ts';
import { MULTIPART_FILE } from '../../lib/request-input.ts';
import { KEY_PATTERN } from '../../lib/storage/storage.ts';
import type { UploadsService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['uploads'];
// Room for the multipart envelope around a file just under the limit.
const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/** Reads the one `file` part, stopping as soon as it reaches 5 MB: the body is never buffered beyond that. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, UPLOAD_MESSAGES.onlyImages);
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES - 1, files: 1, fields: 10 } });
  if (!file || file.fieldname !== 'file') throw new AppError(400, UPLOAD_MESSAGES.noFile);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
}

const routes: FastifyPluginAsyncZod<{ uploads: UploadsService; secret: string }> = async (app, { uploads, secret }) => {
  const uploadSchema = {
    tags,
    summary: 'Upload one image (multipart field "file")',
    [MULTIPART_FILE]: 'A JPEG, PNG, WebP, GIF or AVIF image under 5 MB',
    response: { 200: envelopeSchema(z.string()), ...errorResponses(401, 429) },
  };

  app.post('/file/upload', { schema: uploadSchema, bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    const auth = requireAuth(request);
    return ok(await uploads.upload(auth.userId, await readImage(request)));
  });

  app.post(
    '/api/unknown-device/upload-local',
    {
      schema: {
        ...uploadSchema,
        querystring: z.object({ userId: z.string().max(100).optional() }),
        response: { ...uploadSchema.response, ...errorResponses(403) },
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request) => {
      const auth = requireAuth(request);
      const userId = request.query.userId ?? auth.userId;
      assertOwner(request, userId, 'write');
      return ok(await uploads.upload(userId, await readImage(request)));
    },
  );

  app.get(
    '/file/:key',
    {
      schema: {
        tags,
        summary: 'A stored image, for its uploader and staff',
        params: z.object({ key: z.string().max(100) }),
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(100).optional(),
        }),
        response: {
          200: fileResponse(
            'The image, without its metadata',
            'image/jpeg',
            'image/png',
            'image/webp',
            'image/gif',
            'image/avif',
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!KEY_PATTERN.test(key)) throw new AppError(404, SERVER_MESSAGES.notFound);
      const { expires, signature } = request.query;
      const signedLinkValid = Boolean(
        expires && expires * 1000 > Date.now() && verifyToken(secret, 'file-link', `${key}:${expires}`, signature),
      );
      const stored = await uploads.read(request.auth, key, signedLinkValid);
      const extension = stored.contentType.split('/')[1] ?? 'bin';
      return (
        reply
          .type(stored.contentType)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', `inline; filename="device-photo.${extension}"`)
          // Even if a browser were talked into rendering it as a document, nothing in it could run.
          .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
          .header('Cache-Control', 'private, max-age=3600')
          .send(stored.body)
      );
    },
  );
};

export const uploadRoutes = fp(routes, {
  name: 'uploads-routes',
  dependencies: ['session', 'csrf', 'storage', '@fastify/multipart'],
  encapsulate: true,
});
