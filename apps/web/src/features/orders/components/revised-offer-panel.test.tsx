import '../../../lib/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BY_POST_MESSAGES, DATA_MESSAGES, type OrderDetail } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { useOrderDetail } from '../api/get-order-detail';
import { RevisedOfferPanel } from './revised-offer-panel';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

const KEY = { userId: 'u1', deviceId: 'd1' };
const awaiting = (extra: Partial<OrderDetail> = {}) =>
  ({
    orderId: 'o1',
    classification: 'current',
    status: 'Handed in',
    grade: 'B',
    gradeFound: 'D',
    price: 200,
    offer: 210,
    revisedPrice: 95,
    awaitingDecision: true,
    isOwner: true,
    byPost: true,
    ...extra,
  }) as unknown as OrderDetail;

let current: OrderDetail;
let posts: unknown[];

const envelope = (data: unknown, message = 'success') =>
  new Response(JSON.stringify({ code: 200, message, data }), { headers: { 'Content-Type': 'application/json' } });

function Panel() {
  const detail = useOrderDetail(KEY).data;
  return detail?.awaitingDecision ? <RevisedOfferPanel order={detail} orderKey={KEY} /> : <p>Answered</p>;
}

function renderPanel(start: OrderDetail) {
  current = start;
  posts = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).endsWith('/api/recycle-orders/o1/revised-offer') && init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      current = { ...current, awaitingDecision: false };
      return envelope(current, BY_POST_MESSAGES.offerDeclined);
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

const type = (label: RegExp, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: label }), { target: { value } });

beforeAll(() => loadBundles(['orders']));
afterEach(() => vi.unstubAllGlobals());

describe('RevisedOfferPanel', () => {
  it('shows the revised offer and accepts it', async () => {
    renderPanel(awaiting());
    expect((await screen.findByTestId('revised-offer')).textContent).toContain(
      'Our hub found your device in D Fair condition, lower than you chose. Our revised offer is £95.00 (it was £210.00).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept £95.00' }));
    await screen.findByText('Answered');
    expect(posts).toEqual([{ decision: 'accept' }]);
  });

  it('declines only with a valid UK return address, and sends it', async () => {
    renderPanel(awaiting());
    fireEvent.click(await screen.findByRole('button', { name: 'Decline and have it posted back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    // Every required line is asked for at its field, and nothing is sent.
    expect(await screen.findByText(DATA_MESSAGES.addressLineRequired)).toBeTruthy();
    expect(screen.getByText(DATA_MESSAGES.townRequired)).toBeTruthy();
    expect(screen.getByText(DATA_MESSAGES.returnPostcodeInvalid)).toBeTruthy();
    expect(posts).toEqual([]);

    type(/Address line 1/, '2 Mill Lane');
    type(/Town or city/, 'York');
    type(/Postcode/, 'NOT A CODE');
    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    await waitFor(() => expect(screen.queryByText(DATA_MESSAGES.addressLineRequired)).toBeNull());
    expect(screen.getByText(DATA_MESSAGES.returnPostcodeInvalid)).toBeTruthy();
    expect(posts).toEqual([]);

    type(/Postcode/, 'yo1 7hh');
    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    await screen.findByText('Answered');
    expect(posts).toEqual([
      { decision: 'decline', returnAddress: { line1: '2 Mill Lane', town: 'York', postcode: 'YO1 7HH' } },
    ]);
  });

  it("shows a rare device's valuation, and only the owner may answer", async () => {
    renderPanel(awaiting({ classification: 'rare', isOwner: false, revisedPrice: 450 }));
    expect((await screen.findByTestId('revised-offer')).textContent).toContain(
      'Our specialists have valued your device at £450.00.',
    );
    expect(screen.getByText('Waiting for the owner to accept or decline.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });
});
