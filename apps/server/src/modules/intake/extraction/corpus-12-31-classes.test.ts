import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2026-12-31 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-31 classes, in other words', () => {
  it("reads a plaintiff whose line ends in the caption's ')' mark and a tail's first word, the case label after it", () => {
    const read = extractFields(
      [
        'IN THE CIRCUIT COURT OF THE STATE OF OREGON',
        'FOR THE COUNTY OF LANE',
        'WILLAMETTE CONSUMER FUND II, LLC, an) Case No. 26CV10233',
        'Oregon limited liability company,',
        'SUMMONS',
        'Plaintiff,',
        'v.',
        'ROSA T. ENDICOTT,',
        'Defendant.',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Willamette Consumer Fund II, LLC');
  });

  it("reads the plaintiff before its servicer's name, wrapped onto the line above its label", () => {
    const read = extractFields(
      [
        'JUSTICE COURT, RENO TOWNSHIP',
        'WASHOE COUNTY, NEVADA',
        'HIGH DESERT CREDIT TRUST 2021-A, by its servicer Sagebrush Loan',
        'Management, LLC,',
        'Plaintiff,',
        'vs.',
        'CALVIN OYELARAN,',
        'Defendant.',
        'Case No.: RJC-26-04411',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('High Desert Credit Trust 2021-A');
  });

  it("reads the plaintiff above a 'v.' past its own phone, e-mail and the agent who signs for it", () => {
    const read = extractFields(
      [
        'IN THE MAGISTRATE COURT OF COBB COUNTY',
        'STATE OF GEORGIA',
        'CIVIL ACTION FILE NO. 26-M-55102',
        'MARIETTA VETERINARY CLINIC, INC.',
        'by Paula Ines Roth, Practice Owner, authorized agent',
        '210 Church St, Marietta, GA 30060',
        '(770) 555-0177 - office@example-mvc.com',
        'v.',
        'DESMOND A. FAIRLEY',
        '45 Powder Springs St',
        'Marietta, GA 30064',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Marietta Veterinary Clinic, Inc.');
    expect(read.customer_name).toBe('Desmond A. Fairley');
  });

  it("never takes a letter's sender company for its consumer, the addressee under it", () => {
    const read = extractFields(
      [
        'Cedar Ridge Holdings Il, LLC',
        'PO Box 2290, Dept. 7',
        'Omaha, NE 68103',
        '(402) 555-0190, Mon-Fri 8-5 CT',
        'www.example-cedarridge.com',
        'Wendell P. Asante',
        '88 County Road 12',
        'Bemidji, MN 56601',
        'Cedar Ridge Holdings II, LLC is a debt collector. We are trying to collect a debt that you owe.',
      ].join('\n'),
    );
    expect(read.customer_name).toBe('Wendell P. Asante');
    expect(read.customer_mailing_address?.city).toBe('Bemidji');
  });

  it('reads a caption printed twice side by side once', () => {
    const read = extractFields(
      [
        'STATE OF SOUTH CAROLINA IN THE MAGISTRATE COURT STATE OF SOUTH CAROLINA IN THE MAGISTRATE COURT',
        'Lowcountry Auto Credit, LLC, Lowcountry Auto Credit, LLC,',
        'Plaintiff, Plaintiff,',
        'Vs. Vs.',
        'Janelle K. Moultrie, Janelle K. Moultrie,',
        'Defendant. Defendant.',
      ].join('\n'),
    );
    expect(read.plaintiff_name).toBe('Lowcountry Auto Credit, LLC');
    expect(read.customer_name).toBe('Janelle K. Moultrie');
  });
});
