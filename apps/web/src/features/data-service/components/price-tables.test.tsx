import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CERTIFIED_ERASE_PENCE, EXTRA_MONTH_PENCE, RETRIEVAL_TIERS, penceToPounds } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import { PriceTables } from './price-tables';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('PriceTables', () => {
  it("lists each retrieval tier, the extra month and both erase levels at the contract's prices", async () => {
    await loadBundles(['data']);
    const { getByRole } = render(
      <MantineProvider env="test">
        <PriceTables />
      </MantineProvider>,
    );
    const money = (pence: number) => formatMoney(penceToPounds(pence));
    const retrieval = rowsOf(getByRole('table', { name: 'Data retrieval' }));
    expect(retrieval[0]).toEqual(['Size of your data', 'Price']);
    expect(retrieval.slice(1).map((row) => row[1])).toEqual([
      ...RETRIEVAL_TIERS.map((tier) => money(tier.pence)),
      money(EXTRA_MONTH_PENCE),
    ]);
    const erase = rowsOf(getByRole('table', { name: 'Data erasure' }));
    expect(erase.map((row) => row[1])).toEqual(['Price', 'Free', money(CERTIFIED_ERASE_PENCE)]);
  });
});
