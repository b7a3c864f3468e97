import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { formatDateTime } from '../../../lib/format';
import { describeUserAgent } from '../model/user-agent';
import { SectionCard } from './section-card';
import { SignOutOthers } from './sign-out-others';

/** Signed-in devices, each one revocable except this one (Logout ends this one). */
export function DevicesCard() {
  const { t } = useTranslation();
  const { data: sessions, isPending } = useSessions();
  const revoke = useRevokeSession();

  return (
    <SectionCard id="devices" title={t('account.sessions.title')} intro={t('account.sessions.intro')}>
      {isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {(sessions ?? []).map((session) => {
            const device =
              describeUserAgent(session.userAgent, (browser, system) =>
                t('account.sessions.browserOn', { browser, system }),
              ) ?? t('account.sessions.unknownDevice');
            const lastSeen = formatDateTime(session.lastSeenAt);
            return (
              <li key={session.id} data-session={session.current ? 'current' : 'other'}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <IconDeviceDesktop size={22} stroke={1.6} aria-hidden="true" />
                    <div>
                      <Group gap={6}>
                        <Text fw={600}>{device}</Text>
                        {session.current && (
                          <Badge size="sm" color="brand" variant="filled">
                            {t('account.sessions.current')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t('account.sessions.lastSeen', { date: lastSeen })} ·{' '}
                        {t('account.sessions.signedIn', { date: formatDateTime(session.createdAt) })}
                      </Text>
                    </div>
                  </Group>
                  {!session.current && (
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={t('account.sessions.revokeLabel', { device, date: lastSeen })}
                      disabled={revoke.isPending && revoke.variables === session.id}
                      onClick={async () => {
                        try {
                          const answer = await revoke.mutateAsync(session.id);
                          toast.success(answer.message);
                        } catch {
                          // Toasted by the API client.
                        }
                      }}
                    >
                      {t('account.sessions.revoke')}
                    </Button>
                  )}
                </Group>
              </li>
            );
          })}
          {sessions?.length === 1 && (
            <Text component="li" size="sm" c="dimmed">
              {t('account.sessions.empty')}
            </Text>
          )}
        </Stack>
      )}
      {(sessions?.length ?? 0) > 1 && <SignOutOthers />}
    </SectionCard>
  );
}
