// Single source of truth: every document's printed data AND its expected fields come from here.
// All people, firms, addresses (real city/ZIP pairs), phones (555-01xx), e-mails and case numbers are invented.
'use strict';

const D = [];
function add(o) { D.push(o); }

// ---------------- KENTUCKY ----------------
add({ n: 1, state: 'KY', kind: 'summons', layout: 'paren', font: 'Liberation Serif', mods: { stamp: true },
  title: 'CIVIL SUMMONS',
  court: 'Jefferson District Court, Civil Division', courtLines: ['JEFFERSON DISTRICT COURT', 'CIVIL DIVISION'], preCaption: ['COMMONWEALTH OF KENTUCKY'],
  courtAddr: '714 W. Liberty Street, Louisville, KY 40202', courtPhone: '(502) 555-0141',
  caseNo: '25-C-018742', caseLabel: 'Case No.',
  cust: { first: 'Tamara', middle: 'L.', last: 'Whitfield', street: '3307 Poplar Level Road, Apt. 12', city: 'Louisville', st: 'KY', zip: '40213' },
  plaintiff: 'Cardinal Ridge Funding, LLC', ptail: 'as assignee of Blue Lantern Bank, N.A.', pAddr: '4410 Commerce Parkway, Suite 300, Dover, DE 19901',
  firm: 'Marlow, Tice & Bennett, PLLC', atty: 'Gregory P. Tice', bar: 'KBA No. 91844', email: 'gtice@marlowtice-law.com',
  others: ['filings@marlowtice-law.com'], firmAddr: '200 S. Fifth Street, Suite 810, Louisville, KY 40202', firmPhone: '(502) 555-0117',
  amount: 2847.19, interest: 311.40, costs: 98.00, attyFee: 427.08, refNo: 'Our File 24-77103',
  photo: { fold: true } });

add({ n: 2, state: 'KY', kind: 'complaint', layout: 'numbered', font: 'Nimbus Roman', mods: { barcode: true },
  title: 'COMPLAINT ON ACCOUNT',
  court: 'Fayette Circuit Court, Division Seven', courtLines: ['FAYETTE CIRCUIT COURT', 'DIVISION SEVEN'], preCaption: ['COMMONWEALTH OF KENTUCKY'],
  courtAddr: '120 N. Limestone, Lexington, KY 40507', courtPhone: '(859) 555-0162',
  caseNo: '25-CI-03318', caseLabel: 'Civil Action No.',
  cust: { first: 'Dwayne', middle: 'T.', last: 'Holloway', suffix: 'Jr.', street: '1842 Alexandria Drive', city: 'Lexington', st: 'KY', zip: '40504' },
  codef: 'Sharonda M. Holloway',
  plaintiff: 'Keystone Auto Credit, Inc.', ptail: 'a Pennsylvania corporation', pAddr: '9 Penn Center Blvd., Pittsburgh, PA 15276',
  firm: 'Adair Whitcomb LLP', atty: 'Lauren K. Adair', bar: 'KBA #88120', email: 'ladair@adairwhitcomb.com',
  others: ['docketing@adairwhitcomb.com'], firmAddr: '333 W. Vine Street, Suite 1400, Lexington, KY 40507', firmPhone: '(859) 555-0129',
  amount: 9614.52, interest: 1205.33, costs: 183.00, attyFee: 1442.18, refNo: 'Account ending 5521',
  photo: { hand: true } });

add({ n: 3, state: 'KY', kind: 'small claims', layout: 'stub', font: 'DejaVu Sans', mods: { tint: '#fbf3b8' },
  title: 'SMALL CLAIMS COMPLAINT AND SUMMONS',
  court: 'Warren District Court, Small Claims Division', courtLines: ['WARREN DISTRICT COURT', 'SMALL CLAIMS DIVISION'],
  courtAddr: '1001 Center Street, Bowling Green, KY 42101', courtPhone: '(270) 555-0183',
  caseNo: '25-S-00412', caseLabel: 'Case Number',
  cust: { first: 'Pamela', middle: 'J.', last: 'Ockerman', street: '615 Nutwood Street #4B', city: 'Bowling Green', st: 'KY', zip: '42101' },
  plaintiff: 'Southcentral Medical Billing Group', pAddr: '2201 Scottsville Road, Bowling Green, KY 42104',
  firm: null, atty: null, email: null, others: ['smallclaims.warren@kycourts-mail.example'],
  amount: 1862.40, costs: 40.00, limit: 2500,
  photo: { warm: true } });

// ---------------- SOUTH CAROLINA ----------------
add({ n: 4, state: 'SC', kind: 'summons', layout: 'labelcol', font: 'Liberation Sans', mods: { fax: true },
  title: 'SUMMONS AND COMPLAINT (CIVIL)',
  court: "Richland County Magistrate's Court, Civil Division", courtLines: ["RICHLAND COUNTY MAGISTRATE'S COURT", 'CIVIL DIVISION'],
  courtAddr: '1412 Huger Street, Columbia, SC 29201', courtPhone: '(803) 555-0170',
  caseNo: '2025CV4010103456', caseLabel: 'Case No.',
  cust: { first: 'Marcus', middle: 'D.', last: 'Pinckney', street: '2214 Two Notch Road, Unit 7', city: 'Columbia', st: 'SC', zip: '29204' },
  plaintiff: 'Palmetto Crest Capital, LLC', pAddr: 'P.O. Box 60012, Charlotte, NC 28260',
  firm: 'Huger & Lyle, P.A.', atty: 'Catherine B. Lyle', bar: 'SC Bar No. 102233', email: 'clyle@hugerlyle.com',
  others: ['collections@hugerlyle.com'], firmAddr: '1300 Sumter Street, Suite 400, Columbia, SC 29201', firmPhone: '(803) 555-0135',
  amount: 4120.66, costs: 80.00, attyFee: 618.10, limit: 7500, refNo: 'H&L File No. 25-0883',
  photo: { sleeve: true } });

add({ n: 5, state: 'SC', kind: 'civil warrant', layout: 'sidebar', font: 'C059', mods: {},
  title: 'CIVIL WARRANT / CLAIM AND DELIVERY — SUMMONS TO APPEAR',
  court: 'Greenville County Magistrate Court', courtLines: ['GREENVILLE COUNTY', 'MAGISTRATE COURT'], courtJoin: ' ',
  courtAddr: '4 McGee Street, Greenville, SC 29601', courtPhone: '(864) 555-0148',
  caseNo: '2025CV2310100788', caseLabel: 'Case #',
  cust: { first: 'Lorraine', middle: 'E.', last: 'Batson', street: '108 Pelham Road, Apt. 22C', city: 'Greenville', st: 'SC', zip: '29615' },
  plaintiff: 'Upstate Installment Lending, Inc.', pAddr: '880 Woodruff Road, Greenville, SC 29607',
  firm: 'Rhett Caldwell Law Group, LLC', atty: 'Rhett A. Caldwell', bar: 'SC Bar #79015', email: 'rcaldwell@caldwell-lawgroup.com',
  others: ['efile@caldwell-lawgroup.com', 'payments@caldwell-lawgroup.com'], firmAddr: '25 Cleveland Street, Greenville, SC 29601', firmPhone: '(864) 555-0112',
  amount: 3377.25, interest: 402.18, costs: 80.00, limit: 7500,
  photo: { staple: true } });

add({ n: 6, state: 'SC', kind: 'summons', layout: 'marginatty', font: 'URW Bookman', mods: { ros: true },
  title: 'SUMMONS (Non-Jury)',
  court: 'Court of Common Pleas, Seventh Judicial Circuit', courtLines: ['IN THE COURT OF COMMON PLEAS', 'SEVENTH JUDICIAL CIRCUIT'],
  preCaption: ['STATE OF SOUTH CAROLINA', 'COUNTY OF SPARTANBURG'],
  courtAddr: '180 Magnolia Street, Spartanburg, SC 29306', courtPhone: '(864) 555-0155',
  caseNo: '2025-CP-42-01977', caseLabel: 'C/A No.',
  cust: { first: 'Jerome', middle: 'K.', last: 'Gaffney', street: '471 Fernwood Drive', city: 'Spartanburg', st: 'SC', zip: '29307' },
  serve: { street: '1200 Asheville Highway (place of employment)', city: 'Spartanburg', st: 'SC', zip: '29303' },
  plaintiff: 'Tidewater Consumer Receivables, LLC', ptail: 'successor in interest to Gulfline Bank', pAddr: '500 Lakeshore Drive, Norfolk, VA 23502',
  firm: 'Boykin Ashmore, LLC', atty: 'Elise M. Boykin', bar: 'SC Bar No. 100871', email: 'eboykin@boykinashmore.com',
  others: ['service@boykinashmore.com'], firmAddr: 'P.O. Box 2099, Spartanburg, SC 29304', firmPhone: '(864) 555-0108',
  amount: 11904.37, interest: 2140.90, costs: 150.00, attyFee: 1785.65,
  photo: { counter: true } });

// ---------------- KANSAS ----------------
add({ n: 7, state: 'KS', kind: 'petition', layout: 'boxgrid', font: 'Nimbus Sans', mods: { barcode: true },
  title: 'PETITION (Chapter 61 — Limited Actions)',
  court: 'District Court of Sedgwick County, Kansas, Civil Department', courtLines: ['IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS', 'CIVIL DEPARTMENT'],
  courtAddr: '525 N. Main Street, Wichita, KS 67203', courtPhone: '(316) 555-0161',
  caseNo: 'SG-2025-LM-004512', caseLabel: 'Case No.',
  cust: { first: 'Brenda', middle: 'S.', last: 'Kohlmeier', street: '3918 S. Laura Avenue', city: 'Wichita', st: 'KS', zip: '67216' },
  plaintiff: 'Prairie Wind Bank', pAddr: '300 W. Douglas Avenue, Wichita, KS 67202',
  firm: 'Stutzman & Reyes, P.A.', atty: 'Daniel J. Reyes', bar: 'KS #24761', email: 'dreyes@stutzmanreyes.com',
  others: ['clerk@stutzmanreyes.com'], firmAddr: '8100 E. 22nd Street N., Bldg 600, Wichita, KS 67226', firmPhone: '(316) 555-0192',
  amount: 6238.00, interest: 744.21, costs: 173.00, limit: 25000, refNo: 'Loan No. 4400-1187-02',
  photo: { fold: true, hand: true } });

add({ n: 8, state: 'KS', kind: 'summons', layout: 'banner', font: 'DejaVu Serif', mods: { lastFirst: true },
  title: 'SUMMONS (Limited Actions)',
  court: 'District Court of Shawnee County, Kansas', courtLines: ['DISTRICT COURT OF SHAWNEE COUNTY, KANSAS'],
  courtAddr: '200 S.E. 7th Street, Topeka, KS 66603', courtPhone: '(785) 555-0139',
  caseNo: 'SN-2025-LM-001208', caseLabel: 'Case Number',
  cust: { first: 'Gerald', middle: 'Wayne', last: 'Ostermann', street: '2706 S.W. Arvonia Place', city: 'Topeka', st: 'KS', zip: '66614' },
  plaintiff: 'Midcontinent Recovery Partners, LLC', pAddr: '1600 Genessee Street, Kansas City, MO 64102',
  firm: 'Vance Holdridge, LLC', atty: 'Amy R. Holdridge', bar: 'Kansas S. Ct. No. 27730', email: 'aholdridge@vanceholdridge.com',
  others: ['kscollect@vanceholdridge.com'], firmAddr: '10100 W. 87th Street, Suite 220, Overland Park, KS 66212', firmPhone: '(913) 555-0144',
  amount: 3095.88, costs: 168.50, attyFee: 464.38, limit: 25000,
  photo: { warm: true } });

add({ n: 9, state: 'KS', kind: 'petition', layout: 'paren', font: 'Liberation Mono', mods: { ros: true, mono: true },
  title: 'PETITION ON ACCOUNT',
  court: 'District Court of Johnson County, Kansas, Civil Court Department', courtLines: ['IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS', 'CIVIL COURT DEPARTMENT'],
  courtAddr: '150 W. Santa Fe Street, Olathe, KS 66061', courtPhone: '(913) 555-0176',
  caseNo: 'JO25LM07731', caseLabel: 'Case No.',
  cust: { first: 'Kristen', middle: 'A.', last: 'Lindqvist', street: '14210 W. 119th Terrace', city: 'Olathe', st: 'KS', zip: '66062' },
  plaintiff: 'Heartland Card Services, N.A.', pAddr: '7000 College Blvd., Overland Park, KS 66211',
  firm: 'Pruett Gaines Law Office', atty: 'Samuel T. Pruett', bar: 'KS #19902', email: null,
  others: ['jocoefile@courts-ks.example'], firmAddr: '9401 Nall Avenue, Suite 100, Overland Park, KS 66207', firmPhone: '(913) 555-0120',
  amount: 5402.73, interest: 618.92, costs: 195.00, attyFee: 810.41,
  photo: { sleeve: true } });

// ---------------- ARKANSAS ----------------
add({ n: 10, state: 'AR', kind: 'notice of suit', layout: 'docket', font: 'Nimbus Sans Narrow', mods: {},
  title: 'NOTICE OF SUIT AND DOCKET ENTRY',
  court: 'Pulaski County District Court, Little Rock Department', courtLines: ['PULASKI COUNTY DISTRICT COURT', 'LITTLE ROCK DEPARTMENT'],
  courtAddr: '600 W. Markham Street, Little Rock, AR 72201', courtPhone: '(501) 555-0188',
  caseNo: 'LRCV-25-4471', caseLabel: 'Case No.',
  cust: { first: 'Veronica', middle: 'N.', last: 'Tillman', street: '5812 Baseline Road, Lot 19', city: 'Little Rock', st: 'AR', zip: '72209' },
  plaintiff: 'Ozark Valley Finance Co.', pAddr: '4100 E. McCain Blvd., North Little Rock, AR 72117',
  firm: 'Garland & Pryor, PLLC', atty: 'Thomas W. Pryor', bar: 'ABN 2009144', email: 'tpryor@garlandpryor.com',
  others: ['records@garlandpryor.com'], firmAddr: '124 W. Capitol Avenue, Suite 1700, Little Rock, AR 72201', firmPhone: '(501) 555-0151',
  amount: 2219.60, interest: 266.35, costs: 65.00, limit: 25000, envelope: 'Envelope 18832047',
  photo: { staple: true } });

add({ n: 11, state: 'AR', kind: 'notice of suit', layout: 'memo', font: 'P052', mods: {},
  title: 'NOTICE OF CIVIL SUIT',
  court: 'Washington County District Court, Fayetteville Division', courtLines: ['WASHINGTON COUNTY DISTRICT COURT', 'FAYETTEVILLE DIVISION'],
  courtAddr: '105 N. Mill Avenue, Fayetteville, AR 72701', courtPhone: '(479) 555-0133',
  caseNo: 'FCV 25-812', caseLabel: 'Case No.',
  cust: { first: 'Colby', middle: 'R.', last: 'Hargis', street: 'Rural Route 3, Box 118', city: 'Fayetteville', st: 'AR', zip: '72704' },
  plaintiff: 'Razorback Furniture & Appliance, Inc.', pAddr: '3030 N. College Avenue, Fayetteville, AR 72703',
  firm: 'Lindley Brashears, P.A.', atty: 'Hannah C. Brashears', bar: 'Ark. Bar No. 2014077', email: 'hbrashears@lindleybrashears.com',
  others: ['frontdesk@lindleybrashears.com'], firmAddr: '21 E. Mountain Street, Fayetteville, AR 72701', firmPhone: '(479) 555-0104',
  amount: 1487.95, costs: 65.00, attyFee: 223.19,
  photo: { counter: true } });

add({ n: 12, state: 'AR', kind: 'complaint', layout: 'partytable', font: 'Liberation Serif', mods: { stamp: true },
  title: 'COMPLAINT',
  court: 'Circuit Court of Craighead County, Arkansas, Civil Division', courtLines: ['IN THE CIRCUIT COURT OF CRAIGHEAD COUNTY, ARKANSAS', 'CIVIL DIVISION'],
  courtAddr: '511 S. Main Street, Jonesboro, AR 72401', courtPhone: '(870) 555-0127',
  caseNo: '16JCV-25-1093', caseLabel: 'Case No.',
  cust: { first: 'Latoya', middle: 'B.', last: 'Stringfellow', street: '2417 Aggie Road', po: 'P.O. Box 1842', city: 'Jonesboro', st: 'AR', zip: '72401' },
  plaintiff: 'Delta Point Credit Union', pAddr: '1900 E. Highland Drive, Jonesboro, AR 72401',
  firm: 'Wofford Kessler Law Firm', atty: 'Brian D. Kessler', bar: 'Ark. Bar No. 2003051', email: 'bkessler@woffordkessler.com',
  others: ['efiling@woffordkessler.com'], firmAddr: '300 S. Church Street, Suite 210, Jonesboro, AR 72401', firmPhone: '(870) 555-0166',
  amount: 14276.10, interest: 1980.44, costs: 165.00, attyFee: 2141.42,
  photo: { fold: true } });

// ---------------- UTAH ----------------
add({ n: 13, state: 'UT', kind: 'summons', layout: 'bilingual', font: 'DejaVu Sans Condensed', mods: {},
  title: 'SUMMONS / CITATORIO',
  court: 'Third Judicial District Court, Salt Lake County, State of Utah', courtLines: ['THIRD JUDICIAL DISTRICT COURT', 'SALT LAKE COUNTY, STATE OF UTAH'],
  courtAddr: '450 S. State Street, Salt Lake City, UT 84111', courtPhone: '(801) 555-0149',
  caseNo: '250907781', caseLabel: 'Case No.',
  cust: { first: 'Miguel', middle: 'A.', last: 'Ybarra', street: '3561 S. 600 E., #4B', city: 'Salt Lake City', st: 'UT', zip: '84106' },
  plaintiff: 'Wasatch Front Lending, LLC', pAddr: '6550 S. Millrock Drive, Holladay, UT 84121',
  firm: 'Beckstead Nordin, P.C.', atty: 'Jared L. Beckstead', bar: 'Utah Bar No. 14422', email: 'jbeckstead@becksteadnordin.com',
  others: ['paralegal@becksteadnordin.com'], firmAddr: '2825 E. Cottonwood Pkwy, Suite 500, Salt Lake City, UT 84121', firmPhone: '(801) 555-0172',
  amount: 7865.32, interest: 903.17, costs: 375.00,
  photo: { hand: true } });

add({ n: 14, state: 'UT', kind: 'small claims', layout: 'boxgrid', font: 'URW Gothic', mods: { tint: '#f9dde4' },
  title: 'SMALL CLAIMS AFFIDAVIT AND SUMMONS',
  court: 'Orem Justice Court', courtLines: ['OREM JUSTICE COURT'],
  courtAddr: '97 E. Center Street, Orem, UT 84057', courtPhone: '(801) 555-0118',
  caseNo: '25-SC-0442', caseLabel: 'Case No.',
  cust: { first: 'Shelby', middle: 'R.', last: 'Dransfield', street: '1488 N. 400 W.', city: 'Orem', st: 'UT', zip: '84057' },
  plaintiff: 'Timpanogos Family Dental, PLLC', pAddr: '750 S. State Street, Orem, UT 84058',
  firm: null, atty: null, email: null, others: ['billing@timpfamilydental.example'],
  amount: 1265.00, costs: 60.00, limit: 15000,
  photo: { warm: true } });

// ---------------- OREGON ----------------
add({ n: 15, state: 'OR', kind: 'summons', layout: 'sidebar', font: 'Nimbus Sans', mods: {},
  title: 'SUMMONS',
  court: 'Circuit Court of the State of Oregon for the County of Multnomah', courtLines: ['IN THE CIRCUIT COURT OF THE STATE OF OREGON', 'FOR THE COUNTY OF MULTNOMAH'], courtJoin: ' ',
  courtAddr: '1200 S.W. First Avenue, Portland, OR 97204', courtPhone: '(503) 555-0158',
  caseNo: '25CV41877', caseLabel: 'Case No.',
  cust: { first: 'Harold', middle: 'F.', last: 'Quist', suffix: 'III', street: '7734 S.E. Foster Road', city: 'Portland', st: 'OR', zip: '97206' },
  plaintiff: 'Columbia Gorge Credit Partners, LLC', pAddr: '1001 S.W. Fifth Avenue, Portland, OR 97204',
  firm: 'Ferrante Oakes LLP', atty: 'Nicole S. Oakes', bar: 'OSB No. 084417', email: 'noakes@ferranteoakes.com',
  others: ['oregon.efile@ferranteoakes.com'], firmAddr: '111 S.W. Columbia Street, Suite 900, Portland, OR 97201', firmPhone: '(503) 555-0187',
  amount: 5120.84, interest: 602.11, costs: 281.00, attyFee: 768.13,
  photo: { sleeve: true } });

add({ n: 16, state: 'OR', kind: 'small claims', layout: 'stub', font: 'Liberation Sans', mods: { tint: '#dbe8f8' },
  title: 'SMALL CLAIM AND NOTICE OF SMALL CLAIM',
  court: 'Circuit Court of the State of Oregon for the County of Marion, Small Claims Department', courtLines: ['CIRCUIT COURT OF THE STATE OF OREGON', 'FOR THE COUNTY OF MARION', 'SMALL CLAIMS DEPARTMENT'], courtNameGroups: [[0, 1], [2]],
  courtAddr: '100 High Street N.E., Salem, OR 97301', courtPhone: '(503) 555-0124',
  caseNo: '25SC09132', caseLabel: 'Case No.',
  cust: { first: 'Anita', middle: 'G.', last: 'Pelletier', street: '2290 Lancaster Drive N.E., Space 31', city: 'Salem', st: 'OR', zip: '97305' },
  plaintiff: 'Willamette Valley Collision Repair, LLC', pAddr: '3355 Portland Road N.E., Salem, OR 97301',
  firm: null, atty: null, email: null, others: ['office@wvcollision.example'],
  amount: 3740.00, costs: 55.00, limit: 10000,
  photo: { staple: true } });

// ---------------- LOUISIANA ----------------
add({ n: 17, state: 'LA', kind: 'petition', layout: 'numbered', font: 'C059', mods: {},
  title: 'PETITION ON OPEN ACCOUNT',
  court: 'Baton Rouge City Court, Parish of East Baton Rouge, State of Louisiana', courtLines: ['BATON ROUGE CITY COURT', 'PARISH OF EAST BATON ROUGE', 'STATE OF LOUISIANA'],
  courtAddr: '233 St. Louis Street, Baton Rouge, LA 70802', courtPhone: '(225) 555-0137',
  caseNo: 'CV 25/1784', caseLabel: 'Docket No.',
  cust: { first: 'Terrence', middle: 'J.', last: 'Broussard', suffix: 'III', street: '4519 Greenwell Springs Road', city: 'Baton Rouge', st: 'LA', zip: '70806' },
  plaintiff: 'Bayou Capital Recovery, LLC', pAddr: '1 American Place, Baton Rouge, LA 70825',
  firm: 'Thibodeaux, Landry & Guidry, L.L.C.', atty: 'Monique A. Guidry', bar: 'La. Bar Roll No. 33518', email: 'mguidry@tlg-law.com',
  others: ['service@tlg-law.com'], firmAddr: '8550 United Plaza Blvd., Suite 702, Baton Rouge, LA 70809', firmPhone: '(225) 555-0163',
  amount: 4388.14, interest: 512.77, costs: 250.00, attyFee: 1097.04,
  photo: { counter: true, hand: true } });

add({ n: 18, state: 'LA', kind: 'civil warrant', layout: 'certified', font: 'URW Bookman', mods: { ros: true },
  title: 'CITATION',
  court: 'Justice of the Peace Court, Ward 3, Parish of Lafayette', courtLines: ['JUSTICE OF THE PEACE COURT, WARD 3', 'PARISH OF LAFAYETTE'],
  courtAddr: '315 Pinhook Road, Lafayette, LA 70503', courtPhone: '(337) 555-0145',
  caseNo: '25-JP-0219', caseLabel: 'Suit No.',
  cust: { first: 'Danielle', middle: 'M.', last: 'Arceneaux', street: '207 Duhon Road', city: 'Lafayette', st: 'LA', zip: '70506' },
  serve: { street: '207 Duhon Road', city: 'Lafayette', st: 'LA', zip: '70506' },
  plaintiff: 'Acadiana Title Loans, Inc.', pAddr: '5520 Johnston Street, Lafayette, LA 70503',
  firm: 'Fontenot & Savoy', atty: 'Luc P. Savoy', bar: 'Bar Roll No. 29144', email: 'lsavoy@fontenotsavoy.com',
  others: [], firmAddr: '600 Jefferson Street, Suite 402, Lafayette, LA 70501', firmPhone: '(337) 555-0109',
  amount: 2950.00, interest: 354.00, costs: 115.00, limit: 5000,
  photo: { fold: true } });

// ---------------- ALABAMA ----------------
add({ n: 19, state: 'AL', kind: 'summons', layout: 'banner', font: 'Liberation Sans', mods: {},
  title: 'SUMMONS — CIVIL',
  court: 'District Court of Jefferson County, Alabama, Birmingham Division', courtLines: ['IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA', 'BIRMINGHAM DIVISION'],
  courtAddr: '716 Richard Arrington Jr. Blvd. N., Birmingham, AL 35203', courtPhone: '(205) 555-0114',
  caseNo: 'DV-2025-901234.00', caseLabel: 'Case Number',
  cust: { first: 'Rodney', middle: 'L.', last: 'Culpepper', street: '1526 Center Point Road, Apt. 3', city: 'Birmingham', st: 'AL', zip: '35215' },
  plaintiff: 'Magnolia State Acceptance Corp.', pAddr: '2100 First Avenue N., Birmingham, AL 35203',
  firm: 'Waldrop Pettus, LLC', atty: 'Anne-Marie Pettus', bar: 'ASB-4471-E62P', email: 'ampettus@waldroppettus.com',
  others: ['alcollect@waldroppettus.com'], firmAddr: '2 North 20th Street, Suite 1100, Birmingham, AL 35203', firmPhone: '(205) 555-0193',
  amount: 6312.45, interest: 757.49, costs: 297.00, attyFee: 946.87,
  photo: { sleeve: true } });

add({ n: 20, state: 'AL', kind: 'statement of claim', layout: 'labelcol', font: 'DejaVu Serif', mods: { tint: '#fbf3b8' },
  title: 'STATEMENT OF CLAIM (Small Claims)',
  court: 'Small Claims Court of Madison County, Alabama', courtLines: ['IN THE SMALL CLAIMS COURT OF', 'MADISON COUNTY, ALABAMA'], courtJoin: ' ',
  courtAddr: '100 Northside Square, Huntsville, AL 35801', courtPhone: '(256) 555-0128',
  caseNo: 'SM 25 900456', caseLabel: 'Case No.',
  cust: { first: 'Wanda', middle: 'F.', last: 'Hollingsworth', street: '8902 Whitesburg Drive S.', city: 'Huntsville', st: 'AL', zip: '35802' },
  plaintiff: 'Tennessee Valley Consumer Finance, Inc.', pAddr: '4900 University Drive N.W., Huntsville, AL 35816',
  firm: 'Crump & Eddins, P.C.', atty: 'William H. Eddins', bar: 'ASB-2290-D41W', email: null,
  others: ['smallclaims@crumpeddins.com'], firmAddr: '200 Clinton Avenue W., Suite 600, Huntsville, AL 35801', firmPhone: '(256) 555-0181',
  amount: 2740.18, interest: 318.66, costs: 211.00, attyFee: 411.03, limit: 6000,
  photo: { staple: true, warm: true } });

// ---------------- MASSACHUSETTS ----------------
add({ n: 21, state: 'MA', kind: 'statement of claim', layout: 'partytable', font: 'Nimbus Sans Narrow', mods: { tint: '#f9dde4' },
  title: 'STATEMENT OF SMALL CLAIM AND NOTICE OF TRIAL',
  court: 'Trial Court of Massachusetts, District Court Department, Worcester Division', courtLines: ['TRIAL COURT OF MASSACHUSETTS', 'DISTRICT COURT DEPARTMENT', 'WORCESTER DIVISION'],
  courtAddr: '225 Main Street, Worcester, MA 01608', courtPhone: '(508) 555-0152',
  caseNo: '2562SC001234', caseLabel: 'Docket No.',
  cust: { first: 'Kevin', middle: 'P.', last: 'Monahan', street: '37 Chandler Street, #4B', city: 'Worcester', st: 'MA', zip: '01609' },
  plaintiff: 'Blackstone Oil & Heating Co., Inc.', pAddr: '1150 Millbury Street, Worcester, MA 01607',
  firm: null, atty: null, email: null, others: ['accounts@blackstoneoil.example'],
  amount: 1642.35, costs: 40.00, limit: 7000,
  photo: { counter: true } });

add({ n: 22, state: 'MA', kind: 'complaint', layout: 'docket', font: 'Liberation Serif', mods: { stamp: true },
  title: 'COMPLAINT (Account Stated)',
  court: 'Trial Court of Massachusetts, District Court Department, Quincy Division', courtLines: ['TRIAL COURT OF MASSACHUSETTS', 'DISTRICT COURT DEPARTMENT', 'QUINCY DIVISION'], preCaption: ['COMMONWEALTH OF MASSACHUSETTS', 'NORFOLK, ss.'],
  courtAddr: '1 Dennis F. Ryan Parkway, Quincy, MA 02169', courtPhone: '(617) 555-0159',
  caseNo: '2556CV000871', caseLabel: 'Docket No.',
  cust: { first: 'Siobhan', middle: 'C.', last: 'Fitzgerald', street: '88 Hancock Street, Unit 2', city: 'Quincy', st: 'MA', zip: '02171' },
  plaintiff: 'Bay Colony Card Services, LLC', ptail: 'as assignee of Minuteman National Bank', pAddr: '50 Milk Street, Boston, MA 02109',
  firm: 'Callahan Serra, P.C.', atty: 'Joseph M. Serra', bar: 'BBO #671204', email: 'jserra@callahanserra.com',
  others: ['intake@callahanserra.com'], firmAddr: '10 Post Office Square, Suite 800, Boston, MA 02109', firmPhone: '(617) 555-0198',
  amount: 8451.90, interest: 1012.67, costs: 195.00,
  photo: { fold: true, hand: true } });

// ---------------- IDAHO ----------------
add({ n: 23, state: 'ID', kind: 'summons', layout: 'marginatty', font: 'Nimbus Roman', mods: { fax: true },
  title: 'SUMMONS',
  court: 'District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada, Magistrate Division',
  courtLines: ['IN THE DISTRICT COURT OF THE FOURTH JUDICIAL DISTRICT OF THE', 'STATE OF IDAHO, IN AND FOR THE COUNTY OF ADA', 'MAGISTRATE DIVISION'], courtNameGroups: [[0, 1], [2]],
  courtAddr: '200 W. Front Street, Boise, ID 83702', courtPhone: '(208) 555-0122',
  caseNo: 'CV01-25-08812', caseLabel: 'Case No.',
  cust: { first: 'Crystal', middle: 'D.', last: 'Vanderhoof', street: '10422 W. Fairview Avenue, Apt. 208', city: 'Boise', st: 'ID', zip: '83704' },
  plaintiff: 'Snake River Financial Services, Inc.', pAddr: '1199 W. Shoreline Lane, Boise, ID 83702',
  firm: 'Hartwell Ostrander, PLLC', atty: 'Megan J. Ostrander', bar: 'ISB No. 10377', email: 'mostrander@hartwellostrander.com',
  others: ['idfilings@hartwellostrander.com'], firmAddr: '950 W. Bannock Street, Suite 1100, Boise, ID 83702', firmPhone: '(208) 555-0167',
  amount: 3896.02, interest: 455.30, costs: 166.00, attyFee: 584.40,
  photo: { warm: true } });

add({ n: 24, state: 'ID', kind: 'complaint', layout: 'paren', font: 'DejaVu Sans Mono', mods: { barcode: true, mono: true },
  title: 'COMPLAINT',
  court: 'District Court of the Third Judicial District of the State of Idaho, in and for the County of Canyon',
  courtLines: ['IN THE DISTRICT COURT OF THE THIRD JUDICIAL DISTRICT', 'OF THE STATE OF IDAHO, IN AND FOR THE COUNTY OF CANYON'], courtJoin: ' ',
  courtAddr: '1115 Albany Street, Caldwell, ID 83605', courtPhone: '(208) 555-0179',
  caseNo: 'CV14-25-03210', caseLabel: 'Case No.',
  cust: { first: 'Travis', middle: 'L.', last: 'Ebersole', street: '1719 E. Amity Avenue', po: 'PO Box 482', city: 'Nampa', st: 'ID', zip: '83686' },
  plaintiff: 'Gem State Credit Union', pAddr: '405 Caldwell Blvd., Nampa, ID 83651',
  firm: 'Kimball Ruiz Law, PLLC', atty: 'Oscar Ruiz', bar: 'ISB #9035', email: 'oruiz@kimballruizlaw.com',
  others: ['collections@kimballruizlaw.com'], firmAddr: '1020 Main Street, Suite 200, Boise, ID 83702', firmPhone: '(208) 555-0106',
  amount: 12580.66, interest: 1703.12, costs: 221.00, attyFee: 1887.10,
  photo: { sleeve: true, staple: true } });

// ---------------- VERMONT / ALASKA ----------------
add({ n: 25, state: 'VT', kind: 'small claims', layout: 'memo', font: 'Liberation Sans', mods: {},
  title: 'SMALL CLAIMS COMPLAINT — NOTICE OF HEARING',
  court: 'Vermont Superior Court, Civil Division, Chittenden Unit', courtLines: ['VERMONT SUPERIOR COURT', 'CIVIL DIVISION', 'CHITTENDEN UNIT'],
  courtAddr: '175 Main Street, Burlington, VT 05401', courtPhone: '(802) 555-0131',
  caseNo: '25-SC-01187', caseLabel: 'Docket No.',
  cust: { first: 'Eliot', middle: 'M.', last: 'Thibault', street: '412 North Avenue, Apt. 3R', city: 'Burlington', st: 'VT', zip: '05408' },
  plaintiff: 'Green Mountain Propane Service, Inc.', pAddr: '68 Industrial Avenue, Williston, VT 05495',
  firm: 'Lafferty & Quimby', atty: 'Rachel D. Quimby', bar: 'ERN 4418-2209', email: 'rquimby@laffertyquimby.com',
  others: ['admin@laffertyquimby.com'], firmAddr: '30 Main Street, Suite 400, Burlington, VT 05401', firmPhone: '(802) 555-0110',
  amount: 2133.47, interest: 190.20, costs: 95.00, limit: 10000,
  photo: { counter: true } });

add({ n: 26, state: 'AK', kind: 'summons', layout: 'certified', font: 'P052', mods: { ros: true },
  title: 'SUMMONS AND NOTICE TO BOTH PARTIES',
  court: 'District Court for the State of Alaska, Third Judicial District at Anchorage', courtLines: ['IN THE DISTRICT COURT FOR THE STATE OF ALASKA', 'THIRD JUDICIAL DISTRICT AT ANCHORAGE'], courtJoin: ' ',
  courtAddr: '825 W. Fourth Avenue, Anchorage, AK 99501', courtPhone: '(907) 555-0142',
  caseNo: '3AN-25-04512CI', caseLabel: 'Case No.',
  cust: { first: 'Nathaniel', middle: 'O.', last: 'Kvasnikoff', street: '4620 Reka Drive, Apt. C-14', city: 'Anchorage', st: 'AK', zip: '99508' },
  serve: { street: '1200 Airport Heights Drive (Tudor Medical Plaza)', city: 'Anchorage', st: 'AK', zip: '99508' },
  plaintiff: 'Northern Lights Credit Union', pAddr: '3000 C Street, Anchorage, AK 99503',
  firm: 'Sundberg Kalis, LLC', atty: 'Erik J. Sundberg', bar: 'ABA No. 0911042', email: 'esundberg@sundbergkalis.com',
  others: ['akservice@sundbergkalis.com'], firmAddr: '101 W. Benson Blvd., Suite 503, Anchorage, AK 99503', firmPhone: '(907) 555-0185',
  amount: 4731.29, interest: 560.04, costs: 150.00, attyFee: 709.69,
  photo: { fold: true } });

// ---------------- LETTERS ----------------
add({ n: 27, state: 'MT', kind: 'collection letter', layout: 'letter_agency', font: 'Liberation Sans', mods: {},
  agency: 'Big Sky Account Resolution, Inc.', agencyAddr: 'P.O. Box 31870, Billings, MT 59107', agencyPhone: '(406) 555-0119', agencyEmail: 'help@bigskyresolution.example',
  cust: { first: 'Janelle', middle: 'K.', last: 'Rasmussen', street: '2419 Grand Avenue, Apt. 6', city: 'Billings', st: 'MT', zip: '59102' },
  plaintiff: 'Yellowstone Valley Health Partners', origCreditor: 'Yellowstone Valley Health Partners',
  firm: null, email: null, amount: 1384.62, asOf: 1311.40, settle: 969.23, refNo: 'BSAR Ref. 7730-21954',
  photo: { warm: true, hand: true } });

add({ n: 28, state: 'DE', kind: 'collection letter', layout: 'letter_agency2', font: 'C059', mods: { tint: null },
  agency: 'First State Recovery Group, LLC', agencyAddr: '3 Innovation Way, Suite 200, Newark, DE 19711', agencyPhone: '(302) 555-0146', agencyEmail: 'accounts@fsrecoverygroup.example',
  cust: { first: 'Howard', middle: 'B.', last: 'Pennewill', suffix: 'Jr.', street: '27 Silver Lake Drive', city: 'Dover', st: 'DE', zip: '19904' },
  plaintiff: 'Coastal Harbor Bank', origCreditor: 'Coastal Harbor Bank',
  firm: null, email: null, amount: 3562.08, asOf: 3498.75, settle: 2137.25, refNo: 'Account No. XXXX-XXXX-4471',
  photo: { sleeve: true } });

add({ n: 29, state: 'RI', kind: 'collection letter', layout: 'letter_agency', font: 'DejaVu Serif', mods: {},
  agency: 'Narragansett Credit Services', agencyAddr: '1 Citizens Plaza, 5th Floor, Providence, RI 02903', agencyPhone: '(401) 555-0107', agencyEmail: 'pay@ncsri.example',
  cust: { first: 'Maria', middle: 'E.', last: 'Medeiros', street: '145 Oaklawn Avenue, #4B', city: 'Cranston', st: 'RI', zip: '02920' },
  plaintiff: 'Pawtuxet Receivables Trust', origCreditor: 'Ocean State Wireless, LLC',
  debtBuyer: true, curCreditor: 'Pawtuxet Receivables Trust',
  firm: null, email: null, amount: 842.17, asOf: 799.90, settle: 505.30, refNo: 'NCS File 55-20931',
  photo: { fold: true } });

add({ n: 30, state: 'NM', kind: 'attorney letter (suit filed)', layout: 'letter_firm', font: 'Nimbus Roman', mods: {},
  court: 'Bernalillo County Metropolitan Court', courtLines: ['BERNALILLO COUNTY METROPOLITAN COURT'],
  courtAddr: '401 Lomas Blvd. N.W., Albuquerque, NM 87102', courtPhone: '(505) 555-0153',
  caseNo: 'M-501-CV-2025-04417', caseLabel: 'Case No.',
  cust: { first: 'Raymond', middle: 'G.', last: 'Archuleta', street: '9012 Menaul Blvd. N.E., Apt. 1107', city: 'Albuquerque', st: 'NM', zip: '87112' },
  plaintiff: 'Sandia Peak Auto Finance, LLC', pAddr: '5301 Central Avenue N.E., Albuquerque, NM 87108',
  firm: 'Montoya Klein & Ortiz, P.C.', atty: 'Gabriela R. Ortiz', bar: 'NM Bar No. 152207', email: 'gortiz@mko-law.com',
  others: ['payments@mko-law.com', 'reception@mko-law.com'], firmAddr: '500 Marquette Avenue N.W., Suite 1200, Albuquerque, NM 87102', firmPhone: '(505) 555-0138',
  amount: 5617.44, interest: 688.10, costs: 77.00, attyFee: 842.62, refNo: 'Our File No. MKO-25-3318',
  photo: { staple: true } });

// ---------------- expected fields ----------------
function custName(c) { return [c.first, c.middle, c.last].filter(Boolean).join(' ') + (c.suffix ? ' ' + c.suffix : ''); }
function isLetter(d) { return d.layout.startsWith('letter'); }
function expected(d) {
  const c = d.cust;
  const suit = !!d.caseNo;
  return {
    customer_name: custName(c),
    plaintiff_name: d.debtBuyer ? d.curCreditor : d.plaintiff,
    law_firm_name: d.firm || null,
    lawyer_email: d.email || null,
    lawsuit_state: isLetter(d) ? c.st : d.state,
    lawsuit_amount: d.amount,
    civil_number: suit ? d.caseNo : null,
    court_name: suit ? d.court : null,
    customer_street: c.street,
    customer_city: c.city,
    customer_state: c.st,
    customer_zip_code: c.zip,
    determine_if_lawsuit_exists: suit,
  };
}
module.exports = { D, expected, custName, isLetter };
