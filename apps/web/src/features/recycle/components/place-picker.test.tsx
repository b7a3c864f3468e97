import '../../../lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CATALOGUE_MESSAGES, type Partner } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { deviceStore } from '../model/device-data';
import { ConfirmRare } from './confirm-rare';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));
vi.mock('../../../lib/signed-in-user', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () => ({ userId: 'u1', username: 'owner', email: 'owner@example.com' }),
}));

const SPECIALIST: Partner = {
  partnerId: 'p-spec',
  name: 'Vintage Vault',
  kind: 'specialist',
  logoUrl: '',
  website: '',
  description: '',
  demo: false,
  address: '1 High Street, York',
  postcode: 'YO1 7HH',
  latitude: null,
  longitude: null,
  openingHours: 'Mo-Fr 09:00-17:00',
  openNow: null,
  payoutMethods: ['bank-transfer'],
  distanceKm: null,
};

let partners: Partner[] = [];
let saved: unknown[] = [];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeAll(() => loadBundles(['recycle']));
beforeEach(() => {
  partners = [SPECIALIST];
  saved = [];
  deviceStore.saveDescribed('rare', {
    type: 'Mobile Phone',
    brand: 'Nokia',
    name: '8110 Banana',
    year: 1996,
    grade: 'B',
    description: 'Boxed, with its charger',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/proxy/, '');
      if (path === '/api/device-recycle/save-device') {
        saved.push(JSON.parse(String(init.body)));
        return envelope({
          deviceId: 'd1',
          orderId: 'o1',
          orderNumber: 'RC-1',
          classification: 'rare',
          price: null,
          commission: null,
          voucherCode: null,
          status: 'Submitted',
          createdAt: '2026-03-05T10:00:00.000Z',
        });
      }
      return envelope(partners);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function renderConfirm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/recycle/rare-confirm']}>
          <Routes>
            <Route path="/recycle/rare-confirm" element={<ConfirmRare kind="rare" />} />
            <Route path="/recycle/rare-result" element={<p>Result page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const postChoice = () => screen.findByRole('radio', { name: /Send it by post to our hub/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('choosing where the device goes', () => {
  it('sends an order by post with handIn post and no partner', async () => {
    renderConfirm();
    await screen.findByRole('radio', { name: /Vintage Vault/ });
    fireEvent.click(await postChoice());
    submit();
    await screen.findByText('Result page');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ classification: 'rare', handIn: 'post', name: '8110 Banana' });
    expect(saved[0]).not.toHaveProperty('partnerId');
  });

  it('sends a chosen place with its partner, as before', async () => {
    renderConfirm();
    fireEvent.click(await screen.findByRole('radio', { name: /Vintage Vault/ }));
    submit();
    await screen.findByText('Result page');
    expect(saved[0]).toMatchObject({ handIn: 'place', partnerId: 'p-spec' });
  });

  it('offers the post even when no place takes the device, and sends nothing without a choice', async () => {
    partners = [];
    renderConfirm();
    expect(await screen.findByTestId('no-places')).toBeTruthy();
    submit();
    expect(await screen.findByText(CATALOGUE_MESSAGES.placeRequired)).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.click(await postChoice());
    submit();
    await screen.findByText('Result page');
    expect(saved[0]).toMatchObject({ handIn: 'post' });
  });
});
