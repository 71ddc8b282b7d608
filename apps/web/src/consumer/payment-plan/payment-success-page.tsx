import { Alert, Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePaymentReturn } from '../../api/consumer/payments/payment-return';
import { describeError } from '../../api/errors';
import { useFormat } from '../../i18n/use-format';

const m = {
  back: { id: 'pay.success.back', defaultMessage: 'Back to your payment plan' },
  noReference: { id: 'pay.success.noReference', defaultMessage: 'This link is missing its payment reference.' },
  confirming: { id: 'pay.success.confirming', defaultMessage: 'Confirming your payment' },
  confirmFailed: { id: 'pay.success.confirmFailed', defaultMessage: 'We could not confirm this payment.' },
  received: { id: 'pay.success.received', defaultMessage: 'Payment received' },
  thanks: { id: 'pay.success.thanks', defaultMessage: 'Thank you. Your balance is now {balance}.' },
  notCompleted: { id: 'pay.success.notCompleted', defaultMessage: 'Payment not completed' },
  noMoneyTaken: { id: 'pay.success.noMoneyTaken', defaultMessage: 'The payment was not completed. No money was taken.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * Consumer spec 2: /customer_documents/{id}/payment_widget/payment_success, where the provider sends
 * the consumer back after a payment (payment_intent in the query). In an iframe (iframe_context=true,
 * the chat's payment widget) it tells the parent window instead of offering navigation.
 */
export function PaymentSuccessPage() {
  const intl = useIntl();
  const format = useFormat();
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
      <FormattedMessage {...m.back} />
    </Anchor>
  );
  let body: React.ReactNode;
  if (!paymentIntent) body = <Alert color="red">{intl.formatMessage(m.noReference)}</Alert>;
  else if (record.isPending || record.isIdle) body = <Loader aria-label={intl.formatMessage(m.confirming)} />;
  else if (record.isError)
    body = (
      <Alert color="red" role="alert">
        {describeError(record.error, intl.formatMessage(m.confirmFailed))}
      </Alert>
    );
  else if (record.data.status === 'succeeded')
    body = (
      <Stack gap="xs">
        <Title order={1} fz="h2">
          <FormattedMessage {...m.received} />
        </Title>
        <Text>{intl.formatMessage(m.thanks, { balance: format.money(record.data.plan.balance_remaining) })}</Text>
      </Stack>
    );
  else
    body = (
      <Stack gap="xs">
        <Title order={1} fz="h2">
          <FormattedMessage {...m.notCompleted} />
        </Title>
        <Text>{record.data.message ?? intl.formatMessage(m.noMoneyTaken)}</Text>
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
