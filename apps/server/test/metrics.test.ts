import { describe, expect, it } from 'vitest';
import { captureLog } from './helpers/log-capture.ts';
import { createTestApp, testConfig, useTestApp } from './helpers/test-app.ts';
import { registerAndLogin } from './helpers/accounts.ts';
import { placeOrder } from './helpers/data-orders.ts';
import { outboxEmails, waitForEmails } from './helpers/outbox.ts';
import { buildApp } from '../src/app.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// docs/operations.md, "Metrics" and "Request logs".
const TOKEN = 'metrics-token-0123456789abcdef-0123';

/** The value of one sample of the exposition, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.length === present.length && wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /proxy/metrics', () => {
  const harness = useTestApp({ METRICS_TOKEN: TOKEN, INSTANCE_NAME: 'metrics-a' });
  const scrape = async () => {
    const answer = await harness.app.inject({
      method: 'GET',
      url: '/proxy/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer;
  };

  it("answers a scraper with the token, in Prometheus' text format, never cached, with Node's process metrics", async () => {
    const answer = await scrape();
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(sample(answer.body, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(answer.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // PostgreSQL's pool (the API tests run on both databases); PGlite has none to report.
    const open = sample(answer.body, 'recircuit_database_pool_connections', { state: 'open' });
    if (harness.app.database.kind === 'postgres') expect(open).toBeGreaterThanOrEqual(1);
    else expect(open).toBeUndefined();
  });

  it('refuses a missing, wrong or differently sent token with 401, saying nothing of the metrics', async () => {
    const attempts = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const answer = await harness.app.inject({
        method: 'GET',
        url: '/proxy/metrics',
        headers,
        remoteAddress: '10.1.2.3',
      });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json()).toMatchObject({ code: 401, data: null });
      expect(answer.body).not.toContain('http_requests');
    }
  });

  it('limits attempts like a password: the 31st in a minute from one address is 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const answer = await harness.app.inject({
        method: 'GET',
        url: '/proxy/metrics',
        headers: { authorization: 'Bearer guess' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('counts each request by method, route pattern (not its address) and status, with its duration', async () => {
    const before = (await scrape()).body;
    const counted = (text: string, route: string, status: string, method = 'GET') =>
      sample(text, 'recircuit_http_requests_total', { method, route, status }) ?? 0;
    const live = counted(before, '/proxy/health/live', '200');
    const articles = counted(before, '/proxy/api/articles/:id', '404');
    const unmatched = counted(before, 'unmatched', '404');
    for (let request = 0; request < 5; request++)
      await harness.app.inject({ method: 'GET', url: '/proxy/health/live' });
    await harness.app.inject({ method: 'GET', url: '/proxy/api/articles/999999?secret=1' });
    await harness.app.inject({ method: 'GET', url: '/proxy/api/articles/888888' });
    await harness.app.inject({ method: 'GET', url: '/proxy/no/such/route' });

    const after = (await scrape()).body;
    expect(counted(after, '/proxy/health/live', '200') - live).toBe(5);
    // The one with a query it does not take is refused: 400, under the same pattern.
    expect(counted(after, '/proxy/api/articles/:id', '404') - articles).toBe(1);
    expect(counted(after, '/proxy/api/articles/:id', '400')).toBe(1);
    expect(counted(after, 'unmatched', '404') - unmatched).toBe(1);
    expect(after).not.toContain('articles/999999');
    expect(after).not.toContain('secret=');
    const durations = sample(after, 'recircuit_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/proxy/health/live',
    });
    expect(durations).toBeGreaterThanOrEqual(5);
  });

  it('counts the orders by kind and state, the checkouts by state and the emails sent, as the database has them', async () => {
    const ann = await registerAndLogin(harness.app);
    const first = await placeOrder(harness.app, ann);
    await placeOrder(harness.app, ann);
    const forgot = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/forgot-password',
      payload: { email: ann.email },
    });
    expect(forgot.statusCode).toBe(200);

    const text = (await scrape()).body;
    expect(sample(text, 'recircuit_orders', { kind: 'data', state: first.status })).toBe(2);
    expect(sample(text, 'recircuit_payments', { state: 'open' })).toBe(2);
    // Every email this app sent is in its outbox (no SMTP in tests); the reset email goes after the answer.
    await waitForEmails(harness.config.dataDir, ann.email, 2);
    let sent: number | undefined;
    let written = 0;
    for (let wait = 0; wait < 50; wait++) {
      sent = sample(await harness.app.metrics.registry.metrics(), 'recircuit_emails_total', { outcome: 'sent' });
      written = (await outboxEmails(harness.config.dataDir)).length;
      if (sent === written) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(written).toBeGreaterThanOrEqual(2);
    expect(sent).toBe(written);
  });
});

describe('without METRICS_TOKEN', () => {
  const harness = useTestApp();

  it('has no metrics endpoint at all', async () => {
    const answer = await harness.app.inject({
      method: 'GET',
      url: '/proxy/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('recircuit_');
  });
});

describe('the scheduled jobs', () => {
  it('are counted by job and outcome, with their duration', async () => {
    const harness = await createTestApp({ METRICS_TOKEN: TOKEN, SCHEDULED_JOBS_EVERY_SECONDS: '1' });
    try {
      await harness.app.ready();
      let text = '';
      for (let wait = 0; wait < 60; wait++) {
        text = await harness.app.metrics.registry.metrics();
        if (/recircuit_scheduled_job_runs_total\{job="[^"]+",outcome="ok"\} [1-9]/.test(text)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(text).toMatch(/recircuit_scheduled_job_runs_total\{job="[^"]+",outcome="ok"\} [1-9]/);
      expect(text).toMatch(/recircuit_scheduled_job_duration_seconds_count\{job="[^"]+"\} [1-9]/);
    } finally {
      await harness.close();
    }
  });
});

describe('the request log', () => {
  it('writes one line per request: its route pattern, status, duration, instance and user, never its address', async () => {
    const { stream, lines } = captureLog();
    const config = await testConfig({ INSTANCE_NAME: 'logs-a', LOG_LEVEL: 'info' });
    const database = await createTestDatabase();
    const app = await buildApp(config, { database: database.handle, logStream: stream });
    try {
      const ann = await registerAndLogin(app);
      const since = lines.length;
      const answer = await app.inject({
        method: 'GET',
        url: `/proxy/api/data-orders/by-device-owner/${ann.userId}?email=${encodeURIComponent(ann.email)}`,
        headers: { cookie: ann.cookie },
      });
      await app.inject({ method: 'GET', url: '/proxy/health/live?token=secret-in-query' });
      const entries = lines.slice(since).map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = entries.filter((entry) => entry.msg === 'request');
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({
        reqId: answer.headers['x-request-id'],
        method: 'GET',
        route: '/proxy/api/data-orders/by-device-owner/:id',
        status: answer.statusCode,
        instance: 'logs-a',
        userId: ann.userId,
      });
      expect(typeof requests[0]!.ms).toBe('number');
      expect(requests[1]).toMatchObject({ route: '/proxy/health/live', status: 200 });
      expect(requests[1]).not.toHaveProperty('userId');
      const written = lines.slice(since).join('\n');
      for (const secret of [ann.email, encodeURIComponent(ann.email), 'secret-in-query', ann.cookie]) {
        expect(written).not.toContain(secret);
      }
      // Fastify's own two lines a request are gone.
      expect(entries.some((entry) => entry.msg === 'incoming request' || entry.msg === 'request completed')).toBe(
        false,
      );
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
