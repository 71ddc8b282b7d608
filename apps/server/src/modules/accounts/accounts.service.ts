import {
  ACCOUNT_MESSAGES,
  type AccountFacts,
  type ApplyFiltersQuery,
  ARCHIVED_VALUES,
  accountFactsOf,
  automaticRuleLabel,
  CURRENT_ACTION_TYPES,
  type CurrentAction,
  type CustomerInfo,
  centsToDollars,
  currentActionOf as currentActionTypeOf,
  DISPUTE_FILTER_VALUES,
  EVENT_ENGLISH,
  type EventAction,
  type FilterDefinition,
  GUARDS,
  LAST_ACTION_LABELS,
  lastActionLabel,
  validFirstPaymentDate,
} from '@parley/shared';
import type { Database } from '../../db/client.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { findBudgetShares } from '../budget-ladder/budget-ladder.service.js';
import { setArchived, updateCaseDetails } from '../cases/case-store.js';
import { confirmAccountFacts } from './account-facts.js';
import {
  type AccountRow,
  type AccountScope,
  computeMetrics,
  findAccountRow,
  findAccountsPage,
  findDocumentInScope,
  findFilterBounds,
  type ListedAccount,
} from './accounts.queries.js';
import type { Viewer } from './viewer.js';

/** Read by other modules: this module's queries are its own, and this is the door to them. */
export { findDocumentInScope } from './accounts.queries.js';

type Doc = AccountRow;
/** The activity log's words for an event; an answer the firm's settlement rules made names its rule. */
function eventEnglish(action: string, automaticRule: string | null): string {
  const words = EVENT_ENGLISH[action as EventAction] ?? action;
  return automaticRule === null ? words : `${words} (${automaticRuleLabel(automaticRule)})`;
}

function currentActionOf(doc: Doc, validFirst: string): CurrentAction {
  const type = currentActionTypeOf(doc);
  const params: CurrentAction['params'] = {};
  if (type === 'accept_or_counteroffer') {
    params.can_accept = GUARDS.first_payment_not_past.passes({
      offer: { firstPaymentDate: doc.offerFirstPaymentDate, phases: [] },
      validFirstPaymentDate: validFirst,
    });
  }
  if (type === 'first_payment_made') params.latest_payment_date = doc.lastPaymentAt?.toISOString().slice(0, 10) ?? null;
  return { type, params };
}

const moneyTotal = (cents: number | null) => (cents === null ? null : { cents });

export function createAccountsService({ db, clock, audit }: { db: Database; clock: Clock; audit: Audit }) {
  async function getDocument(viewer: Viewer, id: number): Promise<Doc> {
    const doc = await findDocumentInScope(db, viewer.scope, id);
    if (!doc) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);
    return doc;
  }
  function assertCanWrite(viewer: Viewer) {
    if (!viewer.canWrite) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.readOnly);
  }

  /** Accounts as the list shows them, each with its verified budget share. */
  async function customerInfoOf(rows: ListedAccount[], validFirst: string): Promise<CustomerInfo[]> {
    const budgetShares = await findBudgetShares(
      db,
      rows.map((r) => r.doc.id),
    );
    return rows.map(({ doc, lawFirmName, events: docEvents, offer, collectionPaused, consumerLanguage, confirmation }) => {
      const latest = docEvents.at(-1);
      return {
        id: doc.id,
        customer_name: doc.customerName,
        law_firm_name: lawFirmName ?? '',
        birthdate: doc.birthdate,
        civil_number: doc.civilNumber,
        file_number: doc.fileNumber,
        lawsuit_state: doc.lawsuitState,
        plaintiff_name: doc.plaintiffName,
        lawsuit_amount: doc.lawsuitAmountCents,
        email: doc.email,
        lawsuit_exists: doc.lawsuitExists,
        last_action: lastActionLabel(doc.lastActionCode),
        status_date: doc.lastActionAt?.toISOString() ?? null,
        latest_event: latest ? { action: latest.action, created_at: latest.created_at } : null,
        current_action: currentActionOf(doc, validFirst),
        collection_paused: collectionPaused,
        consumer_language: consumerLanguage,
        account_facts: accountFactsOf(confirmation, { balance_cents: doc.lawsuitAmountCents, plaintiff_name: doc.plaintiffName }),
        latest_historical_offer: offer,
        offer_percent: doc.offerPercent,
        customer_mailing_address: {
          customer_street: doc.mailingStreet,
          customer_city: doc.mailingCity,
          customer_state: doc.mailingState,
          customer_zip_code: doc.mailingZip,
        },
        // Collectors see the last four only; the full number never leaves the server.
        social_security_number: { last_four: doc.ssnLastFour },
        hardship: doc.hardship,
        hardship_statement: doc.hardshipStatement,
        monthly_income_total: moneyTotal(doc.monthlyIncomeCents),
        monthly_expenses_total: moneyTotal(doc.monthlyExpensesCents),
        plaid_verified: doc.plaidVerified,
        budget_verified: budgetShares.get(doc.id) ?? null,
        has_detailed_data: Object.keys(doc.financialDetails).length > 0,
        financial_details: doc.financialDetails,
        settlement_negotiation_events: docEvents.map(({ automatic_rule: _rule, ...event }) => event),
        event_id_to_english_text: Object.fromEntries(docEvents.map((e) => [String(e.id), eventEnglish(e.action, e.automatic_rule)])),
        customer_document: {
          id: doc.id,
          user_id: doc.userId,
          archived_by_law_firm_on: doc.archivedByLawFirmOn?.toISOString() ?? null,
          assigned_user_id: doc.assignedUserId,
        },
      };
    });
  }

  async function listPage(scope: AccountScope, query: ApplyFiltersQuery) {
    const validFirst = validFirstPaymentDate(clock.now());
    const { rows, morePages, totalCount, firmHasPayee } = await findAccountsPage(db, scope, query);
    return {
      customer_info: await customerInfoOf(rows, validFirst),
      more_pages: morePages,
      total_count: totalCount,
      has_payment_details: firmHasPayee,
      valid_first_payment_date: validFirst,
    };
  }

  return {
    applyFilters: (viewer: Viewer, query: ApplyFiltersQuery) => listPage(viewer.scope, query),

    /** One account as its firm's list shows it (issue 40.4: read once after a change, for every open tab), or null. */
    async firmRow(lawFirmId: number, id: number): Promise<CustomerInfo | null> {
      const row = await findAccountRow(db, { lawFirmId }, id);
      return row ? ((await customerInfoOf([row], validFirstPaymentDate(clock.now())))[0] ?? null) : null;
    },

    metrics: (viewer: Viewer) => computeMetrics(db, viewer.scope, clock.now()),
    /** A firm's metrics as its staff see them (pushed after a burst of changes, issue 40.4). */
    firmMetrics: (lawFirmId: number) => computeMetrics(db, { lawFirmId }, clock.now()),

    async filterValues(viewer: Viewer): Promise<FilterDefinition[]> {
      const { bounds: b, states } = await findFilterBounds(db, viewer.scope);
      const dollars = (v: string | null | undefined, round: (x: number) => number) => (v === null || v === undefined ? null : round(centsToDollars(Number(v))));
      const range = (min: number | null, max: number | null) => (min === null || max === null ? [] : [min, max]);
      return [
        { key: 'search', name: 'Search', type: 'text', values: [], unit: 'value', format: 'text', visible_in_ui: true },
        { key: 'status', name: 'Status', type: 'enum', values: LAST_ACTION_LABELS, unit: 'value', format: 'label', visible_in_ui: true },
        { key: 'current_action', name: 'Next step', type: 'enum', values: [...CURRENT_ACTION_TYPES], unit: 'value', format: 'label', visible_in_ui: true },
        { key: 'dispute', name: 'Dispute', type: 'enum', values: [...DISPUTE_FILTER_VALUES], unit: 'value', format: 'label', visible_in_ui: true },
        { key: 'state', name: 'State', type: 'enum', values: states, unit: 'location', format: 'label', visible_in_ui: true },
        {
          key: 'debt_amount',
          name: 'Debt Amount',
          type: 'range',
          values: range(dollars(b?.debtMin, Math.floor), dollars(b?.debtMax, Math.ceil)),
          unit: 'value',
          format: 'money',
          visible_in_ui: true,
        },
        {
          key: 'offer_amount',
          name: 'Offer Amount',
          type: 'range',
          values: range(dollars(b?.offerMin, Math.floor), dollars(b?.offerMax, Math.ceil)),
          unit: 'value',
          format: 'money',
          visible_in_ui: true,
        },
        {
          key: 'status_date',
          name: 'Status Date',
          type: 'range',
          values: range(b?.statusMin ? Number(b.statusMin) : null, b?.statusMax ? Number(b.statusMax) : null),
          unit: 'value',
          format: 'date',
          visible_in_ui: true,
        },
        {
          key: 'first_payment_date',
          name: 'First Payment',
          type: 'range',
          values: range(b?.firstMin ? Number(b.firstMin) : null, b?.firstMax ? Number(b.firstMax) : null),
          unit: 'value',
          format: 'date',
          visible_in_ui: true,
        },
        { key: 'archived', name: 'Archived', type: 'enum', values: [...ARCHIVED_VALUES], unit: 'value', format: 'label', visible_in_ui: true },
        { key: 'customer_document_id', name: 'Account', type: 'text', values: [], unit: 'value', format: 'text', visible_in_ui: false },
      ];
    },

    /** Collector spec 7 builds the activity log CSV in the browser; the browser reports the download here. */
    async recordActivityLogExport(viewer: Viewer, id: number): Promise<void> {
      const doc = await getDocument(viewer, id);
      await audit.record({
        action: 'export.activity_log',
        actorUserId: viewer.userId,
        realm: 'collector',
        lawFirmId: doc.lawFirmId,
        ip: viewer.ip,
        details: { customer_document_id: id },
      });
    },

    async currentAction(viewer: Viewer, id: number): Promise<CurrentAction> {
      return currentActionOf(await getDocument(viewer, id), validFirstPaymentDate(clock.now()));
    },

    /** Archive or unarchive; a stale request (already in that state) gets 409 and changes nothing. */
    async setArchived(viewer: Viewer, id: number, archived: boolean): Promise<void> {
      assertCanWrite(viewer);
      await getDocument(viewer, id);
      await db.transaction(async (tx) => {
        const changed = await setArchived(tx, id, archived, clock.now());
        if (!changed) throw new AppError('CONFLICT', archived ? 'This account is already archived.' : 'This account is not archived.');
        await audit.record(
          {
            action: archived ? 'account.archived' : 'account.unarchived',
            actorUserId: viewer.userId,
            realm: 'collector',
            ip: viewer.ip,
            details: { customer_document_id: id },
          },
          tx,
        );
      });
    },

    /** Issue 33: a staff member vouches for the balance and creditor, so settlement rules may act on them. */
    async confirmFacts(viewer: Viewer, id: number, facts: { balanceCents: number; plaintiffName: string }): Promise<AccountFacts> {
      assertCanWrite(viewer);
      await getDocument(viewer, id);
      return db.transaction((tx) => confirmAccountFacts(tx, audit, viewer, id, facts, clock.now()));
    },

    async updateFileNumber(viewer: Viewer, id: number, fileNumber: string): Promise<string | null> {
      assertCanWrite(viewer);
      await getDocument(viewer, id);
      const row = await updateCaseDetails(db, id, { fileNumber: fileNumber === '' ? null : fileNumber }, 'law_firm');
      return row.fileNumber;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
