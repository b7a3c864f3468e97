import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs one of the operator commands in src/cli as its own process with only the given settings. */
export function cliRunner(name: 'create-admin' | 'partner-key', env: NodeJS.ProcessEnv) {
  const script = fileURLToPath(new URL(`../../src/cli/${name}.ts`, import.meta.url));
  const cliEnv = { PATH: process.env.PATH, NODE_ENV: 'test', ...env };
  return (...args: string[]) => spawnSync(process.execPath, [script, ...args], { env: cliEnv, encoding: 'utf8' });
}
