import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import {
  COMMISSION_RATE,
  DEFAULT_LANGUAGE,
  describeOpeningHours,
  isLanguage,
  PAYOUT_METHODS,
  type OrderDetail,
} from '@recircuit/contract';
import { formatDate, formatMoney } from '../../../lib/format';
import { words } from '../../../lib/i18n';
import { counterOutcome, handInLinks, isSale, noQrReason } from '../model/hand-in';
import { gradeOf } from '../model/order-words';
import { PostHandInCard } from './post-hand-in-card';
import classes from './orders.module.css';

/** The page's language, for words the contract writes (opening hours, lists). */
function useLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Where and how the device is handed in (docs/product.md, "Hand-in places"): the QR and the printable slip for the
 * owner while the quote holds (or why there is none), the chosen place with its address and hours in words, and
 * the quote's expiry. A device sent by post shows the hub and its postage label instead ("Hand-in by post").
 */
export function HandInCard({ order }: { order: OrderDetail }) {
  if (order.byPost) return <PostHandInCard order={order} />;
  return <PlaceHandInCard order={order} />;
}

function PlaceHandInCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reason = noQrReason(order);
  const links = handInLinks(order.orderId);
  const place = order.place;
  const hours = place ? describeOpeningHours(place.openingHours, language) : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="hand-in">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('orders.handIn.where')}
        </Title>
        {place ? (
          <div data-testid="order-place">
            <Text fw={700}>{place.name}</Text>
            <Text>{[place.address, place.postcode].filter(Boolean).join(', ')}</Text>
            <Text>{hours ?? t('orders.handIn.hoursUnknown')}</Text>
            {place.website ? (
              <Anchor href={place.website} target="_blank" rel="noopener noreferrer" size="sm">
                {t('orders.handIn.website', { name: place.name })}
              </Anchor>
            ) : null}
          </div>
        ) : (
          <Text>{t('orders.handIn.noPlace')}</Text>
        )}
        {order.quoteValidUntil && order.status === 'Submitted' ? (
          <Text data-testid="quote-expiry">
            {t(isSale(order) || order.price !== null ? 'orders.handIn.quoteUntil' : 'orders.handIn.qrUntil', {
              date: formatDate(order.quoteValidUntil),
            })}
          </Text>
        ) : null}
        {reason ? (
          <Alert color="gray" w="100%" data-testid="no-qr-reason">
            {t(`orders.handIn.noQr.${reason}`)}
          </Alert>
        ) : order.isOwner ? (
          <>
            <Text>{t('orders.handIn.qrBody')}</Text>
            <img
              src={links.qr}
              alt={t('orders.handIn.qrAlt', { orderNumber: order.orderNumber })}
              className={classes.qrImage}
              width={220}
              height={220}
              data-testid="order-qr"
            />
            <Anchor href={links.slip} target="_blank" rel="noopener" data-testid="slip-link">
              <IconFileTypePdf size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t('orders.handIn.slip')}
            </Anchor>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * How the owner is paid (a sale), or that nobody pays (recycling) or the charity receives it (a donation); after the
 * counter, the grade found against the declared one, the revised offer, the amount paid and how, and ReCircuit's
 * commission on it; or why the order was cancelled. By post, the hub pays by bank transfer (BankDetailsPanel) and
 * the owner answers a revised offer online (RevisedOfferPanel).
 */
export function PaymentCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const outcome = counterOutcome(order);
  const placeName = order.place?.name ?? t('orders.payment.thePartner');
  const methods = (order.place?.payoutMethods ?? [...PAYOUT_METHODS]).map((method) => t(`orders.payout.${method}`));
  const methodList = new Intl.ListFormat(language, { type: 'disjunction' }).format(methods);

  const rows: { label: string; value: string }[] = [];
  if (outcome.inspected && order.gradeFound) {
    rows.push({ label: t('orders.payment.gradeDeclared'), value: gradeOf(t, order.grade) });
    rows.push({
      label: t(order.byPost ? 'orders.post.gradeFoundLabel' : 'orders.payment.gradeFound'),
      value: gradeOf(t, order.gradeFound),
    });
  }
  if (outcome.revisedPrice !== null) {
    rows.push({ label: t('orders.payment.revisedOffer'), value: formatMoney(outcome.revisedPrice) });
  }
  if (outcome.paid !== null) {
    rows.push({ label: t('orders.payment.paid'), value: formatMoney(outcome.paid) });
    if (outcome.payoutMethod) {
      rows.push({ label: t('orders.payment.method'), value: t(`orders.payout.${outcome.payoutMethod}`) });
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="payment">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t(isSale(order) ? 'orders.payment.title' : 'orders.payment.titleFree')}
        </Title>
        {order.status === 'Cancelled' ? (
          <Text data-testid="cancel-reason">
            {order.cancelReason
              ? t('orders.payment.cancelledBecause', { reason: words(order.cancelReason) })
              : t('orders.payment.cancelled')}
          </Text>
        ) : null}
        {order.classification === 'donate' ? (
          <Text>{order.byPost ? t('orders.post.donate') : t('orders.payment.donate', { name: placeName })}</Text>
        ) : order.classification === 'recycle' ? (
          <Text>{t('orders.payment.recycle')}</Text>
        ) : outcome.paid === null && order.status !== 'Cancelled' ? (
          <Text data-testid="payment-how">
            {order.byPost
              ? t(order.classification === 'rare' ? 'orders.post.rareHow' : 'orders.post.currentHow')
              : order.classification === 'rare'
                ? t('orders.payment.rareHow', { name: placeName, methods: methodList })
                : t('orders.payment.currentHow', { name: placeName, methods: methodList })}
          </Text>
        ) : null}
        {outcome.awaitingDecision && outcome.revisedPrice !== null && !order.byPost ? (
          <Alert color="yellow" data-testid="awaiting-decision">
            {t('orders.payment.awaitingDecision', { amount: formatMoney(outcome.revisedPrice) })}
          </Alert>
        ) : null}
        {rows.length ? (
          <dl className={classes.fields} data-testid="counter-outcome">
            {rows.map((row) => (
              <div key={row.label} className={classes.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {outcome.commission !== null && outcome.paid !== null && !order.byPost ? (
          <Text size="sm" c="dimmed" data-testid="paid-commission">
            {t('orders.payment.commission', {
              name: placeName,
              amount: formatMoney(outcome.commission),
              percent: Math.round(COMMISSION_RATE * 100),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
