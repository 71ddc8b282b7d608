import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractedFields } from '@parley/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { pngBomb } from '../../test/bombs.js';
import { extractFields } from './extract-fields.js';
import { createTesseractReader } from './ocr.js';

const corpusDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');
type Entry = { file: string; kind: string; clean: boolean; expected: Record<string, string | number | boolean | null> };
const corpus = JSON.parse(readFileSync(path.join(corpusDir, 'corpus.json'), 'utf8')) as Entry[];

/** The extracted value of each corpus field, in the corpus's flat naming. */
function flatten(f: ExtractedFields): Record<string, string | number | boolean | null> {
  return {
    customer_name: f.customer_name,
    lawsuit_state: f.lawsuit_state,
    lawsuit_amount: f.lawsuit_amount,
    civil_number: f.civil_number,
    lawyer_email: f.lawyer_email,
    law_firm_name: f.law_firm_name,
    plaintiff_name: f.plaintiff_name,
    customer_street: f.customer_mailing_address.customer_street,
    customer_city: f.customer_mailing_address.city,
    customer_state: f.customer_mailing_address.state,
    customer_zip_code: f.customer_mailing_address.zip_code,
    customer_phone_number: f.customer_phone_number,
    social_security_number_last_four: f.social_security_number_last_four,
    birthdate: f.birthdate,
    determine_if_lawsuit_exists: f.determine_if_lawsuit_exists,
  };
}

const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

describe('OCR and field extraction on the generated scan corpus', () => {
  const reader = createTesseractReader();
  afterAll(() => reader.close());

  it('reads at least 90% of the fields exactly on clean scans, and reports accuracy per field', { timeout: 180_000 }, async () => {
    const tally = { clean: { exact: 0, total: 0 }, noisy: { exact: 0, total: 0 } };
    const perField = new Map<string, { exact: number; total: number }>();
    const misses: string[] = [];
    let falsePositives = 0;
    for (const entry of corpus) {
      const text = await reader.readImage(readFileSync(path.join(corpusDir, entry.file)));
      const got = flatten(extractFields(text));
      for (const [field, expected] of Object.entries(entry.expected)) {
        if (expected === null) {
          if (got[field] !== null) falsePositives++;
          continue;
        }
        const ok = norm(got[field]) === norm(expected);
        const bucket = entry.clean ? tally.clean : tally.noisy;
        bucket.total++;
        if (ok) bucket.exact++;
        else misses.push(`${entry.file} ${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got[field])}`);
        const f = perField.get(field) ?? { exact: 0, total: 0 };
        f.total++;
        if (ok) f.exact++;
        perField.set(field, f);
      }
    }
    const pct = (b: { exact: number; total: number }) => ((100 * b.exact) / b.total).toFixed(1);
    const report = [
      `Extraction accuracy on ${corpus.length} generated documents:`,
      `  clean scans: ${tally.clean.exact}/${tally.clean.total} fields exact (${pct(tally.clean)}%)`,
      `  rotated/noisy scans: ${tally.noisy.exact}/${tally.noisy.total} fields exact (${pct(tally.noisy)}%)`,
      `  values found where the document has none: ${falsePositives}`,
      ...[...perField].map(([field, b]) => `  ${field.padEnd(34)} ${b.exact}/${b.total}`),
      ...misses.map((m) => `  miss: ${m}`),
    ].join('\n');
    process.stdout.write(`${report}\n`);
    expect(tally.clean.exact / tally.clean.total).toBeGreaterThanOrEqual(0.9);
    expect(tally.noisy.exact / tally.noisy.total).toBeGreaterThanOrEqual(0.8);
  });

  it('fails only the job for an image it cannot read, and reads the next one', { timeout: 60_000 }, async () => {
    // A PNG signature followed by junk: it passes the upload's type check but is no image.
    const corrupt = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    await expect(reader.readImage(corrupt)).rejects.toBeDefined();
    const first = corpus[0];
    if (!first) throw new Error('empty corpus');
    expect(await reader.readImage(readFileSync(path.join(corpusDir, first.file)))).toMatch(/\w{3,}/);
  });

  it('never decodes an image of more pixels than the limit: refused by its header at once', async () => {
    const bomb = pngBomb(20_000, 20_000);
    const started = performance.now();
    await expect(reader.readImage(bomb)).rejects.toThrow('too-many-pixels');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('extractFields', () => {
  it('tells a collection letter from a lawsuit and takes the original creditor as the creditor', () => {
    const fields = extractFields(
      'Atlas Receivables Group\nRe: Original creditor: Wells Fargo Bank, N.A.\nAmount due: $2,643.00\nThis communication is from a debt collector.\nTo: Thomas Moore\n1210 Oak Ridge Lane\nRaleigh, NC 27601',
    );
    expect(fields.determine_if_lawsuit_exists).toBe(false);
    expect(fields.civil_number).toBeNull();
    expect(fields.plaintiff_name).toBe('Wells Fargo Bank, N.A.');
    expect(fields.lawsuit_amount).toBe(264_300);
    expect(fields.lawsuit_state).toBe('NC');
  });

  it('reads a thousands separator that OCR turned into a period', () => {
    expect(extractFields('demands judgment in the amount of $4.823.17, plus costs').lawsuit_amount).toBe(482_317);
  });

  it('keeps only the last four of a masked SSN and the full number when printed', () => {
    expect(extractFields('To: A B\nSSN: XXX-XX-4821').social_security_number_last_four).toBe('4821');
    const full = extractFields('To: A B\nSSN: 123-45-6789');
    expect(full.social_security_number).toBe('123456789');
  });

  it('finds nothing in an empty scan', () => {
    expect(extractFields('').customer_name).toBeNull();
  });
});
