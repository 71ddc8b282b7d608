import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { findAmount } from './amounts.js';
import { findCourt } from './court.js';
import { findEmail } from './mailboxes.js';
import { partyName } from './parties.js';
import { normalize } from './words.js';

/** The 2026-12-28 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-28 classes, in other words', () => {
  it("reads a party grid's rank as no name: 'First named = …', 'Additional'", () => {
    expect(partyName('First named = DELACRUZ, RAMON P.')).toBe('RAMON P. DELACRUZ');
    expect(partyName('Additional')).toBeNull();
  });

  it("never takes a form's instruction for the firm, and names a bare court with its district printed below", () => {
    const text = [
      'SUMMONS - CIVIL',
      'SUPERIOR COURT',
      'C.G.S. § 51-346',
      'JUDICIAL DISTRICT OF NEW HAVEN',
      'Firstnamed = QUINTERO, ALMA R.',
      'Defendant 14 Orange Street, New Haven, CT 06510',
      'For the Plaintiff please enter the appearance of: Name and address of firm or attorney',
      'Birch & Lowell, LLC, 9 Elm Street, Hamden, CT 06514',
      'Juris number (if attorney or law',
      'firm)',
    ].join('\n');
    const fields = extractFields(text);
    expect(fields.law_firm_name ?? '').not.toMatch(/juris|if attorney/i);
    expect(findCourt(normalize(text))?.name).toMatch(/Superior Court, Judicial District of New Haven/i);
  });

  it("drops pleading paper's line number before a street's house number", () => {
    const numbered = Array.from({ length: 10 }, (_, i) => String(i + 1));
    const lines = normalize([...numbered, '12 TO DEFENDANT: LEE, MINA', '13 908 NE Alberta St, Portland, OR 97211'].join('\n'));
    expect(lines).toContain('908 NE Alberta St, Portland, OR 97211');
  });

  it("takes the court from a letter's sentence that names it after the caption", () => {
    const lines = ['Granite Funding, LLC v. Omar T. Haddad, in the District Court of Maryland for Baltimore City, Case No. D-081-CV-26-1'];
    expect(findCourt(lines)?.name).toBe('District Court of Maryland for Baltimore City');
  });

  it("prefers the named firm's mailbox to an agency's", () => {
    expect(findEmail('Questions: help@northbay-recovery.com\nCounsel: mtan@tanbrooks-law.com', 'Tan Brooks LLP')).toBe('mtan@tanbrooks-law.com');
  });

  it('reads the claim a notice says was filed before its total with costs', () => {
    expect(
      findAmount('The plaintiff has filed a small claim against you in this Court for $912.40, plus the filing fee ($55.00 total with costs $967.40).'),
    ).toBe(91_240);
  });

  it('reads a caption whose defendant follows "VERSUS" on its own line, the docket after, past the paper title', () => {
    const text = ['FIRST PARISH COURT', 'BAYOU CAPITAL FUNDING, LLC', 'PETITION FOR SUM OF MONEY', 'VERSUS MARIE C. BROUSSARD DOCKET NO. 26-1183'].join('\n');
    const fields = extractFields(text);
    expect(fields.plaintiff_name).toBe('Bayou Capital Funding, LLC');
    expect(fields.customer_name).toBe('Marie C. Broussard');
  });

  it("reads a case number's C read as the euro sign, and a Spanish notice's creditor", () => {
    expect(normalize('Case No.: 25€118204').join('\n')).toContain('25C118204');
    const letter = 'Estamos tratando de cobrar una deuda que usted debe a Lone Star\nConsumer Funding, LLC. Usaremos cualquier información.';
    expect(extractFields(letter).plaintiff_name).toBe('Lone Star Consumer Funding, LLC');
  });
});
