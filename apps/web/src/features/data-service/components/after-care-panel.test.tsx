import '../../../lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DATA_MESSAGES, type DataOrderDetail } from '@recircuit/contract';
import { useDataOrder } from '../api/get-data-order';
import { AfterCarePanel } from './after-care-panel';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

const awaiting: DataOrderDetail = {
  orderId: 'o1',
  orderNumber: 'EW-CARE0001',
  serviceType: 'erase',
  deviceType: 'phone',
  deviceName: 'Pixel 7',
  dataType: null,
  dataSize: null,
  storageDuration: null,
  eraseLevel: 'standard',
  price: 9.99,
  status: 'Awaiting device',
  history: [],
  createdTime: '2026-03-05T10:00:00.000Z',
  paidAt: '2026-03-05T10:01:00.000Z',
  completedAt: null,
  expiresAt: null,
  archiveSize: null,
  certificateCode: null,
  certificateUrl: null,
  downloads: [],
  extendableMonths: 0,
  extensionPending: false,
  isOwner: true,
  startRequestedAt: null,
  receivedAt: null,
  afterCare: {
    choice: 'collect',
    returnAddress: null,
    doneAt: null,
    trackingReference: null,
    recycleOrderNumber: null,
  },
  hub: {
    name: 'ReCircuit Data Hub',
    addressLines: ['Unit 7', 'Leeds'],
    postcode: 'LS1 4DY',
    openingHours: 'Mo-Fr 09:00-17:30',
  },
};

let current: DataOrderDetail = awaiting;
let puts: unknown[] = [];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  if (String(input).endsWith('/after-care') && init.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as { afterCare: 'return' | 'collect' | 'recycle' };
    puts.push(body);
    current = { ...current, afterCare: { ...current.afterCare!, choice: body.afterCare } };
    return envelope(current);
  }
  return envelope(current);
});

function Panel() {
  const order = useDataOrder('o1').data;
  return order?.afterCare ? <AfterCarePanel order={{ ...order, afterCare: order.afterCare }} /> : null;
}

function renderPanel() {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Panel />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  current = awaiting;
  puts = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AfterCarePanel', () => {
  it('lets the owner change the choice while the device is awaited, and shows the new one', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Change this choice' }));
    // The form takes the focus at the current choice, and gives it back to the button when done.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /I will collect it/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Recycle it/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the choice' }));
    await waitFor(() => expect(puts).toEqual([{ afterCare: 'recycle' }]));
    expect(await screen.findByText('Recycle it')).toBeTruthy();
    expect(screen.queryByTestId('after-care-change')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change this choice' })),
    );
  });

  it('asks for the return address before sending a return by post', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Change this choice' }));
    fireEvent.click(screen.getByRole('radio', { name: /Post it back to me/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the choice' }));
    expect(await screen.findByTestId('return-address')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(DATA_MESSAGES.returnAddressRequired);
    expect(puts).toEqual([]);
  });

  it('offers no change once the step is recorded, after the order ended, or to staff', async () => {
    for (const order of [
      { ...awaiting, afterCare: { ...awaiting.afterCare!, doneAt: '2026-03-09T10:00:00.000Z' } },
      { ...awaiting, status: 'Completed' as const },
      { ...awaiting, isOwner: false },
    ]) {
      current = order;
      const { unmount } = renderPanel();
      expect(await screen.findByTestId('after-care-panel')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Change this choice' })).toBeNull();
      unmount();
    }
  });
});
