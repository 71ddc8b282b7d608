import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { addressNear } from './addresses.js';
import { findAmount } from './amounts.js';
import { tableParties } from './party-table.js';
import { normalize } from './words.js';

/** The 2026-12-25 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-25 classes, in other words', () => {
  it('reads a table of parties whose rows begin with the role, the name and street after it, the city under it', () => {
    const lines = [
      'IN THE IOWA DISTRICT COURT FOR STORY COUNTY',
      'Plaintiff HAWKEYE VALLEY BANK 210 Main St',
      'Ames, IA 50010',
      'Defendant DARNELL P. OKAFOR 88 W Lincoln Way Apt 12',
      'Ames, 1A 50014',
      'Defendant RUTH OKAFOR 88 W Lincoln Way Apt 12',
      'Ames, IA 50014',
    ];
    const parties = tableParties(lines);
    expect(parties.defendant).toMatchObject({
      name: 'DARNELL P. OKAFOR',
      address: { street: '88 W Lincoln Way Apt 12', city: 'Ames', state: 'IA', zip: '50014' },
    });
    expect(parties.plaintiff).toMatchObject({ name: 'HAWKEYE VALLEY BANK', address: { city: 'Ames' } });
    // A label's "Plaintiff's attorney" row is no party's.
    expect(tableParties(["Plaintiff's Ann Roe, AT0001234 12 Court Ave", 'Ames, IA 50010']).defendant).toBeNull();
  });

  it('reads the firm without the second line of its label before it or its city after its suffix', () => {
    const text = [
      'IN THE IOWA DISTRICT COURT FOR STORY COUNTY',
      "Plaintiff's Ann Roe, AT0001234 12 Court Ave Suite 3",
      'attorney Roe Gantt Law Firm, P.L.C. Ames, IA 50010',
      'Defendant DARNELL P. OKAFOR 88 W Lincoln Way Apt 12',
      'Ames, IA 50014',
      'aroe@roegantt.test',
    ].join('\n');
    expect(extractFields(text).law_firm_name).toBe('Roe Gantt Law Firm, P.L.C.');
  });

  it('reads the principal, not the total, from a table whose amounts were read beside another column or under its labels', () => {
    // The amounts read after the labels, each with another column's words after it.
    const beside = [
      'Principal',
      'Interest to date of filing',
      'Court costs',
      'TOTAL',
      '$ 1,780.00 ATTORNEY FOR PLAINTIFF',
      'Jane Roe, Bar No. 440122',
      '$ 212.40 Roe & Park LLC',
      '$96.00 400 Elm St',
      '$2,088.40',
    ].join('\n');
    expect(findAmount(beside)).toBe(178000);
    // A principal row with its words in brackets, and the total after the labels.
    expect(findAmount(['Principal (unpaid card balance)', 'Interest at 6%', 'Total with costs', '$2,400.10', '$101.20', '$2,501.30'].join('\n'))).toBe(240010);
    // "Sues for" names the claim; the total with costs comes after.
    expect(findAmount('Plaintiff sues for a deficiency balance of $4,101.77 after sale of the vehicle. Total demanded with costs: $4,390.27.')).toBe(410177);
    // A letter's column: "Balance due now" is its own row's amount, and a zero row is nobody's claim.
    expect(
      findAmount(['Balance at charge-off', 'Interest since charge-off', 'Fees', 'Balance due now', '$1,500.00', '$88.12', '$0.00', '$1,588.12'].join('\n')),
    ).toBe(158812);
  });

  it('reads a defendant block headed like the plaintiff’s, its label closed by a period under the plaintiff’s address', () => {
    const text = [
      'IN THE GENERAL SESSIONS COURT OF KNOX COUNTY, TENNESSEE',
      'PLAINTIFF',
      'VOLUNTEER AUTO FINANCE, LLC,',
      'assignee of',
      'Smoky Mountain Motors',
      '4100 Chapman Hwy',
      'Knoxville, TN 37920',
      'DEFENDANT (S).',
      'ROSA L. MCKEE',
      '77 Dutch Valley Dr Apt 9',
      'Knoxville, TN 37918',
      'Warrant No. 26GS0412',
    ].join('\n');
    const fields = extractFields(text);
    expect(fields.customer_name).toBe('Rosa L. Mckee');
    expect(fields.customer_mailing_address.customer_street).toBe('77 Dutch Valley Dr Apt 9');
    expect(fields.customer_mailing_address.zip_code).toBe('37918');
  });

  it('reads a street whose unit number wrapped onto its own line, after a label beside the name', () => {
    const lines = normalize(['Defendant', 'OKAFOR, JOY A. Service address 21 W Horizon Ridge Pkwy Unit', '2204', 'Henderson, NV 89012'].join('\n'));
    expect(lines[1]).toBe('OKAFOR, JOY A. Service address 21 W Horizon Ridge Pkwy Unit 2204');
    expect(addressNear(lines, 1, 3)).toEqual({ street: '21 W Horizon Ridge Pkwy Unit 2204', city: 'Henderson', state: 'NV', zip: '89012' });
    // A number alone under a street with no unit's word is not the street's.
    expect(normalize('12 Elm St\n2204\nAmes, IA 50010')).toEqual(['12 Elm St', '2204', 'Ames, IA 50010']);
  });
});
