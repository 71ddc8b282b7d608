import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.js';

/** The 2026-12-16 blind corpus's classes, each in other words: other courts, parties, firms and numbers of the same shape. */
describe('blind corpus 2026-12-16 classes, in other words', () => {
  it('reads the parties and the address a narrative warrant types inside its sentences', () => {
    const f = extractFields(
      [
        'IN THE GENERAL SESSIONS COURT FOR WASHINGTON COUNTY, TENNESSEE',
        'CIVIL WARRANT No. 30-25-001942',
        'To any lawful officer to execute and return: Summon DELIA M. FARNSWORTH of 208 Quillen Hollow Rd,',
        'Johnson City, TN 37604 to appear before the General Sessions Court of Washington County, Tennessee,',
        'at 9:00 a.m. on the 4th day of March, 2025, to answer the complaint of Quillwort',
        'Bend Lending, Inc. of 77 Orchard Gap Row, Suite 4, Jonesborough, TN 37659 in a civil',
        'action for a debt due on account in the amount of $2,114.60 plus costs.',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Delia M. Farnsworth');
    expect(f.plaintiff_name).toBe('Quillwort Bend Lending, Inc.');
    expect(f.customer_mailing_address).toEqual({ customer_street: '208 Quillen Hollow Rd', city: 'Johnson City', state: 'TN', zip_code: '37604' });
  });

  it("reads a rural route and box as the defendant's street, never as their name", () => {
    const f = extractFields(
      [
        'IN THE JUSTICE COURT OF NESHOBA COUNTY, MISSISSIPPI',
        'LOBLOLLY FURNITURE CREDIT, INC.',
        'PLAINTIFF',
        'CIVIL ACTION NO.',
        'vs.',
        'WILBUR OWEN HADLEY',
        'RR 4 BOX 62',
        'PHILADELPHIA, MS 39350',
        'DEFENDANT',
        'SUMMONS',
        'TO: WILBUR OWEN HADLEY, RR 4 BOX 62, PHILADELPHIA, MS 39350',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Wilbur Owen Hadley');
    expect(f.customer_mailing_address).toEqual({ customer_street: 'RR 4 BOX 62', city: 'PHILADELPHIA', state: 'MS', zip_code: '39350' });
  });

  it('reads a form row whose label note "(LAST, FIRST, MIDDLE)" wraps onto the next line, the name printed last name first', () => {
    const f = extractFields(
      [
        'SMALL CLAIMS WRIT AND NOTICE OF SUIT',
        'STATE OF CONNECTICUT DOCKET NO.',
        'SUPERIOR COURT, SMALL CLAIMS NWH SC 25 7001234',
        'PLAINTIFF: Elm City Home Goods Credit, LLC',
        '90 Orange Street Plaza, Suite 4, New Haven, CT 06510',
        'DEFENDANT (LAST, FIRST,: KOWALCZYK, Marta Irene',
        'MIDDLE)',
        "DEFENDANT'S ADDRESS: 14 Ferry Rd, 3rd Fl, Old Saybrook, CT 06475",
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Marta Irene Kowalczyk');
    expect(f.plaintiff_name).toBe('Elm City Home Goods Credit, LLC');
  });

  it('reads a numbered-box form whose box numbers OCR read as letters before each party label', () => {
    const f = extractFields(
      [
        'THE STATE OF NEW HAMPSHIRE',
        '10TH CIRCUIT COURT - DISTRICT DIVISION - PORTSMOUTH',
        'SMALL CLAIM COMPLAINT',
        'Case Number',
        '471-2025-SC-00218',
        'El Plaintiff name',
        'Seacoast Heating & Plumbing, LLC',
        'EA Defendant name',
        'Gordon P. Lemieux',
        '[5] Amount claimed (without costs)',
        '$2,310.00',
        'Ell Plaintiff address / phone / e-mail',
        '22 Market Row Commons, Dover, NH 03820',
        '[Ell Defendant address',
        '9 Islington St, Unit 2',
        'Portsmouth, NH 03801',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Seacoast Heating & Plumbing, LLC');
    expect(f.customer_name).toBe('Gordon P. Lemieux');
    expect(f.customer_mailing_address).toEqual({ customer_street: '9 Islington St, Unit 2', city: 'Portsmouth', state: 'NH', zip_code: '03801' });
  });

  it("reads the address a return of service gives as the defendant's dwelling or place of abode, wrapped over two lines", () => {
    const f = extractFields(
      [
        'IN THE IOWA DISTRICT COURT IN AND FOR',
        'STORY COUNTY',
        'PRAIRIE LANTERN FINANCE, LLC,',
        'Plaintiff,',
        'VS.',
        'NADIA K. VOLKENING,',
        'Defendant.',
        'Case No. SCSC220913',
        'ORIGINAL NOTICE',
        'The attorney for the plaintiff is Lena Marsh of Marsh Tillery, P.C., whose address is 300 Fifth Row, Ames, Iowa 50010.',
        'RETURN OF SERVICE',
        'certify that I served a copy of this Original Notice on the Defendant named',
        "above, as follows: [ ] personal service [ ] by leaving a copy at the Defendant's dwelling house or usual place of abode, being 4410 12th",
        'St NW, Apt 3, Ames, IA 50014, with a person residing therein.',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Nadia K. Volkening');
    expect(f.customer_mailing_address).toEqual({ customer_street: '4410 12th St NW, Apt 3', city: 'Ames', state: 'IA', zip_code: '50014' });
  });

  it('reads a numbered street whose 5 a photo read as an S', () => {
    const f = extractFields(['TO: Tobias J. Oyelaran', '2207 Sth Ave N, Apt 4', 'Minot, ND 58701'].join('\n'));
    expect(f.customer_mailing_address.customer_street).toBe('2207 5th Ave N, Apt 4');
  });

  it('reads a residence sentence wrapped after the house number, its comma read twice', () => {
    const f = extractFields(
      [
        'IN THE CIRCUIT COURT OF MONONGALIA COUNTY, WEST VIRGINIA',
        'ALLEGHENY STEP LOANS, INC.,',
        'Plaintiff,',
        'v.',
        'TREVOR J. HALLORAN,',
        'Defendant.',
        '2. Defendant Trevor J. Halloran is a resident of Monongalia County, West Virginia, residing at 415',
        'Highland Ave. N,, Apt. 7, Morgantown, WV 26505.',
      ].join('\n'),
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '415 Highland Ave. N, Apt. 7', city: 'Morgantown', state: 'WV', zip_code: '26505' });
  });

  it('reads the parties from a table of Name | Address | Role, the columns read one after the other', () => {
    const f = extractFields(
      [
        'IN THE DISTRICT COURT IN AND FOR PAYNE COUNTY',
        'STATE OF OKLAHOMA',
        'SMALL CLAIMS AFFIDAVIT',
        'NAME ADDRESS',
        'Case No. SC-25-0771',
        'ROLE',
        'Red Dirt Home Outfitters,',
        'LLC',
        'Joanna L. Whitlock',
        'Perry Whitlock',
        '410 E. Hall of Fame Ave, Suite 2, Stillwater, OK 74075 Plaintiff',
        '2219 Sangre Hollow Dr #4B, Stillwater, OK 74074 Defendant',
        '2219 Sangre Hollow Dr #4B, Stillwater, OK 74074 Defendant (co-',
        'signer)',
        'The undersigned, being first duly sworn, states that the Defendants owe the Plaintiff $1,184.20.',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Red Dirt Home Outfitters, LLC');
    expect(f.customer_name).toBe('Joanna L. Whitlock');
    expect(f.customer_mailing_address).toEqual({ customer_street: '2219 Sangre Hollow Dr #4B', city: 'Stillwater', state: 'OK', zip_code: '74074' });
  });

  it("reads a letter's current creditor whose label wraps around its value, or whose address follows it on the line", () => {
    const wrapped = extractFields(
      [
        'Dear Greta M. Brandvold:',
        'Letter date May 2, 2025',
        'Current Prairie Hearth Receivables',
        'creditor LLC',
        'Original Box Butte Card Services',
        'creditor',
        'Balance due $907.44',
        'Plains Recovery Group, Inc. is a debt collector. We are trying to collect a debt that you owe to',
        'Prairie Hearth Receivables LLC.',
      ].join('\n'),
    );
    expect(wrapped.plaintiff_name).toBe('Prairie Hearth Receivables LLC');
    const inline = extractFields(
      [
        'Dear Warren T. Hoyle:',
        'This communication is from a debt collector. No lawsuit has been filed on this account.',
        'Current creditor: Blue Spruce Funding LLC, 1410 Wynkoop Row, Denver, CO 80202. Original creditor: Aspen Prairie Bank. Calls may be',
        'recorded.',
      ].join('\n'),
    );
    expect(inline.plaintiff_name).toBe('Blue Spruce Funding LLC');
  });

  it('reads the comma before a unit that a photo read as a period, the street in capitals', () => {
    const f = extractFields(['TO: HOLLIS R. VANTERPOOL', '8821 KESTREL BLVD. APT 9', 'ELKO, NV 89801'].join('\n'));
    expect(f.customer_mailing_address.customer_street).toBe('8821 KESTREL BLVD, APT 9');
  });
});
