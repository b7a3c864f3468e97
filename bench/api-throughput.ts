// Budget (docs/operations.md, "Budgets"): catalogue, quote and type-ahead search endpoints reach at least half
// the requests per second of a bare Fastify route returning a constant, measured side by side
// in one run, with p99 under 25 ms at 50 connections. Loopback only; each run is bounded in time.
// The search routes are limited per address (600 a minute), so their requests come as from
// many clients behind one proxy (TRUST_PROXY=1, a different X-Forwarded-For each time).
// Then, with PostgreSQL, getnames and quote through nginx: one instance against two (cluster-throughput.ts).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startProductionServer } from './production-server.ts';

const CONNECTIONS = 50;
const SECONDS = 5;
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

async function measure(url: string, setup?: autocannon.Request) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(setup ? { requests: [setup] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const bare = Fastify();
bare.get('/constant', async () => ({ code: 200, message: 'success', data: 42 }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const server = await startProductionServer({ TRUST_PROXY: '1' });

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

  const baseline = await measure(`${bareUrl}/constant`);
  console.log(`bare Fastify constant: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
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

  for (const [label, path, setup] of [
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
  ] as const) {
    const result = await measure(`${server.url}${path}`, setup);
    const share = result.rps / baseline.rps;
    console.log(
      `${label}: ${result.rps.toFixed(0)} req/s (${(share * 100).toFixed(0)}% of bare), p99 ${result.p99} ms`,
    );
    if (share < 0.5) failures.push(`${label} reached only ${(share * 100).toFixed(0)}% of the bare route`);
    if (result.p99 >= P99_BUDGET_MS) failures.push(`${label} p99 ${result.p99} ms is over ${P99_BUDGET_MS} ms`);
  }
} finally {
  await server.stop();
  await bare.close();
}
if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('Catalogue, quote and search endpoints are within budget.');
await import('./cluster-throughput.ts');
