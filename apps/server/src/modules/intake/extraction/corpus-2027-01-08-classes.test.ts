import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-08 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-08 classes, in other words', () => {
  it("reads a case number's label through its gloss in parentheses", () => {
    const read = extractFields(
      [
        'BUFETE ORTIZ & LANE, PLLC',
        'Número de caso (Case No.): MID-L-007731-26',
        'Nuestro archivo: OL-55120',
        'Le informamos que se presentó una demanda en su contra.',
      ].join('\n'),
    );
    expect(read.civil_number).toBe('MID-L-007731-26');
  });

  it('reads the claim a Spanish letter says the suit asks, not the total with costs', () => {
    const read = extractFields(
      [
        'Le informamos que se presentó una demanda en su contra.',
        'La demanda reclama un saldo de $3,118.40 (tres mil ciento dieciocho dólares con 40/100).',
        'Además se reclaman las costas de $58.00; el total con costas es $3,176.40.',
      ].join('\n'),
    );
    expect(read.lawsuit_amount).toBe(311_840);
  });

  it('joins a case number wrapped at a dash under its label', () => {
    const read = extractFields(
      [
        'MAGISTRATE COURT OF CABELL COUNTY, WEST VIRGINIA',
        'CIVIL ACTION NO.',
        '26-C-',
        '00412',
        'Account No. RC-7741',
        'TRI-STATE LOANS INC., Plaintiff',
        'v.',
        'DALE R. MOORE, Defendant',
      ].join('\n'),
    );
    expect(read.civil_number).toBe('26-C-00412');
  });
});
