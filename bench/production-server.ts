import pg from 'pg';
import { startServer, type RunningServer } from '../apps/web/e2e/support/server.ts';

/** The settings production requires (the company the legal pages name, the data hub), with bench values. */
export const PRODUCTION_BENCH_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
  PAYMENTS_PROVIDER: 'local',
  COMPANY_NAME: 'ReCircuit Bench Ltd',
  COMPANY_NUMBER: '00000000',
  COMPANY_ADDRESS: '1 Bench Street, London',
  HUB_ADDRESS: '2 Bench Yard, London',
  HUB_POSTCODE: 'EC1A 1BB',
  HUB_OPENING_HOURS: 'Mo-Fr 09:00-17:00',
  HUB_DROP_OFF_PARTNER_ID: 'circuit-reclaim-demo',
};

/** The built site as production runs it, on a fresh data folder: for the benches. `env` adds to its settings. */
export function startProductionServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startServer({ ...PRODUCTION_BENCH_ENV, ...env });
}

/** On the PostgreSQL server of `url`: a database of its own for this run, dropped afterwards. */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `recircuit_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
