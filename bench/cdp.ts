// A small Chrome DevTools Protocol client over Node's WebSocket, for bench/interactive.ts: one connection to the
// browser target, pages attached to it as flat sessions (Target.attachToTarget with flatten).

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

type Listener = (params: Record<string, unknown>, sessionId: string | undefined) => void;

export interface Cdp {
  /** Sends a command to the browser, or to a page when `sessionId` is given, and resolves with its result. */
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** Resolves with the params of the next `method` event of that session (rejects after `timeoutMs`). */
  next(method: string, sessionId: string | undefined, timeoutMs: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** Connects to the browser target of a Chromium started with a debugging port. */
export async function connect(port: number): Promise<Cdp> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error('could not reach Chromium'));
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (result: Message) => void }>();
  const listeners = new Set<{ method: string; sessionId: string | undefined; listener: Listener }>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) {
      pending.get(message.id)?.resolve(message);
      pending.delete(message.id);
      return;
    }
    for (const entry of listeners)
      if (entry.method === message.method && entry.sessionId === message.sessionId)
        entry.listener(message.params ?? {}, message.sessionId);
  };

  return {
    async send<T>(method: string, params: object = {}, sessionId?: string) {
      const id = ++lastId;
      const answer = await new Promise<Message>((resolve) => {
        pending.set(id, { resolve });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
      if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
      return answer.result as T;
    },
    next(method, sessionId, timeoutMs) {
      return new Promise((resolve, reject) => {
        const entry = {
          method,
          sessionId,
          listener: (params: Record<string, unknown>) => {
            clearTimeout(timer);
            listeners.delete(entry);
            resolve(params);
          },
        };
        const timer = setTimeout(() => {
          listeners.delete(entry);
          reject(new Error(`no ${method} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(entry);
      });
    },
    close: () => socket.close(),
  };
}

/** Evaluates an expression in a page (awaiting a promise it returns) and gives back its value. */
export async function evaluate<T>(cdp: Cdp, sessionId: string, expression: string, timeoutMs = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page did not answer within ${timeoutMs} ms: ${expression}`)),
      timeoutMs,
    );
  });
  try {
    const answer = await Promise.race([
      cdp.send<{ result: { value?: T }; exceptionDetails?: { text: string } }>(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        sessionId,
      ),
      timeout,
    ]);
    if (answer.exceptionDetails) throw new Error(`in the page: ${answer.exceptionDetails.text}`);
    return answer.result.value as T;
  } finally {
    clearTimeout(timer);
  }
}
