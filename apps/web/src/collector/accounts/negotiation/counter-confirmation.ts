import { useEffect, useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { reportConflict } from '../../../api/collector/accounts/negotiation-conflicts';
import { latestCaseNoticeText } from '../../../app/case-live';

export type CounterConfirmation = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
};

/**
 * The counteroffer's confirmation, held by the account's row and opened on one step of the account
 * (its latest event). When the account moves on while it is open (a colleague answers, the consumer
 * makes a new offer, a dispute pauses collection), the confirmation closes and the row's conflict
 * dialog says the counteroffer was not sent, with what happened, rather than the form vanishing with
 * the firm's unsent offer (issue 38.6). The form closes it when it sends: its own move says nothing.
 * Leaving the page says nothing either.
 */
export function useCounterConfirmation(account: Account, isAnswering: boolean): CounterConfirmation {
  const step = isAnswering ? (account.latest_event?.created_at ?? 'no event') : null;
  const [openOn, setOpenOn] = useState<string | null>(null);
  useEffect(() => {
    if (openOn === null || openOn === step) return;
    setOpenOn(null);
    const happened = latestCaseNoticeText(account.id);
    reportConflict(account.id, `Your counteroffer was not sent: the account changed while you were confirming it.${happened ? ` ${happened}` : ''}`);
  }, [openOn, step, account.id]);
  return { isOpen: openOn !== null && openOn === step, open: () => setOpenOn(step), close: () => setOpenOn(null) };
}
