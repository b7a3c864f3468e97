import '../../../lib/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { UnknownOrder } from '@recircuit/contract';
import { saveSession } from '../../../lib/signed-in-user';
import { UnknownOrdersList } from './unknown-orders-list';

function answer(data: UnknownOrder[]) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ code: 200, message: '', data }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <UnknownOrdersList />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('UnknownOrdersList', () => {
  it("lists the signed-in person's orders with thumbnails, number, status and date", async () => {
    saveSession({ userId: 'u 1', username: 'ada', email: 'ada@example.org' });
    const fetch = answer([
      {
        orderId: 'o2',
        orderNumber: 'UNK-0002',
        description: 'A radio with a crank',
        imageUrls: ['/proxy/file/aaaaaaaaaaaaaaaa', '/proxy/file/bbbbbbbbbbbbbbbb'],
        thumbnailUrls: ['/proxy/file/aaaaaaaaaaaaaaaa.thumb', '/proxy/file/bbbbbbbbbbbbbbbb.thumb'],
        status: 'Submitted',
        createdAt: '2026-03-05T10:00:00.000Z',
      },
    ]);
    vi.stubGlobal('fetch', fetch);
    renderList();
    const item = await screen.findByTestId('unknown-order');
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      '/proxy/api/recycle-orders/unknown/by-device-owner/u%201?limit=50&offset=0',
    );
    expect(within(item).getByRole('heading', { name: 'Order UNK-0002' })).toBeTruthy();
    expect(within(item).getByText('Submitted')).toBeTruthy();
    expect(within(item).getByText('Submitted on 5 March 2026')).toBeTruthy();
    const images = within(item).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/proxy/file/aaaaaaaaaaaaaaaa.thumb',
      '/proxy/file/bbbbbbbbbbbbbbbb.thumb',
    ]);
    expect(images[1]?.getAttribute('alt')).toBe('Picture 2 of order UNK-0002');
  });

  it('shows more in pages of 50 until a short page says there is no more', async () => {
    saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    const order = (n: number): UnknownOrder => ({
      orderId: `o${n}`,
      orderNumber: `UNK-${n}`,
      description: 'A device',
      imageUrls: [`/proxy/file/${String(n).padStart(16, 'a')}`],
      thumbnailUrls: [],
      status: 'Submitted',
      createdAt: '2026-03-05T10:00:00.000Z',
    });
    const fetch = vi.fn(async (url: string) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const data = Array.from({ length: offset === 0 ? 50 : 3 }, (_, i) => order(offset + i));
      return new Response(JSON.stringify({ code: 200, message: '', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    renderList();
    await screen.findByRole('heading', { name: 'Order UNK-49' });
    expect(screen.getAllByTestId('unknown-order')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('heading', { name: 'Order UNK-52' });
    expect(screen.getAllByTestId('unknown-order')).toHaveLength(53);
    expect(String((fetch.mock.calls[1] as unknown[])[0])).toContain('limit=50&offset=50');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('has an empty state that leads to the form', async () => {
    saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    vi.stubGlobal('fetch', answer([]));
    renderList();
    const empty = await screen.findByTestId('unknown-orders-empty');
    expect(within(empty).getByRole('link', { name: 'Describe a device' }).getAttribute('href')).toBe(
      '/recycle/unknown',
    );
  });
  it('shows what staff decided: the model, the quote and the way on, or the reason for a refusal', async () => {
    saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    const base = { imageUrls: [], thumbnailUrls: [], createdAt: '2026-03-05T10:00:00.000Z', description: 'x' };
    vi.stubGlobal(
      'fetch',
      answer([
        {
          ...base,
          orderId: 'o1',
          orderNumber: 'UNK-0001',
          status: 'Identified',
          identification: {
            modelId: 7,
            type: 'Mobile Phone',
            brand: 'Nokia',
            name: '3310',
            classification: 'recycle',
            grade: 'C',
            color: 'Blue',
            storage: 0,
            price: 12.5,
            quoteValidUntil: '2026-03-19T10:00:00.000Z',
            continuePath: '/recycle/recycle?type=Mobile+Phone&brand=Nokia&name=3310',
          },
          rejectionReason: null,
        },
        { ...base, orderId: 'o2', orderNumber: 'UNK-0002', status: 'Rejected', rejectionReason: 'It is a toaster' },
      ]),
    );
    renderList();
    const identified = await screen.findByTestId('unknown-identified');
    expect(identified.textContent).toContain('We identified it as Nokia 3310 (Blue, 0 GB, grade C).');
    expect(identified.textContent).toContain('Our quote: £12.50, valid until 19 March 2026.');
    expect(within(identified).getByRole('link', { name: 'Continue with this device' }).getAttribute('href')).toBe(
      '/recycle/recycle?type=Mobile+Phone&brand=Nokia&name=3310',
    );
    expect(screen.getByTestId('unknown-rejected').textContent).toBe('We could not take this device: It is a toaster');
  });

  it('names a rare model once, brand included, and promises no quote for it', async () => {
    saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    const identification = {
      modelId: 8,
      type: 'Watch',
      brand: 'Apple',
      name: 'Apple Watch (1st generation)',
      classification: 'rare' as const,
      grade: 'B',
      color: 'Silver',
      storage: 8,
      price: null,
      quoteValidUntil: null,
      continuePath: '/recycle/rare?type=Watch&brand=Apple',
    };
    vi.stubGlobal(
      'fetch',
      answer([
        {
          imageUrls: [],
          thumbnailUrls: [],
          createdAt: '2026-03-05T10:00:00.000Z',
          description: 'x',
          orderId: 'o3',
          orderNumber: 'UNK-0003',
          status: 'Identified',
          identification,
          rejectionReason: null,
        },
      ]),
    );
    renderList();
    const identified = await screen.findByTestId('unknown-identified');
    expect(identified.textContent).toContain(
      'We identified it as Apple Watch (1st generation) (Silver, 8 GB, grade B).',
    );
    expect(identified.textContent).toContain('A rare device has no catalogue price');
    expect(identified.textContent).not.toContain('Our quote');
  });
});
