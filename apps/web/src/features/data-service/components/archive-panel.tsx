import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { DOWNLOAD_LINK_HOURS, type DataOrderDetail } from '@recircuit/contract';
import { formatDateTime } from '../../../lib/format';
import { archiveSize } from '../model/archive-size';
import { useArchiveDownload } from './use-archive-download';

/**
 * The retrieved data: "Retrieve My Data" once Completed, its size, and every download (when,
 * from where, and whether it was the owner or ReCircuit staff helping them).
 */
export function ArchivePanel({ order }: { order: DataOrderDetail }) {
  const { t } = useTranslation();
  const download = useArchiveDownload(order.orderId, order.downloads.length);
  const ready = order.status === 'Completed';
  const who = { owner: t('data.download.byOwner'), staff: t('data.download.byStaff') };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-archive">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id="order-archive">
          {t('data.download.title')}
        </Title>
        <Text>
          {order.status === 'Expired'
            ? t('data.download.expired')
            : ready
              ? t('data.download.ready', { hours: DOWNLOAD_LINK_HOURS })
              : t('data.download.notReady')}
        </Text>
        {ready && order.archiveSize !== null ? (
          <Text size="sm" c="dimmed">
            {t('data.download.size', {
              size: t(`data.units.${archiveSize(order.archiveSize).key}`, {
                size: archiveSize(order.archiveSize).size,
              }),
            })}
          </Text>
        ) : null}
        {ready ? (
          <Button
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={download.start}
            loading={download.starting}
          >
            {t('data.download.retrieve')}
          </Button>
        ) : null}
        <Title order={3} size="h4">
          {t('data.download.logTitle')}
        </Title>
        {order.downloads.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('data.download.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={260} w="100%">
            <Table data-testid="download-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('data.download.when')}</Table.Th>
                  <Table.Th scope="col">{t('data.download.address')}</Table.Th>
                  <Table.Th scope="col">{t('data.download.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.downloads.map((entry) => (
                  <Table.Tr key={`${entry.at}-${entry.address}`}>
                    <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>{entry.address}</Table.Td>
                    <Table.Td>{entry.by ? who[entry.by] : t('data.download.byUnknown')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {order.downloads.some((entry) => entry.by === 'staff') ? (
          <Text size="sm" c="dimmed">
            {t('data.download.staffNote')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
