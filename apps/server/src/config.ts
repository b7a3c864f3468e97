import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { isUkPostcode, normaliseUkPostcode, type Provider } from '@recircuit/contract';
import type { ProviderSettings } from './modules/oauth/providers.ts';
import type { S3Settings } from './lib/storage/s3-storage.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SESSION_SECRET_FILE = 'session-secret';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address/prefix CIDR, or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default), how many proxies stand in front of the server, or the
 * addresses of the trusted proxies. A bare `true` would believe the left-most
 * X-Forwarded-For entry, which the client writes itself, so it is refused.
 */
const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): TrustProxy => {
    const text = value.toLowerCase();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 100) return hops;
    } else if (text !== 'true') {
      const addresses = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (addresses.length > 0 && addresses.every(isProxyAddress)) return addresses;
    }
    context.addIssue({
      code: 'custom',
      message:
        'must be false, the number of proxies in front of the server (e.g. 1), or a comma-separated list of ' +
        'their addresses or CIDR ranges (e.g. 10.0.0.0/8); true is not accepted because it believes the ' +
        'client-written X-Forwarded-For',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65_535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// address' }).optional(),
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 to 60000' })
    .int('must be a whole number of milliseconds from 0 to 60000')
    .min(0, 'must be a whole number of milliseconds from 0 to 60000')
    .max(60_000, 'must be a whole number of milliseconds from 0 to 60000')
    .optional(),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('ReCircuit <no-reply@recircuit.example>'),
  CONTACT_EMAIL: z.email('must be an email address').default('hello@recircuit.example'),
  CONTACT_PHONE: z.string().trim().min(3).default('020 7946 0321'),
  COMPANY_NAME: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  COMPANY_NUMBER: optionalText.pipe(z.string().max(40, 'must be at most 40 characters').optional()),
  COMPANY_ADDRESS: optionalText.pipe(z.string().max(300, 'must be at most 300 characters').optional()),
  HUB_NAME: optionalText.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
  HUB_ADDRESS: optionalText.pipe(
    z.string().max(300, 'must be at most 300 characters, the lines separated by commas').optional(),
  ),
  HUB_POSTCODE: optionalText.pipe(
    z.string().refine(isUkPostcode, 'must be a UK postcode').transform(normaliseUkPostcode).optional(),
  ),
  HUB_OPENING_HOURS: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  HUB_DROP_OFF_PARTNER_ID: optionalText.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
  TRUST_PROXY: trustProxySetting,
  INSTANCE_NAME: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1 to 40 letters, digits, dots, dashes or underscores')
      .optional(),
  ),
  SCHEDULED_JOBS_EVERY_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 86400' })
    .int('must be a whole number of seconds from 1 to 86400')
    .min(1, 'must be a whole number of seconds from 1 to 86400')
    .max(86_400, 'must be a whole number of seconds from 1 to 86400')
    .optional(),
  WEB_DIST_DIR: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_AUTHORIZATION_URL: z.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('eu-west-2'),
  S3_ENDPOINT: optionalText.pipe(z.url({ error: 'must be an http:// or https:// address' }).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  S3_PREFIX: z.string().trim().default(''),
  ARCHIVE_MAX_BYTES: z.coerce
    .number({ error: 'must be a whole number of bytes, at least 1' })
    .int('must be a whole number of bytes, at least 1')
    .min(1, 'must be a whole number of bytes, at least 1')
    .max(Number.MAX_SAFE_INTEGER, 'must be a whole number of bytes, at least 1')
    .default(5 * 1024 ** 3),
  PAYMENTS_PROVIDER: optionalText.pipe(z.enum(['stripe', 'local'], { error: 'must be stripe or local' }).optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  OVERPASS_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  GEOCODER_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  MAP_TILE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, {
        error:
          'must be an http:// or https:// tile address with {z}, {x} and {y}, e.g. https://tile.example/{z}/{x}/{y}.png',
      })
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** On SIGTERM, how long the health check says 503 while requests are still served, before closing. */
  shutdownDrainMs: number;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  contactPhone: string;
  /** Who runs the site, named on the legal pages (docs/legal.md); demo values outside production. */
  company: CompanySettings;
  /** Where data-service devices go (docs/operations.md, "The data hub"); demo values outside production. */
  hub: HubSettings;
  /** Off, a hop count, or the trusted proxies' addresses (see lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Named in each response's X-Served-By when set: which instance behind a load balancer answered. */
  instanceName: string | undefined;
  /** The bearer token a Prometheus scrape of /proxy/metrics sends; without it the endpoint does not exist. */
  metricsToken: string | undefined;
  /** Every scheduled job's interval when set (staging, tests); else each job's own. */
  scheduledJobsEveryMs: number | undefined;
  webDistDir: string;
  oauth: Record<Provider, ProviderSettings>;
  /** Object storage in S3 when S3_BUCKET is set; otherwise a folder in DATA_DIR. */
  s3: S3Settings | undefined;
  /** The largest data archive staff may upload (bytes). */
  archiveMaxBytes: number;
  /** Stripe Checkout, or the built-in local test provider (docs/api.md, "Payments"). */
  payments: PaymentsSettings;
  locations: LocationsSettings;
}

/** The recycling locator's outside services (docs/operations.md, "Recycling locations"); each is optional. */
export interface LocationsSettings {
  /** The Overpass API the weekly refresh asks for the UK's drop-off points. */
  overpassUrl: string | undefined;
  /** A postcodes.io server for what the imported gazetteer lacks (Northern Ireland, new postcodes). */
  geocoderUrl: string | undefined;
  /** Map tiles for the locations page (`{z}/{x}/{y}` template) and their credit line; without them the map shows only the points. */
  mapTiles: { url: string; attribution: string } | undefined;
}

export interface CompanySettings {
  name: string;
  /** The Companies House registration number. */
  number: string;
  /** The registered office, one line. */
  address: string;
}

/** Outside production the legal pages name an invented company, and say so. */
export const DEMO_COMPANY: CompanySettings = {
  name: 'ReCircuit Demo Ltd (demo)',
  number: '00000000 (demo)',
  address: '1 Example Street, London EC1A 1AA (demo)',
};

export interface HubSettings {
  name: string;
  /** The street address, one entry per line (HUB_ADDRESS separates them with commas). */
  addressLines: string[];
  postcode: string;
  /** OpenStreetMap opening_hours syntax, shown in words. */
  openingHours: string;
  /** The hub's own drop-off partner, where a device the owner chose to recycle gets its recycle order. */
  dropOffPartnerId: string;
}

/** Outside production the data service names an invented hub, and says so. */
export const DEMO_HUB: HubSettings = {
  name: 'ReCircuit Data Hub (demo)',
  addressLines: ['Unit 7, Boar Lane Courtyard', 'Leeds'],
  postcode: 'LS1 4DY',
  openingHours: 'Mo-Fr 09:00-17:30; Sa 10:00-14:00; Su off',
  dropOffPartnerId: 'recircuit-drop-off-leeds-demo',
};

export type PaymentsSettings =
  { provider: 'local' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined };

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads every setting once from the environment, validates it and fills the defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const dataDir = isAbsolute(values.DATA_DIR) ? values.DATA_DIR : resolve(cwd, values.DATA_DIR);
  if (values.NODE_ENV === 'production' && !values.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: is required in production (at least 32 characters)']);
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS ?? (values.NODE_ENV === 'production' ? 5_000 : 0),
    sessionSecret: values.SESSION_SECRET ?? developmentSessionSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    contactPhone: values.CONTACT_PHONE,
    company: companySettings(values),
    hub: hubSettings(values),
    trustProxy: values.TRUST_PROXY,
    instanceName: values.INSTANCE_NAME,
    metricsToken: values.METRICS_TOKEN,
    scheduledJobsEveryMs: values.SCHEDULED_JOBS_EVERY_SECONDS && values.SCHEDULED_JOBS_EVERY_SECONDS * 1000,
    webDistDir: values.WEB_DIST_DIR ? resolve(cwd, values.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
          prefix: values.S3_PREFIX,
        }
      : undefined,
    archiveMaxBytes: values.ARCHIVE_MAX_BYTES,
    payments: paymentsSettings(values),
    locations: {
      overpassUrl: values.OVERPASS_URL,
      geocoderUrl: values.GEOCODER_URL?.replace(/\/+$/, ''),
      mapTiles: values.MAP_TILE_URL
        ? { url: values.MAP_TILE_URL, attribution: values.MAP_TILE_ATTRIBUTION }
        : undefined,
    },
    oauth: {
      google: {
        id: 'google',
        clientId: values.GOOGLE_CLIENT_ID,
        clientSecret: values.GOOGLE_CLIENT_SECRET,
        authorizationUrl: values.GOOGLE_AUTHORIZATION_URL,
        tokenUrl: values.GOOGLE_TOKEN_URL,
        profileUrl: values.GOOGLE_USERINFO_URL,
        scopes: ['openid', 'email', 'profile'],
      },
      github: {
        id: 'github',
        clientId: values.GITHUB_CLIENT_ID,
        clientSecret: values.GITHUB_CLIENT_SECRET,
        authorizationUrl: values.GITHUB_AUTHORIZATION_URL,
        tokenUrl: values.GITHUB_TOKEN_URL,
        profileUrl: values.GITHUB_API_URL,
        scopes: ['read:user', 'user:email'],
      },
    },
  };
}

/** The company's details; production must name the real one rather than publish the demo's. */
function companySettings(values: z.output<typeof envSchema>): CompanySettings {
  const given = { name: values.COMPANY_NAME, number: values.COMPANY_NUMBER, address: values.COMPANY_ADDRESS };
  if (values.NODE_ENV === 'production') {
    const missing = (['COMPANY_NAME', 'COMPANY_NUMBER', 'COMPANY_ADDRESS'] as const).filter((name) => !values[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((name) => `${name}: is required in production (the privacy notice and terms name the company)`),
      );
    }
  }
  return {
    name: given.name ?? DEMO_COMPANY.name,
    number: given.number ?? DEMO_COMPANY.number,
    address: given.address ?? DEMO_COMPANY.address,
  };
}

/** The data hub; production must name the real one rather than send devices to the demo's. */
function hubSettings(values: z.output<typeof envSchema>): HubSettings {
  if (values.NODE_ENV === 'production') {
    const names = ['HUB_ADDRESS', 'HUB_POSTCODE', 'HUB_OPENING_HOURS', 'HUB_DROP_OFF_PARTNER_ID'] as const;
    const missing = names.filter((name) => !values[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((name) => `${name}: is required in production (owners post their devices to the data hub)`),
      );
    }
  }
  const lines = values.HUB_ADDRESS?.split(',')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    name: values.HUB_NAME ?? (values.NODE_ENV === 'production' ? 'ReCircuit Data Hub' : DEMO_HUB.name),
    addressLines: lines?.length ? lines : DEMO_HUB.addressLines,
    postcode: values.HUB_POSTCODE ?? DEMO_HUB.postcode,
    openingHours: values.HUB_OPENING_HOURS ?? DEMO_HUB.openingHours,
    dropOffPartnerId: values.HUB_DROP_OFF_PARTNER_ID ?? DEMO_HUB.dropOffPartnerId,
  };
}

/**
 * Stripe when asked for or when its key is set (both of its secrets then required); otherwise the
 * local test provider, which in production must be asked for by name, since no money moves.
 */
function paymentsSettings(values: z.output<typeof envSchema>): PaymentsSettings {
  const provider = values.PAYMENTS_PROVIDER ?? (values.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (provider === 'local' && values.NODE_ENV === 'production' && values.PAYMENTS_PROVIDER !== 'local') {
    throw new ConfigError([
      'PAYMENTS_PROVIDER: is required in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take ' +
        'payments through Stripe, or PAYMENTS_PROVIDER=local to run with the test provider, where no money moves',
    ]);
  }
  if (provider === 'local') return { provider };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !values[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((name) => `${name}: is required when payments go through Stripe (PAYMENTS_PROVIDER=stripe)`),
    );
  }
  return {
    provider,
    secretKey: values.STRIPE_SECRET_KEY as string,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET as string,
    apiUrl: values.STRIPE_API_URL,
  };
}

/** Outside production a secret is generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function developmentSessionSecret(dataDir: string): string {
  const file = join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
