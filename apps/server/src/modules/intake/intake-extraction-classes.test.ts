import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.js';
import { withoutLeaders } from './extraction/leaders.js';
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

describe('blind corpus 2026-12-12 classes, in other words', () => {
  it('reads a "Serve at" box whose left rule OCR read as a letter before each line', () => {
    const f = extractFields(
      'IN THE COUNTY COURT IN AND FOR ORANGE COUNTY, FLORIDA\nLAKEVIEW CARD SERVICES, LLC,\nPlaintiff,\nv.\nMARISOL T. QUINTERO,\nDefendant.\nServe at:\ni Marisol T. Quintero\ni 8821 Cypress Bend Ct, Apt 4\ni Orlando, FL 32819',
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '8821 Cypress Bend Ct, Apt 4', city: 'Orlando', state: 'FL', zip_code: '32819' });
  });

  it('reads an address under its label with each blank’s caption printed under it ("Street and apartment", "City, State, ZIP")', () => {
    const f = extractFields(
      'STATE OF MONTANA\nIN JUSTICE COURT\nPlains Mercantile Credit, LLC,\nPlaintiff,\nvs.\nHenrik O. Dahlberg,\nDefendant.\nDefendant’s last known address:\n740 Aspen Ridge Rd, Apt 3\nStreet and apartment\nBillings, MT 59102\nCity, State, ZIP',
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '740 Aspen Ridge Rd, Apt 3', city: 'Billings', state: 'MT', zip_code: '59102' });
    const spanish = extractFields(
      'Bayfront Lending, Inc., Demandante (Plaintiff),\ncontra (vs.)\nRosa E. Ibarra, Demandada (Defendant).\nDirección del demandado / Defendant’s address:\n310 SW 8th St, Apt 12\nCalle, número y apartamento\nMiami, FL 33130\nCiudad, estado, código postal',
    );
    expect(spanish.plaintiff_name).toBe('Bayfront Lending, Inc.');
    expect(spanish.customer_name).toBe('Rosa E. Ibarra');
    expect(spanish.customer_mailing_address).toEqual({ customer_street: '310 SW 8th St, Apt 12', city: 'Miami', state: 'FL', zip_code: '33130' });
  });

  it('never takes a caption’s "IN THE" for the defendant, and reads the name above its label past its address', () => {
    const f = extractFields(
      'OAKRIDGE FUNDING GROUP, LLC\n12 Harbor Pl, Suite 9\nAnnapolis, MD 21401\nPlaintiff\nV.\nLENORA P. GRAYSON\n55 Maple Ter, Apt 1\nFrederick, MD 21701\nDefendant\nIN THE\nDISTRICT COURT OF MARYLAND\nFOR FREDERICK COUNTY',
    );
    expect(f.customer_name).toBe('Lenora P. Grayson');
    expect(f.customer_mailing_address).toEqual({ customer_street: '55 Maple Ter, Apt 1', city: 'Frederick', state: 'MD', zip_code: '21701' });
  });

  it('reads two blocks side by side, each value over its caption, and their addresses read in either order', () => {
    const f = extractFields(
      'IN THE MAGISTRATE COURT OF BIBB COUNTY\nPLAINTIFF DEFENDANT\nPiedmont Auto Credit, LLC Tobias J. Whitmore\nNAME NAME\n900 Mulberry St, Suite 2 41 Pine Crest Dr, Apt 6\nSTREET ADDRESS STREET ADDRESS\nMacon, GA 31201 Warner Robins, GA 31093\nCITY, STATE, ZIP CITY, STATE, ZIP',
    );
    expect(f.plaintiff_name).toBe('Piedmont Auto Credit, LLC');
    expect(f.customer_name).toBe('Tobias J. Whitmore');
    expect(f.customer_mailing_address).toEqual({ customer_street: '41 Pine Crest Dr, Apt 6', city: 'Warner Robins', state: 'GA', zip_code: '31093' });
    const stacked = extractFields(
      'IN THE IOWA DISTRICT COURT FOR STORY COUNTY\nPLAINTIFF DEFENDANT\nPrairie Gold Lending, LLC Mara J. Ellefson\nName Name\n100 Main St, Suite 4\nStreet address.\nAmes, IA 50010\nCity, state, ZIP\n2210 Lincoln Way, Apt 9\nStreet address\nNevada, IA 50201\nCity, state, ZIP',
    );
    expect(stacked.customer_name).toBe('Mara J. Ellefson');
    expect(stacked.customer_mailing_address).toEqual({ customer_street: '2210 Lincoln Way, Apt 9', city: 'Nevada', state: 'IA', zip_code: '50201' });
  });

  it('reads the consumer’s row of a return table with street and city columns, its state and ZIP columns read under the rows', () => {
    const f = extractFields(
      'IN THE DISTRICT COURT OF SHAWNEE COUNTY, KANSAS\nPrairie Star Servicing, Inc.,\nPlaintiff,\nvs.\nOwen T. Ridley and Clara Ridley,\nDefendants.\nSHERIFF’S RETURN\nDEFENDANT STREET CITY\nOwen T. Ridley 1420 SW Gage Blvd Topeka\nClara Ridley 88 NE Oakland Ave Topeka\nSTATE ZIP SERVICE\nKS 66604\nKS 66616',
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '1420 SW Gage Blvd', city: 'Topeka', state: 'KS', zip_code: '66604' });
  });

  it('reads an address whose commas a photo read as periods, and a caption name printed last name first with a period for its comma', () => {
    const f = extractFields(
      'STATE COURT OF FLOYD COUNTY\nRED CLAY RECOVERY, LLC,\nPlaintiff,\nv.\nDelia M. Okonkwo (a/k/a Delia M. Stroud),\nDefendant.\nSHERIFF’S ENTRY OF SERVICE\nAddress for service: 61 Old Mill Rd SE. Unit 3. Rome. GA 30161',
    );
    expect(f.customer_name).toBe('Delia M. Okonkwo');
    expect(f.customer_mailing_address).toEqual({ customer_street: '61 Old Mill Rd SE, Unit 3', city: 'Rome', state: 'GA', zip_code: '30161' });
    const lastFirst = extractFields(
      'CAUSE NO. CC-26-01144-A\nBRAZOS CAPITAL, LLC,\nPlaintiff,\nv.\nPHAM. LINH T..\nDefendant.\nDefendant PHAM, LINH T., an individual, may be served at 912 Elm Row Rd. Waco. TX\n76706, or wherever found.',
    );
    expect(lastFirst.customer_name).toBe('Linh T. Pham');
    expect(lastFirst.customer_mailing_address).toEqual({ customer_street: '912 Elm Row Rd', city: 'Waco', state: 'TX', zip_code: '76706' });
  });

  it('takes the party above an alias wrapped onto its own line, never the alias', () => {
    const f = extractFields(
      'STATE COURT OF HENRY COUNTY\nSTATE OF GEORGIA\nRED CLAY RECOVERY, LLC,\nPlaintiff,\nv.\nJANELLE K. PRUITT a/k/a\nJANELLE K. BOONE, and\nJOHN DOES 1-5,\nDefendants.',
    );
    expect(f.customer_name).toBe('Janelle K. Pruitt');
  });

  it('finds a case number over its box’s label, one with spaces between its parts, one only in the footer, and never a year under a mailbox', () => {
    expect(findCaseNumber(['Service only: eservice@harlowlaw.com', '412026SC004417XXXAMB', 'UNIFORM CASE NUMBER', 'Division RC'])).toBe('412026SC004417XXXAMB');
    expect(findCaseNumber(['CASE NO.', 'Plaintiff,', 'VS.', 'Defendants.', 'SUMMONS', 'NOTICE', '27 LM 40215', 'Division 4'])).toBe('27 LM 40215');
    expect(findCaseNumber(['Original Notice', 'Petition', 'SCSC118842 - Page 1 of 2'])).toBe('SCSC118842');
    expect(findCaseNumber(['SCSC118842', 'Original Notice', '5CSC118842 - Page 1 of 2'])).toBe('SCSC118842');
    expect(findCaseNumber(['Court clerk: (785) 555-0102, civil.clerk@dc3sn.org.', 'Date issued: March 3, 2026'])).toBeNull();
    expect(findCaseNumber(['Docket', '26-CV-01207', 'Civil Division'])).toBe('26-CV-01207');
  });

  it('names the firm from a lawyer’s line set apart by dashes, from a sentence, from the lawyer’s mailbox, and with the suffix it prints elsewhere', () => {
    const dashed = extractFields(
      'MAGISTRATE COURT OF DEKALB COUNTY\nPlaintiff’s attorney: Nora B. Eckley, Georgia Bar No. 551203 - Eckley Marsh LLC - 40 Ponce Pl, Suite 3,\nAtlanta, GA 30303 - neckley@eckleymarsh.com',
    );
    expect(dashed.law_firm_name).toBe('Eckley Marsh LLC');
    const vsb = extractFields(
      'GENERAL DISTRICT COURT\nWendell P. Ashe, VSB No. 77120 - Ashe Corbin, PLC - 18 Granby Row,\nNorfolk, VA 23510 - washe@ashecorbin.com',
    );
    expect(vsb.law_firm_name).toBe('Ashe Corbin, PLC');
    const sentence = extractFields(
      'IN THE DISTRICT COURT OF RENO COUNTY, KANSAS\nThe plaintiff’s attorney is Carla J. Voss, Kansas S. Ct. No. 22014, Voss Brandt Hale, LLC, 12 N Main\nSt, Hutchinson, KS 67501, e-mail cvoss@vbh-law.com.',
    );
    expect(sentence.law_firm_name).toBe('Voss Brandt Hale, LLC');
    const mailbox = extractFields(
      'Tomas Greer, KS #30117\nAldine Greer LLC\n400 Ward Pkwy, Suite 2\nKansas City, MO 64112\n(816) 555-0140\ntgreer@aldinegreer.com\n\nIN THE DISTRICT COURT OF WYANDOTTE COUNTY, KANSAS',
    );
    expect(mailbox.law_firm_name).toBe('Aldine Greer LLC');
    const letter = extractFields(
      'MAKANI LOA & HU\nMakani Loa & Hu, LLLC - A Limited Liability Law Company\nDear Keoni Pua:\nVery truly yours,\nMAKANI LOA & HU\nLeilani Hu\nAttorney at Law\nlhu@mlh-law.com',
    );
    expect(letter.law_firm_name).toBe('Makani Loa & Hu, LLLC');
    const ps = extractFields('DATED: May 2, 2026.\nHarbor Lind PS\nIrene Lind, WSBA #51190\nAttorneys for Plaintiff');
    expect(ps.law_firm_name).toBe('Harbor Lind PS');
  });

  it('carries a court’s "at Law No." line, a unit under a case-number box, a department line with the number at its end; drops a bare "IN"', () => {
    expect(extractFields('In the County Court\nat Law No. 2\nTarrant County. Texas\nPLAINTIFF’S ORIGINAL PETITION').court_name).toBe(
      'County Court at Law No. 2, Tarrant County. Texas',
    );
    expect(extractFields('VERMONT SUPERIOR COURT\nDocket\n26-CV-01207\nCivil Division\nWashington Unit\nSUMMONS').court_name).toBe(
      'VERMONT SUPERIOR COURT, Civil Division, Washington Unit',
    );
    expect(extractFields('DISTRICT COURT OF WASHINGTON FOR YAKIMA COUNTY\nNO.\nSMALL CLAIMS DEPARTMENT 26SC00418\nNOTICE OF SMALL CLAIM').court_name).toBe(
      'District Court of Washington for Yakima County, Small Claims Department',
    );
    expect(extractFields('IN DISTRICT COURT\nNORTHWEST JUDICIAL DISTRICT\nSUMMONS').court_name).toBe('District Court, Northwest Judicial District');
    expect(extractFields('IN THE DisTricT COURT OF RILEY COUNTY, KaNsas\nSUMMONS').court_name).toBe('District Court of Riley County, Kansas');
  });

  it('reads a one-line caption, a questionnaire’s numbered rows, a "PARTIES — PLAINTIFF" header, and a return’s address under its column captions', () => {
    const f = extractFields(
      'JUSTICE COURT, PRECINCT TWO\nCASE NO.\nJ2-CV-26-000318\nLone Oak Auto Credit, Inc. v. Ramon T. Elizondo - Debt Claim Case\nTHE STATE OF TEXAS — To: Ramon T. Elizondo, Defendant\nat the following address:\nSTREET\n4407 Mesquite Bend Dr\nCITY STATE ZIP\nLubbock 79424',
    );
    expect(f.plaintiff_name).toBe('Lone Oak Auto Credit, Inc.');
    expect(f.customer_name).toBe('Ramon T. Elizondo');
    expect(f.customer_mailing_address).toEqual({ customer_street: '4407 Mesquite Bend Dr', city: 'Lubbock', state: null, zip_code: '79424' });
    const form = extractFields(
      '1 Plaintiff (person or business suing): Kennebec Funding, LLC, 4 Water St, Augusta, ME 04330\n2 Defendant (person being sued): Lydia R. Pelletier\n3 Defendants street address: 19 Elm Ct, Unit 2\n4 Defendant’s town, state and ZIP: Waterville, ME 04901',
    );
    expect(form.customer_name).toBe('Lydia R. Pelletier');
    expect(form.customer_mailing_address).toEqual({ customer_street: '19 Elm Ct, Unit 2', city: 'Waterville', state: 'ME', zip_code: '04901' });
    const parties = extractFields(
      'DISTRICT COURT OF MARYLAND FOR\nHoward County\nPARTIES — PLAINTIFF\nPatuxent Ridge Lending, LLC\nName\nDEFENDANT 1\nCalvin D. Osei\nName',
    );
    expect(parties.plaintiff_name).toBe('Patuxent Ridge Lending, LLC');
  });

  it('reads a "Serve at:" box printed beside the text, its unit’s comma read as a period', () => {
    const f = extractFields(
      'VERMONT SUPERIOR COURT\nGreen Hollow Credit, Inc.,\nPlaintiff,\nv.\nNolan B. Marsh,\nDefendant.\nServe at:\n1. YOU ARE BEING SUED. Green Hollow Credit, Inc. is suing\nyou. The Complaint claims that you owe $2,118.00.\n88 South Union St. Apt 4\nBurlington, VT 05401',
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '88 South Union St, Apt 4', city: 'Burlington', state: 'VT', zip_code: '05401' });
  });

  it('finds a letter’s addressee past a letterhead band read as marks, with a house number’s space read as an apostrophe', () => {
    const f = extractFields(
      "November 3, 2026\nOdessa M. Hartwell\nG8 SRO TT STE\nITNT GE Em\n= rtrd\nUETREY S0Bin\n0 5 TET EEEN\n2208'N Elm St, Apt 3\nCheyenne, WY 82001\nRe: Current creditor: Bison Ridge Receivables, LLC\nDear Odessa M. Hartwell:\nThis communication is from a debt collector.",
    );
    expect(f.customer_name).toBe('Odessa M. Hartwell');
    expect(f.customer_mailing_address).toEqual({ customer_street: '2208 N Elm St, Apt 3', city: 'Cheyenne', state: 'WY', zip_code: '82001' });
  });

  it('reads a letter’s creditor in its reference line and wrapped before its suffix, and no suit where the letter says none was filed', () => {
    const re = extractFields(
      'Tanner M. Olsen\n14 Elm St\nRapid City, SD 57701\nRE: OLSEN, TANNER M. - Our Acct 5520118 - Creditor: Black Hills Dental Group, P.C. - Patient\nDear Tanner M. Olsen:\nThis communication is from a debt collector.',
    );
    expect(re.plaintiff_name).toBe('Black Hills Dental Group, P.C.');
    const wrapped = extractFields(
      'LENA K. ATKA\n210 BIRCH DR\nJUNEAU AK 99801\nCase reference: ARC-551204-26\nCurrent creditor: Aurora Card Services,\nNA.\nThis communication is from a debt collector.\nNo lawsuit has been filed on this account.',
    );
    expect(wrapped.plaintiff_name).toBe('Aurora Card Services, N.A.');
    expect(wrapped.determine_if_lawsuit_exists).toBe(false);
  });

  it('takes the claim over a court’s round-hundred limit, a principal column’s amount, and an itemization’s total past its next heading', () => {
    expect(
      extractFields(
        'IN THE IOWA DISTRICT COURT\nPETITION. Plaintiff claims that Defendant owes $2,211.40, plus interest.\nSmall claims are limited to $6,500.00.',
      ).lawsuit_amount,
    ).toBe(221140);
    expect(extractFields('MAGISTRATE COURT\nPRINCIPAL\n$3,771.05\nINTEREST COURT COSTS TOTAL\n$210.00 $113.00 $4,094.05').lawsuit_amount).toBe(377105);
    // A label printed under its amount is no column heading: the claim is the sum named before it.
    expect(extractFields('GENERAL DISTRICT COURT\nowe Plaintiff(s) a debt in the sum of\n$1,904.10\nPRINCIPAL\n$58.00\nCOSTS').lawsuit_amount).toBe(190410);
    const letter = extractFields(
      'Total amount of the debt now:\nHow can you dispute the debt?\n$1,800.00\n+$90.12\n+ $20.00\n- $100.00\n$1,810.12\nThis communication is from a debt collector.',
    );
    expect(letter.lawsuit_amount).toBe(181012);
  });

  it('never takes an ADA coordinator’s mailbox for the lawyer’s', () => {
    const f = extractFields(
      'Coordinadora ADA, correo electrónico ada.coordinadora@cortefl.org\nAbogada del demandante: Ines Rojas, Esq., Rojas & Vila, P.A. - Correo: irojas@rojasvila.com',
    );
    expect(f.lawyer_email).toBe('irojas@rojasvila.com');
  });
});

describe('blind corpus 2026-12-13 classes, in other words', () => {
  it('takes the first of defendants printed in blocks with captions under the blanks, above a plural label', () => {
    const f = extractFields(
      'IN THE DISTRICT COURT IN AND FOR OSAGE COUNTY\nSTATE OF OKLAHOMA\nPRAIRIE HOLLOW LENDING, LLC,\nPlaintiff,\nv.\nCORBIN T. ASHGROVE\n608 N. 41st West Ave. Skiatook, OK 74070\nSTREET CITY, STATE 2IP\nMIRELLA ASHGROVE\n75 E. Rogers Blvd. Pawhuska, OK 74056\nSTREET CITY, STATE ZIP\nDefendants.\nPETITION',
    );
    expect(f.customer_name).toBe('Corbin T. Ashgrove');
    expect(f.plaintiff_name).toBe('Prairie Hollow Lending, LLC');
    expect(f.customer_mailing_address).toEqual({ customer_street: '608 N. 41st West Ave.', city: 'Skiatook', state: 'OK', zip_code: '74070' });
  });

  it('reads a name over its role caption ("DEFENDANT:  DEFENDANT PHONE") and a street over its caption apart from the city', () => {
    const f = extractFields(
      'SMALL CLAIMS AFFIDAVIT\nQuillfeather Appliance Outlet, Inc.\n(580) 555-0177\nPLAINTIFF: PLAINTIFF PHONE\n19 Gannet Way, Enid, OK 73701: Acct. 77-1204\nPLAINTIFF ADDRESS: ACCOUNT NO.\nOrlaith P. Vance\nDEFENDANT: DEFENDANT PHONE (IF KNOWN)\n4410 NE 23rd St.\nDEFENDANT STREET ADDRESS\nThe undersigned, being first duly sworn, states:\nLawton, OK 73507\nCITY, STATE, ZIP\n1. The defendant is indebted to the plaintiff in the sum of $912.40.',
    );
    expect(f.customer_name).toBe('Orlaith P. Vance');
    expect(f.plaintiff_name).toBe('Quillfeather Appliance Outlet, Inc.');
    expect(f.customer_mailing_address).toEqual({ customer_street: '4410 NE 23rd St.', city: 'Lawton', state: 'OK', zip_code: '73507' });
  });

  it('reads a proof of service whose blanks carry captions underneath, the date’s blank between the street’s and the city’s', () => {
    const f = extractFields(
      'STATE OF MICHIGAN\n47TH DISTRICT COURT\nSILVERPINE CREDIT GROUP, LLC,\nPlaintiff,\nv. BARNABY Q. ELLSWORTH-KIM,\nDefendant.\nPROOF OF SERVICE\nI served a copy of the summons and complaint on the defendant at the address below:\nBarnaby Q. Ellsworth-Kim\nDEFENDANT NAME\n3307 Tamarack Ct., Apt. 9\nSTREET ADDRESS OF SERVICE\nApril 2, 2026 : 5:10 p.m.\nDATE AND TIME OF SERVICE\nFarmington, MI 48335\nCITY, STATE, ZIP',
    );
    expect(f.customer_name).toBe('Barnaby Q. Ellsworth-Kim');
    expect(f.customer_mailing_address).toEqual({ customer_street: '3307 Tamarack Ct., Apt. 9', city: 'Farmington', state: 'MI', zip_code: '48335' });
  });

  it('reads a grid address with its direction read onto the house number, and a plaintiff above the other column’s title', () => {
    const f = extractFields(
      'IN THE FOURTH JUDICIAL DISTRICT COURT\nUTAH COUNTY, STATE OF UTAH\nTIMPANOGOS CREST CAPITAL, LLC,\nSUMMONS\nPlaintiff,\nv.\nSORENSEN, KAYLA M.,\nDefendant.\nTHE STATE OF UTAH TO: SORENSEN, KAYLA M.\n1284E. 2700 N.\nLehi, UT 84043\nA lawsuit has been filed against you.',
    );
    expect(f.plaintiff_name).toBe('Timpanogos Crest Capital, LLC');
    expect(f.customer_name).toBe('Kayla M. Sorensen');
    expect(f.customer_mailing_address).toEqual({ customer_street: '1284 E. 2700 N.', city: 'Lehi', state: 'UT', zip_code: '84043' });
  });

  it('reads a role after a dash ("NAME - DEFENDANT") and the name last-name-first in the block addressed to the defendant', () => {
    const f = extractFields(
      'COMMONWEALTH OF KENTUCKY\nBOYLE DISTRICT COURT\nCANEBRAKE SAVINGS BANK - PLAINTIFF\nVv.\nPELLETIER, OSWIN D. - DEFENDANT\nSUMMONS\nTO (NAME AND ADDRESS OF DEFENDANT):\nPELLETIER, OSWIN D.\n118 Hustonville Rd., Apt. 2\nDanville, KY 40422',
    );
    expect(f.customer_name).toBe('Oswin D. Pelletier');
    expect(f.plaintiff_name).toBe('Canebrake Savings Bank');
    expect(f.customer_mailing_address).toEqual({ customer_street: '118 Hustonville Rd., Apt. 2', city: 'Danville', state: 'KY', zip_code: '40422' });
  });

  it('spells a name read from capitals with the accents the body prints, and finds the service line that names it so', () => {
    const f = extractFields(
      'NO. 26-08811\nBAYOU LANTERN ACCEPTANCE, LLC\nVERSUS\nANAIS J. BROUSSARD-LEE\nPETITION ON OPEN ACCOUNT\n1. Made defendant herein is Anaïs J. Broussard-Lee, a person of the full age of majority.\nPLEASE SERVE: Anaïs J. Broussard-Lee, 920 Pecan Grove Ln., Houma, LA 70360',
    );
    expect(f.customer_name).toBe('Anaïs J. Broussard-Lee');
    expect(f.plaintiff_name).toBe('Bayou Lantern Acceptance, LLC');
    expect(f.customer_mailing_address).toEqual({ customer_street: '920 Pecan Grove Ln.', city: 'Houma', state: 'LA', zip_code: '70360' });
  });

  it('reads a state code whose I was read as a T, and a comma OCR doubled in a sentence’s address', () => {
    const block = extractFields('DEFENDANT\nHollis R. Fairweather\n715 Quarry Ave.\nPeoria, TL 61603\nAMOUNT CLAIMED');
    expect(block.customer_mailing_address).toEqual({ customer_street: '715 Quarry Ave.', city: 'Peoria', state: 'IL', zip_code: '61603' });
    const sentence = extractFields(
      'HOLLIS R. FAIRWEATHER,\nDefendant.\n2. Defendant Hollis R. Fairweather is a resident of Cabell County, residing at 44 Fifth Ave. E,, Apt. 6, Huntington, WV 25701.',
    );
    expect(sentence.customer_mailing_address).toEqual({ customer_street: '44 Fifth Ave. E, Apt. 6', city: 'Huntington', state: 'WV', zip_code: '25701' });
  });
});

/** The 2026-12-14 blind corpus's classes, each in other words: other courts, parties, firms, numbers and addresses of the same shape. */
describe('blind corpus 2026-12-14 classes, in other words', () => {
  it('reads a defendant before a Does tail whose count wrapped with its comma, and a plaintiff whose entity kind wrapped above a case box', () => {
    const f = extractFields(
      'SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF FRESNO\nKESTREL POINT FUNDING CORP, a Delaware\ncorporation,\nCase No.: 26CECL01234\nLIMITED CIVIL CASE\nPlaintiff,\nvs.\nORLA P. BRENNAN; and DOES 1 through\n15, inclusive,\nDefendants.',
    );
    expect(f.customer_name).toBe('Orla P. Brennan');
    expect(f.plaintiff_name).toBe('Kestrel Point Funding Corp.');
  });

  it('passes the other column’s labelled dates and fees, and a sticker’s letters after the name, between a name and its role label', () => {
    const f = extractFields(
      'SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF ONEIDA\nIndex No. 660123/2026\nWILLOW CREEK FEDERAL CREDIT UNION,\nLi Date Filed: 04/02/2026\nPlaintiff,\n-against-\nNORA J. WEXLER, cdb hnrt dhbah 4\nDefendant. RCPT88410\nSUMMONS',
    );
    expect(f.plaintiff_name).toBe('Willow Creek Federal Credit Union');
    expect(f.customer_name).toBe('Nora J. Wexler');
  });

  it('keeps a caption’s own tail after the name’s comma for the name’s reader, and a lower-case tail of words', () => {
    const f = extractFields(
      'IN THE DISTRICT COURT OF TULSA COUNTY, OKLAHOMA\nRED FORK LENDING, LLC,\nPlaintiff,\nv.\nCALLUM T. RIORDAN, an individual,\nDefendant.',
    );
    expect(f.customer_name).toBe('Callum T. Riordan');
    expect(f.plaintiff_name).toBe('Red Fork Lending, LLC');
  });

  it('takes a party block’s name under its heading, never a stamp’s specks or the case kind above the heading', () => {
    const f = extractFields(
      'CITY COURT OF THE CITY OF UTICA\nQX "\\W . (8) LK T\nCONSUMER CREDIT TRANSACTION\nINDEX NO.\nCV-04417-26\nPLAINTIFF\nMohawk Crest Recovery, LLC\n12 Genesee St, Suite 4\nUtica, NY 13501\nDEFENDANT\nDaria K. Osei\n88 Elm Pl, Apt 2\nUtica, NY 13502',
    );
    expect(f.plaintiff_name).toBe('Mohawk Crest Recovery, LLC');
    expect(f.customer_name).toBe('Daria K. Osei');
  });

  it('reads an address labelled as the defendant’s residence, never the venue’s words without an address', () => {
    const f = extractFields(
      'CIVIL COURT OF THE CITY OF NEW YORK\nCOUNTY OF QUEENS\nASTORIA GATE FUNDING LLC,\nPlaintiff,\nagainst\nLEON V. KOVAC,\nDefendant.\nDefendant’s residence: 31-14 Ditmars Blvd, Apt 2R, Astoria, NY 11105\nBasis of venue: Defendant’s residence',
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '31-14 Ditmars Blvd, Apt 2R', city: 'Astoria', state: 'NY', zip_code: '11105' });
    const venue = extractFields('LEON V. KOVAC,\nDefendant.\nBasis of venue: Defendant’s residence\nCONSUMER CREDIT TRANSACTION');
    expect(venue.customer_mailing_address.customer_street).toBeNull();
  });

  it('reads a pleading’s address that a sentence about the defendant begins on the line before and ends with the city on the line after', () => {
    const f = extractFields(
      'IN THE DISTRICT COURT OF THE SECOND CIRCUIT\nLAHAINA BAY CREDIT, LLC,\nPlaintiff,\nvs.\nKEONI M. ALAPAI,\nDefendants.\n1. Defendant KEONI M. ALAPAI ("Defendant") is, and at all relevant times was, a resident of\nthe County of Maui, State of Hawaii, residing at 55-120 Makai Pl, Apt 4,\nKahului, HI 96732.',
    );
    expect(f.customer_mailing_address).toEqual({ customer_street: '55-120 Makai Pl, Apt 4', city: 'Kahului', state: 'HI', zip_code: '96732' });
  });

  it('joins a court’s lines past the case-number box between them, never a judge’s line', () => {
    expect(extractFields('STATE OF WISCONSIN\nCASE NO.\nCIRCUIT COURT\n2026SC004417\nDANE COUNTY\nCASE CODE').court_name).toBe('Circuit Court, Dane County');
    expect(extractFields('GREENE COUNTY MUNICIPAL COURT\nCASE NO. HK LT\nCIVIL DIVISION\n14 Main St, Xenia, Ohio 45385').court_name).toBe(
      'Greene County Municipal Court, Civil Division',
    );
    expect(extractFields('IN THE\nJUSTICE COURT\nOF LEE COUNTY,\nMISSISSIPPI\nJ1-CV-26-00417\nDistrict 1 - Judge P. Ames\nACME LLC').court_name).toBe(
      'Justice Court of Lee County, Mississippi',
    );
    expect(extractFields('SUPERIOR COURT UWY-CV26-6012345-S\nJUDICIAL DISTRICT OF WATERBURY AT WATERBURY\nRETURN DATE').court_name).toBe(
      'Superior Court, Judicial District of Waterbury at Waterbury',
    );
  });

  it('carries a small claims session "at" its town, names a conciliation court, and reads the court under its Spanish label', () => {
    expect(extractFields('STATE OF CONNECTICUT\nSUPERIOR COURT\nSMALL CLAIMS SESSION AT WATERBURY\nDOCKET NO.').court_name).toBe(
      'Superior Court, Small Claims Session at Waterbury',
    );
    expect(extractFields('STATE OF MINNESOTA\nCONCILIATION COURT\nDAKOTA COUNTY\nSTATEMENT OF CLAIM AND SUMMONS').court_name).toBe(
      'Conciliation Court, Dakota County',
    );
    const spanish = extractFields(
      'SUMMONS\n(CITACION JUDICIAL)\nYou have been sued.\nnombre y direccion de la corte es):\nSUPERIOR COURT OF CALIFORNIA, COUNTY OF FRESNO\n1130 O Commons, Fresno, CA 93721',
    );
    expect(spanish.court_name).toBe('Superior Court of California, County of Fresno');
  });

  it('passes a state’s name alone in a form’s court-use box under the defendant’s heading', () => {
    const f = extractFields(
      'SUMMONS\nNOTICE TO DEFENDANT:\nSuperior Court of\n(AVISO AL DEMANDADO):\nCalifornia.\nCounty of Fresno\nMARCO T. ALVAREZ, an individual; and DOES 1 to 10, inclusive\nYOU ARE BEING SUED BY PLAINTIFF:\nSIERRA ALTA CAPITAL LLC, a Nevada limited liability company',
    );
    expect(f.customer_name).toBe('Marco T. Alvarez');
  });

  it('reads a Spanish summons’s headings, "Aviso al demandado" and "Lo está demandando el demandante", and a Spanish entity tail', () => {
    const f = extractFields(
      'CITACION JUDICIAL\nAVISO AL DEMANDADO: (Notice to defendant):\nLUCIA R. MENDEZ; y DOES 1 a 10, inclusive\nNUMERO DEL CASO (Case number):\nLO ESTA DEMANDANDO EL DEMANDANTE: (You are being sued by plaintiff):\nSIERRA ALTA CAPITAL, INC., una corporación de Nevada\nCVFR2601234',
    );
    expect(f.customer_name).toBe('Lucia R. Mendez');
    expect(f.plaintiff_name).toBe('Sierra Alta Capital, Inc.');
  });

  it('finds a case number with a period suffix alone on its line, its label far, never a firm’s own file number', () => {
    const lines = [
      'Civil Action No.',
      'v.',
      'ODELL K. MARSH and',
      'RINA T. MARSH,',
      'Defendants.',
      'COMPLAINT',
      'DV-2026-900871.00',
      'QRS File No. 26-0412-KLM',
    ];
    expect(findCaseNumber(lines)).toBe('DV-2026-900871.00');
    expect(findCaseNumber(['QRS File No. 26-0412-KLM'])).toBeNull();
    expect(findCaseNumber(['Court File No. 19HA-CV-26-4417'])).toBe('19HA-CV-26-4417');
  });

  it('keeps the court-type letter that opens a county-coded number, and passes a statute’s sections under a docket label', () => {
    expect(findCaseNumber(['CAUSE NO. 45D03-2605-CC-004417'])).toBe('45D03-2605-CC-004417');
    expect(findCaseNumber(['Docket No.', 'Gen. Stat. §§ 47-12, 47-13;', '47-14, 47-15; Rules §§ 2-1', 'SUPERIOR COURT', 'NNH-CV26-6001234-S'])).toBe(
      'NNH-CV26-6001234-S',
    );
  });

  it('names a firm with a service-corporation suffix, a firm under its letterhead’s description, and a form’s plaintiff/petitioner attorney', () => {
    const sc = extractFields(
      'Electronically signed by Tessa M. Lind\nOrtega Lind, S.C.\nTessa M. Lind, State Bar No. 1012345\n100 E. Main St, Madison, WI 53703',
    );
    expect(sc.law_firm_name).toBe('Ortega Lind, S.C.');
    const described = extractFields('MAKANI ROSS LLLC\nA Limited Liability Law Company\nKAI P. ROSS 10123\nkross@makaniross.com\nAttorneys for Plaintiff');
    expect(described.law_firm_name).toBe('Makani Ross LLLC');
    const form = extractFields(
      'Plaintiff/Petitioner:\nKESTREL LANE CREDIT, LLC\nPlaintiff’s/Petitioner’s Attorney/Address:\nJOHN Q. LEWIS, #51234\nBRIGHTWATER PELL LLC\n9 S Main St, Joplin, MO 64801\nserve a copy of your pleading upon the attorney for plaintiff/petitioner at the above address',
    );
    expect(form.law_firm_name).toBe('Brightwater Pell LLC');
  });

  it('names a firm from a lawyer’s line with a juris or state bar number, and from the full name with two suffixes, never "Office hours"', () => {
    const juris = extractFields('PLAINTIFF’S ATTORNEY / JURIS NO.\nJane R. Doe, Bright Vale LLC - Juris No. 412233\n9 Elm St, Suite 2, Norwalk, CT 06851');
    expect(juris.law_firm_name).toBe('Bright Vale LLC');
    const prepared = extractFields(
      'Notice prepared by: Ann Roe (MSB #101234), Roe Gantt, PLLC, P.O. Box 12, Biloxi, MS 39530\n(228) 555-0142 - aroe@roegantt.com',
    );
    expect(prepared.law_firm_name).toBe('Roe Gantt, PLLC');
    const letter = extractFields(
      'KESTREL MOORE,\nATTORNEYS AT LAW\nP.C., L.L.O. 400 N 9th St, Lincoln, NE 68508\nlmoore@kestrelmoore.com\nOffice hours\nM-F 8:00-5:00\nDear Ms. Ruiz:\nSincerely,\nKestrel Moore, P.C., L.L.O.',
    );
    expect(letter.law_firm_name).toBe('Kestrel Moore, P.C., L.L.O.');
  });

  it('splits two columns read as one line, a credit union without a suffix then the person, their addresses read one after the other', () => {
    const f = extractFields(
      'SMALL CLAIMS SUMMONS AND COMPLAINT\nPLAINTIFF DEFENDANT\nCedar Bluff Credit Union Marta J. Olsen\n410 Lake St\nEau Claire, WI 54701\nRETURN DATE\n77 Birch Ln, Unit 2\nAltoona, WI 54720\nTO THE DEFENDANT: You are being sued.',
    );
    expect(f.customer_name).toBe('Marta J. Olsen');
    expect(f.plaintiff_name).toBe('Cedar Bluff Credit Union');
    expect(f.customer_mailing_address).toEqual({ customer_street: '77 Birch Ln, Unit 2', city: 'Altoona', state: 'WI', zip_code: '54720' });
  });

  it('reads a caption and a form whose dotted leaders OCR read as letters, and leaves words and column rules alone', () => {
    const caption = extractFields(
      'IN THE JUSTICE COURT OF LEE COUNTY, MISSISSIPPI\nPINE CREST LOANS, LLC ......cccoovvnneeeiiccc. PLAINTIFF\nVERSUS\nDARIUS L. OKAFOR .....cccceeennnoocsivvnee. DEFENDANT\n1. Defendant is an adult resident who may be served with process at\n40 Gloster St, Apt 3, Tupelo, MS 38804.',
    );
    expect(caption.customer_name).toBe('Darius L. Okafor');
    expect(caption.plaintiff_name).toBe('Pine Crest Loans, LLC');
    expect(caption.customer_mailing_address.customer_street).toBe('40 Gloster St, Apt 3');
    const form = extractFields('STATEMENT OF CLAIM\nPLAINTIFF ooo. Coosa Valley Finance, Inc.\nDEFENDANT nn KELLER, ANN M.');
    expect(form.plaintiff_name).toBe('Coosa Valley Finance, Inc.');
    expect(form.customer_name).toBe('Ann M. Keller');
    expect(withoutLeaders('DATED on March 3, 2027. Clerk of the Court')).toBe('DATED on March 3, 2027. Clerk of the Court');
    expect(withoutLeaders('PHONE OF CLERK ~~ HEARING DATE')).toBe('PHONE OF CLERK ~~ HEARING DATE');
    expect(withoutLeaders('PARTIES - PLAINTIFF')).toBe('PARTIES - PLAINTIFF');
  });

  it('passes a postal bar code read as capital letters above a letter’s addressee, and reads a creditor whose name wraps in the sentence', () => {
    const f = extractFields(
      'Harbor Gate Collections, Inc.\nPO Box 2210\nSalem, OR 97308\nTUT] RL TTD CRU TLT DUT RTE\nMarisa K. Lund\n880 Pine St Apt 4\nEugene, OR 97401\nHarbor Gate Collections, Inc. is a debt collector. We are trying to collect a debt that you owe to Cedar Basin\nFunding, LLC. We will use any information you give us to help collect the debt.',
    );
    expect(f.customer_name).toBe('Marisa K. Lund');
    expect(f.plaintiff_name).toBe('Cedar Basin Funding, LLC');
    expect(f.customer_mailing_address.customer_street).toBe('880 Pine St Apt 4');
  });

  it('takes the debt now from an itemization whose amounts follow the next section’s question and paragraph', () => {
    const f = extractFields(
      'As of March 2, 2026, you owed:\nBetween March 2, 2026 and today:\nYou were charged this amount in interest:\nYou were charged this amount in fees:\nYou paid or were credited this amount toward the debt:\nTotal amount of the debt now:\nHow can you dispute the debt?\nCall or write to us by June 1, 2027 to dispute all or\npart of the debt. If you do not, we will assume that our\ninformation is correct.\n$2,410.00\n$12.50\n$0.00\n$100.00\n$2,322.50\nWhat else can you do?',
    );
    expect(f.lawsuit_amount).toBe(232250);
  });

  it('reads the Spanish form’s "Cantidad principal reclamada", never the limited case’s cap', () => {
    const f = extractFields(
      'CITACION JUDICIAL\nCantidad principal reclamada (Principal claimed):\n$3,118.40\nIntereses: $210.00 - Costas: $370.00 - Caso civil limitado (no\nexcede $35,000)',
    );
    expect(f.lawsuit_amount).toBe(311840);
  });

  it('never takes the sender’s own file number, repeated on a letter’s coupon, for a case number, but keeps a case number beside it', () => {
    const letter = extractFields(
      'Dear Omar Reyes:\nOur file no.: LXR-4410273\nThis communication is from a debt collector.\nPAYMENT COUPON\nFile no.: LXR-4410273\nAmount enclosed: $',
    );
    expect(letter.civil_number).toBeNull();
    expect(letter.determine_if_lawsuit_exists).toBe(false);
    expect(findCaseNumber(['Case No. 26C017733 Our File No. QRT-55012'])).toBe('26C017733');
  });

  it('passes a stamp’s word before the other column’s labelled code between the plaintiff and its label', () => {
    const f = extractFields(
      'STATE OF WISCONSIN\nPine Knoll Acceptance Corp.\n200 Lake St, Suite 5\nEdina, MN 55424\nCIRCUIT COURT DANE COUNTY\nCase No. 2026CV004417\nF|LED Case Code: 42117\nPlaintiff,\nvs.\nMila J. Ostrowski\n14 Oak St\nMadison, WI 53703\nDefendant.',
    );
    expect(f.plaintiff_name).toBe('Pine Knoll Acceptance Corp.');
    expect(f.customer_name).toBe('Mila J. Ostrowski');
  });

  it('takes the "TO:" block’s person the caption names, with their street, over a heading’s name read from a stamp', () => {
    const f = extractFields(
      'IN THE COUNTY COURT OF LAMAR COUNTY, MISSISSIPPI\nBAYOU RUN CAPITAL, LLC\nv.\nCIVIL ACTION\nFILE NO.\n26-CV-00931\nDARNELL P. OKAFOR SR.\nTO: DARNELL P. OKAFOR SR.\n77 WILLOW BEND RD, APT 2\nPURVIS, MS 39475\nNOTICE TO DEFENDANT\nGRMNTSLO UA\nSUMMONS',
    );
    expect(f.customer_name).toBe('Darnell P. Okafor Sr.');
    expect(f.customer_mailing_address).toEqual({ customer_street: '77 WILLOW BEND RD, APT 2', city: 'PURVIS', state: 'MS', zip_code: '39475' });
  });

  it('keeps a heading’s defendant the page prints again, though a "TO:" block names someone with an address', () => {
    const f = extractFields(
      'DEFENDANT:\nLena V. Marsh\nTO: Owen K. Pratt\n12 Court Sq\nPurvis, MS 39475\nOwen K. Pratt\nLena V. Marsh owes the plaintiff $1,200.00.',
    );
    expect(f.customer_name).toBe('Lena V. Marsh');
  });
});
