import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_IMAGES, ROUTES, UPLOAD_MESSAGES, unknownDeviceRequestSchema } from '@recircuit/contract';
import { dialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { nextProblem } from '../model/file-checks';
import { unknownStore } from '../model/unknown-data';
import { PictureDropZone } from './picture-drop-zone';
import { PictureList } from './picture-list';
import { usePictureUploads } from './use-picture-uploads';

export const UNKNOWN_PAGE = '/recycle/unknown';
export const UNKNOWN_CONFIRM_PAGE = '/recycle/unknown-confirm';
const MAX_DESCRIPTION = 2000;

/** The contract's rule for the Short Brief; the pictures are checked as they upload. */
const briefSchema = unknownDeviceRequestSchema.pick({ description: true });

/**
 * /recycle/unknown (docs/product.md, "Device classes"): a Short Brief and up to five pictures,
 * each uploaded as soon as it is chosen. What is typed and stored is kept as unknownDeviceData
 * on every change, so a reload, the login dialog or Back from the confirm page loses nothing.
 */
export function UnknownForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [stored] = useState(() => {
    const data = unknownStore.read();
    // Pictures belong to whoever uploaded them: another person's are not shown (nor could be).
    if (data?.userId && session && data.userId !== session.userId) return { ...data, imageUrls: [] };
    return data;
  });
  const { pictures, add, remove, reset, uploadedUrls, uploadingCount } = usePictureUploads(stored?.imageUrls ?? []);
  const form = useApiForm({
    schema: briefSchema,
    defaultValues: { description: stored?.description ?? '' },
    onInvalid: () => toast.warning(UPLOAD_MESSAGES.describeDevice),
    onSubmit: ({ description }) => {
      switch (
        nextProblem({ description, signedIn: Boolean(session), uploadedCount: uploadedUrls.length, uploadingCount })
      ) {
        case 'login':
          askToSignIn();
          return;
        case 'uploading':
          toast.warning(t('unknown.toast.stillUploading'));
          return;
        case 'images':
          toast.warning(UPLOAD_MESSAGES.atLeastOneImage);
          return;
        default:
          break;
      }
      unknownStore.save({
        description,
        deviceClassification: 'unknown',
        imageUrls: uploadedUrls,
        userId: session?.userId ?? null,
      });
      void navigate(UNKNOWN_CONFIRM_PAGE);
    },
  });
  const description = useWatch({ control: form.control, name: 'description' });
  const owner = useRef(stored?.userId ?? session?.userId ?? null);
  const hintId = useId();
  const countId = useId();

  // Someone else signed in on this page: the pictures on it are not theirs.
  useEffect(() => {
    if (!session) return;
    if (owner.current && owner.current !== session.userId) reset();
    owner.current = session.userId;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of person matters
  }, [session?.userId]);

  const urlsKey = uploadedUrls.join('\n');
  useEffect(() => {
    unknownStore.save({
      description,
      deviceClassification: 'unknown',
      imageUrls: uploadedUrls,
      userId: session?.userId ?? owner.current,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- urlsKey stands for uploadedUrls
  }, [description, urlsKey, session?.userId]);

  const askToSignIn = () => {
    toast.warning(t('unknown.toast.loginFirst'), { id: 'unknown-login-first' });
    dialogs.open('login', { returnTo: UNKNOWN_PAGE });
  };

  const onFiles = (files: File[]) => {
    if (!session) {
      askToSignIn();
      return;
    }
    add(files);
  };

  const cancel = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(ROUTES.recycleNow);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('unknown.form.title')}</Title>
        <Text c="dimmed">{t('unknown.form.intro', { max: MAX_IMAGES })}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={form.submit} noValidate>
          <Stack gap="lg">
            <Textarea
              label={t('unknown.form.briefLabel')}
              description={t('unknown.form.briefHint')}
              placeholder={t('unknown.form.briefPlaceholder')}
              {...form.register('description')}
              maxLength={MAX_DESCRIPTION}
              autosize
              minRows={4}
              maxRows={10}
            />

            <Stack gap="xs">
              <Group justify="space-between" align="baseline" wrap="wrap">
                <Title order={2} size="h4">
                  {t('unknown.form.picturesTitle')}
                </Title>
                <Text size="sm" c="dimmed" id={countId} aria-live="polite">
                  {t('unknown.form.count', { count: pictures.length, max: MAX_IMAGES })}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" id={hintId}>
                {t('unknown.form.picturesHint', { max: MAX_IMAGES })}
              </Text>
              <PictureDropZone onFiles={onFiles} describedBy={`${hintId} ${countId}`} />
              <PictureList pictures={pictures} onRemove={remove} />
            </Stack>

            <Group justify="space-between">
              <Button variant="default" onClick={cancel}>
                {t('unknown.form.cancel')}
              </Button>
              <Button type="submit">{t('unknown.form.next')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
