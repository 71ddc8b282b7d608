import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import {
  describePhases,
  formatCents,
  formatLongDate,
  isIsoCalendarDate,
  type LadderRung,
  MAX_PAYMENTS,
  type OfferDraft,
  offerErrors,
  offerPercent,
  offerPhases,
  remainingBalanceCents,
  type SettlementCase,
} from '@parley/shared';
import { useState } from 'react';
import { useMakeOffer } from '../../../api/consumer/cases/make-offer';
import { describeError } from '../../../api/errors';
import { CurrencyInput, currencyToCents } from '../../../ui/currency-input';
import { OfferLadderPanel } from './offer-ladder-panel';

const toCount = (value: string | number): number | null => {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The consumer's offer: a total, equal monthly payments or tiers, and when the first is paid. */
export function OfferForm({ settlementCase, isCounter }: { settlementCase: SettlementCase; isCounter: boolean }) {
  const [total, setTotal] = useState<string | number>('');
  const [payments, setPayments] = useState<string | number>(1);
  const [firstDate, setFirstDate] = useState(settlementCase.valid_first_payment_date);
  const [tiers, setTiers] = useState<{ amount: string | number; payments: string | number }[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const offer = useMakeOffer();
  const draft: OfferDraft = {
    total_amount_cents: currencyToCents(total),
    first_payment_date: firstDate || null,
    payments: toCount(payments),
    phases: tiers.map((t) => ({ payment_amount_cents: currencyToCents(t.amount), iterations: toCount(t.payments) })),
  };
  const remaining = remainingBalanceCents(draft.total_amount_cents ?? 0, draft.phases);
  const setTier = (i: number, change: Partial<(typeof tiers)[number]>) => setTiers((ts) => ts.map((t, k) => (k === i ? { ...t, ...change } : t)));
  const phases = offerPhases(draft);
  const percent = offerPercent(draft.total_amount_cents, settlementCase.amount_owed_cents);

  /** A rung of "Offers you can afford" fills the form as equal payments; the consumer still sends it. */
  function choose(rung: LadderRung) {
    setTotal(rung.total_amount_cents / 100);
    setPayments(rung.payments);
    setTiers([]);
    setProblems([]);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const errors = offerErrors(draft, { validFirstPaymentDate: settlementCase.valid_first_payment_date, balanceCents: settlementCase.amount_owed_cents });
    setProblems(errors);
    if (errors.length > 0) return;
    offer.mutate({
      caseId: settlementCase.id,
      offer: {
        total_amount_cents: draft.total_amount_cents as number,
        first_payment_date: firstDate,
        payments: tiers.length === 0 ? draft.payments : null,
        phases: draft.phases.map((t) => ({ payment_amount_cents: t.payment_amount_cents ?? 0, iterations: t.iterations ?? 0 })),
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <OfferLadderPanel caseId={settlementCase.id} onChoose={choose} />
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <CurrencyInput label={isCounter ? 'Your counteroffer' : 'Your offer'} required miw={160} value={total} onChange={setTotal} />
          {tiers.length === 0 ? (
            <NumberInput
              label="Monthly payments"
              required
              miw={130}
              min={1}
              max={MAX_PAYMENTS}
              // Past the limit the form says so (offerErrors) rather than changing the number silently.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={payments}
              onChange={setPayments}
            />
          ) : null}
          <TextInput
            label="First payment"
            type="date"
            required
            miw={160}
            min={settlementCase.valid_first_payment_date}
            value={firstDate}
            onChange={(e) => setFirstDate(e.currentTarget.value)}
          />
        </Group>
        {tiers.length > 0 ? (
          <Stack gap="xs">
            {tiers.map((tier, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positional ("Tier 2").
              <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
                <CurrencyInput label={`Tier ${i + 1}: each payment`} value={tier.amount} onChange={(amount) => setTier(i, { amount })} style={{ flex: 2 }} />
                <NumberInput
                  label="Payments"
                  aria-label={`Tier ${i + 1} payments`}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  value={tier.payments}
                  onChange={(count) => setTier(i, { payments: count })}
                  style={{ flex: 1 }}
                />
              </Group>
            ))}
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Button variant="subtle" size="compact-sm" onClick={() => setTiers((ts) => [...ts, { amount: '', payments: '' }])}>
                  + Add tier
                </Button>
                <Button variant="subtle" size="compact-sm" color="gray" onClick={() => setTiers([])}>
                  Equal payments instead
                </Button>
              </Group>
              <Text size="sm" fw={600} c={remaining === 0 ? 'teal.8' : 'red.8'} role="status">
                Remaining balance: {formatCents(remaining)}
              </Text>
            </Group>
          </Stack>
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              setTiers([
                { amount: '', payments: '' },
                { amount: '', payments: '' },
              ])
            }
          >
            Pay in tiers (smaller payments first)
          </Button>
        )}
        {phases && draft.total_amount_cents && isIsoCalendarDate(firstDate) ? (
          <Text size="sm" c="dimmed" role="status">
            {describePhases(phases)} from {formatLongDate(firstDate)}
            {percent !== null ? ` — ${percent}% of the ${formatCents(settlementCase.amount_owed_cents ?? 0)} owed` : ''}.
          </Text>
        ) : null}
        {problems.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {problems.join(', ')}
          </Alert>
        ) : null}
        {offer.isError ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(offer.error, 'We could not send your offer. Please try again.')}
          </Alert>
        ) : null}
        <Button type="submit" loading={offer.isPending} style={{ alignSelf: 'flex-start' }}>
          {isCounter ? 'Send counteroffer' : 'Send offer'}
        </Button>
      </Stack>
    </form>
  );
}
