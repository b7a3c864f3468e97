import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../../src/node-flags.ts';
import { freePort } from './free-port.ts';
import { tempDir } from './test-app.ts';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `src/server.ts` as its own process with only the given settings, collecting what it prints;
 * with the server's Node flags and environment unless `bare` says to start it without them.
 */
export function startServer(env: NodeJS.ProcessEnv, { bare = false }: { bare?: boolean } = {}): Running {
  const child = spawn(process.execPath, [...(bare ? [] : SERVER_NODE_FLAGS), SERVER], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', ...(bare ? {} : SERVER_ENVIRONMENT), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Starts the server on a free local port (or `env.PORT`) with a fresh data folder and waits until
 * its health check answers: `/proxy/health`, or another check such as readiness.
 */
export async function startHealthyServer(
  env: NodeJS.ProcessEnv = {},
  healthPath = '/proxy/health',
): Promise<Running & { port: number }> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const running = startServer({
    HOST: '127.0.0.1',
    DATA_DIR: await tempDir(),
    DATABASE_URL: process.env.DATABASE_URL,
    ...env,
    PORT: String(port),
  });
  await waitForHealth(port, running, healthPath);
  return { ...running, port };
}

async function waitForHealth(port: number, running: Running, healthPath: string): Promise<void> {
  // Starting Node, a database on disk and the seeds: over 30 s when the 2-core machine is busy (CI, 26 November 2026).
  const deadline = Date.now() + 80_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${healthPath}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${running.output()}`);
}

export async function waitForOutput(running: Running, text: string): Promise<void> {
  while (!running.output().includes(text)) {
    if (running.child.exitCode !== null) throw new Error(`server exited before saying "${text}":\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
