import '../../../lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminUnknownOrder } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { RejectForm } from './reject-form';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let answer: () => Response;

const ok = () =>
  new Response(JSON.stringify({ code: 200, message: ADMIN_MESSAGES.rejected, data: null }), {
    headers: { 'Content-Type': 'application/json' },
  });

const order = {
  orderId: 'unk 1',
  orderNumber: 'EU-AAAA1111',
  status: 'Under review',
  actions: ['identify', 'reject'],
} as unknown as AdminUnknownOrder;

beforeAll(async () => {
  // jsdom has no FontFaceSet; the autosizing textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  await loadBundles(['admin']);
});

beforeEach(() => {
  calls = [];
  answer = ok;
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
  vi.mocked(toast.success).mockClear();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RejectForm order={order} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const reason = () => screen.getByRole('textbox', { name: /Reason/ });
const reject = () => screen.getAllByRole('button', { name: 'Reject' })[0] as HTMLElement;

describe('rejecting an unknown device', () => {
  it('refuses an empty or blank reason at the field and sends nothing', async () => {
    renderForm();
    fireEvent.click(reject());
    await screen.findByText(ADMIN_MESSAGES.reasonRequired);
    fireEvent.change(reason(), { target: { value: '    ' } });
    fireEvent.click(reject());
    await screen.findByText(ADMIN_MESSAGES.reasonRequired);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks first, and Cancel sends nothing', async () => {
    renderForm();
    fireEvent.change(reason(), { target: { value: 'Only parts, no device' } });
    fireEvent.click(reject());
    const dialog = await screen.findByRole('dialog', { name: 'Reject this device?' });
    expect(dialog.textContent).toContain('Only parts, no device');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('sends the trimmed reason once on confirm, to the order of the page', async () => {
    renderForm();
    fireEvent.change(reason(), { target: { value: '  Only parts, no device  ' } });
    fireEvent.click(reject());
    await screen.findByRole('dialog', { name: 'Reject this device?' });
    const confirm = screen.getByTestId('confirm-action');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_MESSAGES.rejected));
    expect(calls).toEqual([
      {
        url: '/proxy/api/admin/unknown-orders/unk%201/reject',
        method: 'POST',
        body: { reason: 'Only parts, no device' },
      },
    ]);
  });

  it("puts the server's field error on the field", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          code: 400,
          message: ADMIN_MESSAGES.reasonTooLong,
          data: null,
          errors: [{ field: 'reason', message: ADMIN_MESSAGES.reasonTooLong }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    renderForm();
    fireEvent.change(reason(), { target: { value: 'A reason' } });
    fireEvent.click(reject());
    await screen.findByRole('dialog', { name: 'Reject this device?' });
    fireEvent.click(screen.getByTestId('confirm-action'));
    await screen.findByText(ADMIN_MESSAGES.reasonTooLong, { selector: '.mantine-InputWrapper-error' });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
