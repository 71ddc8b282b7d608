import { type ComplianceContext, type Finding, prepare, RULES } from './rules.js';

export type { ComplianceContext, Finding } from './rules.js';
export { RULE_IDS, RULES, type RuleId } from './rules.js';

/** 1692e(11); 1006.18(e): every communication says it is from a debt collector. */
export const DEBT_COLLECTOR_DISCLOSURE = 'This is a communication from a debt collector.';
const HAS_DISCLOSURE = /\b(?:communication|message) (?:is )?from a debt collector\b/i;

/** Shown when nothing of a blocked message survives the rewrite. */
const NEUTRAL_REWRITE = "We'd like to help you resolve this account. Reply here whenever it suits you to talk about options that fit your budget.";

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

/** Rules where no wording makes the message allowed: a rewrite cannot help. */
const CONTEXT_ONLY = new Set(['harassment-frequency', 'cease-communication', 'represented-consumer']);

function runRules(text: string, ctx: ComplianceContext): Finding[] {
  const message = prepare(text);
  const findings: Finding[] = [];
  for (const rule of RULES) {
    const hit = rule.check(message, ctx);
    if (hit) {
      findings.push({
        rule: rule.id,
        citation: rule.citation,
        description: rule.description,
        action: hit.action,
        triggers: hit.triggers,
        suggestion: rule.suggestion(ctx),
      });
    }
  }
  return findings;
}

/**
 * Drops every sentence holding a trigger. What is left is offered only when the very text offered
 * (with the disclosure) passes the scan in the same context: a rewrite is never itself blocked.
 */
function rewrite(text: string, findings: Finding[], ctx: ComplianceContext): string | null {
  if (findings.some((f) => f.action === 'block' && CONTEXT_ONLY.has(f.rule))) return null;
  const triggers = findings.flatMap((f) => f.triggers.map((t) => t.toLowerCase()));
  const sentences = text.match(/[^.!?\n]+[.!?]*\s*/g) ?? [];
  const kept = sentences
    .filter((s) => !triggers.some((t) => s.toLowerCase().includes(t)))
    .join('')
    .trim();
  for (const candidate of [kept, NEUTRAL_REWRITE]) {
    if (candidate.length < 12) continue;
    const offered = withDisclosure(candidate);
    const again = runRules(offered, { ...ctx, holdUntil: null });
    if (!again.some((f) => f.action === 'block')) return offered;
  }
  return null;
}

function withDisclosure(body: string): string {
  return HAS_DISCLOSURE.test(body) ? body : `${body.trimEnd()}\n\n${DEBT_COLLECTOR_DISCLOSURE}`;
}

/** Scans one collector message. Deterministic, no I/O: rules with citations only. */
export function scanMessage(text: string, ctx: ComplianceContext): ScanResult {
  const findings = runRules(text, ctx);
  const isBlocked = findings.some((f) => f.action === 'block');
  const hold = findings.find((f) => f.action === 'hold');
  return {
    findings,
    isBlocked,
    holdUntil: !isBlocked && hold ? ctx.holdUntil : null,
    suggestedRewrite: isBlocked ? rewrite(text, findings, ctx) : null,
    deliveredBody: withDisclosure(text),
  };
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
