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

/** The 2026-12-11 blind corpus's classes, each in other words: other courts, parties, numbers and wording of the same shape. */
describe('blind corpus 2026-12-11 classes, in other words', () => {
  it('takes the lawyer’s own mailbox over a clerk’s or an office’s (help@, payments@, billing@, a clerk’s domain)', () => {
    const clerk = extractFields(
      'IN THE DISTRICT COURT OF TULSA COUNTY, OKLAHOMA\nQuestions: help@tulsaclerk-ok.org\nCase No. SC-2025-8812\nRoberta K. Lindqvist, OBA #30112\nrlindqvist@lindqvistlaw.com',
    );
    expect(clerk.lawyer_email).toBe('rlindqvist@lindqvistlaw.com');
    const office = extractFields(
      'IN THE COUNTY COURT OF PINELLAS COUNTY, FLORIDA\nCase No. 25-004417-SC\nPay online: payments@harborlegal-fl.com\nMiles T. Ferrante, Esq.\nHarbor Legal Group, P.A.\nmferrante@harborlegal-fl.com',
    );
    expect(office.lawyer_email).toBe('mferrante@harborlegal-fl.com');
    const local = extractFields(
      'IN THE MUNICIPAL COURT OF TOLEDO, OHIO\nCase No. 25-CVF-0441\ncivil.clerk@toledo-muni.org\nAttorney for Plaintiff\njpak@pakreese.com',
    );
    expect(local.lawyer_email).toBe('jpak@pakreese.com');
    // A firm that prints only its office's mailbox still gives it.
    const alone = extractFields('IN THE MUNICIPAL COURT OF TOLEDO, OHIO\nCase No. 25-CVF-0441\nAttorney for Plaintiff\nPak & Reese LLC\nservice@pakreese.com');
    expect(alone.lawyer_email).toBe('service@pakreese.com');
  });

  it('gives the first of two defendants the "Serve at:" block the caption prints under the second', () => {
    const f = extractFields(
      'IN THE COURT OF COMMON PLEAS\nLICKING COUNTY, OHIO\nBUCKEYE MOTOR CREDIT, LLC\n400 W Main St\nNewark, OH 43055\nPlaintiff,\nv.\nDELIA R. FONSECA\nand\nMARTIN J. FONSECA\nServe at:\n88 Granville Rd\nHeath, OH 43056\nDefendants.\nCASE NO. CV-2025-11-0412',
    );
    expect(f.customer_name).toBe('Delia R. Fonseca');
    expect(f.customer_mailing_address).toEqual({ customer_street: '88 Granville Rd', city: 'Heath', state: 'OH', zip_code: '43056' });
    const unit = extractFields(
      'IN THE COURT OF COMMON PLEAS\nSTARK COUNTY, OHIO\nKESTREL AUTO FUNDING, INC.\nPlaintiff,\nvs.\nHUGO P. ABERNATHY\nand\nNORA ABERNATHY\nServe at:\n1410 Cleveland Ave NW, Apt 3\nCanton, OH 44703\nDefendants.',
    );
    expect(unit.customer_mailing_address).toEqual({ customer_street: '1410 Cleveland Ave NW, Apt 3', city: 'Canton', state: 'OH', zip_code: '44703' });
    // Each with its own address: the first keeps its own.
    const own = extractFields(
      'IN THE COURT OF COMMON PLEAS\nLICKING COUNTY, OHIO\nBUCKEYE MOTOR CREDIT, LLC\nPlaintiff,\nv.\nDELIA R. FONSECA\n12 Oak St\nHeath, OH 43056\nand\nMARTIN J. FONSECA\n90 Elm St\nNewark, OH 43055\nDefendants.',
    );
    expect(own.customer_mailing_address).toEqual({ customer_street: '12 Oak St', city: 'Heath', state: 'OH', zip_code: '43056' });
  });

  it('reads the address a summons gives in a sentence, "whose address is" then the address on the next line, never the lawyer’s', () => {
    const head = 'IN THE JUSTICE COURT OF LEE COUNTY, MISSISSIPPI\nDELTA HOME LOANS, INC.\nPLAINTIFF\nvs.\nTEODORO R. BASQUEZ\nDEFENDANT\nSUMMONS\n';
    const f = extractFields(
      `${head}You are commanded to summon Teodoro\nBasquez, whose address is\n615 Pine Hollow Rd, Tupelo, MS 38801, to appear before the court`,
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '615 Pine Hollow Rd', city: 'Tupelo', state: 'MS', zip_code: '38801' });
    const known = extractFields(`${head}to summon the defendant named above, whose last known address is\n77 Gloster St, Apt 9, Tupelo, MS 38804, to appear`);
    expect(known.customer_mailing_address).toEqual({ customer_street: '77 Gloster St, Apt 9', city: 'Tupelo', state: 'MS', zip_code: '38804' });
    const lawyer = extractFields(`${head}and to serve upon Ada Rowe, Esq., plaintiff's attorney, whose address is\n100 Court Sq, Tupelo, MS 38804, an answer`);
    expect(lawyer.customer_mailing_address.customer_street).toBeNull();
  });

  it('reads a floor’s "Fl" that OCR read with a capital I or a 1', () => {
    const inline = extractFields(
      'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCase No. 2025-M1-300412\nPlease serve:\nTamsin R. Okoro\n2290 N Halsted St, 3rd FI, Chicago, IL 60614',
    );
    expect(inline.customer_mailing_address.customer_street).toBe('2290 N Halsted St, 3rd Fl');
    const stacked = extractFields(
      'IN THE CIRCUIT COURT OF KANE COUNTY, ILLINOIS\nCase No. 2025-SC-001144\nPlease serve:\nTamsin R. Okoro\n1457 W Lake St, 2nd F1\nAurora, IL 60506',
    );
    expect(stacked.customer_mailing_address.customer_street).toBe('1457 W Lake St, 2nd Fl');
    const street = extractFields(
      'IN THE CIRCUIT COURT OF KANE COUNTY, ILLINOIS\nCase No. 2025-SC-001144\nPlease serve:\nTamsin R. Okoro\n318 W 1st Fir Ln\nAurora, IL 60506',
    );
    expect(street.customer_mailing_address.customer_street).toBe('318 W 1st Fir Ln');
  });

  it('reads a one-letter court code whose second letter OCR read as a digit where the number opens, and a code after a court’s number', () => {
    expect(findCaseNumber(['Case No. C1-25-07731'])).toBe('CI-25-07731');
    expect(findCaseNumber(['Case No. C1 25-7731'])).toBe('CI 25-7731');
    expect(findCaseNumber(['DOCKET NUMBER', '31785C002231'])).toBe('3178SC002231');
    // Not a court code: left as read.
    expect(findCaseNumber(['Case No. C5-25-07731'])).toBe('C5-25-07731');
  });

  it('finds a case number printed alone on its line when its label was not read beside it, never an account’s', () => {
    expect(findCaseNumber(['SMALL CLAIMS COMPLAINT', '2025SC004417', 'Return date: 02/11/2026'])).toBe('2025SC004417');
    expect(findCaseNumber(['SUMMONS / CITATORIO', 'D-1329-CV-2025-00871', 'Judge: Hon.'])).toBe('D-1329-CV-2025-00871');
    expect(findCaseNumber(['Member account', 'No. 5520114.', 'SMALL CLAIMS', '25CVI01193'])).toBe('25CVI01193');
    expect(findCaseNumber(['Unpaid balance of the loan', 'PFC-33-90817'])).toBeNull();
    expect(findCaseNumber(['Loan no.', 'CC-2291-04417'])).toBeNull();
  });

  it('reads a party’s header that names the service with a dash, "DEFENDANT — SERVE AT:"', () => {
    // A notice to the defendant later on, its signer's name above it.
    const tail =
      '\nCIVIL ACTION NO.\nJP16-25-000318\nTotal $1,200.00\nSigned: Ruth T. Pyle, Agent\nRuth T. Pyle\nNOTICE TO DEFENDANT\nYou must appear at the trial.';
    const f = extractFields(
      `IN THE JUSTICE OF THE PEACE COURT IN AND FOR KENT COUNTY\nPLAINTIFF (name and address)\nMillrace Lending, LLC\n9 Loockerman St\nDover, DE 19901\nDEFENDANT — SERVE AT:\nOrlando B. Whitcomb\n45 Kings Hwy, Apt 3\nDover, DE 19904${tail}`,
    );
    expect(f.customer_name).toBe('Orlando B. Whitcomb');
    expect(f.customer_mailing_address.customer_street).toBe('45 Kings Hwy, Apt 3');
    const period = extractFields(
      `IN THE JUSTICE OF THE PEACE COURT IN AND FOR SUSSEX COUNTY\nPLAINTIFF (name and address)\nMillrace Lending, LLC\n9 Loockerman St\nDover, DE 19901\nDEFENDANT - PLEASE SERVE AT.\nGwen A. Saulsbury\n17 Market St\nGeorgetown, DE 19947${tail}`,
    );
    expect(period.customer_name).toBe('Gwen A. Saulsbury');
    // A line that says the defendant was served is no header: the notice's header is read, as before.
    const served = extractFields(
      `IN THE JUSTICE OF THE PEACE COURT IN AND FOR KENT COUNTY\nDEFENDANT SERVED\nOrlando B. Whitcomb\n45 Kings Hwy, Apt 3\nDover, DE 19904${tail}`,
    );
    expect(served.customer_name).toBe('Ruth T. Pyle');
  });

  it('skips a court’s limit worded "within the $… jurisdiction" or in Spanish, and reads the Spanish form’s "le debe:"', () => {
    const within = extractFields(
      'IN THE JUSTICE OF THE PEACE COURT IN AND FOR KENT COUNTY\nThe amount claimed is within the $15,000 civil jurisdiction of this Court.\nDefendant owes Plaintiff $2,310.55 on the account.',
    );
    expect(within.lawsuit_amount).toBe(231055);
    const spanish = extractFields(
      'CORTE SUPERIOR DE CALIFORNIA, CONDADO DE KERN\nEl demandante reclama que el demandado le debe: $1,902.10\nEntiendo que un negocio no puede reclamar más de $6,250 en reclamos menores.\nCosto de presentación $75.00',
    );
    expect(spanish.lawsuit_amount).toBe(190210);
    const claim = extractFields('IN THE JUSTICE OF THE PEACE COURT IN AND FOR KENT COUNTY\nAmount claimed: $5,000.00, to be paid within 30 days.');
    expect(claim.lawsuit_amount).toBe(500000);
  });

  it('carries the court’s name on past the case-number box’s label read between its lines, and on to its court number and section', () => {
    const circuit = extractFields(
      'IN THE CIRCUIT COURT OF THE NINETEENTH JUDICIAL CIRCUIT\nCASE NUMBER\nLAKE COUNTY, ILLINOIS\nHarbor Point Funding, LLC,\nPlaintiff,',
    );
    expect(circuit.court_name).toBe('Circuit Court of the Nineteenth Judicial Circuit, Lake County, Illinois');
    const division = extractFields('TOLEDO MUNICIPAL COURT\nDocket No.\nSMALL CLAIMS DIVISION\n555 N Erie St, Toledo, OH 43604\nSMALL CLAIMS COMPLAINT');
    expect(division.court_name).toBe('Toledo Municipal Court, Small Claims Division');
    const numbered = extractFields('IN THE JUSTICE OF THE PEACE COURT IN AND FOR KENT COUNTY\nCOURT NO. 16\nCOMPLAINT - DEBT ACTION');
    expect(numbered.court_name).toBe('Justice of the Peace Court in and for Kent County, Court No. 16');
    const section = extractFields('SUPERIOR COURT OF NEW JERSEY\nLAW DIVISION, SPECIAL CIVIL PART\nSMALL CLAIMS SECTION\nMORRIS COUNTY\nSUMMONS');
    expect(section.court_name).toBe('Superior Court of New Jersey, Law Division, Special Civil Part, Small Claims Section, Morris County');
    // A case number on the line between ends the name, as before.
    const numberBetween = extractFields('TOLEDO MUNICIPAL COURT\nCase No. 25-CVF-0441\nSMALL CLAIMS DIVISION\nSMALL CLAIMS COMPLAINT');
    expect(numberBetween.court_name).toBe('Toledo Municipal Court');
  });

  it('reads a form’s numbered party fields, "3. DEFENDANT’S NAME, ADDRESS, AND ZIP CODE"', () => {
    const f = extractFields(
      "STATEMENT OF SMALL CLAIM\nTRIAL COURT OF MASSACHUSETTS\n1. PLAINTIFF'S NAME, ADDRESS, ZIP CODE AND PHONE\nBerkshire Fuel Co.\n12 Elm St, Pittsfield, MA 01201\n3. DEFENDANT'S NAME, ADDRESS, AND ZIP CODE\nLena M. Okafor\n40 Tyler St, Apt 2\nPittsfield, MA 01201\n6. PLAINTIFF'S CLAIM (amount)",
    );
    expect(f.plaintiff_name).toBe('Berkshire Fuel Co.');
    expect(f.customer_name).toBe('Lena M. Okafor');
    expect(f.customer_mailing_address.customer_street).toBe('40 Tyler St, Apt 2');
    const paren = extractFields('SMALL CLAIMS COMPLAINT\n2) DEFENDANT (Name & Address)\nLena M. Okafor\n40 Tyler St, Apt 2\nPittsfield, MA 01201');
    expect(paren.customer_name).toBe('Lena M. Okafor');
    // A numbered paragraph about the defendant is no field.
    const paragraph = extractFields('COMPLAINT\nLena M. Okafor\n40 Tyler St, Apt 2\nPittsfield, MA 01201\n3. The defendant owes the plaintiff $500.00.');
    expect(paragraph.customer_name).toBe('Lena M. Okafor');
  });

  it('orders a caption by its "v." when OCR read both role labels after the names, and reads a "v." read twice', () => {
    const f = extractFields(
      'IN THE COUNTY COURT OF JONES COUNTY, MISSISSIPPI\nCIVIL ACTION NO. CC-2025-00412\nMAGNOLIA STATE CREDIT, LLC\nV.\nDARNELL K. ASHFORD\nPLAINTIFF\n42 Ellisville Blvd, Laurel, MS 39440\nDEFENDANT\nCOMPLAINT ON OPEN ACCOUNT',
    );
    expect(f.plaintiff_name).toBe('Magnolia State Credit, LLC');
    expect(f.customer_name).toBe('Darnell K. Ashford');
    expect(f.customer_mailing_address).toEqual({ customer_street: '42 Ellisville Blvd', city: 'Laurel', state: 'MS', zip_code: '39440' });
    const twice = extractFields(
      'IN THE COUNTY COURT OF LAMAR COUNTY, MISSISSIPPI\nCIVIL ACTION NO. CC-2025-00977\nPINEBELT FURNITURE CREDIT, INC.\nVv.\nROSALYN T. MCBRIDE\nPLAINTIFF\n9 Oak Grove Rd, Hattiesburg, MS 39402\nDEFENDANT',
    );
    expect(twice.plaintiff_name).toBe('Pinebelt Furniture Credit, Inc.');
    expect(twice.customer_name).toBe('Rosalyn T. Mcbride');
    // Labels in their places: as before.
    const inOrder = extractFields(
      'IN THE COUNTY COURT OF JONES COUNTY, MISSISSIPPI\nMAGNOLIA STATE CREDIT, LLC\nPLAINTIFF\nV.\nDARNELL K. ASHFORD\n42 Ellisville Blvd, Laurel, MS 39440\nDEFENDANT',
    );
    expect(inOrder.plaintiff_name).toBe('Magnolia State Credit, LLC');
    expect(inOrder.customer_name).toBe('Darnell K. Ashford');
  });

  it('reads the Spanish form’s numbered sections, "(2) El demandado (…) es:", the name over its caption', () => {
    const f = extractFields(
      '(1) El demandante (la persona, negocio o entidad pública que demanda) es:\nCanyon Tire & Wheel, Inc. (520) 555-0143\nNombre Teléfono\n2210 S Park Ave Tucson, AZ 85713\nDirección (calle) Ciudad, Estado, Código postal\n(2) El demandado (la persona, negocio o entidad pública que se demanda) es:\nRamiro T. Quintero\nNombre\n902 E Speedway Blvd\nDirección (calle)\nTucson, AZ 85719\nCiudad, Estado, Código postal',
    );
    expect(f.plaintiff_name).toBe('Canyon Tire & Wheel, Inc.');
    expect(f.customer_name).toBe('Ramiro T. Quintero');
    expect(f.customer_mailing_address).toEqual({ customer_street: '902 E Speedway Blvd', city: 'Tucson', state: 'AZ', zip_code: '85719' });
    const english = extractFields('(2) The defendant is:\nName: Ramiro T. Quintero\n902 E Speedway Blvd\nTucson, AZ 85719');
    expect(english.customer_name).toBe('Ramiro T. Quintero');
  });

  it('reads a street over its caption "Street" printed below the blank', () => {
    const f = extractFields('DEFENDANT\nHOLLIS J. TREMBLAY\nName\n77 Bay Ave, Apt 5\nStreet\nSea Girt, NJ 08750\nCity, State, Zip');
    expect(f.customer_mailing_address).toEqual({ customer_street: '77 Bay Ave, Apt 5', city: 'Sea Girt', state: 'NJ', zip_code: '08750' });
    const unit = extractFields('DEFENDANT\nHOLLIS J. TREMBLAY\nName\n77 Bay Ave, Apt 5\nStreet (apt./unit)\nSea Girt, NJ 08750\nCity, State, Zip');
    expect(unit.customer_mailing_address.customer_street).toBe('77 Bay Ave, Apt 5');
    const plain = extractFields('DEFENDANT\nHOLLIS J. TREMBLAY\n77 Bay Ave, Apt 5\nSea Girt, NJ 08750');
    expect(plain.customer_mailing_address.customer_street).toBe('77 Bay Ave, Apt 5');
  });

  it('reads a caption whose role labels sit under each party with no "v." read', () => {
    const f = extractFields(
      'IN THE CIRCUIT COURT OF FAULKNER COUNTY, ARKANSAS\nRIVER VALLEY RECOVERY, LLC\nPLAINTIFF\nTRAVIS L. OKAFOR\n310 Cedar St\nConway, AR 72032\nDEFENDANT\nCASENO.23CV-25-1193',
    );
    expect(f.plaintiff_name).toBe('River Valley Recovery, LLC');
    expect(f.customer_name).toBe('Travis L. Okafor');
    expect(f.customer_mailing_address.customer_street).toBe('310 Cedar St');
    const person = extractFields(
      'IN THE CIRCUIT COURT OF SALINE COUNTY, ARKANSAS\nOUACHITA AUTO LENDING, INC.\nPLAINTIFF\nMELBA J. STROUD\n88 Pine St, Apt 4\nBenton, AR 72015\nDEFENDANT',
    );
    expect(person.plaintiff_name).toBe('Ouachita Auto Lending, Inc.');
    expect(person.customer_name).toBe('Melba J. Stroud');
    // A header over its own block, the title above it: the plaintiff is the one under the header.
    const header = extractFields(
      'IN THE CIRCUIT COURT OF SALINE COUNTY, ARKANSAS\nCOMPLAINT\nPLAINTIFF\nOuachita Auto Lending, Inc.\n100 Main St\nBenton, AR 72015\nDEFENDANT\nMelba J. Stroud\n88 Pine St, Apt 4\nBenton, AR 72015',
    );
    expect(header.plaintiff_name).toBe('Ouachita Auto Lending, Inc.');
  });

  it('reads the defendant’s address from a return of service’s "last and usual place of abode", never the lawyer’s in the summons', () => {
    const head =
      "BOSTON MUNICIPAL COURT\nSUMMONS\nQuincy Harbor Credit, LLC, Plaintiff\nv. Carla M. Benedetti, Defendant\nYou are summoned to serve upon Paul R. Vance, Esq., plaintiff's attorney, whose address is 1 Center Plaza, Boston, MA 02108, an answer\n";
    const f = extractFields(
      `${head}RETURN OF SERVICE\nI served a copy at the last and usual place of abode of the defendant, 19 Adams St, Apt 2, Quincy, MA 02169, and by mailing`,
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '19 Adams St, Apt 2', city: 'Quincy', state: 'MA', zip_code: '02169' });
    const dwelling = extractFields(`${head}RETURN OF SERVICE\nleft at the dwelling of the within-named defendant, 6 Elm Ter, Milton, MA 02186`);
    expect(dwelling.customer_mailing_address.customer_street).toBe('6 Elm Ter');
    const none = extractFields(`${head}RETURN OF SERVICE\nNot served.`);
    expect(none.customer_mailing_address.customer_street).toBeNull();
    // Another's abode is not the defendant's.
    const other = extractFields(
      'BOSTON MUNICIPAL COURT\nSUMMONS\nQuincy Harbor Credit, LLC, Plaintiff\nv. Carla M. Benedetti, Defendant\nYou must answer within 20 days.\nRETURN OF SERVICE\nI made a diligent search for the defendant.\nleft at the abode of the plaintiff’s agent, 2 Park St, Boston, MA 02116',
    );
    expect(other.customer_mailing_address.customer_street).toBeNull();
  });

  it('reads a grid of party rows under a "Name  Street address  City" heading, the state and ZIP columns read after the rows', () => {
    const f = extractFields(
      'IN THE MAGISTRATE COURT OF GREENBRIER COUNTY, WEST VIRGINIA\nCIVIL COMPLAINT\nName Street address City\nPLAINTIFF Greenbrier Family Eye Care, PLLC 300 Main St Lewisburg\nDEFENDANT Corey D. Falwell 18 Ridge Ave, Apt 2 Ronceverte\nCASE NO. 25-C-2211\nState zip\nwv 24901\nwv 24970',
    );
    expect(f.plaintiff_name).toBe('Greenbrier Family Eye Care, PLLC');
    expect(f.customer_name).toBe('Corey D. Falwell');
    expect(f.customer_mailing_address).toEqual({ customer_street: '18 Ridge Ave, Apt 2', city: 'Ronceverte', state: 'WV', zip_code: '24970' });
    const noZip = extractFields(
      'IN THE MAGISTRATE COURT OF MERCER COUNTY, WEST VIRGINIA\nName Street address City\nPLAINTIFF Bluefield Hearing Center, PLLC 12 Bland St Bluefield\nDEFENDANT Nita R. Shrewsbury 401 College Ave Princeton',
    );
    expect(noZip.customer_name).toBe('Nita R. Shrewsbury');
    // Without the grid's heading, a line that opens with the role word is read as before.
    const prose = extractFields('IN THE MAGISTRATE COURT OF MERCER COUNTY, WEST VIRGINIA\nDEFENDANT Nita R. Shrewsbury 401 College Ave Princeton');
    expect(prose.customer_name).toBeNull();
  });

  it('splits two columns read as one line, an entity named without a suffix then the person last name first', () => {
    const f = extractFields(
      'MAUMEE MUNICIPAL COURT\nSMALL CLAIMS DIVISION\nSMALL CLAIMS COMPLAINT AND NOTICE OF HEARING\n25CVI00871\nName (last, first, middle)\nStreet address\nCity, State, ZIP\nTelephone\nE-mail\nMaumee Valley Credit Union ORTEGA, LUCIA M.\n300 Conant St 1190 Kieswetter Rd, Apt 3\nMaumee, OH 43537 Holland, OH 43528',
    );
    expect(f.customer_name).toBe('Lucia M. Ortega');
    expect(f.plaintiff_name).toBe('Maumee Valley Credit Union');
    expect(f.customer_mailing_address).toEqual({ customer_street: '1190 Kieswetter Rd, Apt 3', city: 'Holland', state: 'OH', zip_code: '43528' });
    const bank = extractFields(
      'HURON MUNICIPAL COURT\nSMALL CLAIMS COMPLAINT AND NOTICE OF HEARING\n25CVI00871\nName (last, first, middle)\nFirst Lakeshore Savings Bank ROWE, DEAN T.\n12 Main St 45 Birch Ln\nSandusky, OH 44870 Huron, OH 44839',
    );
    expect(bank.customer_name).toBe('Dean T. Rowe');
    expect(bank.plaintiff_name).toBe('First Lakeshore Savings Bank');
    // A suffixed entity then a person first name first: as before.
    const suffixed = extractFields(
      'HURON MUNICIPAL COURT\nSMALL CLAIMS COMPLAINT AND NOTICE OF HEARING\n25CVI00871\nName (last, first, middle)\nLakeshore Lending, LLC DEAN T. ROWE\n12 Main St 45 Birch Ln\nSandusky, OH 44870 Huron, OH 44839',
    );
    expect(suffixed.customer_name).toBe('Dean T. Rowe');
  });
});
