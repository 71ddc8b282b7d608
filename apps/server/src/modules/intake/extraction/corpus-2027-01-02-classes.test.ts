import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-02 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-02 classes, in other words', () => {
  it("keeps a plaintiff's Roman numeral that OCR read as T, l or 1, its comma as a period", () => {
    const read = (plaintiff: string) =>
      extractFields(['JEFFERSON DISTRICT COURT', 'PLAINTIFF', plaintiff, 'v.', 'DEFENDANT', 'Marcus L. Holt', '88 Elm St', 'Louisville, KY 40202'].join('\n'))
        .plaintiff_name;
    expect(read('Cedar Ridge Capital lll, LLC')).toBe('Cedar Ridge Capital III, LLC');
    expect(read('Cedar Ridge Capital IT. LP')).toBe('Cedar Ridge Capital II, LP');
    // (A word of the name is never read as a numeral.)
    expect(read('Tilt Holdings, LLC')).toBe('Tilt Holdings, LLC');
  });

  it('reads a plaintiff above "versus" whose kind and agent wrapped under its name', () => {
    const read = extractFields(
      [
        'CITY COURT OF LAFAYETTE',
        'STATE OF LOUISIANA',
        'BAYOU CREST RECEIVABLES TRUST',
        'a Delaware statutory trust, acting through its servicer',
        'versus',
        'MONIQUE A. BROUSSARD',
        '410 Pinhook Rd, Lafayette, LA 70503',
        'CITATION',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Bayou Crest Receivables Trust');
    expect(read.customer_name).toBe('Monique A. Broussard');
  });

  it("reads a party grid whose rows end in the party's code (P-01, D-01), the plaintiff's address wrapped", () => {
    const read = extractFields(
      [
        'SUMMONS - CIVIL',
        'Name (Last, First, Middle Initial) and address of each party Code',
        'Harbor Light Funding, LLC, a Connecticut limited liability company, 12 Church St, P-01',
        'Floor 3, Hartford, CT 06103',
        'OKAFOR, Daniel J., 44 Elm Row, Stamford, CT 06901 D-01',
        'OKAFOR, Grace A., 44 Elm Row, Stamford, CT 06901 D-02',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Harbor Light Funding, LLC');
    expect(read.customer_name).toBe('Daniel J. Okafor');
  });

  it("never reads a lawyer's title and registration line as the firm", () => {
    const read = extractFields(
      [
        'Franklin County Municipal Court',
        'Case No. 2026 CVF 041233',
        'Renata S. Ivers',
        'Attorney at Law, Ohio Sup. Ct. Reg. No. 0087712',
        'Dunmore Price Co., LPA',
        'rivers@dunmoreprice.com',
      ].join('\n'),
    );
    expect(read.law_firm_name).toBe('Dunmore Price Co., LPA');
  });
});
