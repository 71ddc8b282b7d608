import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-01 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-01 classes, in other words', () => {
  it("reads a letter's addressee whose street, unit and city the side column's lines (hours, a license, the date) split", () => {
    const read = extractFields(
      [
        'Lakeshore Recovery Group, LLC',
        'PO Box 88, Toledo, OH 43601 - (419) 555-0144',
        'Dmitri Paul Volkov',
        '77 Harbor View Rd',
        'Hours: Mon-Fri 9-5',
        'Michigan license no. 2401-778',
        'November 30, 2026',
        'Unit 12',
        'Grand Rapids, MI 49503',
        'Original creditor: Lakeside Dental Partners',
        'Total amount of the debt now: $640.10',
      ].join('\n'),
    );
    expect(read.customer_name).toBe('Dmitri Paul Volkov');
    expect(read.customer_mailing_address?.customer_street).toBe('77 Harbor View Rd Unit 12');
    expect(read.customer_mailing_address?.city).toBe('Grand Rapids');
  });

  it('pairs a role column read before its names column in order: the first party sued is the defendant, a co-signer not', () => {
    const read = extractFields(
      [
        'GENERAL SESSIONS COURT OF KNOX COUNTY, TENNESSEE',
        'CIVIL WARRANT',
        'Role',
        'Suing party',
        'v.',
        'Party sued (1)',
        'Party sued (2)',
        'Name / Address',
        'SMOKY RIDGE LENDING, INC. Acct 55-1020',
        '15 Gay St, Knoxville, TN 37902',
        'PARKS, DELIA MAE Serve: Knox Co.',
        '908 Oak Ave Sheriff',
        'Knoxville, TN 37917',
        'PARKS, HOWARD Serve: Knox Co.',
        '908 Oak Ave, Knoxville, TN 37917',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Smoky Ridge Lending, Inc.');
    expect(read.customer_name).toBe('Delia Mae Parks');
    expect(read.customer_mailing_address?.customer_street).toBe('908 Oak Ave');
  });

  it("takes a company read under the defendant's label, a person under it, for the plaintiff; and a turnpike for a street", () => {
    const read = extractFields(
      [
        'WARRANT IN DEBT',
        '(CIVIL CLAIM FOR MONEY)',
        'Commonwealth of Virginia Va. Code § 16.1-79',
        'PLAINTIFF(S)',
        'NORFOLK GENERAL DISTRICT COURT CASE NO.',
        'GV26-5521',
        'CIVIL DIVISION',
        '150 St Pauls Blvd, Norfolk, VA 23510',
        'DEFENDANT(S)',
        'HARBORVIEW ASSET FUND LLC, as assignee of Tidal',
        'Credit',
        '200 Main St Ste 4, Norfolk, VA 23510',
        'TO ANY AUTHORIZED OFFICER',
        'Marcus Allen Reedy',
        '2210 Hampton Turnpike',
        'Norfolk, VA 23513',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Harborview Asset Fund LLC');
    expect(read.customer_name).toBe('Marcus Allen Reedy');
    expect(read.customer_mailing_address?.customer_street).toBe('2210 Hampton Turnpike');
  });
});
