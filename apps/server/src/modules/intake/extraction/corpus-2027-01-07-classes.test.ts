import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-07 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-07 classes, in other words', () => {
  it("keeps a court's one-letter case type between dashes a letter", () => {
    const read = extractFields(
      ['FAYETTE DISTRICT COURT', 'SMALL CLAIMS DIVISION', 'Case No. 25-S-001932', 'BLUEGRASS APPLIANCE CO., Plaintiff', 'v.', 'MARTHA J. COLE, Defendant'].join(
        '\n',
      ),
    );
    expect(read.civil_number).toBe('25-S-001932');
  });

  it("reads a division's J printed as a bracket after the last dash", () => {
    const read = extractFields(
      ['CITY COURT OF LAFAYETTE', 'DOCKET NUMBER', 'C-11820-26-)', 'ACADIANA CREDIT LLC, Plaintiff', 'v.', 'ROY P. GUIDRY, Defendant'].join('\n'),
    );
    expect(read.civil_number).toBe('C-11820-26-J');
  });

  it("reads a court code's I printed as a small l", () => {
    const read = extractFields(
      ['COUNTY COURT OF DOUGLAS COUNTY, NEBRASKA', 'Case No. Cl 25-4410', 'PRAIRIE FINANCE LLC, Plaintiff', 'v.', 'ANNE K. HOLT, Defendant'].join('\n'),
    );
    expect(read.civil_number).toBe('CI 25-4410');
  });

  it("reads an entity's Roman numeral read with a capital L", () => {
    const read = extractFields(
      ['CIRCUIT COURT OF JACKSON COUNTY, MISSOURI', 'Case No. 2616-AC01122', 'SUMMIT RECOVERY FUND IIL, LP, Plaintiff', 'v.', 'DALE R. MOSS, Defendant'].join(
        '\n',
      ),
    );
    expect(read.plaintiff_name).toBe('Summit Recovery Fund III, LP');
  });

  it('reads the parties of a petition by their roles at the line’s end', () => {
    const read = extractFields(
      ['CITY COURT OF MONROE', 'DOCKET NUMBER C-2290-26-A', 'BAYOU CONSUMER LENDING, LLC, Petitioner', 'versus', 'TERRENCE L. BATISTE, Respondent'].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Bayou Consumer Lending, LLC');
    expect(read.customer_name).toBe('Terrence L. Batiste');
  });

  it("never takes a form's name caption for a party or a firm", () => {
    const read = extractFields(
      [
        'CONCILIATION COURT',
        'HENNEPIN COUNTY DISTRICT COURT',
        'COURT FILE NUMBER',
        '27-CO-26-4471',
        '1. Plaintiff (person or business making the claim)',
        'FULL LEGAL NAME',
        'Lakeside Veterinary Clinic, P.A.',
        'x Plaintiff will appear without an attorney',
        '2. Defendant (person or business being sued)',
        'FULL LEGAL NAME',
        'Brian T. Sorensen 111',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Lakeside Veterinary Clinic, P.A.');
    expect(read.customer_name).toBe('Brian T. Sorensen III');
    expect(read.law_firm_name).toBeNull();
  });
});
