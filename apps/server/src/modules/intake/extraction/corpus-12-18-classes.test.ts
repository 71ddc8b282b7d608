import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';

/** The 2026-12-18 blind corpus's classes, each in other words: other courts, parties, firms and numbers of the same shape. */
describe('blind corpus 2026-12-18 classes, in other words', () => {
  const shadedForm = (plaintiffRow: string, street = '822 Sycamore Ln') =>
    [
      'STATE OF KANSAS',
      'LIMITED ACTIONS SESSION',
      'DISTRICT COURT',
      'WRIT OF SUMMONS',
      '4th District Civil Division Ottawa: 715 Oak Street, Ottawa, KS 66067 - (785) 555-0144',
      'CASE NO. LA 26-1093',
      plaintiffRow,
      'ATTORNEY Carla Benning, Member (pro se), 418 Main St, Ottawa, KS 66067 - (785) 555-',
      '0177 - office@benningplumbing.com',
      'DEFENDANT (NAME)',
      'DEFENDANT STREET',
      'ADDRESS',
      'CITY / STATE / ZIP',
      'AMOUNT OF CLAIM',
      '(PRINCIPAL)',
      'INTEREST CLAIMED',
      'FILING FEE / SERVICE',
      'COSTS',
      'ToTAL',
      'ACCOUNT / REFERENCE',
      'Travis L. Oberholt',
      street,
      'Ottawa, KS 66067',
      '$2,410.00',
      '$0.00',
      '$62.00',
      '$2,472.00',
      'Invoice 90211',
      'NOTICE TO DEFENDANT: YOU ARE BEING SUED. Within 30 days after service of this paper upon you, you',
      'must file a written answer with the clerk of this court.',
    ].join('\n');

  it('reads the defendant of a shaded form whose label column OCR read before its values', () => {
    const f = extractFields(shadedForm('PLAINTIFF (NAME) Benning Plumbing & Drain, Inc.'));
    expect(f.customer_name).toBe('Travis L. Oberholt');
    expect(f.customer_mailing_address).toEqual({ customer_street: '822 Sycamore Ln', city: 'Ottawa', state: 'KS', zip_code: '66067' });
  });

  it('reads a "PLAINTIFF (NAME)" row without a colon, and the name before a trustee\'s words', () => {
    expect(extractFields(shadedForm('PLAINTIFF (NAME) Benning Plumbing & Drain, Inc.')).plaintiff_name).toBe('Benning Plumbing & Drain, Inc.');
    expect(extractFields(shadedForm('PLAINTIFF (NAME) Granite Ledge Receivables Trust by its trustee')).plaintiff_name).toBe('Granite Ledge Receivables Trust');
  });

  it("reads the state from the court's address under a court name printed on three lines", () => {
    const f = extractFields(
      [
        'SUPERIOR COURT',
        'HOUSING SESSION',
        'JUDICIAL DISTRICT OF WATERBURY',
        'SMALL CLAIMS WRIT AND NOTICE OF SUIT',
        '400 Grand Street, Waterbury, CT 06702 - (203) 555-0148',
        'DOCKET NO. WTR-CV26-7114520-S',
        'NOTICE TO DEFENDANT: YOU ARE BEING SUED.',
      ].join('\n'),
    );
    expect(f.lawsuit_state).toBe('CT');
  });

  const caption = (numberLines: string[]) =>
    [
      'IN THE DISTRICT COURT FOR LINN COUNTY, KANSAS',
      ...numberLines,
      'PLAINTIFF: Prairie Hawk Lending, Inc.',
      'DEFENDANT: Owen T. Maddock',
      'NOTICE TO DEFENDANT: YOU ARE BEING SUED.',
    ].join('\n');

  it.each([
    [['SMALL CLAIMS NO. LM 26-093'], 'LM 26-093'],
    [['SMALL CLAIMS NO.', 'LMLM804417'], 'LMLM804417'],
    [['CASENO: LMLM 304417'], 'LMLM 304417'],
    [['Docket No.', 'LM 3304417'], 'LM 3304417'],
    [['Case No. 2026 CV 004417: 12 N Main Street, Mound City, KS 66056 (913) 555-0131'], '2026 CV 004417'],
    [['Cwil Action No. CV26.0733'], 'CV26.0733'],
    [['Cause No. 71D 02-2604-SC-001877'], '71D02-2604-SC-001877'],
  ])('reads the case number of %j', (numberLines, expected) => {
    expect(extractFields(caption(numberLines)).civil_number).toBe(expected);
  });

  it('reads the plaintiff on a caption line that the case box\'s label and number end, never the lawyer\'s "Attorneys for" line', () => {
    const f = extractFields(
      [
        'Dana R. Whitcombe, Hawaii Bar No. 7714',
        'Kealoha Whitcombe, AAL, LLLC',
        '745 Fort St, Suite 900',
        'Hilo, HI 96720',
        'Email: dwhitcombe@kwlaw-hi.com',
        'Attorneys for Plaintiff',
        '41}',
        'ko CASCADE HOLLOW RECEIVABLES LLC, Civil No. 3DRC-26-0071145',
        'Plaintiff,',
        'Vv. COMPLAINT; SUMMONS',
        'TOBIAS R. ELLSWORTH,',
        'Defendant.',
        'TO THE DEFENDANT: YOU ARE BEING SUED.',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Cascade Hollow Receivables LLC');
    expect(f.civil_number).toBe('3DRC-26-0071145');
  });

  it('reads the defendant over an address whose ZIP wrapped under its "City, ST" line, never the city as a name', () => {
    const f = extractFields(
      [
        'IN THE GENERAL SESSIONS COURT FOR BLOUNT COUNTY, TENNESSEE',
        'CIVIL DIVISION',
        '940 E Lamar Alexander Pkwy, Maryville, TN 37804',
        'SMOKY RIDGE CAPITAL, LLC,',
        'Plaintiff,',
        'Vs.',
        'CORINNE D. WHITAKER',
        '517 Sevierville Rd, Apt 6 Acct. No. 6011 XXXX-XXXX-4471',
        'Maryville, TN',
        '7}',
        '37801,',
        'Defendant.',
        'TO THE DEFENDANT: YOU ARE BEING SUED.',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Corinne D. Whitaker');
    expect(f.customer_mailing_address).toEqual({ customer_street: '517 Sevierville Rd, Apt 6', city: 'Maryville', state: 'TN', zip_code: '37801' });
  });

  const carbon = (top: string[]) =>
    [
      'IN THE DISTRICT COURT IN AND FOR COMANCHE COUNTY',
      'STATE OF OKLAHOMA',
      '315 SW 5th St, Lawton, OK 73501 - (405) 555-0119',
      'CASE NO.',
      'SC-2026-0418',
      'AFFIDAVIT AND ORDER (SMALL CLAIMS)',
      'WHITE - COURT YELLOW — DEFENDANT PINK — PLAINTIFF',
      ...top,
      'Osage Trail Lending, LLC',
      "PLAINTIFF'S ATTORNEY FIRM OR CONTACT",
      '115 W Main St, Suite 200, Lawton, OK 73501',
      'ADDRESS',
      '(405) 555-0163',
      'TELEPHONE',
      'Delbert J. Hoskins',
      'DEFENDANT (FIRST, MIDDLE INITIAL, LAST)',
      '2207 Classen Blvd, Apt 12',
      'STREET ADDRESS / APARTMENT',
      '$1840.55',
      'wostrowsky@prairiewindlaw.com',
      'E-MAIL OF ATTORNEY / PARTY',
      '— vs. —',
      'SECOND DEFENDANT (IF ANY)',
      '(405) 555-0190',
      'Lawton OK 73505',
      'cty STATE 2lp',
      'PRINCIPAL AMOUNT CLAIMED',
    ].join('\n');

  it.each([
    [['Prairie Wind Credit Union', 'PLAINTIFF (FULL NAME)', 'Walter E. Ostrowsky AT0061152', 'ATTORNEY / BAR NO.']],
    [['Prairie Wind Credit Union', 'Walter E. Ostrowsky OBA #41177', 'PLAINTIFF (FULL NAME)', 'ATTORNEY / BAR NO.']],
  ])('reads a carbon form\'s values over their captions, the plaintiff over "PLAINTIFF (FULL NAME)" (%#)', (top) => {
    const f = extractFields(carbon(top));
    expect(f.plaintiff_name).toBe('Prairie Wind Credit Union');
    expect(f.customer_name).toBe('Delbert J. Hoskins');
    expect(f.customer_mailing_address).toEqual({ customer_street: '2207 Classen Blvd, Apt 12', city: 'Lawton', state: 'OK', zip_code: '73505' });
  });

  it.each([['DEFENDANT'], ['DEFENDANT 1']])('reads two stacked blocks under bare labels, the plaintiff under its label over "%s"', (label) => {
    const f = extractFields(
      [
        'Case No.',
        'CV03-26-04417',
        'ATTN',
        'MAGISTRATE DIVISION - BANNOCK COUNTY',
        '624 E Center St, Pocatello, ID 83201 - (208) 555-0122',
        'PLAINTIFF',
        'Sawtooth Ridge Funding LLC',
        label,
        'Marla J. Pettibone',
        '1810 N 28th St, Unit 3',
        'Pocatello, ID 83204',
        'Summons (SMALL CLAIMS)',
        'YOU ARE BEING SUED. Within 20 days after service of this paper upon you, you must file a written answer.',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Sawtooth Ridge Funding LLC');
    expect(f.customer_name).toBe('Marla J. Pettibone');
  });

  it("reads a letter's creditor from its label column read before the values", () => {
    const f = extractFields(
      [
        'Black Hills Receivables Group',
        'November 4, 2026',
        'PO Box 2210 - Pierre, SD 57501 - 1-888-555-0147',
        'TOMAS J. ECKHARDT',
        '904 W 11TH ST',
        'YANKTON, SD',
        '57078',
        'Current creditor',
        'Original creditor',
        'Account number',
        'Balance as of August 1, 2026',
        'Total amount due now',
        'Dear Tomas J. Eckhardt:',
        'Missouri Bend Finance, Inc.',
        'Lakota Trail Bank',
        'Loan 0082-55',
        '$1,210.00',
        '$1,260.40',
        'Black Hills Receivables Group is a debt collector. No lawsuit has been filed.',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Missouri Bend Finance, Inc.');
    expect(f.determine_if_lawsuit_exists).toBe(false);
  });

  it('reads a letter\'s creditor from the sentence "The current creditor is …"', () => {
    const f = extractFields(
      [
        'Shenandoah Collection Partners, LLC',
        '12 Market St, Suite 4, Staunton, VA 24401 - (540) 555-0183',
        'Ruth A. Kessinger',
        '77 Braddock St',
        'Staunton, VA 24401',
        'Dear Ruth A. Kessinger,',
        'Your account has been placed with our office for collection. The',
        'current creditor is Blue Ridge Savings Bank, N.A..',
        'This is a communication from a debt collector. No suit has been filed on this account.',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Blue Ridge Savings Bank, N.A.');
  });

  it.each([
    ['Lorraine B. Castellano, Castellano Whitby LLP, 9 Market Square, Suite 410, Keene,', 'Castellano Whitby LLP'],
    ['Elliot R. Vance, Harrow Vance, LLC, 210 Main St, 3rd Floor, New Britain,', 'Harrow Vance, LLC'],
  ])("reads the firm of a form's attorney row wrapped onto a second line: %s", (row, firm) => {
    const f = extractFields(
      [
        'SUPERIOR COURT',
        'SMALL CLAIMS SESSION',
        'CASE NUMBER NBR-CV26-6120044-S',
        'PLAINTIFF (NAME) Granite Ledge Receivables Trust',
        `ATTORNEY ${row}`,
        'CT 06051 - (860) 555-0171 - counsel@example-firm.com',
        'DEFENDANT (NAME)',
        'DEFENDANT STREET',
        'ADDRESS',
        'CITY STATE ZIP',
        'Nadia L. Ferrante',
        '48 Stanley St, Apt 2',
        'New Britain, CT 06051',
        'NOTICE TO DEFENDANT: YOU ARE BEING SUED.',
      ].join('\n'),
    );
    expect(f.law_firm_name).toBe(firm);
  });

  it('reads a firm whose suffix is "PLLP"', () => {
    const f = extractFields(
      [
        'STATE OF NORTH DAKOTA IN DISTRICT COURT',
        'COUNTY OF WARD NORTHWEST JUDICIAL DISTRICT',
        'Civil No. 51-2026-CV-00412',
        'Dakota Sky Funding LLC,',
        'Plaintiff,',
        'vs.',
        'Lyle T. Bergstrom,',
        'Defendant.',
        'SUMMONS',
        'Dated this 3rd day of March, 2026.',
        'Ingrid M. Solheim, ND ID #08812',
        'Solheim Tveit, PLLP',
        '15 2nd Ave SW, Suite 300',
        'Minot, ND 58701',
        'Attorneys for Plaintiff',
      ].join('\n'),
    );
    expect(f.law_firm_name).toBe('Solheim Tveit, PLLP');
  });

  const EACH_PARTY = 'NAME (LAST, FIRST, MIDDLE INITIAL) AND ADDRESS OF EACH PARTY (NUMBER; STREET; TOWN; ZIP CODE) CODE';
  it.each([
    [EACH_PARTY, 'MORALES, JULIETA P., 14 Broad St, Unit 3, New London, CT 06320 50'],
    [EACH_PARTY, 'MORALES, JULIETA P., 14 Broad St. Unit 3. New London. CT 06320 iso i'],
    ['CN TTOWS BWRCH WET MTORR) GIT CODE', 'MORALES, JULIETA P., 14 Broad St. Unit 3. New London. CT 06320 iso i'],
  ])("reads the defendant's row of a coded party table, last name first: %s / %s", (heading, row) => {
    const f = extractFields(
      [
        'SUMMONS - CIVIL',
        'STATE OF CONNECTICUT',
        'SUPERIOR COURT',
        'JUDICIAL DISTRICT OF NEW LONDON AT NEW LONDON',
        '70 Huntington St, New London, CT 06320',
        'PARTIES',
        heading,
        'THAMES HARBOR FUNDING, LLC, 300 Bank St, Norwich, CT 06360 01',
        row,
        'Notice to each defendant',
        '1. You are being sued.',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Julieta P. Morales');
    expect(f.customer_mailing_address).toEqual({ customer_street: '14 Broad St, Unit 3', city: 'New London', state: 'CT', zip_code: '06320' });
  });

  it('reads the city, state and ZIP under a name whose street line lost its suffix word to OCR', () => {
    const f = extractFields(shadedForm('PLAINTIFF (NAME) Benning Plumbing & Drain, Inc.', '822 Sycmr'));
    expect(f.customer_name).toBe('Travis L. Oberholt');
    expect(f.customer_mailing_address).toMatchObject({ city: 'Ottawa', state: 'KS', zip_code: '66067' });
  });

  it("reads a docket number whose court's location prefix opens it, alone among a form's values, its label misread", () => {
    const f = extractFields(
      [
        'SUPERIOR COURT',
        'HOUSING SESSION',
        'SMALL CLAIMS WRIT AND NOTICE OF SUIT',
        'POCKETNO.',
        'PLAINTIFF (NAVE)',
        'DEFENDANT (NAME)',
        'AMOUNT OF CLAIM',
        'TOTAL',
        'ACCOUNT REFERENCE',
        'WTB-CV26-6077315-S',
        'Naugatuck Valley Servicing Corp.',
        'Odette R. Lavallee',
        '$2,175.00',
        'NOTICE TO DEFENDANT: YOU ARE BEING SUED.',
      ].join('\n'),
    );
    expect(f.civil_number).toBe('WTB-CV26-6077315-S');
  });

  it.each([
    ['Email: tgarvey @harlowgarvey. com', 'tgarvey@harlowgarvey.com'],
    ['Email: kmaddox@maddoxreyescom', 'kmaddox@maddoxreyes.com'],
  ])("reads a lawyer's mailbox whose dot OCR spaced or lost: %s", (line, email) => {
    const f = extractFields(
      [
        'IN THE DISTRICT COURT OF PAYNE COUNTY, OKLAHOMA',
        'Case No. SC-2026-0771',
        'Tallgrass Credit Partners LLC,',
        'Plaintiff,',
        'v.',
        'Renata K. Oduya,',
        'Defendant.',
        'SUMMONS',
        'Theo Garvey, OBA #40125',
        'Harlow Garvey, PLLC',
        '101 E 9th Ave, Stillwater, OK 74074',
        line,
        'Attorneys for Plaintiff',
      ].join('\n'),
    );
    expect(f.lawyer_email).toBe(email);
  });

  it.each([
    [['PRAIRIE LARK FUNDING LLC, a Nevada limited liability company,', 'Plaintiff, against MORGAN T. ALVAREZ, and DANA ALVAREZ, Defendants.']],
    [['PRAIRIE LARK FUNDING LLC, Plaintiff, against MORGAN T. ALVAREZ,', 'Defendant.']],
    [['PRAIRIE LARK FUNDING LLC, Plaintiff, against MORGAN T.', 'ALVAREZ, Defendant.']],
  ])('reads a run-on caption "X, Plaintiff, against Y, Defendant." and where the defendant may be served (%#)', (caption) => {
    const f = extractFields(
      [
        'IN THE DISTRICT COURT IN AND FOR JOHNSON COUNTY, IOWA',
        ...caption,
        'Account ending 7731',
        'PETITION AT LAW',
        'Defendant Morgan T. Alvarez may be served at:',
        '618 Ronalds St',
        'Iowa City, IA 52240',
        'No. LACV201177',
        'YOU ARE BEING SUED. Within 20 days after service of this paper upon you, you must file a written answer.',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Prairie Lark Funding LLC');
    expect(f.customer_name).toBe('Morgan T. Alvarez');
    expect(f.customer_mailing_address).toEqual({ customer_street: '618 Ronalds St', city: 'Iowa City', state: 'IA', zip_code: '52240' });
  });

  it('reads a street with the other column\'s title read onto its line, and a creditor "LP" at a sentence\'s end', () => {
    const f = extractFields(
      [
        'IN THE DISTRICT COURT OF CANADIAN COUNTY',
        'STATE OF OKLAHOMA',
        'REDBUD HOLLOW CAPITAL PARTNERS LP,',
        'Plaintiff,',
        'v. Case No. CS-2026-0571',
        'Loretta J. Pruitt,',
        '4410 SW 29th St © PETITION',
        'Yukon, OK 73099',
        'Defendant.',
      ].join('\n'),
    );
    expect(f.customer_mailing_address.customer_street).toBe('4410 SW 29th St');
    expect(extractFields('Current creditor: Redbud Hollow Capital Partners LP.\nNo lawsuit has been filed.').plaintiff_name).toBe(
      'Redbud Hollow Capital Partners LP',
    );
  });

  it('reads the first of two defendants side by side, the second without a middle initial', () => {
    const f = extractFields(
      [
        'STATE OF WISCONSIN',
        'CIRCUIT COURT',
        'OUTAGAMIE COUNTY',
        'Case No. 2026 SC 004118',
        'PLAINTIFF',
        'Fox Valley Lakes Credit Union',
        'DEFENDANT 1 DEFENDANT 2',
        'Rosa T. Lindgren Erik Lindgren',
        '77 Oneida St',
        'Appleton, WI 54911',
        '1400 W College Ave',
        'Appleton, WI 54914',
        'TO EACH DEFENDANT NAMED ABOVE: YOU ARE BEING SUED.',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Rosa T. Lindgren');
    expect(f.customer_mailing_address.customer_street).toBe('77 Oneida St');
  });

  it("reads a letter's recipient address interleaved with the side column's date, file and account lines", () => {
    const f = extractFields(
      [
        'BRANDVOLD & OKAFOR, P.A.',
        'ATTORNEYS AT LAW - 20 W Superior St, Suite 800 - Hibbing, MN 55746 - (218) 555-0150',
        'Marjorie E. Thielen',
        'November 2, 2026',
        'Our file: BO File 2609914',
        '512 E 4th St, Apt 2',
        'Account ending 8840',
        'Hibbing, MN 55746',
        'Re: Iron Range Consumer Finance LLC v. Marjorie E. Thielen',
        'Court File No. 69HI-CV-26-4418',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Marjorie E. Thielen');
    expect(f.customer_mailing_address).toEqual({ customer_street: '512 E 4th St, Apt 2', city: 'Hibbing', state: 'MN', zip_code: '55746' });
  });

  it('reads the defendant over a city line whose state and ZIP OCR ran together ("Racine, W153403")', () => {
    const f = extractFields(
      [
        'SHORELINE BANK, N.A., Case No. 2026CV000914',
        'Plaintiff,',
        'v. SUMMONS AND COMPLAINT',
        'DORIS K. HALVERSON,',
        '2210 Lathrop Ave',
        'Racine, W153403',
        'Defendant.',
        'TO THE DEFENDANT: YOU ARE BEING SUED.',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Doris K. Halverson');
  });
});

describe('held-out review of corpus 2026-12-18: a letter’s reference line and its creditor line', () => {
  const letter = [
    'GRANITE STATE RECOVERY',
    'PO Box 880, Manchester NH 03105   (603) 555-0151',
    'November 20, 2026',
    'Ref #: GSR-40021',
    'DELPHINE A MARCHAND',
    '77 Pleasant St',
    'Concord, NH 03301',
    'Re: Original creditor Seacoast Federal Credit Union - Amount due: $1,204.10',
    'This communication is from a debt collector.',
  ].join('\n');

  it('never takes the reference line for the recipient, and ends the original creditor at the next label after a dash', () => {
    const fields = extractFields(letter);
    expect(fields.customer_name).toMatch(/^Delphine A\.? Marchand$/);
    expect(fields.plaintiff_name).toBe('Seacoast Federal Credit Union');
    expect(fields.customer_mailing_address?.city).toBe('Concord');
  });
});
