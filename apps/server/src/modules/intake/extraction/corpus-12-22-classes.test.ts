import { describe, expect, it } from 'vitest';
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
});
