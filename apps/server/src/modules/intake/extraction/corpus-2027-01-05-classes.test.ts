import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-05 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-05 classes, in other words', () => {
  it("finds the address on the summons's line to a defendant whose suffix OCR misread", () => {
    const read = extractFields(
      [
        'STATE OF GEORGIA',
        'COUNTY OF CLAYTON',
        'PEACHTREE RECEIVABLES, LLC,',
        'Plaintiff,',
        'vs.',
        'TERRENCE ALLEN WASHBURN III,',
        'Defendant.',
        'IN THE MAGISTRATE COURT',
        'Civil Action No.: 26-MV-0418',
        'SUMMONS',
        'TO THE DEFENDANT: Terrence Allen Washburn Ill, 88 Magnolia Bend, Jonesboro, GA 30236',
        'YOU ARE HEREBY SUMMONED and required to answer the complaint herein.',
        'Principal balance due $2,318.40',
      ].join('\n'),
    );
    expect(read.customer_mailing_address).toEqual({ customer_street: '88 Magnolia Bend', city: 'Jonesboro', state: 'GA', zip_code: '30236' });
  });

  it("keeps a firm's mailbox whose domain holds the word court in a name, never a court's", () => {
    const read = extractFields(
      [
        'IN THE COUNTY COURT OF LANCASTER COUNTY, NEBRASKA',
        'Case No. CI 26-2210',
        'PRAIRIE FINANCIAL, LLC, Plaintiff, v. JOAN M. BECK, Defendant.',
        'Attorney for Plaintiff: Belcourt Haines, P.C.',
        'Phone (402) 555-0170 - rhaines @belcourthaines.com - Clerk: filings@lancastercourt-ne.org',
        'Amount claimed: $1,904.00',
      ].join('\n'),
    );
    expect(read.lawyer_email).toBe('rhaines@belcourthaines.com');
  });

  it("reads a model notice's creditor with no company suffix, and its total under a column with an account number in it", () => {
    const read = extractFields(
      [
        'Summit Ridge Collections, Inc.',
        'A debt collection agency - PO Box 1100, Boise, ID 83701',
        'Leah M. Porter',
        '41 Rimrock Dr',
        'Meridian, ID 83642',
        'Summit Ridge Collections, Inc. is a debt collector. We are trying to collect a debt that you owe to Snake River Water & Gas. We will use any',
        'information you give us to help collect the debt.',
        'Account number with original creditor',
        'As of May 1, 2026, you owed:',
        'You were charged this amount in interest:',
        'You paid or were credited this amount toward the debt:',
        'Total amount of the debt now:',
        '7781-204',
        '$610.00',
        '+ $0.00',
        '- $100.00',
        '$510.00',
        'No lawsuit has been filed about this debt.',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Snake River Water & Gas');
    expect(read.lawsuit_amount).toBe(51_000);
    expect(read.law_firm_name).not.toBe('A debt collection agency - PO Box 1100, Boise, ID 83701');
  });

  it('reads a Spanish case number whose accent OCR read as two letters', () => {
    const read = extractFields(
      [
        'Bufete Ortiz & Vega, PLLC',
        'Estimada Sra. Molina:',
        'Le informamos que nuestro cliente presentó una demanda en su contra en la Civil Court of the City of New York, County of Queens,',
        'niamero de caso CV-004512-26/QU.',
        'Monto reclamado: $3,120.00',
      ].join('\n'),
    );
    expect(read.civil_number).toBe('CV-004512-26/QU');
    expect(read.court_name).not.toMatch(/caso/i);
  });

  it('takes the parties of a table whose roles the page tells by their order', () => {
    const read = extractFields(
      [
        'JUSTICE OF THE PEACE COURT NO. 9',
        'KENT COUNTY',
        'Name',
        'Harborline Credit Union',
        'Oscar J. Reyes',
        'C.A. No. JP09-26-004410',
        'Address',
        '12 Loockerman St., Dover, DE 19901',
        'V.',
        '505 Walker Rd., Dover, DE 19904',
        'TO THE PERSON NAMED SECOND ABOVE: You are summoned to appear for trial.',
        'Amount claimed $2,250.00',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Harborline Credit Union');
    expect(read.customer_name).toBe('Oscar J. Reyes');
    expect(read.customer_mailing_address.customer_street).toBe('505 Walker Rd.');
  });
});
