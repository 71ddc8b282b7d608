import { Anchor, AppShell, Box, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@parley/shared';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { casesKeys } from '../../api/consumer/cases/keys';
import { useCurrentUser } from '../../api/consumer/check-auth';
import { homeKeys } from '../../api/consumer/home/keys';
import { useSaveLanguage } from '../../api/consumer/language';
import { paymentsKeys } from '../../api/consumer/payments/keys';
import { describeError } from '../../api/errors';
import { useCaseLive } from '../../app/case-live';
import { ConsumerChatPanel } from '../../chat/consumer-chat-panel';
import { setLanguage, takeSignedOutChoice } from '../../i18n/language-store';
import { LanguageSwitch } from '../../i18n/language-switch';
import { AskSoloPanel } from '../../pilot/components/ask-solo-panel';
import { common } from '../../ui/common-messages';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadFailure } from '../../ui/load-failure';
import { ParleyLogo } from '../../ui/parley-logo';
import { RedirectToSignIn } from '../../ui/redirect-to-sign-in';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';
import { VerifyEmailBanner } from '../email-confirmation/verify-email-banner';
import { consumerReturnPath, DASHBOARD_PATH } from '../session/return-path';
import { HeaderMenu, MobileNav, MobileNavToggle } from './header-menu';

/** What a live change to one of the consumer's cases refetches: the case, the dashboard, the plan. */
const LIVE_KEYS = [casesKeys.all, homeKeys.dashboard(), paymentsKeys.all] as const;

/** Consumer pages that need a consumer session. */
export function ConsumerLayout() {
  const intl = useIntl();
  const session = useCurrentUser();
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    return <LoadFailure message={describeError(session.error, intl.formatMessage(common.loadAccountFailed))} onRetry={() => void session.refetch()} />;
  }
  // A collector session also answers check_auth; it does not open consumer pages.
  if (!session.data?.is_consumer) return <RedirectToSignIn returnPath={consumerReturnPath} signInPath="/users/sign_in" />;
  return <ConsumerShell user={session.data} />;
}

/** The header's nested menu opens on hover from 992 px up; below, the layout switches to a drawer (consumer spec 9). */
function ConsumerShell({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const [isNavOpen, nav] = useDisclosure(false);
  useCaseLive('consumer', LIVE_KEYS);
  // The account's language wins over this device's last choice, on every device the consumer uses;
  // a language chosen on the sign-in screen just now is saved to the account instead.
  const { mutate: save } = useSaveLanguage();
  useEffect(() => {
    const chosen = takeSignedOutChoice();
    if (chosen && chosen !== user.language) {
      setLanguage(chosen);
      save(chosen);
    } else setLanguage(user.language);
  }, [user.language, save]);
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'md', sm: 'xl' }} bg="gray.0">
      <SkipLink />
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Anchor component={Link} to={DASHBOARD_PATH} underline="never" aria-label={intl.formatMessage(common.parleyHome)}>
                <ParleyLogo size={26} />
              </Anchor>
              <HeaderMenu />
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Box visibleFrom="md">
                <LanguageSwitch signedIn />
              </Box>
              <Button component={Link} to="/users/sign_out" variant="default" size="xs" visibleFrom="md">
                {intl.formatMessage(common.signOut)}
              </Button>
              <MobileNavToggle opened={isNavOpen} onToggle={nav.toggle} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <MobileNav opened={isNavOpen} onClose={nav.close} firstName={user.first_name} />
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* Room under the last content for the floating Ask Solo button, which otherwise covers it (issue 37.10). */}
        <Container size="lg" px={0} pb={{ base: 0, sm: 88 }}>
          <VerifyEmailBanner user={user} />
          {/* The first visit to a page fetches its chunk; the frame stays meanwhile. */}
          <Suspense fallback={<FullPageLoader />}>
            <Outlet context={user} />
          </Suspense>
          <ConsumerChatPanel />
        </Container>
        <AskSoloPanel />
      </AppShell.Main>
    </AppShell>
  );
}
