import { CONSUMER_WORDING, type ConsumerStage, EVENT_ENGLISH, type Phase, type SettlementCase, type StageContext } from '@parley/shared';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { labelMessages } from '../../i18n/label-messages';
import { useFormat } from '../../i18n/use-format';

/**
 * The consumer's words for each stage (CONSUMER_WORDING in state-wording.ts is the English; its
 * sentences take the case's facts, so they are ICU messages here rather than a label table).
 * tests/i18n/case-words.test.ts checks the English below says what the shared wording says.
 */
export const STAGE_MESSAGES = {
  make_offer: {
    title: { id: 'cases.stage.make_offer.title', defaultMessage: 'Make your offer' },
    badge: { id: 'cases.stage.make_offer.badge', defaultMessage: 'Your turn' },
    text: {
      id: 'cases.stage.make_offer.text',
      defaultMessage:
        'Offer what you can afford{hasAmount, select, yes { to settle the {amount} balance} other {}}, in one payment or several. {firmOnParley, select, yes {We send it to {firmName}.} other {We email it to {firmName} with an invitation to answer on Parley.}}',
    },
  } satisfies Record<string, MessageDescriptor>,
  waiting_for_firm: {
    title: { id: 'cases.stage.waiting_for_firm.title', defaultMessage: 'Offer sent' },
    badge: { id: 'cases.stage.waiting_for_firm.badge', defaultMessage: 'Waiting for the firm' },
    text: { id: 'cases.stage.waiting_for_firm.text', defaultMessage: '{firmName} can accept it or counter. We tell you as soon as they answer.' },
  } satisfies Record<string, MessageDescriptor>,
  respond_to_counteroffer: {
    title: { id: 'cases.stage.respond_to_counteroffer.title', defaultMessage: 'The firm answered' },
    badge: { id: 'cases.stage.respond_to_counteroffer.badge', defaultMessage: 'Your turn' },
    text: {
      id: 'cases.stage.respond_to_counteroffer.text',
      defaultMessage: '{firmName} sent {firmOfferCount, plural, =0 {an answer} one {a counteroffer} other {# options}}. Accept one, or counter.',
    },
  } satisfies Record<string, MessageDescriptor>,
  waiting_for_agreement: {
    title: { id: 'cases.stage.waiting_for_agreement.title', defaultMessage: 'You have a deal' },
    badge: { id: 'cases.stage.waiting_for_agreement.badge', defaultMessage: 'Waiting for the agreement' },
    text: {
      id: 'cases.stage.waiting_for_agreement.text',
      defaultMessage: '{firmName} is preparing the payment details and the settlement agreement for you to sign.',
    },
  } satisfies Record<string, MessageDescriptor>,
  sign_agreement: {
    title: { id: 'cases.stage.sign_agreement.title', defaultMessage: 'Sign your settlement agreement' },
    badge: { id: 'cases.stage.sign_agreement.badge', defaultMessage: 'Your turn' },
    text: { id: 'cases.stage.sign_agreement.text', defaultMessage: 'Read the agreement, then sign it here electronically.' },
  } satisfies Record<string, MessageDescriptor>,
  signed: {
    title: { id: 'cases.stage.signed.title', defaultMessage: 'Agreement signed' },
    badge: { id: 'cases.stage.signed.badge', defaultMessage: 'Paying the plan' },
    text: { id: 'cases.stage.signed.text', defaultMessage: 'Keep paying on schedule: the account is settled once the agreed total is paid.' },
  } satisfies Record<string, MessageDescriptor>,
  paid_off: {
    title: { id: 'cases.stage.paid_off.title', defaultMessage: 'Paid off' },
    badge: { id: 'cases.stage.paid_off.badge', defaultMessage: 'Settled' },
    text: {
      id: 'cases.stage.paid_off.text',
      defaultMessage: 'You paid the agreed total. {firmName} has everything the agreement asked for; keep the signed agreement for your records.',
    },
  } satisfies Record<string, MessageDescriptor>,
} satisfies Record<ConsumerStage, Record<'title' | 'badge' | 'text', { id: string; defaultMessage: string }>>;

/** The case history's events (EVENT_ENGLISH, the activity log's words), and who made each. */
export const EVENT_MESSAGES = labelMessages('cases.event', EVENT_ENGLISH);

const m = {
  byParty: { id: 'cases.event.byParty', defaultMessage: '{party, select, consumer {You} other {The firm}}: {event}' },
  phase: { id: 'offers.phase', defaultMessage: '{count, plural, one {# payment} other {# payments}} of {amount}' },
  separator: { id: 'offers.phaseSeparator', defaultMessage: ', then ' },
} satisfies Record<string, MessageDescriptor>;

type Formatter = Pick<IntlShape, 'formatMessage'>;

/** A case's stage in words: title, badge, sentence (filled from the case's facts), and color. */
export function stageWording(intl: Formatter, money: (cents: number) => string, stage: ConsumerStage, c: StageContext) {
  const words = STAGE_MESSAGES[stage];
  return {
    color: CONSUMER_WORDING[stage].color,
    title: intl.formatMessage(words.title),
    badge: intl.formatMessage(words.badge),
    text: intl.formatMessage(words.text, {
      firmName: c.firmName,
      firmOnParley: c.firmOnParley ? 'yes' : 'no',
      hasAmount: c.amountOwedCents ? 'yes' : 'no',
      amount: money(c.amountOwedCents ?? 0),
      firmOfferCount: c.firmOfferCount,
    }),
  };
}

/** A plan in words, as describePhases says it in English: "2 payments of $500.00, then 8 payments of $250.00". */
export function phrasePhases(intl: Formatter, money: (cents: number) => string, phases: readonly Phase[]): string {
  return phases.map((p) => intl.formatMessage(m.phase, { count: p.iterations, amount: money(p.payment_amount_cents) })).join(intl.formatMessage(m.separator));
}

/** The case page's stage wording in the page's language. */
export function useStageWording() {
  const intl = useIntl();
  const { money } = useFormat();
  return (c: Pick<SettlementCase, 'stage' | 'law_firm_name' | 'law_firm_on_parley' | 'amount_owed_cents' | 'firm_offers'>) =>
    stageWording(intl, money, c.stage, {
      firmName: c.law_firm_name,
      firmOnParley: c.law_firm_on_parley,
      amountOwedCents: c.amount_owed_cents,
      firmOfferCount: c.firm_offers.length,
    });
}

export function usePhrasePhases() {
  const intl = useIntl();
  const { money } = useFormat();
  return (phases: readonly Phase[]) => phrasePhases(intl, money, phases);
}

/** A history entry as the server's `text` says it in English: "You: Offer made". */
export function useEventText() {
  const intl = useIntl();
  return (e: SettlementCase['events'][number]) => intl.formatMessage(m.byParty, { party: e.party, event: intl.formatMessage(EVENT_MESSAGES[e.action]) });
}
