import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { CurrentUser } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useSendConfirmation } from '../api/send-confirmation';

/** Whether the email is confirmed; if not, why it matters and a way to have the link again. */
export function EmailStatus({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const send = useSendConfirmation();

  if (user.emailVerified) {
    return (
      <Badge color="brand" variant="filled" data-testid="email-status">
        {t('account.emailStatus.confirmed')}
      </Badge>
    );
  }
  return (
    <Stack gap="xs" align="flex-start" data-testid="email-status">
      <Group gap="sm">
        <Badge color="gray" variant="outline" c="gray.8">
          {t('account.emailStatus.unconfirmed')}
        </Badge>
      </Group>
      <Text size="sm">{t('account.emailStatus.note')}</Text>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconMailForward size={18} aria-hidden="true" />}
        disabled={send.isPending}
        onClick={async () => {
          try {
            toast.success((await send.mutateAsync()).message);
          } catch {
            // The API client has already shown the server's message (such as too many requests).
          }
        }}
      >
        {send.isPending ? t('account.emailStatus.sending') : t('account.emailStatus.sendAgain')}
      </Button>
    </Stack>
  );
}
