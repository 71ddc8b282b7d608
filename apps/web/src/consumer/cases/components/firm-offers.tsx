import { Badge, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { type OfferView, offerPercent, type SettlementCase } from '@parley/shared';
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
} satisfies Record<string, MessageDescriptor>;

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
              <Button mt="xs" onClick={() => setChosen(offer)}>
                {intl.formatMessage(m.acceptOption, { number: i + 1 })}
              </Button>
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
