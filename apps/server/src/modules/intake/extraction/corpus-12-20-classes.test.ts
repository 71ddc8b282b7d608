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
});
