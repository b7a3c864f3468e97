import { request } from 'node:http';

export type OperatorReply =
  | { kind: 'done'; result: unknown }
  /** The server ran or refused the command; `message` is for the operator. */
  | { kind: 'refused'; message: string }
  /**
   * No server took it: `absent` (no socket), `stale` (a socket left by a server that stopped),
   * `denied` (the socket belongs to another user).
   */
  | { kind: 'unreachable'; reason: 'absent' | 'stale' | 'denied' };

const UNREACHABLE: Record<string, 'absent' | 'stale' | 'denied'> = {
  ENOENT: 'absent',
  ENOTDIR: 'absent',
  ENAMETOOLONG: 'absent',
  ECONNREFUSED: 'stale',
  ENOTSOCK: 'stale',
  EACCES: 'denied',
  EPERM: 'denied',
};

/** Hands a command to the server listening on `socketPath` and waits for its answer. */
export function callOperator(
  socketPath: string,
  name: string,
  args: unknown,
  timeoutMs = 120_000,
): Promise<OperatorReply> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ args });
    const outgoing = request(
      {
        socketPath,
        path: `/commands/${encodeURIComponent(name)}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          let body: { result?: unknown; error?: unknown } = {};
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
          } catch {
            // answered with something that is not ours: reported below
          }
          if (response.statusCode === 200) resolve({ kind: 'done', result: body.result ?? null });
          else
            resolve({
              kind: 'refused',
              message: typeof body.error === 'string' ? body.error : `The server answered ${response.statusCode}.`,
            });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('The server did not answer the command in time.')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code ? UNREACHABLE[error.code] : undefined;
      if (reason) resolve({ kind: 'unreachable', reason });
      else reject(error);
    });
    outgoing.end(payload);
  });
}
