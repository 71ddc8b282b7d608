import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { extraPaymentOverBalanceMessage, formatCents } from '@parley/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdditionalPayment } from '../../api/consumer/payments/additional-payment';
import { usePaymentPlan } from '../../api/consumer/payments/payment-plan';
import { describeError } from '../../api/errors';
import { CurrencyInput, currencyToCents } from '../../ui/currency-input';
import { LoadFailure } from '../../ui/load-failure';
import { Money } from '../../ui/money';
import { PageHeading } from '../../ui/page-heading';

/**
 * /customer_documents/{id}/setup_additional_payment_amount: pay extra now, off the end of the plan.
 * Nothing is charged until the person has seen the amount and the card and confirmed: an amount
 * over the balance is refused with the balance named (and an offer to pay exactly that), never
 * lowered silently.
 */
export function AdditionalPaymentPage() {
  const caseId = Number(useParams().id);
  const plan = usePaymentPlan(caseId);
  const pay = useAdditionalPayment();
  const navigate = useNavigate();
  const [amount, setAmount] = useState<string | number>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isOverBalance, setIsOverBalance] = useState(false);
  const [confirmingCents, setConfirmingCents] = useState<number | null>(null);
  const balance = plan.data?.balance_remaining ?? 0;
  const card = plan.data?.card ? `your ${plan.data.card.brand.toUpperCase()} card ending ${plan.data.card.last4}` : 'your autopay card';

  function changeAmount(value: string | number) {
    setAmount(value);
    setProblem(null);
    setIsOverBalance(false);
    pay.reset();
  }

  function review(event: React.FormEvent) {
    event.preventDefault();
    const cents = currencyToCents(amount);
    if (cents === null || cents < 100) return setProblem('Enter an amount of at least $1.00.');
    if (cents > balance) {
      setIsOverBalance(true);
      return setProblem(extraPaymentOverBalanceMessage(balance));
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
            setProblem(result.message ?? 'The payment did not go through.');
          }
        },
        onError: () => setConfirmingCents(null),
      },
    );
  }

  return (
    <>
      <PageHeading title="Make an extra payment" documentTitle="Extra payment">
        <Text c="dimmed">It comes off the end of your plan; your autopay card is charged once you confirm.</Text>
      </PageHeading>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
        {confirmingCents !== null ? (
          <Stack gap="md" role="group" aria-labelledby="confirm-extra-payment">
            <Title order={2} fz="lg" id="confirm-extra-payment">
              Confirm your extra payment
            </Title>
            <Text>
              We will charge <Money cents={confirmingCents} fw={700} /> to {card} now. Your remaining balance becomes{' '}
              <Money cents={balance - confirmingCents} fw={600} />.
            </Text>
            <Group gap="sm">
              <Button loading={pay.isPending} onClick={() => confirm(confirmingCents)}>
                Pay {formatCents(confirmingCents)} now
              </Button>
              <Button variant="default" disabled={pay.isPending} onClick={() => setConfirmingCents(null)}>
                Change the amount
              </Button>
            </Group>
          </Stack>
        ) : plan.isError ? (
          // Without the plan there is no balance to check an amount against: say so, and offer a retry.
          <LoadFailure message={describeError(plan.error, 'We could not load your payment plan.')} onRetry={() => void plan.refetch()} />
        ) : (
          <form onSubmit={review} noValidate>
            <Stack gap="md">
              <Text size="sm">
                Remaining balance: <Money cents={plan.data?.balance_remaining} fw={600} />
              </Text>
              <CurrencyInput label="Amount" value={amount} onChange={changeAmount} error={isOverBalance} />
              {problem || pay.isError ? (
                <Alert color="red" variant="light" role="alert">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{problem ?? describeError(pay.error, 'The payment did not go through. Please try again.')}</Text>
                    {isOverBalance ? (
                      <Button variant="light" color="red" onClick={() => changeAmount(balance / 100)}>
                        Pay the full balance of {formatCents(balance)} instead
                      </Button>
                    ) : null}
                  </Stack>
                </Alert>
              ) : null}
              <Button type="submit" disabled={!plan.data} style={{ alignSelf: 'flex-start' }}>
                Review payment
              </Button>
              <Anchor component={Link} to={`/my_cases/${caseId}`} size="sm">
                Back to your case
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
    </>
  );
}
