import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { authenticateSandboxPayment } from '../../api/consumer/payments/sandbox';
import { describeError } from '../../api/errors';

/**
 * The sandbox's stand-in for the bank's 3-D Secure page: the consumer approves or fails the payment,
 * then goes back where the provider was told to return (payment_success, with payment_intent).
 */
export function SandboxAuthenticatePage() {
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
            Confirm this payment with your bank
          </Title>
          <Text size="sm" c="dimmed">
            Sandbox authentication: a real bank would ask for a code or an app approval here.
          </Text>
          {authenticate.isError ? (
            <Alert color="red" role="alert">
              {describeError(authenticate.error, 'The authentication could not be recorded.')}
            </Alert>
          ) : null}
          <Group>
            <Button loading={authenticate.isPending} onClick={() => authenticate.mutate({ paymentIntent, outcome: 'approve' })}>
              Complete authentication
            </Button>
            <Button variant="default" disabled={authenticate.isPending} onClick={() => authenticate.mutate({ paymentIntent, outcome: 'fail' })}>
              Fail authentication
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
