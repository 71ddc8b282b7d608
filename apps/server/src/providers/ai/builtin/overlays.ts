import { type CourtLevel, deadlineText, dueDate, jurisdictionOf, type Language, SERVICE_WORDS, stateName, type UsStateCode } from '@parley/shared';
import { benefitDepositsLine } from './benefit-deposits.js';
import { type Card, OVERLAYS, type Overlay } from './cards.js';
import { disputeByLine } from './dispute-date.js';
import { insolvencyLines } from './insolvency.js';
import { judgmentLines } from './judgment-lines.js';
import { judgmentInterestLine } from './judgment-rules.js';
import { lateAnswerLines } from './late-answer.js';
import { debtAgeLines, limitationLines } from './limitation-lines.js';
import { daysFrom, longDate } from './long-date.js';
import { offerMathLine } from './offer-math.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import { propertyExemptionLines } from './property-exemptions.js';
import { reliefFeesLine } from './relief-fees.js';
import { RISKY_PLAN_WORDS, type RiskyPlan } from './risky-plans.js';
import { FILED_ON_DEMAND, SERVICE_DOUBT_WORDS } from './service-doubts.js';
import { settlementMathLine } from './settlement-math.js';
import type { Slots } from './slots.js';
import { spouseLiabilityLines } from './spouse-liability.js';
import { unemploymentLine } from './state-benefit-rules.js';
import { consequenceLine, hasOwnWageRule, landlordClaimLines, rentException, wageMathLines, wagesBarredLine } from './wage-lines.js';

export { paymentCanRevive } from './limitation-lines.js';
export { FEDERAL_WAGE_CAP } from './wage-lines.js';

/**
 * Overlays (issue 35): what an answer must say whatever card answered it, because the question's
 * situation calls for it (slots.ts): a sued person's dated deadline and next step, what follows a
 * judgment, the stay of a bankruptcy, the truth about jail, exactly which benefits are protected,
 * the person's own pay or settlement worked out, a state's limitation period.
 */

/**
 * A court date with how far off it is, counted from today (blind set AV: "12/10 … next thursday so i got like 2 weeks" was
 * given the date and never told it was three days away).
 */
function courtDay(slots: Slots, iso: string, language: Language): string {
  const away = OVERLAY_WORDS[language].daysAway(daysFrom(slots.today, iso));
  return away ? `${longDate(iso, language)} (${away})` : longDate(iso, language);
}

/**
 * The deadline to answer in the case's state: the court the question names, else every court that
 * hears debt cases there; each day counted from the service date given, the way the papers came.
 */
function deadlineLines(slots: Slots, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const { state, servedOn, servedHow } = slots;
  // A date the court set is the deadline where the court answers by the summons' date; elsewhere it is a hearing besides.
  if (courtDateGoverns(slots))
    return [(summonsDateIsFiling(slots) ? words.returnDate : words.courtDate)(courtDay(slots, slots.courtDate, language)), words.check];
  const j = state ? jurisdictionOf(state) : null;
  if (!state || !j) return [words.deadlineUnknown];
  const rules = courtsInQuestion(slots).map((court) => {
    const due = servedOn ? dueDate(court.answer, servedOn, state, servedHow) : null;
    return `${court.name}: ${deadlineText(court.answer, language)}${due ? ` ${words.dueBy(longDate(due, language))}` : ''}`;
  });
  const counted = servedOn ? [words.servedOn(longDate(servedOn, language), servedHow === 'in_person' ? null : SERVICE_WORDS[language][servedHow])] : [];
  const unsure = servedOn && slots.servedOrElse ? [words.servedOrElse(longDate(slots.servedOrElse, language))] : [];
  // Papers passed on days after they came: the count is from the day they came, and the later day is said not to move it.
  const handed = slots.handedOnLater;
  const passedOn = handed
    ? [
        handed.receivedOn
          ? (handed.by === 'mailing' ? words.countFromMailing : words.countFromDelivery)(
              longDate(handed.receivedOn, language),
              longDate(handed.passedOn, language),
            )
          : words.passedOnOnly(longDate(handed.passedOn, language)),
      ]
    : [];
  const urgent = urgency(slots);
  // A missed answer day where the state still lets the person come in as of right (Georgia's 15 days): that, not "many courts".
  const due = earliestDue(slots);
  const late = urgent === 'passed' && due ? lateAnswerLines(slots, due, language) : [];
  const when = urgent === 'passed' ? (late.length > 0 ? late : [words.duePassed]) : urgent !== null ? [words.dueSoon(urgent)] : [];
  const hearing = slots.courtDate ? [words.courtDateBesides(courtDay(slots, slots.courtDate, language))] : [];
  // The papers' own count decides, said first; without one, a published notice's caution.
  const printed = slots.printedCount ? [printedCountLine(slots.printedCount, language)] : [];
  const published = slots.servedByPublication && !slots.printedCount ? [words.publication] : [];
  const courts = courtsInQuestion(slots);
  const differ = courts.some((court) => JSON.stringify(court.answer) !== JSON.stringify(courts[0]?.answer));
  const which = !slots.court && differ ? [words.whichCourt] : [];
  return [
    ...printed,
    words.deadlineKnown(stateName(state, language), rules),
    ...which,
    ...published,
    ...counted,
    ...passedOn,
    ...unsure,
    ...when,
    ...hearing,
    words.check,
  ];
}

function printedCountLine(count: NonNullable<Slots['printedCount']>, language: Language): string {
  return OVERLAY_WORDS[language].printedCount(count.days, longDate(count.from, language), longDate(count.due, language));
}

/**
 * Whether the question gives a date printed on the papers and it is the deadline: only where the court (the one named, else
 * every court of the state that hears debt cases) answers by the summons' return or appearance
 * date. Where a court counts days from service, a hearing date is a second date, never a later
 * deadline (blind set N: a DC summons's 21 days read as "wait for February").
 */
function courtDateGoverns(slots: Slots): slots is Slots & { courtDate: string } {
  if (!slots.courtDate) return false;
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  if (!j) return true;
  return courtsInQuestion(slots).every((court) => court.answer.from === 'summons');
}

/** The courts a deadline is said for: the one the question names, else every court of the case's state that hears debt cases. */
function courtsInQuestion(slots: Slots): readonly CourtLevel[] {
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  return slots.court ? [slots.court] : (j?.courts ?? []);
}

/** Whether the summons' date is one to file papers by, with no one going to court (Connecticut's return date), for every court in question. */
function summonsDateIsFiling(slots: Slots): boolean {
  const courts = courtsInQuestion(slots);
  return courts.length > 0 && courts.every((court) => court.answer.from === 'summons' && court.answer.summonsDate === 'filing');
}

/**
 * How near the earliest last day the question's service date gives is: 'passed', or the days left
 * when three or fewer (0 is today); null when further off or unknown. A close or passed deadline
 * changes what to do next: file now, or ask the clerk whether a default was entered.
 */
export function urgency(slots: Slots): 'passed' | number | null {
  const earliest = earliestDue(slots);
  if (!earliest) return null;
  const days = daysFrom(slots.today, earliest);
  return days < 0 ? 'passed' : days <= 3 ? days : null;
}

/** The earliest last day the question's service date gives, among the courts in question; null when unknown. */
function earliestDue(slots: Slots): string | null {
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  if (!slots.servedOn || !slots.state || !j || courtDateGoverns(slots)) return null;
  const dues = courtsInQuestion(slots).map((court) => dueDate(court.answer, slots.servedOn as string, slots.state as UsStateCode, slots.servedHow));
  return dues.filter((d): d is string => d !== null).sort()[0] ?? null;
}

/** What the deadline asks: a written Answer by a count of days, or going to court on a date the court set. */
function deadlineKind(slots: Slots): 'answer' | 'appear' | 'file_by' | 'summons_date' {
  if (courtDateGoverns(slots)) return summonsDateIsFiling(slots) ? 'file_by' : 'appear';
  return slots.court?.answer.from === 'summons' ? 'summons_date' : 'answer';
}

/** What to do by the deadline: file a written Answer, or, where the court set a date, go to court that day. */
function answerLine(slots: Slots, language: Language): string {
  const words = OVERLAY_WORDS[language];
  const kind = deadlineKind(slots);
  if (kind === 'file_by') return words.fileBy;
  return kind === 'appear'
    ? words.appear
    : kind === 'summons_date'
      ? `${words.summonsCourt} ${summonsDateIsFiling(slots) ? words.fileBy : words.appear}`
      : words.answer;
}

/**
 * Two suits, each its own case: the last day of each, counted from each day the question says papers came, where the
 * court's rule is one (the court named, or every court of the state counting alike).
 */
function twoSuitsDates(slots: Slots, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const state = slots.state;
  // The courts that count days from service: a summons that prints its own date goes by that date (the lines above say so).
  const courts = courtsInQuestion(slots).filter((court) => court.answer.from === 'service');
  if (!state || courts.length === 0 || slots.servedDates.length < 2) return [];
  // Each suit's last day, said only where every such court gives the same one.
  const dated = slots.servedDates.slice(0, 2).map((served) => {
    const dues = new Set(courts.map((court) => dueDate(court.answer, served, state, slots.servedHow)));
    const [due] = dues;
    return dues.size === 1 && due ? words.twoSuitsDue(longDate(served, language), longDate(due, language)) : null;
  });
  return dated.every((d): d is string => d !== null) ? [words.twoSuitsDated(dated)] : [];
}

/** The overlays an answer carries: the card's own, and those the question's situation calls for, whatever card answered it. */
export function overlaysFor(card: Card | null, slots: Slots): Overlay[] {
  // A question outside consumer debt (an eviction, a visa) gets no debt-case deadlines: only where to find help. The other
  // cards filed under "other" (an authorized user, a repossession) answer debts, and a sued person still reads their
  // deadline beside them (blind set Y: an authorized user sued on a card read no deadline).
  if (card?.topic === 'other' && card.id.startsWith(OUT_OF_SCOPE_CARD)) return ['legal_aid'];
  const wanted = new Set<Overlay>(card?.overlays ?? []);
  if (wagesBarredLine(slots, 'en')) wanted.add('wages_barred');
  else if (slots.pay || (slots.wages && hasOwnWageRule(slots))) wanted.add('wage_math');
  if (slots.served) wanted.add('served');
  // A person who says they were never sued reads no suit's deadline, whatever card answers (blind set Y).
  // Nor does a person holding papers that are no debt suit against them: an eviction's days are fewer (eviction-suit.ts says
  // them), and a relative who died is the one sued.
  if (slots.notSued || slots.notTheirDebtSuit) wanted.delete('served');
  // After a judgment the time to answer is over, whatever card answers: its deadlines would send the person the wrong way.
  if (slots.judgment) {
    wanted.add('judgment');
    wanted.delete('served');
  }
  if (slots.bankruptcy) wanted.add('bankruptcy');
  if (slots.arbitration) wanted.add('arbitration');
  // A deadline's lines say the papers' own count; without them it is said alone (an arbitration notice's 14 days).
  if (slots.printedCount && !wanted.has('served')) wanted.add('printed_count');
  if (slots.arrest) wanted.add('arrest');
  if (slots.businessSued && slots.served) wanted.add('business_suit');
  // A card that already warns against the plan (giving a collector bank access, re-typing a lost letter) says it; any other risky plan is warned against first.
  if (slots.risks.some((risk) => !(card && CARDS_THAT_WARN[risk]?.has(card.id)))) wanted.add('risky_plan');
  if (slots.settlement) wanted.add('settlement_math');
  if (slots.insolvency) wanted.add('insolvency_math');
  if (slots.benefitDeposits) wanted.add('benefit_math');
  if (slots.unemploymentFrozen && slots.state && unemploymentLine(slots.state, '', 'en')) wanted.add('state_benefit');
  if (slots.disputeBy) wanted.add('dispute_by');
  if (slots.offers) wanted.add('offer_math');
  if (slots.reliefFees) wanted.add('relief_fees');
  if (slots.property && slots.judgment !== null) wanted.add('property_exemptions');
  if (slots.property && slots.judgment === null && !slots.served) wanted.add('property_exemptions');
  if (slots.spouseDebt) wanted.add('spouse_liability');
  if (slots.asksInterest) wanted.add('judgment_interest');
  if (slots.landlordClaim) wanted.add('landlord_claim');
  if (slots.benefits) wanted.add('benefits');
  // A question about pay that names no benefits is not answered with the Social Security, SSI and VA rules a card carries (blind set K: boilerplate that buries the answer).
  else if (slots.wages) wanted.delete('benefits');
  // The person's own date says whether the limit has run: said first, and instead of the state's periods alone.
  if (slots.lastPaid && slots.state) wanted.add('debt_age');
  else if (slots.limitations) wanted.add('limitations');
  if (wanted.has('served') || slots.judgment || slots.bankruptcy) wanted.add('legal_aid');
  return OVERLAYS.filter((o) => wanted.has(o));
}

/** The prefix of the cards that say a matter is outside what Ask Solo covers (an eviction, a divorce, a visa). */
const OUT_OF_SCOPE_CARD = 'l-oos-';

/** The cards whose own answer is the warning against a plan: not to give a collector bank access, not to re-type a lost paper in a company's name. */
const CARDS_THAT_WARN: Partial<Record<RiskyPlan, ReadonlySet<string>>> = {
  bank_access: new Set(['c-dont-give-bank-access', 'l-never-give-bank-access']),
  forged_paper: new Set(['l-lost-paper-dont-recreate']),
};

export function overlayText(overlay: Overlay, slots: Slots, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  switch (overlay) {
    case 'risky_plan':
      return slots.risks.map((risk) => RISKY_PLAN_WORDS[language][risk]);
    case 'wages_barred': {
      const line = wagesBarredLine(slots, language);
      return line ? [line] : [];
    }
    case 'wage_math':
      return wageMathLines(slots, language);
    case 'settlement_math':
      return slots.settlement ? [settlementMathLine(slots.settlement, language)] : [];
    case 'insolvency_math':
      return slots.insolvency ? insolvencyLines(slots.insolvency, language) : [];
    case 'benefit_math':
      return slots.benefitDeposits ? [benefitDepositsLine(slots.benefitDeposits, language)] : [];
    case 'dispute_by':
      return slots.disputeBy ? [disputeByLine(slots.disputeBy, slots.today, language)] : [];
    case 'offer_math':
      return slots.offers ? [offerMathLine(slots.offers, language)] : [];
    case 'relief_fees':
      return slots.reliefFees ? [reliefFeesLine(slots.reliefFees, language)] : [];
    case 'property_exemptions':
      return slots.property ? propertyExemptionLines(slots.state, slots.property, language) : [];
    case 'spouse_liability':
      return slots.spouseDebt ? spouseLiabilityLines(slots.state, slots.spouseDebt.death, language) : [];
    case 'judgment_interest': {
      const line = slots.asksInterest ? judgmentInterestLine(slots, language) : null;
      return line ? [line] : [];
    }
    case 'state_benefit': {
      const line = slots.state ? unemploymentLine(slots.state, stateName(slots.state, language), language) : null;
      return line ? [line] : [];
    }
    case 'landlord_claim':
      return slots.landlordClaim ? landlordClaimLines(slots, language) : [];
    case 'debt_age':
      return debtAgeLines(slots, language);
    case 'served':
      // A person who already answered is past the deadline to answer: the case's next steps, not a day to file by (blind set Y).
      if (slots.answered) return [words.alreadyAnswered];
      // A default entered without a judgment: set the default aside now, before a judgment (blind set Y).
      if (slots.defaultEntered) return [words.defaultEntered];
      // A Pennsylvania writ of summons with no complaint asks for no Answer yet: what it is, and how to make the plaintiff act (blind set Z).
      if (slots.writOnly) return [SERVICE_DOUBT_WORDS[language].writ];
      // A court that sets a date says its own consequence (a default judgment if you do not appear).
      return [
        // What the person asked is answered first: whether the case can wait, whether the other side's "no need to file" holds,
        // whether papers handed over in a hospital or with a misspelled name count.
        ...(slots.asksToWait ? [words.cannotWait] : []),
        ...(slots.toldNoNeedToFile ? [words.otherSideSaidNoNeed] : []),
        ...slots.serviceDoubts.flatMap((doubt) => {
          const onDemand = doubt === 'records' && slots.state ? FILED_ON_DEMAND[slots.state]?.[language] : undefined;
          return [SERVICE_DOUBT_WORDS[language][doubt], ...(onDemand ? [onDemand] : [])];
        }),
        // Two suits: each one's last day first, then the court's rule, then how to answer each.
        slots.twoSuits ? [words.twoSuitsHead, ...twoSuitsDates(slots, language)].join(' ') : words.servedHead,
        ...deadlineLines(slots, language),
        ...(slots.twoSuits ? [words.twoSuitsEach] : []),
        // Two suits' lines already say to answer each one in writing.
        ...(slots.twoSuits && deadlineKind(slots) === 'answer' ? [] : [answerLine(slots, language)]),
        // A court-set date's lines carry their own consequence (a default if you do not appear).
        ...(deadlineKind(slots) === 'answer' ? [consequenceLine(slots.state, language, rentException(slots) !== undefined)] : []),
      ];
    case 'judgment':
      return judgmentLines(slots, language);
    case 'bankruptcy':
      // What to do with a lawsuit's papers only to a person who has them.
      return slots.served ? words.bankruptcy : words.bankruptcy.slice(0, 1);
    case 'arbitration':
      return [slots.arbitrationInSuit ? words.arbitrationInSuit : words.arbitration];
    case 'printed_count':
      return slots.printedCount ? [printedCountLine(slots.printedCount, language)] : [];
    case 'arrest':
      return [words.arrest];
    case 'business_suit':
      return [words.businessSuit];
    case 'benefits':
      return words.benefits;
    case 'limitations':
      return limitationLines(slots.state, language);
    case 'legal_aid':
      return [words.legalAid];
  }
}
