import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The instance that answered (X-Served-By). */
  servedBy: string;
  json<T = { code: number; message: string; data: unknown }>(): T;
}

/**
 * A visitor of the cluster: keeps its cookies and sends the CSRF header on writes, as the
 * browser does. Each visitor may come from its own loopback address (127.0.0.x), which nginx
 * passes on in X-Forwarded-For, so per-address limits of one test do not touch another's.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();

  private readonly base: string;
  private readonly localAddress: string;

  constructor(base: string, localAddress = '127.0.0.1') {
    this.base = base;
    this.localAddress = localAddress;
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const allHeaders: Record<string, string> = {
      ...(payload && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' && xsrf ? { 'x-xsrf-token': xsrf } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      ...headers,
    };
    const answer = await new Promise<Omit<Answer, 'json' | 'servedBy'>>((resolve, reject) => {
      const outgoing = httpRequest(
        `${this.base}${path}`,
        { method, headers: allHeaders, localAddress: this.localAddress, agent: false },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      ...answer,
      servedBy: String(answer.headers['x-served-by'] ?? ''),
      json: <T>() => JSON.parse(answer.body.toString('utf8')) as T,
    };
  }
}
