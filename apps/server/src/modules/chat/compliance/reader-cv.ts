/**
 * How READER_THRESHOLD was chosen: five-fold cross-validation of the reader on its training set
 * alone (never a blind set). Each fold trains on four fifths and judges the fifth as the scanner
 * does: blocked when a rule blocks, or else when the reader's probability of a violation reaches
 * the threshold. Prints precision and recall per threshold, overall and per language.
 *
 *   npx tsx apps/server/src/modules/chat/compliance/reader-cv.ts
 */
import { fileURLToPath } from 'node:url';
import { loadTrainingSet, trainReader, violationOf } from './reader.js';
import { neutralContext, READER_MIN_WORDS, READER_THRESHOLD, runRules } from './scanner.js';

const FOLDS = 5;
const THRESHOLDS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

export function crossValidate() {
  const rows = loadTrainingSet().map((row, i) => ({ ...row, fold: (i * 7919) % FOLDS }));
  const judged: { language: string; category: string; expected: boolean; ruled: boolean; p: number; words: number }[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const reader = trainReader(
      rows.filter((r) => r.fold !== fold),
      (text, ctx) => runRules(text, { ...neutralContext(), ...ctx }).findings.map((f) => f.rule),
    );
    for (const row of rows.filter((r) => r.fold === fold)) {
      const ctx = { ...neutralContext(), ...row.context };
      const { findings } = runRules(row.text, ctx);
      const ruled = findings.some((f) => f.action === 'block');
      const p = violationOf(
        reader.read(
          row.text,
          ctx,
          findings.map((f) => f.rule),
        ),
      );
      judged.push({ language: row.language, category: row.category, expected: row.verdict === 'block', ruled, p, words: row.text.split(/\s+/).length });
    }
  }
  return judged;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const judged = crossValidate();
  const figures = (rows: typeof judged, blocked: (r: (typeof judged)[number]) => boolean) => {
    const tp = rows.filter((r) => r.expected && blocked(r)).length;
    const fp = rows.filter((r) => !r.expected && blocked(r)).length;
    const fn = rows.filter((r) => r.expected && !blocked(r)).length;
    return `P ${(tp / Math.max(1, tp + fp)).toFixed(3)} R ${(tp / Math.max(1, tp + fn)).toFixed(3)}`;
  };
  const lines = [`${judged.length} messages, ${FOLDS}-fold`, `rules alone: ${figures(judged, (r) => r.ruled)}`];
  for (const t of THRESHOLDS) {
    const blocked = (r: (typeof judged)[number]) => r.ruled || r.p >= t;
    const by = ['en', 'es']
      .map(
        (l) =>
          `${l} ${figures(
            judged.filter((r) => r.language === l),
            blocked,
          )}`,
      )
      .join(' · ');
    lines.push(`threshold ${t}: ${figures(judged, blocked)} (${by}); reader alone ${figures(judged, (r) => r.p >= t)}`);
  }
  const shipped = (r: (typeof judged)[number]) => r.ruled || (r.p >= READER_THRESHOLD && r.words >= READER_MIN_WORDS);
  lines.push(`as shipped (threshold ${READER_THRESHOLD}, at least ${READER_MIN_WORDS} words): ${figures(judged, shipped)}`);
  lines.push(`recall per category at the shipped threshold ${READER_THRESHOLD}:`);
  for (const category of [...new Set(judged.map((r) => r.category))].filter((c) => c !== 'benign').sort()) {
    const rows = judged.filter((r) => r.category === category);
    lines.push(`  ${category}: ${rows.filter(shipped).length}/${rows.length}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
