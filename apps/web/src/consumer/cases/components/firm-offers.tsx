import { Badge, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { describePhases, formatCents, type OfferView, offerPercent, type SettlementCase } from '@parley/shared';
import { useState } from 'react';
import { useAcceptCounteroffer } from '../../../api/consumer/cases/accept-counteroffer';
import { describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PaymentScheduleList } from './payment-schedule-list';

/** The firm's counteroffers side by side (up to 5), each with its schedule and an Accept button. */
export function FirmOffers({ settlementCase }: { settlementCase: SettlementCase }) {
  const [chosen, setChosen] = useState<OfferView | null>(null);
  const accept = useAcceptCounteroffer();
  const offers = settlementCase.firm_offers;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: Math.min(offers.length, 2), lg: Math.min(offers.length, 3) }} spacing="md">
        {offers.map((offer, i) => (
          <Card key={offer.id} withBorder radius="md" padding="md" component="article" aria-label={`Counteroffer ${i + 1}`}>
            <Stack gap="xs">
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                Option {i + 1}
              </Text>
              <Text fz={26} fw={700}>
                {formatCents(offer.total_amount_cents)}
              </Text>
              {offerPercent(offer.total_amount_cents, settlementCase.amount_owed_cents) !== null ? (
                <Badge variant="light" color="indigo" style={{ alignSelf: 'flex-start' }}>
                  {offerPercent(offer.total_amount_cents, settlementCase.amount_owed_cents)}% of what you owe
                </Badge>
              ) : null}
              <Text size="sm">{describePhases(offer.phases)}</Text>
              <PaymentScheduleList offer={offer} />
              <Button mt="xs" onClick={() => setChosen(offer)}>
                Accept option {i + 1}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmModal
        opened={chosen !== null}
        title="Accept this counteroffer"
        confirmLabel="Accept"
        isPending={accept.isPending}
        error={accept.isError ? describeError(accept.error, 'We could not accept this offer. Please try again.') : null}
        onConfirm={() => chosen && accept.mutate({ caseId: settlementCase.id, offerId: chosen.id }, { onSuccess: () => setChosen(null) })}
        onClose={() => {
          accept.reset();
          setChosen(null);
        }}
      >
        {chosen
          ? `Accept ${formatCents(chosen.total_amount_cents)} as ${describePhases(chosen.phases).toLowerCase()}? The firm then sends the agreement for you to sign.`
          : ''}
      </ConfirmModal>
    </>
  );
}
