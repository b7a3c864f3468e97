import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { routeLabel } from './route-label.ts';

/**
 * Fastify's per-request log lines, made one line per request once it is answered (docs/operations.md,
 * "Request logs"): the request id (as on every line), method, route pattern, status, duration, the
 * instance, and the signed-in user's id. Never the address, its query, a header or a body: those
 * may hold personal data. Fastify's other lines (errors, aborted streams) are as they were.
 */
export class RequestLog extends LogController {
  readonly #instance: string | undefined;

  constructor(instance: string | undefined) {
    super();
    this.#instance = instance;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: routeLabel(request, reply),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      instance: this.#instance,
      userId: request.auth?.userId,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}
