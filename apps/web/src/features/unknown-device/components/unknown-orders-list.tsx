import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { modelDisplayName, type UnknownOrder } from '@recircuit/contract';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useSession } from '../../../lib/signed-in-user';
import { useUnknownOrders } from '../api/get-unknown-orders';
import { useUnknownBundle } from '../model/bundle';
import { statusOf, thumbnailUrl } from '../model/unknown-data';
import classes from './unknown.module.css';
import { formatDate, formatMoney } from '../../../lib/format';

/**
 * The signed-in person's unknown-device orders (for My Orders' "Unknown devices" tab): each
 * with its thumbnails, order number, status and date, newest first, or an empty state.
 * It loads its own words, so any page can show it.
 */
export function UnknownOrdersList({ headingLevel = 2 }: { headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const ready = useUnknownBundle();
  if (!ready) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <UnknownOrders headingLevel={headingLevel} />;
}

function UnknownOrders({ headingLevel }: { headingLevel: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const session = useSession();
  const orders = useUnknownOrders(session?.userId ?? null);

  if (!session) return null;
  if (orders.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('unknown.orders.loading')}</Text>
      </Group>
    );
  }
  if (orders.isError) {
    return (
      <Alert color="red" title={t('unknown.orders.failed')}>
        <Button variant="default" size="xs" onClick={() => void orders.refetch()}>
          {t('unknown.orders.retry')}
        </Button>
      </Alert>
    );
  }
  if (!orders.items?.length) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="unknown-orders-empty">
        <Stack align="flex-start" gap="sm">
          <IconDeviceUnknown size={36} stroke={1.6} aria-hidden="true" />
          <Title order={headingLevel} size="h4">
            {t('unknown.orders.emptyTitle')}
          </Title>
          <Text>{t('unknown.orders.emptyBody')}</Text>
          <Button component={Link} to="/recycle/unknown">
            {t('unknown.orders.emptyCta')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('unknown.orders.title')}>
        {orders.items.map((order) => (
          <OrderItem key={order.orderId} order={order} headingLevel={headingLevel} />
        ))}
      </Stack>
      <ShowMoreButton list={orders} />
    </Stack>
  );
}

function OrderItem({ order, headingLevel }: { order: UnknownOrder; headingLevel: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const thumbs = order.thumbnailUrls.length > 0 ? order.thumbnailUrls : order.imageUrls.map(thumbnailUrl);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="unknown-order">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={headingLevel} size="h5">
            {t('unknown.orders.orderNumber', { number: order.orderNumber })}
          </Title>
          <Badge variant="light" color="gray.9">
            {statusOf(t, order.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('unknown.orders.submittedOn', { date: formatDate(order.createdAt) })}
        </Text>
        <Text size="sm" lineClamp={3} className={classes.description}>
          {order.description}
        </Text>
        <StaffAnswer order={order} />
        <ul className={classes.orderThumbs}>
          {thumbs.map((url, index) => (
            <li key={url}>
              <img
                className={classes.orderThumb}
                src={url}
                alt={t('unknown.orders.pictureAlt', { n: index + 1, number: order.orderNumber })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}

/** What staff decided: the model, the server's quote and where to go on, or why it was refused. */
function StaffAnswer({ order }: { order: UnknownOrder }) {
  const { t } = useTranslation();
  const found = order.identification;
  if (found) {
    return (
      <Alert color="green" variant="light" data-testid="unknown-identified">
        <Stack gap={6} align="flex-start">
          <Text size="sm">
            {t('unknown.orders.identifiedAs', { ...found, model: modelDisplayName(found.brand, found.name) })}
          </Text>
          <Text size="sm">
            {found.price === null || !found.quoteValidUntil
              ? t('unknown.orders.rareNoQuote')
              : t('unknown.orders.quote', { price: formatMoney(found.price), date: formatDate(found.quoteValidUntil) })}
          </Text>
          <Button component={Link} to={found.continuePath} size="xs">
            {t('unknown.orders.continue')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (order.rejectionReason) {
    return (
      <Alert color="red" variant="light" data-testid="unknown-rejected">
        <Text size="sm">{t('unknown.orders.rejected', { reason: order.rejectionReason })}</Text>
      </Alert>
    );
  }
  return null;
}
