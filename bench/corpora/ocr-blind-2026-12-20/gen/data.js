// Single source of truth: every document's printed data AND its truth come from these objects.
// All people, firms, addresses, phones, e-mails and case numbers are invented.
// def.print = how the defendant name is printed; def.name = truth (normal case).
// court.lines = printed heading lines; court.name = truth.
const D = [];
const add = (o) => D.push(o);

add({ n: 1, st: 'NE', kind: 'summons', layout: 'center3-boxcap', font: 'TeX Gyre Termes', pt: 11,
  court: { lines: ['STATE OF NEBRASKA', 'DOUGLAS COUNTY', 'COUNTY COURT'], name: 'State of Nebraska, Douglas County, County Court',
    addr: '1819 Farnam Plaza, Suite 210, Omaha, NE 68183', phone: '(402) 555-0114', email: 'civil.clerk@douglas-cty-court.example.org' },
  caseNo: 'CI 26-4817', caseLabel: 'Case No.',
  pl: { name: 'Cornhusker Portfolio Recovery, LLC', tail: ', a Nebraska limited liability company', addr: '7700 Mercy Rd, Suite 400, Omaha, NE 68124' },
  firm: { name: 'Bratton & Kessel, P.C.', atty: 'Meredith A. Kessel', bar: 'NSBA #24817', addr: '11205 John Galt Blvd, Omaha, NE 68137', phone: '(402) 555-0137',
    email: 'mkessel@brattonkessel-law.com', others: ['filings@brattonkessel-law.com', 'payments@brattonkessel-law.com'] },
  def: { name: 'Travis J. Henning', print: 'TRAVIS J. HENNING', street: '4417 Pinkney St', city: 'Omaha', zip: '68111' },
  amt: { p: 3184.22, int: 412.09, costs: 83.00, atty: 318.42, sep: true },
  acct: 'Acct. ending 4471', photo: { bg: 'wood', fill: 0.86, rot: 2.1 } });

add({ n: 2, st: 'NE', kind: 'complaint', layout: 'complaint-vsline-words', font: 'Linux Libertine O', pt: 11.5,
  court: { lines: ['IN THE DISTRICT COURT OF LANCASTER COUNTY, NEBRASKA'], name: 'District Court of Lancaster County, Nebraska',
    addr: '575 S 10th Court Way, Lincoln, NE 68508', phone: '(402) 555-0152' },
  caseNo: 'CI 26-1092', caseLabel: 'Case No.',
  pl: { name: 'Salt Creek Lending Co.', tail: '', addr: '2200 O Street Mall, Lincoln, NE 68510' },
  firm: { name: 'Orwell Hanley LLP', atty: 'Peter J. Orwell', bar: 'Bar No. 22904', addr: '1600 Haymarket Sq, Suite 900, Lincoln, NE 68508', phone: '(402) 555-0161',
    email: 'porwell@orwellhanley.com', others: ['docketing@orwellhanley.com'] },
  def: { name: 'Marisol Q. Ybarra', print: 'MARISOL Q. YBARRA', street: '2931 Holdrege St', city: 'Lincoln', zip: '68503' },
  amt: { p: 2418.37, int: 188.40, costs: 93.00, atty: 0, sep: true, words: 'Two Thousand Four Hundred Eighteen and 37/100 Dollars' },
  acct: 'Loan No. 00-8812-43', photo: { bg: 'desk_grey', fill: 0.82, rot: -1.4 } });

add({ n: 3, st: 'NE', kind: 'small claims form', layout: 'labels-under-form', font: 'Carlito', pt: 11,
  court: { lines: ['IN THE COUNTY COURT OF SARPY COUNTY, NEBRASKA', 'SMALL CLAIMS COURT'], name: 'County Court of Sarpy County, Nebraska, Small Claims Court',
    addr: '1261 Golden Gate Dr, Suite 2N, Papillion, NE 68046', phone: '(402) 555-0173', email: 'smallclaims@sarpy-cty-court.example.org' },
  caseNo: 'SC 26 1203', caseLabel: 'Case Number',
  pl: { name: 'Papio Furniture Rentals, Inc.', tail: '', addr: '8420 S 84th St, La Vista, NE 68128', phone: '(402) 555-0178', email: 'accounts@papiorentals.example.com' },
  firm: null,
  def: { name: 'Dennis R. Kowalczyk', print: 'Kowalczyk, Dennis R.', street: 'Rural Route 1 Box 62', city: 'Papillion', zip: '68046' },
  amt: { p: 1840.00, int: 0, costs: 41.00, atty: 0, sep: false },
  limit: '$7,500', acct: 'Rental Agreement 55-0192', photo: { bg: 'desk_beige', fill: 0.88, rot: 0.8, shadowBand: true } });

add({ n: 4, st: 'IA', kind: 'original notice (small claims)', layout: 'grey-band-white-case', font: 'Liberation Sans', pt: 10,
  court: { lines: ['IN THE IOWA DISTRICT COURT FOR POLK COUNTY'], name: 'Iowa District Court for Polk County',
    addr: '500 Mulberry Row, Room 201, Des Moines, IA 50309', phone: '(515) 555-0118' },
  caseNo: 'SCSC712408', caseLabel: 'Small Claims No.',
  pl: { name: 'Hawkeye Receivables Group LLC', tail: ', as successor in interest to Raccoon River Card Services', addr: 'PO Box 30917, West Des Moines, IA 50265' },
  firm: { name: 'Dunleavy Marsh, P.L.C.', atty: 'Colleen M. Dunleavy', bar: 'AT0009127', addr: '4200 University Ave, Suite 310, West Des Moines, IA 50266', phone: '(515) 555-0129',
    email: 'cdunleavy@dunleavymarsh.com', others: ['paralegal2@dunleavymarsh.com'] },
  def: { name: 'Amanda L. Roetman', print: 'AMANDA L. ROETMAN', street: '1120 E Grand Ave', unit: 'Apt 207', city: 'Des Moines', zip: '50316' },
  amt: { p: 4706.15, int: 236.55, costs: 95.00, atty: 0, sep: true },
  envelope: 'Envelope No. 40219877', limit: '$6,500', acct: 'Account No. XXXX-XXXX-XXXX-2290', photo: { bg: 'desk_white', fill: 0.80, rot: -2.6 } });

add({ n: 5, st: 'IA', kind: 'petition at law', layout: 'sidebar-stripe', font: 'TeX Gyre Pagella', pt: 10.5,
  court: { lines: ['IN THE IOWA DISTRICT COURT', 'IN AND FOR LINN COUNTY'], name: 'Iowa District Court in and for Linn County', join: ' ',
    addr: '51 Third Ave Bridge Plaza, Cedar Rapids, IA 52401', phone: '(319) 555-0140' },
  caseNo: 'LACV098812', caseLabel: 'No.',
  pl: { name: 'Cedar River Capital Funding, LLC', tail: ', as assignee of Meridian Card Services', addr: '3100 Edgewood Rd SW, Cedar Rapids, IA 52404' },
  firm: { name: 'Halvorsen Pruitt & Mack LLP', atty: 'Gregory T. Halvorsen', bar: 'AT0013355', addr: '222 Second St SE, Suite 1500, Cedar Rapids, IA 52401', phone: '(319) 555-0146',
    email: 'ghalvorsen@hpmlaw.example.com', others: ['efile@hpmlaw.example.com', 'collections.help@hpmlaw.example.com'] },
  def: { name: 'Joseph E. Vrba Jr.', print: 'JOSEPH E. VRBA JR.', street: '2207 Blake Blvd SE', city: 'Cedar Rapids', zip: '52403' },
  codef: 'JANE DOE VRBA',
  amt: { p: 11392.60, int: 1874.12, costs: 195.00, atty: 1139.26, sep: true },
  acct: 'Original Account No. 6011-xxxx-xxxx-8834', envelope: 'Envelope No. 40233410', photo: { bg: 'desk_grey', fill: 0.84, rot: 1.7, coffee: { x: 1480, y: 2030, r: 150 } } });

add({ n: 6, st: 'IA', kind: 'original notice (small claims, bilingual)', layout: 'bilingual-es-en', font: 'Noto Sans', pt: 9.5,
  court: { lines: ['IN THE IOWA DISTRICT COURT FOR SCOTT COUNTY', 'SMALL CLAIMS DIVISION'], name: 'Iowa District Court for Scott County, Small Claims Division',
    addr: '400 W 4th Court St, Davenport, IA 52801', phone: '(563) 555-0121', email: 'scott.smallclaims@iowa-courts.example.org' },
  caseNo: 'SCSC 031956', caseLabel: 'Case No. / Caso No.',
  pl: { name: 'Quad Cities Auto Credit, Inc.', tail: '', addr: '5110 Elmore Ave, Davenport, IA 52807' },
  firm: { name: 'Brandt & Oyelaran, P.C.', atty: 'Samuel K. Oyelaran', bar: 'AT0011902', addr: '101 W 2nd St, Suite 600, Davenport, IA 52801', phone: '(563) 555-0125', email: null, others: [] },
  def: { name: 'Rosa M. Quintanilla', print: 'ROSA M. QUINTANILLA', street: '1518 W 14th St', city: 'Davenport', zip: '52804' },
  amt: { p: 2950.00, int: 0, costs: 95.00, atty: 0, sep: true },
  limit: '$6,500', acct: 'Contract No. QC-22-7719', photo: { bg: 'desk_beige', fill: 0.90, rot: -0.7 } });

add({ n: 7, st: 'OK', kind: 'petition', layout: 'petition-footer-case', font: 'Nimbus Roman', pt: 11.5,
  court: { lines: ['IN THE DISTRICT COURT OF TULSA COUNTY', 'STATE OF OKLAHOMA'], name: 'District Court of Tulsa County, State of Oklahoma',
    addr: '500 S Denver Court Ave, Tulsa, OK 74103', phone: '(918) 555-0104' },
  caseNo: 'CS-2026-04417', caseLabel: 'Case No.',
  pl: { name: 'Arkansas River Acquisitions LLC', tail: '', addr: '6100 S Yale Ave, Suite 1100, Tulsa, OK 74136' },
  firm: { name: 'Whitcombe & Tran, PLLC', atty: 'Alicia N. Tran', bar: 'OBA #31877', addr: '15 W 6th St, Suite 2500, Tulsa, OK 74119', phone: '(918) 555-0108',
    email: 'atran@whitcombetran.com', others: ['service@whitcombetran.com'] },
  def: { name: 'Derrick W. Aldana', print: 'DERRICK W. ALDANA', street: '3312 S Yale Ave', city: 'Tulsa', zip: '74135' },
  amt: { p: 6871.44, int: 903.18, costs: 252.14, atty: 1000.00, sep: true },
  acct: 'Account ending 0912', photo: { bg: 'desk_grey', fill: 0.85, rot: -3.2, crumple: true } });

add({ n: 8, st: 'OK', kind: 'small claims summons', layout: 'checklist-summons', font: 'DejaVu Sans', pt: 9.5,
  court: { lines: ['IN THE DISTRICT COURT OF OKLAHOMA COUNTY', 'STATE OF OKLAHOMA', 'SMALL CLAIMS DIVISION'], name: 'District Court of Oklahoma County, State of Oklahoma, Small Claims Division',
    addr: '321 Park Plaza Ave, Room 109, Oklahoma City, OK 73102', phone: '(405) 555-0133' },
  caseNo: 'SC-2026-812', caseLabel: 'Case No.',
  pl: { name: 'Canadian Valley Furniture & Appliance', tail: '', addr: '2901 N MacArthur Blvd, Oklahoma City, OK 73127', phone: '(405) 555-0139' },
  firm: null,
  def: { name: 'Shonda K. Greer', print: 'SHONDA K. GREER', street: '7408 NW 23rd St', city: 'Bethany', zip: '73008' },
  amt: { p: 1275.00, int: 0, costs: 89.00, atty: 0, sep: true },
  limit: '$10,000', acct: 'Invoice 77-1043', photo: { bg: 'desk_white', fill: 0.78, rot: 3.9 } });

add({ n: 9, st: 'OK', kind: 'summons', layout: 'served-watermark-paren', font: 'URW Bookman', pt: 10,
  court: { lines: ['IN THE DISTRICT COURT IN AND FOR CLEVELAND COUNTY', 'STATE OF OKLAHOMA'], name: 'District Court in and for Cleveland County, State of Oklahoma',
    addr: '210 S Jones Court Ave, Norman, OK 73069', phone: '(405) 555-0147' },
  caseNo: 'CJ-2026-1290', caseLabel: 'Case No.',
  pl: { name: 'Sooner State Funding Co.', tail: '', addr: '1 Leadership Sq, Oklahoma City, OK 73102' },
  firm: { name: 'Castellano Reyes Law Group, PLLC', atty: 'Victor M. Castellano', bar: 'OBA No. 28811', addr: '4005 NW Expressway, Suite 450, Oklahoma City, OK 73116', phone: '(405) 555-0156',
    email: 'vcastellano@crlawgroup.com', others: ['process@crlawgroup.com'] },
  def: { name: 'Bradley T. Okafor', print: 'BRADLEY T. OKAFOR', street: '2104 Classen Blvd Apt 12', city: 'Norman', zip: '73071' },
  amt: { p: 14208.90, int: 2211.40, costs: 282.14, atty: 1420.89, sep: true },
  server: 'Served by: R. Tillman, licensed process server, PSL-4417', photo: { bg: 'desk_beige', fill: 0.80, rot: 1.2, steep: true } });

add({ n: 10, st: 'WV', kind: 'civil complaint (magistrate)', layout: 'magistrate-grid-form', font: 'Liberation Sans Narrow', pt: 10.5,
  court: { lines: ['IN THE MAGISTRATE COURT OF KANAWHA COUNTY, WEST VIRGINIA'], name: 'Magistrate Court of Kanawha County, West Virginia',
    addr: '111 Court Row, Charleston, WV 25301', phone: '(304) 555-0110' },
  caseNo: '26-M20C-01234', caseLabel: 'Case No.',
  pl: { name: 'Mountaineer Consumer Finance, Inc.', tail: '', addr: '300 Summers St, Charleston, WV 25301' },
  firm: { name: 'Spurlock Ferrell PLLC', atty: 'Danielle R. Spurlock', bar: 'WV Bar No. 12409', addr: '707 Virginia St E, Suite 1200, Charleston, WV 25301', phone: '(304) 555-0117',
    email: 'dspurlock@spurlockferrell.com', others: ['frontdesk@spurlockferrell.com'] },
  def: { name: 'Tamara J. Bledsoe', print: 'Tamara J. Bledsoe', street: '1015 Quarrier St, Apt 4', city: 'Charleston', zip: '25301' },
  amt: { p: 3512.80, int: 268.11, costs: 90.00, atty: 0, sep: true },
  limit: '$10,000', acct: 'Loan #M-550913', photo: { bg: 'desk_grey', fill: 0.87, rot: -1.1, blue: true } });

add({ n: 11, st: 'WV', kind: 'notice of suit', layout: 'typewriter-notice', font: 'Nimbus Mono PS', pt: 10.5,
  court: { lines: ['MAGISTRATE COURT OF CABELL COUNTY, WEST VIRGINIA'], name: 'Magistrate Court of Cabell County, West Virginia',
    addr: '750 Fifth Ave, Room B-2, Huntington, WV 25701', phone: '(304) 555-0123' },
  caseNo: '26-M06C-00871', caseLabel: 'CASE NO.',
  pl: { name: 'Tri-State Recovery Partners LLC', tail: '', addr: '1000 Third Ave, Huntington, WV 25701' },
  firm: { name: 'Ashworth & Bevins, L.C.', atty: 'Robert L. Bevins', bar: 'WVSB #9936', addr: '949 Fourth Ave, Huntington, WV 25701', phone: '(304) 555-0128',
    email: 'rbevins@ashworthbevins.com', others: [] },
  def: { name: 'Gregory A. Pauley III', print: 'PAULEY, GREGORY A. III', street: '527 W 5th Ave', city: 'Huntington', zip: '25701' },
  amt: { p: 987.50, int: 64.20, costs: 75.00, atty: 0, sep: false },
  acct: 'Ref 11-20-3371', photo: { bg: 'wood', fill: 0.79, rot: 2.8 } });

add({ n: 12, st: 'WV', kind: 'summons', layout: 'twocol-instructions-band', font: 'Caladea', pt: 9.5,
  court: { lines: ['IN THE CIRCUIT COURT OF MONONGALIA COUNTY, WEST VIRGINIA'], name: 'Circuit Court of Monongalia County, West Virginia',
    addr: '243 High Court St, Morgantown, WV 26505', phone: '(304) 555-0131' },
  caseNo: 'CC-31-2026-C-112', caseLabel: 'Civil Action No.',
  pl: { name: 'Coopers Rock Financial, LLC', tail: '', addr: '1085 Van Voorhis Rd, Morgantown, WV 26505' },
  firm: { name: 'Marchetti Dunlap PLLC', atty: 'Lucia F. Marchetti', bar: 'WV State Bar #13021', addr: '179 Chancery Row, Morgantown, WV 26505', phone: '(304) 555-0135',
    email: 'lmarchetti@marchettidunlap.com', others: ['eservice@marchettidunlap.com'] },
  def: { name: 'Leah C. Shrewsbury', print: 'LEAH C. SHREWSBURY', street: '1893 Point Marion Rd, Lot 17', city: 'Morgantown', zip: '26508' },
  amt: { p: 18750.00, int: 3120.55, costs: 200.00, atty: 0, sep: true },
  photo: { bg: 'desk_white', fill: 0.84, rot: -0.6, clip: { x: 1400 } } });

add({ n: 13, st: 'WI', kind: 'small claims summons', layout: 'wi-triple-cell-header', font: 'TeX Gyre Heros', pt: 9.5,
  court: { lines: ['STATE OF WISCONSIN', 'CIRCUIT COURT', 'MILWAUKEE COUNTY'], name: 'State of Wisconsin, Circuit Court, Milwaukee County',
    addr: '901 N 9th St, Room 104, Milwaukee, WI 53233', phone: '(414) 555-0102' },
  caseNo: '2026SC004512', caseLabel: 'Case No.',
  pl: { name: 'Lakeshore Credit Solutions LLC', tail: '', addr: '330 E Kilbourn Ave, Suite 800, Milwaukee, WI 53202' },
  firm: { name: 'Pfeiffer Kaminski S.C.', atty: 'Nora E. Kaminski', bar: 'State Bar No. 1098124', addr: '250 E Wisconsin Ave, Suite 1650, Milwaukee, WI 53202', phone: '(414) 555-0109',
    email: 'nkaminski@pfeifferkaminski.com', others: ['smallclaims@pfeifferkaminski.com'] },
  def: { name: 'Demetrius L. Watts', print: 'Demetrius L. Watts', street: '2538 N 38th St', city: 'Milwaukee', zip: '53210' },
  codef: 'Tanya R. Watts',
  amt: { p: 2316.48, int: 0, costs: 94.50, atty: 50.00, sep: true },
  limit: '$10,000', photo: { bg: 'wood', fill: 0.91, rot: 0.9 } });

add({ n: 14, st: 'WI', kind: 'summons and complaint', layout: 'wi-stacked-vsline-copy', font: 'C059', pt: 10.5,
  court: { lines: ['STATE OF WISCONSIN', 'CIRCUIT COURT', 'DANE COUNTY'], name: 'State of Wisconsin, Circuit Court, Dane County',
    addr: '215 S Hamilton Way, Madison, WI 53703', phone: '(608) 555-0111' },
  caseNo: '2026CV000731', caseLabel: 'Case No.',
  pl: { name: 'Badger Capital Receivables, Inc.', tail: '', addr: '8020 Excelsior Dr, Madison, WI 53717' },
  firm: { name: 'Lindqvist Oduya LLP', atty: 'Henrik P. Lindqvist', bar: 'State Bar No. 1067745', addr: '44 E Mifflin St, Suite 1000, Madison, WI 53703', phone: '(608) 555-0116',
    email: 'hlindqvist@lindqvistoduya.com', others: ['court@lindqvistoduya.com'] },
  def: { name: 'Kou N. Thao', print: 'KOU N. THAO', street: '1802 Northport Dr Apt 3', city: 'Madison', zip: '53704' },
  amt: { p: 10845.19, int: 1322.70, costs: 265.50, atty: 0, sep: true },
  code: 'Case Code: 30301 Money Judgment', watermark: 'COPY', photo: { bg: 'desk_grey', fill: 0.83, rot: -2.2 } });

add({ n: 15, st: 'MN', kind: 'summons', layout: 'mn-two-column-header', font: 'Noto Serif', pt: 10,
  court: { lines: ['STATE OF MINNESOTA', 'COUNTY OF HENNEPIN', 'DISTRICT COURT', 'FOURTH JUDICIAL DISTRICT'], name: 'State of Minnesota, County of Hennepin, District Court, Fourth Judicial District',
    addr: '300 S Sixth Court Mall, Minneapolis, MN 55487', phone: '(612) 555-0126' },
  caseNo: '27-CV-26-1234', caseLabel: 'Court File No.',
  pl: { name: 'North Country Portfolio Group LLC', tail: '', addr: '60 S Sixth St, Minneapolis, MN 55402' },
  firm: { name: 'Sandvik Olander & Petrie, P.A.', atty: 'Kristin M. Olander', bar: 'Atty. Reg. No. 0398121', addr: '80 S Eighth St, Suite 3300, Minneapolis, MN 55402', phone: '(612) 555-0132',
    email: 'kolander@sopfirm.com', others: ['intake@sopfirm.com'] },
  def: { name: 'Abdirahman H. Warsame', print: 'Abdirahman H. Warsame', street: '3015 Cedar Ave S Apt 206', city: 'Minneapolis', zip: '55407' },
  amt: { p: 5602.00, int: 0, costs: 0, atty: 0, sep: true },
  acct: 'Our File No. 26-019334', photo: { bg: 'carseat', fill: 0.81, rot: 1.6 } });

add({ n: 16, st: 'MN', kind: 'statement of claim and summons', layout: 'conciliation-claim-grid', font: 'Liberation Sans', pt: 9.5,
  court: { lines: ['STATE OF MINNESOTA', 'RAMSEY COUNTY CONCILIATION COURT'], name: 'State of Minnesota, Ramsey County Conciliation Court',
    addr: '15 W Kellogg Court Blvd, Room 170, St. Paul, MN 55102', phone: '(651) 555-0145' },
  caseNo: '62-CO-26-812', caseLabel: 'Case No.',
  pl: { name: 'Frogtown Appliance Rental Co.', tail: '', addr: '866 University Ave W, St. Paul, MN 55104', phone: '(651) 555-0149' },
  firm: null,
  def: { name: 'Erik Paul Lindgren', print: 'Lindgren, Erik Paul', street: '1147 Payne Ave', city: 'St. Paul', zip: '55130' },
  amt: { p: 3400.00, int: 0, costs: 80.00, atty: 0, sep: true },
  limit: '$15,000', photo: { bg: 'desk_beige', fill: 0.86, rot: -1.9, shadowBand: true } });

add({ n: 17, st: 'MO', kind: 'petition on account', layout: 'mo-petition-ruled', font: 'TeX Gyre Schola', pt: 10.5,
  court: { lines: ['IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI', 'ASSOCIATE CIRCUIT DIVISION'], name: 'Circuit Court of Jackson County, Missouri, Associate Circuit Division',
    addr: '415 E 12th Court St, Kansas City, MO 64106', phone: '(816) 555-0103' },
  caseNo: '2616-CV12345', caseLabel: 'Case No.',
  pl: { name: 'Blue River Asset Recovery, LLC', tail: '', addr: '4800 Main St, Suite 300, Kansas City, MO 64112' },
  firm: { name: 'Kincaid Boateng, LLC', atty: 'Theodore A. Kincaid', bar: 'MO Bar #61234', addr: '1100 Walnut St, Suite 2900, Kansas City, MO 64106', phone: '(816) 555-0107',
    email: 'tkincaid@kincaidboateng.com', others: ['kcdocket@kincaidboateng.com'] },
  def: { name: 'Courtney A. Mabry', print: 'COURTNEY A. MABRY', street: '4120 Baltimore Ave', city: 'Kansas City', zip: '64111' },
  amt: { p: 7219.66, int: 1048.30, costs: 0, atty: 0, sep: true },
  acct: 'Account No. ending 5581', photo: { bg: 'desk_grey', fill: 0.82, rot: 2.4, coffee: { x: 1500, y: 180, r: 140 } } });

add({ n: 18, st: 'MO', kind: 'summons (associate circuit)', layout: 'mo-summons-cells', font: 'Nimbus Sans', pt: 9.5,
  court: { lines: ['IN THE CIRCUIT COURT OF ST. LOUIS COUNTY, MISSOURI', 'ASSOCIATE DIVISION'], name: 'Circuit Court of St. Louis County, Missouri, Associate Division',
    addr: '105 S Central Court Ave, Clayton, MO 63105', phone: '(314) 555-0119' },
  caseNo: '26SL-AC12345', caseLabel: 'Case Number',
  pl: { name: 'Gateway Arch Funding, LLC', tail: '', addr: '7777 Bonhomme Ave, Clayton, MO 63105' },
  firm: { name: 'Oberle & Nakashima, P.C.', atty: 'Jun Nakashima', bar: 'MBE #58810', addr: '120 S Meramec Ave, Suite 700, Clayton, MO 63105', phone: '(314) 555-0124',
    email: 'jnakashima@oberlenakashima.com', others: ['stlfilings@oberlenakashima.com'] },
  def: { name: 'Keisha D. Tolliver', print: 'KEISHA D. TOLLIVER', street: '1275 N New Florissant Rd', city: 'Florissant', zip: '63033' },
  amt: { p: 2047.31, int: 0, costs: 0, atty: 0, sep: true },
  server: 'Sheriff\'s Fee: $60.00', photo: { bg: 'desk_white', fill: 0.89, rot: -0.5 } });

add({ n: 19, st: 'HI', kind: 'complaint', layout: 'hi-pleading-attorney-top', font: 'Liberation Serif', pt: 11,
  court: { lines: ['IN THE DISTRICT COURT OF THE FIRST CIRCUIT', 'HONOLULU DIVISION', 'STATE OF HAWAII'], name: 'District Court of the First Circuit, Honolulu Division, State of Hawaii',
    addr: '1111 Alakea Court St, Honolulu, HI 96813', phone: '(808) 555-0112' },
  caseNo: '1DRC-26-0004512', caseLabel: 'Civil No.',
  pl: { name: 'Koolau Receivables LLC', tail: '', addr: '1001 Bishop St, Suite 2100, Honolulu, HI 96813' },
  firm: { name: 'Nakamura Fonoti AAL, ALLLC', atty: 'Keola T. Nakamura', bar: '9912-0', addr: '733 Bishop St, Suite 1800, Honolulu, HI 96813', phone: '(808) 555-0115',
    email: 'knakamura@nakamurafonoti.com', others: ['staff@nakamurafonoti.com'] },
  def: { name: 'Kaimana K. Apo', print: 'KAIMANA K. APO', street: '1650 Liliha St Apt 1104', city: 'Honolulu', zip: '96817' },
  amt: { p: 8930.25, int: 1205.00, costs: 0, atty: 1339.54, sep: true },
  limit: '$40,000', photo: { bg: 'desk_beige', fill: 0.78, rot: 1.0, steep: true } });

add({ n: 20, st: 'HI', kind: 'small claims statement of claim', layout: 'court-use-box', font: 'Linux Biolinum O', pt: 10,
  court: { lines: ['DISTRICT COURT OF THE THIRD CIRCUIT', 'SOUTH HILO DIVISION', 'STATE OF HAWAII'], name: 'District Court of the Third Circuit, South Hilo Division, State of Hawaii',
    addr: '777 Kilauea Court Ave, Hilo, HI 96720', phone: '(808) 555-0120' },
  caseNo: '3DSC-26-0000318', caseLabel: 'Case Number',
  pl: { name: 'Hamakua Coast Finance Co.', tail: '', addr: '150 Keawe St, Hilo, HI 96720', phone: '(808) 555-0127' },
  firm: null,
  def: { name: 'Leilani M. Kealoha', print: 'LEILANI M. KEALOHA', street: '264 Kilauea Ave Unit B', city: 'Hilo', zip: '96720' },
  amt: { p: 1980.00, int: 0, costs: 35.00, atty: 0, sep: true },
  limit: '$5,000', photo: { bg: 'desk_grey', fill: 0.85, rot: -2.9, shadowBand: true } });

add({ n: 21, st: 'NV', kind: 'complaint', layout: 'nv-line-numbered-pleading', font: 'P052', pt: 11,
  court: { lines: ['JUSTICE COURT, LAS VEGAS TOWNSHIP', 'CLARK COUNTY, NEVADA'], name: 'Justice Court, Las Vegas Township, Clark County, Nevada',
    addr: '200 Lewis Court Ave, Las Vegas, NV 89101', phone: '(702) 555-0134' },
  caseNo: '26C012345', caseLabel: 'Case No.',
  pl: { name: 'Silver Sage Portfolio LLC', tail: ', a Nevada limited liability company', addr: '3800 Howard Hughes Pkwy, Las Vegas, NV 89169' },
  firm: { name: 'Delacroix Whitfield Ltd.', atty: 'Camille R. Delacroix', bar: 'Nevada Bar No. 14472', addr: '6795 Edmond St, Suite 300, Las Vegas, NV 89118', phone: '(702) 555-0138',
    email: 'cdelacroix@dwltd-law.com', others: ['eserve@dwltd-law.com'] },
  def: { name: 'Marcus D. Villanueva', print: 'MARCUS D. VILLANUEVA', street: '5250 E Tropicana Ave Apt 2087', city: 'Las Vegas', zip: '89122' },
  amt: { p: 4388.71, int: 611.02, costs: 0, atty: 0, sep: true },
  photo: { bg: 'desk_white', fill: 0.88, rot: 1.4, crumple: true } });

add({ n: 22, st: 'NV', kind: 'summons', layout: 'summons-banner-framed', font: 'DejaVu Serif', pt: 9.5,
  court: { lines: ['RENO JUSTICE COURT', 'WASHOE COUNTY, NEVADA'], name: 'Reno Justice Court, Washoe County, Nevada',
    addr: '1 S Sierra Court St, Reno, NV 89501', phone: '(775) 555-0141' },
  caseNo: '003321-CV-2026', caseLabel: 'Case No.',
  pl: { name: 'High Desert Consumer Credit, Inc.', tail: '', addr: '9490 Gateway Dr, Reno, NV 89521' },
  firm: { name: 'Bergstrom Achebe LLP', atty: 'Ingrid L. Bergstrom', bar: 'Nevada Bar No. 15103', addr: '50 W Liberty St, Suite 880, Reno, NV 89501', phone: '(775) 555-0148',
    email: 'ibergstrom@bergstromachebe.com', others: ['docket@bergstromachebe.com'] },
  def: { name: 'Daniela F. Ochoa-Reyes', print: 'DANIELA F. OCHOA-REYES', street: '2275 Kietzke Ln Apt 14', city: 'Reno', zip: '89502' },
  amt: { p: 1615.90, int: 0, costs: 71.00, atty: 0, sep: true },
  limit: '$15,000', photo: { bg: 'desk_grey', fill: 0.80, rot: -1.6, blue: true } });

add({ n: 23, st: 'WY', kind: 'complaint', layout: 'wy-paren-two-line-title', font: 'Gentium', pt: 11,
  court: { lines: ['IN THE CIRCUIT COURT OF THE FIRST JUDICIAL DISTRICT', 'IN AND FOR LARAMIE COUNTY, STATE OF WYOMING'], join: ' ',
    name: 'Circuit Court of the First Judicial District in and for Laramie County, State of Wyoming',
    addr: '310 W 19th Court St, Cheyenne, WY 82001', phone: '(307) 555-0150' },
  caseNo: 'CV-26/0451', caseLabel: 'Civil Action No.',
  pl: { name: 'Medicine Bow Financial Services, LLC', tail: '', addr: '1712 Carey Ave, Cheyenne, WY 82001' },
  firm: { name: 'Haskell & Ng, P.C.', atty: 'Winston Ng', bar: 'WSB #7-6012', addr: '2020 Carey Ave, Suite 600, Cheyenne, WY 82001', phone: '(307) 555-0153',
    email: 'wng@haskellng.com', others: ['reception@haskellng.com'] },
  def: { name: 'Cody R. Dunmire', print: 'CODY R. DUNMIRE', street: '3910 US Highway 30', city: 'Cheyenne', zip: '82001' },
  amt: { p: 5230.00, int: 488.90, costs: 70.00, atty: 0, sep: false },
  photo: { bg: 'desk_beige', fill: 0.84, rot: 2.0 } });

add({ n: 24, st: 'WY', kind: 'complaint', layout: 'firm-letterhead-complaint', font: 'EB Garamond', pt: 11.5,
  court: { lines: ['CIRCUIT COURT, SEVENTH JUDICIAL DISTRICT', 'NATRONA COUNTY, WYOMING'], name: 'Circuit Court, Seventh Judicial District, Natrona County, Wyoming',
    addr: '115 N Center Court St, Casper, WY 82601', phone: '(307) 555-0157' },
  caseNo: 'CV-2026.0187', caseLabel: 'Docket No.',
  pl: { name: 'Casper Mountain Receivables, LLC', tail: '', addr: '123 W 1st St, Casper, WY 82601' },
  firm: { name: 'Thornbury Lujan Law Office, P.C.', atty: 'Marisa E. Lujan', bar: 'WSB #6-4419', addr: '159 N Wolcott St, Suite 400, Casper, WY 82601', phone: '(307) 555-0159',
    email: 'mlujan@thornburylujan.com', others: ['billing@thornburylujan.com'] },
  def: { name: 'Hailey J. Strand', print: 'HAILEY J. STRAND', street: '12850 W Highway 20-26', city: 'Casper', zip: '82604' },
  amt: { p: 9604.13, int: 1530.77, costs: 70.00, atty: 960.41, sep: true },
  photo: { bg: 'wood', fill: 0.82, rot: -3.5 } });

add({ n: 25, st: 'ND', kind: 'summons', layout: 'nd-two-column-caption', font: 'TeX Gyre Heros Cn', pt: 10.5,
  court: { lines: ['STATE OF NORTH DAKOTA', 'COUNTY OF CASS', 'DISTRICT COURT', 'EAST CENTRAL JUDICIAL DISTRICT'], name: 'State of North Dakota, County of Cass, District Court, East Central Judicial District',
    addr: '211 9th Court St S, Fargo, ND 58103', phone: '(701) 555-0160' },
  caseNo: '09-2026-CV-01877', caseLabel: 'Case No.',
  pl: { name: 'Red River Valley Collections Inc.', tail: '', addr: '4200 13th Ave S, Fargo, ND 58103' },
  firm: { name: 'Ellingson Breuer, Ltd.', atty: 'Anders J. Ellingson', bar: 'ND ID #08812', addr: '118 Broadway N, Suite 500, Fargo, ND 58102', phone: '(701) 555-0163',
    email: 'aellingson@ellingsonbreuer.com', others: ['support@ellingsonbreuer.com'] },
  def: { name: 'Brianna S. Lindahl', print: 'Brianna S. Lindahl', street: '3301 17th Ave S', unit: 'Apt 208', city: 'Fargo', zip: '58103' },
  amt: { p: 6120.55, int: 0, costs: 0, atty: 0, sep: true },
  acct: 'Assigned Acct. 8830-221', photo: { bg: 'carseat', fill: 0.87, rot: -0.9 } });

add({ n: 26, st: 'ME', kind: 'small claims statement of claim', layout: 'me-defendant-table', font: 'TeX Gyre Bonum', pt: 10,
  court: { lines: ['STATE OF MAINE', 'DISTRICT COURT', 'PORTLAND'], name: 'State of Maine, District Court, Portland',
    addr: '205 Newbury Court St, Portland, ME 04101', phone: '(207) 555-0166' },
  caseNo: 'PORDC-SC-2026-00123', caseLabel: 'Docket No.',
  pl: { name: 'Downeast Credit Recovery LLC', tail: '', addr: '100 Middle St, Portland, ME 04101' },
  firm: { name: 'Thibodeau & Quill, P.A.', atty: 'Anne-Marie Thibodeau', bar: 'Maine Bar No. 5521', addr: '477 Congress St, Suite 1010, Portland, ME 04101', phone: '(207) 555-0169',
    email: 'amthibodeau@thibodeauquill.com', others: ['ecourts@thibodeauquill.com'] },
  def: { name: 'Nathaniel P. Gagnon', last: 'GAGNON', first: 'NATHANIEL', middle: 'P.', print: 'NATHANIEL P. GAGNON', street: '88 Grant St Unit 3', city: 'Portland', zip: '04102' },
  amt: { p: 2764.00, int: 0, costs: 75.00, atty: 0, sep: true },
  limit: '$6,000', photo: { bg: 'desk_white', fill: 0.92, rot: 0.6, clip: { x: 820 } } });

// ---- letters ----
add({ n: 27, st: 'NH', kind: 'collection letter', layout: 'letter-window-itemized', font: 'Carlito', pt: 10.5, letter: 'agency',
  agency: { name: 'Granite Ridge Recovery Services, Inc.', addr: '1750 Elm St, Suite 300, Manchester, NH 03104', phone: '(603) 555-0171', email: 'help@graniteridgerecovery.com', hours: 'Mon–Fri 8am–6pm ET' },
  creditor: 'Piscataqua Portfolio Holdings LLC', orig: 'Merrimack Valley Card Services',
  def: { name: 'Jillian R Boucher', print: 'JILLIAN R BOUCHER', street: '214 Chestnut St Apt 5', city: 'Manchester', zip: '03101' },
  amt: { p: 1482.19, asof: 1402.19, int: 80.00, sep: true, offer: 889.31 },
  acct: 'Reference #: GR-7719034', photo: { bg: 'desk_grey', fill: 0.83, rot: -1.2, shadowBand: true } });

add({ n: 28, st: 'SD', kind: 'collection letter', layout: 'letter-bottom-recipient-coupon', font: 'URW Gothic', pt: 10, letter: 'agency',
  agency: { name: 'Black Hills Account Management LLC', addr: 'PO Box 7150, Rapid City, SD 57709', phone: '(605) 555-0174', email: 'payments@bhaccountmgmt.com' },
  creditor: 'Prairie Harvest Bank', orig: null,
  def: { name: 'Wyatt L Benda', print: 'WYATT L BENDA', street: '1209 S Cliff Ave', city: 'Sioux Falls', zip: '57105' },
  amt: { p: 743.60, asof: 743.60, int: 0, sep: false, offer: 446.16 },
  acct: 'Account No. 55-30918', photo: { bg: 'wood', fill: 0.80, rot: 1.8, coffee: { x: 250, y: 1180, r: 130 } } });

add({ n: 29, st: 'OR', kind: 'law-firm demand letter', layout: 'letter-lawfirm-demand', font: 'Linux Libertine O', pt: 11, letter: 'firm',
  firm: { name: 'Kittredge & Moss, LLP', atty: 'Owen B. Kittredge', bar: 'OSB #084412', addr: '1211 SW Fifth Ave, Suite 1900, Portland, OR 97204', phone: '(503) 555-0177',
    email: 'okittredge@kittredgemoss.com', others: ['payments@kittredgemoss.com'] },
  creditor: 'Willamette Crest Funding LLC', orig: 'Cascade Ridge Bank',
  def: { name: 'Minh T. Nguyen', print: 'Minh T. Nguyen', street: '4837 SE Division St Apt 11', city: 'Portland', zip: '97206' },
  amt: { p: 3906.42, asof: 3655.10, int: 251.32, sep: true, offer: 2734.49 },
  acct: 'Our File No. KM-26-00419', photo: { bg: 'desk_beige', fill: 0.86, rot: -2.4, crumple: true } });

add({ n: 30, st: 'WA', kind: 'law-firm letter (suit filed)', layout: 'letter-lawfirm-suit-filed', font: 'Noto Sans', pt: 10, letter: 'suit',
  firm: { name: 'Ostrander Vail PLLC', atty: 'Jessica M. Vail', bar: 'WSBA #51877', addr: '1420 Fifth Ave, Suite 2200, Seattle, WA 98101', phone: '(206) 555-0179',
    email: 'jvail@ostrandervail.com', others: ['collections@ostrandervail.com'] },
  creditor: 'Puget Sound Receivables, LLC', orig: 'Evergreen Harbor Credit Union',
  court: { lines: ['KING COUNTY DISTRICT COURT'], name: 'King County District Court', addr: '1210 S Central Court Ave, Kent, WA 98032', phone: '(206) 555-0181' },
  caseNo: '26CIV04418KCX',
  def: { name: 'Darnell K. Wooten', print: 'DARNELL K WOOTEN', street: '23830 Pacific Hwy S Apt 312', city: 'Kent', zip: '98032' },
  amt: { p: 5318.07, asof: 5318.07, int: 0, sep: true, costs: 278.00, atty: 125.00 },
  acct: 'Our File No. OV-88120', photo: { bg: 'desk_grey', fill: 0.84, rot: 0.7, blue: true } });

module.exports = D;
