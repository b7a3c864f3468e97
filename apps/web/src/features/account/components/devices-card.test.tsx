import '../../../lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, CSRF_COOKIE, CSRF_HEADER, type SessionInfo } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { DevicesCard } from './devices-card';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0';

const session = (id: string, userAgent: string, current: boolean): SessionInfo => ({
  id,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastSeenAt: '2026-03-05T10:00:00.000Z',
  expiresAt: '2026-03-31T10:00:00.000Z',
  userAgent,
  current,
});

type Call = { url: string; method: string; headers: Headers };
let calls: Call[] = [];
let sessions: SessionInfo[] = [];

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <DevicesCard />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(() => loadBundles(['account']));
beforeEach(() => {
  calls = [];
  sessions = [session('s1', WINDOWS_EDGE, true), session('s2', IPHONE, false)];
  document.cookie = `${CSRF_COOKIE}=csrf-value; path=/`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url: String(input), method, headers: new Headers(init.headers) });
      if (method === 'POST') {
        const signedOut = sessions.filter((one) => !one.current).length;
        sessions = sessions.filter((one) => one.current);
        return json({ code: 200, message: ACCOUNT_MESSAGES.otherSessionsRevoked, data: { signedOut } });
      }
      return json({ code: 200, message: '', data: sessions });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

const writes = () => calls.filter((call) => call.method !== 'GET');

describe('signed-in devices', () => {
  it('names each device by its browser and system', async () => {
    renderCard();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Edge on Windows')).toBeTruthy();
    expect(within(list).getByText('Safari on iOS')).toBeTruthy();
  });

  it('"Sign out everywhere else" asks first, and Cancel signs nobody out', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog.textContent).toContain('This device stays signed in.');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
  });

  it('signs out every other device once confirmed, with the CSRF header, and the list shows this one alone', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out other devices' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.otherSessionsRevoked));
    expect(writes().map(({ url, method }) => [method, url])).toEqual([
      ['POST', '/proxy/deviceOwner/sessions/sign-out-others'],
    ]);
    expect(writes()[0]?.headers.get(CSRF_HEADER)).toBe('csrf-value');
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.getByText('No other devices are signed in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('offers no "Sign out everywhere else" when this is the only device', async () => {
    sessions = [session('s1', WINDOWS_EDGE, true)];
    renderCard();
    await screen.findByText('No other devices are signed in.');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
