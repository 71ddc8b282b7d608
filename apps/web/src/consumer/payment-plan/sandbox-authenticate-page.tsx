import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { authenticateSandboxPayment } from '../../api/consumer/payments/sandbox';
import { describeError } from '../../api/errors';

const m = {
  title: { id: 'pay.3ds.title', defaultMessage: 'Confirm this payment with your bank' },
  sandbox: { id: 'pay.3ds.sandbox', defaultMessage: 'Sandbox authentication: a real bank would ask for a code or an app approval here.' },
  failed: { id: 'pay.3ds.failed', defaultMessage: 'The authentication could not be recorded.' },
  complete: { id: 'pay.3ds.complete', defaultMessage: 'Complete authentication' },
  fail: { id: 'pay.3ds.fail', defaultMessage: 'Fail authentication' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The sandbox's stand-in for the bank's 3-D Secure page: the consumer approves or fails the payment,
 * then goes back where the provider was told to return (payment_success, with payment_intent).
 */
export function SandboxAuthenticatePage() {
  const intl = useIntl();
  const paymentIntent = useParams().paymentIntent ?? '';
  const authenticate = useMutation({
    mutationFn: authenticateSandboxPayment,
    onSuccess: (answer) => window.location.assign(answer.return_url),
  });
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack gap="md">
          <Title order={1} fz="h3">
            <FormattedMessage {...m.title} />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage {...m.sandbox} />
          </Text>
          {authenticate.isError ? (
            <Alert color="red" role="alert">
              {describeError(authenticate.error, intl.formatMessage(m.failed))}
            </Alert>
          ) : null}
          <Group>
            <Button loading={authenticate.isPending} onClick={() => authenticate.mutate({ paymentIntent, outcome: 'approve' })}>
              <FormattedMessage {...m.complete} />
            </Button>
            <Button variant="default" disabled={authenticate.isPending} onClick={() => authenticate.mutate({ paymentIntent, outcome: 'fail' })}>
              <FormattedMessage {...m.fail} />
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
