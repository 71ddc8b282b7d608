// The compliance scan alone (issue 20): `scanMessage` over the labelled corpus the scanner is
// measured against (apps/server/src/modules/chat/compliance/corpus.jsonl), each example in its own
// context as the corpus test builds it, plus the longest message allowed. The scan runs inside a
// collector's send request, so its time is added to every collector message's answer. Then its
// precision and recall per rule on the tuning and the holdout split (issue 22), and per language,
// English and Spanish, on each split (issue 24).
//
//   npm run bench:compliance        (ROUNDS=20 passes over the corpus after one of warm-up)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

const { scanMessage } = await import(path.join(root, 'apps/server/dist/modules/chat/compliance/scanner.js'));
const { blockingTotals, contextOf, formatStats, languageOf, measure, parseCorpus } = await import(
  path.join(root, 'apps/server/dist/modules/chat/compliance/corpus-metrics.js')
);
const corpus = parseCorpus(readFileSync(path.join(root, 'apps/server/src/modules/chat/compliance/corpus.jsonl'), 'utf8'));
const ROUNDS = Number(process.env.ROUNDS ?? 20);

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function time(examples, rounds) {
  const times = [];
  for (let round = 0; round < rounds; round++) {
    for (const e of examples) {
      const ctx = contextOf(e);
      const start = performance.now();
      scanMessage(e.text, ctx);
      times.push(performance.now() - start);
    }
  }
  return times.sort((a, b) => a - b);
}

const long = {
  text: 'We would like to help you with this account and find a plan that works for you. '.repeat(12).slice(0, 1000),
};
time(corpus, 1); // warm-up: the JIT, the rules' regular expressions
const rows = [
  ['whole corpus', corpus],
  ['compliant examples', corpus.filter((e) => e.labels.length === 0)],
  ['violating examples (a rewrite is searched)', corpus.filter((e) => e.labels.length > 0)],
  ['1000-character message', [long]],
].map(([name, examples]) => {
  const sorted = time(examples, name.startsWith('1000') ? ROUNDS * 20 : ROUNDS);
  return { name, scans: sorted.length, p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1) };
});

console.log(`scanMessage on ${corpus.length} corpus examples, ${ROUNDS} rounds; Node ${process.version}; load ${os.loadavg()[0].toFixed(1)}\n`);
console.log('| messages | scans | p50 ms | p99 ms | max ms |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.scans} | ${r.p50.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.max.toFixed(2)} |`);

for (const split of ['tune', 'holdout']) {
  const examples = corpus.filter((e) => e.split === split);
  const rows = measure(examples, scanMessage);
  const totals = blockingTotals(rows);
  console.log(`\n${formatStats(`${split}: ${examples.length} messages, ${examples.filter((e) => e.adversarial).length} adversarial`, rows, false)}`);
  console.log(`blocking rules, micro-averaged: precision ${totals.precision.toFixed(3)}, recall ${totals.recall.toFixed(3)}`);
}

for (const language of ['en', 'es']) {
  for (const split of ['tune', 'holdout', 'both']) {
    const examples = corpus.filter((e) => languageOf(e) === language && (split === 'both' || e.split === split));
    const rows = measure(examples, scanMessage);
    const totals = blockingTotals(rows);
    const overall = rows.find((s) => s.rule.startsWith('overall'));
    const misses = rows.filter((s) => !s.rule.startsWith('overall') && s.fp + s.fn > 0).map((s) => `${s.rule} ${s.fp} fp / ${s.fn} fn`);
    console.log(
      `\n${language} ${split}: ${examples.length} messages (${examples.filter((e) => e.labels.length === 0).length} compliant); blocking rules precision ${totals.precision.toFixed(3)}, recall ${totals.recall.toFixed(3)}; blocked-or-not precision ${overall.precision.toFixed(3)}, recall ${overall.recall.toFixed(3)}; per-rule misses: ${misses.join(', ') || 'none'}`,
    );
  }
}
