// Budget (docs/operations.md, "Budgets"): through nginx, two instances on one PostgreSQL database serve at least
// 1.6 times the requests per second of one instance, each instance capped at the same share of a core, as a fleet
// is sized. Each instance gets a cgroup (cpu-cap.ts) so nginx, PostgreSQL and autocannon keep the rest of the
// machine: uncapped on 2 cores, one instance plus the rest already filled it and the ratio measured 0.9 to 1.2x.
// Two loads: the catalogue (getnames), and a signed-in mix that reads and writes PostgreSQL (the session, the
// owner's order list, and placing an order with an Idempotency-Key, each key sent twice). Caps of 0.1, 0.2 and 0.3
// core each (CLUSTER_CAPS); the budget holds at 0.2 (a tenth of this machine per instance). Each line gives the
// instances' own CPU use (cpuacct) beside the requests per second. Where cgroups cannot be made, it says so and
// measures uncapped, without a verdict. Loopback only; each run is bounded in time.
// A single set-up moves by ±30 % (mostly the one-instance figure: its requests queue while the cgroup holds it
// back), so at the budget's cap one and two instances are set up three times in turn and the verdict is the
// median ratio of each load; every set-up's figures are printed.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { cpus } from 'node:os';
import { rowsOf, startCluster, type Cluster } from '../apps/server/cluster/support/cluster.ts';
import { retrieval } from '../apps/server/test/helpers/data-orders.ts';
import { canCapCpu, capCpu, type CpuCap } from './cpu-cap.ts';
import { median } from './lighthouse-median.ts';
import { PRODUCTION_BENCH_ENV } from './production-server.ts';

const CONNECTIONS = 50;
const SECONDS = 8;
// A fresh instance is slow until its hot paths are compiled, from its share of the requests:
// here two instances took about 5 s of load to get there, one instance 3 s.
const WARM_UP_SECONDS = 8;
const RATIO_BUDGET = 1.6;
const BUDGET_CAP = 0.2;
const BUDGET_ROUNDS = Number(process.env.CLUSTER_ROUNDS || 3);
const CAPS = (process.env.CLUSTER_CAPS || '0.1,0.2,0.3').split(',').map(Number);
if (CAPS.some((cap) => !(cap > 0 && cap <= 1)))
  throw new Error('CLUSTER_CAPS: cores per instance, each above 0 and at most 1');
// nginx closes a client connection after its 1,000th request (keepalive_requests); autocannon
// ignores the Connection: close and sends the next request at once, which now and then meets a
// reset (ECONNRESET). So its clients open a new connection before that.
const RECONNECT_AFTER = 500;
/** Owners of the signed-in mix: enough that none meets the 30 orders a minute each instance allows one. */
const OWNERS = 60;
const PASSWORD = 'BenchMix2026';

function cpuTimes() {
  const times = cpus().map((cpu) => cpu.times);
  const idle = times.reduce((sum, time) => sum + time.idle, 0);
  return { idle, total: times.reduce((sum, time) => sum + time.user + time.nice + time.sys + time.irq, idle) };
}

interface Load {
  url: string;
  requests?: autocannon.Request[];
}

async function measure(load: Load, seconds: number, caps: CpuCap[]) {
  const before = cpuTimes();
  const used = caps.map((cap) => cap.usedSeconds());
  const result = await autocannon({
    url: load.url,
    connections: CONNECTIONS,
    duration: seconds,
    reconnectRate: RECONNECT_AFTER,
    ...(load.requests ? { requests: load.requests } : {}),
  });
  const after = cpuTimes();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${load.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    busy: 1 - (after.idle - before.idle) / (after.total - before.total),
    cores: caps.map((cap, index) => (cap.usedSeconds() - used[index]!) / seconds),
  };
}

/** The first answer of each step of the cascade, as the query of a quote for a real model. */
async function realModel(url: string): Promise<URLSearchParams> {
  const params = new URLSearchParams();
  for (const [field, route] of [
    ['type', 'gettypes'],
    ['brand', 'getbrands'],
    ['name', 'getnames'],
  ] as const) {
    const answer = (await (await fetch(`${url}/proxy/api/device-recycle/${route}?${params}`)).json()) as {
      data: unknown[];
    };
    params.set(field, String(answer.data[0]));
  }
  return params;
}

interface Owner {
  userId: string;
  token: string;
}

/** Registered owners with a session each. Registering is limited per address: the bench clears it between them. */
async function owners(cluster: Cluster): Promise<Owner[]> {
  const signedIn: Owner[] = [];
  const post = (path: string, body: object) =>
    fetch(`${cluster.url}/proxy/deviceOwner/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (let owner = 0; owner < OWNERS; owner++) {
    await rowsOf(cluster, sql`delete from rate_limit_events`);
    const email = `bench.owner.${owner}@example.org`;
    const registered = await post('registerOwner', {
      firstName: 'Bench',
      lastName: 'Owner',
      email,
      password: PASSWORD,
      privacyConsent: true,
    });
    if (!registered.ok) throw new Error(`registration: ${registered.status} ${await registered.text()}`);
    const login = await post('login', { email, password: PASSWORD });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    signedIn.push(((await login.json()) as { data: Owner }).data);
  }
  return signedIn;
}

/**
 * One owner per pass of three requests, in turn: the session, their data orders, and an order placed with an
 * Idempotency-Key that every owner's second pass sends again (answered from the first, nothing placed twice).
 */
function signedInMix(url: string, signedIn: Owner[]): Load {
  let pass = 0;
  type Context = { owner?: Owner; key?: string };
  const withOwner = (request: autocannon.Request, context: Context, path: (owner: Owner) => string) => {
    const owner = context.owner!;
    return { ...request, path: path(owner), headers: { ...request.headers, authorization: `Bearer ${owner.token}` } };
  };
  return {
    url,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: autocannon.Request, context: Context) => {
          pass += 1;
          context.owner = signedIn[pass % signedIn.length];
          context.key = `bench-${pass % signedIn.length}-${Math.floor(pass / (2 * signedIn.length))}`;
          return withOwner(request, context, () => '/proxy/deviceOwner/currentUser');
        },
      },
      {
        method: 'GET',
        setupRequest: (request: autocannon.Request, context: Context) =>
          withOwner(request, context, (owner) => `/proxy/api/data-orders/by-device-owner/${owner.userId}`),
      },
      {
        method: 'POST',
        setupRequest: (request: autocannon.Request, context: Context) => ({
          ...withOwner(request, context, () => '/proxy/api/data-retrieval/request-service'),
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${context.owner!.token}`,
            'idempotency-key': context.key!,
          },
          body: JSON.stringify({ userId: context.owner!.userId, ...retrieval() }),
        }),
      },
    ] as autocannon.Request[],
  };
}

const ENV = { ...PRODUCTION_BENCH_ENV, LOG_LEVEL: 'warn' };

/** Requests per second of each load, one set-up of `names` instances capped at `cap` cores each (or not). */
async function run(names: string[], cap: number | null): Promise<Map<string, number>> {
  const rates = new Map<string, number>();
  const cluster = await startCluster({ names, env: ENV });
  const caps: CpuCap[] = [];
  try {
    const params = await realModel(cluster.url);
    const servedBy = new Set<string | null>();
    for (let i = 0; i < 2 * names.length; i += 1)
      servedBy.add((await fetch(`${cluster.url}/proxy/health`)).headers.get('x-served-by'));
    if (servedBy.size !== names.length) throw new Error(`nginx reached ${[...servedBy].join(', ')} of ${names}`);
    const signedIn = await owners(cluster);
    if (cap !== null) {
      for (const instance of cluster.instances) {
        caps.push(capCpu(`recircuit-bench-${instance.name}`, instance.process.child.pid!, cap));
      }
    }
    const brand = new URLSearchParams({ type: params.get('type')!, brand: params.get('brand')! });
    const loads: [string, Load][] = [
      ['catalogue', { url: `${cluster.url}/proxy/api/device-recycle/getnames?${brand}` }],
      ['signed-in mix', signedInMix(cluster.url, signedIn)],
    ];
    for (const [label, load] of loads) {
      await measure(load, WARM_UP_SECONDS, caps);
      const { rps, busy, cores } = await measure(load, SECONDS, caps);
      const used = cores.length
        ? `, instances using ${cores.map((core, index) => `${names[index]} ${core.toFixed(2)}`).join(', ')} core`
        : '';
      console.log(
        `  ${cap === null ? 'uncapped' : `${cap} core each`}, ${label}, ${names.length} instance(s): ` +
          `${rps.toFixed(0)} req/s${used}; machine ${(busy * 100).toFixed(0)}% busy`,
      );
      rates.set(label, rps);
    }
  } finally {
    await cluster.stop();
    for (const cpuCap of caps) cpuCap.remove();
  }
  return rates;
}

async function compare() {
  const capped = canCapCpu();
  console.log(
    `One versus two instances behind nginx, ${cpus().length} cores, ${CONNECTIONS} connections, ` +
      (capped
        ? `each instance capped by a cgroup at ${CAPS.join(', ')} core:`
        : 'UNCAPPED: cgroups cannot be made here (cgroup v1 cpu and cpuacct, as root), so nginx, PostgreSQL and ' +
          'autocannon compete with the instances and the ratio is not a verdict:'),
  );
  const failures: string[] = [];
  for (const cap of capped ? CAPS : [null]) {
    const judged = cap === BUDGET_CAP;
    const ratios = new Map<string, number[]>();
    for (let round = 0; round < (judged ? BUDGET_ROUNDS : 1); round += 1) {
      const [one, two] = [await run(['a'], cap), await run(['a', 'b'], cap)];
      for (const [label, oneRps] of one) {
        const ratio = two.get(label)! / oneRps;
        ratios.set(label, [...(ratios.get(label) ?? []), ratio]);
        console.log(
          `${cap === null ? 'uncapped' : `${cap} core each`}, ${label}: one instance ${oneRps.toFixed(0)} req/s, ` +
            `two ${two.get(label)!.toFixed(0)} req/s, ${ratio.toFixed(2)}x`,
        );
      }
    }
    if (!judged) continue;
    for (const [label, values] of ratios) {
      const middle = median(values);
      const spread = `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}x`;
      console.log(
        `${cap} core each, ${label}: median of ${values.length} set-ups ${middle.toFixed(2)}x (${spread}), ` +
          `budget ${RATIO_BUDGET}x`,
      );
      if (middle < RATIO_BUDGET) failures.push(`${label}: two instances reached only ${middle.toFixed(2)}x one`);
    }
  }
  if (failures.length) {
    console.error(`Under budget (${RATIO_BUDGET}x at ${BUDGET_CAP} core each):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else if (capped && CAPS.includes(BUDGET_CAP))
    console.log(`At ${BUDGET_CAP} core each, two instances serve at least ${RATIO_BUDGET}x one (median).`);
}

if (process.env.DATABASE_URL) await compare();
else console.log('One versus two instances behind nginx: skipped, it needs PostgreSQL (set DATABASE_URL).');
