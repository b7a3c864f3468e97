import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error.ts';
import { SERVER_MESSAGES } from '@recircuit/contract';

/**
 * Registers the limiter without a global limit: routes opt in with `config.rateLimit`
 * or `app.rateLimit()`. Counters live in memory per instance; limits that must hold
 * across instances (logins, emails) keep their counters in PostgreSQL instead.
 */
/** Counts a signed-in person's requests together wherever they come from, and others by address. */
export const perUser = (request: FastifyRequest): string => request.auth?.userId ?? request.ip;

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, SERVER_MESSAGES.tooManyRequests, {
        headers: { 'Retry-After': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
});
