import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './unknown.module.css';

interface PictureDropZoneProps {
  /** Called with every file chosen, dropped or photographed. */
  onFiles: (files: File[]) => void;
  /** Ids of the texts that describe the zone (the hint and the count). */
  describedBy?: string;
}

/**
 * Where pictures come from: drag and drop, the file picker (several at once) and, on phones,
 * the camera. The real inputs are hidden; visible buttons open them, so the zone works by
 * keyboard and with a screen reader.
 */
export function PictureDropZone({ onFiles, describedBy }: PictureDropZoneProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const touch = useMediaQuery('(pointer: coarse)');
  const titleId = useId();

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setActive(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setActive(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setActive(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      className={classes.dropZone}
      data-active={active || undefined}
      data-testid="picture-drop-zone"
      role="group"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <Stack align="center" gap="xs">
        <IconPhotoPlus size={36} stroke={1.5} aria-hidden="true" />
        <Text fw={600} id={titleId}>
          {t('unknown.form.dropTitle')}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {t('unknown.form.dropOr')}
        </Text>
        <Group justify="center" gap="sm">
          <Button
            variant="light"
            leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
            onClick={() => picker.current?.click()}
          >
            {t('unknown.form.choose')}
          </Button>
          {touch ? (
            <Button
              variant="light"
              leftSection={<IconCamera size={18} aria-hidden="true" />}
              onClick={() => camera.current?.click()}
            >
              {t('unknown.form.camera')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        data-testid="picture-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        data-testid="camera-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
