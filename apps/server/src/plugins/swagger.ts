import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { API_BASE } from '@recircuit/contract';
import { MULTIPART_FILE, QUERY_OR_BODY, RAW_BODY } from '../lib/request-input.ts';
import { VERSION } from '../version.ts';
import { acceptedInput } from './swagger-inputs.ts';

/** A multipart upload's body, which the route reads as a stream rather than validating. */
const multipartBody = (description: string) => ({
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description } },
});

/**
 * The document's parts the route schemas cannot say: a multipart body (its route validates the
 * stream itself), and a body that is optional because the query string may carry the same names.
 */
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: acceptedInput } });
const transform: typeof zodTransform = (route) => {
  const transformed = zodTransform(route);
  const file = (route.schema as Record<string, unknown> | undefined)?.[MULTIPART_FILE];
  if (typeof file === 'string') {
    Object.assign(transformed.schema, { body: multipartBody(file), consumes: ['multipart/form-data'] });
  }
  const raw = (route.schema as Record<string, unknown> | undefined)?.[RAW_BODY];
  if (typeof raw === 'string') Object.assign(transformed.schema, { body: { type: 'object', description: raw } });
  return transformed;
};

/** Optional bodies where the query string may carry the same names, and no body on a redirect. */
function finish(document: OpenAPIV3.Document): OpenAPIV3.Document {
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path ?? {})) {
      const op = operation as OpenAPIV3.OperationObject & Record<string, unknown>;
      if (op[QUERY_OR_BODY] && op.requestBody) (op.requestBody as OpenAPIV3.RequestBodyObject).required = false;
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (status.startsWith('3')) delete (response as OpenAPIV3.ResponseObject).content;
      }
    }
  }
  return document;
}

/** OpenAPI generated from the routes' zod schemas: UI at /proxy/docs, JSON at /proxy/docs/json. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'ReCircuit API',
          description: 'Every path is under /proxy and answers the {code, message, data} envelope.',
          version: VERSION,
        },
      },
      transform,
      transformObject: (document) =>
        finish((document as { openapiObject: Partial<OpenAPIV3.Document> }).openapiObject as OpenAPIV3.Document),
    });
    await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });
  },
  { name: 'swagger', dependencies: [] },
);
