import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { tempDir } from './helpers/test-app.ts';

/** The company settings production requires (the legal pages name it). */
const COMPANY = {
  COMPANY_NAME: 'Circuit Ltd',
  COMPANY_NUMBER: '01234567',
  COMPANY_ADDRESS: '2 High St, Leeds LS1 1AA',
};

/** The data hub's settings production requires (owners post their devices there). */
const HUB = {
  HUB_ADDRESS: 'Unit 2, Mill Yard, Leeds',
  HUB_POSTCODE: 'ls11 5aa',
  HUB_OPENING_HOURS: 'Mo-Fr 09:00-17:00',
  HUB_DROP_OFF_PARTNER_ID: 'leeds-drop-off',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('fills every default with no environment at all', async () => {
    const cwd = await tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      dataDir: join(cwd, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      smtpUrl: undefined,
      trustProxy: false,
    });
    expect(config.contactEmail).toMatch(/@/);
    expect(config.contactPhone.length).toBeGreaterThan(3);
  });

  it('reads each setting', async () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://recircuit.example/',
      DATA_DIR: '/tmp/recircuit-x',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      LOG_LEVEL: 'debug',
      SESSION_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail:2525',
      MAIL_FROM: 'Hub <hub@example.org>',
      CONTACT_EMAIL: 'help@example.org',
      CONTACT_PHONE: '0161 496 0000',
      TRUST_PROXY: '2',
      INSTANCE_NAME: 'web-2',
      SCHEDULED_JOBS_EVERY_SECONDS: '30',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://recircuit.example',
      dataDir: '/tmp/recircuit-x',
      databaseUrl: 'postgres://u:p@db:5432/app',
      logLevel: 'debug',
      instanceName: 'web-2',
      scheduledJobsEveryMs: 30_000,
      sessionSecret: 's'.repeat(40),
      smtpUrl: 'smtp://mail:2525',
      mailFrom: 'Hub <hub@example.org>',
      contactEmail: 'help@example.org',
      contactPhone: '0161 496 0000',
      trustProxy: 2,
    });
  });

  it('treats empty values as unset', async () => {
    const cwd = await tempDir();
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', PUBLIC_URL: '' }, cwd);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ CONTACT_EMAIL: 'not-an-email' }, 'CONTACT_EMAIL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ INSTANCE_NAME: 'web 2<script>' }, 'INSTANCE_NAME'],
    [{ SCHEDULED_JOBS_EVERY_SECONDS: '0' }, 'SCHEDULED_JOBS_EVERY_SECONDS'],
    [{ SCHEDULED_JOBS_EVERY_SECONDS: '1.5' }, 'SCHEDULED_JOBS_EVERY_SECONDS'],
    [{ SCHEDULED_JOBS_EVERY_SECONDS: 'hourly' }, 'SCHEDULED_JOBS_EVERY_SECONDS'],
  ])('refuses %o with a clear message naming %s', (env, name) => {
    const problems = problemsOf({ DATA_DIR: '/tmp/recircuit-config-test', ...env });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: .+`));
  });

  it.each([
    ['false', false],
    ['0', false],
    ['', false],
    ['1', 1],
    [' 3 ', 3],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.0/24,fd00::/8', ['10.0.0.0/8', '192.168.1.0/24', 'fd00::/8']],
    ['loopback,172.16.0.0/12', ['loopback', '172.16.0.0/12']],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%j as %j', (value, trustProxy) => {
    expect(loadConfig({ DATA_DIR: '/tmp/recircuit-config-test', TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    'true',
    'TRUE',
    'yes',
    '-1',
    '1.5',
    '101',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1/8/8',
    'proxy.internal',
    '10.0.0.1,,nope',
    ',',
  ])('refuses TRUST_PROXY=%j, saying which forms it takes', (value) => {
    const problems = problemsOf({ DATA_DIR: '/tmp/recircuit-config-test', TRUST_PROXY: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY: must be false, the number of proxies .+ true is not accepted/);
  });

  it('reports every bad setting at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'y', DATA_DIR: '/tmp/recircuit-config-test' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT']);
  });

  it('takes a METRICS_TOKEN of 32 characters or more, and nothing shorter', () => {
    const dataDir = '/tmp/recircuit-config-test';
    expect(problemsOf({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN: must be at least 32 characters long',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
  });

  it('requires SESSION_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: is required in production/),
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SESSION_SECRET: 'z'.repeat(32),
        PAYMENTS_PROVIDER: 'local',
        ...COMPANY,
        ...HUB,
      }),
    ).toEqual([]);
  });

  it('names a clearly invented company outside production, the real one when set, and requires it in production', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).company).toEqual({
      name: expect.stringContaining('(demo)'),
      number: expect.stringContaining('(demo)'),
      address: expect.stringContaining('(demo)'),
    });
    expect(loadConfig({ DATA_DIR: dataDir, ...COMPANY, COMPANY_NAME: '  Circuit Ltd ' }).company).toEqual({
      name: 'Circuit Ltd',
      number: '01234567',
      address: '2 High St, Leeds LS1 1AA',
    });
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'z'.repeat(32), PAYMENTS_PROVIDER: 'local' };
    expect(problemsOf({ ...production, DATA_DIR: dataDir })).toEqual([
      expect.stringMatching(/^COMPANY_NAME: is required in production/),
      expect.stringMatching(/^COMPANY_NUMBER: is required in production/),
      expect.stringMatching(/^COMPANY_ADDRESS: is required in production/),
    ]);
    expect(problemsOf({ ...production, DATA_DIR: dataDir, ...COMPANY, COMPANY_NUMBER: ' ' })).toEqual([
      expect.stringMatching(/^COMPANY_NUMBER: is required in production/),
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, COMPANY_NAME: 'x'.repeat(201) })).toEqual([
      'COMPANY_NAME: must be at most 200 characters',
    ]);
  });

  it('names a demo data hub outside production, the real one when set, and requires it in production', async () => {
    const dataDir = await tempDir();
    const demo = loadConfig({ DATA_DIR: dataDir }).hub;
    expect(demo.name).toContain('(demo)');
    expect(demo).toMatchObject({ postcode: 'LS1 4DY', dropOffPartnerId: 'recircuit-drop-off-leeds-demo' });
    expect(loadConfig({ DATA_DIR: dataDir, ...HUB, HUB_NAME: ' Mill Yard Hub ' }).hub).toEqual({
      name: 'Mill Yard Hub',
      addressLines: ['Unit 2', 'Mill Yard', 'Leeds'],
      postcode: 'LS11 5AA',
      openingHours: 'Mo-Fr 09:00-17:00',
      dropOffPartnerId: 'leeds-drop-off',
    });
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'z'.repeat(32),
      PAYMENTS_PROVIDER: 'local',
      DATA_DIR: dataDir,
      ...COMPANY,
    };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^HUB_ADDRESS: is required in production/),
      expect.stringMatching(/^HUB_POSTCODE: is required in production/),
      expect.stringMatching(/^HUB_OPENING_HOURS: is required in production/),
      expect.stringMatching(/^HUB_DROP_OFF_PARTNER_ID: is required in production/),
    ]);
    expect(loadConfig({ ...production, ...HUB }).hub.name).toBe('ReCircuit Data Hub');
    expect(problemsOf({ DATA_DIR: dataDir, HUB_POSTCODE: 'LS99 ZZZ' })).toEqual([
      'HUB_POSTCODE: must be a UK postcode',
    ]);
  });

  it('drains for 5 s before stopping in production, not elsewhere, unless SHUTDOWN_DRAIN_MS says otherwise', async () => {
    const dataDir = await tempDir();
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'z'.repeat(32),
      PAYMENTS_PROVIDER: 'local',
      DATA_DIR: dataDir,
      ...COMPANY,
      ...HUB,
    };
    expect(loadConfig(production).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1_500);
    for (const bad of ['-1', '2.5', 'soon', '60001']) {
      expect(problemsOf({ ...production, SHUTDOWN_DRAIN_MS: bad })).toEqual([
        expect.stringMatching(/^SHUTDOWN_DRAIN_MS: must be a whole number/),
      ]);
    }
  });

  it('pays through the local test provider unless Stripe is asked for or its key is set, and Stripe needs both secrets', async () => {
    const dataDir = await tempDir();
    const base = { NODE_ENV: 'test', DATA_DIR: dataDir };
    expect(loadConfig(base).payments).toEqual({ provider: 'local' });
    expect(loadConfig({ ...base, PAYMENTS_PROVIDER: 'local', STRIPE_SECRET_KEY: 'sk_test_1' }).payments).toEqual({
      provider: 'local',
    });
    const stripe = { ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(stripe).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toMatchObject({
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(problemsOf({ ...base, PAYMENTS_PROVIDER: 'stripe' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: is required when payments go through Stripe/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is required when payments go through Stripe/),
    ]);
    expect(problemsOf({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is required/),
    ]);
    expect(problemsOf({ ...base, PAYMENTS_PROVIDER: 'paypal' })).toEqual([
      'PAYMENTS_PROVIDER: must be stripe or local',
    ]);
  });

  it('in production, refuses to start on the local test provider unless PAYMENTS_PROVIDER=local asks for it', async () => {
    const dataDir = await tempDir();
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'z'.repeat(32),
      DATA_DIR: dataDir,
      ...COMPANY,
      ...HUB,
    };
    for (const unset of [
      {},
      { PAYMENTS_PROVIDER: '' },
      { PAYMENTS_PROVIDER: '  ' },
      { STRIPE_WEBHOOK_SECRET: 'whsec_1' },
    ]) {
      const problems = problemsOf({ ...production, ...unset });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PAYMENTS_PROVIDER: is required in production/);
      expect(problems[0]).toContain('STRIPE_SECRET_KEY');
      expect(problems[0]).toContain('PAYMENTS_PROVIDER=local');
    }
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'local' }).payments).toEqual({ provider: 'local' });
    const stripe = { ...production, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(stripe).payments).toMatchObject({ provider: 'stripe' });
    expect(loadConfig({ ...stripe, PAYMENTS_PROVIDER: 'stripe' }).payments).toMatchObject({ provider: 'stripe' });
    // Outside production the test provider stays the default.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).payments).toEqual({ provider: 'local' });
  });

  it('generates a development secret once, keeps it private in DATA_DIR and reuses it', async () => {
    const dataDir = join(await tempDir(), 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });
});
