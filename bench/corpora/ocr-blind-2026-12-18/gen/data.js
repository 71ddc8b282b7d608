// All data for the corpus. Every person, address, phone, e-mail, firm and case number is invented.
// court: array of heading segments; truth court_name = segments joined with ", ".
// Each segment may be set on several lines (lines of one title) -> split with '|'.
const D = [];
function add(o) { D.push(o); }

// ---------------- NEBRASKA ----------------
add({ st:'NE', kind:'Summons', layout:'boxcap', font:'Liberation Serif',
  feats:{ seal:true },
  cust:{ name:'Travis L. Brekke', street:'4417 N 52nd St', city:'Omaha', st:'NE', zip:'68104' },
  plaintiff:'Cascade Receivables Fund LLC', ptail:', as assignee of Lakeview Retail Card Bank',
  firm:'Brandt, Oyler & Kasper, P.C.', lawyer:'Kelsey R. Brandt', bar:'#24617', email:'kbrandt@bokcollect-law.com',
  firmStreet:'1120 Farnam St, Suite 410', firmCity:'Omaha, NE 68102', firmPhone:'(402) 555-0147',
  otherEmails:[['Payments','payments@bokcollect-law.com']],
  amount:2847.16, interest:311.40, costs:57.00, atty:0, caseNo:'CI 25-18734', caseLabel:'Case No.',
  court:['County Court of Douglas County, Nebraska'], courtLines:['IN THE COUNTY COURT OF DOUGLAS COUNTY, NEBRASKA'],
  courtAddr:'1701 Farnam Street, Omaha, NE 68183', courtPhone:'(402) 555-0112', acct:'Account No. XXXX-XXXX-XXXX-4471', limit:57000 });

add({ st:'NE', kind:'Complaint', layout:'pleading', font:'TeX Gyre Termes',
  feats:{ },
  cust:{ name:'Monique A. Vasquez-Hall', street:'2811 S 48th St, Apt 5', city:'Lincoln', st:'NE', zip:'68506' },
  plaintiff:'Prairie Wind Federal Credit Union', ptail:'',
  firm:'Keller Thorsen LLC', lawyer:'Aaron J. Thorsen', bar:'#22893', email:'athorsen@kellerthorsen-law.com',
  firmStreet:'233 S 13th St, Suite 900', firmCity:'Lincoln, NE 68508', firmPhone:'(402) 555-0163',
  otherEmails:[['E-service','eservice@kellerthorsen-law.com']],
  amount:9412.80, interest:1206.55, costs:83.00, atty:0, caseNo:'CI25-0912', caseLabel:'Case No.',
  court:['District Court of Lancaster County, Nebraska'], courtLines:['IN THE DISTRICT COURT OF|LANCASTER COUNTY, NEBRASKA'],
  courtAddr:'575 S 10th Street, Lincoln, NE 68508', courtPhone:'(402) 555-0178', acct:'Loan No. 0087-33152', envelope:'E-Filed 10/14/2025 Envelope No. 2219874', limit:null });

add({ st:'NE', kind:'Notice of Suit (Small Claims)', layout:'shaded', font:'Nimbus Sans',
  feats:{ holes:true },
  cust:{ name:'Dale Schwarting', street:'1306 Hancock St', city:'Bellevue', st:'NE', zip:'68005' },
  plaintiff:'Offutt Corner Auto Repair, Inc.', ptail:'',
  firm:null, lawyer:null, email:null, prose:{ name:'Ron Pelster, Owner', phone:'(402) 555-0129', street:'2204 Fort Crook Rd N', city:'Bellevue, NE 68005', email:'office@offuttcornerauto.com' },
  amount:1965.00, interest:0, costs:41.00, atty:0, caseNo:'SC 25-417', caseLabel:'Small Claims No.',
  court:['County Court of Sarpy County, Nebraska','Small Claims Court'], courtLines:['COUNTY COURT OF SARPY COUNTY, NEBRASKA','SMALL CLAIMS COURT'],
  courtAddr:'1210 Golden Gate Drive, Papillion, NE 68046', courtPhone:'(402) 555-0190', acct:'Invoice 44817', limit:7500 });

// ---------------- IOWA ----------------
add({ st:'IA', kind:'Original Notice for Small Claims', layout:'carbon', font:'Nimbus Roman',
  feats:{ hand:true },
  cust:{ name:'Kaylee J. Ostrander', street:'3518 Cottage Grove Ave', city:'Des Moines', st:'IA', zip:'50311' },
  plaintiff:'Northstar Portfolio Recovery LLC', ptail:'',
  firm:'Vande Lune & Pritchett, PLC', lawyer:'Gregory T. Pritchett', bar:'AT0019274', email:'gpritchett@vlp-iowalaw.com',
  firmStreet:'600 Walnut St, Suite 1700', firmCity:'Des Moines, IA 50309', firmPhone:'(515) 555-0138',
  otherEmails:[['Clerk','smallclaims.polk@iowacourts-ex.gov']],
  amount:3104.27, interest:0, costs:95.00, atty:0, caseNo:'SCSC712345', caseLabel:'Small Claims No.',
  court:['Iowa District Court for Polk County'], courtLines:['IN THE IOWA DISTRICT COURT FOR POLK COUNTY'],
  courtAddr:'500 Mulberry Street, Des Moines, IA 50309', courtPhone:'(515) 555-0104', acct:'Original Acct. ending 9021', limit:6500 });

add({ st:'IA', kind:'Petition at Law', layout:'sentence', font:'C059',
  feats:{ words:true, watermark:true },
  cust:{ name:'Bradley W. Haugen', street:'1921 Bever Ave SE', city:'Cedar Rapids', st:'IA', zip:'52403' },
  def2:{ name:'Jessica Haugen' },
  plaintiff:'Bluestem Capital Acquisitions LLC', ptail:', a Delaware limited liability company',
  firm:'Ruhland Seeger Law Group, P.C.', lawyer:'Nora E. Seeger', bar:'AT0027711', email:'nseeger@ruhlandseeger.com',
  firmStreet:'425 2nd St SE, Suite 610', firmCity:'Cedar Rapids, IA 52401', firmPhone:'(319) 555-0155',
  otherEmails:[['Secondary','docket@ruhlandseeger.com']],
  amount:7689.45, interest:922.10, costs:185.00, atty:0, caseNo:'LACV104456', caseLabel:'No.',
  court:['Iowa District Court in and for Linn County'], courtLines:['IN THE IOWA DISTRICT COURT IN AND FOR LINN COUNTY'],
  courtAddr:'51 3rd Avenue Bridge, Cedar Rapids, IA 52401', courtPhone:'(319) 555-0186', acct:'Account ending 2260', limit:null });

add({ st:'IA', kind:'Small Claims Petition', layout:'shaded', font:'Liberation Sans',
  feats:{ hand:true },
  cust:{ name:'Marcus D. Tillery', street:'1733 W 14th St', city:'Davenport', st:'IA', zip:'52804' },
  plaintiff:'Riverbend Family Dental, P.C.', ptail:'',
  firm:null, lawyer:null, email:null, prose:{ name:'Dr. Ellen Varga, President', phone:'(563) 555-0121', street:'2950 Kimberly Rd', city:'Davenport, IA 52807', email:'billing@riverbendfamilydental.com' },
  amount:1340.00, interest:0, costs:95.00, atty:0, caseNo:'SCSC 098812', caseLabel:'Case No.',
  court:['Iowa District Court for Scott County'], courtLines:['IN THE IOWA DISTRICT COURT FOR SCOTT COUNTY'],
  courtAddr:'400 W 4th Street, Davenport, IA 52801', courtPhone:'(563) 555-0170', acct:'Patient Acct. 30-88121', limit:6500 });

// ---------------- WISCONSIN ----------------
add({ st:'WI', kind:'Summons (Small Claims)', layout:'banner', font:'Linux Libertine O',
  feats:{ seal:true },
  cust:{ name:'Rosalind K. Dabrowski', street:'2418 S 13th St, Unit B', city:'Milwaukee', st:'WI', zip:'53215' },
  plaintiff:'Lakeshore Asset Holdings LLC', ptail:'',
  firm:'Messerli Kranz & Doyle, S.C.', lawyer:'Peter M. Kranz', bar:'State Bar No. 1098832', email:'pkranz@mkd-collect.com',
  firmStreet:'330 E Kilbourn Ave, Suite 1150', firmCity:'Milwaukee, WI 53202', firmPhone:'(414) 555-0119',
  otherEmails:[['Billing','billing@mkd-collect.com']],
  amount:4211.93, interest:0, costs:94.50, atty:50.00, caseNo:'2025SC014523', caseLabel:'Case No.',
  court:['State of Wisconsin','Circuit Court','Milwaukee County'], courtLines:['STATE OF WISCONSIN','CIRCUIT COURT','MILWAUKEE COUNTY'],
  courtAddr:'901 N 9th Street, Room 104, Milwaukee, WI 53233', courtPhone:'(414) 555-0139', acct:'Account No. ****5519', limit:10000 });

add({ st:'WI', kind:'Summons and Complaint', layout:'vertical', font:'P052',
  feats:{ table:true },
  cust:{ name:'Gunnar P. Lindqvist', street:'5102 Tomahawk Trl', city:'Madison', st:'WI', zip:'53705' },
  plaintiff:'Summit Crest Bank, N.A.', ptail:'',
  firm:'Halloran Weiss Nygaard LLP', lawyer:'Cynthia L. Nygaard', bar:'State Bar No. 1074410', email:'cnygaard@hwnlaw.net',
  firmStreet:'1 S Pinckney St, Suite 820', firmCity:'Madison, WI 53703', firmPhone:'(608) 555-0151',
  otherEmails:[['Process server','serve@badgerprocess-ex.com']],
  amount:14386.02, interest:2144.37, costs:265.50, atty:0, caseNo:'2025CV001877', caseLabel:'Case No.',
  court:['State of Wisconsin','Circuit Court','Dane County'], courtLines:['STATE OF WISCONSIN','CIRCUIT COURT','DANE COUNTY'],
  courtAddr:'215 S Hamilton Street, Madison, WI 53703', courtPhone:'(608) 555-0166', acct:'Card ending 7734', limit:null });

add({ st:'WI', kind:'Summons (Small Claims)', layout:'twocol', font:'Gentium',
  feats:{ },
  cust:{ name:'Angela M. Vue', street:'1245 Cherry St', city:'Green Bay', st:'WI', zip:'54301' },
  def2:{ name:'Thomas Vue', street:'880 S Monroe Ave', city:'Green Bay', st:'WI', zip:'54301' },
  plaintiff:'Fox River Community Credit Union', ptail:'',
  firm:'Ostrowski & Behnke, S.C.', lawyer:'Laura J. Behnke', bar:'State Bar No. 1102957', email:'lbehnke@ostrowskibehnke.com',
  firmStreet:'200 N Adams St', firmCity:'Green Bay, WI 54301', firmPhone:'(920) 555-0133',
  otherEmails:[['Paralegal','paralegal@ostrowskibehnke.com']],
  amount:6055.38, interest:0, costs:94.50, atty:0, caseNo:'2025 SC 003341', caseLabel:'Case No.',
  court:['State of Wisconsin','Circuit Court','Brown County'], courtLines:['STATE OF WISCONSIN','CIRCUIT COURT','BROWN COUNTY'],
  courtAddr:'100 S Jefferson Street, Green Bay, WI 54301', courtPhone:'(920) 555-0188', acct:'Auto loan 55-101934', limit:10000 });

// ---------------- TENNESSEE ----------------
add({ st:'TN', kind:'Civil Warrant', layout:'warrant', font:'URW Bookman',
  feats:{ table:true, noemail:true },
  cust:{ name:'Darnell R. Whitfield', street:'412 Antioch Pike, Apt 12', city:'Nashville', st:'TN', zip:'37211' },
  plaintiff:'Meridian Card Services, LLC', ptail:'',
  firm:'Pruitt, Hale & Odom, PLLC', lawyer:'Stephen G. Odom', bar:'BPR #031877', email:null,
  firmStreet:'150 4th Ave N, Suite 1300', firmCity:'Nashville, TN 37219', firmPhone:'(615) 555-0142',
  otherEmails:[['Clerk of Court','gsciviclerk@nashvillecourts-ex.gov']],
  amount:5127.64, interest:604.12, costs:163.50, atty:769.15, caseNo:'25GC10458', caseLabel:'Warrant No.',
  court:['General Sessions Court of Davidson County, Tennessee'], courtLines:['IN THE GENERAL SESSIONS COURT OF|DAVIDSON COUNTY, TENNESSEE'],
  courtAddr:'408 2nd Avenue North, Suite 1120, Nashville, TN 37201', courtPhone:'(615) 555-0158', acct:'Account No. 6011-XXXX-XXXX-2286', limit:25000 });

add({ st:'TN', kind:'Civil Summons', layout:'boxcap', font:'Noto Serif',
  feats:{ zip3:true, watermark:true },
  cust:{ name:'Heather N. Brummett', street:'3106 Wrights Ferry Rd', city:'Knoxville', st:'TN', zip:'37919' },
  plaintiff:'Ridgeline Funding Group, LLC', ptail:'',
  firm:'Carver Lassiter, PLLC', lawyer:'Megan A. Lassiter', bar:'BPR #029504', email:'mlassiter@carverlassiter.com',
  firmStreet:'800 S Gay St, Suite 2050', firmCity:'Knoxville, TN 37929', firmPhone:'(865) 555-0126',
  otherEmails:[['E-filing','efile@carverlassiter.com']],
  amount:3378.19, interest:0, costs:171.00, atty:0, caseNo:'25/GS-4417', caseLabel:'Docket No.',
  court:['General Sessions Court for Knox County, Tennessee','Civil Division'], courtLines:['IN THE GENERAL SESSIONS COURT FOR KNOX COUNTY, TENNESSEE','CIVIL DIVISION'],
  courtAddr:'400 Main Street, Suite 308, Knoxville, TN 37902', courtPhone:'(865) 555-0181', acct:'Ref. 77120-KX', limit:25000 });

add({ st:'TN', kind:'Civil Warrant / Notice of Suit', layout:'banner', font:'Liberation Sans Narrow',
  feats:{ aka:true },
  cust:{ name:'Latrice Montgomery', aka:'Latrice Montgomery-Boyd', street:'4950 Knight Arnold Rd, Apt 7', city:'Memphis', st:'TN', zip:'38118' },
  plaintiff:'Keystone Auto Finance Co.', ptail:'',
  firm:'Bledsoe & Marchetti, P.C.', lawyer:'Victor L. Marchetti', bar:'BPR #027133', email:'vmarchetti@bledsoemarchetti.com',
  firmStreet:'6075 Poplar Ave, Suite 500', firmCity:'Memphis, TN 38119', firmPhone:'(901) 555-0177',
  otherEmails:[['Settlements','settle@bledsoemarchetti.com']],
  amount:11802.40, interest:1390.00, costs:148.50, atty:1770.36, caseNo:'GS 2501876', caseLabel:'Docket No.',
  court:['General Sessions Court of Shelby County, Tennessee'], courtLines:['GENERAL SESSIONS COURT OF SHELBY COUNTY, TENNESSEE'],
  courtAddr:'140 Adams Avenue, Room 106, Memphis, TN 38103', courtPhone:'(901) 555-0102', acct:'Contract 3301-0098842', limit:25000 });

// ---------------- NEVADA ----------------
add({ st:'NV', kind:'Summons (Spanish/English)', layout:'bilingual', font:'Noto Sans',
  feats:{ seal:true },
  cust:{ name:'Esteban R. Quintanilla', street:'3870 E Flamingo Rd, Apt 2143', city:'Las Vegas', st:'NV', zip:'89121' },
  plaintiff:'Desert Mesa Receivables LLC', ptail:'',
  firm:'Fairbanks Ochoa Law, Ltd.', lawyer:'Adriana C. Ochoa', bar:'Nevada Bar No. 13302', email:'aochoa@fairbanksochoa.com',
  firmStreet:'3960 Howard Hughes Pkwy, Suite 500', firmCity:'Las Vegas, NV 89169', firmPhone:'(702) 555-0145',
  otherEmails:[['Secondary','lvfilings@fairbanksochoa.com']],
  amount:2673.58, interest:0, costs:142.00, atty:0, caseNo:'25C014752', caseLabel:'Case No.',
  court:['Justice Court, Las Vegas Township','Clark County, Nevada'], courtLines:['JUSTICE COURT, LAS VEGAS TOWNSHIP','CLARK COUNTY, NEVADA'],
  courtAddr:'200 Lewis Avenue, Las Vegas, NV 89101', courtPhone:'(702) 555-0164', acct:'Acct. 4400-XXXX-1187', limit:20000 });

add({ st:'NV', kind:'Complaint', layout:'vertical', font:'DejaVu Serif',
  feats:{ words:true },
  cust:{ name:'Crystal Ann Pomeroy', street:'1450 Grandview Ave', city:'Reno', st:'NV', zip:'89503' },
  plaintiff:'Harbor Point Credit Partners LP', ptail:', successor in interest to Tahoe Ridge Bank',
  firm:'Sierra Legal Recovery Group', lawyer:'Brent D. Holloway', bar:'Nevada Bar No. 11847', email:'bholloway@sierralrg.com',
  firmStreet:'50 W Liberty St, Suite 700', firmCity:'Reno, NV 89501', firmPhone:'(775) 555-0116',
  otherEmails:[['Court e-filing','efile@washoecourts-ex.us']],
  amount:8740.00, interest:1011.62, costs:216.00, atty:0, caseNo:'RCV2025-000931', caseLabel:'Case No.',
  court:['Reno Justice Court','Washoe County, Nevada'], courtLines:['RENO JUSTICE COURT','WASHOE COUNTY, NEVADA'],
  courtAddr:'1 S Sierra Street, Reno, NV 89501', courtPhone:'(775) 555-0197', acct:'Account ending 6330', limit:20000 });

// ---------------- NEW HAMPSHIRE ----------------
add({ st:'NH', kind:'Small Claim Complaint / Notice of Suit', layout:'boxcap', font:'Carlito',
  feats:{ holes:true, dbl:true },
  cust:{ name:'Kevin T. Marchand', street:'77 Lake Ave, Apt 3', city:'Manchester', st:'NH', zip:'03103' },
  plaintiff:'Granite Ledge Lending, LLC', ptail:'',
  firm:'Doucette & Pelletier, PLLC', lawyer:'Renee F. Pelletier', bar:'NH Bar #21093', email:'rpelletier@doucettepelletier.com',
  firmStreet:'900 Elm St, 14th Floor', firmCity:'Manchester, NH 03101', firmPhone:'(603) 555-0131',
  otherEmails:[['Court','circuitcourt9@nhcourts-ex.gov']],
  amount:2190.75, interest:180.00, costs:80.00, atty:0, caseNo:'456-2025-SC-00318', caseLabel:'Case Number',
  court:['The State of New Hampshire','Judicial Branch','NH Circuit Court','9th Circuit - District Division - Manchester'], courtLines:['THE STATE OF NEW HAMPSHIRE','JUDICIAL BRANCH','NH CIRCUIT COURT','9th Circuit - District Division - Manchester'],
  courtAddr:'35 Amherst Street, Manchester, NH 03101', courtPhone:'1-855-555-0199', acct:'Loan ID GL-440192', limit:10000 });

add({ st:'NH', kind:'Writ of Summons', layout:'shaded', font:'TeX Gyre Heros',
  feats:{ },
  cust:{ name:'Jillian S. Roux', street:'14 Islington St', city:'Portsmouth', st:'NH', zip:'03801' },
  plaintiff:'Evergreen Recovery Trust', ptail:' by its trustee',
  firm:'Ambrose Kittredge LLP', lawyer:'Daniel K. Kittredge', bar:'NH Bar #18820', email:'dkittredge@ambrosekittredge.com',
  firmStreet:'1 New Hampshire Ave, Suite 125', firmCity:'Portsmouth, NH 03801', firmPhone:'(603) 555-0168',
  otherEmails:[['Copy to','records@ambrosekittredge.com']],
  amount:12564.31, interest:1422.90, costs:280.00, atty:0, caseNo:'470-2025-CV-00142', caseLabel:'Case Number',
  court:['The State of New Hampshire','Judicial Branch','NH Circuit Court','10th Circuit - District Division - Portsmouth'], courtLines:['THE STATE OF NEW HAMPSHIRE','JUDICIAL BRANCH','NH CIRCUIT COURT','10th Circuit - District Division - Portsmouth'],
  courtAddr:'111 Parrott Avenue, Portsmouth, NH 03801', courtPhone:'1-855-555-0199', acct:'Acct. EG-2231876', limit:25000 });

// ---------------- OKLAHOMA ----------------
add({ st:'OK', kind:'Affidavit and Order (Small Claims)', layout:'carbon', font:'TeX Gyre Schola',
  feats:{ hand:true },
  cust:{ name:'Brandon E. Tsosie', street:'6420 E 21st St, Apt 904', city:'Tulsa', st:'OK', zip:'74129' },
  plaintiff:'Red Dirt Consumer Finance, Inc.', ptail:'',
  firm:'Whitlock Graves, PLLC', lawyer:'Hannah R. Graves', bar:'OBA #30118', email:'hgraves@whitlockgraves.com',
  firmStreet:'320 S Boston Ave, Suite 1400', firmCity:'Tulsa, OK 74103', firmPhone:'(918) 555-0124',
  otherEmails:[['Clerk','smallclaims@tulsacountyclerk-ex.org']],
  amount:2956.12, interest:0, costs:108.20, atty:0, caseNo:'SC-2025-2187', caseLabel:'Case No.',
  court:['District Court in and for Tulsa County','State of Oklahoma'], courtLines:['IN THE DISTRICT COURT IN AND FOR TULSA COUNTY','STATE OF OKLAHOMA'],
  courtAddr:'500 S Denver Avenue, Tulsa, OK 74103', courtPhone:'(918) 555-0175', acct:'Loan # 10-44718', limit:10000 });

add({ st:'OK', kind:'Petition', layout:'pleading', font:'Caladea',
  feats:{ table:true },
  cust:{ name:'Sheila D. Crowder', street:'2709 NW 36th St', city:'Oklahoma City', st:'OK', zip:'73112' },
  plaintiff:'Sooner Ridge Capital LLC', ptail:', assignee of Red Plains Bank',
  firm:'Lattimore & Fenn, P.C.', lawyer:'Charles W. Fenn', bar:'OBA #22416', email:'cfenn@lattimorefenn.com',
  firmStreet:'101 Park Ave, Suite 1000', firmCity:'Oklahoma City, OK 73102', firmPhone:'(405) 555-0137',
  otherEmails:[['E-service','service@lattimorefenn.com']],
  amount:6218.49, interest:745.33, costs:252.14, atty:932.77, caseNo:'CS-2025-4419', caseLabel:'Case No.',
  court:['District Court of Oklahoma County','State of Oklahoma'], courtLines:['IN THE DISTRICT COURT OF OKLAHOMA COUNTY','STATE OF OKLAHOMA'],
  courtAddr:'321 Park Avenue, Oklahoma City, OK 73102', courtPhone:'(405) 555-0192', acct:'Account No. ...8810', envelope:'Filed in District Court, Oklahoma County, OCT 21 2025, Doc ID 1055218', limit:null });

// ---------------- INDIANA ----------------
add({ st:'IN', kind:'Notice of Claim', layout:'banner', font:'Nimbus Roman',
  feats:{ zip3:true },
  cust:{ name:'Tamika L. Overstreet', street:'8802 Rockville Rd, Apt 2D', city:'Indianapolis', st:'IN', zip:'46234' },
  plaintiff:'Crossroads Installment Loans LLC', ptail:'',
  firm:'Easterday Quinlan, LLP', lawyer:'Philip J. Quinlan', bar:'Atty. No. 31177-49', email:'pquinlan@easterdayquinlan.com',
  firmStreet:'10 W Market St, Suite 2400', firmCity:'Indianapolis, IN 46204', firmPhone:'(317) 555-0109',
  otherEmails:[['Collections dept.','collect@easterdayquinlan.com']],
  amount:1882.66, interest:0, costs:97.00, atty:0, caseNo:'49K05-2510-SC-004127', caseLabel:'Cause No.',
  court:['Marion County Small Claims Court','Pike Township Division'], courtLines:['MARION COUNTY SMALL CLAIMS COURT','PIKE TOWNSHIP DIVISION'],
  courtAddr:'5665 Lafayette Road, Suite B, Indianapolis, IN 46254', courtPhone:'(317) 555-0183', acct:'Loan 2208713', limit:8000 });

add({ st:'IN', kind:'Complaint on Account', layout:'sentence', font:'EB Garamond',
  feats:{ holes:true },
  cust:{ name:'Ryan M. Stoltzfus', street:'4130 Reed Rd', city:'Fort Wayne', st:'IN', zip:'46815' },
  plaintiff:'Three Rivers Medical Billing Partners, LLC', ptail:'',
  firm:'Kohlmeyer Baird Law Office', lawyer:'Sarah B. Baird', bar:'Atty. No. 28804-02', email:'sbaird@kohlmeyerbaird.com',
  firmStreet:'110 W Berry St, Suite 1802', firmCity:'Fort Wayne, IN 46802', firmPhone:'(260) 555-0149',
  otherEmails:[['Clerk','civilclerk@allencounty-ex.us']],
  amount:4502.00, interest:540.24, costs:157.00, atty:0, caseNo:'02D01-2509-CC-001233', caseLabel:'Cause No.',
  court:['Allen Superior Court','State of Indiana'], courtLines:['IN THE ALLEN SUPERIOR COURT','STATE OF INDIANA'],
  courtAddr:'715 S Calhoun Street, Fort Wayne, IN 46802', courtPhone:'(260) 555-0172', acct:'Guarantor Acct. 71-330981', limit:null });

// ---------------- CONNECTICUT ----------------
add({ st:'CT', kind:'Small Claims Writ and Notice of Suit', layout:'shaded', font:'Liberation Sans',
  feats:{ hand:true },
  cust:{ name:'Marisol Figueroa', street:'62 Wethersfield Ave, Apt 3R', city:'Hartford', st:'CT', zip:'06114' },
  plaintiff:'Charter Oak Servicing Corp.', ptail:'',
  firm:'Tierney Sokol, LLC', lawyer:'Jonathan P. Sokol', bar:'Juris No. 428817', email:'jsokol@tierneysokol.com',
  firmStreet:'185 Asylum St, 24th Floor', firmCity:'Hartford, CT 06103', firmPhone:'(860) 555-0115',
  otherEmails:[['Small claims e-mail','smallclaims.hartford@jud-ex.ct.gov']],
  amount:3865.00, interest:0, costs:95.00, atty:0, caseNo:'HFH-CV25-6031187-S', caseLabel:'Docket No.',
  court:['Superior Court','Small Claims Session','Judicial District of Hartford'], courtLines:['SUPERIOR COURT','SMALL CLAIMS SESSION','JUDICIAL DISTRICT OF HARTFORD'],
  courtAddr:'80 Washington Street, Hartford, CT 06106', courtPhone:'(860) 555-0194', acct:'Ref. 2025-CO-55130', limit:5000 });

add({ st:'CT', kind:'Summons Civil / Complaint', layout:'twocol', font:'Linux Libertine O',
  feats:{ seal:true },
  cust:{ name:'Patrick J. Donnelly', street:'215 Whitney Ave, Unit 4', city:'New Haven', st:'CT', zip:'06511' },
  def2:{ name:'Colleen R. Donnelly', street:'215 Whitney Ave, Unit 4', city:'New Haven', st:'CT', zip:'06511' },
  plaintiff:'Long Wharf Auto Credit, Inc.', ptail:'',
  firm:'Marino Abend & Kessler, LLC', lawyer:'Joseph A. Marino', bar:'Juris No. 431552', email:'jmarino@mak-law.net',
  firmStreet:'234 Church St, 9th Floor', firmCity:'New Haven, CT 06510', firmPhone:'(203) 555-0128',
  otherEmails:[['Marshal','marshal.ng@ctmarshals-ex.org']],
  amount:16940.88, interest:0, costs:360.00, atty:2541.13, caseNo:'NNH-CV25-6154420-S', caseLabel:'Docket No.',
  court:['Superior Court','Judicial District of New Haven at New Haven'], courtLines:['SUPERIOR COURT','JUDICIAL DISTRICT OF NEW HAVEN|AT NEW HAVEN'],
  courtAddr:'235 Church Street, New Haven, CT 06510', courtPhone:'(203) 555-0161', acct:'RISC No. 0019-55821', limit:null });

// ---------------- HAWAII ----------------
add({ st:'HI', kind:'Complaint; Summons', layout:'vertical', font:'TeX Gyre Termes',
  feats:{ seal:true, zip3:true },
  cust:{ name:'Kaimana K. Akana', street:'1641 Liliha St, Apt 805', city:'Honolulu', st:'HI', zip:'96817' },
  plaintiff:'Pacific Isles Credit Acquisitions LLC', ptail:'',
  firm:'Nakoa Furtado & Lee, AAL, LLLC', lawyer:'Gwen M. Furtado', bar:'Hawaii Bar No. 9921', email:'gfurtado@nfllaw-hi.com',
  firmStreet:'1003 Bishop St, Suite 2200', firmCity:'Honolulu, HI 96813', firmPhone:'(808) 555-0135',
  otherEmails:[['Secondary','calendar@nfllaw-hi.com']],
  amount:5390.27, interest:688.40, costs:160.00, atty:808.54, caseNo:'1DRC-25-0008812', caseLabel:'Civil No.',
  court:['District Court of the First Circuit','Honolulu Division','State of Hawaii'], courtLines:['IN THE DISTRICT COURT OF THE FIRST CIRCUIT','HONOLULU DIVISION','STATE OF HAWAII'],
  courtAddr:'1111 Alakea Street, Honolulu, HI 96813', courtPhone:'(808) 555-0107', acct:'Acct. No. 5524-XXXX-XXXX-0931', limit:40000 });

add({ st:'HI', kind:'Statement of Claim and Notice', layout:'carbon', font:'Noto Sans',
  feats:{ hand:true, watermark:true },
  cust:{ name:'Leilani Kahale', street:'295 Hoohana St', city:'Kahului', st:'HI', zip:'96732' },
  def2:{ name:'Noa Kahale' },
  plaintiff:'Valley Isle Property Management, LLC', ptail:'',
  firm:null, lawyer:null, email:null, prose:{ name:'Mae Takushi, Manager', phone:'(808) 555-0153', street:'33 Lono Ave, Suite 240', city:'Kahului, HI 96732', email:'office@valleyislepm.com' },
  amount:2480.00, interest:0, costs:35.00, atty:0, caseNo:'2DSC-25-0000317', caseLabel:'Civil No.',
  court:['District Court of the Second Circuit','Wailuku Division','State of Hawaii'], courtLines:['DISTRICT COURT OF THE SECOND CIRCUIT','WAILUKU DIVISION','STATE OF HAWAII'],
  courtAddr:'2145 Main Street, Wailuku, HI 96793', courtPhone:'(808) 555-0186', acct:'Unit 12-B lease', limit:5000 });

// ---------------- NORTH DAKOTA / WYOMING ----------------
add({ st:'ND', kind:'Summons', layout:'ndcap', font:'Nimbus Sans',
  feats:{ },
  cust:{ name:'Erik J. Solberg', street:'2110 32nd Ave S, Apt 118', city:'Fargo', st:'ND', zip:'58103' },
  plaintiff:'Red River Valley Recovery LLC', ptail:'',
  firm:'Haugland Strom, PLLP', lawyer:'Marit A. Strom', bar:'ND ID #07415', email:'mstrom@hauglandstrom.com',
  firmStreet:'300 NP Ave N, Suite 205', firmCity:'Fargo, ND 58102', firmPhone:'(701) 555-0143',
  otherEmails:[['Odyssey e-service','efiling@hauglandstrom.com']],
  amount:3710.55, interest:402.18, costs:80.00, atty:0, caseNo:'09-2025-CV-02716', caseLabel:'Civil No.',
  court:['State of North Dakota','District Court','County of Cass','East Central Judicial District'], courtLines:['STATE OF NORTH DAKOTA','DISTRICT COURT','COUNTY OF CASS','EAST CENTRAL JUDICIAL DISTRICT'],
  courtAddr:'211 9th Street South, Fargo, ND 58103', courtPhone:'(701) 555-0176', acct:'Acct. ending 4190', envelope:'Filed 10/02/2025 Clerk of District Court, Cass County, ND — Index #31', limit:null });

add({ st:'WY', kind:'Summons and Complaint', layout:'sentence', font:'URW Bookman',
  feats:{ table:true },
  cust:{ name:'Cody W. Harshbarger', street:'1718 Bradley Ave', city:'Cheyenne', st:'WY', zip:'82001' },
  plaintiff:'High Plains Credit Union', ptail:'',
  firm:'Lockhart & Vance, P.C.', lawyer:'Tessa M. Vance', bar:'WSB #7-6120', email:'tvance@lockhartvance.com',
  firmStreet:'1720 Carey Ave, Suite 400', firmCity:'Cheyenne, WY 82001', firmPhone:'(307) 555-0122',
  otherEmails:[['Clerk','circuitcourt1@wycourts-ex.gov']],
  amount:7015.00, interest:833.26, costs:70.00, atty:0, caseNo:'CV25.0518', caseLabel:'Civil Action No.',
  court:['Circuit Court of the First Judicial District in and for Laramie County, Wyoming'], courtLines:['IN THE CIRCUIT COURT OF THE FIRST JUDICIAL DISTRICT|IN AND FOR LARAMIE COUNTY, WYOMING'],
  courtAddr:'309 W 20th Street, Cheyenne, WY 82001', courtPhone:'(307) 555-0159', acct:'Share Loan 14-0772', limit:50000 });

// ---------------- LETTERS ----------------
add({ st:'ME', kind:'Collection letter', layout:'letter', font:'Liberation Serif', letter:'agency',
  feats:{ coupon:true },
  cust:{ name:'Corinne B. Thibodeau', street:'118 Ohio St, Apt 2', city:'Bangor', st:'ME', zip:'04401' },
  plaintiff:'Harbor Point Credit Partners LP', agency:'Pinecrest Collection Services, Inc.',
  agencyAddr:['PO Box 4471','Augusta, ME 04332'], agencyPhone:'1-800-555-0117', agencyEmail:'help@pinecrestcollect.com',
  original:'Casco Bay Card Services', amount:1284.55, asof:1190.12, settle:770.73, ref:'PCS-9088214', acct:'XXXX-XXXX-XXXX-6023',
  firm:null, email:null, caseNo:null, court:null });

add({ st:'WV', kind:'Collection letter', layout:'letter2', font:'Carlito', letter:'agency',
  feats:{ },
  cust:{ name:'Dustin R. McCoy', street:'1516 Quarrier St', city:'Charleston', st:'WV', zip:'25311' },
  plaintiff:'Summit Crest Bank, N.A.', agency:'Allegheny Recovery Associates, LLC',
  agencyAddr:['2200 Kanawha Blvd E, Suite 3','Charleston, WV 25311'], agencyPhone:'(304) 555-0148', agencyEmail:'accounts@alleghenyrecovery.com',
  original:'Summit Crest Bank, N.A.', amount:3967.41, asof:3702.88, settle:2380.45, ref:'ARA-55-310772', acct:'ending 1189',
  firm:null, email:null, caseNo:null, court:null });

add({ st:'SD', kind:'Collection letter', layout:'letter', font:'P052', letter:'agency',
  feats:{ coupon:true, zip3:true },
  cust:{ name:'Hailey M. Rasmussen', street:'2712 S Grange Ave', city:'Sioux Falls', st:'SD', zip:'57105' },
  plaintiff:'Dakota Plains Lending, Inc.', agency:'Northern Prairie Accounts Management',
  agencyAddr:['PO Box 1350','Rapid City, SD 57709'], agencyPhone:'1-888-555-0164', agencyEmail:'pay@npamcollect.com',
  original:'Dakota Plains Lending, Inc.', amount:842.19, asof:799.00, settle:505.31, ref:'NPAM-220418-7', acct:'Loan 0044-19',
  firm:null, email:null, caseNo:null, court:null });

add({ st:'MN', kind:'Law-firm letter (suit filed)', layout:'letter2', font:'TeX Gyre Pagella', letter:'firm',
  feats:{ },
  cust:{ name:'Anthony J. Krueger', street:'3345 Bloomington Ave, Apt 4', city:'Minneapolis', st:'MN', zip:'55407' },
  plaintiff:'Northstar Portfolio Recovery LLC',
  firm:'Halvorsen & Quist, P.A.', lawyer:'Ingrid L. Quist', bar:'Attorney Reg. No. 0398114', email:'iquist@halvorsenquist.com',
  firmStreet:'80 S 8th St, Suite 3300', firmCity:'Minneapolis, MN 55402', firmPhone:'(612) 555-0172',
  otherEmails:[['Payments','payments@halvorsenquist.com']],
  original:'Twin Lakes Bank', amount:3412.60, costs:335.00, interest:0, atty:0, acct:'ending 5517', ref:'HQ File 25-03318',
  caseNo:'27-CV-25-18342', caseLabel:'Court File No.',
  court:['State of Minnesota','District Court','Hennepin County','Fourth Judicial District'], courtLines:['STATE OF MINNESOTA','DISTRICT COURT','HENNEPIN COUNTY','FOURTH JUDICIAL DISTRICT'] });

module.exports = D;
