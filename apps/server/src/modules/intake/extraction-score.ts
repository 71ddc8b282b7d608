import type { ExtractedFields } from '@parley/shared';

/**
 * How extractFields is scored on the generated corpus (corpus/corpus.json), shared by the unit
 * test (intake-extraction.test.ts) and the bench (bench/ocr.bench.mjs).
 */

export type CorpusValue = string | number | boolean | null;
export type CorpusEntry = { file: string; id: string; layout: string; clean: boolean; expected: Record<string, CorpusValue> };

/** The extracted value of each corpus field, in the corpus's flat naming. */
export function corpusFields(f: ExtractedFields): Record<string, CorpusValue> {
  return {
    customer_name: f.customer_name,
    lawsuit_state: f.lawsuit_state,
    court_name: f.court_name,
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

/** Names and addresses are compared without regard to case or spacing: the papers print them in capitals. */
export const sameValue = (a: CorpusValue, b: CorpusValue) =>
  typeof a === 'string' && typeof b === 'string' ? a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase() : a === b;

const withoutMarks = (v: CorpusValue) => (typeof v === 'string' ? v.replace(/[,.]/g, ' ') : v);

/**
 * Whether a reading names the court the truth names: every word of the truth's name is in it, apart
 * from "In the" and the state ("State of Utah", "Commonwealth of Kentucky", "The State of Texas"), which corpora print or leave out by their own
 * convention; a reading that carries more of the caption (its division, its county line) still
 * names the same court, one that misses its county or district does not. Reported beside the exact
 * match, never instead of it (bench/ocr.bench.mjs).
 */
export function namesSameCourt(want: CorpusValue, got: CorpusValue): boolean {
  if (typeof want !== 'string' || typeof got !== 'string') return want === got;
  const words = (v: string) =>
    v
      .toLowerCase()
      .replace(/\b(?:in the|(?:the )?(?:state|commonwealth) of [a-z]+(?: [a-z]+)?)\b/g, ' ')
      .split(/[^a-z0-9áéíóúñ']+/)
      .filter(Boolean);
  const read = new Set(words(got));
  const wanted = words(want);
  return wanted.length > 0 && wanted.every((w) => read.has(w));
}

export type FieldScore = { field: string; expected: CorpusValue; got: CorpusValue; ok: boolean };

/**
 * Each field the document has, right or wrong; a field it has not (expected null) counts only when
 * something was found there anyway (a false positive).
 */
export function scoreFields(expected: Record<string, CorpusValue>, fields: ExtractedFields): { scores: FieldScore[]; falsePositives: string[] } {
  const got = corpusFields(fields);
  const scores: FieldScore[] = [];
  const falsePositives: string[] = [];
  for (const [field, want] of Object.entries(expected)) {
    const value = got[field] ?? null;
    if (want === null) {
      if (value !== null) falsePositives.push(field);
      continue;
    }
    // A court's name is printed over two or three lines: its commas and periods are not part of it. Nor are a street's: "2290
    // Willamette St., Apt. 4" and "2290 Willamette St Apt 4" are one address (the Postal Service writes it without them); a
    // corpus's truth may be written either way (2027-01-04's is without).
    const ok = field === 'court_name' || field === 'customer_street' ? sameValue(withoutMarks(value), withoutMarks(want)) : sameValue(value, want);
    scores.push({ field, expected: want, got: value, ok });
  }
  return { scores, falsePositives };
}
