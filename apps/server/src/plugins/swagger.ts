import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE } from '@recircuit/contract';
import { VERSION } from '../version.ts';

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
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });
  },
  { name: 'swagger', dependencies: [] },
);
