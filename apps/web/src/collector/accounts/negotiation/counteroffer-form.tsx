import { ActionIcon, Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  centsToDollars,
  fillPhase,
  formatCents,
  MAX_COUNTEROFFERS,
  MAX_PAYMENTS,
  MIN_PHASES,
  NEGOTIATION_DONE,
  NEGOTIATION_MESSAGES,
  type OfferDraft,
  offerErrors,
  type PhaseDraft,
  remainingBalanceCents,
} from '@parley/shared';
import { useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { type CounterofferOfferBody, useCreateCounteroffer } from '../../../api/collector/accounts/create-counteroffer';
import { useOfferLastPayment } from '../../../api/collector/accounts/determine-offer-last-payment';
import { isConflict } from '../../../api/collector/accounts/negotiation-conflicts';
import { describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { CurrencyInput, currencyToCents } from '../../../ui/currency-input';
import { TrashIcon } from '../../../ui/icons';
import { formatCalendarDate } from '../../format-dates';
import type { CounterConfirmation } from './counter-confirmation';
import { DisclosuresField, filledLines } from './disclosures-field';
import { fieldProblems, problemList } from './offer-field-problems';

type Field = string | number;
interface TierState {
  amount: Field;
  payments: Field;
}
interface OfferState {
  total: Field;
  firstPaymentDate: string;
  payments: Field;
  tiers: TierState[];
}

const count = (value: Field): number | null => {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const emptyTier = (): TierState => ({ amount: '', payments: '' });

function draftOf(offer: OfferState): OfferDraft {
  return {
    total_amount_cents: currencyToCents(offer.total),
    first_payment_date: offer.firstPaymentDate || null,
    payments: count(offer.payments),
    phases: offer.tiers.map((t): PhaseDraft => ({ payment_amount_cents: currencyToCents(t.amount), iterations: count(t.payments) })),
  };
}

function bodyOf(offer: OfferState, customerDocumentId: number): CounterofferOfferBody {
  const draft = draftOf(offer);
  return {
    customer_document_id: customerDocumentId,
    total_amount: centsToDollars(draft.total_amount_cents ?? 0).toFixed(2),
    first_payment_date: draft.first_payment_date,
    phases: draft.phases.map((t, index) => ({ index, payment_amount_cents: String(t.payment_amount_cents ?? 0), iterations: t.iterations ?? 0 })),
    payments: draft.phases.length === 0 ? draft.payments : null,
  };
}

interface CounterofferFormProps {
  account: Account;
  validFirstPaymentDate: string;
  /** Plans to start from: the best the firm's settlement rules allow (suggest mode). */
  initialOffers?: readonly { total_amount_cents: number; payments: number; first_payment_date: string | null }[];
  /** The confirmation, held by the row: it closes, and says why, when the account moves on under it. */
  confirmation: CounterConfirmation;
}

/** Collector spec 5 "Counteroffer": up to 5 offers as tabs, each one payment plan or 2+ tiers. */
export function CounterofferForm({ account, validFirstPaymentDate, initialOffers = [], confirmation }: CounterofferFormProps) {
  const consumerDate = account.latest_historical_offer?.first_payment_date ?? '';
  const firstDate = consumerDate >= validFirstPaymentDate ? consumerDate : validFirstPaymentDate;
  const newOffer = (): OfferState => ({ total: '', firstPaymentDate: firstDate, payments: '', tiers: [] });
  const [offers, setOffers] = useState<OfferState[]>(() =>
    initialOffers.length > 0
      ? initialOffers.map((o) => ({
          total: centsToDollars(o.total_amount_cents),
          firstPaymentDate: o.first_payment_date ?? firstDate,
          payments: o.payments,
          tiers: [],
        }))
      : [newOffer()],
  );
  const [active, setActive] = useState('0');
  const [lines, setLines] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const counter = useCreateCounteroffer(NEGOTIATION_DONE.countered(account.customer_name));
  const rules = { validFirstPaymentDate, balanceCents: account.lawsuit_amount };
  // Open while being sent: the account's change that follows is this counteroffer's own.
  const isConfirming = confirmation.isOpen || counter.isPending;

  function update(index: number, change: (offer: OfferState) => OfferState) {
    setInvalid(null);
    setOffers((current) => current.map((o, i) => (i === index ? change(o) : o)));
  }

  function addOffer() {
    setOffers((current) => [...current, newOffer()]);
    setActive(String(offers.length));
  }

  function removeOffer(index: number) {
    setOffers((current) => current.filter((_, i) => i !== index));
    setActive(String(Math.max(0, Math.min(Number(active), offers.length - 2))));
  }

  function review() {
    counter.reset();
    for (const [i, offer] of offers.entries()) {
      const problems = problemList(fieldProblems(offer));
      const errors = problems.length > 0 ? problems : offerErrors(draftOf(offer), rules);
      if (errors.length > 0) {
        setActive(String(i));
        setInvalid(`Offer ${i + 1} is invalid: ${errors.join(', ')}`);
        return;
      }
    }
    confirmation.open();
  }

  function submit() {
    confirmation.close();
    counter.mutate(
      { customerDocumentId: account.id, offers: offers.map((o) => bodyOf(o, account.id)), disclosures: filledLines(lines) },
      {
        // Refused for another reason than a conflict: the confirmation stays open, with the error.
        onError: (error) => {
          if (!isConflict(error)) confirmation.open();
        },
      },
    );
  }

  const error = counter.isError && !isConflict(counter.error) ? describeError(counter.error, NEGOTIATION_MESSAGES.acceptFailed) : null;
  return (
    <Stack gap="sm">
      <Tabs value={active} onChange={(v) => setActive(v ?? '0')} keepMounted={false}>
        {/* ARIA: a tablist holds only tabs (axe aria-required-children), so "Add offer" sits beside it. */}
        <Group gap={4} wrap="nowrap" align="flex-end">
          <Tabs.List style={{ flex: 1 }}>
            {offers.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: offers are positional ("Offer 2").
              <Tabs.Tab key={i} value={String(i)}>
                Offer {i + 1}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {offers.length < MAX_COUNTEROFFERS ? (
            <Button variant="subtle" size="compact-sm" onClick={addOffer} mb={6}>
              + Add offer
            </Button>
          ) : null}
        </Group>
        {offers.map((offer, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: offers are positional ("Offer 2").
          <Tabs.Panel key={i} value={String(i)} pt="sm">
            <OfferFields
              offer={offer}
              index={i}
              customerDocumentId={account.id}
              validFirstPaymentDate={validFirstPaymentDate}
              balanceCents={account.lawsuit_amount}
              onChange={(change) => update(i, change)}
              onRemove={offers.length > 1 ? () => removeOffer(i) : undefined}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <DisclosuresField fixedLine={NEGOTIATION_MESSAGES.counterDisclosure} lines={lines} onChange={setLines} />
      {(invalid ?? (!isConfirming && error)) ? (
        <Alert color="red" variant="light" role="alert">
          {invalid ?? error}
        </Alert>
      ) : null}
      <Button onClick={review} style={{ alignSelf: 'flex-start' }}>
        {offers.length === 1 ? 'Send counteroffer' : `Send ${offers.length} counteroffers`}
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title="Send counteroffers"
        confirmLabel="Submit"
        isPending={counter.isPending}
        error={error}
        onConfirm={submit}
        onClose={confirmation.close}
      >
        {NEGOTIATION_MESSAGES.counterConfirm}
      </ConfirmModal>
    </Stack>
  );
}

interface OfferFieldsProps {
  offer: OfferState;
  index: number;
  customerDocumentId: number;
  validFirstPaymentDate: string;
  balanceCents: number | null;
  onChange: (change: (offer: OfferState) => OfferState) => void;
  onRemove?: () => void;
}

function OfferFields({ offer, index, customerDocumentId, validFirstPaymentDate, balanceCents, onChange, onRemove }: OfferFieldsProps) {
  const draft = draftOf(offer);
  const total = draft.total_amount_cents ?? 0;
  const hasTiers = offer.tiers.length > 0;
  const problems = fieldProblems(offer);
  const [debounced] = useDebouncedValue(bodyOf(offer, customerDocumentId), 500);
  const hint = useOfferLastPayment(customerDocumentId, debounced.total_amount !== '0.00' ? debounced : null);

  function setTier(t: number, tier: TierState) {
    onChange((o) => ({ ...o, tiers: o.tiers.map((x, i) => (i === t ? tier : x)) }));
  }
  function removeTier(t: number) {
    // Fewer than two tiers is no split: the offer goes back to one plan.
    onChange((o) => {
      const tiers = o.tiers.filter((_, i) => i !== t);
      return { ...o, tiers: tiers.length < MIN_PHASES ? [] : tiers };
    });
  }

  const remaining = remainingBalanceCents(total, draft.phases);
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <CurrencyInput
          label="Total amount"
          required
          miw={150}
          value={offer.total}
          // A negative or too large total is said beside the field, never clamped to $0.00 (CurrencyInput never clamps).
          min={undefined}
          error={problems.total}
          onChange={(value) => onChange((o) => ({ ...o, total: value }))}
          description={balanceCents ? `Balance ${formatCents(balanceCents)}` : undefined}
        />
        <TextInput
          label="First payment date"
          type="date"
          required
          miw={150}
          min={validFirstPaymentDate}
          value={offer.firstPaymentDate}
          onChange={(e) => {
            const value = e.currentTarget.value;
            onChange((o) => ({ ...o, firstPaymentDate: value }));
          }}
          description={`On or after ${formatCalendarDate(validFirstPaymentDate)}`}
        />
        {!hasTiers ? (
          <NumberInput
            label="Number of payments"
            required
            miw={130}
            min={1}
            max={MAX_PAYMENTS}
            // Past the limit the form says so (offerErrors) rather than changing the number silently.
            clampBehavior="none"
            allowDecimal={false}
            error={problems.payments}
            value={offer.payments}
            onChange={(value) => onChange((o) => ({ ...o, payments: value }))}
          />
        ) : null}
      </Group>

      {hasTiers ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {offer.tiers.map((tier, t) => {
                const before = remainingBalanceCents(
                  total,
                  draft.phases.filter((_, i) => i !== t),
                );
                const filled = fillPhase(before, draft.phases[t] as PhaseDraft);
                const canFill =
                  filled !== draft.phases[t] &&
                  (filled.iterations !== draft.phases[t]?.iterations || filled.payment_amount_cents !== draft.phases[t]?.payment_amount_cents);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positional ("Tier 2").
                  <Paper key={t} withBorder radius="sm" p="xs">
                    <Group justify="space-between" mb={4}>
                      <Text size="sm" fw={600}>
                        Tier {t + 1}
                      </Text>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Remove tier ${t + 1}`} onClick={() => removeTier(t)}>
                        <TrashIcon />
                      </ActionIcon>
                    </Group>
                    <Group grow wrap="nowrap" gap="xs" align="flex-end">
                      <CurrencyInput
                        label="Payment amount"
                        aria-label={`Tier ${t + 1} payment amount`}
                        value={tier.amount}
                        min={undefined}
                        error={problems.tiers[t]?.amount}
                        onChange={(value) => setTier(t, { ...tier, amount: value })}
                      />
                      <NumberInput
                        label="Payments"
                        aria-label={`Tier ${t + 1} payments`}
                        min={1}
                        max={MAX_PAYMENTS}
                        clampBehavior="none"
                        allowDecimal={false}
                        error={problems.tiers[t]?.payments}
                        value={tier.payments}
                        onChange={(value) => setTier(t, { ...tier, payments: value })}
                      />
                    </Group>
                    {canFill ? (
                      <Button
                        variant="light"
                        size="compact-sm"
                        mt="xs"
                        onClick={() => setTier(t, { amount: centsToDollars(filled.payment_amount_cents ?? 0), payments: filled.iterations ?? '' })}
                      >
                        Fill from balance
                      </Button>
                    ) : null}
                  </Paper>
                );
              })}
            </SimpleGrid>
            <Group justify="space-between" wrap="wrap">
              <Button variant="subtle" size="compact-sm" onClick={() => onChange((o) => ({ ...o, tiers: [...o.tiers, emptyTier()] }))}>
                + Add tier
              </Button>
              <Text size="sm" fw={600} c={remaining === 0 ? 'teal.8' : 'red.8'} role="status">
                Remaining balance: {formatCents(remaining)}
              </Text>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange((o) => ({ ...o, tiers: [emptyTier(), emptyTier()] }))}
        >
          Split into tiers
        </Button>
      )}

      <FinalPaymentHint hint={hint.data} hasTiers={hasTiers} />
      {onRemove ? (
        <Button variant="subtle" color="red" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={onRemove}>
          Remove offer {index + 1}
        </Button>
      ) : null}
    </Stack>
  );
}

function FinalPaymentHint({ hint, hasTiers }: { hint: { has_extra_tier: boolean; last_payment_amount_cents: number | null } | undefined; hasTiers: boolean }) {
  if (!hint?.has_extra_tier || hint.last_payment_amount_cents === null) return null;
  return (
    <Text size="sm" c="dimmed">
      {hasTiers
        ? `A final payment of ${formatCents(hint.last_payment_amount_cents)} would be needed to cover the remaining balance.`
        : `The final payment will be ${formatCents(hint.last_payment_amount_cents)}, so the payments add up to the total exactly.`}
    </Text>
  );
}
