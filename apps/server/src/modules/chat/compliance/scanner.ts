import type { Language } from '@parley/shared';
import { keptModel } from './kept-model.js';
import { sentencesOf } from './meaning.js';
import { normalize } from './normalize.js';
import { CATEGORIES, type Category, loadTrainingSet, modelKey, type Reader, readerOf, ruleOfCategory, trainModel, violationOf } from './reader.js';
import { type ComplianceContext, type Finding, neutralContext, prepare, RULES, type RuleId, type ScanResult } from './rules.js';

export type { ComplianceContext, Finding, ScanResult } from './rules.js';
export { neutralContext, RULE_IDS, RULES, type RuleId } from './rules.js';

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
/** During an open dispute nothing may press for payment (1692g(b)): the rewrite acknowledges the dispute instead. */
const DISPUTE_REWRITE: Record<Language, string> = {
  en: 'We received your dispute. We will send you verification of this account, and we are glad to answer your questions here.',
  es: 'Recibimos su disputa. Le enviaremos la verificación de esta cuenta, y con gusto contestamos sus preguntas aquí.',
};

/**
 * Rules where no wording makes the message allowed: a rewrite cannot help. (harassment-frequency
 * also reads words now; when it is the day's count that blocks, the rewrite's own scan refuses it.)
 */
const CONTEXT_ONLY = new Set(['cease-communication', 'represented-consumer']);

/** The rules alone, without the reader: what the reader is trained beside and measured against. */
export function runRules(text: string, ctx: ComplianceContext): { findings: Finding[]; language: Language } {
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
 * The reader blocks a message the rules let through when it judges it more likely unlawful than
 * this. Chosen by cross-validation on the training set alone (`reader-cv.ts`), for precision first.
 */
export const READER_THRESHOLD = 0.65;
/**
 * Fewer words than this give a statistical reader too little to go on ("Pague hoy."): the rules
 * alone judge them. Cross-validation loses no recall by it.
 */
export const READER_MIN_WORDS = 4;

let reader: Reader | null = null;
/**
 * The second reader, made once per process on first use: loaded as kept by an earlier process, or
 * trained (seconds) and kept (reader.ts keptModel). `main.ts` and `worker.ts` do it at start.
 */
export function warmReader(): Reader {
  reader ??= readerOf(keptModel(modelKey(), () => trainModel(loadTrainingSet(), (text, ctx) => ruleIdsOf(text, { ...neutralContext(), ...ctx }))));
  return reader;
}

/**
 * The scanner made ready at a process's start (`main.ts`, `worker.ts`): the second reader, and one
 * scan per language, which compiles the rules' patterns. Without it the first collector message
 * after a start paid about 1.3 s of compiling in its send (15 ms once compiled), and much more on
 * a busy machine.
 */
export function warmScanner(): void {
  warmReader();
  for (const sample of WARM_UP_SAMPLES) scanMessage(sample, neutralContext());
}
const WARM_UP_SAMPLES = [
  'We can set up a payment plan on the balance, and you may dispute the debt in writing.',
  'Podemos hacer un plan de pagos sobre el saldo, y usted puede disputar la deuda por escrito.',
];

const ruleIdsOf = (text: string, ctx: ComplianceContext): RuleId[] => runRules(text, ctx).findings.map((f) => f.rule);

/**
 * Who may name a category as the reason a message is unlawful, on this account. The account makes
 * some impossible (no cease, no "contact after a cease"). Whether a message continues collection
 * during an open dispute, or presses too hard inside the validation period, is the overshadowing
 * rule's reading of the account (1692g(b)): the reader adds no second verdict on it. Allowed to, it
 * blocked the verification itself during a dispute and a plain "Can you make a payment this week?"
 * inside the validation period (disputes.test.ts).
 */
function judgeOf(category: Category, ctx: ComplianceContext): 'reader' | 'rules' | 'nobody' {
  const disputeOpen = ctx.isDisputed && !ctx.isDisputeVerified;
  switch (category) {
    case 'benign':
      return 'nobody';
    case 'cease_or_represented':
      // The represented-consumer rule reads the two lawful messages to a represented consumer (asking who the
      // lawyer is, writing after the lawyer went silent): the reader adds no second verdict on that account.
      return ctx.isCeaseRequested ? 'reader' : ctx.isRepresented ? 'rules' : 'nobody';
    case 'dispute_brushed_aside':
      return disputeOpen ? 'rules' : 'nobody';
    case 'overshadowing':
      return disputeOpen || ctx.isInValidationPeriod ? 'rules' : 'reader';
    default:
      return 'reader';
  }
}

/**
 * The reader's finding for a message the rules do not block: the category it reads, under that
 * category's rule, quoting the sentence it finds most unlawful.
 */
function readerFinding(text: string, ctx: ComplianceContext, findings: Finding[]): Finding | null {
  if (findings.some((f) => f.action === 'block') || text.trim().split(/\s+/).length < READER_MIN_WORDS) return null;
  const p = warmReader().read(
    text,
    ctx,
    findings.map((f) => f.rule),
  );
  if (violationOf(p) < READER_THRESHOLD) return null;
  const likeliest = CATEGORIES.map((category, k) => ({ category, p: p[k] ?? 0 }))
    .filter((c) => judgeOf(c.category, ctx) !== 'nobody')
    .sort((a, b) => b.p - a.p)[0]?.category;
  if (!likeliest || likeliest === 'benign' || judgeOf(likeliest, ctx) === 'rules') return null;
  const category = likeliest;
  const rule = RULES.find((r) => r.id === ruleOfCategory(category, ctx));
  // A rule that read the message and chose to warn (an attorney's own review) has judged it.
  if (!rule || findings.some((f) => f.rule === rule.id)) return null;
  const sentences = sentencesOf(text)
    .map((s) => s.trim())
    .filter(Boolean);
  const worst =
    sentences.length < 2
      ? text.trim()
      : (sentences.map((sentence) => ({ sentence, p: violationOf(warmReader().read(sentence, ctx, ruleIdsOf(sentence, ctx))) })).sort((a, b) => b.p - a.p)[0]
          ?.sentence ?? text.trim());
  return {
    rule: rule.id,
    citation: rule.citation,
    description: rule.description,
    action: 'block',
    triggers: [worst],
    suggestion: rule.suggestion(ctx),
  };
}

/** The rules, then the reader on what the rules let through. */
function judge(text: string, ctx: ComplianceContext): { findings: Finding[]; language: Language } {
  const { findings, language } = runRules(text, ctx);
  const read = readerFinding(text, ctx, findings);
  if (!read) return { findings, language };
  return { findings: [...findings.filter((f) => f.rule !== read.rule), read], language };
}

/**
 * Drops every sentence holding a trigger. What is left is offered only when the very text offered
 * (with the disclosure) passes the scan in the same context: a rewrite is never itself blocked.
 */
function rewrite(text: string, findings: Finding[], ctx: ComplianceContext, language: Language): string | null {
  if (findings.some((f) => f.action === 'block' && CONTEXT_ONLY.has(f.rule))) return null;
  const triggers = findings.flatMap((f) => f.triggers.map((t) => t.toLowerCase()));
  const kept = sentencesOf(text)
    .filter((s) => !triggers.some((t) => s.toLowerCase().includes(t)))
    .join('')
    .trim();
  const neutral = ctx.isDisputed && !ctx.isDisputeVerified ? DISPUTE_REWRITE : NEUTRAL_REWRITE;
  for (const candidate of [kept, neutral[language]]) {
    if (candidate.length < 12) continue;
    const offered = withDisclosure(candidate, language);
    const again = judge(offered, { ...ctx, holdUntil: null });
    if (!again.findings.some((f) => f.action === 'block')) return offered;
  }
  return null;
}

function withDisclosure(body: string, language: Language): string {
  return HAS_DISCLOSURE.test(normalize(body).text) ? body : `${body.trimEnd()}\n\n${DEBT_COLLECTOR_DISCLOSURE[language]}`;
}

/** Scans one collector message. Deterministic, no I/O after the reader's training: rules and the reader, with citations. */
export function scanMessage(text: string, ctx: ComplianceContext): ScanResult {
  const { findings, language } = judge(text, ctx);
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
