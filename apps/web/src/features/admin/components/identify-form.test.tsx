import '../../../lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminModel, AdminUnknownOrder } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { IdentifyForm } from './identify-form';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

const order = {
  orderId: 'unk-1',
  orderNumber: 'EU-AAAA1111',
  status: 'Under review',
  actions: ['identify', 'reject'],
} as unknown as AdminUnknownOrder;

const rare: AdminModel = {
  id: '7',
  type: 'Phone',
  brand: 'Nokia',
  name: '9000 Communicator',
  releaseYear: 1996,
  launchPrice: 1000,
  classification: 'rare',
  colors: ['Grey'],
  storages: [1],
  status: 'published',
};

let catalogue: AdminModel[] = [];

beforeAll(async () => {
  // jsdom has no FontFaceSet; the autosizing textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  await loadBundles(['admin']);
});

beforeEach(() => {
  catalogue = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const q = new URL(String(input), 'http://localhost').searchParams.get('q') ?? '';
      const items = catalogue.filter((model) => `${model.brand} ${model.name}`.toLowerCase().includes(q.toLowerCase()));
      return new Response(JSON.stringify({ code: 200, message: '', data: { items, total: items.length } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <IdentifyForm order={order} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const searchBox = () => screen.getByRole('combobox', { name: /Catalogue model/ });
/** Types into the focused search box, as a person does (Mantine ignores writes to an unfocused box). */
function search(words: string) {
  act(() => searchBox().focus());
  fireEvent.click(searchBox());
  fireEvent.change(searchBox(), { target: { value: words } });
}

describe('identifying an unknown device', () => {
  it('says inline that no model matches, with no dropdown over "Draft a new model", which opens the editor', async () => {
    renderForm();
    search('Zorblax 3000');
    const message = await screen.findByText('No model matches. Draft a new one below.', {}, { timeout: 3000 });
    // Beside the field, not in a popover that lies over the button below it.
    expect(message.closest('[role="listbox"], .mantine-Popover-dropdown, .mantine-Combobox-dropdown')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    // getByRole finds only what is not hidden from a person.
    fireEvent.click(screen.getByRole('button', { name: 'Draft a new model' }));
    await screen.findByRole('dialog', { name: 'Draft a new model' });
  });

  it('asks before identifying as a rare model without promising a quote', async () => {
    catalogue = [rare];
    renderForm();
    search('Nokia');
    fireEvent.click(
      await screen.findByRole('option', { name: /Nokia 9000 Communicator/, hidden: true }, { timeout: 3000 }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Grade/ }), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identify this device?' });
    expect(dialog.textContent).toContain('A rare model has no catalogue price, so there is no quote');
    expect(dialog.textContent).not.toContain('The server quotes it');
    expect(within(dialog).getByRole('button', { name: 'Identify', hidden: true })).toBeTruthy();
  });
});
