import '../../../lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { DATA_MESSAGES, type DataOrderDetail, type DataOrderStatus } from '@recircuit/contract';
import { PAYMENT_POLL_MS, PAYMENT_WAIT_MS } from '../model/payment-wait';
import { PaymentWaitView } from './payment-wait-view';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

function order(status: DataOrderStatus): DataOrderDetail {
  return {
    orderId: 'o1',
    orderNumber: 'EW-PAY00001',
    serviceType: 'retrieval',
    deviceType: 'phone',
    deviceName: 'Pixel 7',
    dataType: 'photos',
    dataSize: 100,
    storageDuration: 3,
    eraseLevel: null,
    price: 49.99,
    status,
    history: [{ status: 'Awaiting payment', at: '2026-03-05T10:00:00.000Z', step: null }],
    createdTime: '2026-03-05T10:00:00.000Z',
    paidAt: null,
    completedAt: null,
    expiresAt: null,
    archiveSize: null,
    certificateCode: null,
    certificateUrl: null,
    downloads: [],
    extendableMonths: 3,
    extensionPending: false,
    isOwner: true,
    startRequestedAt: null,
    receivedAt: null,
    afterCare: null,
    hub: {
      name: 'ReCircuit Data Hub',
      addressLines: ['Unit 7, Boar Lane Courtyard', 'Leeds'],
      postcode: 'LS1 4DY',
      openingHours: 'Mo-Fr 09:00-17:30',
    },
  };
}

let statuses: DataOrderStatus[] = [];
const fetchMock = vi.fn(async () => {
  const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
  return new Response(JSON.stringify({ code: 200, message: 'success', data: order(status) }), {
    headers: { 'Content-Type': 'application/json' },
  });
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <PaymentWaitView />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentWaitView', () => {
  it('asks for the order every 1.5 s while it awaits payment, then shows it paid and stops', async () => {
    statuses = ['Awaiting payment', 'Awaiting payment', 'Processing'];
    renderAt('/pay-success?orderId=o1');
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/proxy/api/data-retrieval/order/o1');

    await tick(PAYMENT_POLL_MS - 10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(10);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();

    await tick(PAYMENT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await tick(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment received');
    expect(screen.getByTestId('payment-confirmed').textContent).toContain('We will retrieve your data');
    expect(screen.getByTestId('order-status').textContent).toBe('Processing');

    await tick(PAYMENT_POLL_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('says so plainly after two minutes without a confirmation, and stops asking', async () => {
    statuses = ['Awaiting payment'];
    renderAt('/pay-success?orderId=o1');
    await tick(PAYMENT_WAIT_MS - 1);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await tick(1);
    expect(screen.getByText('Still waiting for the payment confirmation')).toBeTruthy();
    const asked = fetchMock.mock.calls.length;
    expect(asked).toBeGreaterThanOrEqual(PAYMENT_WAIT_MS / PAYMENT_POLL_MS - 1);
    await tick(PAYMENT_POLL_MS * 10);
    expect(fetchMock).toHaveBeenCalledTimes(asked);
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('never trusts the address: without an orderId it asks nothing and says so', async () => {
    renderAt('/pay-success');
    await tick(PAYMENT_POLL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(DATA_MESSAGES.orderIdMissing)).toBeTruthy();
  });
});
