import { Button, Stack, Text } from '@mantine/core';
import { formatCents, NEGOTIATION_DONE, NEGOTIATION_MESSAGES } from '@parley/shared';
import { useEffect, useRef, useState } from 'react';
import { useAcceptOffer } from '../../../api/collector/accounts/accept-offer';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { isConflict } from '../../../api/collector/accounts/negotiation-conflicts';
import { describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ErrorBanner } from '../../../ui/error-banner';
import { formatCalendarDate } from '../../format-dates';
import { DisclosuresField, filledLines } from './disclosures-field';

interface AcceptFormProps {
  account: Account;
  /** The auto action from an emailed link: submit at once, without asking. */
  autoSubmit?: boolean;
  /** With the refusal, or null once accepted. */
  onAutoSubmitted?: (error: unknown) => void;
}

/** Collector spec 4–5: accept the consumer's latest offer, with optional extra disclosures. */
export function AcceptForm({ account, autoSubmit = false, onAutoSubmitted }: AcceptFormProps) {
  const [lines, setLines] = useState<string[]>([]);
  const [isConfirming, setIsConfirming] = useState(false);
  const accept = useAcceptOffer(NEGOTIATION_DONE.accepted(account.customer_name));
  const offer = account.latest_historical_offer;
  const submitted = useRef(false);

  function submit() {
    accept.mutate(
      { customerDocumentId: account.id, disclosures: filledLines(lines) },
      {
        onSuccess: () => setIsConfirming(false),
        // The row's conflict dialog takes over: it says why and shows the step the account is at now.
        onError: (error) => {
          if (isConflict(error)) setIsConfirming(false);
        },
      },
    );
  }

  useEffect(() => {
    if (!autoSubmit || submitted.current) return;
    submitted.current = true;
    accept.mutate({ customerDocumentId: account.id, disclosures: [] }, { onSettled: (_data, error) => onAutoSubmitted?.(error ?? null) });
  }, [autoSubmit, account.id, accept, onAutoSubmitted]);

  // A 409 is said by the row (its conflict dialog and notice), not a second time here.
  const error = accept.isError && !isConflict(accept.error) ? describeError(accept.error, NEGOTIATION_MESSAGES.acceptFailed) : null;
  return (
    <Stack gap="sm">
      {offer ? (
        <Text size="sm">
          Accept {formatCents(offer.total_amount_cents)} in {offer.payments} {offer.payments === 1 ? 'payment' : 'payments'}, the first on{' '}
          {formatCalendarDate(offer.first_payment_date)}.
        </Text>
      ) : null}
      <DisclosuresField fixedLine={NEGOTIATION_MESSAGES.acceptDisclosure} lines={lines} onChange={setLines} />
      {!isConfirming ? <ErrorBanner message={error} /> : null}
      <Button
        onClick={() => {
          accept.reset();
          setIsConfirming(true);
        }}
        loading={accept.isPending && !isConfirming}
        style={{ alignSelf: 'flex-start' }}
      >
        Accept offer
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title="Accept offer"
        confirmLabel="Accept"
        isPending={accept.isPending}
        error={error}
        onConfirm={submit}
        onClose={() => setIsConfirming(false)}
      >
        {NEGOTIATION_MESSAGES.acceptConfirm}
      </ConfirmModal>
    </Stack>
  );
}
