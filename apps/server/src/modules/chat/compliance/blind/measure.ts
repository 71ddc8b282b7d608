/**
 * Measures the scanner on a blind set (README.md beside this file says how each set was written):
 * whether each message is blocked, against its writer's verdict, overall, per language and per
 * category. Prints figures only, never the messages: rules are not to be tuned on a set's misses.
 *
 *   npx tsx apps/server/src/modules/chat/compliance/blind/measure.ts 2026-11-29-set-a [--rules-only]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ComplianceContext, neutralContext, runRules, scanMessage } from '../scanner.js';

export type BlindExample = {
  id: number;
  language: 'en' | 'es';
  text: string;
  verdict: 'block' | 'allow';
  category: string;
  trap: boolean;
  context: Partial<ComplianceContext>;
};

export type Tally = { tp: number; fp: number; fn: number; tn: number };
const empty = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
const precision = (t: Tally) => (t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp));
const recall = (t: Tally) => (t.tp + t.fn === 0 ? 1 : t.tp / (t.tp + t.fn));

export function loadBlindSet(name: string): BlindExample[] {
  const file = fileURLToPath(new URL(`./${name}.jsonl`, import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as BlindExample);
}

/** `rulesOnly` measures the rules without the second reader, as the scanner was before it. */
export function measureBlind(examples: BlindExample[], rulesOnly = false) {
  const overall = empty();
  const byLanguage = new Map<string, Tally>();
  const byCategory = new Map<string, Tally>();
  for (const example of examples) {
    // A row that gives no balance leaves it unknown: the neutral context's $2,500 is no set's fact (set P read a $6,200 deficiency against it).
    const ctx = { ...neutralContext(), balanceCents: null, ...example.context };
    const blocked = rulesOnly ? runRules(example.text, ctx).findings.some((f) => f.action === 'block') : scanMessage(example.text, ctx).isBlocked;
    const expected = example.verdict === 'block';
    const key: keyof Tally = expected ? (blocked ? 'tp' : 'fn') : blocked ? 'fp' : 'tn';
    for (const tally of [
      overall,
      byLanguage.get(example.language) ?? byLanguage.set(example.language, empty()).get(example.language),
      byCategory.get(example.category) ?? byCategory.set(example.category, empty()).get(example.category),
    ]) {
      if (tally) tally[key] += 1;
    }
  }
  return { overall, byLanguage, byCategory };
}

function line(name: string, t: Tally): string {
  const n = t.tp + t.fp + t.fn + t.tn;
  return `| ${name} | ${n} | ${precision(t).toFixed(2)} | ${recall(t).toFixed(2)} | ${t.tp} | ${t.fn} | ${t.fp} |`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const name = process.argv[2] ?? '2026-11-29-set-a';
  const rulesOnly = process.argv.includes('--rules-only');
  const { overall, byLanguage, byCategory } = measureBlind(loadBlindSet(name), rulesOnly);
  const rows = [
    `Blind set ${name}${rulesOnly ? ', the rules alone' : ''}: blocked vs the writer's verdict`,
    '| slice | messages | precision | recall | caught | missed | false alarms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    line('overall', overall),
    ...[...byLanguage].map(([language, t]) => line(`language ${language}`, t)),
    ...[...byCategory].sort(([a], [b]) => a.localeCompare(b)).map(([category, t]) => line(category, t)),
  ];
  process.stdout.write(`${rows.join('\n')}\n`);
}
