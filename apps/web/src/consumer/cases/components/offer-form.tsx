import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import {
  centsToDollars,
  compareWithFirm,
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
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useMakeOffer } from '../../../api/consumer/cases/make-offer';
import { describeError } from '../../../api/errors';
import { useFormat } from '../../../i18n/use-format';
import { CurrencyInput, currencyToCents } from '../../../ui/currency-input';
import { usePhrasePhases } from '../case-words';
import { comparisonMessages } from './offer-comparison-messages';
import { OfferLadderPanel } from './offer-ladder-panel';

const m = {
  yourCounteroffer: { id: 'offers.form.yourCounteroffer', defaultMessage: 'Your counteroffer' },
  yourOffer: { id: 'offers.form.yourOffer', defaultMessage: 'Your offer' },
  monthlyPayments: { id: 'offers.form.monthlyPayments', defaultMessage: 'Monthly payments' },
  firstPayment: { id: 'offers.form.firstPayment', defaultMessage: 'First payment' },
  tierAmount: { id: 'offers.form.tierAmount', defaultMessage: 'Tier {number}: each payment' },
  payments: { id: 'offers.form.payments', defaultMessage: 'Payments' },
  tierPayments: { id: 'offers.form.tierPayments', defaultMessage: 'Tier {number} payments' },
  addTier: { id: 'offers.form.addTier', defaultMessage: '+ Add tier' },
  equalPayments: { id: 'offers.form.equalPayments', defaultMessage: 'Equal payments instead' },
  remaining: { id: 'offers.form.remaining', defaultMessage: 'Remaining balance: {amount}' },
  payInTiers: { id: 'offers.form.payInTiers', defaultMessage: 'Pay in tiers (smaller payments first)' },
  summary: {
    id: 'offers.form.summary',
    defaultMessage: '{plan} from {firstDate}{hasPercent, select, yes { — {percent}% of the {owed} owed} other {}}.',
  },
  sendFailed: { id: 'offers.form.sendFailed', defaultMessage: 'We could not send your offer. Please try again.' },
  sendCounteroffer: { id: 'offers.form.sendCounteroffer', defaultMessage: 'Send counteroffer' },
  sendOffer: { id: 'offers.form.sendOffer', defaultMessage: 'Send offer' },
  confirmTitle: { id: 'offers.confirm.title', defaultMessage: 'Send this offer?' },
  confirmWhat: { id: 'offers.confirm.what', defaultMessage: 'You offer {amount}: {plan}, first payment on {firstDate}.' },
  confirmSame: {
    id: 'offers.confirm.same',
    defaultMessage: 'That is what the firm offered ({firm}): you could accept the firm’s offer instead of sending your own.',
  },
  confirmMore: {
    id: 'offers.confirm.more',
    defaultMessage: 'That is {difference} more than the firm asked for ({firm}). You could accept the firm’s offer instead and pay less.',
  },
  confirmSend: { id: 'offers.confirm.send', defaultMessage: 'Confirm and send' },
  confirmChange: { id: 'offers.confirm.change', defaultMessage: 'Change it' },
} satisfies Record<string, MessageDescriptor>;

type OfferToSend = Parameters<ReturnType<typeof useMakeOffer>['mutate']>[0]['offer'];

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
  /** A valid offer waiting for the consumer's confirmation (issue 37: the amount and how it compares, before it goes). */
  const [pending, setPending] = useState<OfferToSend | null>(null);
  const offer = useMakeOffer();
  // A change to the offer after Send asks again: the confirmation always names what will be sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the trigger, not read inside.
  useEffect(() => setPending(null), [total, payments, firstDate, tiers]);
  const intl = useIntl();
  const format = useFormat();
  const phrasePhases = usePhrasePhases();
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
    setTotal(centsToDollars(rung.total_amount_cents));
    setPayments(rung.payments);
    setTiers([]);
    setProblems([]);
    setPending(null);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const errors = offerErrors(draft, { validFirstPaymentDate: settlementCase.valid_first_payment_date, balanceCents: settlementCase.amount_owed_cents });
    setProblems(errors);
    if (errors.length > 0) return;
    setPending({
      total_amount_cents: draft.total_amount_cents as number,
      first_payment_date: firstDate,
      payments: tiers.length === 0 ? draft.payments : null,
      phases: draft.phases.map((t) => ({ payment_amount_cents: t.payment_amount_cents ?? 0, iterations: t.iterations ?? 0 })),
    });
  }

  /** How the pending offer compares with the firm's ask (shared `compareWithFirm`), in the consumer's words. */
  function comparison(totalCents: number): { text: string; isMore: boolean } {
    const c = compareWithFirm(
      totalCents,
      settlementCase.firm_offers.map((o) => o.total_amount_cents),
      settlementCase.amount_owed_cents,
    );
    switch (c.kind) {
      case 'none':
        return { text: '', isMore: false };
      case 'share':
        return { text: intl.formatMessage(comparisonMessages.share, { percent: c.percent, owed: format.money(c.owed_cents) }), isMore: false };
      case 'less':
        return {
          text: intl.formatMessage(comparisonMessages.less, { difference: format.money(c.difference_cents), firm: format.money(c.firm_cents) }),
          isMore: false,
        };
      case 'same':
        return { text: intl.formatMessage(m.confirmSame, { firm: format.money(c.firm_cents) }), isMore: false };
      case 'more':
        return { text: intl.formatMessage(m.confirmMore, { difference: format.money(c.difference_cents), firm: format.money(c.firm_cents) }), isMore: true };
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <OfferLadderPanel caseId={settlementCase.id} onChoose={choose} />
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <CurrencyInput label={intl.formatMessage(isCounter ? m.yourCounteroffer : m.yourOffer)} required miw={160} value={total} onChange={setTotal} />
          {tiers.length === 0 ? (
            <NumberInput
              label={intl.formatMessage(m.monthlyPayments)}
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
            label={intl.formatMessage(m.firstPayment)}
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
                <CurrencyInput
                  label={intl.formatMessage(m.tierAmount, { number: i + 1 })}
                  value={tier.amount}
                  onChange={(amount) => setTier(i, { amount })}
                  style={{ flex: 2 }}
                />
                <NumberInput
                  label={intl.formatMessage(m.payments)}
                  aria-label={intl.formatMessage(m.tierPayments, { number: i + 1 })}
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
                  {intl.formatMessage(m.addTier)}
                </Button>
                <Button variant="subtle" size="compact-sm" color="gray" onClick={() => setTiers([])}>
                  {intl.formatMessage(m.equalPayments)}
                </Button>
              </Group>
              <Text size="sm" fw={600} c={remaining === 0 ? 'teal.8' : 'red.8'} role="status">
                {intl.formatMessage(m.remaining, { amount: format.money(remaining) })}
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
            {intl.formatMessage(m.payInTiers)}
          </Button>
        )}
        {phases && draft.total_amount_cents && isIsoCalendarDate(firstDate) ? (
          <Text size="sm" c="dimmed" role="status">
            {intl.formatMessage(m.summary, {
              plan: phrasePhases(phases),
              firstDate: format.date(firstDate),
              hasPercent: percent !== null ? 'yes' : 'no',
              percent,
              owed: format.money(settlementCase.amount_owed_cents ?? 0),
            })}
          </Text>
        ) : null}
        {problems.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {problems.join(', ')}
          </Alert>
        ) : null}
        {offer.isError ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(offer.error, intl.formatMessage(m.sendFailed), intl)}
          </Alert>
        ) : null}
        {pending ? (
          <ConfirmOffer
            pending={pending}
            comparison={comparison(pending.total_amount_cents)}
            isSending={offer.isPending}
            onSend={() => offer.mutate({ caseId: settlementCase.id, offer: pending })}
            onChange={() => setPending(null)}
          />
        ) : (
          <Button type="submit" style={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage(isCounter ? m.sendCounteroffer : m.sendOffer)}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** The last step before an offer goes: what is offered and how it compares with the firm's ask. */
function ConfirmOffer({
  pending,
  comparison,
  isSending,
  onSend,
  onChange,
}: {
  pending: OfferToSend;
  comparison: { text: string; isMore: boolean };
  isSending: boolean;
  onSend: () => void;
  onChange: () => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const phrasePhases = usePhrasePhases();
  const phases = offerPhases({ ...pending, payments: pending.payments ?? null }) ?? [];
  return (
    <Alert
      color={comparison.isMore ? 'orange' : 'blue'}
      variant="light"
      role="group"
      aria-label={intl.formatMessage(m.confirmTitle)}
      title={intl.formatMessage(m.confirmTitle)}
    >
      <Stack gap="xs">
        <Text size="sm">
          {intl.formatMessage(m.confirmWhat, {
            amount: format.money(pending.total_amount_cents),
            plan: phrasePhases(phases),
            firstDate: format.date(pending.first_payment_date),
          })}
        </Text>
        {comparison.text ? (
          <Text size="sm" fw={comparison.isMore ? 600 : 400}>
            {comparison.text}
          </Text>
        ) : null}
        <Group gap="xs">
          {/* The confirmation replaces the Send button the person just pressed: focus follows it. */}
          <Button onClick={onSend} loading={isSending} autoFocus>
            {intl.formatMessage(m.confirmSend)}
          </Button>
          <Button variant="default" onClick={onChange} disabled={isSending}>
            {intl.formatMessage(m.confirmChange)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
