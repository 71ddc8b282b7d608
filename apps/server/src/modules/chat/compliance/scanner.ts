import type { Language } from '@parley/shared';
import { normalize } from './normalize.js';
import { type ComplianceContext, type Finding, prepare, RULES } from './rules.js';

export type { ComplianceContext, Finding } from './rules.js';
export { RULE_IDS, RULES, type RuleId } from './rules.js';

/** 1692e(11); 1006.18(e): every communication says it is from a debt collector, in the message's language. */
export const DEBT_COLLECTOR_DISCLOSURE: Record<Language, string> = {
  en: 'This is a communication from a debt collector.',
  es: 'Esta es una comunicación de un cobrador de deudas.',
};
const HAS_DISCLOSURE =
  /\b(?:communication|message) (?:is )?from a debt collector\b|\b(?:comunicacion|mensaje) (?:es )?de un (?:cobrador|recaudador) de deudas\b/;

/** Shown when nothing of a blocked message survives the rewrite, in the message's language. */
const NEUTRAL_REWRITE: Record<Language, string> = {
  en: "We'd like to help you resolve this account. Reply here whenever it suits you to talk about options that fit your budget.",
  es: 'Queremos ayudarle a resolver esta cuenta. Responda aquí cuando le convenga para hablar de opciones que se ajusten a su presupuesto.',
};

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

/**
 * Rules where no wording makes the message allowed: a rewrite cannot help. (harassment-frequency
 * also reads words now; when it is the day's count that blocks, the rewrite's own scan refuses it.)
 */
const CONTEXT_ONLY = new Set(['cease-communication', 'represented-consumer']);

function runRules(text: string, ctx: ComplianceContext): { findings: Finding[]; language: Language } {
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
  return { findings, language: message.language };
}

/**
 * Drops every sentence holding a trigger. What is left is offered only when the very text offered
 * (with the disclosure) passes the scan in the same context: a rewrite is never itself blocked.
 */
function rewrite(text: string, findings: Finding[], ctx: ComplianceContext, language: Language): string | null {
  if (findings.some((f) => f.action === 'block' && CONTEXT_ONLY.has(f.rule))) return null;
  const triggers = findings.flatMap((f) => f.triggers.map((t) => t.toLowerCase()));
  const sentences = text.match(/[^.!?\n]+[.!?]*\s*/g) ?? [];
  const kept = sentences
    .filter((s) => !triggers.some((t) => s.toLowerCase().includes(t)))
    .join('')
    .trim();
  for (const candidate of [kept, NEUTRAL_REWRITE[language]]) {
    if (candidate.length < 12) continue;
    const offered = withDisclosure(candidate, language);
    const again = runRules(offered, { ...ctx, holdUntil: null });
    if (!again.findings.some((f) => f.action === 'block')) return offered;
  }
  return null;
}

function withDisclosure(body: string, language: Language): string {
  return HAS_DISCLOSURE.test(normalize(body).text) ? body : `${body.trimEnd()}\n\n${DEBT_COLLECTOR_DISCLOSURE[language]}`;
}

/** Scans one collector message. Deterministic, no I/O: rules with citations only. */
export function scanMessage(text: string, ctx: ComplianceContext): ScanResult {
  const { findings, language } = runRules(text, ctx);
  const isBlocked = findings.some((f) => f.action === 'block');
  const hold = findings.find((f) => f.action === 'hold');
  return {
    findings,
    isBlocked,
    holdUntil: !isBlocked && hold ? ctx.holdUntil : null,
    suggestedRewrite: isBlocked ? rewrite(text, findings, ctx, language) : null,
    deliveredBody: withDisclosure(text, language),
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
