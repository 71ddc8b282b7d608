// The data objects. HTML (templates-*.js) and truth.json (build.js) are both generated from these.
// Everything here is invented: people, firms, plaintiffs, street addresses, phones (555-01xx),
// e-mails and case numbers. Court names are real court names; city/ZIP pairs are real.
'use strict';

const P = (first, mi, last, street, city, st, zip, extra = {}) => ({ first, mi, last, street, city, st, zip, ...extra });
const A = (street, city, st, zip, extra = {}) => ({ street, city, st, zip, ...extra });

const docs = [
  // ---------------------------------------------------------------- TEXAS
  {
    n: 1, id: 'tx-harris-jp-citation', state: 'TX', kind: 'citation, debt claim case (justice court)',
    layout: 'boxed form, defendant box with name last-name-first, attorney inside form box, bilingual notice strip',
    tpl: 't01', font: 'Liberation Sans', bodyPt: 10.5, labelPt: 6.5, pad: '0.45in 0.55in',
    court: A('10410 Ridgecrest Park Dr.', 'Houston', 'TX', '77064', {
      headings: [['In the Justice Court'], ['Precinct 5, Place 1'], ['Harris County, Texas']],
      phone: '(713) 555-0114', email: 'civil.jp51@harriscojp-courts.org' }),
    caseNo: 'CV51-26-004217',
    plaintiff: A('P.O. Box 224410', 'Dallas', 'TX', '75222', { name: 'Bluebonnet Receivables Fund II, LLC', tail: 'as assignee of Coastal Pines Bank' }),
    firm: A('2500 Cedar Springs Rd., Suite 410', 'Dallas', 'TX', '75201', {
      name: 'Hollis & Marrow Law Group, PLLC', attorney: 'Renee T. Hollis', bar: 'SBN 24071133',
      email: 'rhollis@hollismarrowlaw.com', other: ['efile@hollismarrowlaw.com'], phone: '(214) 555-0136', fax: '(214) 555-0137' }),
    def: P('Derek', 'J.', 'Patterson', '7606 Bissonnet St, Apt 1207', 'Houston', 'TX', '77074', { print: 'lastfirst' }),
    amount: 2847.16, money: { filing: 54.00, service: 75.00, total: 2976.16, limit: 20000 },
    acct: 'XXXX-XXXX-XXXX-4471', suit: true,
  },
  {
    n: 2, id: 'tx-travis-ccl-petition', state: 'TX', kind: "plaintiff's original petition (county court at law)",
    layout: 'section-sign (§) caption, court name on 3 lines, a/k/a defendant, address in body, attorney signature block at bottom',
    tpl: 't02', font: 'Nimbus Roman', bodyPt: 10.5, labelPt: 7.5, pad: '0.5in 0.85in', lh: 1.25,
    court: A('1100 Nueces Commons', 'Austin', 'TX', '78701', {
      headings: [['In the County Court', 'at Law No. 2'], ['Travis County, Texas']] }),
    caseNo: 'C-1-CV-26-002318',
    plaintiff: A('3300 Lakeline Commons, Suite 140', 'Wilmington', 'DE', '19801', { name: 'Crestline Asset Acquisitions, LLC', tail: 'a Delaware limited liability company' }),
    firm: A('7800 Shoal Creek Blvd., Suite 220W', 'Austin', 'TX', '78757', {
      name: 'Stanwick Dorsey LLP', attorney: 'Paul R. Stanwick', bar: 'State Bar No. 24039876',
      email: 'pstanwick@stanwickdorsey.com', other: ['service@stanwickdorsey.com'], phone: '(512) 555-0171', fax: '(512) 555-0172' }),
    def: P('Maria', 'L.', 'Gonzalez', '4512 Pack Saddle Pass, Apt. 214', 'Austin', 'TX', '78745', { aka: 'Maria Gonzalez-Ruiz' }),
    amount: 8412.55, money: { fees: 2500.00, rate: '5.50%', limit: '$250,000' },
    acct: 'ending in 0938', suit: true,
  },
  {
    n: 3, id: 'tx-dallas-district-citation', state: 'TX', kind: 'citation (district court)',
    layout: '§ caption in a ruled box, TO: block with address, second defendant, bilingual (English/Spanish) notice, officer\'s return service block',
    tpl: 't03', font: 'DejaVu Serif', bodyPt: 9.5, labelPt: 7, pad: '0.5in 0.7in',
    court: A('620 Riverfront Plaza Ct.', 'Dallas', 'TX', '75202', {
      headings: [['In the 116th Civil District Court'], ['Dallas County, Texas']],
      clerk: 'Felicia Oyelaran-Pitts', phone: '(214) 555-0109', email: 'districtclerk.civil@dallascountyclerk-tx.org' }),
    caseNo: 'DC-26-04519',
    plaintiff: A('1900 Preston Verde Pkwy', 'Plano', 'TX', '75093', { name: 'Pinnacle Ridge Bank, N.A.' }),
    firm: A('4100 Lemmon Meadow Dr., Suite 300', 'Dallas', 'TX', '75219', {
      name: 'Mercer Halloway & Associates, P.C.', attorney: 'Gwen A. Mercer', bar: 'State Bar No. 24088210',
      email: 'gmercer@mercerhalloway.com', phone: '(214) 555-0183' }),
    def: P('Rashad', 'O.', 'Bell', '2218 Oak Hollow Dr.', 'Garland', 'TX', '75043'),
    def2: P('Tanya', 'M.', 'Bell', '2218 Oak Hollow Dr.', 'Garland', 'TX', '75043'),
    amount: 14920.33, money: { fees: 4476.10, total: 19396.43 }, envelope: '90321744', suit: true,
  },
  // ---------------------------------------------------------------- ILLINOIS
  {
    n: 4, id: 'il-cook-m1-summons', state: 'IL', kind: 'summons (municipal department)',
    layout: 'boxed form with tiny labels and checkboxes, defendant address box, attorney box at bottom with secondary e-mail, e-filing envelope number',
    tpl: 't04', font: 'FreeSans', bodyPt: 10, labelPt: 6.5, pad: '0.45in 0.55in',
    court: A('55 W. Larkin Plaza, Room 1402', 'Chicago', 'IL', '60602', {
      headings: [['In the Circuit Court of Cook County, Illinois'], ['Municipal Department, First District']],
      phone: '(312) 555-0102' }),
    caseNo: '2026 M1 108734',
    plaintiff: A('1 Northgate Centre, 9th Floor', 'Wilmington', 'DE', '19801', { name: 'Northgate Funding Trust' }),
    firm: A('222 W. Kinzie Row, Suite 900', 'Chicago', 'IL', '60654', {
      name: 'Quarry Hill Legal, P.C.', attorney: 'Joseph A. Marchetti', bar: 'Cook County Atty. No. 61822',
      email: 'jmarchetti@quarryhilllegal.com', other: ['cookfilings@quarryhilllegal.com'], phone: '(312) 555-0147' }),
    def: P('Tomasz', 'W.', 'Nowak', '5821 S. Kedzie Ave, Apt 2R', 'Chicago', 'IL', '60629'),
    amount: 6203.91, money: { filing: 348.00, service: 60.00 }, envelope: '31884207', suit: true,
  },
  {
    n: 5, id: 'il-dupage-sc-complaint', state: 'IL', kind: 'small claims complaint',
    layout: 'parenthesis ")" caption, labelled defendant-address line, attorney block bottom left',
    tpl: 't05', font: 'Carlito', bodyPt: 11.5, labelPt: 7.5, pad: '0.6in 0.85in',
    court: A('421 W. Liberty Commons', 'Wheaton', 'IL', '60187', {
      headings: [['In the Circuit Court of the Eighteenth Judicial Circuit'], ['DuPage County, Illinois']], phone: '(630) 555-0120' }),
    caseNo: '2026SC001877',
    plaintiff: A('8800 Harbor Point Blvd', 'Norfolk', 'VA', '23502', { name: 'Harborview Capital Recovery LLC' }),
    firm: A('2001 Butterfield Crossing, Suite 1200', 'Downers Grove', 'IL', '60515', {
      name: 'Bradford, Kessler & Vance, P.C.', attorney: 'Lauren M. Vance', bar: 'ARDC No. 6314477',
      email: 'lvance@bkvlaw-il.com', other: ['docketing@bkvlaw-il.com'], phone: '(630) 555-0129' }),
    def: P('Kevin', 'A.', 'Doyle', '1442 Brookdale Rd, Unit 3B', 'Naperville', 'IL', '60563'),
    amount: 3118.40, money: { costs: 294.00, limit: 10000 }, acct: '…6620', ref: 'HCR-22-88410', suit: true,
  },
  {
    n: 6, id: 'il-winnebago-lm-complaint', state: 'IL', kind: 'complaint (law magistrate)',
    layout: '")" caption, court name on 3 lines, interest stated separately, service block at the bottom with address, payment e-mail',
    tpl: 't06', font: 'URW Bookman', bodyPt: 11, labelPt: 7, pad: '0.6in 0.8in',
    court: A('525 N. Church Commons', 'Rockford', 'IL', '61101', {
      headings: [['In the Circuit Court of the', 'Seventeenth Judicial Circuit'], ['Winnebago County, Illinois']] }),
    caseNo: '2026-LM-000456',
    plaintiff: A('700 Meridian Way', 'Sioux Falls', 'SD', '57104', { name: 'Meridian Consumer Credit Corp.' }),
    firm: A('120 W. State Pointe, Suite 5', 'Rockford', 'IL', '61101', {
      name: 'The Law Offices of Renata Ostrowski, LLC', attorney: 'Renata Ostrowski', bar: 'ARDC No. 6298012',
      email: 'rostrowski@ostrowskilaw.net', other: ['payments@ostrowskilaw.net'], phone: '(815) 555-0162' }),
    def: P('Latoya', 'R.', 'Simmons', '2914 Sandy Hollow Rd', 'Rockford', 'IL', '61109'),
    amount: 1964.07, money: { interest: 211.38, total: 2175.45 }, suit: true,
  },
  // ---------------------------------------------------------------- OHIO
  {
    n: 7, id: 'oh-franklin-muni-complaint', state: 'OH', kind: 'complaint on account (municipal court)',
    layout: '")" caption with both parties\' addresses in the caption, attorney block bottom with registration no.',
    tpl: 't07', font: 'Liberation Serif', bodyPt: 11, labelPt: 7.5, pad: '0.6in 0.85in',
    court: A('290 W. Mound Commons', 'Columbus', 'OH', '43215', {
      headings: [['In the Franklin County Municipal Court'], ['Columbus, Ohio']] }),
    caseNo: '2026 CVF 018822',
    plaintiff: A('4400 Easton Commons Way, Suite 210', 'Columbus', 'OH', '43219', { name: 'Summit Arc Financial, Inc.' }),
    firm: A('88 E. Broad Terrace, Suite 1400', 'Columbus', 'OH', '43215', {
      name: 'Lyle & Brandt Co., L.P.A.', attorney: 'Marcus E. Lyle', bar: '(0087412)',
      email: 'mlyle@lylebrandt.com', phone: '(614) 555-0155', fax: '(614) 555-0156' }),
    def: P('Brian', 'K.', 'Whitfield', '6120 Maple Canyon Ave', 'Columbus', 'OH', '43229'),
    amount: 4580.22, money: { rate: '3%' }, acct: '…5512', suit: true,
  },
  {
    n: 8, id: 'oh-cuyahoga-cp-summons', state: 'OH', kind: 'summons (common pleas)',
    layout: 'boxed summons, TO: box with address, clerk e-mail and e-filing confirmation number, deposit for costs',
    tpl: 't08', font: 'Nimbus Sans', bodyPt: 11.5, labelPt: 7, pad: '0.5in 0.6in',
    court: A('1350 Lakeside Justice Plaza', 'Cleveland', 'OH', '44113', {
      headings: [['Court of Common Pleas'], ['Cuyahoga County, Ohio']], clerk: 'Gerald P. Szymanski',
      phone: '(216) 555-0144', email: 'civilefiling@cuyahogacpclerk-oh.org' }),
    caseNo: 'CV-26-915632',
    plaintiff: A('2020 Superior Shores Ave', 'Cleveland', 'OH', '44114', { name: 'Lakeshore Lending Partners, LLC' }),
    firm: A('1300 E. Ninth Crossing, Suite 1600', 'Cleveland', 'OH', '44114', {
      name: 'Okafor Wendt, LLC', attorney: 'Chidi N. Okafor', bar: '(0091577)',
      email: 'cokafor@okaforwendt.com', phone: '(216) 555-0177' }),
    def: P('Shanice', 'D.', 'Carter', '3409 W. 54th St', 'Cleveland', 'OH', '44102'),
    amount: 11862.40, money: { deposit: 325.00 }, envelope: '4817730', suit: true,
  },
  {
    n: 9, id: 'oh-akron-small-claims-notice', state: 'OH', kind: 'notice of suit, small claims',
    layout: 'boxed form, court name on 3 lines, labelled address line, second defendant, small-claims limit and filing fee',
    tpl: 't09', font: 'DejaVu Sans', bodyPt: 12, labelPt: 6.5, pad: '0.5in 0.6in',
    court: A('180 E. Market Landing', 'Akron', 'OH', '44308', {
      headings: [['Akron Municipal Court'], ['Small Claims Division'], ['Summit County, Ohio']], phone: '(330) 555-0112' }),
    caseNo: '26-CVI-01284',
    plaintiff: A('1960 Portage Trail', 'Cuyahoga Falls', 'OH', '44223', { name: 'Portage Trail Family Dentistry, Inc.' }),
    firm: A('3800 Embassy Crossing, Suite 250', 'Akron', 'OH', '44333', {
      name: 'Kettering & Pruitt Co., LPA', attorney: 'Dana R. Pruitt', bar: '(0079930)',
      email: 'dpruitt@ketteringpruitt.com', phone: '(330) 555-0193' }),
    def: P('Andre', 'L.', 'Moss', '2210 Bailey Rd, Apt 6', 'Cuyahoga Falls', 'OH', '44221'),
    def2: P('Keisha', '', 'Moss', '2210 Bailey Rd, Apt 6', 'Cuyahoga Falls', 'OH', '44221'),
    amount: 1275.00, money: { filing: 40.00, limit: 6000 }, suit: true,
  },
  // ---------------------------------------------------------------- MICHIGAN
  {
    n: 10, id: 'mi-36th-district-summons', state: 'MI', kind: 'summons (district court, general civil)',
    layout: 'boxed MC-01-style summons, plaintiff/defendant name-and-address boxes, attorney box without e-mail, checkboxes',
    tpl: 't10', font: 'DejaVu Sans Condensed', bodyPt: 11, labelPt: 6.5, pad: '0.45in 0.55in',
    court: A('1450 Cadillac Square Annex', 'Detroit', 'MI', '48226', {
      headings: [['36th District Court'], ['Wayne County']], pre: 'State of Michigan', phone: '(313) 555-0125' }),
    caseNo: '26-118204-GC',
    plaintiff: A('26555 Evergreen Commons, Suite 800', 'Southfield', 'MI', '48076', { name: 'Riverbend Consumer Funding, LLC' }),
    firm: A('30500 Northwestern Crossing, Suite 310', 'Farmington Hills', 'MI', '48334', {
      name: 'Vantage Point Legal, PLLC', attorney: 'Sarah K. Dunleavy', bar: 'P71234', email: null, phone: '(248) 555-0108' }),
    def: P('Jerome', 'T.', 'Hawkins', '8841 Cheyenne St', 'Detroit', 'MI', '48228'),
    amount: 3960.75, money: { filing: 150.00 }, suit: true,
  },
  {
    n: 11, id: 'mi-52-1-small-claims', state: 'MI', kind: 'affidavit and claim, small claims',
    layout: 'boxed small-claims form, self-represented business plaintiff (no attorney), limit and fees',
    tpl: 't11', font: 'Liberation Sans Narrow', bodyPt: 12, labelPt: 7, pad: '0.5in 0.6in',
    court: A('47200 W. Ten Mile Commons', 'Novi', 'MI', '48374', {
      headings: [['52nd District Court - 1st Division'], ['Oakland County']], pre: 'State of Michigan', phone: '(248) 555-0151' }),
    caseNo: '26C00814SC',
    plaintiff: A('43410 W. Oaks Crossing, Suite 102', 'Novi', 'MI', '48377', { name: 'Twelve Oaks Orthodontics, P.C.', agent: 'Karen L. Voss, Office Manager', email: 'billing@twelveoaksortho.com' }),
    firm: null,
    def: P('Priya', 'N.', 'Raman', '1620 E. West Maple Rd, Apt 12', 'Walled Lake', 'MI', '48390'),
    amount: 2340.00, money: { filing: 55.00, service: 26.00, limit: 7000 }, suit: true,
  },
  {
    n: 12, id: 'mi-kent-circuit-complaint', state: 'MI', kind: 'complaint (circuit court, deficiency)',
    layout: 'Michigan caption box: parties left, attorney block in the caption, address in caption; jurisdictional amount statement',
    tpl: 't12', font: 'C059', bodyPt: 10.5, labelPt: 7, pad: '0.55in 0.75in',
    court: A('333 Monroe Crest NW', 'Grand Rapids', 'MI', '49503', {
      headings: [['In the Circuit Court for the County of Kent']], pre: 'State of Michigan' }),
    caseNo: '26-02318-CK',
    plaintiff: A('2900 Lake Michigan Landing', 'Holland', 'MI', '49424', { name: 'Westshore Auto Credit, LLC', tail: 'a Michigan limited liability company' }),
    firm: A('99 Monroe Center Terrace, Suite 600', 'Grand Rapids', 'MI', '49503', {
      name: 'Vander Haag & Pell, PLC', attorney: 'Thomas J. Vander Haag', bar: '(P58821)',
      email: 'tvanderhaag@vhpell-law.com', other: ['efile@vhpell-law.com'], phone: '(616) 555-0138' }),
    def: P('Daniel', 'P.', 'Kowalczyk', '4187 Clyde Park Ave SW', 'Wyoming', 'MI', '49509'),
    amount: 27615.42, money: { sale: 9200.00, limit: 25000 }, suit: true,
  },
  // ---------------------------------------------------------------- NORTH CAROLINA
  {
    n: 13, id: 'nc-mecklenburg-cvd-complaint', state: 'NC', kind: 'complaint (district court division)',
    layout: 'NC two-column caption (state/county left, court right), address in numbered body paragraph, statutory attorney fees',
    tpl: 't13', font: 'P052', bodyPt: 10.5, labelPt: 7.5, pad: '0.6in 0.85in',
    court: A('700 E. Trade Commons', 'Charlotte', 'NC', '28202', {
      headings: [['In the General Court of Justice'], ['District Court Division']], county: 'Mecklenburg' }),
    caseNo: '26CVD004512',
    plaintiff: A('5200 Park Crest Rd', 'Charlotte', 'NC', '28210', { name: 'Piedmont Crest Finance, LLC' }),
    firm: A('4000 Sharon Hollow Rd, Suite 200', 'Charlotte', 'NC', '28211', {
      name: 'Hargrove Lattimore, PLLC', attorney: 'Celeste M. Hargrove', bar: 'N.C. State Bar No. 41877',
      email: 'chargrove@hargrovelattimore.com', other: ['eservice@hargrovelattimore.com'], phone: '(704) 555-0186' }),
    def: P('Tamika', 'S.', 'Robinson', '3216 Commonwealth Ave', 'Charlotte', 'NC', '28205'),
    amount: 5236.18, money: { fees: 785.43, total: 6021.61, rate: '8%' }, suit: true,
  },
  {
    n: 14, id: 'nc-wake-magistrate-summons', state: 'NC', kind: 'magistrate summons (small claims)',
    layout: 'AOC-style boxed form, checkboxes, two defendant boxes with addresses, attorney box, hearing box',
    tpl: 't14', font: 'FreeSans', bodyPt: 11.5, labelPt: 6.5, pad: '0.45in 0.55in',
    court: A('520 S. Salisbury Commons', 'Raleigh', 'NC', '27601', {
      headings: [['In the General Court of Justice'], ['District Court Division - Small Claims']], county: 'Wake' }),
    caseNo: '26 CVM 007731',
    plaintiff: A('1100 Tidewater Quay', 'Norfolk', 'VA', '23510', { name: 'Tidewater Consumer Receivables, LLC' }),
    firm: A('4600 Six Forks Ridge, Suite 500', 'Raleigh', 'NC', '27609', {
      name: 'Ashby Creed Law, PLLC', attorney: 'Jonathan P. Ashby', bar: 'N.C. Bar No. 50213',
      email: 'jashby@ashbycreedlaw.com', phone: '(919) 555-0124' }),
    def: P('Luis', 'A.', 'Hernandez', '2817 Rock Quarry Rd, Apt C', 'Raleigh', 'NC', '27610'),
    def2: P('Carmen', 'R.', 'Hernandez', '2817 Rock Quarry Rd, Apt C', 'Raleigh', 'NC', '27610'),
    amount: 2106.50, money: { filing: 96.00, service: 30.00, limit: 10000 }, suit: true,
  },
  // ---------------------------------------------------------------- NEW JERSEY
  {
    n: 15, id: 'nj-bergen-dc-summons', state: 'NJ', kind: 'summons (special civil part)',
    layout: 'attorney block top left, colon ":" caption, TO: block, bilingual English/Spanish two-column notice',
    tpl: 't15', font: 'FreeSerif', bodyPt: 10.5, labelPt: 7, pad: '0.5in 0.65in',
    court: A('62 Essex Commons', 'Hackensack', 'NJ', '07601', {
      headings: [['Superior Court of New Jersey'], ['Law Division, Special Civil Part'], ['Bergen County']], phone: '(201) 555-0131' }),
    caseNo: 'BER-DC-004821-26',
    plaintiff: A('300 Palisade Point Dr', 'Fort Lee', 'NJ', '07024', { name: 'Palisade Point Funding, LLC' }),
    firm: A('1000 Route 70 Commons, Suite 300', 'Cherry Hill', 'NJ', '08002', {
      name: 'Kessler Romano & Pike, LLC', attorney: 'Adam J. Kessler', bar: 'Attorney ID No. 012342009',
      email: 'akessler@krpike-law.com', other: ['scpfilings@krpike-law.com'], phone: '(856) 555-0149' }),
    def: P('Alicia', 'M.', 'Ferreira', '212 Cedar Ln, Apt 5C', 'Teaneck', 'NJ', '07666'),
    amount: 4312.67, money: { costs: 58.00, limit: 20000 }, suit: true,
  },
  {
    n: 16, id: 'nj-essex-law-complaint', state: 'NJ', kind: 'complaint (law division)',
    layout: 'attorney block top left, colon caption, "John Does 1-10" co-defendants, address in body',
    tpl: 't16', font: 'Caladea', bodyPt: 10.5, labelPt: 7.5, pad: '0.55in 0.8in',
    court: A('212 Washington Commons', 'Newark', 'NJ', '07102', {
      headings: [['Superior Court of New Jersey'], ['Law Division'], ['Essex County']] }),
    caseNo: 'ESX-L-002345-26',
    plaintiff: A('1 Ironbound Square', 'Newark', 'NJ', '07105', { name: 'Ironbound Capital Funding, LLC' }),
    firm: A('3 Campus Ridge Dr., Suite 105', 'Parsippany', 'NJ', '07054', {
      name: 'Marlowe & Desai, P.C.', attorney: 'Nikhil R. Desai', bar: 'NJ Attorney ID 027112011',
      email: 'ndesai@marlowedesai.com', phone: '(973) 555-0115' }),
    def: P('Marcus', 'J.', 'Tillman', '58 Renshaw Ave', 'East Orange', 'NJ', '07017'),
    amount: 21480.19, money: { interest: 1904.22, fees: 3222.03 }, suit: true,
  },
  // ---------------------------------------------------------------- ARIZONA
  {
    n: 17, id: 'az-mcdowell-mountain-jp-summons', state: 'AZ', kind: 'summons (justice court)',
    layout: 'attorney block top left, "vs." centred, bilingual two-column (English/Spanish) summons, defendant address under caption',
    tpl: 't17', font: 'Liberation Sans', bodyPt: 10.5, labelPt: 7, pad: '0.5in 0.65in',
    court: A('9550 E. Sky Mesa Rd', 'Scottsdale', 'AZ', '85255', {
      headings: [['McDowell Mountain Justice Court'], ['Maricopa County, State of Arizona']], phone: '(602) 555-0119' }),
    caseNo: 'CC2026-118402',
    plaintiff: A('4747 E. Saguaro Point Pkwy', 'Phoenix', 'AZ', '85018', { name: 'Saguaro Point Credit Union' }),
    firm: A('2390 E. Camelback Terrace, Suite 130', 'Phoenix', 'AZ', '85016', {
      name: 'Whitcomb & Farrah, PLC', attorney: 'Elise M. Farrah', bar: 'State Bar No. 031876',
      email: 'efarrah@whitcombfarrah.com', other: ['courtfilings@whitcombfarrah.com'], phone: '(602) 555-0166' }),
    def: P('Veronica', 'E.', 'Castillo', '2125 N. Hayden Crest Dr, Unit 118', 'Scottsdale', 'AZ', '85257'),
    amount: 3744.12, money: { limit: 10000, fees: 561.62 }, suit: true,
  },
  {
    n: 18, id: 'az-pima-superior-complaint', state: 'AZ', kind: 'complaint (superior court)',
    layout: 'numbered pleading paper, attorney block top left with secondary e-mail, court title on 2 lines, husband-and-wife second defendant, address in body, arbitration limit',
    tpl: 't18', font: 'Liberation Serif', bodyPt: 11, labelPt: 7, pad: '0.5in 0.7in 0.5in 1.05in', lh: 1.55,
    court: A('150 W. Toole Commons', 'Tucson', 'AZ', '85701', {
      headings: [['In the Superior Court of the State of Arizona', 'in and for the County of Pima']] }),
    caseNo: 'C20264417',
    plaintiff: A('8800 E. Raintree Bloom Dr', 'Scottsdale', 'AZ', '85260', { name: 'Desert Bloom Lending, LLC', tail: 'an Arizona limited liability company' }),
    firm: A('1 S. Church Vista, Suite 1700', 'Tucson', 'AZ', '85701', {
      name: 'Hale Brannock PLC', attorney: 'Owen T. Brannock', bar: 'State Bar No. 029344',
      email: 'obrannock@halebrannock.com', other: ['minuteentries@halebrannock.com'], phone: '(520) 555-0132' }),
    def: P('Gregory', 'A.', 'Lindqvist', '5540 E. Fairmount Vista', 'Tucson', 'AZ', '85711'),
    def2: P('Jane Doe', '', 'Lindqvist', '5540 E. Fairmount Vista', 'Tucson', 'AZ', '85711'),
    amount: 16305.77, money: { limit: 50000 }, suit: true,
  },
  // ---------------------------------------------------------------- ONE EACH
  {
    n: 19, id: 'co-arapahoe-county-court-summons', state: 'CO', kind: 'summons (county court)',
    layout: 'Colorado caption grid with X-box court selector, COURT USE ONLY box, attorney inside the caption grid, defendant address in caption box',
    tpl: 't19', font: 'Carlito', bodyPt: 11.5, labelPt: 7, pad: '0.5in 0.6in',
    court: A('6900 S. Clinton Vista', 'Centennial', 'CO', '80112', {
      headings: [['County Court'], ['Arapahoe County, Colorado']], phone: '(303) 555-0103' }),
    caseNo: '26C31842',
    plaintiff: A('1700 Lincoln Range Pl, Suite 2200', 'Denver', 'CO', '80203', { name: 'Front Range Consumer Lending, LLC' }),
    firm: A('6400 S. Fiddlers Green Crest, Suite 900', 'Greenwood Village', 'CO', '80111', {
      name: 'Aldana Whitaker, LLC', attorney: 'Miguel A. Aldana', bar: 'Atty. Reg. # 48812',
      email: 'maldana@aldanawhitaker.com', phone: '(303) 555-0140' }),
    def: P('Tyler', 'J.', 'Brennan', '1455 S. Havana Ct, Apt 204', 'Aurora', 'CO', '80012'),
    amount: 7850.00, money: { limit: 25000, rate: '8%' }, suit: true,
  },
  {
    n: 20, id: 'tn-davidson-gs-civil-warrant', state: 'TN', kind: 'civil warrant (general sessions)',
    layout: 'boxed civil warrant, typewriter fill-ins, self-represented business plaintiff, defendant box, officer\'s return',
    tpl: 't20', font: 'Nimbus Roman', fillFont: 'Nimbus Mono PS', bodyPt: 12, labelPt: 7, pad: '0.5in 0.6in',
    court: A('408 Second Ave Commons, Room 111', 'Nashville', 'TN', '37201', {
      headings: [['General Sessions Court of Davidson County, Tennessee']], phone: '(615) 555-0161' }),
    caseNo: '26GC04471',
    plaintiff: A('2310 Nolensville Pike Commons', 'Nashville', 'TN', '37211', { name: 'Cumberland Home Furnishings, Inc.', email: 'accounts@cumberlandhomefurn.com', phone: '(615) 555-0175' }),
    firm: null,
    def: P('Shawna', 'M.', 'Dawson', '3716 Bell Rd, Apt 1304', 'Antioch', 'TN', '37013'),
    amount: 2689.44, money: { costs: 163.50, limit: 25000 }, suit: true,
  },
  {
    n: 21, id: 'ky-jefferson-district-complaint', state: 'KY', kind: 'complaint (district court)',
    layout: '"v." centred caption, SERVE: block under the defendant, court on 3 lines incl. Commonwealth line',
    tpl: 't21', font: 'FreeSerif', bodyPt: 11, labelPt: 7.5, pad: '0.6in 0.85in',
    court: A('514 W. Liberty Commons', 'Louisville', 'KY', '40202', {
      headings: [['Jefferson District Court'], ['Civil Division']], pre: 'Commonwealth of Kentucky' }),
    caseNo: '26-C-012388',
    plaintiff: A('10200 Linn Station Crossing', 'Louisville', 'KY', '40223', { name: 'Ohio Valley Receivables, LLC' }),
    firm: A('400 W. Market Landing, Suite 1800', 'Louisville', 'KY', '40202', {
      name: 'Ashcroft Bellamy, PLLC', attorney: 'Claire D. Bellamy', bar: 'KBA No. 94412',
      email: 'cbellamy@ashcroftbellamy.com', phone: '(502) 555-0158' }),
    def: P('Dwayne', 'C.', 'Merriweather', '4508 Belmar Crest Dr', 'Louisville', 'KY', '40214'),
    amount: 3521.09, money: { limit: 5000, rate: '6%' }, suit: true,
  },
  {
    n: 22, id: 'al-jefferson-small-claims-statement', state: 'AL', kind: 'statement of claim (small claims)',
    layout: 'boxed small-claims form, typewriter fill-ins, self-represented plaintiff agent, interest and costs stated separately',
    tpl: 't22', font: 'Nimbus Sans', fillFont: 'Liberation Mono', bodyPt: 12, labelPt: 7, pad: '0.5in 0.6in',
    court: A('801 Morris Crest Ave', 'Birmingham', 'AL', '35203', {
      headings: [['In the Small Claims Court of Jefferson County, Alabama'], ['Birmingham Division']], pre: 'State of Alabama — Unified Judicial System', phone: '(205) 555-0127' }),
    caseNo: 'SM-2026-900456.00',
    plaintiff: A('5100 Vulcan Ridge Pkwy', 'Birmingham', 'AL', '35209', { name: 'Vulcan Ridge Auto Finance, LLC', agent: 'Darnell W. Pugh, Collections Supervisor' }),
    firm: null,
    def: P('Cedric', 'L.', 'Lyons', '7712 Division Ave', 'Birmingham', 'AL', '35206'),
    amount: 1845.60, money: { interest: 96.00, costs: 245.00, limit: 6000 }, suit: true,
  },
  {
    n: 23, id: 'la-jefferson-first-parish-petition', state: 'LA', kind: 'petition on open account (parish court)',
    layout: 'Louisiana caption (NO./DIVISION, VERSUS, FILED/DEPUTY CLERK line), PLEASE SERVE block at the end, 25% attorney fee',
    tpl: 't23', font: 'C059', bodyPt: 11, labelPt: 7.5, pad: '0.6in 0.85in',
    court: A('3300 Metairie Commons Rd', 'Metairie', 'LA', '70003', {
      headings: [['First Parish Court for the Parish of Jefferson'], ['State of Louisiana']] }),
    caseNo: '182-437',
    plaintiff: A('1100 Poydras Bayou Ctr', 'New Orleans', 'LA', '70163', { name: 'Crescent Bayou Financial, LLC' }),
    firm: A('3850 N. Causeway Crest, Suite 1240', 'Metairie', 'LA', '70002', {
      name: 'Thibodeaux & Marcel, L.L.C.', attorney: 'Andre P. Marcel', bar: 'La. Bar Roll No. 33417',
      email: 'amarcel@thibmarcel.com', phone: '(504) 555-0188' }),
    def: P('Monique', 'A.', 'Broussard', '4512 Kawanee Ave', 'Metairie', 'LA', '70006'),
    amount: 4087.33, money: { fees: 1021.83 }, suit: true,
  },
  {
    n: 24, id: 'ok-tulsa-cs-petition', state: 'OK', kind: 'petition (district court, civil small)',
    layout: '")" caption with defendant address in the caption, attorney block without e-mail, payment and clerk e-mails as distractors',
    tpl: 't24', font: 'FreeSerif', bodyPt: 11.5, labelPt: 7.5, pad: '0.6in 0.9in',
    court: A('615 S. Boulder Commons', 'Tulsa', 'OK', '74103', {
      headings: [['In the District Court of Tulsa County'], ['State of Oklahoma']], email: 'civilclerk@tulsacountycourt-ok.org' }),
    caseNo: 'CS-2026-01873',
    plaintiff: A('1 Red Dirt Plaza, Suite 400', 'Oklahoma City', 'OK', '73102', { name: 'Red Dirt Capital Funding, LLC' }),
    firm: A('2250 E. 73rd Crossing, Suite 500', 'Tulsa', 'OK', '74136', {
      name: 'Voss Tanner Law, PLLC', attorney: 'Bradley S. Tanner', bar: 'OBA #22874', email: null,
      other: ['payments@vosstannerlaw.com'], phone: '(918) 555-0145', fax: '(918) 555-0146' }),
    def: P('Shelby', 'R.', 'Nguyen', '2209 W. Quincy Pl', 'Broken Arrow', 'OK', '74012'),
    amount: 9212.06, money: { limit: 10000 }, suit: true,
  },
  {
    n: 25, id: 'ut-fourth-district-summons', state: 'UT', kind: 'summons (district court)',
    layout: 'attorney block top left, "v." centred caption, TO: block, bilingual English/Spanish notice, tier-1 amount',
    tpl: 't25', font: 'Caladea', bodyPt: 10.5, labelPt: 7, pad: '0.5in 0.75in',
    court: A('125 N. Timpanogos Commons', 'Provo', 'UT', '84601', {
      headings: [['In the Fourth Judicial District Court'], ['Utah County, State of Utah']], phone: '(801) 555-0168' }),
    caseNo: '260401882',
    plaintiff: A('6200 S. Wasatch Peak Dr', 'Salt Lake City', 'UT', '84121', { name: 'Wasatch Peak Funding, LLC' }),
    firm: A('2150 S. 1300 E., Suite 500', 'Salt Lake City', 'UT', '84106', {
      name: 'Holbrook Sorensen, P.C.', attorney: 'Camille J. Sorensen', bar: 'Utah Bar No. 14622',
      email: 'csorensen@holbrooksorensen.com', phone: '(801) 555-0179' }),
    def: P('Jared', 'M.', 'Christensen', '862 N. 1200 W., Apt. 7', 'Orem', 'UT', '84057'),
    amount: 5690.31, money: { limit: 50000 }, suit: true,
  },
  {
    n: 26, id: 'ct-hartford-summons-civil', state: 'CT', kind: 'summons - civil',
    layout: 'JD-CV-1-style boxed summons, X-box checkboxes incl. amount-range boxes, defendant printed last-name-first, attorney box with juris number',
    tpl: 't26', font: 'Liberation Sans', bodyPt: 10.5, labelPt: 6.5, pad: '0.45in 0.55in',
    court: A('410 Capitol Crest', 'Hartford', 'CT', '06106', {
      headings: [['Superior Court'], ['Judicial District of Hartford at Hartford']], pre: 'State of Connecticut', phone: '(860) 555-0106' }),
    caseNo: 'HHD-CV26-6021837-S',
    plaintiff: A('100 Constitution Landing, 8th Floor', 'Hartford', 'CT', '06103', { name: 'Nutmeg Consumer Funding, LLC' }),
    firm: A('433 S. Main Commons, Suite 210', 'West Hartford', 'CT', '06110', {
      name: 'Ferrante Beale, LLC', attorney: 'Laura J. Beale', bar: 'Juris No. 441278',
      email: 'lbeale@ferrantebeale.com', phone: '(860) 555-0153' }),
    def: P('Jose', 'L.', 'Morales', '88 Zion St, Apt 3', 'Hartford', 'CT', '06106', { print: 'lastfirst' }),
    amount: 1986.40, money: {}, suit: true,
  },
  // ---------------------------------------------------------------- LETTERS
  {
    n: 27, id: 'ga-agency-validation-letter', state: 'GA', kind: 'collection letter (agency, validation notice)', letter: true,
    layout: 'agency letterhead, address in envelope window, itemization table with "as of" balance, settlement offer, tear-off coupon',
    tpl: 't27', font: 'Carlito', bodyPt: 10.5, labelPt: 7, pad: '0.5in 0.7in',
    agency: A('PO Box 450117', 'Atlanta', 'GA', '31145', { name: 'Chattahoochee Account Services, Inc.', phone: '(404) 555-0192', email: 'help@chattahoocheeaccts.com', ref: 'CAS-7730419' }),
    plaintiff: { name: 'Crestline Asset Acquisitions, LLC' }, original: 'Coastal Pines Bank',
    firm: null,
    def: P('Latasha', 'N.', 'Greene', '3650 Glenwood Ridge Dr, Apt 2B', 'Decatur', 'GA', '30032'),
    amount: 2350.80, money: { asOf: 2415.80, fees: 35.00, paid: 100.00, settle: 1410.48 }, suit: false,
  },
  {
    n: 28, id: 'fl-agency-letter-spanish', state: 'FL', kind: 'collection letter (agency), mostly in Spanish', letter: true,
    layout: 'Spanish-language agency letter, window address, balance table, settlement and payment-plan offers, short English notice',
    tpl: 't28', font: 'DejaVu Sans', bodyPt: 10, labelPt: 7, pad: '0.55in 0.7in',
    agency: A('PO Box 593120', 'Orlando', 'FL', '32859', { name: 'Suncoast Recovery Bureau, Inc.', phone: '(407) 555-0187', email: 'pagos@suncoastrecovery-fl.com', ref: 'SRB-2604-11873' }),
    plaintiff: { name: 'Meridian Consumer Credit Corp.' }, original: 'Palmetto Card Services Bank',
    firm: null,
    def: P('Yesenia', 'M.', 'Ortiz', '2214 Simpson Vista Ln, Apt 304', 'Kissimmee', 'FL', '34741'),
    amount: 1132.45, money: { asOf: 1187.45, paid: 55.00, settle: 736.09 }, suit: false,
  },
  {
    n: 29, id: 'pa-lawfirm-collection-letter', state: 'PA', kind: 'collection letter (law firm, no suit)', letter: true,
    layout: 'law-firm letterhead with several e-mails, window address, "no attorney has reviewed / no suit filed" disclaimer, mentions a court where suit could be filed',
    tpl: 't29', font: 'P052', bodyPt: 11, labelPt: 7, pad: '0.55in 0.85in',
    firm: A('1525 Hamilton Crest Blvd, Suite 300', 'Allentown', 'PA', '18102', {
      name: 'Brookhaven & Lutz, LLC', attorney: 'Michael R. Lutz', bar: 'PA Attorney I.D. No. 308114',
      email: 'mlutz@brookhavenlutz.com', other: ['payments@brookhavenlutz.com', 'disputes@brookhavenlutz.com'], phone: '(610) 555-0139', fileNo: 'BL-26-04418' }),
    plaintiff: { name: 'Lehigh Ridge Savings Bank' },
    def: P('Nathan', 'R.', 'Keller', '1317 W. Tilghman Terrace', 'Allentown', 'PA', '18102'),
    amount: 6780.14, money: { asOf: 6512.90, interest: 267.24 }, suit: false,
  },
  {
    n: 30, id: 'wa-lawfirm-suit-letter', state: 'WA', kind: 'law-firm letter announcing a filed suit', letter: true,
    layout: 'law-firm letterhead, window address, Re: block with court, case number, file number and account number, costs and settlement',
    tpl: 't30', font: 'Nimbus Sans', bodyPt: 11, labelPt: 7, pad: '0.55in 0.8in',
    firm: A('1201 Third Ave Commons, Suite 2600', 'Seattle', 'WA', '98101', {
      name: 'Larkspur & Thorne, PLLC', attorney: 'Kyle B. Thorne', bar: 'WSBA No. 51177',
      email: 'kthorne@larkspurthorne.com', other: ['efiling@larkspurthorne.com'], phone: '(206) 555-0164', fileNo: 'LT-55820' }),
    plaintiff: { name: 'Evergreen Sound Credit Union' },
    court: A('1210 Central Station Ave', 'Kent', 'WA', '98032', { headings: [['King County District Court'], ['South Division']] }),
    caseNo: '26CIV04127 KCX',
    def: P('Megan', 'E.', 'Lindahl', '24810 104th Ave SE, Apt D-12', 'Kent', 'WA', '98030'),
    amount: 3908.27, money: { costs: 143.00, settle: 2735.79 }, suit: true,
  },
];

module.exports = { docs };
