import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.js';
import { findCaseNumber } from './extraction/numbers.js';

/** The 2026-12-10 blind corpus's classes, each in other words: other courts, parties and numbers of the same shape. */
describe('blind corpus 2026-12-10 classes, in other words', () => {
  it('joins a caption whose connecting word stands alone on its line ("IN THE / DISTRICT COURT / OF / FREDERICK COUNTY")', () => {
    const f = extractFields('* IN THE\n* DISTRICT COURT\n* OF\n* FREDERICK COUNTY\n* Case No. 0801-SP-26-1192\nHALVERN BAY LENDING, LLC,\nPlaintiff,');
    expect(f.court_name).toBe('District Court of Frederick County');
    const open = extractFields('IN THE\nCIRCUIT COURT\nFOR\nWASHINGTON COUNTY\nCase No. C-21-CV-26-000417');
    expect(open.court_name).toBe('Circuit Court for Washington County');
  });
  it('carries a court’s "at Law No." line and a small-claims docket line on to its name', () => {
    const law = extractFields('IN THE COUNTY COURT\nAT LAW NO.4\nTARRANT COUNTY, TEXAS\nPLAINTIFF’S ORIGINAL PETITION');
    expect(law.court_name).toBe('County Court at Law No.4, Tarrant County, Texas');
    const docket = extractFields('IN THE DISTRICT COURT OF MOBILE COUNTY, ALABAMA\nSMALL CLAIMS DOCKET\nSOUTHWEST DIVISION\nPLAINTIFF — Name, Address');
    expect(docket.court_name).toBe('District Court of Mobile County, Alabama, Small Claims Docket, Southwest Division');
    const sentence = extractFields('IN THE DISTRICT COURT OF MOBILE COUNTY, ALABAMA\nSMALL CLAIMS ARE HEARD ON TUESDAYS');
    expect(sentence.court_name).toBe('District Court of Mobile County, Alabama');
  });
  it('reads a one-line caption whose parts a bullet sets apart as separate heading lines', () => {
    const f = extractFields('CITY COURT OF THE CITY OF ITHACA • COUNTY OF TOMPKINS\nMAPLEWOOD CREDIT, LLC,\nPlaintiff,');
    expect(f.court_name).toBe('City Court of the City of Ithaca, County of Tompkins');
    const plus = extractFields('CITY COURT OF THE CITY OF ITHACA + COUNTY OF TOMPKINS\nSUMMONS');
    expect(plus.court_name).toBe('City Court of the City of Ithaca, County of Tompkins');
  });
  it('names a court a form gives only as its state and numbered judicial district, and nothing without the state line', () => {
    const f = extractFields(
      'Approved, SCAO\nSTATE OF OHIO\nOriginal - Court 1st copy - Defendant\nCASE NO\n14TH JUDICIAL DISTRICT\nSMALL CLAIMS DIVISION\n26-004417-SC',
    );
    expect(f.court_name).toBe('State of Ohio, 14th Judicial District, Small Claims Division');
    const bare = extractFields('SUMMONS\n14TH JUDICIAL DISTRICT\nCASE NO 26-004417-SC');
    expect(bare.court_name).toBeNull();
  });
  it('keeps a case number’s one-letter prefix and a court code whose letter OCR read as a digit', () => {
    expect(findCaseNumber(['Case No. D-071-CV-26-004512'])).toBe('D-071-CV-26-004512');
    expect(findCaseNumber(['Case No. 26-C1-05519'])).toBe('26-CI-05519');
    // Without a court code in it, the opening O is a zero: "O-26-4418" → "0-26-4418".
    expect(findCaseNumber(['Case No. O-26-4418'])).toBe('0-26-4418');
    expect(findCaseNumber(['Case No. 26-A1-05519'])).toBe('26-A1-05519');
  });
  it('keeps a court code printed as its own word before the number, and never a state code before a ZIP', () => {
    expect(findCaseNumber(['Index No.: SC 3318-26'])).toBe('SC 3318-26');
    expect(findCaseNumber(['INDEX NUMBER', 'Plaintiff,', 'CV 4470-26'])).toBe('CV 4470-26');
    expect(findCaseNumber(['DOCKET NO', 'Hartford, CT 06103'])).toBeNull();
  });
  it('finds the consumer’s address under their name printed last-name-first in a service block', () => {
    const f = extractFields(
      'CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS\nBAYOU LINE FINANCE, INC.\nVERSUS\nCLAUDETTE R. FONTAINE\nNO. 2026-01122\nPLEASE SERVE:\nFONTAINE, CLAUDETTE R.\n2207 Music St\nNew Orleans, LA 70117',
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '2207 Music St', city: 'New Orleans', state: 'LA', zip_code: '70117' });
  });
  it('reads an address on two labelled lines, "Residence street:" over "City, State, ZIP:"', () => {
    const f = extractFields(
      'IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS\nPRAIRIE GATE LENDING, LLC,\nPlaintiff,\nv.\nMARGOT T. ELLISON,\nDefendant.\nDefendant Margot T. Ellison may be served at:\nResidence street: 4410 N Ridge Terrace\nCity, State, ZIP: Wichita, KS 67205',
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '4410 N Ridge Terrace', city: 'Wichita', state: 'KS', zip_code: '67205' });
  });
  it('keeps the period of a "Corp." that ends a name OCR read without it, never after a "Corp" inside one', () => {
    const f = extractFields('IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS\nPRAIRIE GATE LENDING CORP,\nPlaintiff,\nv.\nMARGOT T. ELLISON,\nDefendant.');
    expect(f.plaintiff_name).toBe('Prairie Gate Lending Corp.');
    const inside = extractFields('IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS\nPRAIRIE CORP HOLDINGS,\nPlaintiff,\nv.\nMARGOT T. ELLISON,\nDefendant.');
    expect(inside.plaintiff_name).toBe('Prairie Corp Holdings');
  });
  it('drops a court code’s last letter read twice, the second small', () => {
    expect(findCaseNumber(['Case No. 26SCc04812'])).toBe('26SC04812');
    expect(findCaseNumber(['Case No. 26CVv10933'])).toBe('26CV10933');
  });
  it('passes a case number of the next column between a party’s header and its name', () => {
    const f = extractFields(
      'IN THE IOWA DISTRICT COURT FOR STORY COUNTY\nPlaintiff\nName Address Telephone\nSCSC118204\nCyclone Valley Credit Union\nDefendant(s)',
    );
    expect(f.plaintiff_name).toBe('Cyclone Valley Credit Union');
  });
});
