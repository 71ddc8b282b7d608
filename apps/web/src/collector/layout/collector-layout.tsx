import { Alert, AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type BasicStats, type CollectorCheckAuth, MFA_MESSAGES } from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useBasicStats } from '../../api/collector/basic-stats';
import { useCollectorAuth } from '../../api/collector/check-auth';
import { collectorKeys } from '../../api/collector/keys';
import { ApiError, describeError, isUnauthenticated } from '../../api/errors';
import { CollectorChatLauncher } from '../../chat/collector-chat-launcher';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadFailure } from '../../ui/load-failure';
import { RedirectToSignIn } from '../../ui/redirect-to-sign-in';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';
import { useIsDialogOpen } from '../../ui/use-is-dialog-open';
import type { CollectorSession } from '../session/collector-session';
import { collectorReturnPath } from '../session/return-path';
import { CollectorHeader } from './components/collector-header';
import { NotificationsTipCard } from './components/notifications-tip-card';
import { SideNav } from './components/side-nav';
import { TabNav } from './components/tab-nav';
import { SECURITY_PATH } from './nav-items';
import { type NotificationsTip, useNotificationsTip } from './use-notifications-tip';

const HEADER_HEIGHT = 60;
const TAB_ROW_HEIGHT = 44;
const LOAD_FAILED = 'We could not load your session. Please try again.';

/** Every collector page but sign-in and invite: resolves the session, then frames the page. */
export function CollectorLayout() {
  const auth = useCollectorAuth();
  const isSignedIn = auth.data?.ok === true;
  const stats = useBasicStats({ isEnabled: isSignedIn });
  useEnrollmentRequirementWatch();

  if (auth.isPending) return <FullPageLoader />;
  if (auth.isError) return <LoadFailure message={describeError(auth.error, LOAD_FAILED)} onRetry={() => void auth.refetch()} />;
  // basic_stats answering 401 means the session ended since the check.
  // Collector spec 2: a signed-out visit remembers where it was going, then goes to sign in.
  if (!isSignedIn || isUnauthenticated(stats.error)) return <RedirectToSignIn returnPath={collectorReturnPath} signInPath="/collectors" />;
  if (stats.isPending) return <FullPageLoader />;
  if (stats.isError) return <LoadFailure message={describeError(stats.error, LOAD_FAILED)} onRetry={() => void stats.refetch()} />;
  return <CollectorShell session={toSession(auth.data, stats.data)} />;
}

function CollectorShell({ session }: { session: CollectorSession }) {
  const { pathname } = useLocation();
  // Collector spec 2: the navigation is hidden for on-call admins.
  const hasNav = !session.isOnCallAdmin;
  // One tip, on whichever navigation is showing: the sidebar from 768 px, the tab row below.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // On a phone it floats over the foot of the screen: it waits while a dialog (the chat panel) is open, and comes back after.
  const isDialogOpen = useIsDialogOpen(!isWide);
  const tip = useNotificationsTip(hasNav && !session.isMfaEnrollmentRequired && !isDialogOpen);
  const closedTip: NotificationsTip = { ...tip, isOpen: false };
  // The server refuses every other collector route until the user enrols; the nav stays, the pages redirect.
  if (session.isMfaEnrollmentRequired && pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return (
    <AppShell
      // Below 768 px the header also carries the navigation as a row of tabs.
      header={{ height: hasNav ? { base: HEADER_HEIGHT + TAB_ROW_HEIGHT, sm: HEADER_HEIGHT } : HEADER_HEIGHT }}
      navbar={hasNav ? { width: 240, breakpoint: 'sm', collapsed: { mobile: true } } : undefined}
      padding={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <SkipLink />
      <AppShell.Header>
        <CollectorHeader session={session} height={HEADER_HEIGHT} />
        {hasNav ? <TabNav isAdmin={session.isAdmin} height={TAB_ROW_HEIGHT} /> : null}
      </AppShell.Header>
      {hasNav ? (
        <AppShell.Navbar p="sm" visibleFrom="sm">
          <SideNav isAdmin={session.isAdmin} tip={isWide ? tip : closedTip} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {session.isOnCallAdmin ? (
          <Alert color="blue" variant="light" mb="lg">
            Viewing user accounts as administrator.
          </Alert>
        ) : null}
        {isWide ? null : <NotificationsTipCard tip={isDialogOpen ? closedTip : tip} floating />}
        {session.isMfaEnrollmentRequired ? (
          <Alert color="yellow" variant="light" mb="lg" maw={720} role="alert">
            {MFA_MESSAGES.enrollmentRequired}
          </Alert>
        ) : null}
        {/* The first visit to a page fetches its chunk; the frame stays meanwhile. */}
        <Suspense fallback={<FullPageLoader />}>
          <Outlet context={session} />
        </Suspense>
        {session.isOnCallAdmin || session.isMfaEnrollmentRequired ? null : <CollectorChatLauncher />}
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * The session check is cached for a while; if the firm starts requiring two-step verification in the
 * meantime, the first page call answers 403 with the enrollment message. Check the session again then,
 * so the layout sends the user to the security page.
 */
function useEnrollmentRequirementWatch() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (error instanceof ApiError && error.status === 403 && error.message === MFA_MESSAGES.enrollmentRequired) {
          void queryClient.invalidateQueries({ queryKey: collectorKeys.checkAuth() });
        }
      }),
    [queryClient],
  );
}

function toSession(auth: CollectorCheckAuth, stats: BasicStats): CollectorSession {
  const email = auth.current_user?.email ?? null;
  return {
    userId: auth.current_user?.id ?? null,
    email,
    scope: auth.scope,
    isAdmin: auth.scope === 'admin',
    isOnCallAdmin: stats.is_on_call_admin,
    lawFirmName: stats.law_firm?.name ?? null,
    isFirmCodeSession: auth.current_user !== null && email === null,
    isMfaEnrollmentRequired: auth.mfa_enrollment_required === true,
  };
}
