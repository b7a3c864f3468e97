import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminOverview, AdminQueue, PeriodAmounts } from '@recircuit/contract';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { ageOf } from '../model/age';
import { consolePaths } from '../model/console-paths';
import { writeQueueParams } from '../model/queue-params';
import { WAITING_COLOR } from './status-badge';
import classes from './console.module.css';

function Age({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { unit, count } = ageOf(seconds);
  return <>{t(`admin.age.${unit}`, { count })}</>;
}

function QueueCard({ queue }: { queue: AdminQueue }) {
  const { t } = useTranslation();
  const headingId = `queue-${queue.key}`;
  const search = writeQueueParams({ status: queue.status, q: '', page: 1, sort: null }).toString();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {t(`admin.queues.${queue.key}`)}
          </Title>
          <Badge
            variant="filled"
            color={queue.count > 0 ? WAITING_COLOR : 'gray.7'}
            aria-label={t('admin.overview.waiting', { count: queue.count })}
          >
            {formatNumber(queue.count)}
          </Badge>
        </Group>
        {queue.oldest.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.overview.nothingWaiting')}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ol"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('admin.overview.oldestFirst')}
          >
            {queue.oldest.map((order) => (
              <Group key={order.orderId} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={consolePaths.order(queue.kind, order.orderId)} size="sm" truncate="end">
                  {order.orderNumber} · {order.deviceName}
                </Anchor>
                <Text size="xs" c="dimmed" className={classes.nowrap} title={formatDateTime(order.waitingSince)}>
                  <Age seconds={order.ageSeconds} />
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={`${consolePaths.queue(queue.kind)}?${search}`} size="sm" fw={600}>
          {t('admin.overview.openQueue')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function AmountsRow({ label, amounts, money }: { label: string; amounts: PeriodAmounts; money?: boolean }) {
  const show = (value: number) => (money ? formatMoney(value) : formatNumber(value));
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td className={classes.statValue} ta="right">
        {show(amounts.today)}
      </Table.Td>
      <Table.Td className={classes.statValue} ta="right">
        {show(amounts.last7Days)}
      </Table.Td>
      <Table.Td className={classes.statValue} ta="right">
        {show(amounts.last30Days)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The overview: the queues that wait on staff (oldest first), then counts and money for today, 7 and 30 days. */
export function OverviewView({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <section aria-labelledby="overview-queues">
        <Title order={2} size="h3" id="overview-queues" mb="sm">
          {t('admin.overview.queuesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {overview.queues.map((queue) => (
            <QueueCard key={queue.key} queue={queue} />
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="overview-activity">
        <Title order={2} size="h3" id="overview-activity" mb="sm">
          {t('admin.overview.activityTitle')}
        </Title>
        <div className={classes.tableBox}>
          <Table className={classes.table} striped verticalSpacing="xs" data-testid="overview-activity">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.overview.measure')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('admin.overview.today')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('admin.overview.last7Days')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('admin.overview.last30Days')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <AmountsRow label={t('admin.overview.createdDevice')} amounts={overview.created.device} />
              <AmountsRow label={t('admin.overview.createdUnknown')} amounts={overview.created.unknown} />
              <AmountsRow label={t('admin.overview.createdData')} amounts={overview.created.data} />
              <AmountsRow label={t('admin.overview.revenue')} amounts={overview.revenue} money />
              <AmountsRow label={t('admin.overview.commission')} amounts={overview.commission} money />
              <AmountsRow label={t('admin.overview.paidToOwners')} amounts={overview.paidToOwners} money />
            </Table.Tbody>
          </Table>
        </div>
        <Text size="xs" c="dimmed" mt="xs">
          {t('admin.overview.generatedAt', { at: formatDateTime(overview.generatedAt) })}
        </Text>
      </section>
    </Stack>
  );
}
