import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { findAmount } from './amounts.js';
import { findEmail } from './mailboxes.js';
import { partyName } from './parties.js';

/** The 2026-12-30 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-30 classes, in other words', () => {
  it('reads both parties of two headings side by side, the names on one line under them', () => {
    // A colon after each heading, the person with a whole middle name after the company's suffix.
    const colons = [
      'IN THE DISTRICT COURT OF MOBILE COUNTY, ALABAMA',
      'PLAINTIFF: DEFENDANT:',
      'GULF COAST FURNITURE OUTLET, LLC DEVONTE JAMAL HARRIS',
      '500 Airport Blvd, Mobile, AL 36606 88 Dauphin Island Pkwy',
    ];
    const read = extractFields(colons.join('\n'));
    expect(read.plaintiff_name).toBe('Gulf Coast Furniture Outlet, LLC');
    expect(read.customer_name).toBe('Devonte Jamal Harris');
    // "…'S NAME AND ADDRESS" headings with the form's own boxes between them; the plaintiff's tail in small letters runs into the person.
    const tail = [
      "PLAINTIFF'S NAME AND ADDRESS",
      'DANE COUNTY 2026SC001200',
      'Claims',
      "DEFENDANT'S NAME AND ADDRESS",
      'BADGER STATE CREDIT UNION, formerly known as MAI LOR',
      'Madison Teachers Credit Union',
      'W156 N8834 Pilgrim Rd',
      'Madison, WI 53703',
      '22 Park St',
      'Madison, WI 53715',
    ];
    const wi = extractFields(tail.join('\n'));
    expect(wi.plaintiff_name).toBe('Badger State Credit Union');
    expect(wi.customer_name).toBe('Mai Lor');
    expect(wi.customer_mailing_address?.customer_street).toBe('22 Park St');
  });

  it("reads a warrant's own names for the parties: the suing party, the party sued, a numbered party, the claim's owner", () => {
    expect(
      extractFields(['GENERAL SESSIONS COURT', 'SUING PARTY', 'Volunteer Auto Finance, Inc.', '10 Main St, Knoxville, TN 37902'].join('\n')).plaintiff_name,
    ).toBe('Volunteer Auto Finance, Inc.');
    expect(partyName('SUING PARTY')).toBeNull();
    expect(partyName('Party Sued')).toBeNull();
    const numbered = [
      'JUSTICE COURT',
      'PARTY 1 NAME / ADDRESS',
      'Desert Sky Funding, LLC',
      'PARTY 2 NAME / ADDRESS',
      'Omar R. Haddad',
      '12 E Main St',
      'Mesa, AZ 85201',
    ];
    const az = extractFields(numbered.join('\n'));
    expect(az.plaintiff_name).toBe('Desert Sky Funding, LLC');
    expect(az.customer_name).toBe('Omar R. Haddad');
    const claimOf = [
      'WARRANT IN DEBT',
      'YOU ARE COMMANDED TO SUMMON',
      'LEE, JORDAN',
      '5 Oak Ct',
      'Richmond, VA 23220',
      'TO APPEAR … to answer the claim of',
      'JAMES RIVER LENDING, LLC',
    ];
    expect(extractFields(claimOf.join('\n')).plaintiff_name).toBe('James River Lending, LLC');
    expect(extractFields(['in a civil action brought by Smoky Mountain Credit, LLC.', 'Defendant: Ana Ruiz'].join('\n')).plaintiff_name).toBe(
      'Smoky Mountain Credit, LLC',
    );
  });

  it('skips the plaintiff\'s kind wrapped above a "v.", and costs\' labels, for the parties', () => {
    const caption = ['Name', 'ALLEGHENY CONSUMER LOANS, INC., a', 'Delaware corporation', 'v.', 'MARY T. KOWALSKI', 'Filing costs', 'Mailing costs'];
    const read = extractFields(caption.join('\n'));
    expect(read.plaintiff_name).toBe('Allegheny Consumer Loans, Inc.');
    expect(read.customer_name).toBe('Mary T. Kowalski');
    expect(partyName('Mailing costs')).toBeNull();
    expect(partyName('Postage')).toBeNull();
  });

  it("reads the principal named after its amount, a lettered grid street, and never a paralegal's or a filing desk's mailbox for the lawyer's", () => {
    expect(findAmount('Plaintiff demands judgment for: $1,200.50 principal, plus costs. Total with costs: $1,420.50.')).toBe(120050);
    const mail = ['Legal assistant: rjones@hartlaw.com', 'Filings: efile@hartlaw.com', 'Sam Hart, Esq. - shart@hartlaw.com'].join('\n');
    expect(findEmail(mail)).toBe('shart@hartlaw.com');
  });
});
