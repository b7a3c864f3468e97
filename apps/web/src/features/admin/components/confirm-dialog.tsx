import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { AppModal } from '../../../components/ui/app-modal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** A step that can be taken back (a role change): no "cannot be undone" line. */
  reversible?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a step that cannot be undone, or that changes what someone may do. Focus starts on Cancel, so a second Enter does
 * not confirm by accident; Escape cancels; a double click confirms once.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  busy,
  reversible,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  // A second click (or Enter) in the same tick must not send the step twice: one confirm per opening.
  const confirmed = useRef(false);
  useEffect(() => {
    if (opened) confirmed.current = false;
  }, [opened]);
  const confirm = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <AppModal opened={opened} onClose={() => !busy && onCancel()} title={title} closeLabel={t('common.close')}>
      <Stack gap="lg">
        <Text component="div">{children}</Text>
        {!reversible && (
          <Text size="sm" c="dimmed">
            {t('admin.confirm.cannotUndo')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {t('admin.confirm.cancel')}
          </Button>
          <Button onClick={confirm} loading={busy} data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
