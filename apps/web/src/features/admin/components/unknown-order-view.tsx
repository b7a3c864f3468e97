import { Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ADMIN_MESSAGES, modelDisplayName, type AdminUnknownOrder } from '@recircuit/contract';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReviewUnknown } from '../api/review-unknown';
import { statusOf } from '../model/admin-words';
import { canReject, nextUnknownAction } from '../model/next-action';
import { ActionCard } from './action-card';
import { FactList } from './fact-list';
import { IdentifyForm } from './identify-form';
import { OrderLayout } from './order-layout';
import { OwnerCard } from './owner-card';
import { RejectForm } from './reject-form';
import { StaffTimeline } from './staff-timeline';
import { useSingleFlight } from './use-single-flight';
import classes from './console.module.css';

function Photos({ order }: { order: AdminUnknownOrder }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="unknown-photos">
      <Title order={2} size="h4" id="unknown-photos" mb="sm">
        {t('admin.unknown.photos', { count: order.imageUrls.length })}
      </Title>
      <Group gap="sm" data-testid="unknown-photos">
        {order.imageUrls.map((url, index) => (
          <Anchor key={url} href={url} target="_blank" rel="noopener" className={classes.focusable}>
            <img
              src={order.thumbnailUrls[index] ?? url}
              alt={t('admin.unknown.photoAlt', { index: index + 1, count: order.imageUrls.length })}
              className={classes.photo}
              loading="lazy"
            />
          </Anchor>
        ))}
      </Group>
    </Paper>
  );
}

function UnknownNextStep({ order }: { order: AdminUnknownOrder }) {
  const { t } = useTranslation();
  const review = useReviewUnknown();
  const action = nextUnknownAction(order);
  const rejectable = canReject(order);
  const startReview = useSingleFlight(async () => {
    const answer = await review.mutateAsync(order.orderId);
    toast.success(answer.message || ADMIN_MESSAGES.reviewStarted);
  });
  if (action.type === 'none' && !rejectable) {
    return (
      <ActionCard>
        <Text size="sm">{t('admin.order.nothingToDo', { status: statusOf(t, order.status) })}</Text>
      </ActionCard>
    );
  }
  return (
    <ActionCard>
      <Stack gap="md">
        {action.type === 'review' && (
          <Button loading={review.isPending} data-testid="next-action" onClick={startReview}>
            {t('admin.unknown.startReview')}
          </Button>
        )}
        {action.type === 'identify' && <IdentifyForm order={order} />}
        {rejectable && (
          <>
            <Divider label={t('admin.reject.or')} labelPosition="center" />
            <RejectForm order={order} />
          </>
        )}
      </Stack>
    </ActionCard>
  );
}

/** An unknown device: the owner's photos and words, the owner, the timeline, and review → identify or reject. */
export function UnknownOrderView({ order }: { order: AdminUnknownOrder }) {
  const { t } = useTranslation();
  const found = order.identification;
  return (
    <OrderLayout
      kind="unknown"
      orderNumber={order.orderNumber}
      status={order.status}
      action={<UnknownNextStep key={order.status} order={order} />}
      aside={<OwnerCard owner={order.owner} />}
    >
      <FactList
        id="unknown-description"
        title={t('admin.unknown.description')}
        facts={[
          { label: t('admin.unknown.ownerWords'), value: order.description },
          { label: t('admin.order.created'), value: formatDateTime(order.createdAt) },
        ]}
      />
      <Photos order={order} />
      {found && (
        <FactList
          id="unknown-identification"
          title={t('admin.unknown.identification')}
          facts={[
            { label: t('admin.device.device'), value: `${modelDisplayName(found.brand, found.name)} · ${found.type}` },
            { label: t('admin.device.classification'), value: t(`admin.classifications.${found.classification}`) },
            { label: t('admin.device.grade'), value: found.grade },
            { label: t('admin.device.color'), value: found.color },
            { label: t('admin.device.storage'), value: t('admin.gb', { count: found.storage }) },
            {
              label: t('admin.device.price'),
              value: found.price === null ? t('admin.device.partnerValues') : formatMoney(found.price),
              testId: 'identified-price',
            },
            {
              label: t('admin.device.quoteValidUntil'),
              value: found.quoteValidUntil ? formatDate(found.quoteValidUntil) : null,
            },
          ]}
        />
      )}
      {order.rejectionReason && (
        <FactList
          id="unknown-rejection"
          title={t('admin.unknown.rejection')}
          facts={[{ label: t('admin.reject.reason'), value: order.rejectionReason }]}
        />
      )}
      <StaffTimeline steps={order.history} />
    </OrderLayout>
  );
}
