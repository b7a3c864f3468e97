import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, CLIENT_MESSAGES, CSRF_HEADER, REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '@recircuit/contract';
import { ApiError, api, apiBlob, apiData, apiEnvelope, apiFetch, buildUrl, readCookie } from '.';
import { showApiErrorToast } from '../toast';

vi.mock('../toast', () => ({ showApiErrorToast: vi.fn() }));

const toastMock = vi.mocked(showApiErrorToast);
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

function envelope(data: unknown, code = 200, message = 'success') {
  return { code, message, data };
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok-123');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ userId: 'u1', username: 'sam', email: 'sam@example.com' }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  toastMock.mockReset();
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requests', () => {
  it('goes to /proxy with cookies and JSON headers, and resolves to the envelope data', async () => {
    fetchMock.mockResolvedValue(json(envelope(['phone', 'laptop'])));
    await expect(api.get<string[]>('/api/device-recycle/gettypes')).resolves.toEqual(['phone', 'laptop']);
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`${API_BASE}/api/device-recycle/gettypes`);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
    expect(init.body).toBeUndefined();
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('builds the query string, leaving out empty values', async () => {
    fetchMock.mockResolvedValue(json(envelope([])));
    await api.get('/api/device-recycle/getnames', {
      query: { type: 'Phone & Tablet', brand: 'Apple', name: undefined, x: null },
    });
    expect(lastRequest().url).toBe(`${API_BASE}/api/device-recycle/getnames?type=Phone+%26+Tablet&brand=Apple`);
    expect(buildUrl('/a', { n: 1, ok: true, list: ['x', 'y'] })).toBe(`${API_BASE}/a?n=1&ok=true&list=x&list=y`);
    expect(buildUrl('/a', {})).toBe(`${API_BASE}/a`);
  });

  it('sends a plain body as JSON with its Content-Type', async () => {
    fetchMock.mockResolvedValue(json(envelope({ userId: 'u1' })));
    await api.post('/deviceOwner/login', { body: { email: 'a@b.co', password: 'Secret123' } });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'Secret123' }));
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    fetchMock.mockResolvedValue(json(envelope('/file/abc')));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.post('/file/upload', { body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('resolves to the whole envelope when asked, for the server message', async () => {
    fetchMock.mockResolvedValue(json(envelope({ userId: 'u1' }, 200, 'Login successful')));
    await expect(apiEnvelope('/deviceOwner/login', { method: 'POST' })).resolves.toEqual({
      code: 200,
      message: 'Login successful',
      data: { userId: 'u1' },
    });
  });
});

describe('anti-forgery header', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'sends X-XSRF-TOKEN from the XSRF-TOKEN cookie on %s',
    async (method) => {
      document.cookie = 'other=1';
      document.cookie = 'XSRF-TOKEN=abc%2F123%3D';
      fetchMock.mockResolvedValue(json(envelope(null)));
      await apiFetch('/subscription/subscribe', { method });
      expect(lastRequest().headers.get(CSRF_HEADER)).toBe('abc/123=');
    },
  );

  it('does not send it on GET', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    fetchMock.mockResolvedValue(json(envelope(null)));
    await apiFetch('/site');
    expect(lastRequest().headers.has(CSRF_HEADER)).toBe(false);
  });

  it('sends nothing when there is no cookie yet', async () => {
    fetchMock.mockResolvedValue(json(envelope(null)));
    await apiFetch('/x', { method: 'POST' });
    expect(lastRequest().headers.has(CSRF_HEADER)).toBe(false);
    expect(readCookie('XSRF-TOKEN')).toBeNull();
  });
});

describe('bearer token', () => {
  it('adds Authorization when a token is stored', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(envelope(null)));
    await apiFetch('/deviceOwner/currentUser', { query: { userId: 'u1' } });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization without a token', async () => {
    fetchMock.mockResolvedValue(json(envelope(null)));
    await apiFetch('/site');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('binary responses', () => {
  it('returns an image as the Blob it is', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    fetchMock.mockResolvedValue(new Response(bytes, { status: 200, headers: { 'Content-Type': 'image/png' } }));
    const result = await apiFetch('/api/qr/generate', { query: { deviceOwnerId: 'u1', deviceId: 'd1' } });
    expect(result).toBeInstanceOf(Blob);
    const blob = result as Blob;
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('apiBlob resolves to the file', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await apiBlob('/api/certificates/abc');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(lastRequest().headers.get('Accept')).toBe('*/*');
  });
});

describe('error catalogue (docs/api.md, "Errors")', () => {
  it('HTTP 401: "User not logged in", and the stored token and user are cleared', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      json(envelope(null, 401, 'User not logged in'), { status: 401, statusText: 'Unauthorized' }),
    );
    const error = await failure(api.get('/deviceOwner/test-cookie'));
    expect(error.message).toBe(CLIENT_MESSAGES.notLoggedIn);
    expect(error.status).toBe(401);
    expect(error.kind).toBe('http');
    expect(toastMock).toHaveBeenCalledWith('User not logged in');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('HTTP 403: "No permission"', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      json(envelope(null, 403, 'Invalid CSRF token'), { status: 403, statusText: 'Forbidden' }),
    );
    const error = await failure(api.post('/x'));
    expect(error.message).toBe('No permission');
    expect(error.serverMessage).toBe('Invalid CSRF token');
    expect(toastMock).toHaveBeenCalledWith('No permission');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-123');
  });

  it('HTTP 404: "resource not found"', async () => {
    fetchMock.mockResolvedValue(
      json(envelope(null, 404, 'Device not found'), { status: 404, statusText: 'Not Found' }),
    );
    const error = await failure(api.get('/api/device-recycle/calculate-price'));
    expect(error.message).toBe('resource not found');
    expect(error.code).toBe(404);
    expect(toastMock).toHaveBeenCalledWith('resource not found');
  });

  it('HTTP 500: "service error"', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('service error');
    expect(error.status).toBe(500);
    expect(toastMock).toHaveBeenCalledWith('service error');
  });

  it('any other non-200 status: "request error" with the status text', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('request error: Bad Gateway');
    expect(toastMock).toHaveBeenCalledWith('request error: Bad Gateway');
  });

  it('a 4xx without the API envelope: "request error" with the status text', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>', { status: 400, statusText: 'Bad Request', headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('request error: Bad Request');
  });

  it('a non-200 status without status text names the status', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('request error: HTTP 503');
  });

  it.each([
    [400, 'Please fill in all required fields.'],
    [409, 'Email already registered'],
    [413, 'The request is too large'],
    [429, 'Too many requests, please wait a moment and try again'],
    [503, 'We could not send the email just now. Please try again in a few minutes.'],
  ])("HTTP %i with an envelope shows the server's safe message", async (status, message) => {
    fetchMock.mockResolvedValue(
      json({ code: status, message, data: null, errors: [{ field: 'email', message: 'Required' }] }, { status }),
    );
    const error = await failure(api.post('/deviceOwner/registerOwner', { body: {} }));
    expect(error.message).toBe(message);
    expect(error.code).toBe(status);
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'Required' }]);
    expect(toastMock).toHaveBeenCalledWith(message);
  });

  it('body code other than 200: its message', async () => {
    fetchMock.mockResolvedValue(json(envelope(null, 500, 'Could not save the device')));
    const error = await failure(api.post('/api/device-recycle/save-device'));
    expect(error.message).toBe('Could not save the device');
    expect(error.kind).toBe('envelope');
    expect(error.status).toBe(200);
    expect(error.code).toBe(500);
    expect(toastMock).toHaveBeenCalledWith('Could not save the device');
  });

  it('body code other than 200 without a message: "Unknown error"', async () => {
    fetchMock.mockResolvedValue(json({ code: 418, data: null }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe(CLIENT_MESSAGES.unknownError);
    expect(toastMock).toHaveBeenCalledWith('Unknown error');
  });

  it('body code 401: its message, and the token is removed', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(envelope(null, 401, 'Session expired')));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('Session expired');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });

  it('a JSON body that is not an envelope: "Unknown error"', async () => {
    fetchMock.mockResolvedValue(json([1, 2, 3]));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('Unknown error');
  });

  it('unreadable JSON: "Unknown error"', async () => {
    fetchMock.mockResolvedValue(
      new Response('{not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('Unknown error');
    expect(error.kind).toBe('invalid-response');
  });

  it('timeout after 15 s: "request timeout, please check the network"', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const pending = failure(api.get('/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(toastMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('request timeout, please check the network');
    expect(toastMock).toHaveBeenCalledWith('request timeout, please check the network');
  });

  it('does not time out a request that answers in time', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(envelope('ok')));
    await expect(api.get('/fast')).resolves.toBe('ok');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('a network failure: "request error"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/x'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(CLIENT_MESSAGES.requestError);
    expect(toastMock).toHaveBeenCalledWith('request error');
  });

  it('a request cancelled by its caller is neither toasted nor called a timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = failure(api.get('/x', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('silent: true throws the ApiError without a toast', async () => {
    fetchMock.mockResolvedValue(json(envelope(null, 401, 'Invalid email or password'), { status: 401 }));
    const error = await failure(apiData('/deviceOwner/login', { method: 'POST', silent: true }));
    expect(error.message).toBe('User not logged in');
    expect(error.serverMessage).toBe('Invalid email or password');
    expect(toastMock).not.toHaveBeenCalled();
  });
});
