import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../../../server/src/node-flags.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../../../server/src/server.ts', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  /** The server process's id (the benches pin it to a core). */
  pid(): number;
  /**
   * Stops the server (SIGTERM) and starts it again on the same port and data folder;
   * `whileStopped` runs in between with the server's environment (e.g. `npm run create-admin`).
   */
  restart(whileStopped?: (env: NodeJS.ProcessEnv) => void | Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (built web app and API in one process) on a free port with
 * a fresh data folder: the embedded database, or PostgreSQL when DATABASE_URL is set.
 * `copyOf` is a data folder a server has already started on (`freshDataFolder`), copied
 * instead of creating and seeding a new database, which takes a few seconds of CPU.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  { copyOf }: { copyOf?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'recircuit-e2e-'));
  if (copyOf) await cp(copyOf, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const settings: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    CONTACT_EMAIL: 'hello@recircuit.example',
    CONTACT_PHONE: '020 7946 0321',
    ...env,
  };
  let running = await spawnHealthy(settings, url);
  return {
    url,
    dataDir,
    output: () => running.output(),
    pid: () => running.pid,
    async restart(whileStopped) {
      await running.stop();
      await whileStopped?.(settings);
      running = await spawnHealthy(settings, url);
    },
    async stop() {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A data folder the server has started on once and stopped: migrated and seeded, for `copyOf`. */
export async function freshDataFolder(): Promise<string> {
  const server = await startServer();
  const folder = await mkdtemp(join(tmpdir(), 'recircuit-e2e-template-'));
  await server.restart(() => cp(server.dataDir, folder, { recursive: true }));
  await server.stop();
  return folder;
}

/** One server process, once /proxy/health answers. */
async function spawnHealthy(env: NodeJS.ProcessEnv, url: string) {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: { ...SERVER_ENVIRONMENT, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // A fresh data folder (a new database and its seeds) on a busy 2-core machine can take over 30 s; the hooks allow 120.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    const healthy = await fetch(`${url}/proxy/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    output: () => output,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
