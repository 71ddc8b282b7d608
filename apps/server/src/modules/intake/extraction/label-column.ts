/**
 * A form whose labels sit in a narrow column beside their values, as OCR reads it: the labels one a
 * line ("COURT", "CASE NO.", "PLAINTIFF", "DEFENDANT", "AMOUNT OF CLAIM"), then the values in the
 * labels' order (party-blocks.ts, numbers.ts).
 */
import { isLabelLine } from './words.js';

/** A label of the column: a few words in capitals, no digit, no value after it. */
const COLUMN_LABEL = /^[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ.'’/()&-]*(?:\s+[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ.'’/()&-]*){0,3}\s*[.:]?$/;
/** The parties' labels in Spanish ("DEMANDANTE", "DEMANDADO"), which the English labels' spelling tolerance must not read. */
const PLAINTIFF_ES = /^\s*(?:parte )?demandante\s*:?\s*$/i;
const DEFENDANT_ES = /^\s*(?:parte )?demandad[oa]\s*:?\s*$/i;
/** The fewest labels a column has: fewer are a caption's lines ("PLAINTIFF" / "DEFENDANT"). */
const FEWEST_LABELS = 4;

export type LabelColumn = { start: number; end: number; plaintiffFirst: boolean };

/** The run of labels that holds both parties' labels one under the other, and where its values begin (`end`). */
export function findLabelColumn(lines: string[]): LabelColumn | null {
  for (let start = 0; start < lines.length; start++) {
    let end = start;
    while (end < lines.length && COLUMN_LABEL.test((lines[end] as string).trim()) && (lines[end] as string).length <= 30) end++;
    if (end - start >= FEWEST_LABELS) {
      const run = lines.slice(start, end);
      const plaintiff = run.findIndex((l) => isLabelLine(l, 'plaintiff') || PLAINTIFF_ES.test(l));
      const defendant = run.findIndex((l) => isLabelLine(l, 'defendant') || DEFENDANT_ES.test(l));
      if (plaintiff >= 0 && defendant >= 0 && Math.abs(plaintiff - defendant) === 1) return { start, end, plaintiffFirst: plaintiff < defendant };
    }
    start = Math.max(start, end - 1);
  }
  return null;
}
