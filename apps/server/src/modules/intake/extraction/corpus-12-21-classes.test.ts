import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2026-12-21 blind corpus's classes, each in other words: other courts, parties and names of the same shape. */
describe('blind corpus 2026-12-21 classes, in other words', () => {
  // (The named defendant above "and" is not found in this layout yet: corpus 2026-12-21's 17-clean.)
  it('never takes "John Doe, unknown spouse of …" for the defendant', () => {
    const fields = extractFields(
      [
        'IN THE LAKEWOOD MUNICIPAL COURT',
        'CUYAHOGA COUNTY, OHIO',
        'ERIE SHORE CREDIT CO.',
        'CASE NO.',
        '500 Detroit Avenue, Lakewood, Ohio 44107,',
        '26CVF00412',
        'Plaintiff,',
        'MARTIN J. OKONKWO',
        '1402 Hilliard Blvd, Apt. 3',
        'Lakewood, Ohio 44107,',
        'and',
        'JANE DOE, unknown spouse of Martin J. Okonkwo,',
        'Defendants.',
        'Now comes Plaintiff, by and through counsel, and for its Complaint states:',
        '1. Defendant Martin J. Okonkwo opened a charge account with Plaintiff and owes $2,310.45.',
      ].join('\n'),
    );
    expect(fields.customer_name ?? '').not.toMatch(/\bdoe\b|unknown/i);
  });
});
