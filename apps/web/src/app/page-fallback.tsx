import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';

/** Shown where the page goes while its code arrives on the first visit. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader color="brand" type="dots" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loadingPage')}</span>
    </Center>
  );
}
