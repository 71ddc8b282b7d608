import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2026-12-20 blind corpus's classes, each in other words: other courts, parties and names of the same shape. */
describe('blind corpus 2026-12-20 classes, in other words', () => {
  it('says a defendant printed surname first ("Last, First Middle Suffix") given name first, and leaves a company alone', () => {
    const summons = (defendant: string) =>
      [
        'IN THE MAGISTRATE COURT OF KANAWHA COUNTY, WEST VIRGINIA',
        'Appalachian Auto Credit, LLC,',
        'Plaintiff,',
        'v. Case No. 26-M20C-00871',
        `${defendant},`,
        'Defendant.',
        'The plaintiff claims $1,204.50 on a retail installment contract.',
      ].join('\n');
    expect(extractFields(summons('Hatfield, Loretta June')).customer_name).toBe('Loretta June Hatfield');
    expect(extractFields(summons('Pauley, Dwight R. Jr.')).customer_name).toBe('Dwight R. Pauley Jr.');
    expect(extractFields(summons('Loretta J. Hatfield')).customer_name).toBe('Loretta J. Hatfield');
  });

  it('takes no column heading or fictitious "Does" as the defendant', () => {
    const table = extractFields(
      [
        'STATE OF MAINE, DISTRICT COURT, BANGOR',
        'SMALL CLAIMS STATEMENT OF CLAIM',
        'PLAINTIFF',
        'Penobscot Credit Partners LLC, 12 Exchange St, Bangor, ME 04401',
        'DEFENDANT',
        'Last name',
        'THIBODEAU',
        'Street address',
        '41 Ohio St',
      ].join('\n'),
    );
    expect(table.customer_name ?? '').not.toMatch(/last name/i);
    const does = extractFields(
      ['DISTRICT COURT, CLARK COUNTY, NEVADA', 'Mojave Portfolio LLC,', 'Plaintiff,', 'vs.', 'DOESI through X, inclusive,', 'Defendants.'].join('\n'),
    );
    expect(does.customer_name ?? '').not.toMatch(/through|inclusive/i);
  });
});
