import { chmod, mkdir, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { callOperator } from './client.ts';
import { OperatorCommandError, type OperatorCommands } from './registry.ts';
import { socketPathFits } from './socket-path.ts';

interface ChannelLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OperatorChannel {
  /** The socket's path, or null when the channel could not be opened (the reason was logged). */
  path: string | null;
  close(): Promise<void>;
}

const BODY_LIMIT_BYTES = 64 * 1024;
const COMMAND_URL = /^\/commands\/([a-z][a-z0-9-]{0,49})$/;

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The operator channel (docs/decisions/0018-operator-commands-channel.md): a small HTTP server
 * on a Unix socket in DATA_DIR, in a folder only the server's user may enter, that runs the
 * registered commands (`POST /commands/<name>` with `{"args": {...}}`) and nothing else. Only a
 * process of the same user (or root) can connect, so it needs no token. Arguments are never logged.
 */
export async function openOperatorChannel(options: {
  socketPath: string;
  commands: OperatorCommands;
  log: ChannelLog;
}): Promise<OperatorChannel> {
  const { socketPath, commands, log } = options;
  const closed: OperatorChannel = { path: null, close: async () => {} };
  if (process.platform === 'win32') {
    log.warn({}, 'operator channel not opened: it needs Unix sockets (run operator commands with the server stopped)');
    return closed;
  }
  if (!socketPathFits(socketPath)) {
    log.warn({ socketPath }, 'operator channel not opened: DATA_DIR is too long a path for a Unix socket');
    return closed;
  }
  await mkdir(dirname(socketPath), { recursive: true, mode: 0o700 });
  await chmod(dirname(socketPath), 0o700);
  const probe = await callOperator(socketPath, 'ping', {}, 2_000);
  if (probe.kind !== 'unreachable') {
    log.warn(
      { socketPath },
      'operator channel not opened: another server answers on it (never share a PGlite DATA_DIR)',
    );
    return closed;
  }
  if (probe.reason !== 'absent') await unlink(socketPath).catch(() => {});

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error({ err: error }, 'operator channel request failed');
      if (!response.headersSent) send(response, 500, { error: 'The command failed on the server; its log says why.' });
    });
  });
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const name = COMMAND_URL.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !name) return send(response, 404, { error: 'Not an operator command.' });
    if (name === 'ping') return send(response, 200, { result: 'pong' });
    const command = commands.get(name);
    if (!command) {
      log.warn({ command: name }, 'operator channel refused an unknown command');
      return send(response, 404, {
        error: `Unknown operator command "${name}"; this server accepts: ${commands.names().join(', ')}.`,
      });
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request)) || '{}');
    } catch (error) {
      if (error instanceof BodyTooLarge) return send(response, 413, { error: 'The command is too large.' });
      return send(response, 400, { error: 'The command is not valid JSON.' });
    }
    const parsed = command.args.safeParse((body as { args?: unknown } | null)?.args ?? {});
    if (!parsed.success) {
      return send(response, 400, { error: parsed.error.issues[0]?.message ?? 'The arguments are not valid.' });
    }
    try {
      const result = await command.run(parsed.data);
      log.info({ command: name }, 'operator command done');
      return send(response, 200, { result: result ?? null });
    } catch (error) {
      if (!(error instanceof OperatorCommandError)) throw error;
      log.info({ command: name }, 'operator command refused');
      return send(response, 409, { error: error.message });
    }
  };

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // The folder already keeps other users out; the socket's own mode says the same.
    await chmod(socketPath, 0o600);
  } catch (error) {
    // The product serves without it; only the operator commands lose their way in.
    log.warn({ err: error, socketPath }, 'operator channel not opened');
    server.close();
    return closed;
  }
  server.unref();
  log.info({ socketPath, commands: commands.names() }, 'operator channel open');
  return {
    path: socketPath,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlink(socketPath).catch(() => {});
    },
  };
}
