// Budget (docs/operations.md, "Budgets"): catalogue, quote and type-ahead search endpoints reach at least half
// the requests per second of a bare Fastify route returning a constant, measured side by side
// in one run, with p99 under 25 ms at 50 connections. Loopback only; each run is bounded in time.
// The search routes are limited per address (600 a minute), so their requests come as from
// many clients behind one proxy (TRUST_PROXY=1, a different X-Forwarded-For each time).
// The server and the bare route each run in a process of their own pinned to core 0, and this process (autocannon)
// to core 1 (pin-cores.ts): on 2 cores unpinned, the load generator took turns with the server and the share measured
// 37-47 % in one run and 71-124 % in another. Three rounds, each measuring the bare route and then every route; each
// line gives the median and the spread. Where cores cannot be pinned it says so. Each line also gives the CPU the
// answering process spent a request (process-cpu.ts) and the share counted by it: on this machine the requests a
// second of one build spread by half from one round to the next, the CPU a request far less.
// Then, with PostgreSQL, the catalogue and a signed-in mix through nginx: one instance against two (cluster-throughput.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './lighthouse-median.ts';
import { canPin, pin, unpin } from './pin-cores.ts';
import { processCpuSeconds } from './process-cpu.ts';
import { startProductionServer } from './production-server.ts';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const P99_BUDGET_MS = 25;

let clients = 0;
/** Each request from another client address, and, given `paths`, to the next of them. */
function manyClients(paths?: () => string): autocannon.Request {
  return {
    setupRequest: (request: autocannon.Request) => {
      clients += 1;
      const address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
      return {
        ...request,
        ...(paths ? { path: paths() } : {}),
        headers: { ...request.headers, 'x-forwarded-for': address },
      };
    },
  };
}

/** Requests a second, p99, and the CPU the answering process (`pid`) spent per request, in µs. */
async function measure(url: string, pid: number, setup?: autocannon.Request) {
  const cpuBefore = processCpuSeconds(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(setup ? { requests: [setup] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpuAfter = processCpuSeconds(pid);
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined ? NaN : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequest };
}

const bare = spawn(process.execPath, [fileURLToPath(new URL('./bare-fastify.ts', import.meta.url))], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const bareUrl = String((await once(bare.stdout!, 'data'))[0]).trim();
const server = await startProductionServer({ TRUST_PROXY: '1' });
const pinned = canPin();
if (pinned) {
  for (const pid of [server.pid(), bare.pid!]) pin(pid, 0);
  pin(process.pid, 1);
}
console.log(
  pinned
    ? `API throughput: the server and the bare route on core 0, autocannon on core 1; ${ROUNDS} rounds, median (spread)`
    : `API throughput: UNPINNED (no taskset or one core): autocannon competes with the server; ${ROUNDS} rounds`,
);

const failures: string[] = [];
try {
  const types = (await (await fetch(`${server.url}/proxy/api/device-recycle/gettypes`)).json()) as { data: string[] };
  const type = types.data[0] as string;
  const brand = (
    (await (
      await fetch(`${server.url}/proxy/api/device-recycle/getbrands?type=${encodeURIComponent(type)}`)
    ).json()) as { data: string[] }
  ).data[0] as string;
  const params = new URLSearchParams({ type, brand });
  const name = (
    (await (await fetch(`${server.url}/proxy/api/device-recycle/getnames?${params}`)).json()) as { data: string[] }
  ).data[0] as string;
  params.set('name', name);
  const color = (
    (await (await fetch(`${server.url}/proxy/api/device-recycle/getcolors?${params}`)).json()) as { data: string[] }
  ).data[0] as string;
  params.set('color', color);
  const storage = (
    (await (await fetch(`${server.url}/proxy/api/device-recycle/getstorages?${params}`)).json()) as { data: number[] }
  ).data[0] as number;
  params.set('storage', String(storage));
  params.set('grade', 'B');

  // Type-ahead that the memo never answers: prefixes of model names as people type them, each
  // with the pass number as a last word, so every query is new and costs a full search.
  const names = (await (await fetch(`${server.url}/proxy/api/device-recycle/search?q=a&limit=20`)).json()) as {
    data: { name: string }[];
  };
  const prefixes = [
    ...new Set(names.data.flatMap((model) => [...model.name].map((_, end) => model.name.slice(0, end + 1)))),
  ];
  let typed = 0;
  const nextPrefix = () =>
    `/proxy/api/device-recycle/search?q=${encodeURIComponent(`${prefixes[typed % prefixes.length]} ${(typed++ / prefixes.length) | 0}`)}`;

  const routes = [
    ['gettypes', '/proxy/api/device-recycle/gettypes'],
    [
      'getnames',
      `/proxy/api/device-recycle/getnames?type=${encodeURIComponent(type)}&brand=${encodeURIComponent(brand)}`,
    ],
    ['calculate-price', `/proxy/api/device-recycle/calculate-price?${params}`],
    ['quote', `/proxy/api/device-recycle/quote?${params}`],
    ['device search q=a', '/proxy/api/device-recycle/search?q=a', manyClients()],
    ['device search, no memo hits', '/proxy/api/device-recycle/search?q=a', manyClients(nextPrefix)],
    ['site search q=a', '/proxy/api/search?q=a', manyClients()],
  ] as const;
  const bareRounds: { rps: number; cpuPerRequest: number }[] = [];
  const rounds = new Map<string, { rps: number; p99: number; cpuPerRequest: number }[]>();
  for (let round = 0; round < ROUNDS; round++) {
    bareRounds.push(await measure(`${bareUrl}/constant`, bare.pid!));
    for (const [label, path, setup] of routes) {
      rounds.set(label, [...(rounds.get(label) ?? []), await measure(`${server.url}${path}`, server.pid(), setup)]);
    }
  }
  const spread = (values: number[], format: (value: number) => string) =>
    `${format(median(values))} (${format(Math.min(...values))}-${format(Math.max(...values))})`;
  const perSecond = (value: number) => `${value.toFixed(0)} req/s`;
  const percent = (value: number) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(0)}%`);
  const micros = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} µs`);
  console.log(
    `bare Fastify constant: ${spread(
      bareRounds.map((result) => result.rps),
      perSecond,
    )}, CPU a request ${spread(
      bareRounds.map((result) => result.cpuPerRequest),
      micros,
    )}`,
  );
  for (const [label, results] of rounds) {
    const shares = results.map((result, round) => result.rps / bareRounds[round]!.rps);
    // The same share counted by CPU: it spreads less, since it does not move with the load generator's pace.
    const cpuShares = results.map((result, round) => bareRounds[round]!.cpuPerRequest / result.cpuPerRequest);
    const p99 = median(results.map((result) => result.p99));
    console.log(
      `${label}: ${spread(
        results.map((result) => result.rps),
        perSecond,
      )}, ${spread(shares, percent)} of bare, p99 ${p99} ms; CPU a request ${spread(
        results.map((result) => result.cpuPerRequest),
        micros,
      )}, ${spread(cpuShares, percent)} of bare by CPU`,
    );
    if (median(shares) < 0.5) failures.push(`${label} reached only ${percent(median(shares))} of the bare route`);
    if (p99 >= P99_BUDGET_MS) failures.push(`${label} p99 ${p99} ms is over ${P99_BUDGET_MS} ms`);
  }
} finally {
  await server.stop();
  bare.kill();
  // The cluster bench below caps its instances itself; they would inherit this process's core.
  if (pinned) unpin(process.pid);
}
if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('Catalogue, quote and search endpoints are within budget.');
await import('./cluster-throughput.ts');
