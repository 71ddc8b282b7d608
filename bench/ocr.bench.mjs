// OCR of court papers (issue 21): the intake's image reader (preprocessing, Tesseract in the
// untrusted-files worker, layout, field extraction) over the generated corpus of 60 summonses,
// each as a clean scan and as a phone photo (e2e/tools/generate-intake-corpus.ts). Reports each
// field's accuracy on both sets, the values found where a document has none, and the time per image.
//
//   npm run bench:ocr              (all 120 images; LIMIT=n for the first n documents)
//
// The images are rendered into .cache/ocr-corpus (gitignored) on the first run; the expectations
// are the committed apps/server/src/modules/intake/corpus/corpus.json. Per-image results go to
// .cache/ocr-bench.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

// CORPUS=<dir>: a blind corpus (bench/corpora/…), its images and truth.json side by side.
const blindDir = process.env.CORPUS ? path.resolve(process.env.CORPUS) : null;
const cacheDir = blindDir ?? path.join(root, '.cache/ocr-corpus');
const dist = path.join(root, 'apps/server/dist/modules/intake');
const { createTesseractReader } = await import(path.join(dist, 'ocr.js'));
const { extractFields } = await import(path.join(dist, 'extract-fields.js'));
const { namesSameCourt, sameValue, scoreFields } = await import(path.join(dist, 'extraction-score.js'));

const corpus = JSON.parse(
  readFileSync(blindDir ? path.join(blindDir, 'truth.json') : path.join(root, 'apps/server/src/modules/intake/corpus/corpus.json'), 'utf8'),
);
if (!blindDir && !corpus.every((e) => existsSync(path.join(cacheDir, e.file)))) {
  process.stdout.write('rendering the corpus into .cache/ocr-corpus ...\n');
  execFileSync('npx', ['tsx', 'e2e/tools/generate-intake-corpus.ts', cacheDir], { cwd: root, stdio: 'inherit' });
}
// A blind corpus's truth gives amounts in dollars, as printed; the extractor answers cents.
if (blindDir)
  for (const e of corpus) if (typeof e.expected.lawsuit_amount === 'number') e.expected.lawsuit_amount = Math.round(e.expected.lawsuit_amount * 100);
const LIMIT = Number(process.env.LIMIT ?? Number.POSITIVE_INFINITY);
// OCR_TEXT_DIR=<dir>: each image's OCR text is kept there and read back on the next run, so a change
// to the extraction rules is measured in seconds (a change to OCR or its preprocessing needs a fresh dir).
const textDir = process.env.OCR_TEXT_DIR ? path.resolve(process.env.OCR_TEXT_DIR) : null;
if (textDir) mkdirSync(textDir, { recursive: true });
const ids = [...new Set(corpus.map((e) => e.id))].slice(0, LIMIT);
const entries = corpus.filter((e) => ids.includes(e.id));

const reader = createTesseractReader();
const sets = { clean: { ok: 0, total: 0, seconds: [], falsePositives: 0 }, photo: { ok: 0, total: 0, seconds: [], falsePositives: 0 } };
const perField = new Map();
const perLayout = new Map();
const perState = new Map();
let swapped = 0;
// The court named, whatever the corpus's convention on its state line and further caption lines (namesSameCourt).
const courtNamed = { clean: [0, 0], photo: [0, 0] };
const results = [];
for (const entry of entries) {
  const set = entry.clean ? sets.clean : sets.photo;
  const started = performance.now();
  let text = '';
  const textFile = textDir ? path.join(textDir, `${entry.file}.txt`) : null;
  if (textFile && existsSync(textFile)) text = readFileSync(textFile, 'utf8');
  else {
    try {
      text = await reader.readImage(readFileSync(path.join(cacheDir, entry.file)));
      if (textFile) writeFileSync(textFile, text);
    } catch (err) {
      process.stdout.write(`${entry.file}: ${err.message}\n`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  set.seconds.push(seconds);
  const fields = extractFields(text);
  const { scores, falsePositives } = scoreFields(entry.expected, fields);
  // The plaintiff put in the law firm's field, or the firm in the plaintiff's.
  if (
    (entry.expected.plaintiff_name && sameValue(fields.law_firm_name, entry.expected.plaintiff_name)) ||
    (entry.expected.law_firm_name && sameValue(fields.plaintiff_name, entry.expected.law_firm_name))
  )
    swapped++;
  set.falsePositives += falsePositives.length;
  if (typeof entry.expected.court_name === 'string') {
    const tally = courtNamed[entry.clean ? 'clean' : 'photo'];
    tally[1]++;
    if (namesSameCourt(entry.expected.court_name, fields.court_name)) tally[0]++;
  }
  for (const s of scores) {
    set.total++;
    if (s.ok) set.ok++;
    const f = perField.get(s.field) ?? { clean: [0, 0], photo: [0, 0] };
    const b = f[entry.clean ? 'clean' : 'photo'];
    b[1]++;
    if (s.ok) b[0]++;
    perField.set(s.field, f);
    const l = perLayout.get(entry.layout) ?? { clean: [0, 0], photo: [0, 0] };
    const lb = l[entry.clean ? 'clean' : 'photo'];
    lb[1]++;
    if (s.ok) lb[0]++;
    perLayout.set(entry.layout, l);
    if (entry.state) {
      const st = perState.get(entry.state) ?? { clean: [0, 0], photo: [0, 0] };
      const sb = st[entry.clean ? 'clean' : 'photo'];
      sb[1]++;
      if (s.ok) sb[0]++;
      perState.set(entry.state, st);
    }
  }
  const misses = scores.filter((s) => !s.ok);
  results.push({ file: entry.file, seconds, misses, falsePositives, text });
  process.stdout.write(
    `${entry.file.padEnd(14)} ${seconds.toFixed(1)} s  ${scores.length - misses.length}/${scores.length}${misses.length ? `  missed: ${misses.map((m) => m.field).join(', ')}` : ''}\n`,
  );
}
await reader.close();

const pct = ([ok, total]) => (total ? `${((100 * ok) / total).toFixed(1)}% (${ok}/${total})` : '-');
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return `mean ${mean.toFixed(1)} s, median ${(s[Math.floor(s.length / 2)] ?? 0).toFixed(1)} s, max ${(s.at(-1) ?? 0).toFixed(1)} s`;
};
const lines = [
  `OCR bench: ${ids.length} documents, ${entries.length} images; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load ${os.loadavg()[0].toFixed(1)} at the end`,
  '',
  '| field | clean | phone photo |',
  '|---|---|---|',
  ...[...perField].map(([field, f]) => `| ${field} | ${pct(f.clean)} | ${pct(f.photo)} |`),
  `| **all fields** | **${pct([sets.clean.ok, sets.clean.total])}** | **${pct([sets.photo.ok, sets.photo.total])}** |`,
  '',
  '| layout | clean | phone photo |',
  '|---|---|---|',
  ...[...perLayout].map(([layout, l]) => `| ${layout} | ${pct(l.clean)} | ${pct(l.photo)} |`),
  ...(perState.size
    ? ['', '| state | clean | phone photo |', '|---|---|---|', ...[...perState].sort().map(([st, l]) => `| ${st} | ${pct(l.clean)} | ${pct(l.photo)} |`)]
    : []),
  '',
  `court named (every word of the truth's name, its state line and "In the" aside; the reading may carry more of the caption): clean ${pct(courtNamed.clean)}, photo ${pct(courtNamed.photo)}`,
  `plaintiff and law firm swapped: ${swapped} image(s)`,
  `values found where the document has none: clean ${sets.clean.falsePositives}, photo ${sets.photo.falsePositives}`,
  `time per image (worker start, preprocessing, Tesseract, extraction): clean ${stats(sets.clean.seconds)}; photo ${stats(sets.photo.seconds)}`,
];
process.stdout.write(`\n${lines.join('\n')}\n`);
mkdirSync(path.join(root, '.cache'), { recursive: true });
writeFileSync(path.join(root, '.cache/ocr-bench.json'), JSON.stringify(results, null, 1));
