import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startHealthyServer, startServer, waitForOutput } from './helpers/server-process.ts';
import { tempDir } from './helpers/test-app.ts';

describe('the server process', () => {
  it('serves, then on SIGTERM finishes and exits 0', async () => {
    const running = await startHealthyServer();
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('stopping');
  });

  it('finishes a request that is in flight when SIGTERM arrives', async () => {
    const running = await startHealthyServer();
    const body = JSON.stringify({ email: 'slow@example.org', password: 'Whatever123' });
    const socket = connect(running.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /proxy/deviceOwner/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('Invalid email or password');
    expect(await running.exited).toBe(0);
  });

  it('serves a request that arrives while it closes on a connection already open, instead of refusing it', async () => {
    // A load balancer may send on a kept-alive connection just as the instance closes; refused
    // with a 503, a POST would reach the client as an error (docs/operations.md, "The cluster test").
    const running = await startHealthyServer();
    const socket = connect(running.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /proxy/site HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.child.kill('SIGTERM');
    await waitForOutput(running, 'stopping');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write('Connection: keep-alive\r\n\r\n');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(await running.exited).toBe(0);
  });

  it('on SIGTERM first drains: the health check answers 503 while requests are still served, then it exits 0', async () => {
    // A drain longer than the test: a second signal ends it.
    const running = await startHealthyServer({ SHUTDOWN_DRAIN_MS: '60000' });
    running.child.kill('SIGTERM');
    await waitForOutput(running, 'draining');

    const health = await fetch(`http://127.0.0.1:${running.port}/proxy/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 503, data: { status: 'draining' } });
    const site = await fetch(`http://127.0.0.1:${running.port}/proxy/site`);
    expect(site.status).toBe(200);
    expect(await site.json()).toMatchObject({ code: 200 });
    expect(running.child.exitCode).toBeNull();

    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  });

  it('ends a short drain by itself and exits 0', async () => {
    const running = await startHealthyServer({ SHUTDOWN_DRAIN_MS: '200' });
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('draining');
    expect(running.output()).toContain('stopping');
  });

  it('stops on SIGINT too', async () => {
    const running = await startHealthyServer();
    running.child.kill('SIGINT');
    expect(await running.exited).toBe(0);
  });

  it('refuses bad settings with a clear message and exit code 1', async () => {
    const running = startServer({ PORT: 'eighty', DATA_DIR: await tempDir() });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid configuration');
    expect(running.output()).toContain('PORT: must be a whole number');
    expect(running.output()).not.toMatch(/\n\s+at /);
  });

  it('logs structured JSON lines with request ids and without query strings', async () => {
    const running = await startHealthyServer();
    await fetch(`http://127.0.0.1:${running.port}/proxy/health?email=ann@example.org&password=Secret123`);
    running.child.kill('SIGTERM');
    await running.exited;
    const lines = running
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const requestLines = lines.map((line) => JSON.parse(line) as { reqId?: string }).filter((line) => line.reqId);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(running.output()).not.toContain('Secret123');
    expect(running.output()).not.toContain('ann@example.org');
  });
});
