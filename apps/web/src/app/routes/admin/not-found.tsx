import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { consolePaths } from '../../../features/admin/model/console-paths';
import { ConsoleHead } from './console-head';

/** A console address that names nothing (or an order that is not there). */
export default function ConsoleNotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <ConsoleHead title={t('admin.notFound.title')} />
      <Title order={1} size="h2">
        {t('admin.notFound.title')}
      </Title>
      <Text>{message ?? t('admin.notFound.body')}</Text>
      <Anchor component={Link} to={consolePaths.overview}>
        {t('admin.notFound.back')}
      </Anchor>
    </Stack>
  );
}
