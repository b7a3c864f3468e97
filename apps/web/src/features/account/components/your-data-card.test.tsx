import '../../../lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ACCOUNT_MESSAGES, type CurrentUser } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { showApiErrorToast, toast } from '../../../lib/toast';
import { YourDataCard } from './your-data-card';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let answer: () => Response;

/** What a screen reader hears with the field: its error, through aria-describedby. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const refusal = (field: 'password' | 'email', message: string) => () =>
  new Response(JSON.stringify({ code: 400, message, data: null, errors: [{ field, message }] }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

/** The account page's "Your data" card, with its delete dialog opened. */
async function renderDialog(hasPassword: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = { userId: 'u1', email: 'ann@example.org', hasPassword, providers: [] } as unknown as CurrentUser;
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <YourDataCard user={user} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await screen.findByRole('dialog', { name: 'Delete your account?' });
}

beforeAll(() => loadBundles(['account', 'auth']));
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({
        url: String(input),
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showApiErrorToast).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('deleting the account', () => {
  it('says a wrong password at the password field, which has the focus again, not in a toast', async () => {
    answer = refusal('password', ACCOUNT_MESSAGES.confirmDeletion);
    await renderDialog(true);
    const password = await screen.findByLabelText(/^Type your password to confirm/, { selector: 'input' });
    fireEvent.change(password, { target: { value: 'Wrong12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));

    await waitFor(() => expect(describedBy(password)).toContain(ACCOUNT_MESSAGES.confirmDeletion));
    expect(calls).toEqual([{ url: '/proxy/deviceOwner/account', method: 'DELETE', body: { password: 'Wrong12345' } }]);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(showApiErrorToast).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('asks for the password at the field before sending anything', async () => {
    await renderDialog(true);
    const password = await screen.findByLabelText(/^Type your password to confirm/, { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(describedBy(password)).toContain(ACCOUNT_MESSAGES.confirmDeletion));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(calls).toEqual([]);
  });

  it('without a password, says a wrong email at the email field', async () => {
    answer = refusal('email', ACCOUNT_MESSAGES.confirmDeletionEmail);
    await renderDialog(false);
    const email = await screen.findByLabelText(/^Type your email address to confirm/, { selector: 'input' });
    fireEvent.change(email, { target: { value: 'someone@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(describedBy(email)).toContain(ACCOUNT_MESSAGES.confirmDeletionEmail));
    expect(calls[0]?.body).toEqual({ email: 'someone@example.org' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(showApiErrorToast).not.toHaveBeenCalled();
  });

  it('toasts a failure that is not about the field', async () => {
    answer = () =>
      new Response(JSON.stringify({ code: 503, message: 'The service is unavailable', data: null }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      });
    await renderDialog(true);
    const password = await screen.findByLabelText(/^Type your password to confirm/, { selector: 'input' });
    fireEvent.change(password, { target: { value: 'Right12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(showApiErrorToast).toHaveBeenCalledTimes(1));
    expect(describedBy(password)).toBe('');
  });
});
