// Data objects for the 30 documents. build.js renders HTML and truth.json from these.
// All people, firms, addresses, phones (555-01xx), e-mails and case numbers are invented.
// Court names are real court titles; court street addresses are invented.
'use strict';

const D = [];
const add = (o) => D.push(o);

// court.titles: array of titles; each title is an array of printed lines (joined with spaces),
// separate titles are joined with ", " in truth.
add({ n: 1, state: 'KY', kind: 'civil summons', font: 'Liberation Serif',
  f: { header: 'spaced', caption: 'paren', body: 'summons', barcode: true },
  court: { titles: [['Commonwealth of Kentucky'], ['Jefferson District Court']], addr: '714 W Liberty Plaza, Louisville, KY 40202', phone: '(502) 555-0114', email: 'jeffdistclerk@kycourts-filing.net' },
  caseNo: '26-C-003817', caseLabel: 'Case No.', judge: 'Div. 7 — Hon. R. Baskin',
  plaintiff: { name: 'Granite Ridge Funding LLC', tail: 'as assignee of Crescent Bay Bank', addr: '1200 Corporate Blvd Ste 400, Norcross, GA 30071' },
  defs: [{ name: 'Darnell R. Whitcomb', street: '1418 Bardstown Rd Apt 3B', city: 'Louisville', st: 'KY', zip: '40205' }],
  firm: { name: 'Hollister & Crane, PLLC', atty: 'Megan T. Hollister', bar: 'KBA No. 91844', addr: '2300 Lexington Rd Ste 210, Louisville, KY 40206', phone: '(502) 555-0147', email: 'mhollister@hollistercranelaw.com', email2: 'efile@hollistercranelaw.com' },
  amt: 3842.17, account: 'XXXX-XXXX-XXXX-4417', filed: 'January 14, 2026' });

add({ n: 2, state: 'KY', kind: 'small claims complaint', font: 'Nimbus Sans',
  f: { header: 'boxform', caption: 'boxes', body: 'smallclaims', bg: '#fbf6d2', window: true },
  court: { titles: [['Commonwealth of Kentucky'], ['Kenton District Court'], ['Small Claims Division']], addr: '230 Madison Ave Rm 308, Covington, KY 41011', phone: '(859) 555-0121', email: 'kentonsmallclaims@kycourts-filing.net' },
  caseNo: '26-S-00291', caseLabel: 'Case No.',
  plaintiff: { name: 'Riverbend Dental Associates, PSC', addr: '4415 Dixie Hwy, Erlanger, KY 41018' },
  defs: [{ name: 'Leanne M. Spurlock', street: '322 Pike St', city: 'Covington', st: 'KY', zip: '41011' }],
  firm: { name: 'Tessman Ruiz LLP', atty: 'Caleb Tessman', bar: 'KBA No. 88213', addr: '50 E RiverCenter Blvd Ste 1100, Covington, KY 41011', phone: '(859) 555-0163', email: 'ctessman@tessmanruiz.com', email2: 'billing@riverbenddental-ky.com' },
  amt: 1268.40, account: 'Patient Acct 0082417', filed: 'February 3, 2026', limit: 2500 });

add({ n: 3, state: 'KY', kind: 'complaint', font: 'TeX Gyre Termes',
  f: { header: 'plain', caption: 'paren', body: 'complaint', balprin: true },
  court: { titles: [['Commonwealth of Kentucky'], ['Warren Circuit Court'], ['Division II']], addr: '1005 State St, Bowling Green, KY 42101', phone: '(270) 555-0108', email: 'warrencircuit@kycourts-filing.net' },
  caseNo: '26-CI-00417', caseLabel: 'Civil Action No.', judge: 'Judge: Hon. L. Abernathy',
  plaintiff: { name: 'Summit Crest Bank, N.A.', addr: '800 Market St, Wilmington, DE 19801' },
  defs: [{ name: 'Travis Okafor', street: '907 Chestnut St', city: 'Bowling Green', st: 'KY', zip: '42101' }],
  firm: { name: 'Kellerman Holt Attorneys, PSC', atty: 'Jonah P. Kellerman', bar: 'KBA No. 93371', addr: '1719 Ashley Cir Ste 200, Bowling Green, KY 42104', phone: '(270) 555-0139', email: 'jkellerman@kellermanholt.com', email2: 'docketing@kellermanholt.com' },
  amt: 6915.32, balance: 7488.90, account: 'Loan No. 55-0091237', filed: 'January 22, 2026' });

add({ n: 4, state: 'AL', kind: 'summons', font: 'Carlito',
  f: { header: 'outline', caption: 'numbered', body: 'summons', qr: true },
  court: { titles: [['In the District Court of Jefferson County, Alabama']], addr: '801 Richard Arrington Jr Blvd N Rm 240, Birmingham, AL 35203', phone: '(205) 555-0132', email: 'jeffcodistrict@alacourt-efile.net' },
  caseNo: 'DV-2026-900417.00', caseLabel: 'Case Number',
  plaintiff: { name: 'Bluestem Capital Acquisitions LLC', tail: 'a Delaware limited liability company', addr: 'PO Box 90210, Dallas, TX 75390' },
  defs: [{ name: 'Marisol T. Betancourt', street: '2215 Highland Ave S Apt 12', city: 'Birmingham', st: 'AL', zip: '35205' }],
  firm: { name: 'Marrow, Beck & Lindqvist, P.C.', atty: 'Andrea Lindqvist', bar: 'ASB-4471-D62L', addr: '2100 1st Ave N Ste 600, Birmingham, AL 35203', phone: '(205) 555-0156', email: 'alindqvist@mbl-law.com', email2: 'service@mbl-law.com' },
  amt: 2471.86, account: 'Acct ending 7720', filed: 'January 9, 2026', limit: 20000 });

add({ n: 5, state: 'AL', kind: 'small claims statement of claim', font: 'TeX Gyre Schola',
  f: { header: 'plain', caption: 'leaders', body: 'smallclaims', bg: '#e3eefa' },
  court: { titles: [['Small Claims Court of Mobile County, Alabama']], addr: '205 Government St Rm 420, Mobile, AL 36602', phone: '(251) 555-0117', email: 'mobilesmallclaims@alacourt-efile.net' },
  caseNo: 'SM 2026 000318', caseLabel: 'Case No.',
  plaintiff: { name: 'Gulfway Auto Credit, Inc.', addr: '3900 Airport Blvd, Mobile, AL 36608' },
  defs: [{ name: 'Curtis L. Fairbanks', street: '5560 Cottage Hill Rd', city: 'Mobile', st: 'AL', zip: '36609' }],
  firm: { name: 'Deshler & Moye, LLC', atty: 'Franklin Moye', bar: 'ASB-2290-M58F', addr: '63 S Royal St Ste 900, Mobile, AL 36602', phone: '(251) 555-0188', email: 'fmoye@deshlermoye.com', email2: 'collections@gulfwayautocredit.com' },
  amt: 4118.00, account: 'Contract 77-31904', filed: 'February 11, 2026', limit: 6000 });

add({ n: 6, state: 'AL', kind: 'complaint', font: 'Caladea', pt: 9,
  f: { header: 'stamp', caption: 'stacked', body: 'complaint' },
  court: { titles: [['In the Circuit Court of Madison County, Alabama']], addr: '100 Northside Sq Rm 915, Huntsville, AL 35801', phone: '(256) 555-0129', email: 'madisoncircuit@alacourt-efile.net' },
  caseNo: 'CV-26-900211', caseLabel: 'Civil Action No.',
  plaintiff: { name: 'Ironwood Asset Partners LLC', tail: 'as successor in interest to Copperfield Card Services', addr: '7 Penn Plaza 12th Fl, New York, NY 10001' },
  defs: [{ name: 'Shonda K. Petrie', street: '4410 Bailey Cove Rd SE', city: 'Huntsville', st: 'AL', zip: '35802' }],
  firm: { name: 'Varga Law Group, LLC', atty: 'Nicholas Varga', bar: 'ASB-7715-V33N', addr: '200 Clinton Ave W Ste 1000, Huntsville, AL 35801', phone: '(256) 555-0174', email: 'nvarga@vargalawgroup.com', email2: 'paralegal@vargalawgroup.com' },
  amt: 11384.09, account: 'Card ending 3306', filed: 'January 27, 2026' });

add({ n: 7, state: 'UT', kind: 'summons', font: 'Linux Libertine O',
  f: { header: 'uttop', caption: 'paren', body: 'summons', vertical: true },
  court: { titles: [['Third Judicial District Court'], ['Salt Lake County, State of Utah']], addr: '455 S State St, Salt Lake City, UT 84111', phone: '(801) 555-0136', email: 'thirddistrict.civil@utcourts-efile.net' },
  caseNo: '260904512', caseLabel: 'Case No.', judge: 'Judge Kendra Malouf',
  plaintiff: { name: 'Wasatch Peak Credit Union', addr: '5200 S Highland Dr, Holladay, UT 84117' },
  defs: [{ name: 'Brigham J. Tolley', street: '2873 S 900 E', city: 'Salt Lake City', st: 'UT', zip: '84106' }],
  firm: { name: 'Ashdown Pratt & Sorensen', atty: 'Camille Ashdown', bar: 'Utah Bar No. 14552', addr: '10 W Broadway Ste 700, Salt Lake City, UT 84101', phone: '(801) 555-0192', email: 'cashdown@ashdownpratt.com', email2: 'recovery@wasatchpeakcu.org' },
  amt: 5290.55, account: 'Member No. 118-204', filed: 'February 2, 2026' });

add({ n: 8, state: 'UT', kind: 'complaint', font: 'Nimbus Roman', pt: 9.5,
  f: { header: 'uttop', caption: 'paren', body: 'complaint' },
  court: { titles: [['Fourth Judicial District Court'], ['Utah County, State of Utah']], addr: '137 N Freedom Blvd, Provo, UT 84601', phone: '(801) 555-0145', email: 'fourthdistrict@utcourts-efile.net' },
  caseNo: '264100873', caseLabel: 'Civil No.', judge: 'Judge Derek Holm',
  plaintiff: { name: 'Timpanogos Medical Billing, Inc.', addr: '1034 N 500 W, Provo, UT 84604' },
  defs: [{ name: 'Kaylee Anderberg', street: '1150 N 500 W Apt 210', city: 'Provo', st: 'UT', zip: '84604' }],
  firm: { name: 'Larkin Oyler PLLC', atty: 'Thomas Oyler', bar: 'Utah Bar No. 12098', addr: '3301 N University Ave Ste 150, Provo, UT 84604', phone: '(801) 555-0171', email: 'toyler@larkinoyler.com', email2: 'intake@larkinoyler.com' },
  amt: 1947.26, account: 'Guarantor Acct 440917', filed: 'January 30, 2026' });

add({ n: 9, state: 'UT', kind: 'small claims affidavit and summons', font: 'Noto Sans',
  f: { header: 'plain', caption: 'numbered', body: 'smallclaims', noemail: true },
  court: { titles: [['Orem Justice Court'], ['Small Claims Department']], addr: '97 E Center St, Orem, UT 84057', phone: '(801) 555-0103', email: 'oremjustice@utcourts-efile.net' },
  caseNo: 'SC 26-0219', caseLabel: 'Case Number',
  plaintiff: { name: 'Canyon View Property Management LLC', addr: '1480 S State St, Orem, UT 84097' },
  defs: [{ name: 'Rhett D. Sorensen', street: '680 E 1600 N', city: 'Orem', st: 'UT', zip: '84097' }],
  firm: { name: 'Bingham Leavitt Law', atty: 'Sadie Bingham', bar: 'Utah Bar No. 17730', addr: '1355 N Research Way, Orem, UT 84097', phone: '(801) 555-0184', email: null, email2: 'office@canyonviewpm.com' },
  amt: 2365.00, account: 'Lease Unit 14C ledger', filed: 'February 17, 2026', limit: 15000 });

add({ n: 10, state: 'KS', kind: 'petition (Chapter 61)', font: 'P052',
  f: { header: 'plain', caption: 'paren', body: 'petition', barcode: true },
  court: { titles: [['In the District Court of Johnson County, Kansas'], ['Civil Court Department']], addr: '150 W Santa Fe St, Olathe, KS 66061', phone: '(913) 555-0115', email: 'jocodc.civil@kscourts-efile.net' },
  caseNo: '26LA01234', caseLabel: 'Case No.', judge: 'Div. No. 12',
  plaintiff: { name: 'Tallgrass Recovery Fund I, LLC', addr: '8900 Indian Creek Pkwy Ste 300, Overland Park, KS 66210' },
  defs: [{ name: 'Janelle P. Oyelaran', street: '11920 W 95th St Apt 4', city: 'Overland Park', st: 'KS', zip: '66214' }],
  firm: { name: 'Pruett Haverty, P.A.', atty: 'Douglas Haverty', bar: 'KS #24719', addr: '7400 W 110th St Ste 600, Overland Park, KS 66210', phone: '(913) 555-0150', email: 'dhaverty@pruetthaverty.com', email2: 'kscollections@pruetthaverty.com' },
  amt: 8206.71, account: 'Orig. Acct XXXXXX1983', filed: 'January 12, 2026' });

add({ n: 11, state: 'KS', kind: 'limited actions summons', font: 'TeX Gyre Heros',
  f: { header: 'plain', caption: 'sidelabel', body: 'summons', tearoff: true },
  court: { titles: [['In the District Court of Sedgwick County, Kansas'], ['Civil Department'], ['Limited Actions']], addr: '525 N Main St 4th Fl, Wichita, KS 67203', phone: '(316) 555-0127', email: 'sedgwicklimited@kscourts-efile.net' },
  caseNo: 'SG-2026-LM-004512', caseLabel: 'Case No.',
  plaintiff: { name: 'Prairie Heart Hospital Services', addr: '929 N St Francis St, Wichita, KS 67214' },
  defs: [{ name: 'Dustin A. Mehlhaff', street: '1645 N Broadway Ave', city: 'Wichita', st: 'KS', zip: '67214' }],
  firm: { name: 'Schoenhofer & Dietz, LLC', atty: 'Lauren Dietz', bar: 'KS #26104', addr: '301 N Main St Ste 1600, Wichita, KS 67202', phone: '(316) 555-0166', email: 'ldietz@schoenhoferdietz.com', email2: 'process@schoenhoferdietz.com' },
  amt: 3377.48, account: 'Guarantor 60017724', filed: 'February 5, 2026' });

add({ n: 12, state: 'KS', kind: 'small claims petition and notice', font: 'DejaVu Serif',
  f: { header: 'spaced', caption: 'leaders', body: 'smallclaims', bg: '#fbf6d2' },
  court: { titles: [['In the District Court of Shawnee County, Kansas'], ['Small Claims']], addr: '200 SE 7th St Rm 209, Topeka, KS 66603', phone: '(785) 555-0112', email: 'shawneesc@kscourts-efile.net' },
  caseNo: 'SN-2026-SC-000118', caseLabel: 'Case No.',
  plaintiff: { name: 'Capitol City Appliance & Repair', addr: '2134 SW Topeka Blvd, Topeka, KS 66612' },
  defs: [{ name: 'Rosalind Tijerina', street: '3012 SW Plass Ave', city: 'Topeka', st: 'KS', zip: '66611' }],
  firm: { name: 'Reinholt Law Office, LLC', atty: 'Gregory Reinholt', bar: 'KS #19822', addr: '534 S Kansas Ave Ste 1100, Topeka, KS 66603', phone: '(785) 555-0148', email: 'greinholt@reinholtlaw.com', email2: 'accounts@capitolcityappliance.com' },
  amt: 1589.99, account: 'Invoice 2025-1187', filed: 'February 9, 2026', limit: 10000 });

add({ n: 13, state: 'AR', kind: 'complaint', font: 'Gentium', pt: 9,
  f: { header: 'stamp', caption: 'paren', body: 'complaint', etal: true },
  court: { titles: [['In the Circuit Court of Pulaski County, Arkansas'], ['Civil Division']], addr: '401 W Markham St Ste 100, Little Rock, AR 72201', phone: '(501) 555-0133', email: 'pulaskicircuit@arcourts-efile.net' },
  caseNo: '60CV-26-2291', caseLabel: 'Case No.', judge: '17th Division',
  plaintiff: { name: 'Red Mesa Lending LLC', addr: '1450 E Camelback Rd, Phoenix, AZ 85014' },
  defs: [{ name: 'Keon M. Battle', street: '5712 Asher Ave', city: 'Little Rock', st: 'AR', zip: '72204' }, { name: 'Shameka L. Battle', street: '5712 Asher Ave', city: 'Little Rock', st: 'AR', zip: '72204' }],
  firm: { name: 'Cobb Whitlatch & Rowe, PLLC', atty: 'Eliza Rowe', bar: 'Ark. Bar No. 2009114', addr: '425 W Capitol Ave Ste 1800, Little Rock, AR 72201', phone: '(501) 555-0181', email: 'erowe@cwrlawfirm.com', email2: 'efile@cwrlawfirm.com' },
  amt: 9732.60, account: 'Installment Loan 3300-2281', filed: 'January 20, 2026' });

add({ n: 14, state: 'AR', kind: 'small claims form', font: 'Liberation Sans',
  f: { header: 'spaced', caption: 'numbered', body: 'smallclaims', window: true, prose: true },
  court: { titles: [['District Court of Benton County, Arkansas'], ['Rogers Department'], ['Small Claims Division']], addr: '1905 S Dixieland Rd, Rogers, AR 72758', phone: '(479) 555-0119', email: 'rogersdistrict@arcourts-efile.net' },
  caseNo: 'ROG-SC-26/118', caseLabel: 'Case No.',
  plaintiff: { name: 'Ozark Valley Furniture & Appliance', addr: '2600 W Hudson Rd, Rogers, AR 72756' },
  defs: [{ name: 'Amber L. Whisenhunt', street: '1406 W Walnut St', city: 'Rogers', st: 'AR', zip: '72756' }],
  firm: null, plaintiffEmail: 'credit@ozarkvalleyfurniture.com', plaintiffRep: 'Dale Pettigrew, Credit Manager',
  amt: 2144.75, account: 'Revolving Acct 10-55731', filed: 'February 12, 2026', limit: 5000 });

add({ n: 15, state: 'ID', kind: 'complaint (pleading paper)', font: 'C059', pt: 9.5,
  f: { header: 'idpleading', caption: 'paren', body: 'complaint', lineNumbers: true },
  court: { titles: [['In the District Court of the Fourth Judicial District of the', 'State of Idaho, in and for the County of Ada'], ['Magistrate Division']], addr: '200 W Front St, Boise, ID 83702', phone: '(208) 555-0138', email: 'adamagistrate@idcourts-efile.net' },
  caseNo: 'CV01-26-04512', caseLabel: 'Case No.',
  plaintiff: { name: 'Sagebrush Financial Services, Inc.', addr: '600 E Parkcenter Blvd, Boise, ID 83706' },
  defs: [{ name: 'Colby R. Nyquist', street: '3321 W Overland Rd', city: 'Boise', st: 'ID', zip: '83705' }],
  firm: { name: 'Harwell Quist, PLLC', atty: 'Natalie Quist', bar: 'ISB No. 10477', addr: '101 S Capitol Blvd Ste 900, Boise, ID 83702', phone: '(208) 555-0153', email: 'nquist@harwellquist.com', email2: 'collections@harwellquist.com' },
  amt: 4603.12, account: 'Acct No. 661-220-9', filed: 'January 16, 2026' });

add({ n: 16, state: 'ID', kind: 'summons', font: 'TeX Gyre Pagella',
  f: { header: 'plain', caption: 'stacked', body: 'summons', tearoff: true, pobox: true },
  court: { titles: [['In the District Court of the First Judicial District of the', 'State of Idaho, in and for the County of Kootenai'], ['Small Claims Department']], addr: '324 W Garden Ave, Coeur d\'Alene, ID 83814', phone: '(208) 555-0124', email: 'kootenaismallclaims@idcourts-efile.net' },
  caseNo: 'CV28-26-1187', caseLabel: 'Case No.',
  plaintiff: { name: 'Panhandle Propane Co.', addr: '5100 W Seltice Way, Post Falls, ID 83854' },
  defs: [{ name: 'Tamsin G. Hollowell', street: '417 E Seltice Way', pobox: 'PO Box 1187', city: 'Post Falls', st: 'ID', zip: '83854' }],
  firm: { name: 'Ferrante & Gage, PLLC', atty: 'Owen Gage', bar: 'ISB No. 9316', addr: '1110 W Park Pl Ste 300, Coeur d\'Alene, ID 83814', phone: '(208) 555-0177', email: 'ogage@ferrantegage.com', email2: 'ar@panhandlepropane.com' },
  amt: 1733.40, account: 'Customer No. P-40718', filed: 'February 6, 2026', limit: 5000 });

add({ n: 17, state: 'MT', kind: 'summons', font: 'Noto Serif',
  f: { header: 'banner', caption: 'paren', body: 'summons', qr: true },
  court: { titles: [['Montana Fourth Judicial District Court'], ['Missoula County']], addr: '200 W Broadway St, Missoula, MT 59802', phone: '(406) 555-0131', email: 'missoula.districtclerk@mtcourts-efile.net' },
  caseNo: 'DV-32-2026-0000417', caseLabel: 'Cause No.', judge: 'Dept. 3',
  plaintiff: { name: 'Big Sky Consumer Finance, Inc.', addr: '2801 Brooks St, Missoula, MT 59801' },
  defs: [{ name: 'Wade E. Lundquist', street: '2104 S 3rd St W', city: 'Missoula', st: 'MT', zip: '59801' }],
  firm: { name: 'Garnett Ruhl Law Firm, P.C.', atty: 'Hannah Ruhl', bar: 'Mont. Bar No. 6612', addr: '101 E Front St Ste 402, Missoula, MT 59802', phone: '(406) 555-0190', email: 'hruhl@garnettruhl.com', email2: 'efiling@garnettruhl.com' },
  amt: 6058.33, account: 'Loan 4471-0093', filed: 'January 26, 2026' });

add({ n: 18, state: 'MT', kind: 'justice court complaint', font: 'URW Bookman',
  f: { header: 'plain', caption: 'leaders', body: 'smallclaims' },
  court: { titles: [['Justice Court of Yellowstone County, State of Montana']], addr: '217 N 27th St Rm 604, Billings, MT 59101', phone: '(406) 555-0141', email: 'yellowstonejc@mtcourts-efile.net' },
  caseNo: 'JC-CV-2026-0318', caseLabel: 'Cause No.',
  plaintiff: { name: 'Rimrock Collection Partners LLC', addr: '1400 Poly Dr, Billings, MT 59102' },
  defs: [{ name: 'Felicia R. Hardesty', street: '1930 Grand Ave Apt 7', city: 'Billings', st: 'MT', zip: '59102' }],
  firm: { name: 'Stroud Benning, PLLC', atty: 'Marcus Benning', bar: 'Mont. Bar No. 7734', addr: '490 N 31st St Ste 500, Billings, MT 59101', phone: '(406) 555-0159', email: 'mbenning@stroudbenning.com', email2: 'payments@rimrockcollect.com' },
  amt: 2876.04, account: 'File No. RCP-88213', filed: 'February 10, 2026', limit: 15000 });

add({ n: 19, state: 'RI', kind: 'district court summons', font: 'Gentium',
  f: { header: 'plain', caption: 'paren', body: 'summons', vertical: true, balprin: true },
  court: { titles: [['State of Rhode Island'], ['District Court'], ['Sixth Division']], addr: '1 Dorrance Plaza, Providence, RI 02903', phone: '(401) 555-0142', email: 'sixthdivision.civil@ricourts-efile.net' },
  caseNo: '6CA-2026-04512', caseLabel: 'C.A. No.',
  plaintiff: { name: 'Narragansett Card Services, LLC', addr: '40 Westminster St, Providence, RI 02903' },
  defs: [{ name: 'Antonio J. Medeiros', street: '88 Camp St', city: 'Providence', st: 'RI', zip: '02906' }],
  firm: { name: 'Almeida & Strom, Ltd.', atty: 'Renata Almeida', bar: 'RI Bar #8814', addr: '155 South Main St Ste 300, Providence, RI 02903', phone: '(401) 555-0168', email: 'ralmeida@almeidastrom.com', email2: 'docket@almeidastrom.com' },
  amt: 3104.58, balance: 3962.11, account: 'Card ending 0458', filed: 'January 28, 2026' });

add({ n: 20, state: 'RI', kind: 'small claims notice of suit', font: 'TeX Gyre Adventor',
  f: { header: 'plain', caption: 'boxes', body: 'notice', bg: '#e3eefa' },
  court: { titles: [['State of Rhode Island'], ['District Court'], ['Third Division'], ['Small Claims']], addr: '222 Quaker Ln, Warwick, RI 02886', phone: '(401) 555-0126', email: 'thirddivision.sc@ricourts-efile.net' },
  caseNo: '3SC-2026-01187', caseLabel: 'Small Claims No.',
  plaintiff: { name: 'Ocean State Auto Glass, Inc.', addr: '1870 Post Rd, Warwick, RI 02886' },
  defs: [{ name: 'Patrice L. Gendron', street: '1275 Post Rd', city: 'Warwick', st: 'RI', zip: '02888' }],
  firm: { name: 'Caputo Lindell LLC', atty: 'Vincent Caputo', bar: 'RI Bar #6602', addr: '300 Centerville Rd Ste 200, Warwick, RI 02886', phone: '(401) 555-0172', email: 'vcaputo@caputolindell.com', email2: 'service@caputolindell.com' },
  amt: 968.50, account: 'Work Order 22-7715', filed: 'February 13, 2026', limit: 2500 });

add({ n: 21, state: 'DE', kind: 'notice of civil action (typewriter)', font: 'Nimbus Mono PS',
  f: { header: 'mono', caption: 'mono', body: 'mono', etal: true },
  court: { titles: [['In the Justice of the Peace Court of the State of Delaware', 'in and for New Castle County'], ['Court No. 13']], addr: '1010 Concord Ave, Wilmington, DE 19802', phone: '(302) 555-0137', email: 'jp13civil@decourts-efile.net' },
  caseNo: 'JP13-26-004512', caseLabel: 'C.A. No.',
  plaintiff: { name: 'First Brandywine Savings Bank', addr: '300 Delaware Ave, Wilmington, DE 19801' },
  defs: [{ name: 'Jerome T. Fenwick', street: '2407 Lancaster Ave', city: 'Wilmington', st: 'DE', zip: '19805' }, { name: 'Loretta Fenwick', street: '2407 Lancaster Ave', city: 'Wilmington', st: 'DE', zip: '19805' }],
  firm: { name: 'Pell Gaskins, P.A.', atty: 'Simone Gaskins', bar: 'DE Bar ID 5521', addr: '1201 N Orange St Ste 700, Wilmington, DE 19801', phone: '(302) 555-0161', email: 'sgaskins@pellgaskins.com', email2: 'jpfilings@pellgaskins.com' },
  amt: 5487.20, account: 'Acct 2209-117-4', filed: 'January 23, 2026', limit: 25000 });

add({ n: 22, state: 'DE', kind: 'complaint (debt action)', font: 'TeX Gyre Bonum', pt: 10,
  f: { header: 'outline', caption: 'paren', body: 'complaint' },
  court: { titles: [['In the Court of Common Pleas for the State of Delaware', 'in and for Kent County']], addr: '38 The Green, Dover, DE 19901', phone: '(302) 555-0109', email: 'ccpkent@decourts-efile.net' },
  caseNo: 'CPU5-26-000418', caseLabel: 'C.A. No.',
  plaintiff: { name: 'Copperfield Card Services', tail: 'a division of Summit Crest Bank, N.A.', addr: '800 Market St, Wilmington, DE 19801' },
  defs: [{ name: 'Hollis M. Drummond', street: '45 Forest St', city: 'Dover', st: 'DE', zip: '19904' }],
  firm: { name: 'Whitby Carrow LLP', atty: 'Adrian Whitby', bar: 'DE Bar ID 4390', addr: '222 S State St, Dover, DE 19901', phone: '(302) 555-0186', email: 'awhitby@whitbycarrow.com', email2: 'ccp@whitbycarrow.com' },
  amt: 12640.77, account: 'Card ending 9914', filed: 'January 19, 2026', limit: 75000 });

add({ n: 23, state: 'NM', kind: 'complaint on account', font: 'DejaVu Sans',
  f: { header: 'nm', caption: 'paren', body: 'complaint', barcode: true },
  court: { titles: [['State of New Mexico'], ['County of Bernalillo'], ['Second Judicial District Court']], addr: '400 Lomas Blvd NW, Albuquerque, NM 87102', phone: '(505) 555-0143', email: 'seconddistrict.civil@nmcourts-efile.net' },
  caseNo: 'D-202-CV-2026-04512', caseLabel: 'No.',
  plaintiff: { name: 'Sandia Vista Federal Credit Union', addr: '7700 Jefferson St NE, Albuquerque, NM 87109' },
  defs: [{ name: 'Graciela Apodaca-Ruiz', street: '8812 Lomas Blvd NE', city: 'Albuquerque', st: 'NM', zip: '87112' }],
  firm: { name: 'Montoya Keel, P.C.', atty: 'Esteban Montoya', bar: 'NM Bar No. 147220', addr: '201 3rd St NW Ste 1500, Albuquerque, NM 87102', phone: '(505) 555-0179', email: 'emontoya@montoyakeel.com', email2: 'filing@montoyakeel.com' },
  amt: 7325.00, account: 'Share Loan 0917-22', filed: 'January 21, 2026' });

add({ n: 24, state: 'NM', kind: 'notice of suit (Spanish)', font: 'Carlito',
  f: { header: 'plain', caption: 'spanish', body: 'spanish', window: true },
  court: { titles: [['Bernalillo County Metropolitan Court']], addr: '401 Lomas Blvd NW, Albuquerque, NM 87102', phone: '(505) 555-0120', email: 'metrocivil@nmcourts-efile.net' },
  caseNo: 'T-4-CV-2026-004418', caseLabel: 'Número de caso',
  plaintiff: { name: 'Rio Grande Furniture Outlet, LLC', addr: '5500 Central Ave SW, Albuquerque, NM 87105' },
  defs: [{ name: 'Ignacio R. Benavidez', street: '1423 Atrisco Dr SW', city: 'Albuquerque', st: 'NM', zip: '87105' }],
  firm: { name: 'Chavez Ortega Law, LLC', atty: 'Lucia Ortega', bar: 'NM Bar No. 152209', addr: '620 Roma Ave NW, Albuquerque, NM 87102', phone: '(505) 555-0197', email: 'lortega@chavezortegalaw.com', email2: 'cobros@riograndefurniture.com' },
  amt: 2750.35, account: 'Cuenta 30-4471', filed: '4 de febrero de 2026', limit: 10000 });

add({ n: 25, state: 'VT', kind: 'summons', font: 'Linux Biolinum O', pt: 9.5,
  f: { header: 'stamp', caption: 'paren', body: 'summons' },
  court: { titles: [['State of Vermont'], ['Superior Court'], ['Civil Division'], ['Chittenden Unit']], addr: '175 Main St, Burlington, VT 05401', phone: '(802) 555-0128', email: 'chittenden.civil@vtcourts-efile.net' },
  caseNo: '26-CV-04417', caseLabel: 'Docket No.',
  plaintiff: { name: 'Green Mountain Heating Oil Co.', addr: '88 Pine St, South Burlington, VT 05403' },
  defs: [{ name: 'Meredith A. Pelletier', street: '190 North Ave Apt 2', city: 'Burlington', st: 'VT', zip: '05401' }],
  firm: { name: 'Thibault Marsh, PLC', atty: 'Gordon Marsh', bar: 'ERN 6120', addr: '30 Main St Ste 500, Burlington, VT 05401', phone: '(802) 555-0164', email: 'gmarsh@thibaultmarsh.com', email2: 'legalassistant@thibaultmarsh.com' },
  amt: 3918.64, account: 'Customer 112-0457', filed: 'February 4, 2026' });

add({ n: 26, state: 'AK', kind: 'summons and notice to both parties', font: 'Liberation Sans', pt: 9,
  f: { header: 'plain', caption: 'boxes', body: 'summons', qr: true, window: true },
  court: { titles: [['In the District Court for the State of Alaska at Anchorage']], addr: '825 W 4th Ave, Anchorage, AK 99501', phone: '(907) 555-0146', email: 'anchdistrict.civil@akcourts-efile.net' },
  caseNo: '3AN-26-04512CI', caseLabel: 'Case No.',
  plaintiff: { name: 'Northline Credit Union', addr: '4000 Credit Union Dr, Anchorage, AK 99503' },
  defs: [{ name: 'Kyle V. Ostrander', street: '7710 Lake Otis Pkwy Apt B', city: 'Anchorage', st: 'AK', zip: '99507' }],
  firm: { name: 'Kessler Ahmaogak, LLC', atty: 'Ruth Kessler', bar: 'ABA No. 0911042', addr: '1029 W 3rd Ave Ste 250, Anchorage, AK 99501', phone: '(907) 555-0183', email: 'rkessler@kesslerak.com', email2: 'collections@northlinecu.org' },
  amt: 6412.90, account: 'Visa ending 2281', filed: 'January 29, 2026', limit: 100000 });

// ---- letters ----
add({ n: 27, state: 'MS', kind: 'collection letter', font: 'TeX Gyre Heros', letter: 'agency',
  f: { header: 'letterhead', body: 'letter', sidebar: true, window: true },
  agency: { name: 'Magnolia Recovery Services, Inc.', addr: 'PO Box 16620, Jackson, MS 39236', phone: '(601) 555-0107', email: 'help@magnoliarecovery.com', hours: 'Mon–Fri 8am–6pm CT' },
  plaintiff: { name: 'Tallgrass Recovery Fund I, LLC' }, origCreditor: 'Crescent Bay Bank',
  defs: [{ name: 'LaToya D. Crump', street: '1846 Robinson Rd', city: 'Jackson', st: 'MS', zip: '39209' }],
  amt: 2286.14, itemBalance: 2011.60, interestSince: 274.54, account: 'MRS-4471920', ref: 'Ref 0093-118', date: 'February 18, 2026', settle: 0.6 });

add({ n: 28, state: 'LA', kind: 'collection letter', font: 'Nimbus Sans', letter: 'agency',
  f: { header: 'agency2', body: 'letter', window: true },
  agency: { name: 'Pelican Bay Collections, LLC', addr: '8550 United Plaza Blvd Ste 300, Baton Rouge, LA 70809', phone: '(225) 555-0111', email: 'accounts@pelicanbaycollect.com', hours: 'Mon–Thu 8am–8pm, Fri 8am–5pm CT' },
  plaintiff: { name: 'Bayou State Medical Group' }, origCreditor: 'Bayou State Medical Group',
  defs: [{ name: 'Beau P. Thibodeaux', street: '9520 Florida Blvd Apt 115', city: 'Baton Rouge', st: 'LA', zip: '70815' }],
  amt: 1377.80, itemBalance: 1377.80, interestSince: 0, account: 'PBC-2209183', ref: 'Patient Acct 771044', date: 'February 9, 2026', settle: 0.5 });

add({ n: 29, state: 'SC', kind: 'collection letter', font: 'Gentium', letter: 'agency',
  f: { header: 'agency3', body: 'letter', window: true },
  agency: { name: 'Palmetto Credit Solutions', addr: '1320 Main St Ste 900, Columbia, SC 29201', phone: '(803) 555-0118', email: 'service@palmettocreditsolutions.com', hours: 'Mon–Fri 9am–5pm ET' },
  plaintiff: { name: 'Harbor Point Receivables, LLC' }, origCreditor: 'Lakeview Auto Credit LLC',
  defs: [{ name: 'Harriet E. Pinckney', street: '2218 Devine St', city: 'Columbia', st: 'SC', zip: '29205' }],
  amt: 4519.27, itemBalance: 4102.00, interestSince: 417.27, account: 'PCS-0031872', ref: 'Orig Acct ****6620', date: 'February 16, 2026', settle: 0.7 });

add({ n: 30, state: 'OR', kind: 'law-firm letter (suit filed)', font: 'TeX Gyre Termes', letter: 'lawfirm',
  f: { header: 'firmletter', body: 'lawletter', window: true },
  court: { titles: [['Circuit Court of the State of Oregon for the County of Multnomah']], addr: '1200 SW 1st Ave, Portland, OR 97204', phone: '(503) 555-0144', email: 'multcivil@ojd-efile.net' },
  caseNo: '26CV04512', caseLabel: 'Case No.',
  plaintiff: { name: 'Cascadia Funding Group LLC', addr: '1000 SW Broadway Ste 1800, Portland, OR 97205' },
  defs: [{ name: 'Soren M. Haugland', street: '3345 SE Belmont St', city: 'Portland', st: 'OR', zip: '97214' }],
  firm: { name: 'Lindgren Abernethy LLP', atty: 'Paige Abernethy', bar: 'OSB No. 094417', addr: '121 SW Morrison St Ste 1100, Portland, OR 97204', phone: '(503) 555-0199', email: 'pabernethy@lindgrenabernethy.com', email2: 'payments@lindgrenabernethy.com' },
  amt: 5834.09, account: 'File No. LA-26-01733', filed: 'February 2, 2026', date: 'February 11, 2026' });

module.exports = D;
