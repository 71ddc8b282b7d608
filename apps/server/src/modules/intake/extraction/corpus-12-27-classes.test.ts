import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { findAmount } from './amounts.js';
import { findCaseNumber } from './numbers.js';
import { partyAbove, partyName } from './parties.js';

/** The 2026-12-27 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-27 classes, in other words', () => {
  it('cuts a tail whose first word is left at the line end once the rest is cut', () => {
    expect(partyName('BLUE HERON FUNDING TRUST 2021-A, by and')).toBe('BLUE HERON FUNDING TRUST 2021-A');
    expect(partyName('Ozark Recovery Partners, LLC, as c/o Registered Agent, 40 Main St,')).toBe('Ozark Recovery Partners, LLC');
  });

  it('reads a surname with its generation before the given names, its address run onto the line', () => {
    expect(partyName('Whitfield Sr., Marcus T. 1188 N. Cedar Ave., Joplin, MO 64801')).toBe('Marcus T. Whitfield Sr.');
    const text = ['IN THE CIRCUIT COURT OF GREENE COUNTY, MISSOURI', 'Defendant: Whitfield Sr., Marcus T. 1188N. Cedar Ave., Joplin, MO 64801'].join('\n');
    expect(extractFields(text).customer_mailing_address.customer_street).toBe('1188 N. Cedar Ave.');
  });

  it('finds the plaintiff whose name line also carries the case box, its I read as a bar, past the paper title', () => {
    const lines = ['TREASURE VALLEY CAPITAL SPV |, LLC, as Case No. CV14-26-00412', 'assignee of Snake River Bank,', 'COMPLAINT', 'Plaintiff,'];
    expect(partyAbove(lines, 3)?.name).toBe('TREASURE VALLEY CAPITAL SPV I, LLC');
  });

  it('never takes a pleading’s opening formula or a document title for a name', () => {
    expect(partyName('NOW COMES the Plaintiff, Delta Furniture, Inc.')).toBeNull();
    expect(partyName('VERIFIED COMPLAINT ON SWORN ACCOUNT')).toBeNull();
  });

  it('reads a case number a titled footer owns, the first of two numbers under two labels, a wrapped number and an MJ docket', () => {
    expect(findCaseNumber(['Complaint on Account - Case No. 1831-AC00912 - Our file QX-26-4410'])).toBe('1831-AC00912');
    expect(findCaseNumber(['CASE NO. ACCOUNT NO.', '2026SC004417 LMN-5512009'])).toBe('2026SC004417');
    expect(findCaseNumber(['presentó la demanda, caso No. KS-', '2026-LM-004411. Las costas'])).toBe('KS-2026-LM-004411');
    expect(findCaseNumber(['Docket No.: Ml-13301-CV-0000277-2026'])).toBe('MJ-13301-CV-0000277-2026');
  });

  it('reads a warrant in debt’s claim with no dollar sign as the principal, not the total with costs', () => {
    const text = [
      'owe Plaintiff(s) a debt in the sum of',
      '3,118.40 net of any credits, with interest',
      '52.00 costs and',
      'Total sought with costs and fees: $3,650.20',
    ].join('\n');
    expect(findAmount(text)).toBe(311840);
  });

  it('reads a role heading whose last F was read as E, and a Spanish letter’s original creditor label wrapped', () => {
    const form = [
      'GENERAL DISTRICT COURT',
      'PLAINTIFE(S) (LAST NAME, FIRST NAME, MIDDLE INITIAL)',
      'Shenandoah Crest Funding, LLC',
      '10 Main St.',
      'Roanoke, VA 24011',
    ].join('\n');
    expect(extractFields(form).plaintiff_name).toBe('Shenandoah Crest Funding, LLC');
    const letter = ['Acreedor', 'original:', 'Cuenta:', 'Banco del Valle', '4411'].join('\n');
    expect(extractFields(letter).plaintiff_name).not.toBe('original');
  });
});
