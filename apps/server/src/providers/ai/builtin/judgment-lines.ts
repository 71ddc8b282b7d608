import type { Language } from '@parley/shared';
import { renewalLines } from './judgment-renewal.js';
import { judgmentAgeDays, judgmentLifeLine, setAsideLines, setAsideOpen, setAsideRulesFor } from './judgment-rules.js';
import { levyClaimLine } from './levy-claim.js';
import { longDate } from './long-date.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import type { Slots } from './slots.js';

/**
 * What an answer says after a judgment (split from overlays.ts by concern): the time to undo or appeal it, the claim of
 * exemption when money is taken or frozen, the orders that can follow, and, where we are sure of the state's rule, how
 * long it lasts and its interest.
 */

/** A judgment older than this is past the days some courts give to undo it: "10 to 14 days … file now" is not said of it. */
const RECENT_JUDGMENT_DAYS = 30;

export function judgmentLines(slots: Slots, language: Language): string[] {
  const words = OVERLAY_WORDS[language];
  const j = slots.judgment;
  if (!j) return [];
  // What the question says of the judgment is answered; a bare "there is a judgment" hears all three.
  const all = !j.seized && !j.undo && !j.order && !j.appeal;
  // The state's own rules to undo or appeal the judgment in its court, where we are sure of them (set-aside-rules.ts); after
  // a trial, only those that hold after one, and else the general word on appeals, never a default's.
  const sure = setAsideRulesFor(slots).length > 0;
  const wantsSetAside = (j.appeal ? sure : j.undo || (all && !j.renewal)) || slots.military;
  // The state's rules where we are sure of them; else the general one, which for a judgment long past is not "10 to 14 days".
  const stateRule = wantsSetAside ? setAsideLines(slots, language) : [];
  // A dated last day still open is what the person must act on: it leads, before the judgment's head (set Y, set AF).
  const stateRuleLeads = stateRule.length > 0 && judgmentDeadlineOpen(slots);
  const age = judgmentAgeDays(slots);
  const old = age !== null && age > RECENT_JUDGMENT_DAYS;
  const life = slots.asksJudgmentLife ? judgmentLifeLine(slots, language) : null;
  // Where the state's time and place to claim a levy's exemption is sure, it is said, dated from the notice.
  const levyClaim = j.seized ? levyClaimLine(slots.state, slots.levyNoticeOn, language) : null;
  return [
    ...(stateRuleLeads ? stateRule : []),
    // A renewal is an old judgment extended, not a new one: its own head, and its own time to challenge it.
    ...(j.renewal ? [words.judgmentRenewal, ...renewalLines(slots, language)] : j.first ? [words.judgmentHead] : []),
    ...(life ? [life] : []),
    // A court date still ahead is to be kept; one already behind the person is no instruction (passed-court-date.ts says what it means).
    ...(slots.courtDate && slots.courtDate >= slots.today ? [words.judgmentCourtDate(longDate(slots.courtDate, language))] : []),
    // Money taken or frozen now: the claim of exemption by the notice's date. Otherwise, only what to do when a notice comes (blind set Z).
    ...(j.seized ? [levyClaim ?? words.judgmentExemption] : !j.renewal && !j.order ? [words.judgmentExemptionIfNotice] : []),
    ...(j.appeal && !sure ? [words.judgmentAppeal] : []),
    ...(wantsSetAside && !stateRuleLeads ? (stateRule.length > 0 ? stateRule : [old ? words.judgmentSetAsideOld : words.judgmentSetAside]) : []),
    ...(j.undo && !j.appeal && slots.smallClaims && stateRule.length === 0 && !old ? [words.judgmentSmallClaims] : []),
    ...(slots.military ? [words.judgmentMilitary] : []),
    ...(j.order || (all && !j.renewal) ? [words.judgmentOrders] : []),
  ];
}

/** Whether the judgment's own dated time to undo or appeal it is still open: then the judgment leads the answer, and its rule leads the judgment. */
export function judgmentDeadlineOpen(slots: Slots): boolean {
  return slots.judgment !== null && slots.judgmentOn !== null && setAsideOpen(slots);
}
