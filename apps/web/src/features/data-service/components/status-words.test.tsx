import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { DATA_MESSAGES } from '@recircuit/contract';
import contractDe from '@recircuit/contract/locales/de-DE.json';
import { changeLanguage, DEFAULT_LANGUAGE } from '../../../lib/i18n';
import { OrderProblem } from './order-problem';
import { StatusBadge } from './status-badge';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

afterEach(() => changeLanguage(DEFAULT_LANGUAGE));

describe('a data order page in another language', () => {
  it('shows the status and the contract words translated, and again after a switch', async () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <StatusBadge status="Awaiting payment" />
          <OrderProblem title="Order" message={DATA_MESSAGES.orderIdMissing} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    expect(screen.getByRole('alert').textContent).toContain(DATA_MESSAGES.orderIdMissing);

    await act(() => changeLanguage('de-DE'));
    expect(screen.getByTestId('order-status').textContent).toBe('Zahlung ausstehend');
    // The contract's catalogue arrives just after the switch, and the page renders again.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(contractDe.data.orderIdMissing));
    expect(contractDe.data.orderIdMissing).not.toBe(DATA_MESSAGES.orderIdMissing);
  });
});
