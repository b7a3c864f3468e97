import '../../../lib/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BY_POST_MESSAGES, type ByPostView, type OrderDetail } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { useOrderDetail } from '../api/get-order-detail';
import { BankDetailsPanel } from './bank-details-panel';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

const KEY = { userId: 'u1', deviceId: 'd1' };
const POST: ByPostView = {
  bankDetails: null,
  needsBankDetails: true,
  arrivedAt: null,
  payoutDue: null,
  returnAddress: null,
};
const order = (extra: Partial<OrderDetail> = {}, post: Partial<ByPostView> = {}) =>
  ({
    orderId: 'o1',
    classification: 'current',
    status: 'Submitted',
    isOwner: true,
    byPost: true,
    paid: null,
    post: { ...POST, ...post },
    ...extra,
  }) as unknown as OrderDetail;

let current: OrderDetail;
let puts: unknown[];
/** The server's answer to the next PUT; by default it saves and masks the details. */
let refuse: { status: number; message: string; errors: { field: string; message: string }[] } | null;

const envelope = (data: unknown, status = 200, message = 'success', errors?: unknown) =>
  new Response(JSON.stringify({ code: status, message, data, ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function Panel() {
  const detail = useOrderDetail(KEY).data;
  return detail ? <BankDetailsPanel order={detail} orderKey={KEY} /> : null;
}

function renderPanel(start: OrderDetail) {
  current = start;
  puts = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).endsWith('/api/recycle-orders/o1/bank-details') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { accountName: string; sortCode: string; accountNumber: string };
      puts.push(body);
      if (refuse) return envelope(null, refuse.status, refuse.message, refuse.errors);
      current = order(
        {},
        {
          needsBankDetails: false,
          bankDetails: {
            accountName: body.accountName,
            sortCode: `**-**-${body.sortCode.slice(4)}`,
            accountNumber: `****${body.accountNumber.slice(4)}`,
          },
        },
      );
      return envelope(current, 200, BY_POST_MESSAGES.bankDetailsSaved);
    }
    return envelope(current);
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
      >
        <Panel />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const fill = (values: { name?: string; sort?: string; account?: string }) => {
  if (values.name !== undefined)
    fireEvent.input(screen.getByRole('textbox', { name: /Name on the account/ }), { target: { value: values.name } });
  if (values.sort !== undefined)
    fireEvent.input(screen.getByRole('textbox', { name: /Sort code/ }), { target: { value: values.sort } });
  if (values.account !== undefined)
    fireEvent.input(screen.getByRole('textbox', { name: /Account number/ }), { target: { value: values.account } });
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the bank details' }));

beforeAll(() => loadBundles(['orders']));
afterEach(() => {
  vi.unstubAllGlobals();
  refuse = null;
});

describe('BankDetailsPanel', () => {
  it('asks for numbers only, and refuses a wrong format at the field before sending', async () => {
    renderPanel(order());
    const sortCode = await screen.findByRole('textbox', { name: /Sort code/ });
    expect(sortCode.getAttribute('inputmode')).toBe('numeric');
    expect(sortCode.getAttribute('autocomplete')).toBe('off');
    expect(screen.getByRole('textbox', { name: /Account number/ }).getAttribute('autocomplete')).toBe('off');
    fill({ name: 'A Owner', sort: '12-34', account: '1234567' });
    save();
    expect(
      await screen.findByText(BY_POST_MESSAGES.sortCodeInvalid, { selector: '.mantine-InputWrapper-error' }),
    ).toBeTruthy();
    expect(
      screen.getByText(BY_POST_MESSAGES.accountNumberInvalid, { selector: '.mantine-InputWrapper-error' }),
    ).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it("shows the server's 400 against its field (the modulus check), then the details masked once saved", async () => {
    refuse = {
      status: 400,
      message: BY_POST_MESSAGES.bankDetailsMismatch,
      errors: [{ field: 'accountNumber', message: BY_POST_MESSAGES.bankDetailsMismatch }],
    };
    renderPanel(order());
    await screen.findByTestId('bank-details-form');
    fill({ name: 'A Owner', sort: '12-34-56', account: '1234 5678' });
    save();
    const mismatch = await screen.findByText(BY_POST_MESSAGES.bankDetailsMismatch);
    expect(screen.getByRole('textbox', { name: /Account number/ }).getAttribute('aria-invalid')).toBe('true');
    expect(mismatch).toBeTruthy();
    expect(puts).toEqual([{ accountName: 'A Owner', sortCode: '123456', accountNumber: '12345678' }]);

    refuse = null;
    fill({ account: '87654321' });
    save();
    const masked = await screen.findByTestId('bank-masked');
    expect(masked.textContent).toContain('**-**-56');
    expect(masked.textContent).toContain('****4321');
    expect(masked.textContent).not.toContain('87654321');
    expect(screen.queryByTestId('bank-details-form')).toBeNull();
    // Change opens an empty form again: the full numbers are never sent back to the page.
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect((screen.getByRole('textbox', { name: /Sort code/ }) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Keep them as they were' }));
    expect(await screen.findByTestId('bank-masked')).toBeTruthy();
  });

  it('says what was paid once the transfer is made, with no details and no form', async () => {
    renderPanel(order({ status: 'Handed in', paid: 120 }, { needsBankDetails: false }));
    await waitFor(() =>
      expect(screen.getByTestId('bank-paid').textContent).toBe(
        'Paid £120.00 by bank transfer. Your bank details have been deleted.',
      ),
    );
    expect(screen.queryByTestId('bank-masked')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('shows staff the masked details with no way to change them', async () => {
    renderPanel(
      order(
        { isOwner: false },
        {
          needsBankDetails: false,
          bankDetails: { accountName: 'A Owner', sortCode: '**-**-56', accountNumber: '****5678' },
        },
      ),
    );
    expect((await screen.findByTestId('bank-masked')).textContent).toContain('****5678');
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });
});
