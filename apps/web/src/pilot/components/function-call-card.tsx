import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { clampIframeHeight, type PilotFunctionCall } from '@parley/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pilotText, progressText } from '../pilot-text';

const m = {
  failed: { id: 'solo.call.failed', defaultMessage: 'That action could not be completed.' },
  startDebtAnswer: { id: 'solo.call.startDebtAnswer', defaultMessage: 'Start Debt Answer' },
  startSoloSettle: { id: 'solo.call.startSoloSettle', defaultMessage: 'Start SoloSettle' },
  startDocument: { id: 'solo.call.startDocument', defaultMessage: 'Start document' },
  paymentForm: { id: 'solo.call.paymentForm', defaultMessage: 'Payment form' },
  openPaymentForm: { id: 'solo.call.openPaymentForm', defaultMessage: 'Open the payment form in a new tab' },
} satisfies Record<string, MessageDescriptor>;

/** A function call: its progress message while pending or executing, then its result or its failure. */
export function FunctionCallCard({ call }: { call: PilotFunctionCall }) {
  const intl = useIntl();
  if (call.state === 'pending' || call.state === 'executing') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {intl.formatMessage(progressText[call.functionName])}
        </Text>
      </Group>
    );
  }
  if (call.state === 'failed') {
    return (
      <Alert color="red" variant="light" p="xs">
        <Text size="sm">{call.errorMessage ?? intl.formatMessage(m.failed)}</Text>
      </Alert>
    );
  }
  const result = call.result;
  if (!result) return null;
  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap={6}>
        <Text size="sm">{result.message}</Text>
        {result.url ? (
          <Button component={Link} to={result.url} size="xs" variant="light" style={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage(
              call.functionName === 'start_debt_answer' ? m.startDebtAnswer : call.functionName === 'start_solosettle' ? m.startSoloSettle : m.startDocument,
            )}
          </Button>
        ) : null}
        {result.courts?.map((court) => (
          <div key={court.id}>
            <Text size="sm" fw={600}>
              {court.name}
            </Text>
            <Text size="xs" c="dimmed">
              {court.formatted_address}
            </Text>
          </div>
        ))}
        {call.functionName === 'display_payment_widget' && result.iframe_url ? <PaymentWidgetFrame src={result.iframe_url} /> : null}
      </Stack>
    </Paper>
  );
}

/**
 * The payment widget in an iframe (consumer spec 4, 9): 400 px high until the widget reports
 * its height in a `{ type: 'resize', height }` message, clamped to 200–800 px.
 */
function PaymentWidgetFrame({ src }: { src: string }) {
  const intl = useIntl();
  const [height, setHeight] = useState(clampIframeHeight(undefined));
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; height?: unknown } | null;
      if (data?.type === 'resize') setHeight(clampIframeHeight(data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (hasFailed)
    return (
      <Text size="sm" c="red">
        {intl.formatMessage(pilotText.iframeFailed)}
      </Text>
    );
  return (
    <>
      <iframe title={intl.formatMessage(m.paymentForm)} src={src} style={{ width: '100%', height, border: 0 }} onError={() => setHasFailed(true)} />
      <Anchor href={src} target="_blank" size="xs">
        <FormattedMessage {...m.openPaymentForm} />
      </Anchor>
    </>
  );
}
