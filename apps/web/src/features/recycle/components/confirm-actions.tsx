import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** Back to the form, or Submit (blocked while the order is being placed). */
export function ConfirmActions({
  backTo,
  onSubmit,
  submitting,
}: {
  backTo: string;
  onSubmit: () => void;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button component={Link} to={backTo} variant="default">
        {t('recycle.confirm.back')}
      </Button>
      <Button onClick={onSubmit} loading={submitting} disabled={submitting}>
        {t('recycle.confirm.submit')}
      </Button>
    </Group>
  );
}
