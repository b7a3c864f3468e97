import type { FastifyRequest } from 'fastify';
import type {} from '../auth.ts';

/**
 * The key of a per-instance limit (`config.rateLimit.keyGenerator`): counts a signed-in
 * person's requests together wherever they come from, and others by address.
 */
export const perUser = (request: FastifyRequest): string => request.auth?.userId ?? request.ip;
