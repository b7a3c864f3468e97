import { Checkbox } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { RichText } from '../../../components/ui/rich-text';

/**
 * The customer's express request to start within the 14-day cancellation period, with the
 * acknowledgement that the right ends once the service is complete (Consumer Contracts
 * Regulations 2013, regs. 36 and 37; docs/legal.md). Pay waits for it; the terms open in a new tab.
 */
export function StartNowConsent({
  checked,
  onChange,
  showError,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={<RichText text={t('data.confirmation.startNow')} newTab />}
      error={showError && !checked ? t('data.confirmation.startNowRequired') : undefined}
      required
      data-testid="start-now-consent"
    />
  );
}
