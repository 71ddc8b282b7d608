import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { clampIframeHeight, FUNCTION_PROGRESS_MESSAGES, PILOT_MESSAGES, type PilotFunctionCall } from '@parley/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

/** A function call: its progress message while pending or executing, then its result or its failure. */
export function FunctionCallCard({ call }: { call: PilotFunctionCall }) {
  if (call.state === 'pending' || call.state === 'executing') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {FUNCTION_PROGRESS_MESSAGES[call.functionName]}
        </Text>
      </Group>
    );
  }
  if (call.state === 'failed') {
    return (
      <Alert color="red" variant="light" p="xs">
        <Text size="sm">{call.errorMessage ?? 'That action could not be completed.'}</Text>
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
            {call.functionName === 'start_debt_answer' ? 'Start Debt Answer' : call.functionName === 'start_solosettle' ? 'Start SoloSettle' : 'Start document'}
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
        {PILOT_MESSAGES.iframeFailed}
      </Text>
    );
  return (
    <>
      <iframe title="Payment form" src={src} style={{ width: '100%', height, border: 0 }} onError={() => setHasFailed(true)} />
      <Anchor href={src} target="_blank" size="xs">
        Open the payment form in a new tab
      </Anchor>
    </>
  );
}
