import { type CourtLevel, dueDate, foldAccents, jurisdictionOf, type ServiceMethod, type UsStateCode } from '@parley/shared';
import { admissionsDayIn } from './admission-times.js';
import { type BenefitDeposits, benefitDepositsIn } from './benefit-deposits.js';
import { caseStateIn } from './case-place.js';
import { MISSED_HEARING, SETTLED_BUT_OPEN } from './case-stage.js';
import { courtNamedIn, SMALL_CLAIMS } from './court-named.js';
import { MONTHS } from './date-mentions.js';
import { type DisputeBy, disputeByIn } from './dispute-date.js';
import { evictionSuitIn } from './eviction-suit.js';
import { type HandedOnLater, handedOnLaterIn, mailedEarlierIn } from './handed-on.js';
import type { Insolvency } from './insolvency.js';
import {
  ASKS_INTEREST,
  ASKS_JUDGMENT_LIFE,
  JUDGMENT_NAMED,
  judgmentCentsIn,
  judgmentYearEndIn,
  learnedOfJudgmentOn,
  sameDayJudgmentOn,
} from './judgment-rules.js';
import { landlordDebtIn, landlordMoneyClaimIn } from './landlord-claims.js';
import { type LevyNotice, levyNoticeOn } from './levy-claim.js';
import { notADebtMatterIn } from './not-a-debt-case.js';
import type { OfferFigures } from './offer-math.js';
import { type PayFigure, payIn } from './pay-figures.js';
import { printedCountIn } from './printed-count.js';
import { HOME_ASKED, PROPERTY_CONTEXT, PROPERTY_NOT_A_LEVY, PROPERTY_TAKEN } from './property-cues.js';
import { personalItemsCents, vehicleLoanCents, vehicleValueCents } from './property-exemptions.js';
import { questionDates } from './question-dates.js';
import type { ReliefFees } from './relief-fees.js';
import { type RiskyPlan, risksIn } from './risky-plans.js';
import { BY_PUBLICATION, publishedSuit, servedHowIn } from './served-how.js';
import { type ServiceDoubt, serviceDoubtsIn, writOnlyIn } from './service-doubts.js';
import type { SettlementFigures } from './settlement-math.js';
import { figuresOfASettlement } from './settlement-slots.js';
import { OWN_LIABILITY_ASKED, SPOUSE_DEBT } from './situation-cues.js';
import {
  ADMISSIONS,
  ANSWER_DEADLINE,
  ARREST,
  BANKRUPTCY_FILED,
  BENEFITS,
  BUSINESS_SUED,
  CIVIL_WARRANT,
  DEAD_DEFENDANT,
  EMPLOYER_GARNISHES,
  HANDED_BY_PRONOUN,
  HANDED_OVER,
  LANDLORD_FILED,
  LIMITATIONS,
  MILITARY,
  SERVED,
  SERVED_BY_MESSAGE,
  SUED_TOO,
  SUIT_LEFT,
  SUIT_NAMED,
  signedForCourtMail,
  TWO_SUITS,
  WAGES,
  withoutSocialSecurityAsANumber,
} from './slot-words.js';
import { unemploymentFrozenIn } from './state-benefit-rules.js';
import {
  ALREADY_ANSWERED,
  ANSWERED_LATE,
  CAN_IT_WAIT,
  DEFAULT_ENTERED,
  FILING_REJECTED,
  GARNISHMENT_SERVED,
  type Judgment,
  judgmentOf,
  judgmentSaidEntered,
  NOT_SUED,
  POST_JUDGMENT_ORDER,
  RENEWED_JUDGMENT,
  SEIZE,
  THREATENED_SERVICE,
  TOLD_NO_NEED_TO_FILE,
  VACATED_JUDGMENT,
} from './suit-stage-words.js';

/**
 * The slots Ask Solo reads from a question (issue 35): the case's state (from a court, a place or the account), whether the
 * person was served and how, a judgment or bankruptcy already there, the dates and figures they give, and the plans that
 * would hurt them. overlays.ts says what they call for; cards.ts finds the card.
 */

export type Slots = {
  state: UsStateCode | null;
  stateFromQuestion: boolean;
  served: boolean;
  /**
   * A judgment already entered, and what the question says of it: money taken or frozen, the
   * judgment to be undone, a court's order to come in; `first`, it is what the person asks about
   * (they were served, or want it undone, or were ordered in), said before the card; `appeal`, a judge decided it
   * after a hearing the person went to, so an appeal or a new trial, not a default's set-aside, undoes it.
   */
  judgment: Judgment | null;
  /** The question says plainly that no suit was filed or served ("I have never been sued"): no card adds a suit's deadline. */
  notSued: boolean;
  /** A default entered with no judgment yet: the time to answer has passed, and a motion to set the default aside comes first. */
  defaultEntered: boolean;
  /** The person already filed an Answer: the deadline to answer is behind them, the case's next steps are not. */
  answered: boolean;
  /** A served person asks whether the case can wait (a trip, a hospital stay): it cannot. */
  asksToWait: boolean;
  /** The other side's lawyer or the collector told the served person no filing is needed. */
  toldNoNeedToFile: boolean;
  /** The person's bankruptcy is filed. */
  bankruptcy: boolean;
  /** The person is or was on active military duty. */
  military: boolean;
  arrest: boolean;
  /** The suit is against the person's own company (an LLC, a corporation, a business). */
  businessSued: boolean;
  /** What the person says they mean to do that would hurt them: each is warned against, first. */
  risks: RiskyPlan[];
  /** A settlement's balance and price, when the question gives them and asks about taxes. */
  settlement: SettlementFigures | null;
  /** What the person owed and owned just before a debt was forgiven, when the question gives both. */
  insolvency: Insolvency | null;
  /** A balance and the offers made on it, worked out for the person (offer-math.ts). */
  offers: OfferFigures | null;
  /** A debt relief company's fees, worked out (relief-fees.ts). */
  reliefFees: ReliefFees | null;
  benefits: boolean;
  /** Unemployment money in a frozen or levied account (state-benefit-rules.ts). */
  unemploymentFrozen: boolean;
  /** The federal benefits the bank must protect on its own, worked out on the deposits the question gives (benefit-deposits.ts). */
  benefitDeposits: BenefitDeposits | null;
  limitations: boolean;
  /** The question is about a garnishment of pay. */
  wages: boolean;
  /** The question asks how much of the pay can be taken. */
  asksHowMuch: boolean;
  /** The question asks what a judgment creditor can take of the person's things (property-exemptions.ts). */
  property: {
    itemsCents: number | null;
    vehicleCents: number | null;
    vehicleLoanCents: number | null;
    home: boolean;
    retirement: boolean;
    things: boolean;
  } | null;
  /** The question asks about the person's own liability for a spouse's debt (spouse-liability.ts); `death`, the spouse died. */
  spouseDebt: { death: boolean } | null;
  /** Papers that are no debt suit against this person: an eviction, whose own days are said (eviction-suit.ts), or a dead relative's. */
  notTheirDebtSuit: 'eviction' | 'deceased' | null;
  /** The question is about a criminal, traffic or family case: not a consumer debt. */
  notADebtCase: boolean;
  /** A former landlord sues for rent or damages after the tenant moved out: a debt lawsuit, not an eviction (landlord-claims.ts). */
  landlordClaim: boolean;
  /** A landlord's claim collected as a debt (a collection company, a money judgment), no eviction named (landlord-claims.ts). */
  landlordDebt: boolean;
  /** A served person's doubts that the service counts (a hospital, a misspelled name, no case online): answered first. */
  serviceDoubts: ServiceDoubt[];
  /** A Pennsylvania writ of summons served with no complaint: nothing to answer until a complaint comes. */
  writOnly: boolean;
  /** Papers signed for or left at the home and passed on later, or mailed papers dated before they came: counted from the earlier day (handed-on.ts). */
  handedOnLater: HandedOnLater | null;
  /** The day requests for admission came, when the question gives it and names no summons: their 30 days run from it. */
  admissionsOn: string | null;
  /** The day the question says they were served (ISO), when it gives one; the earlier of two. */
  servedOn: string | null;
  /** Every day the question says papers came, in the order written (two suits served on two days). */
  servedDates: string[];
  /** The person was served with two suits (one debt or two): each needs its own Answer by its own deadline. */
  twoSuits: boolean;
  /** The day the question says the judgment was entered or signed (ISO). */
  judgmentOn: string | null;
  /** The last day of the year (or month) the question says the judgment came from, when it gives no day: its shortest age. */
  judgmentYearEnd: string | null;
  /** The day the person learned of the judgment (an account frozen, a title search), when the question gives it. */
  learnedOn: string | null;
  /** The judgment's amount, when the question gives it. */
  judgmentCents: number | null;
  /** The question asks how long the judgment lasts or whether it still holds. */
  asksJudgmentLife: boolean;
  /** The question asks about the interest on the judgment. */
  asksInterest: boolean;
  /** The day a bank levy's notice came or was postmarked, when the question gives it, and whether by mail (levy-claim.ts). */
  levyNoticeOn: LevyNotice | null;
  /** The last day to dispute printed on a validation notice, as the question quotes it (dispute-date.ts). */
  disputeBy: DisputeBy | null;
  /** The other day it may have been, when the person was not sure ("nov 10 or 11"). */
  servedOrElse: string | null;
  /** The papers were published (a newspaper, an "edicto"): service ends only after the notice has run, so no date the question gives is the service date. */
  servedByPublication: boolean;
  /** A date the court set for the person to appear, when the question gives one. */
  courtDate: string | null;
  /** A count of days the person's papers give from a date they name, and the last day it makes (a weekend or court holiday moves it). */
  printedCount: { days: number; from: string; due: string } | null;
  /** The question is about an arbitration the creditor started (a notice or demand of arbitration). */
  arbitration: boolean;
  /**
   * The arbitration is a step in a court case the person was served with (a hearing the court set before arbitrators): the
   * court's deadline to answer still runs (blind set W: an arbitration hearing date read as the thing to answer).
   */
  arbitrationInSuit: boolean;
  /** The day the question was asked (ISO). */
  today: string;
  /** The take-home pay the question gives, per period ("$620 a week"), when it asks about taking it. */
  pay: PayFigure | null;
  /** The person supports a child or other dependent. */
  headOfFamily: boolean;
  /** When the person last paid the debt (or it went unpaid), as the question gives it: what the state's time limit runs from. */
  lastPaid: { year: number; month: number | null; monthsAgo: number } | null;
  /** The debt is a loan or other signed contract rather than a card or open account. */
  writtenContract: boolean;
  /** How the papers came, as the question tells it; in person unless it says otherwise. */
  servedHow: ServiceMethod;
  /** The case is in small claims, as the question says or by the court it names. */
  smallClaims: boolean;
  /** The court the question names, of the case's state ("general district court", "small claims"). */
  court: CourtLevel | null;
};

/** "my last payment was in March 2021", "haven't paid since 2018", "mi último pago fue en marzo de 2021", "dejé de pagar en 2019". */
const LAST_PAID =
  /\b(?:last (?:payment|paid|pay|time i paid)|(?:stopped|quit) paying|(?:haven'?t|have not|never) paid (?:anything |a dime |it )?since|defaulted|charged? ?off|ultimo pago|deje de pagar|no (?:he )?pag\w* desde|no pago desde)\b[^.?!]{0,30}?\b(?:(?:in|on|of|en|de|fue|was|back)\s+)*(?:([a-z]+)\s+(?:de\s+|of\s+)?)?((?:19|20)\d{2})\b/;
const WRITTEN_CONTRACT = /\b(loan|promissory|contract|auto|car note|prestamo|contrato)\b/;

function lastPaidIn(folded: string, now: Date): Slots['lastPaid'] {
  const m = LAST_PAID.exec(folded);
  if (!m) return null;
  const year = Number(m[2]);
  const month = m[1] ? (MONTHS[m[1]] ?? null) : null;
  // Without a month, the year's last month: the shortest the debt can have aged.
  const monthsAgo = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - (month ?? 12));
  return monthsAgo >= 0 ? { year, month, monthsAgo } : null;
}

/** No one depends on the person: "I have no kids", "no tengo hijos". */
const NO_DEPENDENTS =
  /\b(?:(?:have|got) no (?:kids|children|dependents)|no (?:kids|children|dependents)\b|(?:don'?t|do not) have (?:any )?(?:kids|children|dependents)|childless|no tengo (?:hijos|ninos|dependientes)|sin hijos)\b/;
/** A head of family: providing more than half the support of a child or other dependent. */
const HEAD_OF_FAMILY =
  /\b(kids?|children|child|son|daughter|grand(?:son|daughter|kids?|child(?:ren)?)|raising (?:my|a|two|three)|dependents?|single (?:mom|mother|dad|father|parent)|head of (?:the )?(?:family|household)|support my|hijos?|hijas?|ninos|ninas|nino|nina|chamacos|chiquitos|madre soltera|padre soltero|mama soltera|papa soltero|jefe de familia|jefa de familia|jefe de hogar|jefa de hogar|mantengo a|niet[oa]s?|criando a)\b/;

/** The moment on the asker's device, when it sent a valid one; else the server's. */
export function askedAt(currentDateTime: string | undefined): Date {
  const at = currentDateTime ? new Date(currentDateTime) : null;
  return at && !Number.isNaN(at.getTime()) ? at : new Date();
}

/** Asking how much of the pay can be taken: "how much can they take", "what's the max", "¿cuánto me pueden quitar?". */
const ASKS_HOW_MUCH =
  /\b(?:how much (?:more )?(?:of (?:my|the|his|her) \w+ )?(?:can|could|will|would|are|is)|what(?:'s| is) the (?:max|most|limit)|is (?:that|this|it) (?:legal|right|allowed|the max)|cuanto (?:me |le )?(?:pueden|puede|van a)|es legal|es correcto|cual es el (?:maximo|limite))\b/;
const THINGS = /\b(?:car|truck|pickup|van|vehicle|tools?|equipment|trailer|furniture|troca|carro|camioneta|herramientas|equipo|muebles)\b/;
const RETIREMENT = /\b(?:401 ?\(?k\)?|403 ?\(?b\)?|ira|retirement|pension|retiro|jubilacion)\b/;
const SPOUSE_DIED = /\b(?:died|passed away|passed|deceased|death|late (?:husband|wife)|murio|fallecio|falleci\w*|difunt\w*)\b/;

/** An arbitration the creditor brought: its notice, demand or claim, or the forum's name. */
const ARBITRATION = /\b(?:arbitration|arbitrator|american arbitration association|jams|arbitraje|arbitro)\b/;
/** A court case's own words: an arbitration beside them is one the court set, not a forum the creditor chose instead of a court. */
const COURT_CASE = /\b(?:court|corte|tribunal|juzgado|summons|complaint|notice to defend|citacion|emplazamiento)\b/;

function printedCountOf(folded: string, now: Date, state: string | null): Slots['printedCount'] {
  const count = printedCountIn(folded, now);
  if (!count) return null;
  const due = dueDate({ days: count.days, counting: count.courtDays ? 'court_days' : 'calendar', from: 'service', citation: '' }, count.from, state);
  return due ? { days: count.days, from: count.from, due } : null;
}

export function slotsOf(question: string, accountState: string | null | undefined, now: Date): Slots {
  // A typed apostrophe is read as the plain one every pattern spells ("don’t" is "don't").
  const folded = withoutSocialSecurityAsANumber(foldAccents(question).toLowerCase().replace(/[’‘]/g, "'"));
  const account = accountState && jurisdictionOf(accountState) ? (accountState as UsStateCode) : null;
  const { state, fromQuestion } = caseStateIn(question, folded, account);
  const servedByMessageOnly = SERVED_BY_MESSAGE.test(folded) && !HANDED_OVER.test(folded);
  // "I have never been sued" says no suit, whatever other words of one it has.
  // A service only threatened ("you'll be served at work tomorrow unless you pay") is none (blind set Z), nor a garnishment served on an employer or a bank.
  const sueText = folded
    .replace(new RegExp(NOT_SUED.source, 'g'), ' ')
    .replace(new RegExp(THREATENED_SERVICE.source, 'g'), ' ')
    .replace(GARNISHMENT_SERVED, ' ');
  const servedWords =
    !servedByMessageOnly &&
    (SERVED.test(sueText) ||
      SUED_TOO.test(sueText) ||
      (HANDED_BY_PRONOUN.test(sueText) && SUIT_NAMED.test(sueText)) ||
      signedForCourtMail(sueText) ||
      SUIT_LEFT.test(sueText) ||
      // A suit's notice read in a newspaper, no judgment said, is service by publication (blind set AV: "sale mi nombre en un aviso de demanda").
      publishedSuit(sueText) ||
      ANSWER_DEADLINE.test(sueText) ||
      CIVIL_WARRANT.test(sueText));
  const renewal = RENEWED_JUDGMENT.test(folded);
  // A judgment already vacated or set aside is none; a default entered without one is a default, not a judgment.
  const judged = (judgmentSaidEntered(folded) || POST_JUDGMENT_ORDER.test(folded) || renewal) && !VACATED_JUDGMENT.test(folded);
  const defaultEntered = !judged && DEFAULT_ENTERED.test(folded) && !VACATED_JUDGMENT.test(folded);
  const court = courtNamedIn(folded, state);
  const landlordClaim = landlordMoneyClaimIn(folded);
  const dates = questionDates(folded, now);
  // A case settled and paid is past the question of an Answer's day (case-stage.ts), unless a service date keeps one counting.
  const pastTheAnswer = SETTLED_BUT_OPEN.test(folded) && dates.servedOn === null;
  // An Answer already filed is a suit too: its next steps are said, not a day to answer by.
  const answeredWords = ALREADY_ANSWERED.test(folded);
  // Requests for admission with no summons said: their day is theirs, not a summons' to count an Answer from (blind set AB).
  const admissionsOn =
    ADMISSIONS.test(folded) && !/\b(?:summons|citacion|served with|complaint)\b/.test(folded) ? (admissionsDayIn(folded, now) ?? dates.servedOn) : null;
  const notTheirDebtSuit = evictionSuitIn(folded) ? 'eviction' : DEAD_DEFENDANT.test(folded) ? 'deceased' : null;
  const served =
    !judged &&
    !pastTheAnswer &&
    notTheirDebtSuit === null &&
    (servedWords || defaultEntered || answeredWords || (landlordClaim && (dates.courtDate !== null || LANDLORD_FILED.test(folded))));
  const serviceDoubts = served ? serviceDoubtsIn(folded) : [];
  const arbitration = ARBITRATION.test(folded);
  const servedHow = servedHowIn(question, folded, state, account);
  const handedOnLater = served ? (handedOnLaterIn(folded, now) ?? (servedHow === 'mail' ? mailedEarlierIn(folded, now) : null)) : null;
  const asksInterest = ASKS_INTEREST.test(folded) && JUDGMENT_NAMED.test(folded);
  return {
    state,
    stateFromQuestion: fromQuestion,
    // After a judgment the person is collected from, not "being sued"; a former landlord's claim filed or set for a hearing is a suit to answer.
    served,
    judgment: judged ? judgmentOf(folded, servedWords, renewal) : null,
    defaultEntered,
    notSued: !servedWords && !defaultEntered && NOT_SUED.test(folded),
    answered: served && !defaultEntered && answeredWords && !FILING_REJECTED.test(folded) && !ANSWERED_LATE.test(folded),
    asksToWait: served && CAN_IT_WAIT.test(folded),
    toldNoNeedToFile: served && TOLD_NO_NEED_TO_FILE.test(folded),
    bankruptcy: !judged && BANKRUPTCY_FILED.test(folded),
    military: MILITARY.test(folded),
    arrest: ARREST.test(folded.replace(CIVIL_WARRANT, ' ')),
    businessSued: BUSINESS_SUED.test(folded),
    // Papers for a debt said to be someone else's are warned against ignoring, staying away included, by their own words (service-doubts.ts).
    risks: risksIn(folded).filter((risk) => risk !== 'skip_hearing' || !serviceDoubts.includes('notMe')),
    ...figuresOfASettlement(folded),
    ...dates,
    ...(admissionsOn ? { servedOn: null, servedOrElse: null, servedDates: [] } : {}),
    admissionsOn,
    handedOnLater,
    // "The judge signed the judgment that same day": the day said before it (blind set Z), also when a later date was taken for the
    // judgment's (set AG: "signed a default judgment that same day … I called the court on Nov 20" was counted from the call).
    // A default given at the hearing the person missed is dated by that hearing (set AU: "missed my court date … on nov 24 and they
    // gave the credit card company a default judgment" had no day counted for its 10-day appeal).
    ...(judged ? { judgmentOn: sameDayJudgmentOn(folded, now) ?? dates.judgmentOn ?? (MISSED_HEARING.test(folded) ? dates.courtDate : null) } : {}),
    serviceDoubts,
    writOnly: served && writOnlyIn(folded, state),
    // Papers passed on days after they were signed for or left, or mailed papers dated before they came: the earlier day counts.
    ...(handedOnLater
      ? { servedOn: handedOnLater.receivedOn, servedOrElse: null, servedDates: dates.servedDates.filter((d) => d !== handedOnLater.passedOn) }
      : {}),
    // A publication's date is not when service was complete (it is weeks later): counting from it would say a live deadline has passed (blind set R).
    ...(BY_PUBLICATION.test(folded) ? { servedOn: null, servedOrElse: null, servedDates: [], servedByPublication: true } : { servedByPublication: false }),
    twoSuits: served && TWO_SUITS.test(folded),
    judgmentYearEnd: judged ? judgmentYearEndIn(folded, now) : null,
    learnedOn: judged ? learnedOfJudgmentOn(folded, now) : null,
    judgmentCents: judged || asksInterest ? judgmentCentsIn(folded) : null,
    asksJudgmentLife: judged && ASKS_JUDGMENT_LIFE.test(folded),
    // Interest asked about on a judgment, even one told only as "un juicio" someone is paying on (blind set Z).
    asksInterest,
    levyNoticeOn: judged ? levyNoticeOn(folded, now) : null,
    disputeBy: served ? null : disputeByIn(folded, now),
    printedCount: printedCountOf(folded, now, state),
    arbitration,
    arbitrationInSuit: arbitration && served && COURT_CASE.test(folded.replace(/\barbitration court\b/g, ' ')),
    pay: SEIZE.test(folded) ? payIn(folded) : null,
    headOfFamily: HEAD_OF_FAMILY.test(folded) && !NO_DEPENDENTS.test(folded),
    lastPaid: lastPaidIn(folded, now),
    writtenContract: WRITTEN_CONTRACT.test(folded),
    benefits: BENEFITS.test(folded) && SEIZE.test(folded),
    benefitDeposits: benefitDepositsIn(folded, now),
    unemploymentFrozen: unemploymentFrozenIn(folded),
    limitations: LIMITATIONS.test(folded),
    wages: (WAGES.test(folded) && SEIZE.test(folded)) || EMPLOYER_GARNISHES.test(folded),
    asksHowMuch: ASKS_HOW_MUCH.test(folded),
    property:
      (PROPERTY_TAKEN.test(folded) || HOME_ASKED.test(folded)) && PROPERTY_CONTEXT.test(folded) && !PROPERTY_NOT_A_LEVY.test(folded)
        ? {
            itemsCents: personalItemsCents(folded),
            vehicleCents: vehicleValueCents(folded),
            vehicleLoanCents: vehicleLoanCents(folded),
            home: HOME_ASKED.test(folded),
            retirement: RETIREMENT.test(folded),
            things: THINGS.test(folded),
          }
        : null,
    spouseDebt: SPOUSE_DEBT.test(folded) && OWN_LIABILITY_ASKED.test(folded) ? { death: SPOUSE_DIED.test(folded) } : null,
    // A collector who threatens to call immigration is a debt question (blind set I), and so is such a threat over a debt, whoever makes it: only a case with no collector or debt threat in it is not ours.
    landlordClaim,
    landlordDebt: landlordDebtIn(folded),
    // A former landlord's money claim is a debt suit, whatever past eviction it names (blind set V).
    notTheirDebtSuit,
    notADebtCase: !landlordClaim && notADebtMatterIn(folded),
    servedHow,
    court,
    smallClaims: SMALL_CLAIMS.test(folded) || (court !== null && /small claims/i.test(court.name)),
  };
}
