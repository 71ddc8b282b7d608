import { Alert, Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@parley/shared';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePaymentReturn } from '../../api/consumer/payments/payment-return';
import { describeError } from '../../api/errors';

/**
 * Consumer spec 2: /customer_documents/{id}/payment_widget/payment_success, where the provider sends
 * the consumer back after a payment (payment_intent in the query). In an iframe (iframe_context=true,
 * the chat's payment widget) it tells the parent window instead of offering navigation.
 */
export function PaymentSuccessPage() {
  const caseId = Number(useParams().id);
  const [params] = useSearchParams();
  const paymentIntent = params.get('payment_intent') ?? '';
  const inIframe = params.get('iframe_context') === 'true';
  const record = usePaymentReturn();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !paymentIntent) return;
    sent.current = true;
    record.mutate(
      { caseId, paymentIntent },
      {
        onSettled: (answer, error) => {
          if (inIframe && window.parent !== window) {
            window.parent.postMessage(
              { type: 'parley:payment_result', status: error ? 'failed' : answer?.status, payment_intent: paymentIntent },
              window.location.origin,
            );
          }
        },
      },
    );
  }, [caseId, paymentIntent, inIframe, record]);

  const back = inIframe ? null : (
    <Anchor component={Link} to={`/my_cases/${caseId}`}>
      Back to your payment plan
    </Anchor>
  );
  let body: React.ReactNode;
  if (!paymentIntent) body = <Alert color="red">This link is missing its payment reference.</Alert>;
  else if (record.isPending || record.isIdle) body = <Loader aria-label="Confirming your payment" />;
  else if (record.isError)
    body = (
      <Alert color="red" role="alert">
        {describeError(record.error, 'We could not confirm this payment.')}
      </Alert>
    );
  else if (record.data.status === 'succeeded')
    body = (
      <Stack gap="xs">
        <Title order={1} fz="h2">
          Payment received
        </Title>
        <Text>Thank you. Your balance is now {formatCents(record.data.plan.balance_remaining)}.</Text>
      </Stack>
    );
  else
    body = (
      <Stack gap="xs">
        <Title order={1} fz="h2">
          Payment not completed
        </Title>
        <Text>{record.data.message ?? 'The payment was not completed. No money was taken.'}</Text>
      </Stack>
    );

  return (
    <Center mih={inIframe ? 200 : '60vh'} p="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack gap="md">
          {body}
          {back}
        </Stack>
      </Paper>
    </Center>
  );
}
