import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { tableParties } from './party-table.js';

/** The 2026-12-25 blind corpus's classes, each in other words: other papers of the same shape. */
describe('blind corpus 2026-12-25 classes, in other words', () => {
  it('reads a table of parties whose rows begin with the role, the name and street after it, the city under it', () => {
    const lines = [
      'IN THE IOWA DISTRICT COURT FOR STORY COUNTY',
      'Plaintiff HAWKEYE VALLEY BANK 210 Main St',
      'Ames, IA 50010',
      'Defendant DARNELL P. OKAFOR 88 W Lincoln Way Apt 12',
      'Ames, 1A 50014',
      'Defendant RUTH OKAFOR 88 W Lincoln Way Apt 12',
      'Ames, IA 50014',
    ];
    const parties = tableParties(lines);
    expect(parties.defendant).toMatchObject({
      name: 'DARNELL P. OKAFOR',
      address: { street: '88 W Lincoln Way Apt 12', city: 'Ames', state: 'IA', zip: '50014' },
    });
    expect(parties.plaintiff).toMatchObject({ name: 'HAWKEYE VALLEY BANK', address: { city: 'Ames' } });
    // A label's "Plaintiff's attorney" row is no party's.
    expect(tableParties(["Plaintiff's Ann Roe, AT0001234 12 Court Ave", 'Ames, IA 50010']).defendant).toBeNull();
  });

  it('reads the firm without the second line of its label before it or its city after its suffix', () => {
    const text = [
      'IN THE IOWA DISTRICT COURT FOR STORY COUNTY',
      "Plaintiff's Ann Roe, AT0001234 12 Court Ave Suite 3",
      'attorney Roe Gantt Law Firm, P.L.C. Ames, IA 50010',
      'Defendant DARNELL P. OKAFOR 88 W Lincoln Way Apt 12',
      'Ames, IA 50014',
      'aroe@roegantt.test',
    ].join('\n');
    expect(extractFields(text).law_firm_name).toBe('Roe Gantt Law Firm, P.L.C.');
  });
});
