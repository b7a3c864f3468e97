import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-request.ts';

/**
 * API answers carry personal data (profiles, sessions, orders, tokens) and must not be kept
 * by a browser or shared cache, so every /proxy response, errors included, is `no-store`
 * unless its route chose a Cache-Control itself (public catalogue answers, files).
 */
export const apiNoStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control') && isApiRequest(request)) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'api-no-store', dependencies: [] },
);
