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

  it("never takes a clerk's filed stamp under the box's label for the case number", () => {
    const fields = extractFields(
      [
        'DISTRICT COURT OF THE FIRST CIRCUIT',
        'STATE OF HAWAII',
        'PLAINTIFF (name, address)',
        'Makai Auto Finance LLC',
        'DEFENDANT (name, address) Case Number',
        'RECEIVED',
        '2026 MAR 3 PM 2:41',
        'KAIMANA J. AKANA',
        '88 Kalakaua Ave Apt 9',
        'Honolulu, HI 96815',
        '1DSC-26-0004417',
        '1. The Defendant owes Plaintiff $2,340.00.',
      ].join('\n'),
    );
    expect(fields.civil_number).toBe('1DSC-26-0004417');
  });

  it('takes the attorney\'s own mailbox ("contact me directly at") over the firm\'s collections desk', () => {
    const fields = extractFields(
      [
        'Brandt Okafor LLP',
        '600 Main St, Suite 900, Boise, ID 83702 - collections@brandtokafor.com',
        'RE: Treasure Valley Credit, LLC v. Mara L. Quist, Case No. CV01-26-10218',
        'A lawsuit has been filed against you in the DISTRICT COURT OF ADA COUNTY.',
        'The complaint seeks the unpaid balance of $3,902.16. Costs of $221.00 may be added, for a total of $4,123.16.',
        'To talk about a payment plan, contact me directly at tokafor@brandtokafor.com.',
        'Theo Okafor',
      ].join('\n'),
    );
    expect(fields.lawyer_email).toBe('tokafor@brandtokafor.com');
    expect(fields.lawsuit_amount).toBe(390216);
  });
});
