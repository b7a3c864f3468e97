import '../../../lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CATALOGUE_MESSAGES, DATA_MESSAGES } from '@recircuit/contract';
import { dialogs } from '../../../lib/dialogs';
import { saveSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { RetrievalForm } from './retrieval-form';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

type Call = { url: string; body: unknown; headers: Headers };
let calls: Call[] = [];
let holdOrder: Promise<void> = Promise.resolve();

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init.headers) });
  if (url.endsWith('/calculate-price')) {
    return envelope({
      price: 29.99,
      breakdown: [
        { label: 'Data retrieval, up to 64 GB', amount: 29.99 },
        { label: 'Hosting: 3 months included', amount: 0 },
      ],
    });
  }
  if (url.endsWith('/request-service')) {
    await holdOrder;
    return envelope({
      orderId: 'ord 1',
      orderNumber: 'EW-AAAA1111',
      price: 29.99,
      status: 'Awaiting payment',
      checkoutUrl: 'x',
    });
  }
  return new Response('', { status: 404 });
});

const callsTo = (end: string) => calls.filter((call) => call.url.endsWith(end));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/data-service/retrieval']}>
          <Routes>
            <Route path="/data-service/retrieval" element={<RetrievalForm />} />
            <Route path="/data-service/confirmation" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);

function fill({ size = '40' } = {}) {
  fireEvent.change(field(/^Device type/), { target: { value: 'phone' } });
  fireEvent.change(field(/^Device name/), { target: { value: 'iPhone 12' } });
  fireEvent.change(field(/^Data type/), { target: { value: 'photos' } });
  fireEvent.change(field(/^Data size/), { target: { value: size } });
}

beforeEach(() => {
  calls = [];
  holdOrder = Promise.resolve();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  dialogs.close();
  vi.mocked(toast.warning).mockClear();
  vi.mocked(toast.success).mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('RetrievalForm', () => {
  it('asks the price once the fields settle and shows it with its lines', async () => {
    renderForm();
    fireEvent.change(field(/^Data type/), { target: { value: 'photos' } });
    for (const size of ['4', '40', '40.5']) fireEvent.change(field(/^Data size/), { target: { value: size } });
    await screen.findByText('Data retrieval, up to 64 GB');
    expect(screen.getByTestId('price-total').textContent).toBe('£29.99');
    expect(screen.getByText('Included')).toBeTruthy();
    // Typed quickly, the size is asked about once, as it ended.
    expect(callsTo('/calculate-price').map((call) => call.body)).toEqual([
      { serviceType: 'retrieval', dataType: 'photos', dataSize: '40.5', storageDuration: '3' },
    ]);
    fireEvent.change(field(/^Storage duration/), { target: { value: '5' } });
    await waitFor(() => expect(callsTo('/calculate-price')).toHaveLength(2));
    expect(callsTo('/calculate-price')[1]?.body).toMatchObject({ storageDuration: '5' });
  });

  it('refuses more than 2048 GB at the field at once, and asks no price', async () => {
    renderForm();
    fireEvent.change(field(/^Data type/), { target: { value: 'all' } });
    fireEvent.change(field(/^Data size/), { target: { value: '2048.01' } });
    expect(await screen.findByText(DATA_MESSAGES.dataTooLarge)).toBeTruthy();
    expect(field(/^Data size/).getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(callsTo('/calculate-price')).toHaveLength(0);
    fireEvent.change(field(/^Data size/), { target: { value: '2048' } });
    await waitFor(() => expect(screen.queryByText(DATA_MESSAGES.dataTooLarge)).toBeNull());
  });

  it('signed out: asks to log in, keeps the form, and places the order once signed in', async () => {
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(CATALOGUE_MESSAGES.loginToContinue, expect.anything()),
    );
    expect(dialogs.current()).toBe('login');
    expect(dialogs.options().returnTo).toBe('/data-service/retrieval');
    expect(callsTo('/request-service')).toHaveLength(0);
    expect(JSON.parse(window.sessionStorage.getItem('dataRetrievalDraft') ?? 'null')).toMatchObject({
      resume: true,
      values: { deviceName: 'iPhone 12', dataSize: '40' },
    });

    act(() => {
      saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    });
    await screen.findByTestId('where');
    const [order] = callsTo('/request-service');
    expect(order?.body).toEqual({
      serviceType: 'retrieval',
      deviceType: 'phone',
      deviceName: 'iPhone 12',
      dataType: 'photos',
      dataSize: 40,
      storageDuration: 3,
      // The default choice for the device afterwards; a blank address is no address.
      afterCare: 'collect',
      userId: 'u1',
    });
    expect(order?.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(screen.getByTestId('where').textContent).toBe('/data-service/confirmation?orderId=ord+1');
    expect(window.sessionStorage.getItem('dataRetrievalDraft')).toBeNull();
  });

  it('signed out: closing the login dialog drops the pending order, so a later sign-in places nothing', async () => {
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(dialogs.current()).toBe('login'));
    act(() => dialogs.close());
    expect(JSON.parse(window.sessionStorage.getItem('dataRetrievalDraft') ?? 'null')).toMatchObject({ resume: false });

    act(() => {
      saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo('/request-service')).toHaveLength(0);
    expect(field(/^Device name/)).toHaveProperty('value', 'iPhone 12');
  });

  it('sends one order for a double click, with the button disabled meanwhile', async () => {
    saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    let release: () => void = () => undefined;
    holdOrder = new Promise((resolve) => (release = resolve));
    renderForm();
    fill();
    const button = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(callsTo('/request-service')).toHaveLength(1));
    await waitFor(() =>
      expect(button.hasAttribute('disabled') || button.getAttribute('data-loading') !== null).toBe(true),
    );
    fireEvent.click(button);
    release();
    await screen.findByTestId('where');
    expect(callsTo('/request-service')).toHaveLength(1);
  });

  it('refuses an incomplete form with the first missing field, sending nothing', async () => {
    saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(DATA_MESSAGES.invalidDeviceType)).toBeTruthy();
    expect(screen.getByText(DATA_MESSAGES.deviceNameRequired)).toBeTruthy();
    expect(callsTo('/request-service')).toHaveLength(0);
  });
});
