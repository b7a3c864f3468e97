import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  CERTIFIED_ERASE_PENCE,
  EXTRA_MONTH_PENCE,
  INCLUDED_HOSTING_MONTHS,
  MAX_HOSTING_MONTHS,
  MAX_RETRIEVAL_GB,
  RETRIEVAL_TIERS,
  penceToPounds,
} from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';
import classes from './price-tables.module.css';

const money = (pence: number) => formatMoney(penceToPounds(pence));

interface PriceTableProps {
  title: string;
  /** The first column's heading: what a row is priced for. */
  itemColumn: string;
  rows: { item: string; price: string }[];
  testId: string;
  children?: ReactNode;
}

/** One card of prices: a titled table of what is priced and its price, and any note under it. */
function PriceTable({ title, itemColumn, rows, testId, children }: PriceTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        <table className={classes.table} data-testid={testId}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{itemColumn}</th>
              <th scope="col" className={classes.price}>
                {t('data.landing.priceColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.item}>
                <th scope="row">{row.item}</th>
                <td className={classes.price}>{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {children}
      </Stack>
    </Paper>
  );
}

/** The prices, from the contract's constants (docs/product.md, "Data service"). */
export function PriceTables() {
  const { t } = useTranslation();
  const retrieval = [
    ...RETRIEVAL_TIERS.map((tier) => ({
      item: t('data.landing.upTo', { size: tier.maxGb }),
      price: money(tier.pence),
    })),
    { item: t('data.landing.extraMonth', { max: MAX_HOSTING_MONTHS }), price: money(EXTRA_MONTH_PENCE) },
  ];
  const erase = [
    { item: `${t('data.levels.standard.name')} · ${t('data.levels.standard.standard')}`, price: t('data.price.free') },
    {
      item: `${t('data.levels.certified.name')} · ${t('data.levels.certified.standard')}`,
      price: money(CERTIFIED_ERASE_PENCE),
    },
  ];
  return (
    <Stack gap="lg">
      <PriceTable
        title={t('data.landing.retrievalPrices')}
        itemColumn={t('data.landing.sizeColumn')}
        rows={retrieval}
        testId="retrieval-prices"
      >
        <Text size="sm">
          {t('data.landing.retrievalNote', {
            months: INCLUDED_HOSTING_MONTHS,
            max: MAX_HOSTING_MONTHS,
            gb: MAX_RETRIEVAL_GB,
          })}
        </Text>
      </PriceTable>
      <PriceTable
        title={t('data.landing.erasePrices')}
        itemColumn={t('data.landing.levelColumn')}
        rows={erase}
        testId="erase-prices"
      />
    </Stack>
  );
}
