import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type PaymentPlan, paymentDateErrors, paymentDateStatusMessage } from '@parley/shared';
import { useState } from 'react';
import { useChangePaymentDate } from '../../../api/consumer/payments/change-payment-date';
import { ApiError, NetworkError } from '../../../api/errors';

/** Consumer spec 5 and 7: move the next autopay payment to an earlier day. */
export function PaymentDateChange({ plan, onDone }: { plan: PaymentPlan; onDone: () => void }) {
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<{ title: string; detail?: string } | null>(null);
  const change = useChangePaymentDate();
  const window = plan.payment_date_window;
  if (!window || plan.subscription_id === null || !plan.next_payment_date) return null;
  const next = plan.next_payment_date;
  const subscriptionId = plan.subscription_id;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const errors = paymentDateErrors(date, next, new Date());
    if (errors.length > 0) {
      setProblem({ title: errors[0] as string });
      return;
    }
    setProblem(null);
    change.mutate(
      { caseId: plan.document_id, subscriptionId, paymentDate: date },
      {
        onSuccess: onDone,
        onError: (error) => {
          // Consumer spec 8: the message by status, with the server's reason as the suggestion.
          const status = error instanceof ApiError ? error.status : error instanceof NetworkError ? 503 : 0;
          setProblem({ title: paymentDateStatusMessage(status), detail: error instanceof ApiError && status === 422 ? error.message : undefined });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change payment date">
      <Stack gap="xs" maw={420}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label="New date for your next payment"
            min={window.min}
            max={window.max}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={change.isPending}>
            Change date
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Any day from tomorrow to the day before your next payment; changes close 24 hours before a payment is charged.
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert" title={problem.title}>
            {problem.detail}
          </Alert>
        ) : null}
        {change.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            {change.data.message}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
