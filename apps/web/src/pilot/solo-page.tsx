import { Box, Container, Paper } from '@mantine/core';
import { useCurrentUser } from '../api/consumer/check-auth';
import { describeError } from '../api/errors';
import { consumerReturnPath } from '../consumer/session/return-path';
import { FullPageLoader } from '../ui/full-page-loader';
import { LoadFailure } from '../ui/load-failure';
import { RedirectToSignIn } from '../ui/redirect-to-sign-in';
import { PilotChat } from './components/pilot-chat';
import { useAskSolo } from './use-ask-solo';

/** /solo: Ask Solo in a full window (opened in a new tab from the chat header). */
export function SoloPage() {
  const session = useCurrentUser();
  if (session.isPending) return <FullPageLoader />;
  if (session.isError)
    return <LoadFailure message={describeError(session.error, 'We could not load your account. Please try again.')} onRetry={() => void session.refetch()} />;
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
