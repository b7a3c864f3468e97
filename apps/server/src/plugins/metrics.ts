import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { loggableDatabaseError, isDatabaseUnavailable } from '../lib/database-errors.ts';
import { routeLabel } from '../lib/route-label.ts';

/** A gauge's values, read from the database when Prometheus scrapes (cheap counts, not kept in memory). */
export type ReadCounts = () => Promise<{ labels: Record<string, string>; value: number }[]>;

/** The server's Prometheus metrics (docs/operations.md, "Metrics"), one registry per app. */
export interface Metrics {
  registry: Registry;
  jobRuns: Counter<'job' | 'outcome'>;
  jobSeconds: Histogram<'job'>;
  pageLoads: Counter<'served'>;
  emails: Counter<'outcome'>;
  /** Adds a gauge whose values `read` counts at each scrape. */
  countsGauge(name: string, help: string, labelNames: string[], read: ReadCounts): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const PREFIX = 'recircuit_';

/**
 * Counts what the server does, for `GET /proxy/metrics` (modules/health/metrics-route.ts): Node's process metrics,
 * each request by method, route pattern and status with its duration, the requests that failed on the database, and
 * the connection pool's use. Modules add their own (jobs, page loads, emails, orders, payments).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { processMetrics: boolean }) => {
    const registry = new Registry();
    // Node's own (CPU, memory, event loop lag, handles): only where something scrapes, as they keep a timer.
    if (opts.processMetrics) collectDefaultMetrics({ register: registry });
    const registers = [registry];
    const requests = new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    const requestSeconds = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const databaseErrors = new Counter({
      name: `${PREFIX}database_errors_total`,
      help: 'Requests that failed on a database error, by whether the database was unreachable',
      labelNames: ['kind'],
      registers,
    });
    new Gauge({
      name: `${PREFIX}database_pool_connections`,
      help: 'PostgreSQL pool connections (open, idle) and queries waiting for one; absent on PGlite',
      labelNames: ['state'],
      registers,
      collect() {
        const use = app.database.poolUse();
        if (!use) return;
        this.set({ state: 'open' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });

    app.addHook('onResponse', (request, reply, done) => {
      const route = routeLabel(request, reply);
      requests.inc({ method: request.method, route, status: reply.statusCode });
      requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onError', async (_request, _reply, error) => {
      if (loggableDatabaseError(error))
        databaseErrors.inc({ kind: isDatabaseUnavailable(error) ? 'unavailable' : 'query' });
    });

    app.decorate('metrics', {
      registry,
      jobRuns: new Counter({
        name: `${PREFIX}scheduled_job_runs_total`,
        help: 'Scheduled job turns this instance ran, by job and outcome (ok, failed)',
        labelNames: ['job', 'outcome'],
        registers,
      }),
      jobSeconds: new Histogram({
        name: `${PREFIX}scheduled_job_duration_seconds`,
        help: 'How long a scheduled job turn took, by job',
        labelNames: ['job'],
        buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
        registers,
      }),
      pageLoads: new Counter({
        name: `${PREFIX}page_loads_total`,
        help: 'Page loads, served from the rendered pages (a hit) or as the app shell (a page not rendered, or not yet)',
        labelNames: ['served'],
        registers,
      }),
      emails: new Counter({
        name: `${PREFIX}emails_total`,
        help: 'Emails handed to the mail server or outbox (sent), or refused (failed)',
        labelNames: ['outcome'],
        registers,
      }),
      countsGauge(name, help, labelNames, read) {
        new Gauge({
          name: `${PREFIX}${name}`,
          help,
          labelNames,
          registers,
          async collect() {
            const counts = await read();
            this.reset();
            for (const { labels, value } of counts) this.set(labels, value);
          },
        });
      },
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
