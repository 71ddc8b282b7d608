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
  it("reads a defendant's city pushed below the claim's lines by a form read column by column", () => {
    const read = extractFields(
      [
        'IN THE WAYNE TOWNSHIP SMALL CLAIMS COURT',
        'CAUSE NO. 49K05-2612-SC-000913',
        'CLAIMANT (name, address, phone)',
        'NORTHSIDE AUTO GLASS, INC.',
        '118 W 38th St, Indianapolis, IN 46208',
        'DEFENDANT (name, address)',
        'MARISOL K. VANCE',
        '3304 Lynhurst Dr Unit 7',
        '(317) 555-0148',
        'AMOUNT OF CLAIM',
        '$912.00',
        'Indianapolis, IN 46241',
        'FILING FEE (not part of claim)',
      ].join('\n'),
    );
    expect(read.customer_mailing_address).toEqual({ customer_street: '3304 Lynhurst Dr Unit 7', city: 'Indianapolis', state: 'IN', zip_code: '46241' });
  });

  it("takes no stray city when another address starts first: the other block's", () => {
    const read = extractFields(
      [
        'DEFENDANT (name, address)',
        'MARISOL K. VANCE',
        '3304 Lynhurst Dr Unit 7',
        'AMOUNT OF CLAIM',
        '$912.00',
        '55 Monument Cir',
        'Indianapolis, IN 46204',
      ].join('\n'),
    );
    expect(read.customer_mailing_address.city).toBeNull();
  });
});
