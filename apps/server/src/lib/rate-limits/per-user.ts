import type { FastifyRequest } from 'fastify';
import type {} from '../auth.ts';
import { requestAddressKey } from './address-key.ts';

/**
 * The key of a per-instance limit (`config.rateLimit.keyGenerator`): counts a signed-in
 * person's requests together wherever they come from, and others by address (its /64 on IPv6).
 */
export const perUser = (request: FastifyRequest): string => request.auth?.userId ?? requestAddressKey(request);
