import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-10 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-10 classes, in other words', () => {
  it('reads "Claimant" and "Respondent" as the labels of a caption, the co-party labelled under its own block', () => {
    const read = extractFields(
      [
        'IN THE DISTRICT COURT OF GARLAND COUNTY, ARKANSAS',
        'No. 26CV-55-0192',
        'OUACHITA LENDING TRUST II, LLC,',
        'V.',
        'Claimant',
        'MARCUS T. REEVES',
        '22 Park Ave, Hot Springs, AR 71901',
        'Respondent',
        'DENISE A. REEVES',
        'same address',
        'SUMMONS',
        'Co-Respondent',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Ouachita Lending Trust II, LLC');
    expect(read.customer_name).toBe('Marcus T. Reeves');
  });

  it('reads a generation read as small l\'s as "III"', () => {
    const read = extractFields(['SUMMONS', 'ACME FUNDING, LLC, Plaintiff,', 'v.', 'ROBERT J. HALE lll, Defendant.'].join('\n'));
    expect(read.customer_name).toBe('Robert J. Hale III');
  });

  it("drops a photo's specks after a caption's label", () => {
    const read = extractFields(
      [
        'IN THE CIRCUIT COURT OF THE STATE OF OREGON',
        'CASCADE TRUST FUND II, LP,',
        '12 Oak St, Salem, OR 97301',
        'Plaintiff, usti',
        'v.',
        'ANA RUIZ',
        'Defendant.',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Cascade Trust Fund II, LP');
  });

  it('reads the claim written in words before its figures, not the total with the fee', () => {
    const read = extractFields(
      [
        'SMALL CLAIMS DEPARTMENT',
        'The plaintiff claims you owe One Thousand Two Hundred Five and 10/100 Dollars ($1,205.10) on a credit account.',
        'Total shown including the filing fee: $1,260.10.',
      ].join('\n'),
    );
    expect(read.lawsuit_amount).toBe(120_510);
  });

  it("reads a letter's balance now as the last amount of an itemization that adds up, its signs lost", () => {
    const read = extractFields(
      [
        'Esta empresa es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Lakeview Eye Care, P.C.',
        'Acreedor',
        'Cargos',
        'Pagos del seguro',
        'Saldo adeudado hoy',
        'Lakeview Eye Care, P.C., 10 Main St, Tampa, FL 33602',
        '$900.00',
        '$350.00',
        '$550.00',
      ].join('\n'),
    );
    expect(read.lawsuit_amount).toBe(55_000);
    expect(read.plaintiff_name).toBe('Lakeview Eye Care, P.C.');
  });

  it('reads a state code whose I was read as a T at its end', () => {
    const read = extractFields(
      [
        'STATE OF HAWAII DISTRICT COURT',
        'KOA FUNDING, LLC,',
        'JOHN K. DOE',
        'Case No. 1DSC-26-0042',
        'TO: John K. Doe, 5 Elm St, Honolulu, HT 96813',
        'You are hereby notified that the plaintiff named above has filed a claim against you.',
      ].join('\n'),
    );
    expect(read.customer_mailing_address.state).toBe('HI');
  });

  it('reads the plaintiff above the caption line naming the defendant served by a "TO:" line, past its tail', () => {
    const read = extractFields(
      [
        'STATE OF RHODE ISLAND DISTRICT COURT',
        'NARRAGANSETT CREDIT PARTNERS, LLC,',
        'as assignee of Ocean Bank, N.A.',
        'MARIA L. COSTA',
        'C.A. No. 3SC-2026-00912',
        'TO: Maria L. Costa, 40 Hope St, Providence, RI 02906',
        'You are hereby notified that the plaintiff named above has filed a small claim against you.',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Narragansett Credit Partners, LLC');
  });
});
