import { Alert, Paper, Stack, Tabs, Text } from '@mantine/core';
import { DISPUTE_WORDING, needsCourtClosing, termsAgreed } from '@parley/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { type RuleSuggestion, useRuleSuggestion } from '../../../api/collector/settlement-rules/rule-suggestion';
import { CaseChangeNotice } from '../../../ui/case-change-notice';
import { describeCurrentAction } from '../current-action-text';
import { AcceptForm } from './accept-form';
import { AccountDocuments } from './account-documents';
import { AgreementUploadForm } from './agreement-upload-form';
import { ConflictDialog } from './conflict-dialog';
import { type CounterConfirmation, useCounterConfirmation } from './counter-confirmation';
import { CounterofferForm } from './counteroffer-form';
import { DisputeTask } from './dispute-task';
import { PaymentDetailsForm } from './payment-details-form';
import { RuleSuggestionNote } from './rule-suggestion-note';

// Only a paid-off lawsuit's row shows it: loaded when one opens, not with the accounts page.
const CourtClosingPanel = lazy(() => import('./court-closing-panel').then((m) => ({ default: m.CourtClosingPanel })));

export type AutoAction = 'accept' | 'counteroffer';
/** What an emailed link's auto action did, for the page to say at the top. */
export type AutoActionResult =
  | { kind: 'accepted' }
  | { kind: 'accept_failed'; error: unknown }
  | { kind: 'counteroffer_opened' }
  /** The offer's first payment is too soon to accept: the counteroffer form opened instead. */
  | { kind: 'accept_unavailable' }
  /** The account is no longer waiting on the firm's answer. */
  | { kind: 'moved_on' };
/** Collector spec 9: the auto action waits 500 ms after the account shows. */
export const AUTO_ACTION_DELAY_MS = 500;

interface RowActionProps {
  account: Account;
  isReadOnly: boolean;
  validFirstPaymentDate: string;
  /** From an emailed link (`auto_action`): open accept and submit it, or open the counteroffer form. */
  autoAction?: AutoAction | null;
  onAutoActionDone?: (result: AutoActionResult) => void;
}

/** Collector spec 4 "Row action cell": what the account's current action shows and lets the firm do. */
export function RowAction({ account, isReadOnly, validFirstPaymentDate, autoAction = null, onAutoActionDone }: RowActionProps) {
  const action = account.current_action;
  const { text, warning } = describeCurrentAction(action, validFirstPaymentDate);
  const canAccept = action.params.can_accept !== false;
  const [tab, setTab] = useState<string | null>(canAccept ? 'accept' : 'counteroffer');
  const [autoSubmit, setAutoSubmit] = useState(false);

  useEffect(() => {
    if (!autoAction || isReadOnly) return;
    if (action.type !== 'accept_or_counteroffer') {
      onAutoActionDone?.({ kind: 'moved_on' });
      return;
    }
    const timer = setTimeout(() => {
      if (autoAction === 'accept' && canAccept) {
        setTab('accept');
        setAutoSubmit(true);
      } else {
        setTab('counteroffer');
        onAutoActionDone?.({ kind: autoAction === 'accept' ? 'accept_unavailable' : 'counteroffer_opened' });
      }
    }, AUTO_ACTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoAction, isReadOnly, action.type, canAccept, onAutoActionDone]);

  const isAnswering = action.type === 'accept_or_counteroffer' && !account.collection_paused;
  const confirmation = useCounterConfirmation(account, isAnswering);
  const suggestion = useRuleSuggestion(account.id, account.latest_event?.created_at ?? null, { enabled: isAnswering }).data ?? null;
  // The rules' counter opens the counteroffer tab, pre-filled; an emailed auto action still decides first.
  useEffect(() => {
    if (suggestion?.decision === 'counter' && !autoAction) setTab('counteroffer');
  }, [suggestion?.decision, autoAction]);
  // 12 CFR 1006.38: while a dispute is open the firm's step is verification; the held actions are said, not hidden.
  const form = account.collection_paused ? (
    <DisputeTask account={account} isReadOnly={isReadOnly} />
  ) : isReadOnly ? null : (
    formFor(account, validFirstPaymentDate, { tab, setTab, canAccept, autoSubmit, onAutoActionDone, suggestion, confirmation })
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Next step">
      <Stack gap="sm">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          Next step
        </Text>
        <CaseChangeNotice caseId={account.id} />
        <Text fw={600}>{account.collection_paused ? DISPUTE_WORDING.collector.label : text}</Text>
        {warning ? (
          <Alert color="yellow" variant="light" p="xs" role="note">
            <Text size="sm">{warning}</Text>
          </Alert>
        ) : null}
        {isAnswering && suggestion ? <RuleSuggestionNote suggestion={suggestion} /> : null}
        {form}
        {action.type !== null && termsAgreed(action.type) ? <AccountDocuments customerDocumentId={account.id} /> : null}
        {needsCourtClosing({ state: action.type ?? 'new', lawsuitExists: account.lawsuit_exists, civilNumber: account.civil_number }) ? (
          <Suspense fallback={null}>
            <CourtClosingPanel account={account} isReadOnly={isReadOnly} />
          </Suspense>
        ) : null}
      </Stack>
      <ConflictDialog account={account} validFirstPaymentDate={validFirstPaymentDate} />
    </Paper>
  );
}

function formFor(
  account: Account,
  validFirstPaymentDate: string,
  ui: {
    tab: string | null;
    setTab: (t: string | null) => void;
    canAccept: boolean;
    autoSubmit: boolean;
    onAutoActionDone?: ((result: AutoActionResult) => void) | undefined;
    suggestion: RuleSuggestion | null;
    confirmation: CounterConfirmation;
  },
) {
  switch (account.current_action.type) {
    case 'accept_or_counteroffer':
      return (
        <Tabs value={ui.tab} onChange={ui.setTab} keepMounted={false} variant="outline">
          <Tabs.List>
            {ui.canAccept ? <Tabs.Tab value="accept">Accept</Tabs.Tab> : null}
            <Tabs.Tab value="counteroffer">Counteroffer</Tabs.Tab>
          </Tabs.List>
          {ui.canAccept ? (
            <Tabs.Panel value="accept" pt="sm">
              <AcceptForm
                account={account}
                autoSubmit={ui.autoSubmit}
                onAutoSubmitted={(error) => ui.onAutoActionDone?.(error === null ? { kind: 'accepted' } : { kind: 'accept_failed', error })}
              />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="counteroffer" pt="sm">
            <CounterofferForm
              // A new suggestion starts the form again from its plans.
              key={ui.suggestion?.reason ?? 'none'}
              account={account}
              validFirstPaymentDate={validFirstPaymentDate}
              initialOffers={ui.suggestion?.decision === 'counter' ? ui.suggestion.counteroffers : []}
              confirmation={ui.confirmation}
            />
          </Tabs.Panel>
        </Tabs>
      );
    case 'request_payment_details':
      return <PaymentDetailsForm account={account} />;
    case 'request_settlement_agreement':
      return <AgreementUploadForm account={account} />;
    default:
      return null;
  }
}
