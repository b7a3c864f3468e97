// Budget (docs/operations.md, "Budgets"): `npm start` on a fresh data folder is serving within 15 s
// (the web app already built). Measures the time until /proxy/health answers 200.
import { startServer } from '../apps/web/e2e/support/server.ts';

const BUDGET_MS = 15_000;
const startedAt = performance.now();
const server = await startServer({ NODE_ENV: 'development' });
const elapsed = performance.now() - startedAt;
await server.stop();
const verdict = elapsed <= BUDGET_MS ? 'within' : 'OVER';
console.log(
  `Start on a fresh data folder: serving after ${(elapsed / 1000).toFixed(1)} s, ${verdict} the ${BUDGET_MS / 1000} s budget`,
);
if (elapsed > BUDGET_MS) process.exit(1);
