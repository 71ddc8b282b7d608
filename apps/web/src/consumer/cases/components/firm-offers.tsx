import { Badge, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { failingGuardNames, type GuardName, type OfferView, offerPercent, type SettlementCase, transitionFrom } from '@parley/shared';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useAcceptCounteroffer } from '../../../api/consumer/cases/accept-counteroffer';
import { describeError } from '../../../api/errors';
import { useFormat } from '../../../i18n/use-format';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { usePhrasePhases } from '../case-words';
import { PaymentScheduleList } from './payment-schedule-list';

const m = {
  counteroffer: { id: 'offers.firm.counteroffer', defaultMessage: 'Counteroffer {number}' },
  option: { id: 'offers.firm.option', defaultMessage: 'Option {number}' },
  percentOwed: { id: 'offers.firm.percentOwed', defaultMessage: '{percent}% of what you owe' },
  acceptOption: { id: 'offers.firm.acceptOption', defaultMessage: 'Accept option {number}' },
  confirmTitle: { id: 'offers.firm.confirmTitle', defaultMessage: 'Accept this counteroffer' },
  confirm: { id: 'offers.firm.confirm', defaultMessage: 'Accept' },
  acceptFailed: { id: 'offers.firm.acceptFailed', defaultMessage: 'We could not accept this offer. Please try again.' },
  confirmText: { id: 'offers.firm.confirmText', defaultMessage: 'Accept {amount} as {plan}? The firm then sends the agreement for you to sign.' },
  expired: { id: 'offers.firm.expired', defaultMessage: 'Expired' },
  expiredWhy: {
    id: 'offers.firm.expiredWhy',
    defaultMessage: 'Its first payment date, {date}, is too soon to accept now (the earliest is {earliest}). Send a counteroffer below with a later date.',
  },
  unpayable: {
    id: 'offers.firm.unpayable',
    defaultMessage: 'A payment of this offer is under the smallest allowed, so it cannot be accepted. Send a counteroffer below.',
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * Why an offer of the firm can no longer be accepted, by the lifecycle's own accept guards (the
 * server refuses it for the same reasons); null when it can be.
 */
/** The consumer's Accept of a firm's counteroffer, as the shared lifecycle table has it. */
const CONSUMER_ACCEPT = transitionFrom('waiting_for_customer', 'consumer', 'accept')!;

/** The first guard of the consumer's Accept that this offer fails (shared lifecycle), or null when it can be accepted. */
function whyNotAcceptable(offer: OfferView, validFirstPaymentDate: string): GuardName | null {
  const context = { offer: { firstPaymentDate: offer.first_payment_date, phases: offer.phases }, validFirstPaymentDate };
  return failingGuardNames(CONSUMER_ACCEPT, context)[0] ?? null;
}

/** The firm's counteroffers side by side (up to 5), each with its schedule and an Accept button. */
export function FirmOffers({ settlementCase }: { settlementCase: SettlementCase }) {
  const [chosen, setChosen] = useState<OfferView | null>(null);
  const accept = useAcceptCounteroffer();
  const offers = settlementCase.firm_offers;
  const intl = useIntl();
  const { money } = useFormat();
  const phrasePhases = usePhrasePhases();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: Math.min(offers.length, 2), lg: Math.min(offers.length, 3) }} spacing="md">
        {offers.map((offer, i) => (
          <Card key={offer.id} withBorder radius="md" padding="md" component="article" aria-label={intl.formatMessage(m.counteroffer, { number: i + 1 })}>
            <Stack gap="xs">
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {intl.formatMessage(m.option, { number: i + 1 })}
              </Text>
              <Text fz={26} fw={700}>
                {money(offer.total_amount_cents)}
              </Text>
              {offerPercent(offer.total_amount_cents, settlementCase.amount_owed_cents) !== null ? (
                <Badge variant="light" color="indigo" style={{ alignSelf: 'flex-start' }}>
                  {intl.formatMessage(m.percentOwed, { percent: offerPercent(offer.total_amount_cents, settlementCase.amount_owed_cents) })}
                </Badge>
              ) : null}
              <Text size="sm">{phrasePhases(offer.phases)}</Text>
              <PaymentScheduleList offer={offer} />
              <OfferAction offer={offer} number={i + 1} validFirstPaymentDate={settlementCase.valid_first_payment_date} onAccept={() => setChosen(offer)} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmModal
        opened={chosen !== null}
        title={intl.formatMessage(m.confirmTitle)}
        confirmLabel={intl.formatMessage(m.confirm)}
        isPending={accept.isPending}
        error={accept.isError ? describeError(accept.error, intl.formatMessage(m.acceptFailed)) : null}
        onConfirm={() => chosen && accept.mutate({ caseId: settlementCase.id, offerId: chosen.id }, { onSuccess: () => setChosen(null) })}
        onClose={() => {
          accept.reset();
          setChosen(null);
        }}
      >
        {chosen ? intl.formatMessage(m.confirmText, { amount: money(chosen.total_amount_cents), plan: phrasePhases(chosen.phases) }) : ''}
      </ConfirmModal>
    </>
  );
}

/** Accept, or, for an offer the lifecycle no longer lets the consumer accept, why and what to do instead (issue 37.4). */
function OfferAction({
  offer,
  number,
  validFirstPaymentDate,
  onAccept,
}: {
  offer: OfferView;
  number: number;
  validFirstPaymentDate: string;
  onAccept: () => void;
}) {
  const intl = useIntl();
  const { date } = useFormat();
  const why = whyNotAcceptable(offer, validFirstPaymentDate);
  if (why === null) {
    return (
      <Button mt="xs" onClick={onAccept}>
        {intl.formatMessage(m.acceptOption, { number })}
      </Button>
    );
  }
  return (
    <Stack gap={4} mt="xs">
      <Badge color="gray" variant="light" style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage(m.expired)}
      </Badge>
      <Text size="sm">
        {why === 'first_payment_not_past'
          ? intl.formatMessage(m.expiredWhy, { date: offer.first_payment_date ? date(offer.first_payment_date) : '—', earliest: date(validFirstPaymentDate) })
          : intl.formatMessage(m.unpayable)}
      </Text>
    </Stack>
  );
}
