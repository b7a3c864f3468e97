// `npm run dev`: the API on :3000 and Vite's dev server on :5173 (which proxies /proxy to the API).
import { spawn } from 'node:child_process';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';
import { ROOT } from './web-build.ts';

const children = [
  spawn('node', ['--watch', ...SERVER_NODE_FLAGS, 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...SERVER_ENVIRONMENT },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@recircuit/web'], { cwd: ROOT, stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
