import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { BY_POST_MESSAGES, type OrderDetail } from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';
import { words } from '../../../lib/i18n';
import type { OrderDetailKey } from '../api/get-order-detail';
import { BankDetailsForm } from './bank-details-form';
import classes from './orders.module.css';

/**
 * How the hub pays for a sold device sent by post (docs/product.md, "Hand-in by post"): the owner gives the account
 * for this order, then sees it masked with a way to change it until the transfer; once paid, the amount and that the
 * details are gone. Others (staff on this page) see the masked details or that none are given yet.
 */
export function BankDetailsPanel({ order, orderKey }: { order: OrderDetail; orderKey: OrderDetailKey }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const post = order.post;
  if (!post) return null;
  const held = post.bankDetails;
  const open = order.paid === null && order.status !== 'Cancelled';
  if (!held && !post.needsBankDetails && order.paid === null) return null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="bank-details">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('orders.bank.title')}
        </Title>
        {order.paid !== null ? (
          <Text data-testid="bank-paid">{t('orders.bank.paid', { amount: formatMoney(order.paid) })}</Text>
        ) : order.isOwner && open && (editing || !held) ? (
          <>
            <Text>{t('orders.bank.intro')}</Text>
            <BankDetailsForm
              orderId={order.orderId}
              orderKey={orderKey}
              onDone={() => setEditing(false)}
              onKeep={held ? () => setEditing(false) : undefined}
            />
          </>
        ) : held ? (
          <>
            <Text>
              {post.payoutDue !== null
                ? t('orders.bank.due', { amount: formatMoney(post.payoutDue) })
                : t('orders.bank.heldIntro')}
            </Text>
            <dl className={classes.fields} data-testid="bank-masked">
              <div className={classes.row}>
                <dt>{t('orders.bank.accountName')}</dt>
                <dd>{held.accountName}</dd>
              </div>
              <div className={classes.row}>
                <dt>{t('orders.bank.sortCode')}</dt>
                <dd>{held.sortCode}</dd>
              </div>
              <div className={classes.row}>
                <dt>{t('orders.bank.accountNumber')}</dt>
                <dd>{held.accountNumber}</dd>
              </div>
            </dl>
            {order.isOwner && open ? (
              <Button variant="light" onClick={() => setEditing(true)} data-testid="bank-change">
                {t('orders.bank.change')}
              </Button>
            ) : null}
          </>
        ) : (
          <Text>{words(BY_POST_MESSAGES.bankDetailsRequired)}</Text>
        )}
      </Stack>
    </Paper>
  );
}
