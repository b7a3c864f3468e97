import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { COMMISSION_RATE, VOUCHER_PERCENT } from '@recircuit/contract';

/**
 * A current device's terms beside its offers: how and when the owner is paid, the 10% voucher and how the referral
 * works (docs/product.md, "Commission, voucher and partner offers").
 */
export function PartnerOffers() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="trade-in-terms">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('recycle.current.termsTitle')}
        </Title>
        <Text>{t('recycle.current.payment')}</Text>
        <Text fw={600}>{t('recycle.current.voucher', { percent: VOUCHER_PERCENT })}</Text>
        <Text>{t('recycle.current.referral', { commission: Math.round(COMMISSION_RATE * 100) })}</Text>
      </Stack>
    </Paper>
  );
}
