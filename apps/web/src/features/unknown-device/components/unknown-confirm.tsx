import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { UPLOAD_MESSAGES } from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialogs';
import { loading } from '../../../lib/loading-store';
import { useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useSubmitUnknownDevice } from '../api/submit-unknown-device';
import { newIdempotencyKey, thumbnailUrl, unknownStore } from '../model/unknown-data';
import classes from './unknown.module.css';

export const UNKNOWN_RESULT_PAGE = '/recycle/unknown-result';
const HERE = '/recycle/unknown-confirm';
const FORM = '/recycle/unknown';

/**
 * /recycle/unknown-confirm: the description and thumbnails from unknownDeviceData to check,
 * Back to change them, and Submit. A submission in flight blocks another, and one
 * Idempotency-Key covers an attempt and its retries, so a double click makes one order.
 */
export function UnknownConfirm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [data] = useState(() => unknownStore.read());
  const mutation = useSubmitUnknownDevice();
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!data || !data.description.trim() || data.imageUrls.length === 0) return <Navigate to={FORM} replace />;

  const submit = async () => {
    if (inFlight.current) return;
    if (!session) {
      toast.warning(t('unknown.toast.loginFirst'), { id: 'unknown-login-first' });
      dialogs.open('login', { returnTo: HERE });
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    key.current ??= newIdempotencyKey();
    loading.show();
    try {
      const answer = await mutation.mutateAsync({
        body: {
          description: data.description.trim(),
          deviceClassification: 'unknown',
          imageUrls: data.imageUrls,
          userId: session.userId,
        },
        idempotencyKey: key.current,
      });
      key.current = null;
      unknownStore.saveLastOrder(answer.data);
      unknownStore.save(null);
      toast.success(answer.message || UPLOAD_MESSAGES.submitted);
      void navigate(UNKNOWN_RESULT_PAGE, { replace: true });
    } catch (error) {
      // A refused submission (4xx) will be refused again: the next attempt is a new one.
      if (isApiError(error) && error.status >= 400 && error.status < 500) key.current = null;
      if (isApiError(error) && error.status === 401) dialogs.open('login', { returnTo: HERE });
      toast.error(t('unknown.toast.submitFailed'), { id: 'unknown-submit-failed' });
      if (isApiError(error) && error.status === 400 && error.serverMessage) {
        toast.error(error.serverMessage, { id: 'unknown-submit-reason' });
      }
      inFlight.current = false;
      setSubmitting(false);
    } finally {
      loading.hide();
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('unknown.confirm.title')}</Title>
        <Text c="dimmed">{t('unknown.confirm.intro')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('unknown.confirm.description')}
            </Title>
            <Text className={classes.description} data-testid="confirm-description">
              {data.description.trim()}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('unknown.confirm.pictures')}
            </Title>
            <ul className={classes.pictures} aria-label={t('unknown.confirm.pictures')}>
              {data.imageUrls.map((url, index) => (
                <li key={url} className={classes.picture}>
                  <img
                    className={classes.thumb}
                    src={thumbnailUrl(url)}
                    alt={t('unknown.picture.alt', { n: index + 1 })}
                  />
                </li>
              ))}
            </ul>
          </Stack>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button component={Link} to={FORM} variant="default">
          {t('unknown.confirm.back')}
        </Button>
        <Button onClick={() => void submit()} loading={submitting}>
          {t('unknown.confirm.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
