import { type ConsumerStage, formatCents, type SettlementCase } from '@parley/shared';

/** What each stage of a case says to the consumer. */
export const STAGE_LABELS: Record<ConsumerStage, { title: string; badge: string; color: string; text: (c: SettlementCase) => string }> = {
  make_offer: {
    title: 'Make your offer',
    badge: 'Your turn',
    color: 'indigo',
    text: (c) =>
      `Offer what you can afford to settle the ${formatCents(c.amount_owed_cents ?? 0)} balance, in one payment or several. ${c.law_firm_on_parley ? `We send it to ${c.law_firm_name}.` : `We email it to ${c.law_firm_name} with an invitation to answer on Parley.`}`,
  },
  waiting_for_firm: {
    title: 'Offer sent',
    badge: 'Waiting for the firm',
    color: 'gray',
    text: (c) => `${c.law_firm_name} can accept it or counter. We email you when they answer.`,
  },
  respond_to_counteroffer: {
    title: 'The firm answered',
    badge: 'Your turn',
    color: 'indigo',
    text: (c) => `${c.law_firm_name} sent ${c.firm_offers.length === 1 ? 'a counteroffer' : `${c.firm_offers.length} options`}. Accept one, or counter.`,
  },
  waiting_for_agreement: {
    title: 'You have a deal',
    badge: 'Waiting for the agreement',
    color: 'teal',
    text: (c) => `${c.law_firm_name} is preparing the payment details and the settlement agreement for you to sign.`,
  },
  sign_agreement: {
    title: 'Sign your settlement agreement',
    badge: 'Your turn',
    color: 'indigo',
    text: () => 'Read the agreement, then sign it here electronically.',
  },
  signed: {
    title: 'Agreement signed',
    badge: 'Settled',
    color: 'teal',
    text: () => 'Next, you set up your payments. Keep paying on schedule and the account is settled.',
  },
};
