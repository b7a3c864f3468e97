import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { loggableDatabaseError } from './lib/database-errors.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Structured JSON logs with the request id on every line; pretty in development.
 * URLs are logged without their query string, and database errors without their
 * query and parameters: both may carry personal data.
 */
export function loggerOptions(config: Config, stream?: DestinationStream): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
      err(error: Error) {
        return loggableDatabaseError(error) ?? stdSerializers.err(error);
      },
    },
    ...(stream ? { stream } : {}),
    ...(!stream && config.env === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
