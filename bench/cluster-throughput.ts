// Budget (docs/operations.md, "Budgets"): through nginx, two instances on one PostgreSQL database
// serve the catalogue and the quote at least 1.6 times the requests per second of one instance,
// measured one set-up after the other with the same load. Loopback only; each run is bounded in time.
// nginx and autocannon share the machine with the instances, so each line says how busy it was:
// when one instance already keeps every core busy, a second has nothing left to run on.
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import { startCluster } from '../apps/server/cluster/support/cluster.ts';

const CONNECTIONS = 50;
const SECONDS = 5;
// A fresh instance is slow until its hot paths are compiled, from its share of the requests:
// here two instances took about 5 s of load to get there, one instance 3 s.
const WARM_UP_SECONDS = 5;
const RATIO_BUDGET = 1.6;
// nginx closes a client connection after its 1,000th request (keepalive_requests); autocannon
// ignores the Connection: close and sends the next request at once, which now and then meets a
// reset (ECONNRESET). So its clients open a new connection before that.
const RECONNECT_AFTER = 500;

function cpuTimes() {
  const times = cpus().map((cpu) => cpu.times);
  const idle = times.reduce((sum, time) => sum + time.idle, 0);
  return { idle, total: times.reduce((sum, time) => sum + time.user + time.nice + time.sys + time.irq, idle) };
}

async function measure(url: string, seconds: number) {
  const before = cpuTimes();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, reconnectRate: RECONNECT_AFTER });
  const after = cpuTimes();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, busy: 1 - (after.idle - before.idle) / (after.total - before.total) };
}

/** The first answer of each step of the cascade, as the query of a quote for a real model. */
async function realModel(url: string): Promise<URLSearchParams> {
  const params = new URLSearchParams();
  for (const [field, route] of [
    ['type', 'gettypes'],
    ['brand', 'getbrands'],
    ['name', 'getnames'],
    ['color', 'getcolors'],
    ['storage', 'getstorages'],
  ] as const) {
    const answer = (await (await fetch(`${url}/proxy/api/device-recycle/${route}?${params}`)).json()) as {
      data: unknown[];
    };
    params.set(field, String(answer.data[0]));
  }
  params.set('grade', 'B');
  return params;
}

async function compare() {
  console.log(`One versus two instances behind nginx, ${cpus().length} cores, ${CONNECTIONS} connections:`);
  const rates = new Map<string, number[]>();
  for (const names of [['a'], ['a', 'b']]) {
    const cluster = await startCluster({
      names,
      env: {
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'local',
        LOG_LEVEL: 'warn',
        // Production requires the company the legal pages name.
        COMPANY_NAME: 'ReCircuit Bench Ltd',
        COMPANY_NUMBER: '00000000',
        COMPANY_ADDRESS: '1 Bench Street, London',
        HUB_ADDRESS: '2 Bench Yard, London',
        HUB_POSTCODE: 'EC1A 1BB',
        HUB_OPENING_HOURS: 'Mo-Fr 09:00-17:00',
        HUB_DROP_OFF_PARTNER_ID: 'circuit-reclaim-demo',
      },
    });
    try {
      const params = await realModel(cluster.url);
      const servedBy = new Set<string | null>();
      for (let i = 0; i < 2 * names.length; i += 1)
        servedBy.add((await fetch(`${cluster.url}/proxy/health`)).headers.get('x-served-by'));
      if (servedBy.size !== names.length) throw new Error(`nginx reached ${[...servedBy].join(', ')} of ${names}`);

      const brand = new URLSearchParams({ type: params.get('type')!, brand: params.get('brand')! });
      for (const [label, path] of [
        ['getnames', `getnames?${brand}`],
        ['quote', `quote?${params}`],
      ] as const) {
        const url = `${cluster.url}/proxy/api/device-recycle/${path}`;
        await measure(url, WARM_UP_SECONDS);
        const { rps, busy } = await measure(url, SECONDS);
        console.log(
          `  ${label}, ${names.length} instance(s): ${rps.toFixed(0)} req/s, machine ${(busy * 100).toFixed(0)}% busy`,
        );
        rates.set(label, [...(rates.get(label) ?? []), rps]);
      }
    } finally {
      await cluster.stop();
    }
  }

  const failures: string[] = [];
  for (const [label, [one, two]] of rates) {
    const ratio = two! / one!;
    console.log(`${label}: one instance ${one!.toFixed(0)} req/s, two ${two!.toFixed(0)} req/s, ${ratio.toFixed(2)}×`);
    if (ratio < RATIO_BUDGET) failures.push(`${label}: two instances reached only ${ratio.toFixed(2)}× one instance`);
  }
  if (failures.length) {
    console.error(`Under budget (${RATIO_BUDGET}×):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log(`Two instances serve the catalogue and the quote at least ${RATIO_BUDGET}× as fast as one.`);
}

if (process.env.DATABASE_URL) await compare();
else console.log('One versus two instances behind nginx: skipped, it needs PostgreSQL (set DATABASE_URL).');
