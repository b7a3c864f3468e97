import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate } from '../../../lib/format';
import { API_BASE, type DataOrderDetail } from '@recircuit/contract';
import { HubAddress } from '../../../components/ui/hub-address';

/** The owner's postage label (PDF), theirs only, while the order waits for its device. */
export const labelPdfUrl = (orderId: string) =>
  `${API_BASE}/api/data-retrieval/order/${encodeURIComponent(orderId)}/label.pdf`;

/**
 * Where the device goes (DOMAIN.md "Data service logistics"): the hub's address and opening
 * hours in words, from the settings, and the printable postage label while the order waits for
 * the device; once received, the date it arrived.
 */
export function HubPanel({ order }: { order: DataOrderDetail }) {
  const { t } = useTranslation();
  const { hub } = order;
  const waiting = order.status === 'Awaiting device';

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="hub-title">
      <Stack gap="sm" data-testid="hub-panel">
        <Title order={2} size="h3" id="hub-title">
          {t('data.hub.title')}
        </Title>
        {waiting ? <Text>{t('data.hub.intro')}</Text> : null}
        {order.receivedAt ? (
          <Text data-testid="hub-received">{t('data.hub.received', { date: formatDate(order.receivedAt) })}</Text>
        ) : null}
        <HubAddress hub={hub} addressLabel={t('data.hub.address')} hoursLabel={t('data.hub.openingHours')} />
        {waiting && order.isOwner ? (
          <Group>
            <Button
              component="a"
              href={labelPdfUrl(order.orderId)}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
              // Long words (de-DE, fr-FR) wrap at 360 px instead of being cut off.
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal' } }}
              data-testid="label-link"
            >
              {t('data.hub.label')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
