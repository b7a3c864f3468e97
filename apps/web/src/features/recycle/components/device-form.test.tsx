import '../../../lib/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { loadBundles } from '../../../lib/i18n';
import { ConditionQuestions } from './condition-questions';
import { DeviceForm } from './device-form';

/** The catalogue's answers by path: one phone with two colours and two storages. */
const CATALOGUE: Record<string, unknown> = {
  '/api/device-recycle/gettypes': ['Mobile Phone', 'Laptop'],
  '/api/device-recycle/getbrands': ['Apple', 'Nokia'],
  '/api/device-recycle/getnames': ['iPhone 14', 'iPhone 12'],
  '/api/device-recycle/getcolors': ['Midnight', 'Starlight'],
  '/api/device-recycle/getstorages': [128, 256],
  '/api/device-recycle/calculate-price': 321.5,
  '/api/device-recycle/quote': {
    price: 321.5,
    grade: 'B',
    accountLocked: false,
    classification: 'current',
    commission: 25.72,
    voucherPercent: 10,
    validDays: 14,
    partnerOffers: [],
  },
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

/** The cascade's five selects (the type-ahead above them is a combobox too; the condition's come after). */
const selects = () => [...document.querySelectorAll('select')].slice(0, 5);
const selectValues = () => selects().map((select) => select.value);

/** Answers the condition questions by their labels. */
function answer(answers: Record<string, string>) {
  for (const [label, value] of Object.entries(answers)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label.replace(/[()?]/g, '\\$&')}`)), { target: { value } });
  }
}

beforeAll(() => loadBundles(['recycle']));
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the recycle form opened from a link', () => {
  it("an identified unknown device's link fills the model, colour and storage; the grade waits for the answers", async () => {
    vi.stubGlobal('fetch', answerCatalogue());
    // The path the server gives as identification.continuePath for a current model.
    renderFormAt('/recycle/current?type=Mobile+Phone&brand=Apple&name=iPhone+14&color=Starlight&storage=256&grade=B');
    await waitFor(() => expect(selectValues()).toEqual(['Mobile Phone', 'Apple', 'iPhone 14', 'Starlight', '256']));
    // The link's grade does not stand: the owner's answers decide it (docs/product.md, "Condition and grade").
    expect(screen.getByTestId('condition-grade').textContent).toBe('Answer every question to see the grade.');
    expect(screen.getByTestId('estimated-price').textContent).toBe('—');
    answer({
      'Is it unused?': 'no',
      'Does it switch on and charge?': 'yes',
      'The screen': 'scratched',
      'The body': 'perfect',
      'Has it been in water?': 'no',
      'Is the account lock off?': 'removed',
    });
    expect(screen.getByTestId('condition-grade').textContent).toBe(
      'Grade: C Good. Light scratches or marks, or a battery from 80% to 84%.',
    );
    await waitFor(() => expect(screen.getByTestId('estimated-price').textContent).toBe('£321.50'));
  });

  it('says the price of a locked phone is what it would fetch once unlocked', async () => {
    const locked = { ...(CATALOGUE['/api/device-recycle/quote'] as object), accountLocked: true, grade: 'C' };
    const answers = answerCatalogue();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/quote')
          ? new Response(JSON.stringify({ code: 200, message: '', data: locked }), {
              headers: { 'Content-Type': 'application/json' },
            })
          : answers(url),
      ),
    );
    renderFormAt('/recycle/current?type=Mobile+Phone&brand=Apple&name=iPhone+14&color=Starlight&storage=256');
    await waitFor(() => expect(selectValues()).toEqual(['Mobile Phone', 'Apple', 'iPhone 14', 'Starlight', '256']));
    expect(screen.getByTestId('estimated-price-label').textContent).toBe('Estimated Price');
    answer({
      'Is it unused?': 'no',
      'Does it switch on and charge?': 'yes',
      'The screen': 'scratched',
      'The body': 'perfect',
      'Has it been in water?': 'no',
      'Is the account lock off?': 'on',
    });
    await screen.findByTestId('account-locked');
    expect(screen.getByTestId('estimated-price-label').textContent).toBe('Worth once unlocked');
  });

  it('asks no account lock of a console, and no screen', () => {
    render(
      <MantineProvider env="test">
        <ConditionQuestions type="Games Console" brand="Sony" condition={{}} grade={null} onChange={() => {}} />
      </MantineProvider>,
    );
    const asked = [...screen.getByTestId('condition-questions').querySelectorAll('label')].map((label) =>
      label.textContent?.replace(/\s*\*$/, ''),
    );
    expect(asked).toEqual(['Is it unused?', 'Does it switch on and charge?', 'The body', 'Has it been in water?']);
  });

  it('asks the account lock of a phone in a short label, naming the locks beneath it', () => {
    render(
      <MantineProvider env="test">
        <ConditionQuestions type="Mobile Phone" brand="Samsung" condition={{}} grade={null} onChange={() => {}} />
      </MantineProvider>,
    );
    const lock = screen.getByRole('combobox', { name: 'Is the account lock off?' });
    const described = (lock.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent).join(' ')).toBe(
      'Find My (Activation Lock) on Apple devices; the Google account (Factory Reset Protection) on others.',
    );
  });

  it("the site search's link fills the model and leaves the rest to choose", async () => {
    vi.stubGlobal('fetch', answerCatalogue());
    renderFormAt('/recycle/recycle?type=Mobile+Phone&brand=Apple&name=iPhone+12');
    await waitFor(() => expect(selectValues()).toEqual(['Mobile Phone', 'Apple', 'iPhone 12', '', '']));
  });

  it('drops a value the catalogue does not offer, with everything after it', async () => {
    vi.stubGlobal('fetch', answerCatalogue());
    renderFormAt('/recycle/recycle?type=Mobile+Phone&brand=Apple&name=iPhone+14&color=Purple&storage=256&grade=B');
    await waitFor(() => expect(selects()[3]?.disabled).toBe(false));
    await waitFor(() => expect(selectValues()).toEqual(['Mobile Phone', 'Apple', 'iPhone 14', '', '']));
    // Nothing was priced with the colour the select could not show.
    expect(screen.getByTestId('estimated-price').textContent).toBe('—');
  });
});
