import '../../../lib/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { loadBundles } from '../../../lib/i18n';
import { DeviceForm } from './device-form';

/** The catalogue's answers by path: one phone with two colours and two storages. */
const CATALOGUE: Record<string, unknown> = {
  '/api/device-recycle/gettypes': ['Mobile Phone', 'Laptop'],
  '/api/device-recycle/getbrands': ['Apple', 'Nokia'],
  '/api/device-recycle/getnames': ['iPhone 14', 'iPhone 12'],
  '/api/device-recycle/getcolors': ['Midnight', 'Starlight'],
  '/api/device-recycle/getstorages': [128, 256],
  '/api/device-recycle/calculate-price': 321.5,
};

function answerCatalogue() {
  return vi.fn(async (url: string) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace(/^\/proxy/, '');
    return new Response(JSON.stringify({ code: 200, message: '', data: CATALOGUE[path] ?? null }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderFormAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <DeviceForm intent={path.startsWith('/recycle/current') ? 'current' : 'recycle'} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The cascade's six selects (the type-ahead above them is a combobox too). */
const selects = () => [...document.querySelectorAll('select')];
const selectValues = () => selects().map((select) => select.value);

beforeAll(() => loadBundles(['recycle']));
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the recycle form opened from a link', () => {
  it("an identified unknown device's link fills every select: the model, its colour, storage and grade", async () => {
    vi.stubGlobal('fetch', answerCatalogue());
    // The path the server gives as identification.continuePath for a current model.
    renderFormAt('/recycle/current?type=Mobile+Phone&brand=Apple&name=iPhone+14&color=Starlight&storage=256&grade=B');
    await waitFor(() =>
      expect(selectValues()).toEqual(['Mobile Phone', 'Apple', 'iPhone 14', 'Starlight', '256', 'B']),
    );
    await waitFor(() => expect(screen.getByTestId('estimated-price').textContent).toBe('£321.50'));
  });

  it("the site search's link fills the model and leaves the rest to choose", async () => {
    vi.stubGlobal('fetch', answerCatalogue());
    renderFormAt('/recycle/recycle?type=Mobile+Phone&brand=Apple&name=iPhone+12');
    await waitFor(() => expect(selectValues()).toEqual(['Mobile Phone', 'Apple', 'iPhone 12', '', '', '']));
  });

  it('drops a value the catalogue does not offer, with everything after it', async () => {
    vi.stubGlobal('fetch', answerCatalogue());
    renderFormAt('/recycle/recycle?type=Mobile+Phone&brand=Apple&name=iPhone+14&color=Purple&storage=256&grade=B');
    await waitFor(() => expect(selects()[3]?.disabled).toBe(false));
    await waitFor(() => expect(selectValues()).toEqual(['Mobile Phone', 'Apple', 'iPhone 14', '', '', '']));
    // Nothing was priced with the colour the select could not show.
    expect(screen.getByTestId('estimated-price').textContent).toBe('—');
  });
});
