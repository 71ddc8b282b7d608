import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PaymentPlan } from '@parley/shared';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePaymentPlan } from '../../api/consumer/payments/payment-plan';
import { useSetupAutopay } from '../../api/consumer/payments/setup-autopay';
import { useUpdateCard } from '../../api/consumer/payments/update-card';
import { describeError } from '../../api/errors';
import { useFormat } from '../../i18n/use-format';
import { Money } from '../../ui/money';
import { localBillingTime } from './billing-time';
import { CardForm } from './components/card-form';
import { PaymentDateChange } from './components/payment-date-change';
import { autopayText, paymentMessages } from './payment-messages';

const m = {
  loading: { id: 'pay.plan.loading', defaultMessage: 'Loading your payment plan' },
  region: { id: 'pay.plan.region', defaultMessage: 'Payment plan' },
  totalYouPay: { id: 'pay.plan.totalYouPay', defaultMessage: 'Total you pay' },
  balanceRemaining: { id: 'pay.plan.balanceRemaining', defaultMessage: 'Balance remaining' },
  youSave: { id: 'pay.plan.youSave', defaultMessage: 'You save' },
  nextPayment: { id: 'pay.plan.nextPayment', defaultMessage: 'Next payment' },
  paidInFull: { id: 'pay.plan.paidInFull', defaultMessage: 'Paid in full' },
  percentPaid: { id: 'pay.plan.percentPaid', defaultMessage: '{percent}% paid' },
  progress: { id: 'pay.plan.progress', defaultMessage: '{percent}% paid · {paid} of {total} payments made · {remaining} remaining' },
  progressWithPrevious: {
    id: 'pay.plan.progressWithPrevious',
    defaultMessage: '{percent}% paid · {paid} of {total} payments made · {remaining} remaining · previous payment {date}',
  },
  setUpAutopay: { id: 'pay.autopay.setUp', defaultMessage: 'Set up autopay' },
  autopayIntro: { id: 'pay.autopay.intro', defaultMessage: 'We charge each payment of your agreed schedule automatically.' },
  autopayIntroFirst: {
    id: 'pay.autopay.introFirst',
    defaultMessage: 'We charge each payment of your agreed schedule automatically, the first on {time} (the end of the day in UTC, shown in your time).',
  },
  updateCard: { id: 'pay.card.update', defaultMessage: 'Update your card' },
  changeYourCard: { id: 'pay.card.changeYours', defaultMessage: 'Change your card' },
  changeDate: { id: 'pay.date.open', defaultMessage: 'Change next payment date' },
  extraPayment: { id: 'pay.extra.link', defaultMessage: 'Make an extra payment' },
  history: { id: 'pay.plan.history', defaultMessage: 'Payment history' },
  noPayments: { id: 'pay.plan.noPayments', defaultMessage: 'No payments yet.' },
  date: { id: 'pay.plan.date', defaultMessage: 'Date' },
  amount: { id: 'pay.plan.amount', defaultMessage: 'Amount' },
  latestReceipt: { id: 'pay.plan.latestReceipt', defaultMessage: 'View the latest receipt' },
  schedule: { id: 'pay.plan.schedule', defaultMessage: 'Schedule' },
  scheduleTable: { id: 'pay.plan.scheduleTable', defaultMessage: 'Payment schedule' },
  yourCard: { id: 'pay.card.yours', defaultMessage: 'your card' },
  needsAttention: { id: 'pay.autopay.needsAttention', defaultMessage: 'Autopay needs attention' },
  reason: { id: 'pay.autopay.reason', defaultMessage: 'Reason: {reason}' },
  latestInvoice: { id: 'pay.autopay.latestInvoice', defaultMessage: 'Latest invoice' },
  allPaid: { id: 'pay.plan.allPaid', defaultMessage: 'Every payment of your plan is made. The firm confirms the settlement in writing.' },
  autopaySetUp: { id: 'pay.autopay.isSetUp', defaultMessage: 'Autopay set up' },
  autopayOn: { id: 'pay.autopay.on', defaultMessage: 'Autopay on' },
  payingWith: { id: 'pay.autopay.payingWith', defaultMessage: 'Paying with {card}' },
  firstCharged: { id: 'pay.autopay.firstCharged', defaultMessage: 'Your first payment of {amount} is charged on {time}.' },
  nextCharged: { id: 'pay.autopay.nextCharged', defaultMessage: 'Your next payment of {amount} is charged on {time}.' },
  changeCard: { id: 'pay.card.change', defaultMessage: 'Change card' },
  setUpFirst: { id: 'pay.autopay.setUpFirst', defaultMessage: 'Set up autopay: first payment {amount} on {date}' },
  saveAndPay: { id: 'pay.card.saveAndPay', defaultMessage: 'Save card and pay {amount} now' },
  saveCard: { id: 'pay.card.save', defaultMessage: 'Save card' },
} satisfies Record<string, MessageDescriptor>;

/** Each scheduled payment's status, as its badge says it. */
const statusText = {
  scheduled: { id: 'pay.status.scheduled', defaultMessage: 'Scheduled' },
  processing: { id: 'pay.status.processing', defaultMessage: 'Processing' },
  paid: { id: 'pay.status.paid', defaultMessage: 'Paid' },
  failed: { id: 'pay.status.failed', defaultMessage: 'Failed' },
  covered: { id: 'pay.status.covered', defaultMessage: 'Covered by extra payment' },
} satisfies Record<string, MessageDescriptor> as Record<string, MessageDescriptor | undefined>;
const STATUS_COLOR: Record<string, string> = { scheduled: 'gray', processing: 'blue', paid: 'teal', failed: 'red', covered: 'teal' };

/**
 * Consumer spec 3 "Payment plan" and 4 "Autopay": the plan of one signed case, and setting up or
 * fixing its autopay. Exported for the dashboard to embed as well.
 */
export function PaymentPlanPanel({ caseId }: { caseId: number }) {
  const intl = useIntl();
  const query = usePaymentPlan(caseId);
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describeError(query.error, intl.formatMessage(paymentMessages.loadFailed), intl)}
      </Alert>
    );
  }
  return <PlanView plan={query.data} />;
}

function PlanView({ plan }: { plan: PaymentPlan }) {
  const intl = useIntl();
  const format = useFormat();
  const [changingCard, setChangingCard] = useState(false);
  const [changingDate, setChangingDate] = useState(false);
  const isSetUp = plan.subscription_id !== null;
  const isPaidOff = plan.balance_remaining === 0;
  const progress = {
    percent: plan.progress_percentage,
    paid: plan.total_payments_count - plan.payments_remaining,
    total: plan.total_payments_count,
    remaining: plan.payments_remaining,
  };
  return (
    <Stack gap="lg" component="section" aria-label={intl.formatMessage(m.region)}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Stat label={intl.formatMessage(m.totalYouPay)} cents={plan.total_amount_customer_pays} />
        <Stat label={intl.formatMessage(m.balanceRemaining)} cents={plan.balance_remaining} />
        <Stat label={intl.formatMessage(m.youSave)} cents={plan.total_savings} />
        <Stat
          label={intl.formatMessage(m.nextPayment)}
          cents={plan.next_payment_amount}
          note={plan.next_payment_date ? format.date(plan.next_payment_date, 'medium') : isPaidOff ? intl.formatMessage(m.paidInFull) : '—'}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Progress
          value={plan.progress_percentage}
          size="lg"
          radius="xl"
          aria-label={intl.formatMessage(m.percentPaid, { percent: plan.progress_percentage })}
        />
        <Text size="sm" c="dimmed">
          {plan.previous_payment_date
            ? intl.formatMessage(m.progressWithPrevious, { ...progress, date: format.date(plan.previous_payment_date, 'medium') })
            : intl.formatMessage(m.progress, progress)}
        </Text>
      </Stack>

      {!isSetUp ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="md">
              <FormattedMessage {...m.setUpAutopay} />
            </Title>
            <Text size="sm">
              {plan.next_billing_at
                ? intl.formatMessage(m.autopayIntroFirst, { time: localBillingTime(plan.next_billing_at, format.locale) })
                : intl.formatMessage(m.autopayIntro)}
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
              {intl.formatMessage(plan.subscription_needs_attention ? m.updateCard : m.changeYourCard)}
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
              <FormattedMessage {...m.changeDate} />
            </Button>
          </Group>
        )
      ) : null}
      {isSetUp && !isPaidOff ? (
        <Anchor component={Link} to={`/customer_documents/${plan.document_id}/setup_additional_payment_amount`} size="sm">
          <FormattedMessage {...m.extraPayment} />
        </Anchor>
      ) : null}

      <Stack gap="xs">
        <Title order={3} fz="md">
          <FormattedMessage {...m.history} />
        </Title>
        {plan.payment_history.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage {...m.noPayments} />
          </Text>
        ) : (
          <Table striped withTableBorder aria-label={intl.formatMessage(m.history)} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage {...m.date} />
                </Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>
                  <FormattedMessage {...m.amount} />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.payment_history.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{format.date(p.date, 'medium')}</Table.Td>
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
            <FormattedMessage {...m.latestReceipt} />
          </Anchor>
        ) : null}
      </Stack>

      <Stack gap="xs">
        <Title order={3} fz="md">
          <FormattedMessage {...m.schedule} />
        </Title>
        <Table withTableBorder aria-label={intl.formatMessage(m.scheduleTable)} fz="sm">
          <Table.Tbody>
            {plan.schedule.map((c) => {
              const status = statusText[c.status];
              return (
                <Table.Tr key={`${c.id}-${c.date}-${c.amount}`}>
                  <Table.Td>{format.date(c.date, 'medium')}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Money cents={c.amount} />
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Badge variant="light" color={STATUS_COLOR[c.status] ?? 'gray'}>
                      {status ? intl.formatMessage(status) : c.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
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
  const intl = useIntl();
  const { locale } = useFormat();
  const card = plan.card ? `${plan.card.brand.toUpperCase()} ••••${plan.card.last4}` : intl.formatMessage(m.yourCard);
  if (plan.subscription_needs_attention) {
    return (
      <Alert color="red" variant="light" role="alert" title={intl.formatMessage(m.needsAttention)}>
        <Stack gap={4}>
          <Text size="sm">{intl.formatMessage(autopayText.failedAutopay)}</Text>
          {plan.latest_failure_message ? <Text size="sm">{intl.formatMessage(m.reason, { reason: plan.latest_failure_message })}</Text> : null}
          {plan.subscription_latest_invoice_url ? (
            <Anchor href={plan.subscription_latest_invoice_url} target="_blank" rel="noopener" size="sm">
              <FormattedMessage {...m.latestInvoice} />
            </Anchor>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (plan.balance_remaining === 0) {
    return (
      <Alert color="teal" variant="light" title={intl.formatMessage(m.paidInFull)}>
        <FormattedMessage {...m.allPaid} />
      </Alert>
    );
  }
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Group gap="xs">
          <Badge color="teal" variant="light">
            {intl.formatMessage(plan.is_subscription_upcoming ? m.autopaySetUp : m.autopayOn)}
          </Badge>
          <Text size="sm">{intl.formatMessage(m.payingWith, { card })}</Text>
        </Group>
        {plan.next_billing_at && plan.next_payment_amount !== null ? (
          <Text size="sm">
            <FormattedMessage
              {...(plan.is_subscription_upcoming ? m.firstCharged : m.nextCharged)}
              values={{ amount: <Money cents={plan.next_payment_amount} />, time: localBillingTime(plan.next_billing_at, locale) }}
            />
          </Text>
        ) : null}
      </Stack>
      <Button variant="default" size="compact-sm" onClick={onChangeCard}>
        <FormattedMessage {...m.changeCard} />
      </Button>
    </Group>
  );
}

/** Each button that leads to a charge names its amount (issue 21): nothing is charged unseen. */
function SetupAutopay({ plan }: { plan: PaymentPlan }) {
  const intl = useIntl();
  const format = useFormat();
  const setup = useSetupAutopay();
  const caseId = plan.document_id;
  const first = plan.next_payment_amount;
  return (
    <CardForm
      submitLabel={
        first !== null && plan.next_payment_date
          ? intl.formatMessage(m.setUpFirst, { amount: format.money(first), date: format.date(plan.next_payment_date, 'medium') })
          : intl.formatMessage(m.setUpAutopay)
      }
      isPending={setup.isPending}
      error={setup.error}
      onPaymentMethod={(paymentMethodId) => setup.mutateAsync({ caseId, paymentMethodId }).catch(() => undefined)}
    />
  );
}

function UpdateCard({ plan, onDone }: { plan: PaymentPlan; onDone: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const update = useUpdateCard();
  const caseId = plan.document_id;
  // A plan that needs attention charges its failed payments again at once with the new card.
  const dueNowCents = plan.subscription_needs_attention ? plan.schedule.filter((c) => c.status === 'failed').reduce((sum, c) => sum + c.amount, 0) : 0;
  return (
    <CardForm
      submitLabel={dueNowCents > 0 ? intl.formatMessage(m.saveAndPay, { amount: format.money(dueNowCents) }) : intl.formatMessage(m.saveCard)}
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
