import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { findAmount } from './amounts.js';
import { findCourt } from './court.js';
import { findEmail } from './mailboxes.js';
import { partyAbove, partyName } from './parties.js';
import { tableParties } from './party-table.js';

/** The 2026-12-26 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-26 classes, in other words', () => {
  it('reads a plaintiff whose name wraps before its last word and suffix, with no lawyer, as the plaintiff and no firm', () => {
    const lines = [
      'STATE OF GEORGIA',
      'Lakeside Home Furnishings',
      'Leasing, LLC, a Georgia limited',
      'liability company,',
      'Plaintiff,',
      'v.',
      'Dana R. Osei,',
      'Defendant.',
    ];
    expect(partyAbove(lines, 4)?.name).toBe('Lakeside Home Furnishings Leasing, LLC');
    // (A heading above a complete name is not joined to it.)
    expect(partyAbove(['MAGISTRATE COURT OF COBB COUNTY', 'Acme Rentals, LLC,', 'Plaintiff,'], 2)?.name).toBe('Acme Rentals, LLC');
  });

  it('passes a pleading paper’s line numbers and an entity’s kind with its assignor’s words between a name and its label', () => {
    const lines = ['RIVERBEND CAPITAL II, LLC, a', 'Nevada limited liability company, as assignee of', 'Sagebrush Bank,', '7', '8 Plaintiff,'];
    expect(partyAbove(lines, 4)?.name).toBe('RIVERBEND CAPITAL II, LLC');
  });

  it('reads a numbered role’s row of a table of parties', () => {
    const parties = tableParties([
      'Role: Name Address for service',
      'Plaintiff: Acme Funding, LLC 12 Main St, Towson, MD 21204',
      'Defendant 1: NWOSU, KELECHI A. 55 Elm Ct, Apt 2',
      'Bowie, MD 20715',
      'Defendant 2: Nwosu, Ada 55 Elm Ct, Apt 2',
    ]);
    expect(parties.defendant).toMatchObject({ address: { street: '55 Elm Ct, Apt 2', city: 'Bowie', state: 'MD', zip: '20715' } });
    expect(parties.defendant?.name).toBe('KELECHI A. NWOSU');
  });

  it('reads a letter’s window block beside its letterhead column, greeted by the surname alone', () => {
    const text = [
      'HOLLIS & VEGA, LLP',
      'Attorneys at law',
      'Ann Hollis Reg. No. 004411',
      'noise KOFI A. MENSAH',
      'Ben Vega 90 Tanager Ct #2',
      'Reg. No. 007712 Dayton, OH 45402',
      'Re: Acme Funding, LLC v. Kofi A. Mensah',
      'Court: Montgomery County Municipal Court',
      'Case No.: 2026 CVF 000417',
      'Dear Mr. Mensah:',
      'This firm represents Acme Funding, LLC. A lawsuit has been filed against you.',
    ].join('\n');
    const fields = extractFields(text);
    expect(fields.customer_name).toBe('Kofi A. Mensah');
    expect(fields.customer_mailing_address).toMatchObject({ customer_street: '90 Tanager Ct #2', city: 'Dayton', state: 'OH', zip_code: '45402' });
  });

  it('reads a court after its form label with the other column’s words before it, never a state’s court system', () => {
    expect(findCourt(['Hours 9-4 Court: Hamilton County Municipal Court'])?.name).toBe('Hamilton County Municipal Court');
    expect(findCourt(['Kentucky Court of Justice', 'COURT ☐ Circuit ☒ District', 'Jefferson District Court'])?.name).toBe('Jefferson District Court');
  });

  it('takes an office mailbox read with one slip, and a Spanish one, for what it is', () => {
    expect(findEmail('payrnents@roelaw.test')).toBeNull();
    expect(findEmail('Correo para disputas: disputas@acme.test')).toBeNull();
    expect(findEmail('ana@roelaw.test billings@roelaw.test', 'Roe Law')).toBe('ana@roelaw.test');
    expect(findEmail('billings@roelaw.test', 'Roe Law')).toBe('billings@roelaw.test');
  });

  it('reads the Spanish model notice’s total and the creditor that bought the debt', () => {
    const text = [
      'Aviso sobre su deuda',
      'Nuestra informacion muestra:',
      'Al 1 de marzo de 2025, usted debia:',
      'Entre el 1 de marzo de 2025 y hoy, usted pago o se le acredito un total de:',
      'Intereses:',
      'Cargos:',
      'Total de la deuda ahora:',
      '$2,210.00',
      '- $210.00',
      '+ $0.00',
      '+ $0.00',
      '$2,000.00',
      'Acme Recovery Partners, LLC',
      'compro esta deuda y ahora es el acreedor actual.',
    ].join('\n');
    expect(findAmount(text)).toBe(200_000);
    expect(extractFields(text).plaintiff_name).toBe('Acme Recovery Partners, LLC');
  });

  it('reads a suffix whose comma was read as a period, and never a court’s section as a name', () => {
    expect(partyName('DANA K. FOURNIER. JR.')).toBe('DANA K. FOURNIER JR.');
    expect(partyName('SECTION 3')).toBeNull();
    expect(partyName('DIVISION B')).toBeNull();
  });
});
