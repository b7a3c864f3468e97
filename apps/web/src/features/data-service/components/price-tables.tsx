import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
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

/** The prices, from the contract's constants (docs/product.md, "Data service"). */
export function PriceTables() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={3}>{t('data.landing.retrievalPrices')}</Title>
          <table className={classes.table} data-testid="retrieval-prices">
            <caption className="visually-hidden">{t('data.landing.retrievalPrices')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('data.landing.sizeColumn')}</th>
                <th scope="col" className={classes.price}>
                  {t('data.landing.priceColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {RETRIEVAL_TIERS.map((tier) => (
                <tr key={tier.maxGb}>
                  <th scope="row">{t('data.landing.upTo', { size: tier.maxGb })}</th>
                  <td className={classes.price}>{money(tier.pence)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('data.landing.extraMonth', { max: MAX_HOSTING_MONTHS })}</th>
                <td className={classes.price}>{money(EXTRA_MONTH_PENCE)}</td>
              </tr>
            </tbody>
          </table>
          <Text size="sm">
            {t('data.landing.retrievalNote', {
              months: INCLUDED_HOSTING_MONTHS,
              max: MAX_HOSTING_MONTHS,
              gb: MAX_RETRIEVAL_GB,
            })}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={3}>{t('data.landing.erasePrices')}</Title>
          <table className={classes.table} data-testid="erase-prices">
            <caption className="visually-hidden">{t('data.landing.erasePrices')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('data.landing.levelColumn')}</th>
                <th scope="col" className={classes.price}>
                  {t('data.landing.priceColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  {t('data.levels.standard.name')} · {t('data.levels.standard.standard')}
                </th>
                <td className={classes.price}>{t('data.price.free')}</td>
              </tr>
              <tr>
                <th scope="row">
                  {t('data.levels.certified.name')} · {t('data.levels.certified.standard')}
                </th>
                <td className={classes.price}>{money(CERTIFIED_ERASE_PENCE)}</td>
              </tr>
            </tbody>
          </table>
        </Stack>
      </Paper>
    </Stack>
  );
}
