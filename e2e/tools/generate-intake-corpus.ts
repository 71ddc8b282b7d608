/**
 * Renders the scan corpus the intake OCR and extraction are tuned and measured on (issue 21): 60
 * made-up summonses across 16 states in five layouts (caption table, centered header, pleading
 * paper with a two-column attorney block, complaint, small-claims form), each rendered by Chromium
 * twice: a clean scan (PNG) and a phone photo (rotated up to 5°, in perspective, blurred, under
 * uneven light, JPEG quality 40–60). Everything is drawn from a seeded generator, so a run gives
 * the same documents every time. Run from the repository root:
 *   npx tsx e2e/tools/generate-intake-corpus.ts [outDir] [--update-sample]
 * It writes every image and corpus.json into outDir (default .cache/ocr-corpus, gitignored; the
 * bench fills it). With --update-sample it also writes the expectations to
 * apps/server/src/modules/intake/corpus/corpus.json and the few images the unit test reads (SAMPLE
 * below) next to it; those are committed, and a re-render is not byte-identical (the photos), so
 * the bench never overwrites them. 01-summons.png
 * beside them is a fixture of the first corpus, kept for the intake API tests and e2e/tests/intake.spec.ts.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { documents, type Expected, type Layout, type Photo, photo } from './intake-corpus-documents';
import { html } from './intake-corpus-html';

/** The images the unit test reads, committed with corpus.json: clean and photographed, several layouts. */
// 01-photo.jpg (Washington) is also the photo of the end-to-end Washington journey (e2e/tests/answer-washington.spec.ts).
const SAMPLE = ['01-clean.png', '03-clean.png', '05-clean.png', '01-photo.jpg', '02-photo.jpg', '04-photo.jpg', '11-photo.jpg'];

export type CorpusEntry = { file: string; id: string; layout: Layout; font: string; clean: boolean; photo: Photo | null; expected: Expected };

async function main() {
  const args = process.argv.slice(2);
  const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.cache/ocr-corpus');
  const updateSample = args.includes('--update-sample');
  const committedDir = path.resolve('apps/server/src/modules/intake/corpus');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const clean = await browser.newPage({ viewport: { width: 856, height: 1100 }, deviceScaleFactor: 1 });
  const photographed = await browser.newPage({ viewport: { width: 1000, height: 1300 }, deviceScaleFactor: 1 });
  const entries: CorpusEntry[] = [];
  for (const [i, doc] of documents().entries()) {
    await clean.setContent(html(doc, null));
    const cleanFile = `${doc.id}-clean.png`;
    await clean.screenshot({ path: path.join(outDir, cleanFile), fullPage: true });
    entries.push({ file: cleanFile, id: doc.id, layout: doc.layout, font: doc.font, clean: true, photo: null, expected: doc.expected });
    const p = photo(i + 1);
    await photographed.setContent(html(doc, p));
    const photoFile = `${doc.id}-photo.jpg`;
    await photographed.screenshot({ path: path.join(outDir, photoFile), type: 'jpeg', quality: p.quality });
    entries.push({ file: photoFile, id: doc.id, layout: doc.layout, font: doc.font, clean: false, photo: p, expected: doc.expected });
  }
  await browser.close();
  const json = `${JSON.stringify(entries, null, 1)}\n`;
  writeFileSync(path.join(outDir, 'corpus.json'), json);
  process.stdout.write(`wrote ${entries.length} images to ${outDir}\n`);
  if (!updateSample) return;
  mkdirSync(committedDir, { recursive: true });
  writeFileSync(path.join(committedDir, 'corpus.json'), json);
  for (const file of SAMPLE) copyFileSync(path.join(outDir, file), path.join(committedDir, file));
  process.stdout.write(`and ${SAMPLE.length} of them with corpus.json to ${committedDir}\n`);
}

await main();
