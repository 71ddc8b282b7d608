import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2027-01-06 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2027-01-06 classes, in other words', () => {
  it("reads the defendant from the state's greeting to them by name", () => {
    const read = extractFields(
      [
        'IN THE MAGISTRATE COURT OF OTERO COUNTY, STATE OF NEW MEXICO',
        'No. M-15-CV-2026-00931',
        'Party Name',
        'Brought by Sierra Blanca Finance, Inc.',
        'Answering party Dolores Ruth Archuleta',
        'SUMMONS',
        'STATE OF NEW MEXICO to Dolores Ruth Archuleta, Greetings:',
        'You are hereby directed to serve a pleading or motion in response to the complaint within 20 days after service.',
      ].join('\n'),
    );
    expect(read.customer_name).toBe('Dolores Ruth Archuleta');
  });

  it("takes a form's claim box over the total with costs beside it", () => {
    const read = extractFields(
      [
        'IN THE DISTRICT COURT OF CLEVELAND COUNTY, STATE OF OKLAHOMA',
        'PLAINTIFF (NAME, ADDRESS)',
        'Red Earth Lending Co.',
        '410 W Main St, Norman, OK 73069',
        'DEFENDANT (NAME, ADDRESS)',
        'Carla Jean Whitfield',
        '1180 Elm Pl',
        'Norman, OK 73071',
        'CASE NUMBER',
        'SC-2026- 07741',
        'CLAIM AMOUNT',
        '$1,388.20',
        'FILING FEE AND COSTS TOTAL WITH COSTS',
        '$89.16 $1,477.36',
      ].join('\n'),
    );
    expect(read.lawsuit_amount).toBe(138820);
    expect(read.civil_number).toBe('SC-2026-07741');
    expect(read.customer_mailing_address?.customer_street).toBe('1180 Elm Pl');
  });

  it("undoes a mark read on a street's direction", () => {
    const read = extractFields(
      [
        'IN THE JUSTICE COURT OF SANDY CITY, SALT LAKE COUNTY, STATE OF UTAH',
        'GREAT BASIN RECOVERY, INC., Plaintiff,',
        'v.',
        'MORGAN LEE HALVORSEN, Defendant.',
        'Case No. CV-262-5501-09',
        'Defendant: Morgan Lee Halvorsen',
        '9120 S$ Quarry Bend Dr',
        'Sandy, UT 84093',
        'Plaintiff demands judgment against Defendant in the amount of $2,240.10.',
      ].join('\n'),
    );
    expect(read.customer_mailing_address?.customer_street).toBe('9120 S Quarry Bend Dr');
  });
});
