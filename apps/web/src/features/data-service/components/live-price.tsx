import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';
import type { DataPriceRequest } from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';
import { words } from '../../../lib/i18n';
import { useDataPrice } from '../api/calculate-price';

/** How long the form must rest before the price is asked again. */
export const PRICE_DEBOUNCE_MS = 300;

/**
 * The server's price of what the form holds and its lines, asked as the fields change
 * (debounced); `request` is null until enough is chosen, when `hint` says what is missing.
 */
export function LivePrice({ request, hint }: { request: DataPriceRequest | null; hint: string }) {
  const { t } = useTranslation();
  // Compared as text: the form makes a new object on every render.
  const [settled] = useDebouncedValue(request ? JSON.stringify(request) : null, PRICE_DEBOUNCE_MS);
  const price = useDataPrice(settled && request ? (JSON.parse(settled) as DataPriceRequest) : null);
  const shown = request ? price.data : undefined;

  return (
    <Paper radius="md" p="md" bg="var(--mantine-color-brand-light)" data-testid="live-price">
      <Stack gap="xs" aria-live="polite">
        <Group justify="space-between" align="center" wrap="wrap">
          <Text fw={600}>{t('data.price.title')}</Text>
          {request && (price.isFetching || settled !== JSON.stringify(request)) && !shown ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : (
            <Text fw={800} fz="xl" data-testid="price-total">
              {shown ? (shown.price === 0 ? t('data.price.free') : formatMoney(shown.price)) : '—'}
            </Text>
          )}
        </Group>
        {shown ? (
          <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} data-testid="price-breakdown">
            {shown.breakdown.map((line) => (
              <Group component="li" key={line.label} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{words(line.label)}</Text>
                <Text size="sm" fw={600}>
                  {line.amount === 0 ? t('data.price.included') : formatMoney(line.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {request && price.isError ? t('data.price.failed') : hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
