import { fileURLToPath } from 'node:url';
import type { Language } from '@parley/shared';
import type { ScanResult } from './rules.js';
import { type ComplianceContext, neutralContext, RULE_IDS, type RuleId } from './rules.js';

/**
 * The labelled corpus the scanner is measured against (corpus.jsonl, one example a line) and its
 * precision and recall per rule. The split is written in the data and fixed (about one example in
 * four is 'holdout', whole groups at once: an obfuscated variant sits in its source sentence's
 * split); tuning the rules looks only at 'tune'.
 */
export const CORPUS_FILE = fileURLToPath(new URL('../../../../../../apps/server/src/modules/chat/compliance/corpus.jsonl', import.meta.url));

export type CorpusExample = {
  id: number;
  text: string;
  labels: RuleId[];
  /** What the message should come to: delivered, blocked, held until 8 a.m., or delivered with a warning. */
  verdict: 'allow' | 'block' | 'hold' | 'warn';
  split: 'tune' | 'holdout';
  /** Where the wording comes from, or how it is disguised (spacing, leetspeak, homoglyph, spanish, …). */
  style: string;
  adversarial?: boolean;
  /** The language the message is written in; English when absent. */
  language?: Language;
  context?: Partial<Omit<ComplianceContext, 'holdUntil'>> & { holdUntil?: string };
};

export type RuleStats = { rule: string; support: number; tp: number; fp: number; fn: number; precision: number; recall: number; misses: string[] };

export function parseCorpus(jsonl: string): CorpusExample[] {
  return jsonl
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CorpusExample);
}

export function languageOf(example: CorpusExample): Language {
  return example.language ?? 'en';
}

export function contextOf(example: CorpusExample): ComplianceContext {
  const { holdUntil, ...rest } = example.context ?? {};
  return { ...neutralContext(), ...rest, holdUntil: holdUntil ? new Date(holdUntil) : null };
}

/** The rules a scan enforced (blocked or held); a warning is not an enforcement. */
function enforced(result: ScanResult): Set<string> {
  return new Set(result.findings.filter((f) => f.action !== 'warn').map((f) => f.rule));
}

function stats(rule: string, pairs: { example: CorpusExample; expected: boolean; got: boolean }[]): RuleStats {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: string[] = [];
  for (const { example, expected, got } of pairs) {
    if (expected && got) tp++;
    else if (got) {
      fp++;
      misses.push(`  false positive #${example.id} (${example.split}): ${example.text}`);
    } else if (expected) {
      fn++;
      misses.push(`  missed #${example.id} (${example.split}): ${example.text}`);
    }
  }
  return { rule, support: tp + fn, tp, fp, fn, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn), misses };
}

/**
 * Precision and recall per rule, and 'overall': whether the message is blocked at all (the
 * verdict the consumer lives with), over the given examples.
 */
export function measure(examples: CorpusExample[], scan: (text: string, ctx: ComplianceContext) => ScanResult): RuleStats[] {
  const results = examples.map((example) => ({ example, result: scan(example.text, contextOf(example)) }));
  const perRule = RULE_IDS.map((rule) =>
    stats(
      rule,
      results.map(({ example, result }) => ({ example, expected: example.labels.includes(rule), got: enforced(result).has(rule) })),
    ),
  );
  const overall = stats(
    'overall (blocked)',
    results.map(({ example, result }) => ({ example, expected: example.verdict === 'block', got: result.isBlocked })),
  );
  return [...perRule, overall];
}

/** A plain-text table of `measure`'s figures, and every miss, for test output and the bench. */
export function formatStats(title: string, rows: RuleStats[], withMisses = true): string {
  const lines = [
    title,
    `${'rule'.padEnd(24)} ${'support'.padStart(7)} ${'tp'.padStart(4)} ${'fp'.padStart(4)} ${'fn'.padStart(4)} ${'precision'.padStart(9)} ${'recall'.padStart(7)}`,
    ...rows.map(
      (s) =>
        `${s.rule.padEnd(24)} ${String(s.support).padStart(7)} ${String(s.tp).padStart(4)} ${String(s.fp).padStart(4)} ${String(s.fn).padStart(4)} ${s.precision.toFixed(3).padStart(9)} ${s.recall.toFixed(3).padStart(7)}`,
    ),
    ...(withMisses ? rows.filter((s) => !s.rule.startsWith('overall')).flatMap((s) => (s.misses.length ? [`${s.rule}:`, ...s.misses] : [])) : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** Micro-averaged precision and recall over the blocking rules (every rule but inconvenient-time, which holds). */
export function blockingTotals(rows: RuleStats[]): { precision: number; recall: number } {
  const blocking = rows.filter((s) => s.rule !== 'inconvenient-time' && !s.rule.startsWith('overall'));
  const tp = blocking.reduce((n, s) => n + s.tp, 0);
  const fp = blocking.reduce((n, s) => n + s.fp, 0);
  const fn = blocking.reduce((n, s) => n + s.fn, 0);
  return { precision: tp / (tp + fp), recall: tp / (tp + fn) };
}
