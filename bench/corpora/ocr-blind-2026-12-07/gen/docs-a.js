'use strict';
// Documents 01-10. Each object holds the data the truth is built from, and render() prints from it.
const { esc: e, money, num, N, A } = require('./lib');

module.exports = [
// ---------------------------------------------------------------------------------------------
{
  n: 1, id: '01-ga-fulton-magistrate-statement-of-claim', state: 'GA', kind: 'statement of claim (small claims form)',
  layout: 'two-column form, labels below the blanks; address split over two label rows; "Plaintiff\'s attorney" box',
  font: 'Liberation Sans', size: '10pt', suit: true,
  court: { heads: [['MAGISTRATE COURT OF FULTON COUNTY'], ['STATE OF GEORGIA']],
    addr: '412 Pryor Street SW, Suite 1200, Atlanta, GA 30303', phone: '(404) 555-0170', email: 'magistrate.clerk@fultoncourts-ga.org' },
  caseNo: '26MS083341',
  plaintiff: { name: 'Copperfield Asset Acquisitions LLC', addr: 'PO Box 7721, Norcross, GA 30091', phone: '(770) 555-0119' },
  firm: { name: 'Pruitt, Vance & Okafor, LLC', atty: 'Marisa K. Pruitt', bar: 'Georgia Bar No. 588213', email: 'mpruitt@pvo-legal.com',
    addr1: '3340 Peachtree Road NE, Suite 1150', addr2: 'Atlanta, GA 30326', phone: '(404) 555-0142', fax: '(404) 555-0143', other: 'efile@pvo-legal.com' },
  def: { first: 'Latrice', mi: 'D.', last: 'Bankston' },
  addr: { street: '2216 Campbellton Rd SW, Apt 14B', city: 'Atlanta', st: 'GA', zip: '30311', zip4: '3309' },
  amount: 3418.62, interest: 412.09, costs: 93.00,
  render(d) {
    const f = (v, label, cls = '') => `<div class="fld ${cls}"><div class="v">${v}</div><div class="l">${label}</div></div>`;
    const tot = d.amount + d.interest + d.costs;
    return { css: `
.page{padding:.55in .7in .5in .7in}
.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2.5px solid #000;padding-bottom:6px}
.ct{font-variant:small-caps;letter-spacing:.5px}
.ct .c1{font-size:15pt;font-weight:bold}.ct .c2{font-size:11pt;letter-spacing:3px}
.cano{text-align:right}
h1{font-size:16pt;margin:10px 0 2px 0;letter-spacing:2px}
.row{display:flex;gap:.35in;margin-top:9px}
.fld{flex:1}.fld .v{border-bottom:1px solid #000;min-height:17px;padding:0 2px 1px 2px;font-size:10.5pt}
.fld .l{font-size:6.8pt;color:#222;padding-top:1px;text-transform:uppercase;letter-spacing:.2px}
.narrow{flex:.45}
.sec{margin-top:12px;font-weight:bold;font-size:9pt;background:#e9e9e9;padding:2px 5px;border-top:1px solid #000}
.vs{text-align:center;font-weight:bold;margin:8px 0 0 0}
.claim{margin-top:8px;font-size:10pt;text-align:justify}
.amt td{padding:2px 8px;font-size:10pt}.amt td.n{text-align:right;font-family:'Liberation Mono';}
.box{border:1.5px solid #000;padding:6px 8px;margin-top:10px;font-size:9pt}
.box .h{font-size:7pt;font-weight:bold;letter-spacing:1px}
.two{display:flex;gap:.25in}.two>div{flex:1}
.ft{position:absolute;bottom:.35in;left:.7in;right:.7in;border-top:1px solid #000;padding-top:3px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<div class="top"><div class="ct"><div class="c1">${d.court.heads[0][0]}</div><div class="c2">${d.court.heads[1][0]}</div></div>
<div class="cano">${f(d.caseNo, 'Civil Action No.')}<div class="sm" style="margin-top:4px">E-file Envelope # 41872236</div></div></div>
<h1 class="c">STATEMENT OF CLAIM</h1>
<div class="c sm">(Magistrate Court — civil claims not exceeding $15,000.00, O.C.G.A. § 15-10-2)</div>
<div class="sec">PLAINTIFF</div>
<div class="row">${f(e(d.plaintiff.name), 'Plaintiff (full legal name)')}${f(d.plaintiff.phone, 'Plaintiff telephone', 'narrow')}</div>
<div class="row">${f(d.plaintiff.addr, 'Plaintiff mailing address, city, state, ZIP')}${f('Brightwater Bank, N.A.', 'Original creditor (if assigned)', 'narrow')}</div>
<div class="vs">— versus —</div>
<div class="sec">DEFENDANT</div>
<div class="row">${f(N.full(d.def), 'Defendant (first name, middle initial, last name)')}${f('&nbsp;', 'Defendant 2 (if any)', 'narrow')}</div>
<div class="row">${f(d.addr.street, 'Street address (include apt. / unit no.)')}${f('Fulton', 'County of residence', 'narrow')}</div>
<div class="row">${f(A.line2(d.addr), 'City, State, ZIP code')}${f('(404) 555-0188', 'Defendant telephone (if known)', 'narrow')}</div>
<div class="sec">CLAIM</div>
<div class="claim">Plaintiff, ${e(d.plaintiff.name)}, states that the Defendant is indebted to the Plaintiff in the principal sum of
<b>${money(d.amount)}</b> on account of an unpaid revolving credit card account originally issued by Brightwater Bank, N.A.
(account ending 6604), which account was sold and assigned to Plaintiff on April 18, 2025. Plaintiff further claims interest,
stated separately, and the costs of this action, as follows:</div>
<table class="amt" style="margin:4px 0 0 .4in"><tr><td>Principal</td><td class="n">${money(d.amount)}</td></tr>
<tr><td>Interest at 7% per annum through 11/30/2026</td><td class="n">${money(d.interest)}</td></tr>
<tr><td>Court costs (filing and service)</td><td class="n">${money(d.costs)}</td></tr>
<tr><td class="b">Total including interest and costs</td><td class="n b">${money(tot)}</td></tr></table>
<div class="two"><div class="box"><div class="h">PLAINTIFF'S ATTORNEY</div>
${e(d.firm.atty)}, ${d.firm.bar}<br>${e(d.firm.name)}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>
Tel. ${d.firm.phone} &nbsp; Fax ${d.firm.fax}<br>E-mail: ${d.firm.email}<br><span class="sm">Filings / service copies: ${d.firm.other}</span></div>
<div class="box"><div class="h">NOTICE TO DEFENDANT</div>
You are required to answer this claim, in writing or orally, within thirty (30) days after service upon you, at the
Clerk's office, ${d.court.addr}. If you do not answer, a default judgment may be entered against you.
Clerk: ${d.court.phone} · ${d.court.email}</div></div>
<div class="row" style="margin-top:18px">${f('/s/ ' + e(d.firm.atty), 'Signature of Plaintiff or Plaintiff\'s attorney')}${f('11/30/2026', 'Date', 'narrow')}</div>
<div class="row">${f('&nbsp;', 'Sworn to and subscribed before me (Deputy Clerk / Notary)')}${f('&nbsp;', 'Date filed', 'narrow')}</div>
<div class="ft"><span>Fulton County Magistrate Court · ${d.court.addr}</span><span>MC-CIV-101 (rev. 06/2026)</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 2, id: '02-wa-spokane-district-summons', state: 'WA', kind: 'summons',
  layout: 'attorney block at top right; caption with vertical rule; name in ALL CAPITALS with suffix III; "Serve at:" block',
  font: 'DejaVu Serif', size: '9.5pt', suit: true,
  court: { heads: [['SPOKANE COUNTY DISTRICT COURT'], ['STATE OF WASHINGTON']], addr: '1018 W Broadway Ave, Spokane, WA 99260', phone: '(509) 555-0172' },
  caseNo: 'CV26-04172',
  plaintiff: { name: 'Larchmont Basin Funding LLC', addr: '2600 Lakeview Pkwy, Suite 300, Alpharetta, GA 30009' },
  firm: { name: 'Sato Whitcomb PLLC', atty: 'Ryan K. Sato', bar: 'WSBA #48213', email: 'rsato@satowhitcomb.com',
    addr1: '505 W Riverside Ave, Suite 700', addr2: 'Spokane, WA 99201', phone: '(509) 555-0131', other: 'eservice@satowhitcomb.com' },
  def: { first: 'Gerald', mi: 'W.', last: 'Holloway', suffix: 'III' },
  addr: { street: '2117 W Dalton Ave', city: 'Spokane', st: 'WA', zip: '99205' },
  amount: 4872.19, interest: 611.40, fees: 750.00, costs: 163.00,
  render(d) {
    return { css: `
.page{padding:.6in .8in .5in .8in}
.atty{margin-left:auto;width:3.1in;font-size:8pt;line-height:1.3;border-left:2px solid #000;padding-left:8px}
.court{text-align:center;margin-top:16px;font-weight:bold;font-size:12.5pt;letter-spacing:1px}
.court div:last-child{font-size:10pt;font-weight:normal;letter-spacing:4px}
.cap{display:flex;margin-top:14px;border-top:1px solid #000;border-bottom:1px solid #000}
.cap .l{flex:1.25;border-right:1.5px solid #000;padding:8px 10px 8px 0}
.cap .rr{flex:1;padding:8px 0 8px 14px}
.cap .rr .no{font-size:11pt;font-weight:bold}
.t{font-weight:bold;font-size:13pt;margin-top:8px}
.body{margin-top:12px;text-align:justify}
.body p{margin-bottom:.55em}
.serve{border:2px solid #000;width:3.4in;padding:6px 10px;margin:10px 0 8px 0;font-size:10pt}
.serve .h{font-weight:bold;letter-spacing:2px;font-size:8pt}
.sig{margin-top:14px;margin-left:3.3in;font-size:9pt}
.sig .ln{border-top:1px solid #000;margin-top:22px;padding-top:2px}
.ft{position:absolute;bottom:.3in;left:.8in;right:.8in;font-size:7pt;border-top:1px solid #999;padding-top:3px;display:flex;justify-content:space-between}
`, body: `
<div class="atty">${e(d.firm.atty)}, ${d.firm.bar}<br>${e(d.firm.name).toUpperCase()}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>
Tel. ${d.firm.phone}<br>${d.firm.email}<br>E-service only: ${d.firm.other}<br><i>Attorneys for Plaintiff</i></div>
<div class="court"><div>${d.court.heads[0][0]}</div><div>${d.court.heads[1][0]}</div></div>
<div class="cap"><div class="l">${e(d.plaintiff.name).toUpperCase()},<br><span style="margin-left:1.6in">Plaintiff,</span><br><br>
<span style="margin-left:.6in">vs.</span><br><br>${N.caps(d.def)} and JANE DOE HOLLOWAY,<br>husband and wife, and the marital community
composed thereof,<br><span style="margin-left:1.6in">Defendants.</span></div>
<div class="rr"><div>No.&nbsp; <span class="no">${d.caseNo}</span></div><div class="sm">Client File No. LBF-0047719</div>
<div class="t">SUMMONS<br>(20 DAYS)</div><div class="sm" style="margin-top:6px">Collection — consumer account</div></div></div>
<div class="body">
<p><b>TO THE DEFENDANT(S):</b> A lawsuit has been started against you in the above-entitled court by ${e(d.plaintiff.name)},
Plaintiff. Plaintiff's claim is stated in the written Complaint, a copy of which is served upon you with this Summons.
The Plaintiff demands judgment for the principal sum of <b>${money(d.amount)}</b>, together with prejudgment interest of
${money(d.interest)} at twelve percent (12%) per annum, reasonable attorney fees of ${money(d.fees)} under RCW 4.84.250, and costs of
${money(d.costs)}.</p>
<p>In order to defend against this lawsuit, you must respond to the Complaint by stating your defense in writing and by serving a
copy upon the person signing this Summons within <b>twenty (20) days</b> after the service of this Summons, excluding the day of
service, or a default judgment may be entered against you without notice. A default judgment is one where Plaintiff is entitled
to what it asks for because you have not responded. If you serve a notice of appearance on the undersigned person, you are entitled
to notice before a default judgment may be entered.</p>
<p>If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any,
may be served on time. This Summons is issued pursuant to Civil Rule for Courts of Limited Jurisdiction 4.</p></div>
<div class="serve"><div class="h">SERVE AT:</div>${N.caps(d.def)}<br>${d.addr.street}<br>${A.line2(d.addr)}</div>
<div class="sm">Clerk of the Court: ${d.court.addr} · Civil counter ${d.court.phone}</div>
<div class="sig">DATED: November 24, 2026.<br>${e(d.firm.name).toUpperCase()}<div class="ln">${e(d.firm.atty)}, ${d.firm.bar}<br>Attorneys for Plaintiff</div></div>
<div class="ft"><span>SUMMONS (20 DAYS) — Page 1 of 1</span><span>${e(d.firm.name)} · ${d.firm.addr1}, ${d.firm.addr2} · ${d.firm.phone}</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 3, id: '03-mo-stlouis-county-petition-on-account', state: 'MO', kind: 'petition on account',
  layout: 'caption with a column of ")" as vertical rule; "Serve at" under each defendant; second defendant; attorney block at bottom under signature line',
  font: 'P052', size: '10.5pt', suit: true,
  court: { heads: [['IN THE CIRCUIT COURT OF ST. LOUIS COUNTY'], ['STATE OF MISSOURI'], ['ASSOCIATE DIVISION']] },
  caseNo: '26SL-AC31207',
  plaintiff: { name: 'Pinecrest Recovery Fund II, LLC' },
  firm: { name: 'Ostrander & Greer, LLC', atty: 'Colin M. Ostrander', bar: '#61847', email: 'cmo@ostrandergreer.com',
    addr1: '7700 Forsyth Blvd, Suite 600', addr2: 'Clayton, MO 63105', phone: '(314) 555-0128', fax: '(314) 555-0129' },
  def: { first: 'Anthony', mi: 'J.', last: 'Russo' },
  addr: { street: '2075 Pinetree Ln', city: 'Florissant', st: 'MO', zip: '63031' },
  amount: 5126.77, interest: 684.19,
  render(d) {
    const par = ')<br>'.repeat(15);
    return { css: `
.page{padding:.55in .9in .4in 1in}
.court{text-align:center;font-weight:bold;line-height:1.35}
.cap{display:flex;margin-top:16px;line-height:1.2}
.cap .l{width:3.3in}.cap .m{width:.25in}.cap .rr{flex:1;padding-left:8px;padding-top:40px}
h2{text-align:center;font-size:12pt;margin:14px 0 8px 0;text-decoration:underline}
.body p{text-indent:.5in;text-align:justify;line-height:1.4;margin-bottom:.3em}
.sig{margin-left:3.0in;margin-top:8px;line-height:1.25;font-size:10pt}
.sig .ln{border-top:1px solid #000;width:3.3in;margin-top:22px;padding-top:2px}
`, body: `
<div class="court">${d.court.heads.map(h => h[0]).join('<br>')}</div>
<div class="cap"><div class="l">${e(d.plaintiff.name).toUpperCase()},<br><span style="margin-left:1.3in">Plaintiff,</span><br><br>
v.<br><br>${N.caps(d.def)}<br><span class="sm">Serve at: ${d.addr.street}, ${A.line2(d.addr)}</span><br><br>and<br><br>
DEBORAH L. RUSSO<br><span class="sm">Serve at: ${d.addr.street}, ${A.line2(d.addr)}</span><br><br><span style="margin-left:1.3in">Defendants.</span></div>
<div class="m">${par}</div><div class="rr">Case No. ${d.caseNo}<br><br>Division 42<br><br><span class="sm">Our File No. OG-26-11873<br>Amount in controversy under $25,000</span></div></div>
<h2>PETITION ON ACCOUNT</h2>
<div class="body">
<p>COMES NOW Plaintiff, ${e(d.plaintiff.name)}, by and through its undersigned counsel, and for its Petition on Account against
Defendants ${N.full(d.def)} and Deborah L. Russo states as follows:</p>
<p>1. Plaintiff is a limited liability company organized under the laws of Delaware and in good standing to do business in Missouri.</p>
<p>2. Defendants are individuals residing at ${A.one(d.addr)}, in St. Louis County, Missouri.</p>
<p>3. Defendants opened a consumer credit account with Harbor Point Credit Union, account ending 3158, which was charged off on
February 27, 2025, and thereafter sold and assigned to Plaintiff, which is now the owner of the account.</p>
<p>4. After all just credits and offsets, there remains due and owing on the account a principal balance of <b>${money(d.amount)}</b>.</p>
<p>5. Plaintiff is separately entitled to statutory interest at nine percent (9%) per annum pursuant to § 408.020 RSMo from the
date of demand, which through November 20, 2026 amounts to ${money(d.interest)}.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally, in the principal amount of ${money(d.amount)},
plus interest of ${money(d.interest)}, for a total of ${money(d.amount + d.interest)}, together with post-judgment interest and the costs of
this action, and for such other relief as the Court deems just.</p></div>
<div class="sig">Respectfully submitted,<br>${e(d.firm.name).toUpperCase()}<div class="ln">/s/ ${e(d.firm.atty)}<br>
${e(d.firm.atty)} ${d.firm.bar}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>Telephone ${d.firm.phone} · Facsimile ${d.firm.fax}<br>
${d.firm.email}<br>ATTORNEYS FOR PLAINTIFF</div></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 4, id: '04-va-henrico-gdc-warrant-in-debt', state: 'VA', kind: 'warrant in debt (civil claim for money)',
  layout: 'boxed grid form; case number in a box at top right; parties printed last-name-first; second defendant; fee/cost/interest blanks',
  font: 'Liberation Sans Narrow', size: '11.5pt', suit: true,
  court: { heads: [['Henrico County General District Court']], addr: '2770 Woodman Commons Pl, Henrico, VA 23228', phone: '(804) 555-0165' },
  caseNo: 'GV26011842-00',
  plaintiff: { name: 'Halcyon Federal Credit Union', addr: '5400 Patterson Ave, Richmond, VA 23226' },
  firm: { name: 'Renwick & Stoll, P.C.', atty: 'Owen J. Renwick', bar: 'VSB No. 71254', email: 'orenwick@renwickstoll.com',
    addr: '1021 E Cary St, Suite 1400, Richmond, VA 23219', phone: '(804) 555-0154' },
  def: { first: 'Jerome', mi: 'A.', last: 'Tillery' },
  addr: { street: '9104 Hungary Spring Rd, Apt 3C', city: 'Richmond', st: 'VA', zip: '23228' },
  amount: 7914.33, costs: 62.00, fees: 1187.15,
  render(d) {
    const cb = (x) => `<span class="cb">${x ? 'X' : '&nbsp;'}</span>`;
    return { css: `
.page{padding:.45in .55in .4in .55in}
.hdr{display:flex;align-items:flex-start}
.hdr .t{flex:1}.hdr .t .ti{font-size:14pt;font-weight:bold}
.cbox{border:2px solid #000;padding:4px 8px;width:2.3in;text-align:center}
.cbox .l{font-size:6.8pt;text-align:left}.cbox .v{font-size:13pt;font-weight:bold;letter-spacing:1px}
.g{width:100%;margin-top:6px}
.g td{border:1px solid #000;vertical-align:top;padding:3px 5px}
.lbl{font-size:6.7pt;text-transform:uppercase;display:block;margin-bottom:2px;letter-spacing:.2px}
.cb{display:inline-block;width:10px;height:10px;border:1px solid #000;font-size:8pt;line-height:9px;text-align:center;margin-right:3px;font-weight:bold}
.ct{border-bottom:1px solid #000;display:inline-block;min-width:2.4in;font-size:11pt;font-weight:bold}
.txt{margin-top:8px;text-align:justify;line-height:1.35}
.blank{border-bottom:1px solid #000;padding:0 4px;font-weight:bold}
.ft{position:absolute;bottom:.3in;left:.55in;right:.55in;font-size:6.7pt;display:flex;justify-content:space-between}
`, body: `
<div class="hdr"><div class="t"><div class="ti">WARRANT IN DEBT (CIVIL CLAIM FOR MONEY)</div>
<div class="sm">COMMONWEALTH OF VIRGINIA &nbsp; VA. CODE §§ 16.1-79, 16.1-81</div>
<div style="margin-top:8px"><span class="ct">Henrico County</span> <b style="font-size:11pt">General District Court</b>
<div class="xs" style="margin-left:.3in">CITY OR COUNTY</div></div>
<div>${d.court.addr} &nbsp;·&nbsp; ${d.court.phone}<div class="xs">STREET ADDRESS OF COURT</div></div>
<div style="margin-top:3px">${cb(false)}Small Claims Division &nbsp; ${cb(true)}Civil Division</div></div>
<div class="cbox"><div class="l">CASE NO.</div><div class="v">${d.caseNo}</div><div class="l" style="margin-top:4px">HEARING DATE AND TIME</div>
<div>01/06/2027 &nbsp; 9:00 AM</div></div></div>
<table class="g"><tr><td style="width:50%"><span class="lbl">Plaintiff(s) (last name, first name, middle initial)</span>
<b>${e(d.plaintiff.name).toUpperCase()}</b><br>${d.plaintiff.addr}</td>
<td><span class="lbl">Defendant(s) (last name, first name, middle initial)</span>
<b>1. ${N.lastFirstCaps(d.def)}</b><br>${d.addr.street}<br>${A.line2(d.addr)}<br><br>
<b>2. TILLERY, KENDRA M.</b><br>${d.addr.street}<br>${A.line2(d.addr)}</td></tr></table>
<div class="txt"><b>TO ANY AUTHORIZED OFFICER:</b> You are commanded to summon the Defendant(s) to appear at this Court at the above
address on the hearing date and time shown (the RETURN DATE) to answer the Complaint of the Plaintiff(s) that the Defendant(s) owe
the Plaintiff(s) a debt in the sum of <span class="blank">${money(d.amount)}</span> net of any credits, with interest at
<span class="blank">6.000</span>% from <span class="blank">11/15/2025</span> until paid, <span class="blank">${money(d.costs)}</span> costs and
<span class="blank">${money(d.fees)}</span> attorney's fees, with the basis of this claim being</div>
<div style="margin:4px 0 0 .3in">${cb(true)}Open Account &nbsp; ${cb(false)}Contract &nbsp; ${cb(false)}Note &nbsp; ${cb(false)}Other
&nbsp;&nbsp; <span class="sm">Account No. ending 7702 · Member No. 0041197</span></div>
<table class="g" style="margin-top:10px"><tr><td style="width:34%"><span class="lbl">Date issued</span>11/19/2026</td>
<td style="width:33%"><span class="lbl">Clerk / Deputy Clerk / Magistrate</span>&nbsp;</td>
<td><span class="lbl">Filing fee and service (paid)</span>${money(d.costs)}</td></tr></table>
<table class="g" style="margin-top:10px"><tr><td style="width:55%"><span class="lbl">Plaintiff's attorney</span>
<b>${e(d.firm.atty)}</b>, ${d.firm.bar}<br>${e(d.firm.name)}<br>${d.firm.addr}<br>${d.firm.phone} &nbsp; ${d.firm.email}</td>
<td><span class="lbl">Case assigned / file reference</span>R&amp;S File 26-4410-HFCU<br>Plaintiff contact: collections@halcyonfcu.org</td></tr></table>
<div class="txt" style="margin-top:10px"><b>TO THE DEFENDANT(S):</b> You are not required to appear on the return date if you do not contest the
claim, but a judgment may then be entered against you. If you wish to contest the claim, you must appear in person or file a
written pleading with the Clerk on or before the return date. Any judgment will accrue interest at the judgment rate.
The court may permit the case to be heard on a later date.</div>
<div class="txt"><b>CERTIFICATION:</b> I certify that the Defendant(s) is/are not in the military service of the United States and that the
amount claimed is just and true. &nbsp; <span class="blank">/s/ ${e(d.firm.atty)}</span> &nbsp; Plaintiff's attorney</div>
<div style="margin-top:14px;border-top:2px solid #000;padding-top:4px" class="sm"><b>RETURN OF SERVICE</b> &nbsp; Served on ${N.full(d.def)}
at the address above by [ ] personal service [ ] posting. &nbsp; Served on Kendra M. Tillery by [ ] personal service [ ] posting.
&nbsp; Date ______ &nbsp; Sheriff ____________________</div>
<div class="ft"><span>FORM DC-412 (FRONT)</span><span>Henrico County General District Court — Civil Division</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 5, id: '05-az-collection-letter-validation-notice', state: 'AZ', kind: 'collection letter (no suit)',
  layout: 'agency letterhead, reference table at right, validation-notice itemization table, settlement offer box, tear-off payment coupon',
  font: 'Carlito', size: '11pt', suit: false,
  plaintiff: { name: 'Ardent Ridge Receivables LLC' },
  firm: null,
  agency: { name: 'Sonoran Bluff Recovery Services, Inc.', addr1: '4330 N 19th Ave, Suite 210', addr2: 'Phoenix, AZ 85015', phone: '(602) 555-0117',
    pay: 'payments@sonoranbluffrs.com', disp: 'disputes@sonoranbluffrs.com' },
  def: { first: 'Gabriela', mi: 'N.', last: 'Fuentes' },
  addr: { street: '3417 W Catalina Dr', city: 'Phoenix', st: 'AZ', zip: '85017' },
  amount: 3912.17, asOf: 3812.40, interest: 214.77, fee: 35.00, paid: 150.00, offer: 2150.00,
  render(d) {
    const g = d.agency;
    return { css: `
.page{padding:.5in .75in .3in .75in}
.lh{display:flex;align-items:center;border-bottom:3px double #7a3b12;padding-bottom:6px}
.logo{width:.7in;height:.7in;border-radius:50%;background:#7a3b12;color:#fff;font-weight:bold;font-size:20pt;display:flex;align-items:center;justify-content:center;margin-right:12px}
.lh .n{font-size:16pt;font-weight:bold;color:#7a3b12}.lh .a{font-size:8pt}
.mid{display:flex;justify-content:space-between;margin-top:16px}
.to{font-size:11pt;line-height:1.3;margin-top:20px}
.ref td{border:1px solid #999;padding:2px 6px;font-size:8.5pt}.ref td:first-child{background:#f0e6dc;font-weight:bold}
.body{margin-top:12px;text-align:justify}
.it{margin:6px 0 8px .3in;width:5.8in}.it td{padding:2px 6px;font-size:10pt;border-bottom:1px solid #ccc}.it td.n{text-align:right}
.it tr.tot td{font-weight:bold;border-top:2px solid #000;border-bottom:none}
.offer{border:2px dashed #7a3b12;padding:6px 10px;margin:8px 0;font-size:10pt}
.cut{position:absolute;left:.5in;right:.5in;bottom:.3in;border-top:1.5px dashed #000;padding-top:6px;font-size:8.5pt;display:flex;gap:.3in}
.cut td{border:1px solid #000;padding:2px 5px;font-size:8.5pt}
`, body: `
<div class="lh"><div class="logo">SB</div><div><div class="n">${e(g.name)}</div>
<div class="a">${g.addr1} · ${g.addr2} · Toll free ${g.phone} · Mon–Fri 8am–6pm MST · AZ Collection Agency License No. CA-0918322</div></div></div>
<div class="mid"><div class="to">${N.full(d.def)}<br>${d.addr.street}<br>${A.line2(d.addr)}</div>
<table class="ref"><tr><td>Date</td><td>November 20, 2026</td></tr><tr><td>Reference #</td><td>SBR-7713-0428</td></tr>
<tr><td>Current creditor</td><td>${e(d.plaintiff.name)}</td></tr><tr><td>Original creditor</td><td>Meridian Card Services, N.A.</td></tr>
<tr><td>Account ending</td><td>2291</td></tr><tr><td>Amount due now</td><td><b>${money(d.amount)}</b></td></tr></table></div>
<div class="body">
<p>Dear ${N.full(d.def)},</p>
<p>${e(g.name)} is a debt collector. We are trying to collect a debt that you owe to <b>${e(d.plaintiff.name)}</b>. We will use any
information you give us to help collect the debt.</p>
<p><b>Our information shows:</b> You had a credit card account from Meridian Card Services, N.A. with account number ending 2291.</p>
<table class="it"><tr><td>As of March 2, 2026, you owed:</td><td class="n">${money(d.asOf)}</td></tr>
<tr><td>Between March 2, 2026 and today: you were charged this amount in interest:</td><td class="n">+ ${money(d.interest)}</td></tr>
<tr><td>You were charged this amount in fees:</td><td class="n">+ ${money(d.fee)}</td></tr>
<tr><td>You paid or were credited this amount toward the debt:</td><td class="n">– ${money(d.paid)}</td></tr>
<tr class="tot"><td>Total amount of the debt now:</td><td class="n">${money(d.amount)}</td></tr></table>
<p><b>How can you dispute the debt?</b> Call or write to us by <b>January 4, 2027</b> to dispute all or part of the debt. If you do not,
we will assume that our information is correct. You may also e-mail ${g.disp}.</p>
<div class="offer"><b>Settlement opportunity:</b> ${e(d.plaintiff.name)} has authorized us to accept <b>${money(d.offer)}</b> as payment in full
if received by December 31, 2026. This offer does not change your dispute rights. Pay online or write to ${g.pay}.</div>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current
creditor. If you do, we must stop collection until we send you that information. Go to www.cfpb.gov/debt-collection to learn more about
your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de
este formulario en español.</p>
<p><b>Credit reporting:</b> We may report information about your account to credit bureaus. Call us at ${g.phone} with any questions
about this notice; please have your reference number SBR-7713-0428 ready.</p>
<p class="sm">We are not obligated to renew this offer. Because of interest, late charges and other charges that may vary from day to day,
the amount due on the day you pay may be greater. This communication is from a debt collector. No lawsuit has been filed.</p></div>
<div class="cut"><div style="flex:1"><b>PAYMENT COUPON</b> — detach and return with payment<br>${N.full(d.def)} · Ref SBR-7713-0428<br>
Make payable to: ${e(g.name)}<br>${g.addr1}, ${g.addr2}</div>
<table><tr><td>Amount due</td><td><b>${money(d.amount)}</b></td></tr><tr><td>Settlement (by 12/31/2026)</td><td>${money(d.offer)}</td></tr>
<tr><td>Amount enclosed</td><td>$ ____________</td></tr></table></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 6, id: '06-fl-orange-county-complaint', state: 'FL', kind: 'complaint (account stated)',
  layout: 'e-filing stamp line at top; case number at top right; John Does 1-10; jurisdictional-range sentence; attorney block under signature with primary and secondary e-mail',
  font: 'Caladea', size: '11pt', suit: true,
  court: { heads: [['IN THE COUNTY COURT OF THE', 'NINTH JUDICIAL CIRCUIT IN AND FOR', 'ORANGE COUNTY, FLORIDA']] },
  caseNo: '2026-CC-019274-O',
  plaintiff: { name: 'Granite Arch Funding Trust 2023-A' },
  firm: { name: 'Sandoval Pereira, P.A.', atty: 'Lucia M. Sandoval', bar: 'Florida Bar No. 1048812', email: 'lsandoval@sandovalpereira.com',
    addr1: '200 S Orange Ave, Suite 1750', addr2: 'Orlando, FL 32801', phone: '(407) 555-0136', other: 'eservice@sandovalpereira.com' },
  def: { first: 'Rafael', mi: 'E.', last: 'Quinones' },
  addr: { street: '6035 Curry Ford Rd, Apt 118', city: 'Orlando', st: 'FL', zip: '32822' },
  amount: 11482.09, interest: 1107.73, costs: 300.00,
  render(d) {
    return { css: `
.page{padding:.45in 1in .5in 1in}
.stamp{font-size:7.5pt;color:#333;font-family:'Liberation Sans'}
.court{text-align:center;font-weight:bold;margin-top:16px;line-height:1.3}
.no{text-align:right;margin-top:12px;line-height:1.35}
.cap{margin-top:8px;line-height:1.25}
h2{text-align:center;font-size:12pt;margin:14px 0 8px 0}
.body p{text-indent:.5in;text-align:justify;line-height:1.5;margin-bottom:.2em}
.sig{margin-left:3in;margin-top:10px;line-height:1.25;font-size:10.5pt}
`, body: `
<div class="stamp">Filing # 238841907 E-Filed 11/09/2026 10:42:17 AM</div>
<div class="court">${d.court.heads[0].join('<br>')}</div>
<div class="no">CASE NO.: ${d.caseNo}<br>DIVISION: 71</div>
<div class="cap">${e(d.plaintiff.name).toUpperCase()},<br>by and through its servicer, Ledgerpoint Servicing LLC,<br>
<span style="margin-left:.5in">Plaintiff,</span><br>v.<br>${N.caps(d.def)}, and<br>JOHN DOES 1-10,<br><span style="margin-left:.5in">Defendants.</span><br>
_______________________________________/</div>
<h2>COMPLAINT</h2>
<div class="body">
<p>Plaintiff, ${e(d.plaintiff.name)}, by and through its undersigned counsel, sues Defendant, ${N.full(d.def)}, and alleges:</p>
<p>1. This is an action for damages that exceed $8,000.00 but do not exceed $50,000.00, exclusive of interest, costs, and
attorney's fees.</p>
<p>2. Defendant resides in Orange County, Florida, at ${A.one(d.addr)}.</p>
<p>3. Before the institution of this action, Plaintiff's assignor, Brightwater Bank, N.A., and Defendant had business transactions
between them on a credit card account ending 5512, and on June 30, 2025 they agreed to the resulting balance.</p>
<p>4. Plaintiff rendered a statement of it to Defendant, a copy being attached as Exhibit "A," and Defendant did not object to the
statement. Plaintiff is the owner of the account by assignment.</p>
<p>5. Defendant owes Plaintiff <b>${money(d.amount)}</b> that is due with interest since June 30, 2025. Pre-judgment interest through
the filing date is ${money(d.interest)}, stated separately.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant for ${money(d.amount)}, pre-judgment interest of ${money(d.interest)},
court costs including the ${money(d.costs)} filing fee, and such further relief as the Court deems just.</p></div>
<div class="sig">Dated: November 9, 2026<br><br>/s/ ${e(d.firm.atty)}<br>${e(d.firm.atty)}, Esq.<br>${d.firm.bar}<br>
${e(d.firm.name).toUpperCase()}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>Tel: ${d.firm.phone}<br>
Primary E-mail: ${d.firm.email}<br>Secondary E-mail: ${d.firm.other}<br><i>Counsel for Plaintiff</i></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 7, id: '07-wi-milwaukee-small-claims-summons', state: 'WI', kind: 'small claims summons and complaint',
  layout: 'court line split into three cells with vertical rules; case number box; party blocks with labels under each line (street / city-state-zip on separate rows); "Plaintiff\'s attorney" box; Spanish interpreter line',
  font: 'DejaVu Sans Condensed', size: '11.5pt', suit: true,
  court: { heads: [['STATE OF WISCONSIN'], ['CIRCUIT COURT'], ['MILWAUKEE COUNTY']], addr: 'Room 400, 835 N Tenth Street, Milwaukee, WI 53233', phone: '(414) 555-0160' },
  caseNo: '2026SC019634',
  plaintiff: { name: 'Lakeshore Receivables Group, LLC', street: '1400 Lake Cook Rd, Suite 220', city2: 'Deerfield, IL 60015' },
  firm: { name: 'Fairbairn & Quist, S.C.', atty: 'Peter J. Quist', bar: 'State Bar No. 1098243', email: 'pquist@fairbairnquist.com',
    addr1: '330 E Kilbourn Ave, Suite 1075', addr2: 'Milwaukee, WI 53202', phone: '(414) 555-0125' },
  def: { first: 'Darius', mi: 'L.', last: 'Pemberton' },
  addr: { street: '2914 S 13th St Lower', city: 'Milwaukee', st: 'WI', zip: '53215' },
  amount: 3206.71, costs: 94.50, fees: 250.00,
  render(d) {
    const L = (v, l) => `<div class="ln"><div class="v">${v}</div><div class="l">${l}</div></div>`;
    return { css: `
.page{padding:.5in .6in .4in .6in}
.top{display:flex;border:1.5px solid #000}
.top div{flex:1;text-align:center;font-weight:bold;font-size:12pt;padding:6px;border-right:1.5px solid #000}
.top div:last-child{border-right:none}
.t2{display:flex;justify-content:space-between;align-items:center;margin-top:8px}
.t2 .ti{font-size:15pt;font-weight:bold}
.cn{border:2px solid #000;padding:3px 10px;text-align:center}.cn .l{font-size:7pt}.cn .v{font-size:12pt;font-weight:bold}
.parties{display:flex;gap:.3in;margin-top:8px}
.pb{flex:1;border-top:2px solid #000;padding-top:3px}
.pb .h{font-weight:bold;font-size:8.5pt;letter-spacing:1px}
.ln{margin-top:5px}.ln .v{border-bottom:1px solid #000;min-height:16px;padding-left:3px}.ln .l{font-size:6.8pt}
.txt{margin-top:10px;text-align:justify;line-height:1.3}
.ab{border:1.5px solid #000;padding:5px 8px;margin-top:10px;width:3.6in;font-size:9.5pt}
.ab .h{font-size:7pt;font-weight:bold;letter-spacing:1px}
.grid{display:flex;gap:.3in}
.sp{margin-top:10px;font-size:8.5pt;border-left:3px solid #000;padding-left:8px}
.ft{position:absolute;bottom:.3in;left:.6in;right:.6in;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`, body: `
<div class="top">${d.court.heads.map(h => `<div>${h[0]}</div>`).join('')}</div>
<div class="t2"><div><div class="ti">Summons and Complaint</div><div>Small Claims — Money Judgment (Case Code 31003)</div></div>
<div class="cn"><div class="l">Case No.</div><div class="v">${d.caseNo}</div></div></div>
<div class="parties"><div class="pb"><div class="h">PLAINTIFF</div>
${L(e(d.plaintiff.name), 'Name (first, middle, last; or business name)')}${L(d.plaintiff.street, 'Street address')}${L(d.plaintiff.city2, 'City, State, Zip')}</div>
<div class="pb"><div class="h">DEFENDANT</div>
${L(N.full(d.def), 'Name (first, middle, last)')}${L(d.addr.street, 'Street address (include Upper / Lower / Apt.)')}${L(A.line2(d.addr), 'City, State, Zip')}</div></div>
<div class="txt"><b>THE STATE OF WISCONSIN, TO THE PERSON(S) NAMED ABOVE AS DEFENDANT(S):</b> You are being sued by the person(s) named above
as Plaintiff. A copy of the claim is stated below. You must appear in person or by attorney at the time and place listed, or a
judgment may be entered against you.</div>
<div class="grid"><div class="ab" style="width:auto;flex:1"><div class="h">RETURN DATE / APPEARANCE</div>Date: January 11, 2027 &nbsp; Time: 8:30 a.m.<br>
Place: Milwaukee County Courthouse, ${d.court.addr}<br>Clerk of Circuit Court — Small Claims: ${d.court.phone}</div>
<div class="ab"><div class="h">PLAINTIFF'S ATTORNEY</div>${e(d.firm.atty)}, ${d.firm.bar}<br>${e(d.firm.name)}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>
${d.firm.phone} · ${d.firm.email}</div></div>
<div class="txt"><b>COMPLAINT.</b> Plaintiff claims that on or about March 14, 2025, Defendant defaulted on a retail installment account
(Evermont Home Furnishings, account ending 0935) later assigned to Plaintiff. <b>Amount claimed: ${money(d.amount)}</b>, plus
statutory costs (filing fee ${money(d.costs)}) and attorney fees of ${money(d.fees)} as allowed by Wis. Stat. § 799.25. Small claims
money judgments are limited to $10,000.00.</div>
<div class="txt">Plaintiff demands judgment for the amount claimed, plus costs and fees. Signed:
<span style="border-bottom:1px solid #000;padding:0 20px">/s/ ${e(d.firm.atty)}</span> Date: 11/23/2026</div>
<div class="sp"><b>Español:</b> Si necesita un intérprete, comuníquese con la oficina del secretario al ${d.court.phone} antes de la fecha
de comparecencia. <b>Hmoob:</b> Yog koj xav tau ib tug neeg txhais lus, hu rau ${d.court.phone}.</div>
<div class="ft"><span>SC-500, 07/26 Summons and Complaint (Small Claims)</span><span>§§799.05, 799.06, Wisconsin Statutes</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 8, id: '08-in-marion-pike-small-claims-notice', state: 'IN', kind: 'notice of claim (small claims)',
  layout: 'party table with separate Last / First / M.I. columns (name printed last-name-first) and address cells; cause number repeated in footer',
  font: 'DejaVu Sans', size: '11pt', suit: true,
  court: { heads: [['MARION COUNTY SMALL CLAIMS COURT'], ['PIKE TOWNSHIP DIVISION']], addr: '4925 W 71st Street, Indianapolis, IN 46268', phone: '(317) 555-0174' },
  caseNo: '49K06-2611-SC-004512',
  plaintiff: { name: 'Whitewater Finance Co. of Indiana, Inc.', addr: '8720 Castle Creek Pkwy E, Indianapolis, IN 46250' },
  firm: { name: 'Eberly & Marsh, LLP', atty: 'Tobias R. Eberly', bar: 'Atty. No. 30918-49', email: 'teberly@eberlymarsh.com',
    addr: '135 N Pennsylvania St, Suite 1610, Indianapolis, IN 46204', phone: '(317) 555-0152' },
  def: { first: 'Chidi', mi: 'E.', last: 'Okonkwo' },
  addr: { street: '5718 Georgetown Rd, Apt 1204', city: 'Indianapolis', st: 'IN', zip: '46254' },
  amount: 2210.45, interest: 187.30, fees: 350.00, costs: 97.00,
  render(d) {
    return { css: `
.page{padding:.5in .6in .45in .6in}
.hd{text-align:center}.hd .a{font-size:13pt;font-weight:bold;letter-spacing:.5px}.hd .b{font-size:11pt;font-weight:bold}
.hd .c{font-size:8pt}
.cz{margin-top:8px;display:flex;justify-content:space-between;font-size:10pt;border-top:2px solid #000;border-bottom:1px solid #000;padding:4px 0}
h2{text-align:center;margin:8px 0 6px 0;font-size:14pt;letter-spacing:3px}
table.p{width:100%}table.p th{background:#ddd;font-size:7pt;text-align:left;padding:2px 4px;border:1px solid #000}
table.p td{border:1px solid #000;padding:3px 4px;font-size:9.5pt}
.txt{margin-top:8px;text-align:justify;line-height:1.35}
table.m td{padding:2px 8px;border-bottom:1px dotted #777}table.m td.n{text-align:right}
.ft{position:absolute;bottom:.3in;left:.6in;right:.6in;font-size:7pt;border-top:1px solid #000;padding-top:2px;display:flex;justify-content:space-between}
`, body: `
<div class="hd"><div class="a">${d.court.heads[0][0]}</div><div class="b">${d.court.heads[1][0]}</div>
<div class="c">${d.court.addr} · Telephone ${d.court.phone} · Hours 8:00 a.m. – 4:30 p.m.</div></div>
<div class="cz"><span>Cause No. <b>${d.caseNo}</b></span><span>Filed: November 16, 2026</span><span>Plaintiff's Ref.: WWF-118304</span></div>
<h2>NOTICE OF CLAIM</h2>
<table class="p"><tr><th style="width:13%">Party</th><th>Last name / Business</th><th>First</th><th style="width:6%">M.I.</th><th>Street address</th><th>City</th><th style="width:5%">State</th><th style="width:8%">ZIP</th></tr>
<tr><td>Plaintiff</td><td colspan="3">${e(d.plaintiff.name)}</td><td>8720 Castle Creek Pkwy E</td><td>Indianapolis</td><td>IN</td><td>46250</td></tr>
<tr><td>Defendant</td><td><b>${d.def.last.toUpperCase()}</b></td><td><b>${d.def.first.toUpperCase()}</b></td><td><b>${d.def.mi.toUpperCase()}</b></td>
<td style="white-space:nowrap">${d.addr.street}</td><td>${d.addr.city}</td><td>${d.addr.st}</td><td>${d.addr.zip}</td></tr>
<tr><td>Attorney for Plaintiff</td><td colspan="3">${e(d.firm.atty)}<br>${d.firm.bar}<br>${e(d.firm.name)}</td>
<td colspan="4">135 N Pennsylvania St, Suite 1610, Indianapolis, IN 46204<br>${d.firm.phone} · ${d.firm.email}</td></tr></table>
<div class="txt"><b>TO THE DEFENDANT:</b> You have been sued by the Plaintiff named above. The Plaintiff claims that you owe the following
on a consumer installment loan (Loan No. 0061-22741) made on August 3, 2023:</div>
<table class="m" style="margin-left:.5in"><tr><td>Amount of claim (principal balance)</td><td class="n"><b>${money(d.amount)}</b></td></tr>
<tr><td>Interest to date of filing</td><td class="n">${money(d.interest)}</td></tr>
<tr><td>Attorney fees requested</td><td class="n">${money(d.fees)}</td></tr>
<tr><td>Court costs (filing fee and service)</td><td class="n">${money(d.costs)}</td></tr>
<tr><td><b>Total demanded</b></td><td class="n"><b>${money(d.amount + d.interest + d.fees + d.costs)}</b></td></tr></table>
<div class="txt">The jurisdiction of the Small Claims Court is limited to $10,000.00. <b>TRIAL:</b> You must appear at the court address above on
<b>January 14, 2027 at 1:30 p.m.</b> If you do not appear, judgment by default may be entered against you for the amount claimed plus
costs. You do not need to file a written answer. If you are a member of the military, notify the court.</div>
<div class="txt">If you need an interpreter, notify the court at least 10 days before trial. Court filings may be e-mailed only through
the e-filing system; the clerk does not accept filings by e-mail.</div>
<div class="txt">I affirm under the penalties for perjury that the foregoing representations are true.
&nbsp; <span style="border-bottom:1px solid #000;padding:0 14px">/s/ ${e(d.firm.atty)}</span> &nbsp; Attorney for Plaintiff &nbsp; Date 11/16/2026</div>
<div class="txt" style="border:1px solid #000;padding:4px 6px;font-size:8pt"><b>RETURN OF SERVICE</b> — I served this Notice of Claim upon
${N.lastFirstCaps(d.def)} by ☐ certified mail ☐ leaving a copy at dwelling ☐ personal delivery on ______________, 20____.
&nbsp; Constable / Sheriff: _______________</div>
<div class="ft"><span>Notice of Claim — Cause No. ${d.caseNo}</span><span>Marion County Small Claims Court, Pike Township Division</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 9, id: '09-ga-gwinnett-state-court-summons', state: 'GA', kind: 'summons',
  layout: 'case number inside a box at top right; name in ALL CAPITALS with suffix JR.; "Serve at:" block; attorney block centred in the body; 15% statutory attorney fee distractor',
  font: 'Liberation Serif', size: '11pt', suit: true,
  court: { heads: [['IN THE STATE COURT OF GWINNETT COUNTY'], ['STATE OF GEORGIA']], addr: '90 Crogan Park Way, Lawrenceville, GA 30046', phone: '(770) 555-0176',
    email: 'statecourt.efile@gwinnettclerk-ga.org' },
  caseNo: '26-C-07718-S4',
  plaintiff: { name: 'Northgate Consumer Funding, LLC' },
  firm: { name: 'Halverson & Delacroix, P.C.', atty: 'Trent A. Halverson', bar: 'Georgia Bar No. 334781', email: 'thalverson@hdpc-law.com',
    addr1: '1100 Abernathy Rd NE, Suite 500', addr2: 'Atlanta, Georgia 30328', phone: '(678) 555-0133' },
  def: { first: 'Darnell', mi: 'T.', last: 'Whitfield', suffix: 'Jr.' },
  addr: { street: '488 Cedar Ridge Trl', city: 'Lawrenceville', st: 'GA', zip: '30043', zip4: '4417' },
  amount: 6205.40, interest: 744.65, fees: 930.81,
  render(d) {
    return { css: `
.page{padding:.6in .9in .5in .9in}
.court{text-align:center;font-weight:bold;font-size:12pt;line-height:1.35}
.cap{display:flex;margin-top:18px}
.cap .l{flex:1;line-height:1.3}
.cbox{border:2px solid #000;width:2.4in;height:1.05in;padding:8px;text-align:center;align-self:center}
.cbox .l{font-size:8pt;letter-spacing:1px}.cbox .v{font-size:14pt;font-weight:bold;margin-top:6px}
h1{text-align:center;font-size:17pt;letter-spacing:6px;margin:18px 0 8px 0}
.body p{text-align:justify;line-height:1.45;text-indent:.4in}
.ab{margin:6px auto 10px auto;width:3.6in;text-align:center;line-height:1.3;font-size:10.5pt}
.serve{border:1px solid #000;padding:6px 10px;width:3.3in;margin-top:6px;font-size:10pt;line-height:1.3}
.clk{margin-left:3.6in;margin-top:8px;font-size:10pt}
.clk .ln{border-top:1px solid #000;margin-top:20px;padding-top:2px}
.ft{position:absolute;bottom:.35in;left:.9in;right:.9in;font-size:7.5pt;border-top:1px solid #000;padding-top:2px}
`, body: `
<div class="court">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}</div>
<div class="cap"><div class="l">${e(d.plaintiff.name).toUpperCase()},<br><span style="margin-left:1.2in">Plaintiff,</span><br><br>v.<br><br>
${N.caps(d.def)},<br><span style="margin-left:1.2in">Defendant.</span></div>
<div class="cbox"><div class="l">CIVIL ACTION FILE NO.</div><div class="v">${d.caseNo}</div><div class="sm" style="margin-top:6px">Envelope No. 26113840</div></div></div>
<h1>SUMMONS</h1>
<div class="body"><p><b>TO THE ABOVE NAMED DEFENDANT:</b> You are hereby summoned and required to file with the Clerk of said court and
serve upon the Plaintiff's attorney, whose name and address is:</p>
<div class="ab"><b>${e(d.firm.atty)}</b><br>${d.firm.bar}<br>${e(d.firm.name)}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>
${d.firm.phone} · ${d.firm.email}</div>
<p>an answer to the complaint which is herewith served upon you, within thirty (30) days after service of this summons upon you,
exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the
complaint. The complaint seeks a principal balance of <b>${money(d.amount)}</b> on a credit card account originally issued by Silverleaf
Card Services, Inc., together with interest of ${money(d.interest)}, attorney's fees of ${money(d.fees)} (15% pursuant to O.C.G.A.
§ 13-1-11), and court costs.</p></div>
<div class="serve"><b>Serve at:</b><br>${N.caps(d.def)}<br>${d.addr.street}<br>${A.line2(d.addr)}<br>(Gwinnett County)</div>
<div class="clk">This 18th day of November, 2026.<br>Clerk of State Court<div class="ln">By: Deputy Clerk</div></div>
<div class="ft">State Court of Gwinnett County · ${d.court.addr} · ${d.court.phone} · E-filing help: ${d.court.email}</div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 10, id: '10-wa-pierce-superior-complaint-pleading-paper', state: 'WA', kind: 'complaint for money owed',
  layout: 'pleading paper with line numbers 1-28 and double rule at left; caption with vertical rule; "and the marital community" co-defendant; firm and case number in the footer',
  font: 'Nimbus Roman', size: '11pt', suit: true,
  court: { heads: [['IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON', 'IN AND FOR THE COUNTY OF PIERCE']] },
  caseNo: '26-2-08831-7',
  plaintiff: { name: 'Brightwater Bank, N.A.' },
  firm: { name: 'Marchetti Law Group, P.S.', atty: 'Daniela Marchetti', bar: 'WSBA No. 40177', email: 'dmarchetti@marchettilaw.com',
    addr: '1201 Pacific Ave, Suite 1900, Tacoma, WA 98402', phone: '(253) 555-0163', fax: '(253) 555-0164' },
  def: { first: 'Lena', mi: 'M.', last: 'Castellanos' },
  addr: { street: '7214 S Sheridan Ave', city: 'Tacoma', st: 'WA', zip: '98408' },
  amount: 9304.66, interest: 1211.08, fees: 1500.00,
  render(d) {
    const nums = Array.from({ length: 28 }, (_, i) => `<div>${i + 1}</div>`).join('');
    return { css: `
.page{padding:0}
.nums{position:absolute;left:.55in;top:1in;width:.35in;text-align:right;line-height:.3in;font-size:10pt}
.rule{position:absolute;left:1.05in;top:0;bottom:0;border-left:3px double #000}
.rrule{position:absolute;right:.55in;top:0;bottom:0;border-left:1px solid #000}
.txt{position:absolute;left:1.25in;right:.75in;top:1in;line-height:.3in}
.court{text-align:center}
.cap{display:flex;line-height:.25in;margin-top:.05in}
.cap .l{width:3.2in;border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 8px 6px 0}
.cap .rr{flex:1;padding:10px 0 0 12px}
p{margin:0;text-align:justify}
.ip{text-indent:.5in}
.ft{position:absolute;left:1.25in;right:.75in;bottom:.3in;border-top:1px solid #000;font-size:7.5pt;display:flex;justify-content:space-between;line-height:1.25;padding-top:3px}
`, body: `
<div class="rule"></div><div class="rrule"></div><div class="nums">${nums}</div>
<div class="txt"><div class="court">${d.court.heads[0].join('<br>')}</div>
<div class="cap"><div class="l">${e(d.plaintiff.name).toUpperCase()},<br><span style="margin-left:1.5in">Plaintiff,</span><br>v.<br>
${N.caps(d.def)} and JOHN DOE CASTELLANOS, and the marital community composed thereof,<br><span style="margin-left:1.5in">Defendants.</span></div>
<div class="rr">NO. ${d.caseNo}<br><br>COMPLAINT FOR MONEY OWED<br><span class="sm">(Account No. xxxx-xxxx-xxxx-8146)</span></div></div>
<p class="ip">Plaintiff ${e(d.plaintiff.name)} alleges as follows:</p>
<p class="ip">1. Defendant ${N.full(d.def)} resides at ${A.one(d.addr)}, within Pierce County.
Any obligation incurred was for the benefit of the marital community, if any.</p>
<p class="ip">2. Defendant opened a credit card account with Plaintiff and used the account to obtain credit. Defendant failed to make the
payments required, and the account was charged off on January 31, 2026.</p>
<p class="ip">3. There is now due and owing from Defendant to Plaintiff the principal sum of <b>${money(d.amount)}</b>.</p>
<p class="ip">4. Plaintiff is entitled to prejudgment interest of ${money(d.interest)} through the date of filing, and to reasonable attorney fees
of ${money(d.fees)} under RCW 4.84.250 and the account agreement.</p>
<p class="ip">WHEREFORE, Plaintiff prays for judgment against Defendants for ${money(d.amount)}, prejudgment interest, attorney fees,
and taxable costs.</p>
<p class="ip">DATED November 12, 2026.</p>
<div style="margin-left:3.1in;line-height:.3in">${e(d.firm.name).toUpperCase()}<br>By: /s/ ${e(d.firm.atty)}<br>${e(d.firm.atty)}, ${d.firm.bar}<br>
${d.firm.email}<br>Attorneys for Plaintiff</div></div>
<div class="ft"><span>COMPLAINT FOR MONEY OWED — 1<br>Case No. ${d.caseNo}</span>
<span style="text-align:right">${e(d.firm.name).toUpperCase()}<br>${d.firm.addr}<br>Tel ${d.firm.phone} · Fax ${d.firm.fax}</span></div>` };
  },
},
];
