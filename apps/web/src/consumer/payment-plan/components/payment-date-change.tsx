import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  AUTOPAY_MESSAGES,
  PAYMENT_DATE_STATUS_MESSAGES,
  type PaymentPlan,
  paymentDateErrors,
  paymentDateStatusMessage,
  paymentDateWindow,
} from '@parley/shared';
import { useState } from 'react';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { useChangePaymentDate } from '../../../api/consumer/payments/change-payment-date';
import { ApiError, NetworkError } from '../../../api/errors';
import { useFormat } from '../../../i18n/use-format';
import { autopayText, paymentDateStatusText } from '../payment-messages';

const m = {
  form: { id: 'pay.date.form', defaultMessage: 'Change payment date' },
  newDate: { id: 'pay.date.newDate', defaultMessage: 'New date for your next payment' },
  submit: { id: 'pay.date.submit', defaultMessage: 'Change date' },
  window: {
    id: 'pay.date.window',
    defaultMessage: 'Any day from tomorrow to the day before your next payment; changes close 24 hours before a payment is charged.',
  },
  tooSoon: { id: 'pay.date.tooSoon', defaultMessage: 'Your next payment is too soon to move to an earlier date.' },
  between: { id: 'pay.date.between', defaultMessage: 'Please select a date between {min} and {max}.' },
} satisfies Record<string, MessageDescriptor>;

/** The key of a shared text table whose English is `text`, to show that text in the page's language. */
const keyOf = <T extends Record<string, string>>(table: T, text: string) => (Object.keys(table) as (keyof T & string)[]).find((k) => table[k] === text);

/**
 * `paymentDateErrors`' first reason in the page's language: its fixed texts are AUTOPAY_MESSAGES;
 * the two about the window are worded here with the window's dates.
 */
function dateProblem(intl: IntlShape, formatDate: (iso: string) => string, error: string, next: string, now: Date): string {
  const key = keyOf(AUTOPAY_MESSAGES, error);
  if (key) return intl.formatMessage(autopayText[key]);
  const { min, max } = paymentDateWindow(next, now);
  return min > max ? intl.formatMessage(m.tooSoon) : intl.formatMessage(m.between, { min: formatDate(min), max: formatDate(max) });
}

/** Consumer spec 5 and 7: move the next autopay payment to an earlier day. */
export function PaymentDateChange({ plan, onDone }: { plan: PaymentPlan; onDone: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<{ title: string; detail?: string } | null>(null);
  const change = useChangePaymentDate();
  const window = plan.payment_date_window;
  if (!window || plan.subscription_id === null || !plan.next_payment_date) return null;
  const next = plan.next_payment_date;
  const subscriptionId = plan.subscription_id;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const now = new Date();
    const errors = paymentDateErrors(date, next, now);
    if (errors[0]) {
      setProblem({ title: dateProblem(intl, (iso) => format.date(iso, 'long'), errors[0], next, now) });
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
          const english = paymentDateStatusMessage(status);
          const descriptor = paymentDateStatusText[keyOf(PAYMENT_DATE_STATUS_MESSAGES, english) as keyof typeof paymentDateStatusText];
          setProblem({
            title: descriptor ? intl.formatMessage(descriptor) : english,
            detail: error instanceof ApiError && status === 422 ? error.message : undefined,
          });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.form)}>
      <Stack gap="xs" maw={420}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={intl.formatMessage(m.newDate)}
            min={window.min}
            max={window.max}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={change.isPending}>
            <FormattedMessage {...m.submit} />
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          <FormattedMessage {...m.window} />
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
