import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { findCourt, findState } from './court.js';
import { partyName } from './parties.js';

/** The 2026-12-29 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-29 classes, in other words', () => {
  it("reads a fee's or a total's label, a state's heading and a table's role column as no party's name", () => {
    expect(partyName('Service of process fee')).toBeNull();
    expect(partyName('Total including costs')).toBeNull();
    expect(partyName('COMMONWEALTH OF VIRGINIA')).toBeNull();
    expect(partyName('Respondent 2')).toBeNull();
    expect(partyName('Role')).toBeNull();
    // A house on a numbered street run onto the name's line, its ZIP code on the next.
    expect(partyName('LINDQVIST, MARTA E. 880 NW 21st Ave., Unit 4, Ankeny,')).toBe('MARTA E. LINDQVIST');
    // The comma of "LAST, FIRST M" read as a period on a photo.
    expect(partyName('OYELARAN. TAMIKA R')).toBe('TAMIKA R OYELARAN');
  });

  it("never takes a judge's line for the firm, nor the state a party was organized in for the court's", () => {
    const text = [
      'STATE OF MICHIGAN',
      '52nd JUDICIAL DISTRICT',
      'SUMMONS 26-000731-GC',
      'COURT ADDRESS',
      'SMALL CLAIMS — HON. PETER J. OSTROWSKI (P51122)',
      'Troy Court Building, 500 Big Beaver Rd., Troy, MI',
      '48084',
      "PLAINTIFF'S NAME(S), ADDRESS(ES), AND TELEPHONE NO(S).",
      'Huron Valley Lending, LLC',
      '900 Maple Rd., Troy, MI 48083',
      "PLAINTIFF'S ATTORNEY, BAR NO., ADDRESS, AND TELEPHONE NO.",
      'Nora K. Vance (P70011) - Vance Lutz, P.C.',
      "DEFENDANT'S NAME(S), ADDRESS(ES), AND TELEPHONE NO(S).",
      'Marcus D. Kell',
      '41 Birch Ln.',
      'Troy, MI 48083',
    ];
    expect(extractFields(text.join('\n')).law_firm_name).toBe('Vance Lutz, P.C.');
    const kansas = ['IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS', 'Plaintiff is a corporation organized under the laws of the State of Nevada.'];
    expect(findState(kansas, findCourt(kansas), null)).toBe('KS');
  });

  it("names a place-less court with the state's and the county's headings printed over it", () => {
    expect(findCourt(['STATE OF NORTH DAKOTA', 'COUNTY OF CASS', 'IN THE MAGISTRATE COURT', 'Acme Credit, LLC,'])?.name).toBe(
      'STATE OF NORTH DAKOTA, COUNTY OF CASS, MAGISTRATE COURT',
    );
  });

  it("reads a letter's addressee whose line carries the side column's reference, and a Spanish letter's court", () => {
    const letter = [
      'Northfield Recovery Partners, LLC',
      'Date: January 4, 2027',
      'Darnell K. Price Account No.: NRP-55102',
      '18 Willow Ct., Apt. 3',
      'Camden, NJ 08102',
      'Dear Darnell K. Price:',
      'Balance due: $1,204.00',
    ].join('\n');
    const fields = extractFields(letter);
    expect(fields.customer_name).toBe('Darnell K. Price');
    expect(fields.customer_mailing_address).toMatchObject({ customer_street: '18 Willow Ct., Apt. 3', city: 'Camden', zip_code: '08102' });
    const carta = [
      'Estimado Sr. Ibáñez:',
      'Le informamos que se presentó una demanda en su contra ante el County Court in and for',
      'Orange County, Florida, número de caso 2026-CC-004411.',
    ];
    expect(findCourt(carta)?.name).toBe('County Court in and for Orange County, Florida');
  });
});
