import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdditionalPayment } from '../../api/consumer/payments/additional-payment';
import { usePaymentPlan } from '../../api/consumer/payments/payment-plan';
import { describeError } from '../../api/errors';
import { CurrencyInput, currencyToCents } from '../../ui/currency-input';
import { Money } from '../../ui/money';
import { PageHeading } from '../../ui/page-heading';

/** /customer_documents/{id}/setup_additional_payment_amount: pay extra now, off the end of the plan. */
export function AdditionalPaymentPage() {
  const caseId = Number(useParams().id);
  const plan = usePaymentPlan(caseId);
  const pay = useAdditionalPayment();
  const navigate = useNavigate();
  const [amount, setAmount] = useState<string | number>('');
  const [problem, setProblem] = useState<string | null>(null);
  const balance = plan.data?.balance_remaining ?? 0;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const cents = currencyToCents(amount);
    if (cents === null || cents < 100) return setProblem('Enter an amount of at least $1.00.');
    if (cents > balance) return setProblem('An extra payment can be at most your remaining balance.');
    setProblem(null);
    pay.mutate(
      { caseId, amountCents: cents },
      {
        onSuccess: (result) => {
          if (result.status === 'requires_action' && result.redirect_url) window.location.assign(result.redirect_url);
          else if (result.status === 'succeeded')
            navigate(`/customer_documents/${caseId}/payment_widget/payment_success?payment_intent=${result.payment_intent}`);
          else setProblem(result.message ?? 'The payment did not go through.');
        },
      },
    );
  }

  return (
    <>
      <PageHeading title="Make an extra payment" documentTitle="Extra payment">
        <Text c="dimmed">It comes off the end of your plan; your autopay card is charged now.</Text>
      </PageHeading>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Remaining balance: <Money cents={plan.data?.balance_remaining} fw={600} />
            </Text>
            <CurrencyInput label="Amount" value={amount} onChange={setAmount} max={balance / 100} />
            {problem || pay.isError ? (
              <Alert color="red" variant="light" role="alert">
                {problem ?? describeError(pay.error, 'The payment did not go through. Please try again.')}
              </Alert>
            ) : null}
            <Button type="submit" loading={pay.isPending} disabled={!plan.data} style={{ alignSelf: 'flex-start' }}>
              Pay now
            </Button>
            <Anchor component={Link} to={`/my_cases/${caseId}`} size="sm">
              Back to your case
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
