import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AFFORDABLE_SHARE_OF_DISPOSABLE, type BudgetLadderResponse, formatCents, type LadderRung } from '@parley/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBudgetShare } from '../../../api/consumer/cases/budget-share';
import { useOfferLadder } from '../../../api/consumer/cases/offer-ladder';
import { describeError } from '../../../api/errors';

/**
 * "Offers you can afford" (issue 24): the ladder computed from the consumer's bank data. Choosing a
 * rung fills the offer form; nothing is sent until they press Send.
 */
export function OfferLadderPanel({ caseId, onChoose }: { caseId: number; onChoose: (rung: LadderRung) => void }) {
  const ladder = useOfferLadder(caseId);
  if (ladder.isPending || ladder.isError) return null;
  const l = ladder.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Offers you can afford" bg="gray.0">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Offers you can afford
        </Title>
        {!l.has_report ? (
          <Text size="sm">
            {l.reason}{' '}
            <Anchor component={Link} to="/my_dashboard?activeTab=financial_report">
              Connect your bank
            </Anchor>
          </Text>
        ) : l.rungs.length === 0 ? (
          <Text size="sm">{l.reason}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              From your bank data: about {formatCents(l.disposable_income_cents ?? 0)} spare each month. Plans use at most{' '}
              {Math.round(AFFORDABLE_SHARE_OF_DISPOSABLE * 100)}% of it ({formatCents(l.affordable_monthly_cents ?? 0)}); a lump sum keeps{' '}
              {formatCents(l.emergency_cushion_cents)} in savings for emergencies.
            </Text>
            <Stack gap="xs">
              {l.rungs.map((r) => (
                <Group key={`${r.kind}-${r.total_amount_cents}-${r.payments}`} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ flex: '1 1 16rem' }}>
                    <Text size="sm" fw={600}>
                      {r.kind === 'lump_sum'
                        ? `${formatCents(r.total_amount_cents)} at once`
                        : `${formatCents(r.total_amount_cents)} over ${r.payments} months`}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {r.explanation}
                    </Text>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onChoose(r)}
                    aria-label={`Use ${formatCents(r.total_amount_cents)} in ${r.payments} ${r.payments === 1 ? 'payment' : 'payments'}`}
                  >
                    Use this offer
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
  return (
    <Stack gap={6} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" fw={600}>
        Show the firm your budget is verified
      </Text>
      <Text size="xs" c="dimmed">
        The firm sees ranges only, never your amounts or transactions. You can stop sharing at any time.
      </Text>
      <Checkbox size="sm" label={`Income band: ${ladder.income_band}`} checked={income} onChange={(e) => setIncome(e.currentTarget.checked)} />
      <Checkbox size="sm" label={`Expense band: ${ladder.expense_band}`} checked={expenses} onChange={(e) => setExpenses(e.currentTarget.checked)} />
      <Group gap="xs">
        <Button
          size="compact-sm"
          disabled={!income && !expenses}
          loading={share.isPending && share.variables !== null}
          onClick={() => share.mutate({ share_income_band: income, share_expense_band: expenses })}
        >
          {ladder.share ? 'Update what I share' : 'Share with the firm'}
        </Button>
        {ladder.share ? (
          <Button size="compact-sm" variant="subtle" color="red" loading={share.isPending && share.variables === null} onClick={() => share.mutate(null)}>
            Stop sharing
          </Button>
        ) : null}
      </Group>
      {ladder.share ? (
        <Text size="xs" c="teal.8" role="status">
          Shared with the firm on {new Date(ladder.share.shared_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}:{' '}
          {[ladder.share.income_band && `income ${ladder.share.income_band}`, ladder.share.expense_band && `expenses ${ladder.share.expense_band}`]
            .filter(Boolean)
            .join(', ')}
          .
        </Text>
      ) : null}
      {share.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(share.error, 'We could not update what you share. Please try again.')}
        </Alert>
      ) : null}
    </Stack>
  );
}
