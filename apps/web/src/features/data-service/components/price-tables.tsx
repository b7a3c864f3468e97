import '../../../lib/mantine-css/ScrollArea.css';
import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Table.css';
import '../../../lib/mantine-css/Title.css';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

const money = (pence: number) => formatMoney(penceToPounds(pence));

/** The prices, from the contract's constants (docs/product.md, "Data service"). */
export function PriceTables() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={3}>{t('data.landing.retrievalPrices')}</Title>
          <Table.ScrollContainer minWidth={260}>
            <Table striped data-testid="retrieval-prices">
              <caption className="visually-hidden">{t('data.landing.retrievalPrices')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('data.landing.sizeColumn')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('data.landing.priceColumn')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {RETRIEVAL_TIERS.map((tier) => (
                  <Table.Tr key={tier.maxGb}>
                    <Table.Th scope="row" fw={400}>
                      {t('data.landing.upTo', { size: tier.maxGb })}
                    </Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {money(tier.pence)}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('data.landing.extraMonth', { max: MAX_HOSTING_MONTHS })}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {money(EXTRA_MONTH_PENCE)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
          <Table.ScrollContainer minWidth={260}>
            <Table striped data-testid="erase-prices">
              <caption className="visually-hidden">{t('data.landing.erasePrices')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('data.landing.levelColumn')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('data.landing.priceColumn')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('data.levels.standard.name')} · {t('data.levels.standard.standard')}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {t('data.price.free')}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('data.levels.certified.name')} · {t('data.levels.certified.standard')}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {money(CERTIFIED_ERASE_PENCE)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
    </Stack>
  );
}
