import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import S3rver from 's3rver';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database.ts';
import { freePort } from '../../test/helpers/free-port.ts';
import { startHealthyServer, type Running } from '../../test/helpers/server-process.ts';
import { tempDir } from '../../test/helpers/test-app.ts';

const NGINX_TEMPLATE = fileURLToPath(new URL('../nginx.conf', import.meta.url));
const BUCKET = 'recircuit-cluster';

export interface Instance {
  name: string;
  port: number;
  /** The running process; replaced by `start`. */
  process: Running;
  /** Starts it again on its port with its settings (after it exited). */
  start(): Promise<void>;
  /** Sends the signal and waits until the process has exited. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

export interface ClusterOptions {
  /** The instances' names (X-Served-By); two unless given. */
  names?: string[];
  /** Settings added to every instance's. */
  env?: NodeJS.ProcessEnv;
}

export interface Cluster {
  /** nginx's address: the only one the tests talk to. */
  url: string;
  instances: Instance[];
  database: TestDatabase;
  /** Takes an instance out of nginx's rotation, or puts it back. */
  setInRotation(name: string, serving: boolean): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Two instances of the real server on one fresh PostgreSQL database and one S3 bucket (s3rver),
 * behind nginx (Debian's package) doing round robin: the set-up of docs/operations.md, "Running
 * several instances".
 */
export async function startCluster({ names = ['a', 'b'], env: extraEnv = {} }: ClusterOptions = {}): Promise<Cluster> {
  if (!process.env.DATABASE_URL) throw new Error('the cluster test needs PostgreSQL: set DATABASE_URL (.ci/run does)');
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const database = await createTestDatabase();
    stops.push(() => database.destroy());
    const s3 = new S3rver({
      port: await freePort(),
      address: '127.0.0.1',
      silent: true,
      directory: await tempDir('recircuit-cluster-s3-'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    stops.push(() => s3.close());

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: 'cluster-test-session-secret-0123456789abcdef',
      PUBLIC_URL: url,
      TRUST_PROXY: '1',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      // No web app: the API is what is shared.
      WEB_DIST_DIR: join(await tempDir('recircuit-cluster-'), 'no-web'),
      ...extraEnv,
    };
    const instances: Instance[] = [];
    // One after the other: the first migrates the database, the others find it ready.
    for (const name of names) {
      const instance = await startInstance({ ...env, INSTANCE_NAME: name, PORT: String(await freePort()) });
      instances.push(instance);
      stops.push(() => instance.stop('SIGKILL'));
    }

    const prefix = await tempDir('recircuit-nginx-');
    await mkdir(join(prefix, 'logs'));
    // Run as root, nginx's workers are `nobody`: they buffer large answers in temporary files here.
    await chmod(prefix, 0o755);
    const template = await readFile(NGINX_TEMPLATE, 'utf8');
    const writeConfig = (out: ReadonlySet<string>) =>
      writeFile(
        join(prefix, 'nginx.conf'),
        template
          .replaceAll('{{prefix}}', prefix)
          .replaceAll('{{port}}', String(port))
          .replace(
            '{{servers}}',
            instances
              .map(
                ({ name, port }) =>
                  `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${out.has(name) ? ' down' : ''};`,
              )
              .join('\n    '),
          ),
      );
    const out = new Set<string>();
    await writeConfig(out);
    const nginx = startNginx(prefix);
    stops.push(async () => {
      nginx.kill('SIGTERM');
      await rm(prefix, { recursive: true, force: true });
    });
    /** As a deployment does with nginx, which has no health checks of its own: a new configuration, reloaded gracefully. */
    const setInRotation = async (name: string, serving: boolean) => {
      if (serving) out.delete(name);
      else out.add(name);
      await writeConfig(out);
      nginx.kill('SIGHUP');
      // The reload starts new workers at once; the old ones finish the requests they hold.
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    await waitUntilAnswers(`${url}/proxy/health`, nginx, prefix);
    return { url, instances, database, setInRotation, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** An instance joins nginx's rotation once ready: database, storage and its rendered pages (docs/operations.md). */
const READINESS = '/proxy/health/ready';

async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const instance: Instance = {
    name: env.INSTANCE_NAME!,
    port: Number(env.PORT),
    process: await startHealthyServer(env, READINESS),
    async start() {
      instance.process = await startHealthyServer(env, READINESS);
    },
    async stop(signal) {
      const { child, exited } = instance.process;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return instance;
}

function startNginx(prefix: string): ChildProcess {
  const binary = process.env.NGINX_PATH || '/usr/sbin/nginx';
  return spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitUntilAnswers(url: string, nginx: ChildProcess, prefix: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) {
      const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx exited (is Debian's nginx installed?):\n${log}`);
    }
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not answer');
}

/** The rows a query of the cluster's database returns. */
export async function rowsOf<T>(cluster: Cluster, query: SQL): Promise<T[]> {
  return ((await cluster.database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}
