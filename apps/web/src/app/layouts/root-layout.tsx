import { useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { NavigationProgress } from '../../components/ui/navigation-progress';
import { loading } from '../../lib/loading-store';
import { PageMeta } from '../page-meta';
import { DialogHost } from './dialog-host';
import { SessionWatcher } from './session-watcher';
import { SkipLink } from './skip-link';

function GlobalLoadingOverlay() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(loading.subscribe, loading.getState, loading.getState);
  return <LoadingOverlay visible={state.visible} message={state.message ?? t('common.loading')} />;
}

/** What every page shares, with or without header and footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();

  return (
    <>
      <PageMeta />
      <SkipLink label={t('common.skipToContent')} />
      <NavigationProgress active={navigation.state !== 'idle'} label={t('common.loadingPage')} />
      <Outlet />
      <GlobalLoadingOverlay />
      <DialogHost />
      <SessionWatcher />
      <ScrollRestoration />
    </>
  );
}
