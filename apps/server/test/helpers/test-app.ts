import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { OpenApiAudit } from './openapi-audit.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** Every exchange with the app checked against its OpenAPI document; any violation fails `close`. */
  audit: OpenApiAudit;
  close(): Promise<void>;
}

export async function tempDir(prefix = 'recircuit-test-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** Test settings: a throwaway data folder and no web app unless the test gives one. */
export async function testConfig(env: NodeJS.ProcessEnv = {}): Promise<Config> {
  const dataDir = await tempDir();
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...env,
  });
}

/**
 * The real app on its own fresh database. Call `ready` yourself after adding any
 * test-only routes, or let the first `inject` do it.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const config = await testConfig(env);
  const database = await createTestDatabase();
  const app = await buildApp(config, { database: database.handle });
  const audit = new OpenApiAudit(app);
  audit.attach();
  return {
    app,
    config,
    database,
    audit,
    async close() {
      await app.close();
      await database.destroy();
      await rm(config.dataDir, { recursive: true, force: true });
      if (audit.violations.size > 0) {
        throw new Error(`These exchanges break the app's OpenAPI document:\n${audit.report()}`);
      }
    },
  };
}

/**
 * One app for the tests of a file (or a describe block): made before they run and closed
 * after. The returned object is filled in by the time the tests run.
 */
export function useTestApp(env: NodeJS.ProcessEnv = {}): TestApp {
  const harness = {} as TestApp;
  beforeAll(async () => {
    Object.assign(harness, await createTestApp(env));
  });
  afterAll(() => harness.close());
  return harness;
}
