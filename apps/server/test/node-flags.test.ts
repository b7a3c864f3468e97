import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { missingNodeSettings, SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../src/node-flags.ts';
import { freePort } from './helpers/free-port.ts';
import { startHealthyServer, startServer, waitForOutput } from './helpers/server-process.ts';
import { tempDir } from './helpers/test-app.ts';

const WARNING = "node was started without the server's settings";

async function startScript(path: string): Promise<string> {
  const file = JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8')) as { scripts: { start: string } };
  return file.scripts.start;
}

describe("the server's Node flags and environment", () => {
  it('are written out by both start scripts: the environment, then node with the flags', async () => {
    const settings = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);
    for (const [path, entry] of [
      ['../../../package.json', 'scripts/start.ts'],
      ['../package.json', 'src/server.ts'],
    ] as const) {
      expect(await startScript(path), path).toBe([...settings, 'node', ...SERVER_NODE_FLAGS, entry].join(' '));
    }
  });

  it('count when given on the command line, in NODE_OPTIONS or the environment, and are named when missing', () => {
    const env = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
    expect(missingNodeSettings(['--max-semi-space-size=16'], env)).toEqual([]);
    expect(missingNodeSettings([], { ...env, NODE_OPTIONS: '--trace-warnings --max-semi-space-size=16' })).toEqual([]);
    expect(missingNodeSettings(['--max-semi-space-size=64'], env)).toEqual(['--max-semi-space-size=16']);
    expect(missingNodeSettings(['--max-semi-space-size=16'], { ...env, MALLOC_ARENA_MAX: '8' })).toEqual([
      'MALLOC_ARENA_MAX=2',
    ]);
    expect(missingNodeSettings([], {})).toEqual([
      '--max-semi-space-size=16',
      'MALLOC_ARENA_MAX=2',
      'MALLOC_MMAP_THRESHOLD_=131072',
    ]);
  });

  it('leave the log quiet when given, and a server started without them names each', async () => {
    const given = await startHealthyServer();
    try {
      expect(given.output()).not.toContain(WARNING);
    } finally {
      given.child.kill('SIGINT');
      await given.exited;
    }
    const bare = startServer(
      { HOST: '127.0.0.1', PORT: String(await freePort()), DATA_DIR: await tempDir() },
      { bare: true },
    );
    try {
      await waitForOutput(bare, WARNING);
      expect(bare.output()).toContain('--max-semi-space-size=16');
      expect(bare.output()).toContain('MALLOC_ARENA_MAX=2');
      expect(bare.output()).toContain('MALLOC_MMAP_THRESHOLD_=131072');
    } finally {
      bare.child.kill('SIGINT');
      await bare.exited;
    }
    // Two servers one after the other, each allowed the helper's 80 s to start on a busy machine.
  }, 180_000);
});
