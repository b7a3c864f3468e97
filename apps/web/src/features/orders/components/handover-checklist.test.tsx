import '../../../lib/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { OrderDetail } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { useOrderDetail } from '../api/get-order-detail';
import { HandoverChecklist } from './handover-checklist';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

const KEY = { userId: 'u1', deviceId: 'd1' };
let current: OrderDetail;
let puts: unknown[];
const order = (extra: Partial<OrderDetail> = {}) =>
  ({
    orderId: 'o1',
    status: 'Submitted',
    isOwner: true,
    handover: { guide: 'apple-phone', done: [] },
    ...extra,
  }) as unknown as OrderDetail;

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

function Checklist() {
  const detail = useOrderDetail(KEY).data;
  return detail ? <HandoverChecklist order={detail} orderKey={KEY} /> : null;
}

function renderChecklist(start: OrderDetail) {
  current = start;
  puts = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).includes('/handover') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { done: string[] };
      puts.push(body);
      current = { ...current, handover: { ...current.handover, done: body.done as never } };
    }
    return envelope(current);
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Checklist />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(() => loadBundles(['orders']));
afterEach(() => vi.unstubAllGlobals());

describe('HandoverChecklist', () => {
  it('shows the steps for an iPhone, keeps each tick, and offers the retrieval until it is backed up', async () => {
    renderChecklist(order());
    const backup = await screen.findByRole('checkbox', { name: /Back up/ });
    expect(screen.getByText(/Settings › \[your name\] › Sign Out/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order a data retrieval' }).getAttribute('href')).toBe(
      '/data-service/retrieval',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Factory reset/ }));
    await waitFor(() => expect(screen.getByTestId('handover-progress').textContent).toBe('1 of 4 done'));
    fireEvent.click(backup);
    await waitFor(() => expect(puts).toEqual([{ done: ['reset'] }, { done: ['backup', 'reset'] }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Order a data retrieval' })).toBeNull());
  });

  it('is read-only for anyone but the owner, and once handed in', async () => {
    renderChecklist(order({ isOwner: false, handover: { guide: 'android', done: ['backup'] } as never }));
    const box = await screen.findByRole('checkbox', { name: /Back up/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Order a data retrieval' })).toBeNull();
  });
});
