import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/List.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMISSION_RATE, VOUCHER_PERCENT, type Quote } from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';

/** A current device's trade-in offers, the 10% voucher and how the referral works (docs/product.md, "Commission, voucher and partner offers"). */
export function PartnerOffers({ offers }: { offers: Quote['partnerOffers'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('recycle.current.offersTitle')}
        </Title>
        {offers.length ? (
          <List spacing="xs" data-testid="partner-offers">
            {offers.map((offer) => (
              <List.Item key={offer.partnerId}>
                <Text span fw={600}>
                  {offer.partner}
                </Text>
                {t('recycle.current.offerPrice', { price: formatMoney(offer.price) })}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text>{t('recycle.current.noOffers')}</Text>
        )}
        <Text fw={600}>{t('recycle.current.voucher', { percent: VOUCHER_PERCENT })}</Text>
        <Text>{t('recycle.current.referral', { commission: Math.round(COMMISSION_RATE * 100) })}</Text>
      </Stack>
    </Paper>
  );
}
