import '../../../lib/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { DataOrderDetail } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { dataOrderQueryKey } from '../api/get-data-order';
import { OrderConfirmation } from './order-confirmation';

// docs/legal.md, "Consents and the checkout": Pay waits for the express request to start
// within the 14-day cancellation period, whose words link the terms' cancellation section.

const unpaid = {
  orderId: 'o1',
  orderNumber: 'DS-TERMS001',
  serviceType: 'erase',
  deviceType: 'phone',
  deviceName: 'Pixel 7',
  dataType: null,
  dataSize: null,
  storageDuration: null,
  eraseLevel: 'certified',
  price: 9.99,
  status: 'Awaiting payment',
  history: [{ status: 'Awaiting payment', at: '2026-03-05T10:00:00.000Z', step: null }],
  createdTime: '2026-03-05T10:00:00.000Z',
  paidAt: null,
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
  afterCare: null,
  hub: {
    name: 'ReCircuit Data Hub',
    addressLines: ['Unit 7, Boar Lane Courtyard', 'Leeds'],
    postcode: 'LS1 4DY',
    openingHours: 'Mo-Fr 09:00-17:30',
  },
} as unknown as DataOrderDetail;

afterEach(() => vi.unstubAllGlobals());

async function renderConfirmation() {
  await loadBundles(['data']);
  const client = new QueryClient();
  client.setQueryData(dataOrderQueryKey('o1'), unpaid);
  const checkouts = vi.fn((_body: unknown) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).endsWith('/api/payments/checkout')) return checkouts(JSON.parse(String(init.body)));
    return Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'success', data: unpaid })));
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/data-service/confirmation?orderId=o1']}>
          <OrderConfirmation />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return checkouts;
}

describe('the data checkout', () => {
  it('starts no checkout until the express request to start is ticked, and says why', async () => {
    const checkouts = await renderConfirmation();
    const pay = screen.getByRole('button', { name: /^Pay/ });
    fireEvent.click(pay);
    expect(await screen.findByText(/Please tick the box to ask us to start/)).toBeTruthy();
    expect(checkouts).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /start work on my order/ }));
    expect(screen.queryByText(/Please tick the box to ask us to start/)).toBeNull();
    fireEvent.click(pay);
    await vi.waitFor(() => expect(checkouts).toHaveBeenCalledTimes(1));
    // The server keeps the request with the order, and takes no checkout without it.
    expect(checkouts).toHaveBeenCalledWith({ orderId: 'o1', startNow: true });
  });

  it("links the terms' cancellation section in a new tab", async () => {
    await renderConfirmation();
    const terms = screen.getByRole('link', { name: 'terms' });
    expect(terms.getAttribute('href')).toBe('/terms#cancellation');
    expect(terms.getAttribute('target')).toBe('_blank');
  });
});
