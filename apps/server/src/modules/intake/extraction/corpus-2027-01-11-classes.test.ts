import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-11 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-11 classes, in other words', () => {
  it("reads a party header with the next column's label on its line, and a company named for the Commonwealth", () => {
    const read = extractFields(
      [
        'COMMONWEALTH OF KENTUCKY',
        'BOONE DISTRICT COURT',
        'CIVIL SUMMONS',
        'PLAINTIFF Reference no.',
        'Commonwealth Auto Finance, LLC CAF-22-0148-7730',
        '9 River Rd, Covington, KY 41011',
        'Case No. 26-C-00912',
        'DEFENDANT',
        'Keisha M. Duran',
        '14 Oak St, Florence, KY 41042',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Commonwealth Auto Finance, LLC');
    expect(read.customer_name).toBe('Keisha M. Duran');
  });

  it("reads the defendant's address past the other column's role on the city line", () => {
    const read = extractFields(
      [
        'IN THE IOWA DISTRICT COURT FOR POLK COUNTY',
        'SMALL CLAIMS No. SCSC-88120',
        "PLAINTIFF(S) PLAINTIFF'S ADDRESS",
        'Hawkeye Lending, LLC 20 Court Ave, Des Moines, IA 50309',
        "DEFENDANT(S) DEFENDANT'S ADDRESS",
        'Rosa P. Lind 801 Grand Ave',
        'AND CO-DEFENDANT Ankeny, IA 50023',
        'Tom Lind',
      ].join('\n'),
    );
    expect(read.customer_name).toBe('Rosa P. Lind');
    expect(read.customer_mailing_address?.city).toBe('Ankeny');
    expect(read.customer_mailing_address?.zip_code).toBe('50023');
  });

  it("reads a party table's code column off the names, and the plaintiff above a servicer its tail names", () => {
    const read = extractFields(
      [
        'SUPERIOR COURT',
        'JUDICIAL DISTRICT OF HARTFORD',
        'SMALL CLAIMS',
        'Docket number HHD-CV26-6011234-S',
        'Code Name (last, first, middle initial) / entity',
        'P-01 Granite Receivables Trust 2019-B, by its servicer',
        'Ledgerline Servicing, LLC',
        'V.',
        'D-01 Okafor, Grace T.',
        '15 Main St, Hartford, CT 06103',
      ].join('\n'),
    );
    expect(read.customer_name).toBe('Grace T. Okafor');
    expect(read.plaintiff_name).toBe('Granite Receivables Trust 2019-B');
  });

  it("never takes a court administration's mailbox for the lawyer's", () => {
    const read = extractFields(
      [
        'CONCILIATION COURT OF RAMSEY COUNTY',
        'Court Administration, 15 Kellogg Blvd, St. Paul, MN 55102 - ramsey.conciliation@mn-courtadmin.us',
        'CLAIMANT',
        'Lakes Credit Union',
        'DEFENDANT',
        'Ana K. Berg',
      ].join('\n'),
    );
    expect(read.lawyer_email).toBeNull();
  });

  it("never takes the second of a court's listed limits for the claim", () => {
    const read = extractFields(
      [
        'SUMMONS AND NOTICE OF HEARING',
        'CLAIMANT',
        'Lakes Credit Union',
        'DEFENDANT',
        'Ana K. Berg',
        'Court limits: claims up to $15,000, or $5,000 for consumer credit claims.',
        'The claimant seeks $1,204.55 for an unpaid card balance.',
      ].join('\n'),
    );
    expect(read.lawsuit_amount).toBe(120_455);
  });
});
