import '../../../lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { BY_POST_MESSAGES, type AdminDeviceOrder, type StaffByPostView } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { DeviceOrderView } from './device-order-view';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];

const POST: StaffByPostView = {
  bankDetails: null,
  needsBankDetails: true,
  arrivedAt: null,
  payoutDue: null,
  returnAddress: null,
  nextStep: 'arrival',
};

const order = (extra: Partial<AdminDeviceOrder> = {}, post: Partial<StaffByPostView> = {}) =>
  ({
    kind: 'device',
    orderId: 'o 1',
    orderNumber: 'RC-POST1',
    deviceId: 'd1',
    classification: 'current',
    type: 'Mobile Phone',
    brand: 'Apple',
    deviceName: 'iPhone 14',
    color: 'Midnight',
    storage: 128,
    grade: 'B',
    price: 200,
    status: 'Submitted',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    owner: null,
    commission: null,
    voucherCode: null,
    voucherActivatedAt: null,
    description: null,
    year: null,
    quoteValidUntil: null,
    history: [],
    nextStatus: null,
    place: null,
    offer: null,
    gradeFound: null,
    revisedPrice: null,
    awaitingDecision: false,
    paid: null,
    payoutMethod: null,
    byPost: true,
    post: { ...POST, ...post },
    cancelReason: null,
    ...extra,
  }) as AdminDeviceOrder;

beforeAll(async () => {
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({
        url: String(input),
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify({ code: 200, message: 'success', data: null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderView(value: AdminDeviceOrder) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <DeviceOrderView order={value} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const posts = () => calls.filter((call) => call.method === 'POST');
const step = () => screen.getByTestId('post-step').getAttribute('data-step');

describe('the console for a device sent by post', () => {
  it('records the arrival, and never offers the counter hand-in', async () => {
    renderView(order());
    expect(step()).toBe('arrival');
    expect(screen.queryByTestId('hand-in-form')).toBeNull();
    expect(screen.getByTestId('device-place').textContent).toBe('By post to the hub');
    fireEvent.click(screen.getByRole('button', { name: 'Record arrival' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ url: '/proxy/api/admin/device-orders/o%201/arrival', body: {} });
  });

  it('inspects with the grade found, and asks a rare device for its amount first', async () => {
    renderView(order({ status: 'Handed in' }, { nextStep: 'inspection', arrivedAt: '2026-03-09T10:00:00.000Z' }));
    expect(step()).toBe('inspection');
    fireEvent.change(screen.getByRole('combobox', { name: /Grade found/ }), { target: { value: 'D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the inspection' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: '/proxy/api/admin/device-orders/o%201/inspection',
      body: { gradeFound: 'D' },
    });
  });

  it("a rare device's inspection needs its amount", async () => {
    renderView(order({ status: 'Handed in', classification: 'rare', price: null }, { nextStep: 'inspection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Record the inspection' }));
    expect(await screen.findByText(BY_POST_MESSAGES.payoutAmountRequired)).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Amount offered/ }), { target: { value: '450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the inspection' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ gradeFound: 'B', amount: 450 });
  });

  it('says a revised offer waits on the owner, with nothing to send', () => {
    renderView(
      order(
        { status: 'Handed in', gradeFound: 'D', revisedPrice: 95, awaitingDecision: true },
        { nextStep: 'decision' },
      ),
    );
    expect(step()).toBe('decision');
    expect(screen.getByTestId('post-decision').textContent).toContain('Waiting for the owner');
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
  });

  it('shows the bank details in full and records the transfer with its reference, after asking', async () => {
    renderView(
      order(
        { status: 'Handed in', gradeFound: 'B' },
        {
          nextStep: 'transfer',
          payoutDue: 200,
          needsBankDetails: false,
          bankDetails: { accountName: 'A Owner', sortCode: '123456', accountNumber: '12345678' },
        },
      ),
    );
    expect(step()).toBe('transfer');
    expect(screen.getByTestId('transfer-account').textContent).toBe('To A Owner, sort code 12-34-56, account 12345678');
    expect(screen.getByTestId('post-bank-details').textContent).toBe('A Owner, 12-34-56, 12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Record the transfer' }));
    expect(await screen.findByText('Please enter the transfer reference')).toBeTruthy();
    fireEvent.change(screen.getByTestId('transfer-reference'), { target: { value: 'FP-0042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the transfer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Record the transfer')!,
    );
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: '/proxy/api/admin/device-orders/o%201/transfer',
      body: { reference: 'FP-0042' },
    });
  });

  it('keeps the counter hand-in form for an order at a place', () => {
    renderView(order({ byPost: false, post: null }));
    expect(screen.getByTestId('hand-in-form')).toBeTruthy();
    expect(screen.queryByTestId('post-step')).toBeNull();
  });
});
