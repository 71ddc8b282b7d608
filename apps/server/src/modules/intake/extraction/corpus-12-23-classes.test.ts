import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { findCourt } from './court.js';
import { findEmail } from './mailboxes.js';
import { partyName } from './parties.js';

/** The 2026-12-23 blind corpus's classes (part B, measured first), each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-23 classes, in other words', () => {
  it('reads a mailbox whose "@" OCR lost or read as a letter, at a domain another mailbox on the page shows', () => {
    expect(findEmail('Tel. (516) 555-0142\nmokaforaokaforlevin.com\nService: efile@okaforlevin.com')).toBe('mokafor@okaforlevin.com');
    expect(findEmail('Contact: jramos@ramosfirm.net\nwww.ramosfirm.net', 'Ramos Firm PLLC')).toBe('jramos@ramosfirm.net');
    // A host of the domain is no mailbox: "mail.ramosfirm.net" stays a host.
    expect(findEmail('Webmail: mail.ramosfirm.net\nContact: jramos@ramosfirm.net', 'Ramos Firm PLLC')).toBe('jramos@ramosfirm.net');
  });
  it('prefers the lawyer’s own mailbox to an office’s, in Spanish too', () => {
    expect(findEmail('cobranza@vegallc.com\nLic. Ana Vega\nCorreo: avega@vegallc.com')).toBe('avega@vegallc.com');
    expect(findEmail('notificaciones@ruizyasociados.com\nAtentamente, Lic. Pedro Ruiz, pruiz@ruizyasociados.com')).toBe('pruiz@ruizyasociados.com');
  });
  it('cuts a street run onto the name’s line without a comma, and a courtesy title before it', () => {
    expect(partyName('Okonkwo, Chidi 412 Linden Avenue, Unit 3')).toBe('Chidi Okonkwo');
    expect(partyName('Harbor Point Capital III, LLC, as 9 Water Street, Suite 4')).toBe('Harbor Point Capital III, LLC');
    expect(partyName('Sr. Julio César Mendoza')).toBe('Julio César Mendoza');
    expect(partyName('Mrs. Alma J. Price')).toBe('Alma J. Price');
    // The salutation's titles are the caption's: one list (review of the twenty-first session).
    expect(partyName('Dr. Ana M. Ruiz')).toBe('Ana M. Ruiz');
    // A name that only begins like a title stays whole.
    expect(partyName('Mrsich Anton')).toBe('Mrsich Anton');
  });
  it('never takes a side column’s label for the addressee, and finds the address past it', () => {
    const fields = extractFields(
      [
        'NORTHLAKE RECOVERY GROUP, LLC',
        'Letter date:',
        'Our reference:',
        'TERESA M OKAFOR',
        'Original creditor:',
        '88 BIRCH ST APT 2',
        'DULUTH MN 55803',
        'Dear Teresa M. Okafor:',
        'You owe $812.40 to Northlake Recovery Group, LLC.',
      ].join('\n'),
    );
    expect(fields.customer_name).not.toMatch(/creditor/i);
    expect(fields.customer_mailing_address).toMatchObject({ customer_street: '88 BIRCH ST APT 2', zip_code: '55803' });
    // An address line is no party: the creditor is not read from the street.
    expect(fields.plaintiff_name ?? '').not.toMatch(/birch/i);
  });
  it('reads a plaintiff wrapped over a servicer’s tail, and one a form’s other column keeps from its header', () => {
    const wrapped = extractFields(
      [
        'CIVIL COURT OF THE CITY OF NEW YORK',
        'COUNTY OF KINGS',
        'MARLOWE CREDIT TRUST 2021-C,',
        'by its servicer Tallis Servicing,',
        'LLC, a Delaware limited liability company,',
        'Plaintiff,',
        '-against-',
        'ODETTE F. LAMBERT,',
        'Defendant.',
        'Index No. CV-004417-26/KI',
      ].join('\n'),
    );
    expect(wrapped.plaintiff_name).toBe('Marlowe Credit Trust 2021-C');
    const form = extractFields(
      [
        'STATE OF NORTH CAROLINA',
        'Name And Address Of Plaintiff',
        'COMPLAINT FOR File No.',
        '26 CVD 2210',
        'MONEY OWED',
        'In The General Court Of Justice',
        'District Court Division - Small Claims',
        'Piedmont Title Loans, Inc., a North Carolina corporation',
        '410 Elm Street, Suite 3',
        'Greensboro, NC 27401',
        'Name And Address Of Defendant 1',
        'Hargrove, Luther James',
        '77 Pine Knoll Drive',
        'Greensboro, NC 27405',
      ].join('\n'),
    );
    expect(form.plaintiff_name).toBe('Piedmont Title Loans, Inc.');
  });
  it('reads a Spanish letter’s plaintiff and case number', () => {
    const letter = extractFields(
      [
        'Montoya & Reyes, PLLC',
        '1200 Main Street, Suite 900',
        'Dallas, TX 75202',
        'Sr. Ernesto Villalobos',
        '415 Oak Lawn Ave Apt 3',
        'Dallas, TX 75219',
        'Demandante / acreedor actual: Red River Receivables, LLC',
        'Asunto: Aviso de demanda presentada en su contra',
        'Este despacho representa a Red River Receivables, LLC, titular de la cuenta.',
        'Se presentó una demanda en su contra ante el Justice Court Precinct 1, Dallas County, Texas, bajo el nimero de causa JPC-26-0412.',
      ].join('\n'),
    );
    expect(letter).toMatchObject({ plaintiff_name: 'Red River Receivables, LLC', civil_number: 'JPC-26-0412', customer_name: 'Ernesto Villalobos' });
  });
  it('reads a court’s district named by an ordinal word, and leaves out a form’s caption and the other column’s address', () => {
    expect(findCourt(['DISTRICT COURT OF THE COUNTY OF NASSAU', 'SECOND DISTRICT', 'Index No. CV-26-118'])?.name).toBe(
      'DISTRICT COURT OF THE COUNTY OF NASSAU, SECOND DISTRICT',
    );
    expect(
      findCourt(['Loudoun County General District Court', 'CITY OR COUNTY — GENERAL DISTRICT COURT', '18 E Market St, Leesburg, Virginia 20176'])?.name,
    ).toBe('Loudoun County General District Court');
    expect(findCourt(['HOUSING COURT OF BOSTON 24 New Chardon Street', 'SMALL CLAIMS SESSION'])?.name).toMatch(/^HOUSING COURT OF BOSTON(?!.*Chardon)/);
  });
});
