import { lazy, Suspense, useEffect } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useMe, type Me } from '../../../features/admin/api/get-me';
import { ConsoleFrame } from '../../../features/admin/components/console-frame';
import { NotAllowed } from '../../../features/admin/components/not-allowed';
import { isAdminRole, isStaffRole } from '../../../features/admin/model/roles';
import { AuthGuard } from '../../../features/auth/components/auth-guard';
import { saveSession, useSession, useSessionChecked } from '../../../lib/signed-in-user';
import { MAIN_CONTENT_ID } from '../../layouts/skip-link';
import { ConsoleHead } from './console-head';

// Each screen is its own chunk: the console's first load is the frame and the overview.
const Overview = lazy(() => import('./overview'));
const Queue = lazy(() => import('./queue'));
const Order = lazy(() => import('./order'));
const Catalogue = lazy(() => import('./catalogue'));
const Model = lazy(() => import('./model'));
const Partners = lazy(() => import('./partners'));
const Partner = lazy(() => import('./partner'));
const Users = lazy(() => import('./users'));
const Audit = lazy(() => import('./audit'));
const Reports = lazy(() => import('./reports'));
const ConsoleNotFound = lazy(() => import('./not-found'));

function Waiting() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

function ConsoleRoutes({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Waiting />}>
      <Routes>
        <Route index element={<Overview />} />
        <Route path="orders/:kind" element={<Queue />} />
        <Route path="orders/:kind/:orderId" element={<Order />} />
        <Route path="catalogue" element={<Catalogue />} />
        <Route path="catalogue/:modelId" element={<Model />} />
        <Route path="partners" element={<Partners />} />
        <Route path="partners/:partnerId" element={<Partner />} />
        <Route
          path="users"
          element={
            isAdminRole(me.role) ? (
              <Users me={me} />
            ) : (
              <>
                <ConsoleHead title={t('admin.notAllowed.title')} />
                <NotAllowed />
              </>
            )
          }
        />
        <Route path="audit" element={<Audit />} />
        <Route path="reports" element={<Reports />} />
        <Route path="*" element={<ConsoleNotFound />} />
      </Routes>
    </Suspense>
  );
}

/**
 * /admin/*: the operations console (docs/web-app.md, "Operations console"). Signed out: the
 * login dialog. Signed in: the server says the role; owners get a page that says no (the API
 * refuses them too), staff and admins the console.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const checked = useSessionChecked();
  const signedIn = checked && session !== null;
  const me = useMe(session?.userId ?? '', signedIn);
  const role = me.data && isStaffRole(me.data.role) ? me.data.role : null;

  // The header's menu links here for staff only: keep the stored role in step with the server's.
  useEffect(() => {
    if (session && me.data && session.userId === me.data.userId && session.role !== me.data.role) {
      saveSession({ ...session, role: me.data.role });
    }
  }, [session, me.data]);

  let content = <Waiting />;
  if (me.data) content = role ? <ConsoleRoutes me={me.data} /> : <NotAllowed />;
  else if (me.isError) {
    content = (
      <Stack align="flex-start">
        <Text>{t('admin.loadFailed')}</Text>
        <Button variant="light" onClick={() => void me.refetch()}>
          {t('admin.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <ConsoleFrame role={role} mainId={MAIN_CONTENT_ID}>
      {!role && <ConsoleHead title={t('admin.brand')} />}
      <AuthGuard>{content}</AuthGuard>
    </ConsoleFrame>
  );
}
