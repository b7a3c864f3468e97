import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { REPORT_COLUMNS, REPORT_MAX_DAYS, reportQuerySchema } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { downloadReport, reportFileName } from '../api/download-report';
import { defaultPeriod } from '../model/report-period';

/** The orders of a period (both days included, London dates) as a CSV download. */
export function ReportForm() {
  const { t } = useTranslation();
  const form = useApiForm({
    schema: reportQuerySchema,
    defaultValues: defaultPeriod(new Date()),
    onSubmit: async (period) => {
      await downloadReport(period);
      toast.success(t('admin.reports.downloaded', { file: reportFileName(period) }));
    },
  });
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <form onSubmit={form.submit} noValidate aria-label={t('admin.reports.title')}>
        <Stack gap="sm">
          <Text size="sm">
            {t('admin.reports.intro', { days: REPORT_MAX_DAYS, columns: REPORT_COLUMNS.join(', ') })}
          </Text>
          <Group grow gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('admin.reports.from')}
              required
              {...form.register('from')}
              error={form.errorOf('from')}
            />
            <TextInput
              type="date"
              label={t('admin.reports.to')}
              required
              {...form.register('to')}
              error={form.errorOf('to')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={form.submitting} leftSection={<IconDownload size={16} aria-hidden="true" />}>
              {t('admin.reports.download')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
