import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { centsToDollars } from '@parley/shared';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdditionalPayment } from '../../api/consumer/payments/additional-payment';
import { usePaymentPlan } from '../../api/consumer/payments/payment-plan';
import { describeError } from '../../api/errors';
import { useFormat } from '../../i18n/use-format';
import { CurrencyInput, currencyToCents } from '../../ui/currency-input';
import { LoadFailure } from '../../ui/load-failure';
import { Money } from '../../ui/money';
import { PageHeading } from '../../ui/page-heading';
import { paymentMessages } from './payment-messages';

const m = {
  title: { id: 'pay.extra.title', defaultMessage: 'Make an extra payment' },
  documentTitle: { id: 'pay.extra.documentTitle', defaultMessage: 'Extra payment' },
  intro: { id: 'pay.extra.intro', defaultMessage: 'It comes off the end of your plan; your autopay card is charged once you confirm.' },
  yourCard: { id: 'pay.extra.yourCard', defaultMessage: 'your {brand} card ending {last4}' },
  autopayCard: { id: 'pay.extra.autopayCard', defaultMessage: 'your autopay card' },
  atLeastOne: { id: 'pay.extra.atLeastOne', defaultMessage: 'Enter an amount of at least $1.00.' },
  // The server refuses with the same words (extraPaymentOverBalanceMessage in @parley/shared).
  overBalance: { id: 'pay.extra.overBalance', defaultMessage: 'An extra payment can be at most your remaining balance of {balance}.' },
  notThrough: { id: 'pay.extra.notThrough', defaultMessage: 'The payment did not go through.' },
  confirmTitle: { id: 'pay.extra.confirmTitle', defaultMessage: 'Confirm your extra payment' },
  willCharge: {
    id: 'pay.extra.willCharge',
    defaultMessage: 'We will charge {amount} to {card} now. Your remaining balance becomes {balance}.',
  },
  payNow: { id: 'pay.extra.payNow', defaultMessage: 'Pay {amount} now' },
  changeAmount: { id: 'pay.extra.changeAmount', defaultMessage: 'Change the amount' },
  remaining: { id: 'pay.extra.remaining', defaultMessage: 'Remaining balance: {balance}' },
  amount: { id: 'pay.extra.amount', defaultMessage: 'Amount' },
  tryAgain: { id: 'pay.extra.tryAgain', defaultMessage: 'The payment did not go through. Please try again.' },
  payFullBalance: { id: 'pay.extra.payFullBalance', defaultMessage: 'Pay the full balance of {balance} instead' },
  review: { id: 'pay.extra.review', defaultMessage: 'Review payment' },
  backToCase: { id: 'pay.extra.backToCase', defaultMessage: 'Back to your case' },
} satisfies Record<string, MessageDescriptor>;

/**
 * /customer_documents/{id}/setup_additional_payment_amount: pay extra now, off the end of the plan.
 * Nothing is charged until the person has seen the amount and the card and confirmed: an amount
 * over the balance is refused with the balance named (and an offer to pay exactly that), never
 * lowered silently.
 */
export function AdditionalPaymentPage() {
  const intl = useIntl();
  const format = useFormat();
  const caseId = Number(useParams().id);
  const plan = usePaymentPlan(caseId);
  const pay = useAdditionalPayment();
  const navigate = useNavigate();
  const [amount, setAmount] = useState<string | number>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isOverBalance, setIsOverBalance] = useState(false);
  const [confirmingCents, setConfirmingCents] = useState<number | null>(null);
  const balance = plan.data?.balance_remaining ?? 0;
  const card = plan.data?.card
    ? intl.formatMessage(m.yourCard, { brand: plan.data.card.brand.toUpperCase(), last4: plan.data.card.last4 })
    : intl.formatMessage(m.autopayCard);

  function changeAmount(value: string | number) {
    setAmount(value);
    setProblem(null);
    setIsOverBalance(false);
    pay.reset();
  }

  function review(event: React.FormEvent) {
    event.preventDefault();
    const cents = currencyToCents(amount);
    if (cents === null || cents < 100) return setProblem(intl.formatMessage(m.atLeastOne));
    if (cents > balance) {
      setIsOverBalance(true);
      return setProblem(intl.formatMessage(m.overBalance, { balance: format.money(balance) }));
    }
    setProblem(null);
    setConfirmingCents(cents);
  }

  function confirm(cents: number) {
    pay.mutate(
      { caseId, amountCents: cents },
      {
        onSuccess: (result) => {
          if (result.status === 'requires_action' && result.redirect_url) window.location.assign(result.redirect_url);
          else if (result.status === 'succeeded')
            navigate(`/customer_documents/${caseId}/payment_widget/payment_success?payment_intent=${result.payment_intent}`);
          else {
            setConfirmingCents(null);
            setProblem(result.message ?? intl.formatMessage(m.notThrough));
          }
        },
        onError: () => setConfirmingCents(null),
      },
    );
  }

  return (
    <>
      <PageHeading title={intl.formatMessage(m.title)} documentTitle={intl.formatMessage(m.documentTitle)}>
        <Text c="dimmed">
          <FormattedMessage {...m.intro} />
        </Text>
      </PageHeading>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
        {confirmingCents !== null ? (
          <Stack gap="md" role="group" aria-labelledby="confirm-extra-payment">
            <Title order={2} fz="lg" id="confirm-extra-payment">
              <FormattedMessage {...m.confirmTitle} />
            </Title>
            <Text>
              <FormattedMessage
                {...m.willCharge}
                values={{ amount: <Money cents={confirmingCents} fw={700} />, card, balance: <Money cents={balance - confirmingCents} fw={600} /> }}
              />
            </Text>
            <Group gap="sm">
              <Button loading={pay.isPending} onClick={() => confirm(confirmingCents)}>
                {intl.formatMessage(m.payNow, { amount: format.money(confirmingCents) })}
              </Button>
              <Button variant="default" disabled={pay.isPending} onClick={() => setConfirmingCents(null)}>
                <FormattedMessage {...m.changeAmount} />
              </Button>
            </Group>
          </Stack>
        ) : plan.isError ? (
          // Without the plan there is no balance to check an amount against: say so, and offer a retry.
          <LoadFailure message={describeError(plan.error, intl.formatMessage(paymentMessages.loadFailed))} onRetry={() => void plan.refetch()} />
        ) : (
          <form onSubmit={review} noValidate>
            <Stack gap="md">
              <Text size="sm">
                <FormattedMessage {...m.remaining} values={{ balance: <Money cents={plan.data?.balance_remaining} fw={600} /> }} />
              </Text>
              <CurrencyInput label={intl.formatMessage(m.amount)} value={amount} onChange={changeAmount} error={isOverBalance} />
              {problem || pay.isError ? (
                <Alert color="red" variant="light" role="alert">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{problem ?? describeError(pay.error, intl.formatMessage(m.tryAgain), intl)}</Text>
                    {isOverBalance ? (
                      <Button variant="light" color="red" onClick={() => changeAmount(centsToDollars(balance))}>
                        {intl.formatMessage(m.payFullBalance, { balance: format.money(balance) })}
                      </Button>
                    ) : null}
                  </Stack>
                </Alert>
              ) : null}
              <Button type="submit" disabled={!plan.data} style={{ alignSelf: 'flex-start' }}>
                <FormattedMessage {...m.review} />
              </Button>
              <Anchor component={Link} to={`/my_cases/${caseId}`} size="sm">
                <FormattedMessage {...m.backToCase} />
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
    </>
  );
}
