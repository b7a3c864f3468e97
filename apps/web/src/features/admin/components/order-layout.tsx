import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { OrderKind } from '@recircuit/contract';
import { consolePaths } from '../model/console-paths';
import { StatusBadge } from './status-badge';
import classes from './console.module.css';

interface OrderLayoutProps {
  kind: OrderKind;
  orderNumber: string;
  status: string;
  /** The next step, shown first on a narrow screen so it is never far down. */
  action: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}

/** An order page: its number and status, the next step and the owner beside the facts and the timeline. */
export function OrderLayout({ kind, orderNumber, status, action, aside, children }: OrderLayoutProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={consolePaths.queue(kind)} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('admin.order.backToQueue', { kind: t(`admin.kinds.${kind}`) })}
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {t('admin.order.title', { number: orderNumber })}
        </Title>
        <StatusBadge status={status} />
      </Group>
      <div className={classes.orderGrid}>
        <div className={classes.orderMain}>{children}</div>
        <div className={classes.orderSide}>
          {action}
          {aside}
        </div>
      </div>
    </Stack>
  );
}
