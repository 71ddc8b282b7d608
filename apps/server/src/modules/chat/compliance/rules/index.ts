import { writtenLanguage } from '@parley/shared';
import { blankIdioms } from '../meaning.js';
import { normalize } from '../normalize.js';
import { abuseRule, violenceRule } from './abuse.js';
import { amountMisstatedRule } from './amount.js';
import { ceaseCommunicationRule, harassmentFrequencyRule, inconvenientTimeRule, representedConsumerRule } from './contact.js';
import { falseCreditThreatRule } from './credit-reporting.js';
import { overshadowingRule } from './disputes.js';
import { postdatedCheckRule, unauthorizedFeesRule } from './fees.js';
import { withFrame } from './frames.js';
import { attorneyInvolvementRule, creditBureauRule, governmentRule } from './impersonation.js';
import { crimeAccusationRule, fakeLegalProcessRule } from './legal-process.js';
import { thirdPartyRule } from './third-party.js';
import { arrestSeizureRule, threatNotIntendedRule } from './threats.js';
import { timeBarredRule } from './time-barred.js';
import type { ComplianceContext, Message, Rule } from './types.js';

export type { Action, ComplianceContext, Finding, RuleId, ScanResult } from './types.js';
export { RULE_IDS } from './types.js';

// The rules in the order they run, which is the order of a message's findings. One module per family of rules; each
// rule's frame (frames.ts), where it has one, is read after its own phrasings, and what either finds passes the rule's `keep`.
export const RULES: Rule[] = [
  abuseRule,
  violenceRule,
  harassmentFrequencyRule,
  governmentRule,
  creditBureauRule,
  attorneyInvolvementRule,
  arrestSeizureRule,
  threatNotIntendedRule,
  amountMisstatedRule,
  crimeAccusationRule,
  falseCreditThreatRule,
  fakeLegalProcessRule,
  unauthorizedFeesRule,
  postdatedCheckRule,
  thirdPartyRule,
  ceaseCommunicationRule,
  representedConsumerRule,
  inconvenientTimeRule,
  timeBarredRule,
  overshadowingRule,
].map((rule) => ({ ...rule, check: withFrame(rule) }));

export function prepare(text: string): Message {
  const n = blankIdioms(normalize(text));
  return { original: text, n, language: writtenLanguage(text) };
}

/** A context in which nothing but the words matter: used by tests and the corpus as a base. */
export function neutralContext(now = new Date('2026-11-02T17:00:00Z')): ComplianceContext {
  return {
    now,
    balanceCents: 250_000,
    isDisputed: false,
    isDisputeVerified: false,
    isRepresented: false,
    isCeaseRequested: false,
    isInValidationPeriod: false,
    isTimeBarred: false,
    messagesSentToday: 0,
    dailyMessageCap: 5,
    senderIsAttorney: false,
    holdUntil: null,
  };
}
