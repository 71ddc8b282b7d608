import type { Language } from '@parley/shared';
import type { Normalized } from '../normalize.js';

// The rules' shared types: the rule ids, the context a scan reads, a finding, a rule and the message it checks.

/**
 * The rules of ../shared/COMPLIANCE.md as pure functions of a message and its account's context.
 * Sources: the FDCPA (15 U.S.C. 1692 et seq.) and Regulation F (12 CFR part 1006).
 */
export const RULE_IDS = [
  'abuse',
  'violence',
  'harassment-frequency',
  'government',
  'credit-bureau',
  'attorney-involvement',
  'arrest-seizure',
  'threat-not-intended',
  'amount-misstated',
  'crime-accusation',
  'false-credit-threat',
  'fake-legal-process',
  'unauthorized-fees',
  'postdated-check',
  'third-party',
  'cease-communication',
  'represented-consumer',
  'inconvenient-time',
  'time-barred',
  'overshadowing',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** What the scanner knows about the account and the conversation when a collector writes. */
export type ComplianceContext = {
  now: Date;
  /** What the consumer still owes, in cents; null when unknown (no amount check then). */
  balanceCents: number | null;
  isDisputed: boolean;
  isDisputeVerified: boolean;
  isRepresented: boolean;
  /** The consumer asked to stop contact and has not written since. */
  isCeaseRequested: boolean;
  /** Through the last day of the validation period the account's notice states (1006.34(b)(5)). */
  isInValidationPeriod: boolean;
  isTimeBarred: boolean;
  /** Collector messages to this consumer today that the consumer has not answered. */
  messagesSentToday: number;
  /** harassment-frequency: the configurable cap (COMPLIANCE.md: a 6th unanswered message blocks). */
  dailyMessageCap: number;
  senderIsAttorney: boolean;
  /** Null inside 8 a.m.–9 p.m. at the consumer's location, else when the window opens. */
  holdUntil: Date | null;
};

export type Action = 'block' | 'warn' | 'hold';

export type Finding = {
  rule: RuleId;
  citation: string;
  description: string;
  action: Action;
  triggers: string[];
  suggestion: string | null;
};

export type Rule = {
  id: RuleId;
  citation: string;
  description: string;
  suggestion: (ctx: ComplianceContext) => string | null;
  /** What the rule's own phrasings find. */
  check: (message: Message, ctx: ComplianceContext) => { action: Action; triggers: string[] } | null;
  /**
   * What the rule keeps of a finding, whoever found it (its phrasings or its frame, frames.ts): the law's exceptions read
   * after the words are found (the spouse told of the debt, a court's own order, the agreement's own fee).
   */
  keep?: (found: Check) => Check;
};

export type Message = { original: string; n: Normalized; language: Language };

/**
 * A rule's wording in each language it reads. Every rule runs all its patterns on every message
 * (a collector may mix languages); the message's language chooses only what the scanner writes back.
 */
export type Patterns = Record<Language, RegExp[]>;

export type Check = Rule['check'];

/** What a scan decides about one message (scanner.ts). */
export type ScanResult = {
  findings: Finding[];
  isBlocked: boolean;
  /** inconvenient-time: deliver at this time instead of now. */
  holdUntil: Date | null;
  /** For a blocked message: a rewrite that passes the scan, where one exists. */
  suggestedRewrite: string | null;
  /** The body to deliver: the disclosure is added when the collector left it out. */
  deliveredBody: string;
};
