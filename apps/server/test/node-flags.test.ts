import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, SERVER_NODE_FLAGS } from '../src/node-flags.ts';
import { freePort } from './helpers/free-port.ts';
import { startHealthyServer, startServer, waitForOutput } from './helpers/server-process.ts';
import { tempDir } from './helpers/test-app.ts';

const WARNING = "node was started without the server's flags";

async function startScript(path: string): Promise<string> {
  const file = JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8')) as { scripts: { start: string } };
  return file.scripts.start;
}

describe("the server's Node flags", () => {
  it('are on the command line of both start scripts', async () => {
    for (const path of ['../../../package.json', '../package.json']) {
      const start = (await startScript(path)).split(/\s+/);
      expect(start[0], path).toBe('node');
      for (const flag of SERVER_NODE_FLAGS) expect(start, path).toContain(flag);
    }
  });

  it('count when given on the command line or in NODE_OPTIONS, and are named when missing', () => {
    expect(missingNodeFlags(['--max-semi-space-size=16'], '')).toEqual([]);
    expect(missingNodeFlags([], '--trace-warnings --max-semi-space-size=16')).toEqual([]);
    expect(missingNodeFlags(['--max-semi-space-size=64'], '')).toEqual(['--max-semi-space-size=16']);
    expect(missingNodeFlags([], '')).toEqual([...SERVER_NODE_FLAGS]);
  });

  it('leave the log quiet when given, and a server started without them says so', async () => {
    const given = await startHealthyServer();
    try {
      expect(given.output()).not.toContain(WARNING);
    } finally {
      given.child.kill('SIGINT');
      await given.exited;
    }
    const bare = startServer({ HOST: '127.0.0.1', PORT: String(await freePort()), DATA_DIR: await tempDir() }, []);
    try {
      await waitForOutput(bare, WARNING);
      expect(bare.output()).toContain('--max-semi-space-size=16');
    } finally {
      bare.child.kill('SIGINT');
      await bare.exited;
    }
  });
});
