import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, CLIENT_MESSAGES, CSRF_HEADER, STORAGE_KEYS } from '@recircuit/contract';
import { ApiError, apiFetch } from '.';
import { apiUpload } from './upload';
import { onUnauthorized } from '../signed-in-user';
import { showApiErrorToast } from '../toast';

vi.mock('../toast', () => ({ showApiErrorToast: vi.fn() }));

const toastMock = vi.mocked(showApiErrorToast);

interface Answer {
  status: number;
  statusText?: string;
  body: string;
  headers?: Record<string, string>;
}

/** Just enough of XMLHttpRequest: records the request, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  withCredentials = false;
  requestHeaders: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  body: unknown;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer({ status, statusText = '', body, headers = {} }: Answer) {
    Object.assign(this, { status, statusText, responseText: body, responseHeaders: headers });
    this.onload?.();
  }
}

const isString = (data: unknown): data is string => typeof data === 'string';

function upload(options: { onProgress?: (n: number) => void; signal?: AbortSignal } = {}) {
  const promise = apiUpload('/file/upload', new FormData(), { timeoutMs: 1000, isData: isString, ...options });
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('nothing was sent');
  return { promise, xhr };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok-123');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ userId: 'u1', username: 'sam', email: 'sam@example.com' }));
}

const envelope = (code: number, message: string, data: unknown = null) => JSON.stringify({ code, message, data });
const JSON_TYPE = { 'Content-Type': 'application/json' };

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  toastMock.mockReset();
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploads', () => {
  it('post to /proxy with cookies, the anti-forgery header and the bearer token, and report progress', async () => {
    signIn();
    document.cookie = 'XSRF-TOKEN=abc';
    const progress: number[] = [];
    const { promise, xhr } = upload({ onProgress: (n) => progress.push(n) });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${API_BASE}/file/upload`);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.requestHeaders[CSRF_HEADER]).toBe('abc');
    expect(xhr.requestHeaders.Authorization).toBe('Bearer tok-123');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.answer({ status: 200, body: envelope(200, 'success', '/file/abc.jpg') });
    await expect(promise).resolves.toBe('/file/abc.jpg');
    expect(progress).toEqual([25, 100]);
    expect(toastMock).not.toHaveBeenCalled();
  });
});

describe('upload errors map like every other call', () => {
  const cases: [string, Answer][] = [
    [
      '413 with the server message',
      {
        status: 413,
        statusText: 'Payload Too Large',
        body: envelope(413, 'The request is too large'),
        headers: JSON_TYPE,
      },
    ],
    [
      '415 with the server message',
      {
        status: 415,
        statusText: 'Unsupported Media Type',
        body: envelope(415, 'Only image files are allowed'),
        headers: JSON_TYPE,
      },
    ],
    ['401', { status: 401, statusText: 'Unauthorized', body: envelope(401, 'User not logged in'), headers: JSON_TYPE }],
    [
      '503 with the server message',
      {
        status: 503,
        statusText: 'Service Unavailable',
        body: envelope(503, 'The database is not reachable just now'),
        headers: { ...JSON_TYPE, 'Retry-After': '5' },
      },
    ],
    [
      '429 with Retry-After',
      {
        status: 429,
        statusText: 'Too Many Requests',
        body: envelope(429, 'Too many requests, please wait a moment and try again'),
        headers: { ...JSON_TYPE, 'Retry-After': '30' },
      },
    ],
    ['500', { status: 500, statusText: 'Internal Server Error', body: 'oops' }],
    ['502 without an envelope', { status: 502, statusText: 'Bad Gateway', body: '' }],
    [
      '200 with a failing envelope',
      { status: 200, body: envelope(500, 'Could not store the image'), headers: JSON_TYPE },
    ],
    ['200 that is not JSON', { status: 200, body: '<html>', headers: JSON_TYPE }],
  ];

  it.each(cases)('%s', async (_name, answer) => {
    signIn();
    const fetched = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText ?? '',
        headers: answer.headers ?? {},
      }),
    );
    vi.stubGlobal('fetch', fetched);
    const viaFetch = await failure(apiFetch('/file/upload', { method: 'POST' }));
    const fetchToasts = [...toastMock.mock.calls];
    const fetchLeftUser = localStorage.getItem(STORAGE_KEYS.user);

    toastMock.mockReset();
    signIn();
    const { promise, xhr } = upload();
    xhr.answer(answer);
    const viaUpload = await failure(promise);

    expect({ ...viaUpload, message: viaUpload.message }).toEqual({ ...viaFetch, message: viaFetch.message });
    expect(toastMock.mock.calls).toEqual(fetchToasts);
    expect(toastMock).toHaveBeenCalledWith(viaUpload.message);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBe(fetchLeftUser);
  });

  it('a 200 without the data asked for fails like an envelope with its message', async () => {
    const { promise, xhr } = upload();
    xhr.answer({ status: 200, body: envelope(200, 'success', null), headers: JSON_TYPE });
    const error = await failure(promise);
    expect([error.kind, error.message]).toEqual(['envelope', 'success']);
    expect(toastMock).toHaveBeenCalledWith('success');
  });

  it('413, 415 and 503 show the server message; 401 is "User not logged in" and signs out', async () => {
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    signIn();
    const expectations: [Answer, string][] = [
      [cases[0]![1], 'The request is too large'],
      [cases[1]![1], 'Only image files are allowed'],
      [cases[3]![1], 'The database is not reachable just now'],
      [cases[2]![1], CLIENT_MESSAGES.notLoggedIn],
    ];
    for (const [answer, message] of expectations) {
      const { promise, xhr } = upload();
      xhr.answer(answer);
      expect((await failure(promise)).message).toBe(message);
      expect(toastMock).toHaveBeenLastCalledWith(message);
    }
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a timeout is toasted; no answer at all is left to the page; a cancelled upload is silent', async () => {
    const timedOut = upload();
    timedOut.xhr.ontimeout?.();
    expect((await failure(timedOut.promise)).kind).toBe('timeout');
    expect(toastMock).toHaveBeenCalledWith(CLIENT_MESSAGES.timeout);

    toastMock.mockReset();
    const lost = upload();
    lost.xhr.onerror?.();
    expect((await failure(lost.promise)).kind).toBe('network');

    const controller = new AbortController();
    const cancelled = upload({ signal: controller.signal });
    controller.abort();
    expect((await failure(cancelled.promise)).kind).toBe('aborted');
    expect(toastMock).not.toHaveBeenCalled();
  });
});
