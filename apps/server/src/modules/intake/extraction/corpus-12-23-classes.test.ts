import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { findEmail } from './numbers.js';
import { partyName } from './parties.js';

/** The 2026-12-23 blind corpus's classes (part B, measured first), each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-23 classes, in other words', () => {
  it('reads a mailbox whose "@" OCR lost or read as a letter, at a domain another mailbox on the page shows', () => {
    expect(findEmail('Tel. (516) 555-0142\nmokaforaokaforlevin.com\nService: efile@okaforlevin.com')).toBe('mokafor@okaforlevin.com');
    expect(findEmail('Contact: jramos@ramosfirm.net\nwww.ramosfirm.net')).toBe('jramos@ramosfirm.net');
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
});
