import { ActionIcon, Progress, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { Picture } from './use-picture-uploads';
import classes from './unknown.module.css';

/** The chosen pictures: a thumbnail each, its upload progress or a tick, and a remove button. */
export function PictureList({ pictures, onRemove }: { pictures: readonly Picture[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  if (pictures.length === 0) return null;
  return (
    <ul className={classes.pictures} aria-label={t('unknown.form.picturesTitle')}>
      {pictures.map((picture, index) => {
        const n = index + 1;
        return (
          <li key={picture.id} className={classes.picture} data-testid="picture" data-status={picture.status}>
            <img className={classes.thumb} src={picture.previewUrl} alt={t('unknown.picture.alt', { n })} />
            <ActionIcon
              className={classes.remove}
              variant="filled"
              color="dark"
              radius="xl"
              size="md"
              aria-label={t('unknown.picture.remove', { n })}
              onClick={() => onRemove(picture.id)}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
            <Text size="sm" fw={600}>
              {t('unknown.picture.label', { n })}
            </Text>
            {picture.status === 'uploading' ? (
              <>
                <Progress.Root size="md">
                  <Progress.Section value={picture.progress} aria-label={t('unknown.picture.progress', { n })} />
                </Progress.Root>
                <Text size="xs" c="dimmed" aria-live="polite">
                  {t('unknown.picture.uploading')}
                </Text>
              </>
            ) : (
              <span className={classes.tick} data-testid="picture-uploaded">
                <IconCircleCheckFilled size={18} aria-hidden="true" />
                {t('unknown.picture.uploaded')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
