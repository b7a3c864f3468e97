import { useState } from 'react';
import { Button, FileInput, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminDataOrder } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useUploadArchive } from '../api/upload-archive';
import { archiveProblem, type ArchiveProblem } from '../model/archive-file';
import { ConfirmDialog } from './confirm-dialog';
import classes from './console.module.css';

/** Upload the retrieved data as one zip, with progress; it completes the order and emails the owner. */
export function ArchiveUpload({ order }: { order: AdminDataOrder }) {
  const { t } = useTranslation();
  const mutation = useUploadArchive();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ArchiveProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (chosen: File) => {
    setPercent(0);
    try {
      await mutation.mutateAsync({ orderId: order.orderId, file: chosen, onProgress: setPercent });
      toast.success(t('admin.data.archived'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('admin.data.archiveTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        const found = archiveProblem(file);
        setProblem(found);
        if (!found) setConfirming(true);
      }}
    >
      <Stack gap="sm">
        <FileInput
          label={t('admin.data.archiveFile')}
          description={t('admin.data.archiveHint')}
          accept=".zip,application/zip"
          clearable
          required
          value={file}
          onChange={(next) => {
            setFile(next);
            setProblem(null);
          }}
          leftSection={<IconFileZip size={16} aria-hidden="true" />}
          error={problem && t(`admin.data.${problem}`)}
          disabled={mutation.isPending}
          data-testid="archive-file"
        />
        {percent !== null && (
          <Stack gap={4}>
            <progress
              className={classes.progress}
              max={100}
              value={percent}
              aria-label={t('admin.data.uploadProgress')}
            />
            <Text size="sm" aria-live="polite">
              {t('admin.data.uploading', { percent })}
            </Text>
          </Stack>
        )}
        <Button type="submit" loading={mutation.isPending} data-testid="next-action">
          {t('admin.data.uploadArchive')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('admin.data.archiveConfirmTitle')}
        confirmLabel={t('admin.data.uploadArchive')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (file) void upload(file).catch(() => undefined);
        }}
      >
        {t('admin.data.archiveConfirmBody', { number: order.orderNumber, file: file?.name ?? '' })}
      </ConfirmDialog>
    </form>
  );
}
