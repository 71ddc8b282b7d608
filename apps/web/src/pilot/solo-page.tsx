import { Box, Container, Paper } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useCurrentUser } from '../api/consumer/check-auth';
import { describeError } from '../api/errors';
import { consumerReturnPath } from '../consumer/session/return-path';
import { FullPageLoader } from '../ui/full-page-loader';
import { LoadFailure } from '../ui/load-failure';
import { RedirectToSignIn } from '../ui/redirect-to-sign-in';
import { PilotChat } from './components/pilot-chat';
import { useAskSolo } from './use-ask-solo';

const m = { loadFailed: { id: 'solo.page.loadFailed', defaultMessage: 'We could not load your account. Please try again.' } } satisfies Record<
  string,
  MessageDescriptor
>;

/** /solo: Ask Solo in a full window (opened in a new tab from the chat header). */
export function SoloPage() {
  const intl = useIntl();
  const session = useCurrentUser();
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) return <LoadFailure message={describeError(session.error, intl.formatMessage(m.loadFailed))} onRetry={() => void session.refetch()} />;
  if (!session.data?.is_consumer) return <RedirectToSignIn returnPath={consumerReturnPath} signInPath="/users/sign_in" />;
  return <FullWindow />;
}

function FullWindow() {
  const solo = useAskSolo({ isActive: true });
  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 0, sm: 'lg' }}>
      <Container size="md" px={{ base: 0, sm: 'md' }}>
        <Paper
          withBorder
          radius="md"
          shadow="sm"
          h={{ base: '100dvh', sm: 'calc(100dvh - 48px)' }}
          style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
        >
          <PilotChat solo={solo} variant="full" />
        </Paper>
      </Container>
    </Box>
  );
}
