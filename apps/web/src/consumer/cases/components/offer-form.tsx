import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { describePhases, formatCents, formatLongDate, isIsoCalendarDate, offerErrors, offerPercent, offerPhases, type SettlementCase } from '@parley/shared';
import { useState } from 'react';
import { useMakeOffer } from '../../../api/consumer/cases/make-offer';
import { describeError } from '../../../api/errors';
import { CurrencyInput, currencyToCents } from '../../../ui/currency-input';

/** The consumer's offer: a total, how many monthly payments, and when the first is paid. */
export function OfferForm({ settlementCase, isCounter }: { settlementCase: SettlementCase; isCounter: boolean }) {
  const [total, setTotal] = useState<string | number>('');
  const [payments, setPayments] = useState<string | number>(1);
  const [firstDate, setFirstDate] = useState(settlementCase.valid_first_payment_date);
  const [problems, setProblems] = useState<string[]>([]);
  const offer = useMakeOffer();
  const draft = {
    total_amount_cents: currencyToCents(total),
    first_payment_date: firstDate || null,
    payments: typeof payments === 'number' ? payments : Number.parseInt(payments, 10) || null,
    tiers: [],
  };
  const phases = offerPhases(draft);
  const percent = offerPercent(draft.total_amount_cents, settlementCase.amount_owed_cents);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const errors = offerErrors(draft, { validFirstPaymentDate: settlementCase.valid_first_payment_date, balanceCents: settlementCase.amount_owed_cents });
    setProblems(errors);
    if (errors.length > 0) return;
    offer.mutate({
      caseId: settlementCase.id,
      offer: { total_amount_cents: draft.total_amount_cents as number, first_payment_date: firstDate, payments: draft.payments, tiers: [] },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <CurrencyInput label={isCounter ? 'Your counteroffer' : 'Your offer'} required miw={160} value={total} onChange={setTotal} />
          <NumberInput
            label="Monthly payments"
            required
            miw={130}
            min={1}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            value={payments}
            onChange={setPayments}
          />
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
