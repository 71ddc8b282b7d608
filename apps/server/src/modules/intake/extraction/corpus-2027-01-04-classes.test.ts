import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { scoreFields } from '../extraction-score.js';

/** The 2027-01-04 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-04 classes, in other words', () => {
  it('takes the defendant whose label is printed under its block, never the co-defendant after it', () => {
    const read = extractFields(
      [
        'GENERAL SESSIONS COURT OF DAVIDSON COUNTY, TENNESSEE',
        'DOCKET NO. 26-GC-40211',
        'CUMBERLAND CAPITAL, LLC',
        '44 Church St., Nashville, TN 37219',
        'PLAINTIFF',
        'Vs.',
        'DARIUS L. OKAFOR',
        '19 Elm Hill Pike, Apt. 3',
        'Nashville, TN 37210',
        'DEFENDANT',
        'MONIQUE OKAFOR',
        '19 Elm Hill Pike, Apt. 3',
        'Nashville, TN 37210',
        'CO-DEFENDANT',
        'the principal balance of $2,410.00',
      ].join('\n'),
    );
    expect(read.customer_name).toBe('Darius L. Okafor');
  });

  it("cuts a Spanish assignee's tail from the plaintiff, and a person's domicile from the defendant", () => {
    const spanish = extractFields(
      [
        'CORTE DEL CONDADO DE ORANGE, FLORIDA',
        'Caso No. 2026-CC-018842',
        'Demandante: Lakeside Asset Group, LLC, como cesionaria de Synchrony Bank',
        'Demandado: Rosa E. Pineda',
      ].join('\n'),
    );
    expect(spanish.plaintiff_name).toBe('Lakeside Asset Group, LLC');
    const louisiana = extractFields(
      [
        'CITY COURT OF LAFAYETTE',
        'SUIT NO. CV-2026-00877',
        'BAYOU PORTFOLIO TRUST, SERIES 2020-B, a',
        'Delaware statutory trust, as assignee of Acadiana Bank &',
        'Trust credit card account no. ****1120',
        'VERSUS',
        'THERIOT, MARC ANDRE',
        '12 Pinhook Rd., Apt. 4',
        'Lafayette, LA 70503',
        'TO: MARC ANDRE THERIOT, domiciled in the',
        'Parish of Lafayette.',
      ].join('\n'),
    );
    expect(louisiana.plaintiff_name).toBe('Bayou Portfolio Trust, Series 2020-B');
    expect(louisiana.customer_name).toBe('Marc Andre Theriot');
  });

  it("puts back a Roman numeral OCR ran onto the word before it, and a photo's doubled period", () => {
    const read = extractFields(
      [
        'IN THE CIRCUIT COURT OF THE STATE OF OREGON',
        'FOR THE COUNTY OF LANE',
        'NORTHWEST HOLDINGSII, LLC,',
        'Plaintiff,',
        'v.',
        'Kim, Soo-Ah J..',
        'Defendant.',
        'Case No. 26CV09921',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Northwest Holdings II, LLC');
    expect(read.customer_name).toBe('Soo-Ah J. Kim');
  });

  it("scores a street the same with or without its periods and commas, as a court's name already is", () => {
    const read = extractFields(['Joan Ree', '14 N. Oak St., Apt. 2', 'Ames, IA 50010'].join('\n'));
    const { scores } = scoreFields(
      { customer_street: '14 N Oak St Apt 2' },
      { ...read, customer_mailing_address: { ...read.customer_mailing_address, customer_street: '14 N. Oak St., Apt. 2' } },
    );
    expect(scores[0]?.ok).toBe(true);
  });
});
