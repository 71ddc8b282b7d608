import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { findCourt } from './court.js';

/** The 2026-12-22 blind corpus's court-name classes, each in other words: other courts of the same shape. */
describe('blind corpus 2026-12-22 classes, in other words', () => {
  it('carries on a court whose next line names its county or division after a dash', () => {
    expect(findCourt(['SUPERIOR COURT', 'MERRIMACK COUNTY - SOUTHERN DIVISION', 'Docket No. 217-2026-CV-00101'])?.name).toBe(
      'SUPERIOR COURT, MERRIMACK COUNTY - SOUTHERN DIVISION',
    );
    expect(findCourt(['IN THE DISTRICT COURT OF SHAWNEE COUNTY, KANSAS', 'CIVIL DEPARTMENT – LIMITED ACTIONS', 'Case No. 26-LM-118'])?.name).toBe(
      'DISTRICT COURT OF SHAWNEE COUNTY, KANSAS, CIVIL DEPARTMENT – LIMITED ACTIONS',
    );
  });
  it('leaves out a form label before the name and a "for court use" box read onto its line', () => {
    expect(findCourt(['Court: Hamilton County Municipal Court', 'Case No. 26 CV 1193'])?.name).toBe('Hamilton County Municipal Court');
    expect(findCourt(['Circuit Court of the State of Oregon for the County of Marion, Small Claims Department  For Court Use Only'])?.name).toBe(
      'Circuit Court of the State of Oregon for the County of Marion, Small Claims Department',
    );
  });
  it('reads the plaintiff from "Comes now the Plaintiff, X, and for its …" when the caption is broken up', () => {
    const fields = extractFields(
      [
        'IN THE CHANCERY COURT FOR DAVIDSON COUNTY, TENNESSEE',
        'HARPETH VALLEY RECEIVABLES TRUST 2021-A,',
        'acting by its administrator, Quillon Servicing, Inc.,',
        'Docket No. 26-0417-III',
        'Plaintiff, Acct. 7731-0092',
        'v.',
        'CORINNE T. ABERNATHY,',
        'Defendant.',
        'COMPLAINT ON ACCOUNT',
        'Comes now the Plaintiff, Harpeth Valley Receivables Trust 2021-A, and for its cause of action states:',
      ].join('\n'),
    );
    expect(fields.plaintiff_name).toBe('Harpeth Valley Receivables Trust 2021-A');
  });
});
