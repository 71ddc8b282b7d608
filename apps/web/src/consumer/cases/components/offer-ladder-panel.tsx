import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AFFORDABLE_SHARE_OF_DISPOSABLE, type BudgetLadderResponse, type LadderRung, MIN_INSTALLMENT_CENTS, type NoLadderReason } from '@parley/shared';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useBudgetShare } from '../../../api/consumer/cases/budget-share';
import { useOfferLadder } from '../../../api/consumer/cases/offer-ladder';
import { describeError } from '../../../api/errors';
import { useFormat } from '../../../i18n/use-format';
import { comparisonMessages } from './offer-comparison-messages';

const m = {
  title: { id: 'ladder.title', defaultMessage: 'Offers you can afford' },
  connectBank: { id: 'ladder.connectBank', defaultMessage: 'Connect your bank' },
  noReport: { id: 'ladder.noReport', defaultMessage: 'Connect your bank to see offers you can afford.' },
  fromBank: {
    id: 'ladder.fromBank',
    defaultMessage:
      'From your bank data: about {disposable} spare each month. Plans use at most {share}% of it ({affordable}); a lump sum keeps {cushion} in savings for emergencies.',
  },
  basisFirm: { id: 'ladder.basis.firm', defaultMessage: 'None of these is more than the firm’s own offer of {amount}.' },
  basisTypical: {
    id: 'ladder.basis.typical',
    defaultMessage:
      'Until the firm answers, these aim at what debts like this often settle for: about {lump}% of the balance at once, {plan}% over time. A firm may ask for more.',
  },
  noBalance: { id: 'ladder.none.noBalance', defaultMessage: 'This case has no balance to offer on.' },
  unaffordable: { id: 'ladder.none.sentence', defaultMessage: 'We cannot suggest an offer you can afford: {monthly}, and {savings}.' },
  noSpare: { id: 'ladder.none.noSpare', defaultMessage: 'your spending is at or above your income, so there is no spare money each month for a plan' },
  littleSpare: {
    id: 'ladder.none.littleSpare',
    defaultMessage: 'your usual spare money (about {disposable} a month) leaves less than {minimum} a month for a plan once we keep a margin ({affordable})',
  },
  underCushion: { id: 'ladder.none.underCushion', defaultMessage: 'your savings are not above the {cushion} we keep for emergencies' },
  underDollar: { id: 'ladder.none.underDollar', defaultMessage: 'your savings above the emergency cushion are under one dollar' },
  lumpLeaves: {
    id: 'ladder.rung.lumpLeaves',
    defaultMessage: 'One payment of {amount} from your savings leaves you about {left}, keeping the {cushion} we set aside for emergencies.',
  },
  nextMonthLeaves: {
    id: 'ladder.rung.nextMonthLeaves',
    defaultMessage: 'One payment of {amount} next month leaves you about {left} of your usual monthly spare money.',
  },
  monthlyLeaves: {
    id: 'ladder.rung.monthlyLeaves',
    defaultMessage: '{monthly} a month for {months} months leaves you about {left} of your usual monthly spare money.',
  },
  firmAsked: { id: 'ladder.rung.firmAsked', defaultMessage: 'That is what the firm asked for.' },
  lumpSum: { id: 'ladder.lumpSum', defaultMessage: '{amount} at once' },
  overMonths: { id: 'ladder.overMonths', defaultMessage: '{amount} over {months} months' },
  useLabel: { id: 'ladder.useLabel', defaultMessage: 'Use {amount} in {count, plural, one {# payment} other {# payments}}' },
  use: { id: 'ladder.use', defaultMessage: 'Use this offer' },
  shareTitle: { id: 'ladder.share.title', defaultMessage: 'Show the firm your budget is verified' },
  shareHint: {
    id: 'ladder.share.hint',
    defaultMessage: 'The firm sees ranges only, never your amounts or transactions. You can stop sharing at any time.',
  },
  incomeBand: { id: 'ladder.share.incomeBand', defaultMessage: 'Income band: {band} a month' },
  expenseBand: { id: 'ladder.share.expenseBand', defaultMessage: 'Expense band: {band} a month' },
  update: { id: 'ladder.share.update', defaultMessage: 'Update what I share' },
  share: { id: 'ladder.share.share', defaultMessage: 'Share with the firm' },
  stop: { id: 'ladder.share.stop', defaultMessage: 'Stop sharing' },
  sharedOn: { id: 'ladder.share.sharedOn', defaultMessage: 'Shared with the firm on {date}: {bands}.' },
  income: { id: 'ladder.share.income', defaultMessage: 'income {band} a month' },
  expenses: { id: 'ladder.share.expenses', defaultMessage: 'expenses {band} a month' },
  failed: { id: 'ladder.share.failed', defaultMessage: 'We could not update what you share. Please try again.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * "Offers you can afford" (issue 24): the ladder computed from the consumer's bank data. Choosing a
 * rung fills the offer form; nothing is sent until they press Send.
 */
export function OfferLadderPanel({ caseId, onChoose }: { caseId: number; onChoose: (rung: LadderRung) => void }) {
  const ladder = useOfferLadder(caseId);
  const intl = useIntl();
  const { money, wholeDollars } = useFormat();
  if (ladder.isPending || ladder.isError) return null;
  const l = ladder.data;
  const roughly = (cents: number) => wholeDollars(Math.max(0, cents));

  /** What a rung leaves the consumer, and how its total compares with the firm's ask or the balance. */
  function rungWords(r: LadderRung): string {
    const monthly = r.phases[0]?.payment_amount_cents ?? r.total_amount_cents;
    const leaves =
      r.kind === 'lump_sum'
        ? intl.formatMessage(m.lumpLeaves, {
            amount: money(r.total_amount_cents),
            left: roughly(r.left_after_cents),
            cushion: roughly(l.emergency_cushion_cents),
          })
        : r.payments === 1
          ? intl.formatMessage(m.nextMonthLeaves, { amount: money(r.total_amount_cents), left: roughly(r.left_after_cents) })
          : intl.formatMessage(m.monthlyLeaves, { monthly: money(monthly), months: r.payments, left: roughly(r.left_after_cents) });
    const c = r.comparison;
    const compared =
      c.kind === 'less'
        ? intl.formatMessage(comparisonMessages.less, { difference: money(c.difference_cents), firm: money(c.firm_cents) })
        : c.kind === 'same' || c.kind === 'more'
          ? intl.formatMessage(m.firmAsked)
          : c.kind === 'share'
            ? intl.formatMessage(comparisonMessages.share, { percent: c.percent, owed: money(c.owed_cents) })
            : '';
    return compared ? `${leaves} ${compared}` : leaves;
  }

  function noLadderWords(reason: NoLadderReason): string {
    if (reason.kind === 'no_balance') return intl.formatMessage(m.noBalance);
    const monthly = reason.has_spare_money
      ? intl.formatMessage(m.littleSpare, {
          disposable: roughly(l.disposable_income_cents ?? 0),
          minimum: money(MIN_INSTALLMENT_CENTS),
          affordable: roughly(l.affordable_monthly_cents ?? 0),
        })
      : intl.formatMessage(m.noSpare);
    const savings = reason.savings_above_cushion
      ? intl.formatMessage(m.underDollar)
      : intl.formatMessage(m.underCushion, { cushion: roughly(l.emergency_cushion_cents) });
    return intl.formatMessage(m.unaffordable, { monthly, savings });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={intl.formatMessage(m.title)} bg="gray.0">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {intl.formatMessage(m.title)}
        </Title>
        {!l.has_report ? (
          <Text size="sm">
            {intl.formatMessage(m.noReport)}{' '}
            <Anchor component={Link} to="/my_dashboard?activeTab=financial_report">
              {intl.formatMessage(m.connectBank)}
            </Anchor>
          </Text>
        ) : l.rungs.length === 0 ? (
          <Text size="sm">{l.reason ? noLadderWords(l.reason) : null}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.fromBank, {
                disposable: money(l.disposable_income_cents ?? 0),
                share: Math.round(AFFORDABLE_SHARE_OF_DISPOSABLE * 100),
                affordable: money(l.affordable_monthly_cents ?? 0),
                cushion: money(l.emergency_cushion_cents),
              })}
            </Text>
            {l.basis ? (
              <Text size="sm">
                {l.basis.kind === 'firm_counter'
                  ? intl.formatMessage(m.basisFirm, { amount: money(l.basis.firm_counter_cents) })
                  : intl.formatMessage(m.basisTypical, { lump: l.basis.lump_sum_percent, plan: l.basis.plan_percent })}
              </Text>
            ) : null}
            <Stack gap="xs">
              {l.rungs.map((r) => (
                <Group key={`${r.kind}-${r.total_amount_cents}-${r.payments}`} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ flex: '1 1 16rem' }}>
                    <Text size="sm" fw={600}>
                      {r.kind === 'lump_sum'
                        ? intl.formatMessage(m.lumpSum, { amount: money(r.total_amount_cents) })
                        : intl.formatMessage(m.overMonths, { amount: money(r.total_amount_cents), months: r.payments })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {rungWords(r)}
                    </Text>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onChoose(r)}
                    aria-label={intl.formatMessage(m.useLabel, { amount: money(r.total_amount_cents), count: r.payments })}
                  >
                    {intl.formatMessage(m.use)}
                  </Button>
                </Group>
              ))}
            </Stack>
          </>
        )}
        {l.has_report ? <BudgetSharePanel caseId={caseId} ladder={l} /> : null}
      </Stack>
    </Paper>
  );
}

/** The consented share: the consumer picks the bands; the firm sees "Budget verified" with only those. */
function BudgetSharePanel({ caseId, ladder }: { caseId: number; ladder: BudgetLadderResponse }) {
  const [income, setIncome] = useState(ladder.share ? ladder.share.income_band !== null : true);
  const [expenses, setExpenses] = useState(ladder.share ? ladder.share.expense_band !== null : true);
  const share = useBudgetShare(caseId);
  const intl = useIntl();
  const format = useFormat();
  return (
    <Stack gap={6} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" fw={600}>
        {intl.formatMessage(m.shareTitle)}
      </Text>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(m.shareHint)}
      </Text>
      <Checkbox
        size="sm"
        label={intl.formatMessage(m.incomeBand, { band: ladder.income_band })}
        checked={income}
        onChange={(e) => setIncome(e.currentTarget.checked)}
      />
      <Checkbox
        size="sm"
        label={intl.formatMessage(m.expenseBand, { band: ladder.expense_band })}
        checked={expenses}
        onChange={(e) => setExpenses(e.currentTarget.checked)}
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          disabled={!income && !expenses}
          loading={share.isPending && share.variables !== null}
          onClick={() => share.mutate({ share_income_band: income, share_expense_band: expenses })}
        >
          {intl.formatMessage(ladder.share ? m.update : m.share)}
        </Button>
        {ladder.share ? (
          <Button size="compact-sm" variant="subtle" color="red" loading={share.isPending && share.variables === null} onClick={() => share.mutate(null)}>
            {intl.formatMessage(m.stop)}
          </Button>
        ) : null}
      </Group>
      {ladder.share ? (
        <Text size="xs" c="teal.8" role="status">
          {intl.formatMessage(m.sharedOn, {
            date: format.date(ladder.share.shared_at, 'medium'),
            bands: [
              ladder.share.income_band && intl.formatMessage(m.income, { band: ladder.share.income_band }),
              ladder.share.expense_band && intl.formatMessage(m.expenses, { band: ladder.share.expense_band }),
            ]
              .filter(Boolean)
              .join(', '),
          })}
        </Text>
      ) : null}
      {share.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(share.error, intl.formatMessage(m.failed))}
        </Alert>
      ) : null}
    </Stack>
  );
}
