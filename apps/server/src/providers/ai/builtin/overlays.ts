import {
  type CourtLevel,
  californiaGarnishmentCap,
  DEBT_TYPES,
  deadlineText,
  dueDate,
  FEDERAL_GARNISHMENT_LIMIT_STATES,
  federalGarnishmentCap,
  formatCents,
  HEAD_OF_FAMILY_WEEKLY_CENTS,
  jurisdictionOf,
  type Language,
  limitationFor,
  PAY_PERIOD_WEEKS,
  type RevivalKind,
  revivalKind,
  SERVICE_WORDS,
  STATE_WAGE_RULES,
  stateName,
  type UsStateCode,
  WAGE_GARNISHMENT_BARRED,
} from '@parley/shared';
import { type AfterJudgmentRule, afterJudgmentLines, renewalLines } from './after-judgment.js';
import { type Card, OVERLAYS, type Overlay } from './cards.js';
import { insolvencyLines } from './insolvency.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import { RISKY_PLAN_WORDS, type RiskyPlan } from './risky-plans.js';
import { settlementMathLine } from './settlement-math.js';
import type { Slots } from './slots.js';

/**
 * Overlays (issue 35): what an answer must say whatever card answered it, because the question's
 * situation calls for it (slots.ts): a sued person's dated deadline and next step, what follows a
 * judgment, the stay of a bankruptcy, the truth about jail, exactly which benefits are protected,
 * the person's own pay or settlement worked out, a state's limitation period.
 */

/** Whether a payment can restart the state's time limit for a consumer debt (shared `revivalKind`); unknown without a state. */
export function paymentCanRevive(state: UsStateCode | null): boolean | null {
  const j = state ? jurisdictionOf(state) : null;
  return j ? revivalKind(j) === 'payment_or_writing' : null;
}

/** Revival is worded in English in the jurisdictions table; Spanish says the same rule by its kind (shared `revivalKind`). */
const REVIVAL_ES: Record<RevivalKind, (citation: string) => string> = {
  none: (c) => `Allí, un pago o un reconocimiento de la deuda no reinicia el plazo para una deuda de consumo (${c}).`,
  writing: (c) =>
    `Un reconocimiento por escrito o una promesa de pago firmada por usted puede reiniciar el plazo; no suponga que hacer un pago es seguro (${c}).`,
  payment_or_writing: (c) => `Un pago, aunque sea pequeño, o un reconocimiento por escrito puede reiniciar el plazo (${c}).`,
};

const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The deadline to answer in the case's state: the court the question names, else every court that
 * hears debt cases there; each day counted from the service date given, the way the papers came.
 */
function deadlineLines(slots: Slots, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const { state, servedOn, servedHow } = slots;
  // A date the court set is the deadline where the court answers by the summons' date; elsewhere it is a hearing besides.
  if (courtDateGoverns(slots)) return [(summonsDateIsFiling(slots) ? words.returnDate : words.courtDate)(longDate(slots.courtDate, language)), words.check];
  const j = state ? jurisdictionOf(state) : null;
  if (!state || !j) return [words.deadlineUnknown];
  const rules = courtsInQuestion(slots).map((court) => {
    const due = servedOn ? dueDate(court.answer, servedOn, state, servedHow) : null;
    return `${court.name}: ${deadlineText(court.answer, language)}${due ? ` ${words.dueBy(longDate(due, language))}` : ''}`;
  });
  const counted = servedOn ? [words.servedOn(longDate(servedOn, language), servedHow === 'in_person' ? null : SERVICE_WORDS[language][servedHow])] : [];
  const unsure = servedOn && slots.servedOrElse ? [words.servedOrElse(longDate(slots.servedOrElse, language))] : [];
  const urgent = urgency(slots);
  const when = urgent === 'passed' ? [words.duePassed] : urgent !== null ? [words.dueSoon(urgent)] : [];
  const hearing = slots.courtDate ? [words.courtDateBesides(longDate(slots.courtDate, language))] : [];
  // The papers' own count decides, said first; without one, a published notice's caution.
  const printed = slots.printedCount ? [printedCountLine(slots.printedCount, language)] : [];
  const published = slots.servedByPublication && !slots.printedCount ? [words.publication] : [];
  const courts = courtsInQuestion(slots);
  const differ = courts.some((court) => JSON.stringify(court.answer) !== JSON.stringify(courts[0]?.answer));
  const which = !slots.court && differ ? [words.whichCourt] : [];
  return [...printed, words.deadlineKnown(stateName(state, language), rules), ...which, ...published, ...counted, ...unsure, ...when, ...hearing, words.check];
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
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  if (!slots.servedOn || !slots.state || !j || courtDateGoverns(slots)) return null;
  const dues = courtsInQuestion(slots).map((court) => dueDate(court.answer, slots.servedOn as string, slots.state as UsStateCode, slots.servedHow));
  const earliest = dues.filter((d): d is string => d !== null).sort()[0];
  if (!earliest) return null;
  const days = Math.round((Date.parse(earliest) - Date.parse(slots.today)) / 86_400_000);
  return days < 0 ? 'passed' : days <= 3 ? days : null;
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
 * States that bar wage garnishment for consumer debts but allow it on a judgment for the rent of a
 * home: Pennsylvania, up to 10% of net wages and never below the poverty guideline.
 */
const RENT_WAGE_EXCEPTION: Partial<Record<UsStateCode, string>> = { PA: '42 Pa. C.S. § 8127(a)(3.1), (f)' };
/** What a state says of a tenant's deposit withheld without the list of damages its law requires. */
const DEPOSIT_RULE: Partial<Record<UsStateCode, { days: number; citation: string }>> = { PA: { days: 30, citation: '68 P.S. § 250.512' } };
/** A state's bar on wage garnishment does not hold for this question: a former landlord's rent claim where rent is an exception. */
const rentException = (slots: Slots) => (slots.landlordClaim && slots.state ? RENT_WAGE_EXCEPTION[slots.state] : undefined);

/** A former landlord's money claim: a debt suit to answer, the deposit to raise in it, and how a judgment for rent is collected. */
function landlordClaimLines(slots: Slots, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const state = slots.state ? stateName(slots.state, language) : null;
  const deposit = slots.state ? DEPOSIT_RULE[slots.state] : undefined;
  const rent = rentException(slots);
  return [
    words.landlordClaim,
    state && deposit ? words.landlordDepositState(state, deposit.days, deposit.citation) : words.landlordDeposit,
    state && rent ? words.landlordRentWages(state, rent) : words.landlordCollect,
  ];
}

/** Where the state bars wage garnishment for consumer debts and the question is about pay: said first, for the state. */
function wagesBarredLine(slots: Slots, language: Language): string | null {
  const barred = slots.state && !rentException(slots) ? WAGE_GARNISHMENT_BARRED[slots.state] : undefined;
  return slots.wages && slots.state && barred ? OVERLAY_WORDS[language].wagesBarred(stateName(slots.state, language), barred) : null;
}

/**
 * What can be taken from pay: in Florida, a head of family's pay is protected first, all of it up to
 * the exemption and the rest unless they agreed in writing (Fla. Stat. 222.11(2)(a)-(b); it must be
 * claimed), so no federal figure follows; where the state's limit is the federal one, the federal
 * figure on the take-home pay given; elsewhere nothing is computed (the state protects more, or
 * Parley does not know).
 */
function wageMathLines(slots: Slots, language: Language): string[] {
  if (!slots.state || wagesBarredLine(slots, language)) return [];
  const words = OVERLAY_WORDS[language];
  const family = HEAD_OF_FAMILY_WEEKLY_CENTS[slots.state];
  if (family && slots.headOfFamily && (slots.pay || slots.wages)) {
    const line = words.headOfFamily(stateName(slots.state, language), formatCents(family.cents), family.citation, family.claimDays);
    // The person's own pay and the day the notice came, when the question gives them: how much is safe, and by when to claim it.
    const weekly = slots.pay ? Math.round(slots.pay.cents / PAY_PERIOD_WEEKS[slots.pay.period]) : null;
    const covered = weekly !== null && weekly <= family.cents ? [words.headOfFamilyAll(formatCents(weekly))] : [];
    const by = slots.servedOn
      ? dueDate({ days: family.claimDays, counting: 'calendar', from: 'service', citation: family.citation }, slots.servedOn, slots.state)
      : null;
    const claim = by && slots.servedOn ? [words.claimBy(longDate(slots.servedOn, language), family.claimDays, longDate(by, language))] : [];
    return [line, ...covered, ...claim];
  }
  if (slots.state === 'CA' && slots.pay) {
    const ca = californiaGarnishmentCap(slots.pay.cents, slots.pay.period);
    const per = words.period[slots.pay.period];
    return [
      words.californiaCap(
        formatCents(slots.pay.cents),
        per,
        formatCents(ca.capCents),
        formatCents(ca.fifthCents),
        formatCents(ca.floorCents),
        formatCents(ca.aboveFloorCents),
      ),
    ];
  }
  const rule = STATE_WAGE_RULES[slots.state];
  if (rule && (slots.pay || slots.wages)) return [rule[language]];
  if (!slots.pay || !FEDERAL_GARNISHMENT_LIMIT_STATES.has(slots.state)) return [];
  const { cents, period } = slots.pay;
  const cap = federalGarnishmentCap(cents, period);
  const per = words.period[period];
  return [
    words.wageCap(
      formatCents(cents),
      per,
      formatCents(cap.capCents),
      formatCents(cap.quarterCents),
      formatCents(cap.floorCents),
      formatCents(cap.aboveFloorCents),
    ),
  ];
}

/** Whether the person's state has a wage rule of its own to say without their pay: its limit, or a head of family's exemption they claim. */
function hasOwnWageRule(slots: Slots): boolean {
  if (!slots.state) return false;
  return STATE_WAGE_RULES[slots.state] !== undefined || (slots.headOfFamily && HEAD_OF_FAMILY_WEEKLY_CENTS[slots.state] !== undefined);
}

/** The federal cap on wage garnishment, which does not apply where the state bars it. */
export const FEDERAL_WAGE_CAP = /1673|25 ?%|federal limit|l[ií]mite federal|\$217\.50|\$7\.25/i;

/** What a default judgment can lead to there: not wages where the state bars wage garnishment for consumer debts. */
function consequenceLine(state: UsStateCode | null, language: Language, rentExcepted = false): string {
  const words = OVERLAY_WORDS[language];
  const barred = state && !rentExcepted ? WAGE_GARNISHMENT_BARRED[state] : undefined;
  return state && barred ? words.consequenceNoWages(stateName(state, language), barred) : words.consequence;
}

/**
 * The state's time limit applied to the date the person last paid: about how long ago that was, and
 * whether the limit has run (then: not to pay or sign before checking, as that state's revival rule
 * says, and that a collector may not sue or threaten to) or until about when they can still be sued.
 */
function debtAgeLines(slots: Slots, language: Language): string[] {
  const j = slots.state ? jurisdictionOf(slots.state) : null;
  if (!slots.lastPaid || !slots.state || !j) return [];
  const words = OVERLAY_WORDS[language];
  const limit = limitationFor(j, slots.writtenContract ? 'written_contract' : DEBT_TYPES[0].key);
  const { year, month, monthsAgo } = slots.lastPaid;
  const when = month ? monthYear(year, month, language) : String(year);
  const state = stateName(slots.state, language);
  const kind = slots.writtenContract ? words.kindWritten : words.kindOpen;
  const revival = language === 'es' ? REVIVAL_ES[revivalKind(j)](j.revival.citation) : `${j.revival.text} (${j.revival.citation})`;
  if (monthsAgo >= limit.years * 12)
    return [words.debtAgeRun(when, Math.floor(monthsAgo / 12), state, limit.years, kind, limit.citation), revival, words.debtAgeNoSuit];
  if (monthsAgo <= limit.years * 12 - 12)
    return [
      words.debtAgeOpen(when, state, limit.years, kind, limit.citation, month ? monthYear(year + limit.years, month, language) : String(year + limit.years)),
    ];
  return [words.debtAgeClose(when, state, limit.years, kind, limit.citation), revival];
}

function monthYear(year: number, month: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

function limitationLines(state: UsStateCode | null, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const j = state ? jurisdictionOf(state) : null;
  if (!state || !j) return [words.limitationUnknown];
  const open = limitationFor(j, DEBT_TYPES[0].key);
  const written = limitationFor(j, 'written_contract');
  const revival = language === 'es' ? REVIVAL_ES[revivalKind(j)](j.revival.citation) : `${j.revival.text} (${j.revival.citation})`;
  return [words.limitationKnown(stateName(state, language), words.years(open.years, open.citation), words.years(written.years, written.citation), revival)];
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
  if (slots.notSued) wanted.delete('served');
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
  // A card that already warns against the plan (giving a collector bank access, re-typing a lost letter) says it; any other risky plan is warned against first.
  if (slots.risks.some((risk) => !(card && CARDS_THAT_WARN[risk]?.has(card.id)))) wanted.add('risky_plan');
  if (slots.settlement) wanted.add('settlement_math');
  if (slots.insolvency) wanted.add('insolvency_math');
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
    case 'landlord_claim':
      return slots.landlordClaim ? landlordClaimLines(slots, language) : [];
    case 'debt_age':
      return debtAgeLines(slots, language);
    case 'served':
      // A person who already answered is past the deadline to answer: the case's next steps, not a day to file by (blind set Y).
      if (slots.answered) return [words.alreadyAnswered];
      // A default entered without a judgment: set the default aside now, before a judgment (blind set Y).
      if (slots.defaultEntered) return [words.defaultEntered];
      // A court that sets a date says its own consequence (a default judgment if you do not appear).
      return [
        // What the person asked is answered first: whether the case can wait, whether the other side's "no need to file" holds.
        ...(slots.asksToWait ? [words.cannotWait] : []),
        ...(slots.toldNoNeedToFile ? [words.otherSideSaidNoNeed] : []),
        // Two suits: each one's last day first, then the court's rule, then how to answer each.
        slots.twoSuits ? [words.twoSuitsHead, ...twoSuitsDates(slots, language)].join(' ') : words.servedHead,
        ...deadlineLines(slots, language),
        ...(slots.twoSuits ? [words.twoSuitsEach] : []),
        // Two suits' lines already say to answer each one in writing.
        ...(slots.twoSuits && deadlineKind(slots) === 'answer' ? [] : [answerLine(slots, language)]),
        // A court-set date's lines carry their own consequence (a default if you do not appear).
        ...(deadlineKind(slots) === 'answer' ? [consequenceLine(slots.state, language, rentException(slots) !== undefined)] : []),
      ];
    case 'judgment': {
      const j = slots.judgment;
      if (!j) return [];
      // What the question says of the judgment is answered; a bare "there is a judgment" hears all three.
      const all = !j.seized && !j.undo && !j.order && !j.appeal;
      const sureRule = slots.afterJudgment ? (slots as Slots & { afterJudgment: AfterJudgmentRule }) : null;
      // A dated last day to undo the judgment is what the person must act on: it leads, before the judgment's head.
      const dated = sureRule !== null && slots.judgmentOn !== null && (j.undo || j.appeal || all);
      return [
        ...(dated && sureRule ? afterJudgmentLines(sureRule, language, longDate) : []),
        // A renewal is an old judgment extended, not a new one: its own head, and its own time to challenge it.
        ...(j.renewal ? [words.judgmentRenewal, ...renewalLines(slots, language, longDate)] : j.first ? [words.judgmentHead] : []),
        ...(slots.courtDate ? [words.judgmentCourtDate(longDate(slots.courtDate, language))] : []),
        // Where Parley is sure of the court's own time to undo or appeal the judgment, it is said, dated when the question gives the judgment's day.
        ...(sureRule && !dated && (j.undo || j.appeal || all) ? afterJudgmentLines(sureRule, language, longDate) : []),
        ...(j.seized || all ? [words.judgmentExemption] : []),
        ...(j.appeal && !sureRule ? [words.judgmentAppeal] : []),
        ...((((j.undo && !j.appeal) || (all && !j.renewal)) && !sureRule) || slots.military ? [words.judgmentSetAside] : []),
        ...(j.undo && !j.appeal && slots.smallClaims && !sureRule ? [words.judgmentSmallClaims] : []),
        ...(slots.military ? [words.judgmentMilitary] : []),
        ...(j.order || (all && !j.renewal) ? [words.judgmentOrders] : []),
      ];
    }
    case 'bankruptcy':
      // What to do with a lawsuit's papers only to a person who has them.
      return slots.served ? words.bankruptcy : words.bankruptcy.slice(0, 1);
    case 'arbitration':
      return [slots.arbitrationInSuit ? words.arbitrationInSuit : words.arbitration];
    case 'printed_count':
      return slots.printedCount ? [printedCountLine(slots.printedCount, language)] : [];
    case 'arrest':
      return [words.arrest];
    case 'benefits':
      return words.benefits;
    case 'limitations':
      return limitationLines(slots.state, language);
    case 'legal_aid':
      return [words.legalAid];
  }
}
