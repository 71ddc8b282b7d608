import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.js';
import { findAmount } from './extraction/amounts.js';
import { findEmail } from './extraction/mailboxes.js';
import { findCaseNumber } from './extraction/numbers.js';

/** The 2026-12-15 blind corpus's classes, each in other words: other courts, parties, firms and numbers of the same shape. */
describe('blind corpus 2026-12-15 classes, in other words', () => {
  it('reads party headings with a translation after a slash, each value over its caption and the city blank past other blanks', () => {
    const f = extractFields(
      [
        'PETITION: DEBT CLAIM CASE',
        '1. PLAINTIFF / Nguyén don',
        'Harborline Credit Partners, LLC, as assignee of Ocean Mutual Bank, N.A.',
        'NAME',
        '4100 Westheimer Rd Ste 900, Houston, TX 77027',
        'ADDRESS',
        '3. DEFENDANT /Bj don',
        'Minh T. Pham',
        'NAME',
        '5120 Bellaire Blvd Apt 16',
        'ADDRESS FOR SERVICE',
        '4. SERVICE / Tong dat',
        'XXX-XX-4410 DL last 3: 118',
        'LAST 3 SSN DRIVER LICENSE',
        'Bellaire TX 77401',
        'CITY STATE ZIP',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Harborline Credit Partners, LLC');
    expect(f.customer_name).toBe('Minh T. Pham');
    expect(f.customer_mailing_address).toEqual({ customer_street: '5120 Bellaire Blvd Apt 16', city: 'Bellaire', state: 'TX', zip_code: '77401' });
  });

  it('reads a party heading with its note in parentheses and "AND ADDRESS" after it, the name printed last name first', () => {
    const f = extractFields(
      [
        'WARRANT IN DEBT',
        'PLAINTIFF(S) (LAST NAME, FIRST NAME, MIDDLE INITIAL) AND ADDRESS',
        'BLUE RIDGE CARD SERVICES, LLC',
        '500 E Main St, Roanoke, VA 24011',
        'DEFENDANT(S) (LAST NAME, FIRST NAME, MIDDLE INITIAL) AND ADDRESS',
        "D'ARCY, MARCEL T.",
        "Marcel T. D'Arcy",
        '22 Pine Hollow Rd Apt 9',
        'Salem, VA 24153',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Blue Ridge Card Services, LLC');
    expect(f.customer_name).toBe("Marcel T. D'Arcy");
    expect(f.customer_mailing_address).toEqual({ customer_street: '22 Pine Hollow Rd Apt 9', city: 'Salem', state: 'VA', zip_code: '24153' });
  });

  it('reads a form’s numbered headings without a period, and never takes an unrepresented plaintiff for its own law firm', () => {
    const f = extractFields(
      [
        'AFFIDAVIT AND CLAIM',
        '1 PLAINTIFF’S NAME, ADDRESS, TELEPHONE',
        'Thumb Area Veterinary Clinic, PLLC',
        '88 Main St, Caro, MI 48723',
        'E-mail: billing@thumbareavet.com',
        '2 DEFENDANT’S NAME, ADDRESS, TELEPHONE',
        'Holly R. Brandt',
        '415 Frank St',
        'Caro, MI 48723',
        'I am the plaintiff and',
        'know that the defendant owes me $912.40 for the following reason:',
        'Small claims limit: $7,000. Fee schedule: $30 (up to $600), $55 ($600.01-$1,750)',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Thumb Area Veterinary Clinic, PLLC');
    expect(f.law_firm_name).toBeNull();
    expect(f.customer_name).toBe('Holly R. Brandt');
    expect(f.lawsuit_amount).toBe(91240);
  });

  it('reads both party blocks under their labels, whatever stands above the first label', () => {
    const f = extractFields(
      [
        'Rnee ol Ws DRAT Lie TEN ao',
        'SUMMONS IN A CIVIL ACTION',
        '(Claim for money, not more than $25,000)',
        'PLAINTIFF',
        'Summit Peak Lending, Inc.',
        '1200 17th St Ste 500, Denver, CO 80202',
        'DEFENDANT',
        'Carla J. Whitmore',
        '88 S Pearl St Apt 3',
        'Denver, CO 80209',
        'TO THE ABOVE-NAMED DEFENDANT: You are summoned to appear and defend.',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Summit Peak Lending, Inc.');
    expect(f.customer_name).toBe('Carla J. Whitmore');
    // A caption read out of order still reads as one: the name above its label is the plaintiff.
    const caption = extractFields(
      ['ORCHARD BAY FUNDING, LLC', 'PLAINTIFF', 'RUTH A. KEMPER', '71 Elm St', 'Ames, IA 50010', 'DEFENDANT', 'PETITION'].join('\n'),
    );
    expect(caption.plaintiff_name).toBe('Orchard Bay Funding, LLC');
    expect(caption.customer_name).toBe('Ruth A. Kemper');
  });

  it('reads both labelled parties printed on one line, the first label misread', () => {
    const f = extractFields(
      [
        'IN THE DISTRICT COURT OF WYANDOTTE COUNTY, KANSAS',
        'SUMMONS',
        'Plaintitf(s): Prairie Wind Receivables, LLC Defendant(s): Nolan B. Achterberg',
        'TO THE ABOVE-NAMED DEFENDANT at: 1800 E 23rd St Apt 2, Independence, MO 64055',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Prairie Wind Receivables, LLC');
    expect(f.customer_name).toBe('Nolan B. Achterberg');
    expect(f.customer_mailing_address).toEqual({ customer_street: '1800 E 23rd St Apt 2', city: 'Independence', state: 'MO', zip_code: '64055' });
  });

  it('reads a name with a note in parentheses after it, its address on the detachable notice', () => {
    const f = extractFields(
      [
        'STATEMENT OF CLAIM AND SUMMONS',
        'Plaintiff: Red Clay Receivables, LLC, 10 Park Pl Ste 400, Macon, GA 31201',
        'Defendant: Terrence L. Boyd (address on the notice below)',
        'Kendra A. Lott, Ga. Bar No. 448120',
        'Lott & Pryor, P.C.',
        '40 Cotton Ave, Macon, GA 31201',
        'NOTICE TO DEFENDANT — DETACH AND KEEP',
        'TERRENCE L. BOYD',
        '1190 HARDEMAN AVE APT 4',
        'MACON GA 31201',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Terrence L. Boyd');
    expect(f.customer_mailing_address).toEqual({ customer_street: '1190 HARDEMAN AVE APT 4', city: 'MACON', state: 'GA', zip_code: '31201' });
  });

  it('reads a caption with the case number and a John Doe between the defendant and the label, and the attorney block beside the defendant’s', () => {
    const f = extractFields(
      [
        'STATE OF MICHIGAN',
        'IN THE 52-3 DISTRICT COURT FOR THE COUNTY OF OAKLAND',
        'LAKESHORE CAPITAL RECOVERY, LLC,',
        'Plaintiff,',
        'Case No.',
        'v',
        'BRENDAN T. OKAFOR',
        '26-0417-GC',
        'and JANE DOE, a fictitious name for any',
        'unknown co-obligor on the account,',
        'Defendants.',
        'Hon. Marcus E. Reilly',
        'BRIGHTWATER & LOWE, PLC',
        'By: Ann Brightwater (P61234)',
        'Attorneys for Plaintiff',
        '31000 Telegraph Rd Ste 200, Bingham Farms, MI 48025',
        'abrightwater@brightwaterlowe.com',
        'BRENDAN T. OKAFOR',
        '4410 ROCHESTER RD APT 12',
        'ROCHESTER HILLS, MI 48307',
        'Defendant',
        'There is no other pending or resolved civil action arising out of the transaction alleged in this complaint.',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Brendan T. Okafor');
    expect(f.customer_mailing_address).toEqual({ customer_street: '4410 ROCHESTER RD APT 12', city: 'ROCHESTER HILLS', state: 'MI', zip_code: '48307' });
    expect(f.plaintiff_name).toBe('Lakeshore Capital Recovery, LLC');
    expect(f.law_firm_name).toBe('Brightwater & Lowe, PLC');
    expect(f.court_name).toBe('State of Michigan, 52-3 District Court for the County of Oakland');
  });

  it('puts the state’s heading line before a court named under it, past a form’s title and copy lines', () => {
    const f = extractFields(
      [
        'APPROVED, SCAO',
        'STATE OF MICHIGAN',
        'SUMMONS',
        'JUDICIAL DISTRICT',
        'Original — Court - 1st copy — Defendant',
        '41A DISTRICT COURT',
        'COURT ADDRESS AND TELEPHONE',
      ].join('\n'),
    );
    expect(f.court_name).toBe('State of Michigan, 41A District Court');
    // (The form's title read onto the state's line.)
    expect(extractFields(['STATE OF MICHIGAN SUMMONS', '| oc oraTmCT ore se', '41A DISTRICT COURT', 'COURT ADDRESS AND TELEPHONE'].join('\n')).court_name).toBe(
      'State of Michigan, 41A District Court',
    );
    const plain = extractFields(['IN THE DISTRICT COURT OF WYANDOTTE COUNTY, KANSAS', 'SUMMONS'].join('\n'));
    expect(plain.court_name).toBe('District Court of Wyandotte County, Kansas');
  });

  it('ends a court’s line at its address after a colon, carries an "AT" city line, and drops a translation after a slash', () => {
    expect(extractFields('ROANOKE COUNTY GENERAL DISTRICT COURT : 305 E Main Commons, Salem, Virginia 24153 -\nWARRANT IN DEBT').court_name).toBe(
      'Roanoke County General District Court',
    );
    expect(extractFields('IN THE DISTRICT COURT FOR THE STATE OF ALASKA\nAT FAIRBANKS\nBorealis Credit, LLC,\nPlaintiff,').court_name).toBe(
      'District Court for the State of Alaska at Fairbanks',
    );
    expect(extractFields('TEMPE JUSTICE COURT /Juzgado de Paz Tempe\nMARICOPA COUNTY, STATE OF ARIZONA\nSUMMONS / CITATORIO').court_name).toBe(
      'Tempe Justice Court, Maricopa County, State of Arizona',
    );
  });

  it('passes a case number read with a space, and a small-claims case box’s label, between a court’s lines', () => {
    expect(extractFields('DISTRICT COURT OF MARYLAND FOR CHARLES\nD-041. CV-26-003318\nCOUNTY\nCOMPLAINT').court_name).toBe(
      'District Court of Maryland for Charles County',
    );
    expect(extractFields('OGDEN JUSTICE COURT\nSMALL CLAIMS CASE NUMBER\nWEBER COUNTY, STATE OF UTAH\n26 SC 1182').court_name).toBe(
      'Ogden Justice Court, Weber County, State of Utah',
    );
  });

  it('names the firm of partners in a lawyer’s run-on line, and in a sentence with a bar roll number', () => {
    const run = extractFields(
      [
        'SUMMONS',
        "Plaintiff's attorney: Dana K. Wirth, KS #23001 / MO #60112, Haskell, Wirth & Pruitt, P.A., 4600 College Blvd Ste 100,",
        'Overland Park, KS 66211, (913) 555-0144, dwirth@hwplaw.com (filings: docket@hwplaw.com).',
      ].join('\n'),
    );
    expect(run.law_firm_name).toBe('Haskell, Wirth & Pruitt, P.A.');
    const sentence = extractFields(
      [
        'CITATION',
        'This service was requested by attorney Celeste R. Arceneaux (Bar Roll No. 34117), Thibodeaux & Arceneaux, APLC, 920 Main',
        'St Ste 300, Lafayette, LA 70501, telephone (337) 555-0120, fax (337) 555-0121, and was issued by the',
        'Clerk of Court.',
      ].join('\n'),
    );
    expect(sentence.law_firm_name).toBe('Thibodeaux & Arceneaux, APLC');
  });

  it('never takes a counsel’s role line for the firm, and names a firm by its mailbox with "& Associates" in its name', () => {
    const role = extractFields(
      [
        'PETITION ON OPEN ACCOUNT',
        'Respectfully submitted,',
        'BOUDREAUX, LEMAIRE & HEBERT, L.L.C.',
        'Jules P. Lemaire (La. Bar No. 31990)',
        '400 Poydras St Ste 1200',
        'New Orleans, LA 70130',
        'E-mail: jlemaire@blhlaw.com',
        'Counsel for Petitioner',
      ].join('\n'),
    );
    expect(role.law_firm_name).toBe('Boudreaux, Lemaire & Hebert, L.L.C.');
    const printout = extractFields(
      [
        'WARRANT IN DEBT',
        'PLAINTIFF 01',
        'SHENANDOAH CREDIT SOLUTIONS, LLC',
        '900 E BROAD ST, RICHMOND, VA 23219',
        'ATTORNEY',
        '01 PAULA R. STEWART VSB 81133',
        'STEWART BYRD & ASSOCIATES, PLLC',
        '1500 FOREST AVE STE 210, RICHMOND, VA 23229',
        'EMAIL pstewart@stewartbyrd.com',
      ].join('\n'),
    );
    expect(printout.law_firm_name).toBe('Stewart Byrd & Associates, PLLC');
  });

  it('cuts a firm’s name at its suffix when a photo’s specks follow it, and takes a plaintiff block beside the attorney’s', () => {
    expect(extractFields('SUMMONS\nAttorney for Plaintiff\nLena M. Dorsey (P70118)\nDorsey, Hale & Kim, P.C. Servce copes elt blmew net').law_firm_name).toBe(
      'Dorsey, Hale & Kim, P.C.',
    );
    const beside = extractFields(
      [
        'SUMMONS',
        "PLAINTIFF'S ATTORNEY",
        'PLAINTIFF',
        'Marisa T. Quintal, RI Bar #8812',
        'Ocean State Portfolio, LLC',
        'Quintal & Rowe, Ltd.',
        '1 Exchange St Ste 300, Providence, RI 02903',
        'DEFENDANT',
        'Arlindo P. Sousa',
        '14 Dexter St',
        'Central Falls, RI 02863',
      ].join('\n'),
    );
    expect(beside.plaintiff_name).toBe('Ocean State Portfolio, LLC');
    expect(beside.law_firm_name).toBe('Quintal & Rowe, Ltd.');
    expect(beside.customer_name).toBe('Arlindo P. Sousa');
  });

  it('reads a suit number, a docket number beside its section’s cell, and a case number under its label past an address', () => {
    expect(findCaseNumber(['SUIT NO.: 188-902', 'DIVISION: "C"'])).toBe('188-902');
    expect(findCaseNumber(['DOCKET NO. SECTION', 'C-640117 24'])).toBe('C-640117');
    expect(
      findCaseNumber(['SMALL CLAIMS CASE NUMBER', 'WEBER COUNTY, STATE OF UTAH', '2525 Grant Commons, Ogden, UT 84401 - (801) 555-0140', '26 SC 1182']),
    ).toBe('26 SC 1182');
  });

  it('keeps a case number’s two-letter prefix, its year whole, and a limited-actions code; reads a dollar sign for an S', () => {
    expect(findCaseNumber(['Case No. SG-2026-LM-004418'])).toBe('SG-2026-LM-004418');
    expect(findCaseNumber(['Case No. $G-2026-LM-004418'])).toBe('SG-2026-LM-004418');
    expect(findCaseNumber(['Case Number:', '2026C044817'])).toBe('2026C044817');
    expect(findCaseNumber(['SUMMONS', '26LA03318', 'Limited Actions'])).toBe('26LA03318');
  });

  it('never takes a clerk’s mailbox for the lawyer’s, whatever word its name begins with', () => {
    expect(findEmail('12 Court Sq - smallclaimsclerk@maconstatect.org\nAttorney for Plaintiff\nrfoley@foleylaw.com')).toBe('rfoley@foleylaw.com');
  });

  it('takes the principal the form says was sued for or is owed, never the original loan or a balance as of a date', () => {
    expect(findAmount('PRINCIPAL SUED FOR: $3,118.20\nBAL AS OF 09/30/26: $3,218.20')).toBe(311820);
    expect(
      findAmount(
        'in the original principal amount of $20,000.00.\nWHEREFORE, Plaintiff demands judgment against Defendant in the amount of $17,244.10, plus interest',
      ),
    ).toBe(1724410);
    expect(
      findAmount(
        [
          'AMOUNT OF CLAIM',
          'a. Balance as of charge-off date 03/31/2026',
          'b. Payments and credits received since charge-off',
          'c. Principal balance claimed',
          'd. Interest claimed (waived)',
          'e. Attorney fees',
          'f. Total sought, not including court costs (c + d + e)',
          '$2,950.00',
          '($150.00)',
          '$2,800.00',
          '$0.00',
          '$400.00',
          '$3,200.00',
        ].join('\n'),
      ),
    ).toBe(280000);
  });

  it('cuts "et al." (as a photo reads it too) and "and all other occupants" from a defendant, and joins an entity’s last word wrapped alone', () => {
    expect(extractFields('CAUSE NO. CC-26-04410-B\nLONE OAK FUNDING LLC,\nPlaintiff,\nv.\nDARIUS K. MOORE, et al.,\nDefendants.').customer_name).toBe(
      'Darius K. Moore',
    );
    expect(extractFields('CAUSE NO. CC-26-04410-B\nLONE OAK FUNDING LLC,\nPlaintiff.\nv.\nDARIUS K. MOORE. er al..\nDefendants.').customer_name).toBe(
      'Darius K. Moore',
    );
    const wrapped = extractFields(
      'CHESAPEAKE TEACHERS FEDERAL CREDIT\nUNION\n1200 Bay Dr, Annapolis, MD 21403\nPlaintiff,\nv.\nLYDIA M. HARGROVE\n88 Oak St\nLaurel, MD 20707\nDefendant.',
    );
    expect(wrapped.plaintiff_name).toBe('Chesapeake Teachers Federal Credit Union');
    const occupants = extractFields(
      'DEFENDANT(S):\nMarisol T. Ybarra and all other occupants\n88 W Baseline Rd Apt 210\nMesa, AZ 85210\nPLAINTIFF(S):\nSaguaro Flats Apartments, LLC',
    );
    expect(occupants.customer_name).toBe('Marisol T. Ybarra');
  });

  it('finds the consumer in a service list under its heading, and their address there when the name was lost', () => {
    const listed = extractFields(
      [
        'IN THE CIRCUIT COURT OF THE CITY OF NORFOLK',
        'HARBOR POINT AUTO FINANCE CORP.,',
        'Plaintiff,',
        'v.',
        'a. ORA T. WYNN,',
        'Defendant.',
        'COMPLAINT',
        'Plaintiff Harbor Point Auto Finance Corp., by counsel, states as follows for its Complaint against Defendant',
        'Loretta T. Wynn:',
        'Gavin R. Tully (VSB No. 80211)',
        'Tully Marsh PLC',
        '150 W Main St Ste 700, Norfolk, VA 23510',
        'SERVICE LIST — PLEASE SERVE:',
        'Loretta T. Wynn',
        '2210 Colley Ave Apt 3',
        'Norfolk, VA 23517',
      ].join('\n'),
    );
    expect(listed.customer_name).toBe('Loretta T. Wynn');
    expect(listed.customer_mailing_address).toEqual({ customer_street: '2210 Colley Ave Apt 3', city: 'Norfolk', state: 'VA', zip_code: '23517' });
    const lost = extractFields(
      [
        'HARBOR POINT AUTO FINANCE CORP.,',
        'Plaintiff,',
        'v.',
        'LORETTA T. WYNN,',
        'Defendant.',
        'Gavin R. Tully (VSB No. 80211)',
        'Tully Marsh PLC',
        '150 W Main St Ste 700, Norfolk, VA 23510',
        'SERVICE LIST — pL,',
        '2210 Colley Ave Apt 3',
        'Norfolk, VA 23517',
      ].join('\n'),
    );
    expect(lost.customer_mailing_address).toEqual({ customer_street: '2210 Colley Ave Apt 3', city: 'Norfolk', state: 'VA', zip_code: '23517' });
  });

  it('takes the person the citation serves over an entity read under the defendant’s heading, and that entity as the plaintiff', () => {
    const f = extractFields(
      [
        'NUMERO DE CAUSA / CAUSE NO.',
        'J32-CV-26-00719',
        'DEMANDANTE / PLAINTIFF',
        'TEE NRO STG RAR -» REBT [Wess « BETS BAAS',
        'DEMANDADO(A) / DEFENDANT',
        'Gulf Coast Debt Buyers, LLC',
        '500 N Shoreline Blvd Ste 800, Corpus Christi, TX 78401',
        'Hector J. Salinas',
        '— ENTREGUESE EN / SERVE AT:',
        'Hector J. Salinas',
        '1404 S 10th St',
        'Edinburg, TX 78539',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Hector J. Salinas');
    expect(f.customer_mailing_address).toEqual({ customer_street: '1404 S 10th St', city: 'Edinburg', state: 'TX', zip_code: '78539' });
    expect(f.plaintiff_name).toBe('Gulf Coast Debt Buyers, LLC');
  });

  it('stops a defendant’s address block at the lawyer’s registration line, and reads it from the pleading instead', () => {
    const f = extractFields(
      [
        'County Court, Larimer County, Colorado',
        'Plaintiff: TIMBERLINE ACCEPTANCE, LLC',
        'v',
        'Defendant: OWEN R. HALVORSEN',
        'Amey for Plan',
        'Priya S. Natarajan, Atty. Reg. #: 48810',
        'Natarajan Cole, LLC',
        '1600 Stout St Ste 900, Denver, CO 80202',
        'Case Number:',
        '2026C019922',
        '2. Defendant Owen R. Halvorsen resides at 3120 W Elizabeth St Apt 4, Fort Collins, Colorado 80521, in Larimer County.',
      ].join('\n'),
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '3120 W Elizabeth St Apt 4', city: 'Fort Collins', state: 'CO', zip_code: '80521' });
  });

  it('reads values printed over their captions in two columns, both names read before the left column’s caption', () => {
    const f = extractFields(
      [
        'MAGISTRATE COURT OF COBB COUNTY',
        'STATEMENT OF CLAIM',
        '26-M-40817',
        'CIVIL ACTION FILE NO.',
        'Pinecrest Asset Holdings 11, LLC',
        'Marisol K, Okafor',
        "PLAINTIFF'S NAME",
        '1100 Peachtree St NE Ste 900, Atlanta, GA',
        '30309',
        "PLAINTIFF'S ADDRESS",
        'c/o Dunmore Reyes LLC, (404) 555-0161',
        "PLAINTIFF'S ATTORNEY / PHONE",
        "DEFENDANT'S NAME",
        '77 Quail Run Trace',
        'STREET ADDRESS',
        'Marietta GA 30064',
        'cry STATE zp',
        "PLAINTIFF'S CLAIM: The defendant owes the plaintiff the sums stated below for the following reasons:",
        'Unpaid balance on a store card, acct. ending 4471.',
        'Principal $2,480.19 Interest $140.00',
        'Total $2,620.19',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Pinecrest Asset Holdings II, LLC');
    expect(f.customer_name).toBe('Marisol K. Okafor');
    expect(f.customer_mailing_address).toEqual({ customer_street: '77 Quail Run Trace', city: 'Marietta', state: 'GA', zip_code: '30064' });
    expect(f.law_firm_name).toBe('Dunmore Reyes LLC');
    expect(f.civil_number).toBe('26-M-40817');
    expect(f.lawsuit_amount).toBe(248019);
    // The number alone, its label lost; never a sentence's account number under a "CLAIM:" label.
    expect(
      findCaseNumber(['STATEMENT OF CLAIM', '26-M-40817', "PLAINTIFF'S CLAIM: The defendant owes the plaintiff the sums below:", 'acct. ending 4471']),
    ).toBe('26-M-40817');
    // One column of captioned blanks, each name over its own caption: each role its own.
    const own = extractFields(
      ['| PLAINTIFI', 'Birchwood Credit Union', 'PLAINTIFF NAME', '300 Elm St', 'STREET ADDRESS', '| DEFENDAN]', 'Tobias R. Wendt', 'DEFENDANT NAME'].join(
        '\n',
      ),
    );
    expect(own.plaintiff_name).toBe('Birchwood Credit Union');
    expect(own.customer_name).toBe('Tobias R. Wendt');
  });

  it('reads a pleading’s role label after its line number, past a Does tail whose count ends "through X, inclusive"', () => {
    const f = extractFields(
      [
        'DISTRICT COURT',
        'WASHOE COUNTY, NEVADA',
        'TRUCKEE MEADOWS AUTO CREDIT, LLC, a Nevada',
        'limited liability company,',
        'Plaintiff,',
        'VS.',
        'HOLLIS T. MARCHETTI, an individual;',
        'DOES I through X; and ROE CORPORATIONS I',
        'through X, inclusive,',
        '12 Defendants.',
        '1. Defendant Hollis T. Marchetti resides at 940 Mill St, Reno, NV 89502.',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Hollis T. Marchetti');
    expect(f.customer_mailing_address).toEqual({ customer_street: '940 Mill St', city: 'Reno', state: 'NV', zip_code: '89502' });
  });

  it('keeps the city line under the name when OCR lost the street’s number, and reads a thousands comma read as a space', () => {
    const f = extractFields(
      [
        'Defendant: Wendell P. Ashby (address on Notice to Defendant below)',
        'NOTICE TO DEFENDANT — DETACH AND KEEP',
        'WENDELL P. ASHBY You have been sued by Red Clay Receivables, LLC in the',
        'MERCER UNIVERSITY DR APT 9 Magistrate Court of Bibb County.',
        'MACON GA 31204',
      ].join('\n'),
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: null, city: 'MACON', state: 'GA', zip_code: '31204' });
    expect(findAmount('Amount sued for: $21 418.06 plus interest, fees and costs')).toBe(2141806);
  });

  it('passes the rest of a plaintiff’s agent wrapped under its name between side-by-side headings, and reads the defendant’s block below', () => {
    const f = extractFields(
      [
        'PLAINTIFF(S) / DEMANDANTE(S) DEFENDANT(S) / DEMANDADO(S)',
        'Mesquite Flats Apartments, LLC, by its agent Ocotillo',
        'Residential Management',
        '900 E Main St (Leasing Office), Mesa, AZ 85203',
        'THE STATE OF ARIZONA TO THE DEFENDANT(S): You are summoned to appear.',
        'Amounts claimed / Cantidades reclamadas',
        'Renata J. Solis and all other occupants / y todos los',
        'demas ocupantes',
        '900 E Main St Apt 214',
        'Mesa, AZ 85203',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Mesquite Flats Apartments, LLC');
    expect(f.customer_name).toBe('Renata J. Solis');
    expect(f.customer_mailing_address).toEqual({ customer_street: '900 E Main St Apt 214', city: 'Mesa', state: 'AZ', zip_code: '85203' });
  });

  it('reads a heading whose translation OCR read with a digit, and the ZIP caption read "2p"', () => {
    const f = extractFields(
      [
        '3. DEFENDANT /8 don',
        'Quoc B. Lam',
        'NAME',
        '2214 Ella Blvd Apt 5',
        'ADDRESS FOR SERVICE',
        '4. SERVICE / T6ng dat',
        'Pasadena TX 77506',
        'cry STATE 2p',
      ].join('\n'),
    );
    expect(f.customer_name).toBe('Quoc B. Lam');
    expect(f.customer_mailing_address).toEqual({ customer_street: '2214 Ella Blvd Apt 5', city: 'Pasadena', state: 'TX', zip_code: '77506' });
  });

  it('takes the debt now from a column of dotted labels, and the principal row of a bilingual itemization past a note with its own amount', () => {
    expect(
      findAmount(
        [
          'AS OF 05/31/2026 YOU OWED...............',
          '$612.00',
          'INTEREST SINCE 05/31/2026...............',
          'FEES SINCE 05/31/2026...................',
          'PAYMENTS/CREDITS SINCE 05/31/2026.......',
          'TOTAL AMOUNT OF THE DEBT NOW............',
          '+ $31.20',
          '+ $0.00',
          '- $25.00',
          '$618.20',
        ].join('\n'),
      ),
    ).toBe(61820);
    expect(
      findAmount(
        [
          'Amounts claimed / Cantidades reclamadas',
          'Rent owed through 10/31/2026 (principal) / Renta adeudada (capital)',
          'Late fees / Cargos por mora',
          'Attorney fees / Honorarios de abogado',
          'Total / Total',
          'Monthly rent: $1,210.00. Lease dated 02/01/2025.',
          '$2,420.00',
          '$95.00',
          '$300.00',
          '$2,815.00',
        ].join('\n'),
      ),
    ).toBe(242000);
  });

  it('reads a Spanish-first role label without its slash, a house number OCR put on a line of its own, and never a Spanish sentence for the court', () => {
    const f = extractFields(
      [
        'CITACION',
        'usted debe presentar una respuesta ante este Juzgado de Paz dentro de los 14 dias siguientes a la fecha',
        'DEMANDANTE PLAINTIFF',
        'Rio Bravo Portfolio, LLC',
        '410 E Van Buren St Ste 300, Harlingen, TX 78550',
        'DEMANDAIONA) / DEFENDANT',
        'Ofelia T. Cantu',
        'ENTREGUESE EN / SERVE AT:',
        'Ofelia T. Cantu',
        '1218',
        'E Tyler Ave',
        'Harlingen, TX 78550',
        'Javier M. Ruiz - Colegiatura (State Bar) No. 24009911',
        'Ruiz & Treviño, PLLC - 1200 E Harrison Ave Ste 4, Harlingen, TX 78550',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Rio Bravo Portfolio, LLC');
    expect(f.customer_name).toBe('Ofelia T. Cantu');
    expect(f.customer_mailing_address).toEqual({ customer_street: '1218 E Tyler Ave', city: 'Harlingen', state: 'TX', zip_code: '78550' });
    expect(f.law_firm_name).toBe('Ruiz & Treviño, PLLC');
    expect(f.court_name).toBeNull();
  });

  it('names a firm of partners whose suffix a photo read with a period after it, and writes a possessive read in capitals with a small s', () => {
    const f = extractFields(
      'SUMMONS\nPlaintiffs attorney: Owen T. Marsh, KS #21880 / MO #59001, Kessler, Marsh & Dow, PA., 9300 W 110th\nSt Ste 500, Overland Park, KS 66210',
    );
    expect(f.law_firm_name).toBe('Kessler, Marsh & Dow, P.A.');
    expect(extractFields("IN THE\nCIRCUIT COURT\nFOR\nQUEEN ANNE'S COUNTY.\nMARYLAND\nCase No.: C-17-CV-26-000118").court_name).toBe(
      "Circuit Court for Queen Anne's County, Maryland",
    );
  });

  it('joins a letterhead band’s court lines past the case box’s specks and number, and reads that number alone on its line', () => {
    const f = extractFields(
      [
        'COUNTY COURT',
        'ra',
        '26C71093',
        'CITY AND COUNTY OF BROOMFIELD, COLORADO',
        '17 DesCombes Commons, Broomfield, CO 80020',
        'SUMMONS IN A CIVIL ACTION',
      ].join('\n'),
    );
    expect(f.court_name).toBe('County Court, City and County of Broomfield, Colorado');
    expect(f.civil_number).toBe('26C71093');
    // A connecting word alone between the court's lines is no speck.
    expect(extractFields('County Court\nin and for\nPasco County, Florida\nSmall Claims Division').court_name).toBe(
      'County Court in and for Pasco County, Florida, Small Claims Division',
    );
  });

  it('reads two party blocks side by side whose lines OCR joined, the right column a line lower than the left', () => {
    const f = extractFields(
      [
        'PLAINTIFF DEFENDANT',
        'Northfield Retail Credit LLC DESMOND K. ABARA',
        '12 Commerce Way, Suite 300 a/k/a DESMOND ABARA-LEWIS',
        'Beaverton, OR 97005 4417 Whitfield Ave, Apt 6',
        'Dayton, OH 45406',
        '1. Defendant owes Plaintiff on a retail installment account.',
      ].join('\n'),
    );
    expect(f.plaintiff_name).toBe('Northfield Retail Credit LLC');
    expect(f.customer_name).toBe('Desmond K. Abara');
    expect(f.customer_mailing_address).toEqual({ customer_street: '4417 Whitfield Ave, Apt 6', city: 'Dayton', state: 'OH', zip_code: '45406' });
  });
});
