import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-03 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-03 classes, in other words', () => {
  it("never takes a court's judicial district for the plaintiff, and reads a mixed-case plaintiff before the case column", () => {
    const read = extractFields(
      [
        'STATE OF SOUTH DAKOTA',
        'CIRCUIT COURT',
        'COUNTY OF MINNEHAHA',
        'SECOND JUDICIAL CIRCUIT',
        'Prairie Wind Funding, LLC, as assignee of Dakota Savings ~~ Civil No. 49-2026-',
        'Bank,',
        'Plaintiff,',
        'vs.',
        'Ellen Marie Lindqvist,',
        'Defendant.',
        'CV-00912',
        'SUMMONS',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Prairie Wind Funding, LLC');
    expect(read.civil_number).toBe('49-2026-CV-00912');
  });

  it('reads a case number wrapped at a dash from a digit-bearing rest only, never the next column’s word', () => {
    const read = extractFields(
      ['IN THE DISTRICT COURT OF BURLEIGH COUNTY', 'Case No. 08-2026-', 'Trust Company,', 'CV-04411', 'Acme Bank, Plaintiff', 'v.', 'Joan Ree, Defendant'].join(
        '\n',
      ),
    );
    expect(read.civil_number).toBe('08-2026-CV-04411');
  });

  it("reads the firm an original notice names in its sentence, and never takes the notice's own sentence or title for a firm", () => {
    const read = extractFields(
      [
        'IN THE IOWA DISTRICT COURT FOR STORY COUNTY',
        'PETITION AT LAW',
        'CORN BELT CREDIT UNION,',
        'Plaintiff,',
        'vs.',
        'DEREK PAUL AMUNDSEN,',
        'Defendant.',
        'CASE NO. LACV061234',
        'You are notified that a petition has been filed in the office',
        'of the clerk of this court naming you as the defendant.',
        'The attorney for the plaintiff is Rosa T. Lind (AT0045678),',
        'of Lind Halvorsen Law Office, P.L.C., whose address is 300 Main St, Ames, Iowa 50010.',
      ].join('\n'),
    );
    expect(read.law_firm_name).toBe('Lind Halvorsen Law Office, P.L.C.');
    expect(read.plaintiff_name).toBe('Corn Belt Credit Union');
  });

  it('reads the plaintiff above its label when the label carries its tail: "Plaintiff, as owner of …"', () => {
    const read = extractFields(
      [
        'IN THE IOWA DISTRICT COURT FOR LINN COUNTY',
        'HAWKEYE AUTO RECEIVABLES 2022-B TRUST,',
        'Plaintiff, as owner of a retail installment',
        'contract,',
        'vs.',
        'TARA LYNN BEAL,',
        'Defendant.',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Hawkeye Auto Receivables 2022-B Trust');
  });

  it("never takes a firm's own file number for the case's, the case's label smudged", () => {
    const read = extractFields(
      [
        'STATE OF WISCONSIN, CIRCUIT COURT, DANE COUNTY',
        'Acme Funding LLC, Plaintiff',
        'v.',
        'Lena Voss, Defendant',
        'gase Nq',
        '2026SC001177',
        "Plaintiff's attorney",
        'Firm file no.: QR-4410-26',
      ].join('\n'),
    );
    expect(read.civil_number).not.toBe('QR-4410-26');
  });
});
