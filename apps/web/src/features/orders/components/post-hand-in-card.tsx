import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { OrderDetail } from '@recircuit/contract';
import { HubAddress } from '../../../components/ui/hub-address';
import { formatDate } from '../../../lib/format';
import { isSale, postLabelLink } from '../model/hand-in';
import { gradeOf } from '../model/order-words';

/**
 * Where a device sent by post goes (docs/product.md, "Hand-in by post"): the hub's address and opening hours in
 * words, the printable postage label while the device is on its way, then the day it arrived and the grade found.
 */
export function PostHandInCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const onItsWay = order.status === 'Submitted';
  const arrivedAt = order.post?.arrivedAt ?? null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="hand-in">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('orders.post.where')}
        </Title>
        {onItsWay ? <Text>{t('orders.post.intro')}</Text> : null}
        {arrivedAt ? (
          <Text data-testid="post-arrived">{t('orders.post.arrived', { date: formatDate(arrivedAt) })}</Text>
        ) : null}
        {order.gradeFound ? (
          <Text data-testid="post-grade-found">
            {t('orders.post.gradeFound', { grade: gradeOf(t, order.gradeFound) })}
          </Text>
        ) : null}
        {order.hub ? (
          <HubAddress hub={order.hub} addressLabel={t('orders.post.address')} hoursLabel={t('orders.post.hours')} />
        ) : null}
        {order.quoteValidUntil && onItsWay ? (
          <Text data-testid="quote-expiry">
            {t(isSale(order) || order.price !== null ? 'orders.post.quoteUntil' : 'orders.post.sendBy', {
              date: formatDate(order.quoteValidUntil),
            })}
          </Text>
        ) : null}
        {onItsWay && (order.isOwner || order.canConfirm) ? (
          <Anchor href={postLabelLink(order.orderId)} target="_blank" rel="noopener" data-testid="label-link">
            <IconFileTypePdf size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('orders.post.label')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
