import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AUTOPAY_MESSAGES, formatCents, type PaymentPlan } from '@parley/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePaymentPlan } from '../../api/consumer/payments/payment-plan';
import { useSetupAutopay } from '../../api/consumer/payments/setup-autopay';
import { useUpdateCard } from '../../api/consumer/payments/update-card';
import { describeError } from '../../api/errors';
import { Money } from '../../ui/money';
import { calendarDate, localBillingTime } from './billing-time';
import { CardForm } from './components/card-form';
import { PaymentDateChange } from './components/payment-date-change';

const STATUS_BADGE: Record<string, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'gray' },
  processing: { label: 'Processing', color: 'blue' },
  paid: { label: 'Paid', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  covered: { label: 'Covered by extra payment', color: 'teal' },
};

/**
 * Consumer spec 3 "Payment plan" and 4 "Autopay": the plan of one signed case, and setting up or
 * fixing its autopay. Exported for the dashboard to embed as well.
 */
export function PaymentPlanPanel({ caseId }: { caseId: number }) {
  const query = usePaymentPlan(caseId);
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading your payment plan" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describeError(query.error, 'We could not load your payment plan.')}
      </Alert>
    );
  }
  return <PlanView plan={query.data} />;
}

function PlanView({ plan }: { plan: PaymentPlan }) {
  const [changingCard, setChangingCard] = useState(false);
  const [changingDate, setChangingDate] = useState(false);
  const isSetUp = plan.subscription_id !== null;
  const isPaidOff = plan.balance_remaining === 0;
  const paidCount = plan.total_payments_count - plan.payments_remaining;
  return (
    <Stack gap="lg" component="section" aria-label="Payment plan">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Stat label="Total you pay" cents={plan.total_amount_customer_pays} />
        <Stat label="Balance remaining" cents={plan.balance_remaining} />
        <Stat label="You save" cents={plan.total_savings} />
        <Stat
          label="Next payment"
          cents={plan.next_payment_amount}
          note={plan.next_payment_date ? calendarDate(plan.next_payment_date) : isPaidOff ? 'Paid in full' : '—'}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Progress value={plan.progress_percentage} size="lg" radius="xl" aria-label={`${plan.progress_percentage}% paid`} />
        <Text size="sm" c="dimmed">
          {plan.progress_percentage}% paid · {paidCount} of {plan.total_payments_count} payments made · {plan.payments_remaining} remaining
          {plan.previous_payment_date ? ` · previous payment ${calendarDate(plan.previous_payment_date)}` : ''}
        </Text>
      </Stack>

      {!isSetUp ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="md">
              Set up autopay
            </Title>
            <Text size="sm">
              We charge each payment of your agreed schedule automatically
              {plan.next_billing_at ? `, the first on ${localBillingTime(plan.next_billing_at)} (the end of the day in UTC, shown in your time)` : ''}.
            </Text>
            <SetupAutopay plan={plan} />
          </Stack>
        </Paper>
      ) : (
        <AutopayState plan={plan} onChangeCard={() => setChangingCard(true)} />
      )}

      {isSetUp && (changingCard || plan.subscription_needs_attention) ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="md">
              {plan.subscription_needs_attention ? 'Update your card' : 'Change your card'}
            </Title>
            <UpdateCard plan={plan} onDone={() => setChangingCard(false)} />
          </Stack>
        </Paper>
      ) : null}

      {isSetUp && plan.payment_date_window ? (
        changingDate ? (
          <PaymentDateChange plan={plan} onDone={() => undefined} />
        ) : (
          <Group gap="sm">
            <Button variant="subtle" size="compact-sm" onClick={() => setChangingDate(true)}>
              Change next payment date
            </Button>
          </Group>
        )
      ) : null}
      {isSetUp && !isPaidOff ? (
        <Anchor component={Link} to={`/customer_documents/${plan.document_id}/setup_additional_payment_amount`} size="sm">
          Make an extra payment
        </Anchor>
      ) : null}

      <Stack gap="xs">
        <Title order={3} fz="md">
          Payment history
        </Title>
        {plan.payment_history.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payments yet.
          </Text>
        ) : (
          <Table striped withTableBorder aria-label="Payment history" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.payment_history.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{calendarDate(p.date)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Money cents={p.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {plan.subscription_latest_invoice_url ? (
          <Anchor href={plan.subscription_latest_invoice_url} target="_blank" rel="noopener" size="sm">
            View the latest receipt
          </Anchor>
        ) : null}
      </Stack>

      <Stack gap="xs">
        <Title order={3} fz="md">
          Schedule
        </Title>
        <Table withTableBorder aria-label="Payment schedule" fz="sm">
          <Table.Tbody>
            {plan.schedule.map((c) => (
              <Table.Tr key={`${c.id}-${c.date}-${c.amount}`}>
                <Table.Td>{calendarDate(c.date)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <Money cents={c.amount} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <Badge variant="light" color={STATUS_BADGE[c.status]?.color ?? 'gray'}>
                    {STATUS_BADGE[c.status]?.label ?? c.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}

function Stat({ label, cents, note }: { label: string; cents: number | null; note?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={700}>
        <Money cents={cents} />
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

function AutopayState({ plan, onChangeCard }: { plan: PaymentPlan; onChangeCard: () => void }) {
  const card = plan.card ? `${plan.card.brand.toUpperCase()} ••••${plan.card.last4}` : 'your card';
  if (plan.subscription_needs_attention) {
    return (
      <Alert color="red" variant="light" role="alert" title="Autopay needs attention">
        <Stack gap={4}>
          <Text size="sm">{AUTOPAY_MESSAGES.failedAutopay}</Text>
          {plan.latest_failure_message ? <Text size="sm">Reason: {plan.latest_failure_message}</Text> : null}
          {plan.subscription_latest_invoice_url ? (
            <Anchor href={plan.subscription_latest_invoice_url} target="_blank" rel="noopener" size="sm">
              Latest invoice
            </Anchor>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (plan.balance_remaining === 0) {
    return (
      <Alert color="teal" variant="light" title="Paid in full">
        Every payment of your plan is made. The firm confirms the settlement in writing.
      </Alert>
    );
  }
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Group gap="xs">
          <Badge color="teal" variant="light">
            {plan.is_subscription_upcoming ? 'Autopay set up' : 'Autopay on'}
          </Badge>
          <Text size="sm">Paying with {card}</Text>
        </Group>
        {plan.next_billing_at && plan.next_payment_amount !== null ? (
          <Text size="sm">
            {plan.is_subscription_upcoming ? 'Your first payment' : 'Your next payment'} of <Money cents={plan.next_payment_amount} /> is charged on{' '}
            {localBillingTime(plan.next_billing_at)}.
          </Text>
        ) : null}
      </Stack>
      <Button variant="default" size="compact-sm" onClick={onChangeCard}>
        Change card
      </Button>
    </Group>
  );
}

/** Each button that leads to a charge names its amount (issue 21): nothing is charged unseen. */
function SetupAutopay({ plan }: { plan: PaymentPlan }) {
  const setup = useSetupAutopay();
  const caseId = plan.document_id;
  const first = plan.next_payment_amount;
  return (
    <CardForm
      submitLabel={
        first !== null && plan.next_payment_date
          ? `Set up autopay: first payment ${formatCents(first)} on ${calendarDate(plan.next_payment_date)}`
          : 'Set up autopay'
      }
      isPending={setup.isPending}
      error={setup.error}
      onPaymentMethod={(paymentMethodId) => setup.mutateAsync({ caseId, paymentMethodId }).catch(() => undefined)}
    />
  );
}

function UpdateCard({ plan, onDone }: { plan: PaymentPlan; onDone: () => void }) {
  const update = useUpdateCard();
  const caseId = plan.document_id;
  // A plan that needs attention charges its failed payments again at once with the new card.
  const dueNowCents = plan.subscription_needs_attention ? plan.schedule.filter((c) => c.status === 'failed').reduce((sum, c) => sum + c.amount, 0) : 0;
  return (
    <CardForm
      submitLabel={dueNowCents > 0 ? `Save card and pay ${formatCents(dueNowCents)} now` : 'Save card'}
      isPending={update.isPending}
      error={update.error}
      onPaymentMethod={(paymentMethodId) =>
        update
          .mutateAsync({ caseId, paymentMethodId })
          .then(onDone)
          .catch(() => undefined)
      }
    />
  );
}
