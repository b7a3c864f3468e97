// Budget (docs/operations.md, "Budgets", memory): an instance idle after start-up and page rendering holds at most
// 350 MB resident on PGlite and 250 MB on PostgreSQL, and at most 1.5 times that after mixed load.
// A real server (NODE_ENV=production, `npm run build` first) on a fresh data folder, on PGlite, and also on a
// fresh database of DATABASE_URL's PostgreSQL server when it is set. Resident memory is read from /proc.
// The idle figures are still over the budget: a run fails only above its ceiling (what it held on 28 November 2026
// with a margin a busy machine cannot cross), so nothing grows unnoticed while the cuts go on. The server runs with
// its Node flags and environment (apps/server/src/node-flags.ts), as `npm start` runs it.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { newAccount, registerThroughApi } from '../apps/web/e2e/support/accounts.ts';
import { waitForRenderedPages } from '../apps/web/e2e/support/rendered-pages.ts';
import { retrieval } from '../apps/server/test/helpers/data-orders.ts';
import { freshPostgres, startProductionServer } from './production-server.ts';

const BUDGET_MB = { pglite: 350, postgres: 250 } as const;
const LOADED_FACTOR = 1.5;
const CEILING_MB = { pglite: { idle: 480, loaded: 560 }, postgres: { idle: 360, loaded: 640 } } as const;
const LOAD_SECONDS = Number(process.env.MEMORY_LOAD_SECONDS || 30);
// What an instance holds once it is idle: V8's memory reducer runs a full collection some seconds after the
// allocations stop (5 to 7 s after the last page here), which gave back 60-70 MB of the renders' garbage;
// after 3 s the bench measured that garbage instead.
const SETTLE_MS = 15_000;
const PAGES = ['/', '/recycle-now', '/articles', '/locations', '/data-service', '/search?q=iphone', '/about'];
const LANGUAGES = ['en-GB', 'de-DE', 'fr-FR', 'zh-CN'];

type Database = keyof typeof BUDGET_MB;

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Every public page rendered in every language, as the first visitors and crawlers ask for them. */
async function renderEveryPage(url: string): Promise<void> {
  await waitForRenderedPages(url, PAGES, LANGUAGES);
  for (const path of PAGES)
    for (const language of LANGUAGES)
      await fetch(`${url}${path}`, { headers: { 'accept-language': language, 'accept-encoding': 'br' } });
}

/**
 * Mixed load: rendered pages, the catalogue's cascade and quotes, site search, and an owner who reads their
 * session and orders and places orders with Idempotency-Keys, which are answered again from the first.
 */
async function mixedLoad(url: string): Promise<number> {
  const account = newAccount('memory');
  await registerThroughApi(url, account);
  const login = await fetch(`${url}/proxy/deviceOwner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token, userId } = ((await login.json()) as { data: { token: string; userId: string } }).data;
  const signedIn = { authorization: `Bearer ${token}` };
  let order = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration: LOAD_SECONDS,
    requests: [
      { method: 'GET', path: '/', headers: { 'accept-language': 'de-DE' } },
      { method: 'GET', path: '/proxy/api/device-recycle/gettypes' },
      { method: 'GET', path: '/search?q=laptop' },
      { method: 'GET', path: '/proxy/deviceOwner/currentUser', headers: signedIn },
      { method: 'GET', path: `/proxy/api/data-orders/by-device-owner/${userId}`, headers: signedIn },
      {
        method: 'POST',
        setupRequest: (request: autocannon.Request) => {
          order += 1;
          return {
            ...request,
            path: '/proxy/api/data-retrieval/request-service',
            headers: { ...signedIn, 'content-type': 'application/json', 'idempotency-key': `memory-${order % 40}` },
            body: JSON.stringify({ userId, ...retrieval() }),
          };
        },
      },
    ] as autocannon.Request[],
  });
  return result.requests.total;
}

async function measure(database: Database, env: NodeJS.ProcessEnv): Promise<boolean> {
  const server = await startProductionServer({ LOG_LEVEL: 'warn', ...env });
  try {
    const pid = server.pid();
    if (!pid) throw new Error('the server has no pid');
    await renderEveryPage(server.url);
    await settle();
    const idle = residentMb(pid);
    const requests = await mixedLoad(server.url);
    await settle();
    const loaded = residentMb(pid);
    const budget = BUDGET_MB[database];
    const ceiling = CEILING_MB[database];
    const verdict = (mb: number, target: number, max: number) =>
      mb <= target
        ? 'within the budget'
        : mb <= max
          ? `over the ${target} MB budget, under its ${max} MB ceiling`
          : `OVER its ${max} MB ceiling`;
    console.log(`Memory on ${database}, resident:`);
    console.log(
      `  idle after start-up and ${PAGES.length * LANGUAGES.length} rendered pages: ${idle.toFixed(0)} MB, ${verdict(idle, budget, ceiling.idle)}`,
    );
    console.log(
      `  after ${LOAD_SECONDS} s of mixed load (${requests} requests): ${loaded.toFixed(0)} MB, ` +
        verdict(loaded, budget * LOADED_FACTOR, ceiling.loaded),
    );
    return idle <= ceiling.idle && loaded <= ceiling.loaded;
  } finally {
    await server.stop();
  }
}

let held = await measure('pglite', {});
if (process.env.DATABASE_URL) {
  const postgres = await freshPostgres(process.env.DATABASE_URL);
  try {
    held = (await measure('postgres', { DATABASE_URL: postgres.url })) && held;
  } finally {
    await postgres.drop();
  }
}
if (!held) process.exit(1);
