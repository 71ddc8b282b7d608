import { describe, expect, it } from 'vitest';
import { extractFields } from '../extract-fields.js';
import { withoutLeaders } from './leaders.js';

/** The 2026-12-19 blind corpus's classes, each in other words: other courts, parties, firms and numbers of the same shape. */
describe('blind corpus 2026-12-19 classes, in other words', () => {
  const letterLeaderForm = (defendantLabel: string) =>
    [
      'JUSTICE COURT OF ELKO COUNTY, STATE OF NEVADA',
      'SMALL CLAIMS AFFIDAVIT',
      'Plaintiff «ceosmmnnnssseee snes Sagebrush Lending Group, Inc.',
      'Address of plaintiff «voes 77 Idaho St, Elko, NV 89801',
      `${defendantLabel} +++onessesrrrrmmmm`,
      'sens: Gretchen K. Fennimore',
      'Street address «rrereesssmmm ress 4812 Ruby Vista Dr Apt 9',
      'City, State, ZIP wsesseeemmmnnnn sees Elko, NV 89801',
      'Principal amount claimed «sss ees $1,904.22',
      'NOTICE TO DEFENDANT: You are being sued. You must appear at the hearing on the date set by the Clerk.',
    ].join('\n');

  it('reads form rows whose dotted leaders OCR read as runs of small letters, a value wrapped to the next line', () => {
    const f = extractFields(letterLeaderForm('Defendant'));
    expect(f.plaintiff_name).toBe('Sagebrush Lending Group, Inc.');
    expect(f.customer_name).toBe('Gretchen K. Fennimore');
    expect(f.customer_mailing_address).toEqual({ customer_street: '4812 Ruby Vista Dr Apt 9', city: 'Elko', state: 'NV', zip_code: '89801' });
  });

  it("reads a leader row whose party label OCR garbled in mixed case ('DeFEnDAMt')", () => {
    const f = extractFields(letterLeaderForm('DeFEnDAMt'));
    expect(f.customer_name).toBe('Gretchen K. Fennimore');
  });

  it("begins a court's name that names no place with the state's heading printed right over it", () => {
    const text = [
      'STATE OF VERMONT',
      'SUPERIOR COURT',
      'CIVIL DIVISION',
      'BEAVERBROOK RECOVERY PARTNERS, LLC,',
      'Plaintiff,',
      'v.',
      'GRETCHEN A. MALLOY,',
      'Defendant.',
      'Docket No. 231-4-26 Wncv',
      'SUMMONS',
    ].join('\n');
    expect(extractFields(text).court_name?.toLowerCase()).toBe('state of vermont, superior court, civil division');
    const split = text.replace('STATE OF VERMONT', 'STATE\nOF VERMONT');
    expect(extractFields(split).court_name?.toLowerCase()).toBe('state of vermont, superior court, civil division');
  });

  it('reads a numbered form whose names are printed over their labels and whose address row has no colon', () => {
    const text = [
      'IN THE MAGISTRATE COURT OF BIBB COUNTY, GEORGIA',
      'STATEMENT OF CLAIM',
      'CIVIL ACTION NO. 26-MV-00783',
      'Pinewood Consumer Funding LP, a Texas limited partnership: [_] Lif [_]',
      '1. Plaintiff name',
      "2. Plaintiff's address 900 Commerce St, Fort Worth, TX 76102",
      'Harold B. Vantassel: L oc]',
      '3. Defendant',
      "4. Defendant's address 318 Vineville Ave Apt 5, Macon, GA 31201",
      '5. Amount claimed (principal) $3,106.45',
      'You are hereby summoned and required to answer the claim within thirty days.',
    ].join('\n');
    const f = extractFields(text);
    expect(f.plaintiff_name).toBe('Pinewood Consumer Funding LP');
    expect(f.customer_name).toBe('Harold B. Vantassel');
    expect(f.customer_mailing_address).toEqual({ customer_street: '318 Vineville Ave Apt 5', city: 'Macon', state: 'GA', zip_code: '31201' });
  });

  it('reads a civil action number after "C.A. No." and a case-number label OCR read as "numeer"', () => {
    const caption = (label: string) =>
      [
        'IN THE COURT OF COMMON PLEAS FOR THE STATE OF DELAWARE',
        'IN AND FOR SUSSEX COUNTY',
        label,
        'SUSSEX SHORE CREDIT, LLC,',
        'Plaintiff,',
        'v.',
        'QUENTIN T. ARKWRIGHT,',
        'Defendant.',
        'COMPLAINT',
      ].join('\n');
    expect(extractFields(caption('C.A. No. CPU3-25-001907')).civil_number).toBe('CPU3-25-001907');
    expect(extractFields(caption(' C.A.No. 4CA-2025-00763')).civil_number).toBe('4CA-2025-00763');
    expect(extractFields(caption('case numeer SC 25-0871')).civil_number).toBe('SC 25-0871');
  });

  it("reads a caption's defendant address whose street and city the other column's lines split", () => {
    const caption = (between: string[]) =>
      [
        'FIFTH JUDICIAL DISTRICT COURT',
        'TWIN FALLS COUNTY, STATE OF IDAHO',
        'BLUE LAKES AUTO CREDIT, INC.,',
        '611 Blue Lakes Blvd N, Twin Falls, ID 83301',
        'Plaintiff,',
        'v.',
        'Case No. CV42-25-01788',
        'QUENTIN V. PETTIBONE',
        'Judge Miriam Okonkwo-Reyes',
        '955 Shoshone St E',
        ...between,
        'Twin Falls, ID 83301',
        'Defendant.',
        'SUMMONS',
      ].join('\n');
    const want = { customer_street: '955 Shoshone St E', city: 'Twin Falls', state: 'ID', zip_code: '83301' };
    expect(extractFields(caption(['Account: Contract 5520-118'])).customer_mailing_address).toEqual(want);
    expect(extractFields(caption(['QeLr', 'Account: Contract 5520-118'])).customer_mailing_address).toEqual(want);
  });

  it("reads a grid form's defendant street and city from one row of boxes and its ZIP from a box further on", () => {
    const text = [
      'STATE OF VERMONT',
      'SUPERIOR COURT',
      'SMALL CLAIMS',
      'DEFENDANT (NAME)',
      'Winona J. Faircloth',
      'DEFENDANT STREET ADDRESS CITY / STATE',
      '402 Idaho Ave Bennington, VT',
      'AMOUNT OF CLAIM (PRINCIPAL ONLY) COURT COSTS',
      '$1,215.00 $105.00',
      'ACCOUNT NO',
      'Invoice 3381',
      'zp',
      '05201',
      'NOTICE OF SUIT. A small claim has been filed against you.',
    ].join('\n');
    expect(extractFields(text).customer_mailing_address).toEqual({ customer_street: '402 Idaho Ave', city: 'Bennington', state: 'VT', zip_code: '05201' });
  });

  it("reads a fund's roman numeral I that OCR read as a bracket", () => {
    const text = [
      'IN THE DISTRICT COURT OF OSAGE COUNTY, STATE OF OKLAHOMA',
      'PRAIRIE HOLLOW CAPITAL FUND [, LLC,',
      'Plaintiff,',
      'v.',
      'Case No. SC-2025-4471',
      'MAXINE R. DOOLITTLE,',
      'Defendant.',
      'PETITION',
    ].join('\n');
    expect(extractFields(text).plaintiff_name).toBe('Prairie Hollow Capital Fund I, LLC');
  });

  it("reads a letter's creditor cut at its comma in the box from the sentence that names it in full", () => {
    const text = [
      'Beaverbrook Recovery Bureau, Inc.',
      'PO Box 4410, Grand Island, NE 68801 - (402) 555-0139',
      'Account summary',
      'Our file no.: NRB-55102',
      'Creditor: Coteau Receivables Fund II,',
      'Bernard T. Vantongeren',
      '77 Linden St',
      'Beatrice, NE 68310',
      'March 3, 2026',
      'Dear Bernard T. Vantongeren:',
      'Beaverbrook Recovery Bureau, Inc. is a debt collector. We are trying to collect a debt',
      'that you owe to Coteau Receivables Fund II, LLC. We will use any information you give us to help collect the debt.',
    ].join('\n');
    expect(extractFields(text).plaintiff_name).toBe('Coteau Receivables Fund II, LLC');
  });

  it('reads a letter\'s creditor that has no suffix from "you had an account with … with account number"', () => {
    const text = [
      'Mesabi Range Collections, LLC',
      'PO Box 2207, Minot, ND 58702 - (701) 555-0144',
      'Desiree L. Fennimore',
      '415 9th St S',
      'Minot, ND 58701',
      'April 2, 2026',
      'Dear Desiree L. Fennimore:',
      'Mesabi Range Collections, LLC is a debt collector. We are trying to collect a debt that you owe to Souris Valley',
      'Orthopedic Clinic. We will use any information you give us to help collect the debt.',
      'Our information shows: you had an account with Souris Valley Orthopedic Clinic with account number 88-2190.',
    ].join('\n');
    expect(extractFields(text).plaintiff_name).toBe('Souris Valley Orthopedic Clinic');
  });

  it('reads a court\'s bare "SMALL CLAIMS" line under its name as part of it', () => {
    const text = [
      'IN THE',
      'COUNTY COURT OF HALL COUNTY,',
      'NEBRASKA',
      'SMALL CLAIMS',
      "PLAINTIFF'S CLAIM AND NOTICE TO APPEAR",
      'Case No. SC 25-3310',
      'Plaintiff: Haymarket Appliance Service',
      'Defendant: Colette V. Brandauer',
    ].join('\n');
    expect(extractFields(text).court_name?.toLowerCase()).toBe('county court of hall county, nebraska, small claims');
  });
});

describe('held-out review of corpus 12-19: a form row with its label in any case, a row number and printed dots', () => {
  it('reads "N. Label ....... value" rows as the label and its value', () => {
    const text = [
      'IN THE COUNTY COURT OF LANCASTER COUNTY, NEBRASKA',
      'SMALL CLAIMS',
      '1. Plaintiff .................... Bluestem Valley Lending Inc.',
      '2. Defendant .................... Harold P. Quist',
      "3. Defendant's address .......... 610 S 27th St",
      '                                  Lincoln, NE 68510',
      '4. Amount claimed ............... $2,405.10',
      'Case No. SC 26-0419',
    ].join('\n');
    const fields = extractFields(text);
    expect(fields.plaintiff_name).toBe('Bluestem Valley Lending Inc.');
    expect(fields.customer_name).toBe('Harold P. Quist');
    expect(fields.customer_mailing_address?.customer_street).toBe('610 S 27th St');
    expect(fields.customer_mailing_address?.zip_code).toBe('68510');
    // A sentence ending in an ellipsis is no row.
    expect(withoutLeaders('The defendant failed to pay.... Plaintiff demands judgment.')).toBe('The defendant failed to pay.... Plaintiff demands judgment.');
  });

  it('reads a Spanish label column (NÚMERO DE CASO, DEMANDANTE, DEMANDADO) whose defendant has no address under the name', () => {
    const fields = extractFields(
      [
        'Dona Ana County Magistrate Court',
        'AVISO DE DEMANDA',
        '(Spanish notice)',
        'NÚMERO DE CASO',
        'DEMANDANTE',
        'DEMANDADO',
        'REFERENCIA',
        'M-14-CV-2026-00912',
        'Organ Mountain Auto Credit, Inc.',
        '2210 S Main St, Las Cruces, NM 88005',
        'Rosalinda T. Quiñones',
        'Referencia 88-2031',
        'Se ha presentado una demanda civil en su contra. El demandante reclama la cantidad principal de $1,402.10.',
      ].join('\n'),
    );
    expect(fields.plaintiff_name).toBe('Organ Mountain Auto Credit, Inc.');
    expect(fields.customer_name).toBe('Rosalinda T. Quiñones');
  });

  it('reads a dollar sign read as "§" with its thousands and cents set off by commas, never the interest row under it', () => {
    const fields = extractFields(
      ['SMALL CLAIMS', 'Principal amount claimed ..... §2, 047,15', 'Interest (stated separately) ..... $96, 10', 'Total ..... $2143.25'].join('\n'),
    );
    expect(fields.lawsuit_amount).toBe(204715);
  });
  it('passes over an amount cue whose sentence goes on to the costs before its dollar figure', () => {
    const fields = extractFields(
      [
        'AMOUNT OF CLAIM (PRINCIPAL ONLY) COURT COSTS',
        '$2,310.75 $96.00',
        'If you do not appear, judgment may be entered for the amount claimed plus court costs of $96.00.',
      ].join('\n'),
    );
    expect(fields.lawsuit_amount).toBe(231075);
  });
});
