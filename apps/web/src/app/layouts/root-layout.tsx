import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { loadWaitingParts } from '../../components/ui/lazy-near';
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

/** Once the visitor leaves the first page, the parts of it still waiting to come near load (lazy-near.ts). */
function useLoadWaitingPartsOnLeave() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) loadWaitingParts();
  }, [pathname]);
}

/** What every page shares, with or without header and footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useLoadWaitingPartsOnLeave();

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
