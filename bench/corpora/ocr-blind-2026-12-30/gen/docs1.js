// Documents 01-05 (court papers). All people, firms, addresses, phones, e-mails and case numbers are invented.
const page = (css, body) => `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box} html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;overflow:hidden;position:relative;background:#fff;color:#111}
p{margin:0 0 7px 0}
${css}</style></head><body><div class="page">${body}</div></body></html>`;

const docs = [];

// ---------------------------------------------------------------- 01 Washington
docs.push({
  id: '01', state: 'WA', kind: 'summons', layout: 'pleading-paper-paren-caption', font: 'Liberation Serif',
  expected: {
    customer_name: 'Margaret A. Holloway', plaintiff_name: 'Cascade Receivables SPV I, LLC',
    law_firm_name: 'Marrow & Pike, PLLC', lawyer_email: 'dwhitcomb@marrowpike-law.com', lawsuit_state: 'WA',
    lawsuit_amount: 4286.17, civil_number: '26CIV04817KNT',
    court_name: 'District Court of the State of Washington in and for King County',
    customer_street: '24817 104th Ave SE, Apt 12', customer_city: 'Kent', customer_state: 'WA', customer_zip_code: '98030',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'Liberation Serif';font-size:11.5pt;line-height:1.45;padding:40px 70px 60px 110px}
.nums{position:absolute;left:52px;top:100px;width:30px;text-align:right;font-size:10pt;line-height:27.5px;color:#333}
.rule{position:absolute;left:92px;top:0;bottom:0;border-left:3px double #555}
.rule2{position:absolute;right:62px;top:0;bottom:0;border-left:1px solid #555}
.hdr{text-align:center;font-weight:bold;letter-spacing:.5px;margin:18px 0 12px}
table.cap{width:100%;border-collapse:collapse;margin-bottom:12px} table.cap td{vertical-align:top;padding:0}
.paren{width:22px;text-align:center}
.foot{position:absolute;left:110px;right:70px;bottom:22px;font-size:9pt;line-height:1.25;border-top:1px solid #000;padding-top:4px;display:flex;justify-content:space-between}
.sig{margin-left:330px;line-height:1.3;font-size:11pt}
`, `
<div class="rule"></div><div class="rule2"></div>
<div class="nums">${Array.from({length: 33}, (_, i) => i + 1).join('<br>')}</div>
<div class="hdr">IN THE DISTRICT COURT OF THE STATE OF WASHINGTON<br>IN AND FOR KING COUNTY</div>
<table class="cap"><tr>
<td style="width:52%">CASCADE RECEIVABLES SPV I, LLC, a Delaware limited liability company,<br>
<span style="margin-left:160px">Plaintiff,</span><br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br>
MARGARET A. HOLLOWAY and JOHN DOE HOLLOWAY, wife and husband, and the marital community composed thereof,<br>
<span style="margin-left:160px">Defendants.</span></td>
<td class="paren">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:14px">No. 26CIV04817KNT<br><br><b>SUMMONS<br>(20 Days)</b><br><br><span style="font-size:10pt">Acct. ref. 4417-0093-2261<br>Our file: MP-88150</span></td>
</tr></table>
<p><b>TO THE DEFENDANT:</b> MARGARET A. HOLLOWAY, 24817 104th Ave SE, Apt 12, Kent, WA 98030</p>
<p>A lawsuit has been started against you in the above-entitled court by Cascade Receivables SPV I, LLC, Plaintiff. Plaintiff's claim is stated in the written complaint, a copy of which is served upon you with this summons. The complaint seeks the principal balance of <b>$4,286.17</b>, plus a filing fee of $43.00, a service fee of $65.00 and statutory attorney fees of $125.00 (total with costs $4,519.17).</p>
<p>In order to defend against this lawsuit, you must respond to the complaint by stating your defense in writing, and by serving a copy upon the person signing this summons <b>within 20 days</b> after the service of this summons, excluding the day of service, or a default judgment may be entered against you without notice. A default judgment is one where Plaintiff is entitled to what it asks for because you have not responded.</p>
<p>If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time. This summons is issued pursuant to Rule 4 of the Civil Rules for Courts of Limited Jurisdiction of the State of Washington.</p>
<p>Clerk's office: King County District Court, Kent Courthouse, 1290 Meeker Commons Dr, Kent, WA 98032 &middot; kcdc-clerk@kingcounty-courts.example.org</p>
<p>DATED: December 30, 2026.</p>
<div class="sig">MARROW &amp; PIKE, PLLC<br><br>______________________________<br>Dana R. Whitcomb, WSBA #48213<br>Attorneys for Plaintiff<br>dwhitcomb@marrowpike-law.com<br>Paralegal: tfenn@marrowpike-law.com</div>
<div class="foot"><span>SUMMONS &ndash; 1<br>No. 26CIV04817KNT</span><span style="text-align:right">Marrow &amp; Pike, PLLC<br>1455 Westlake Terrace, Suite 610, Seattle, WA 98109<br>(206) 555-0147 &middot; efile@marrowpike-law.com</span></div>
`),
  photo: { seed: 101, keystone: 3.0, rotation: -1.2, fill: 0.86, bg: 'wood', falloff: 0.35, hand: false, cast: '#ffd9a0', castPct: 10, blur: 0.7, noise: 0.5, quality: 78, size: [1600, 2133], dim: false },
});

// ---------------------------------------------------------------- 02 Arizona
const cell = (label, val, style = '') => `<td style="${style}"><div class="lb">${label}</div><div class="v">${val}</div></td>`;
docs.push({
  id: '02', state: 'AZ', kind: 'summons', layout: 'dark-band-form-grid', font: 'Liberation Sans Narrow',
  expected: {
    customer_name: 'Teresa M. Nakamura', plaintiff_name: 'Saguaro Portfolio Trust 2019-B',
    law_firm_name: 'Quill, Baxter & Orozco, P.C.', lawyer_email: 'equill@qbolaw.com', lawsuit_state: 'AZ',
    lawsuit_amount: 2947.60, civil_number: 'CC2026-184233',
    court_name: 'Kyrene Justice Court, Maricopa County, Arizona',
    customer_street: '4410 S Rural Rd Apt 2091', customer_city: 'Tempe', customer_state: 'AZ', customer_zip_code: '85282',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'Liberation Sans Narrow';font-size:11pt;line-height:1.35;padding:46px 54px}
.band{background:#111;color:#fff;text-align:center;padding:10px 0 8px;font-weight:bold;font-size:19pt;letter-spacing:3px}
.sub{text-align:center;font-size:12pt;font-weight:bold;margin:4px 0 2px}
.addr{text-align:center;font-size:9.5pt;margin-bottom:10px}
table.g{width:100%;border-collapse:collapse;margin-bottom:10px} table.g td{border:1.2px solid #000;vertical-align:top;padding:3px 6px}
.lb{font-size:8pt;text-transform:uppercase;color:#333} .v{font-size:11.5pt;font-weight:bold;min-height:18px}
.title{background:#111;color:#fff;font-weight:bold;font-size:14pt;padding:4px 8px;margin:6px 0 8px;letter-spacing:1px}
.small{font-size:9.5pt}
`, `
<div class="band">KYRENE JUSTICE COURT</div>
<div class="sub">MARICOPA COUNTY, ARIZONA</div>
<div class="addr">8145 S. Priest Lane, Suite 100, Tempe, Arizona 85284 &middot; (602) 555-0118 &middot; kyrene-civil@jp.maricopa-courts.example.gov</div>
<table class="g">
<tr>${cell('Party 1 name / address', 'Saguaro Portfolio Trust 2019-B, by its servicer Redline Asset Servicing, LLC<br><span style="font-weight:normal;font-size:10pt">c/o 2200 E. Camelback Rd, Suite 340, Phoenix, AZ 85016</span>', 'width:50%')}
${cell('Case number', 'CC2026-184233', 'width:25%')}${cell('Account / reference', '5143 **** **** 7720<br><span style="font-weight:normal">Ref QBO-26-30918</span>', 'width:25%')}</tr>
<tr>${cell('Party 2 name / address', 'Teresa M. Nakamura<br>4410 S Rural Rd Apt 2091<br>Tempe, AZ 85282')}
${cell('Co-party', 'Kenji Nakamura<br><span style="font-weight:normal;font-size:10pt">same address</span>', '')}${cell('Date issued', '12/30/2026')}</tr>
<tr>${cell('Attorney for party 1 (name, bar no., firm, e-mail)', 'Evan T. Quill, State Bar No. 031877<br>Quill, Baxter &amp; Orozco, P.C.<br><span style="font-weight:normal">7025 N. Scottsdale Rd, Suite 120, Scottsdale, AZ 85253 &middot; (480) 555-0139<br>equill@qbolaw.com &middot; e-filing: efile@qbolaw.com</span>', '')}
${cell('Amount of claim (principal)', '$2,947.60', '')}${cell('Costs', '<span style="font-weight:normal">Filing fee $91.00<br>Service $48.00<br>Interest (sep.) $212.35</span>', '')}</tr>
</table>
<div class="title">SUMMONS &mdash; CIVIL</div>
<p><b>THE STATE OF ARIZONA TO THE DEFENDANT NAMED ABOVE:</b></p>
<p>You are being sued by the plaintiff named above in the Kyrene Justice Court. A copy of the complaint is attached. If you want to respond, you must file a written Answer with this court <b>within 20 calendar days</b> after the date you were served, not counting the day of service (30 calendar days if you were served outside Arizona). You must pay a filing fee or request a deferral or waiver when you file your Answer.</p>
<p>If you do not file an Answer on time, a default judgment may be entered against you for the amount claimed, $2,947.60, together with costs and any interest the court allows. The total stated with costs and separately stated interest is $3,298.95.</p>
<p>Requests for reasonable accommodation for persons with disabilities must be made to the court at least 3 working days before a scheduled court proceeding. Interpreter: ask the clerk.</p>
<p class="small">Plaintiff's attorney must serve this summons with a copy of the complaint and the Notice to Defendant. Questions about this case should be directed to the attorney listed above, not to the court. This is an attempt to collect a debt.</p>
<table class="g" style="margin-top:16px"><tr>${cell('Clerk / deputy', '<span style="font-family:\'Liberation Serif\';font-style:italic;font-weight:normal">R. Delgado</span>', 'width:50%')}${cell('Seal', '<span style="font-weight:normal">KYRENE JUSTICE COURT &middot; SEAL</span>')}</tr></table>
<div style="position:absolute;bottom:22px;left:54px;right:54px;font-size:8.5pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between"><span>Form KY-CV-SUM rev. 07/2026</span><span>CC2026-184233</span></div>
`),
  photo: { seed: 202, keystone: 5.5, rotation: 2.1, fill: 0.8, bg: 'fabric', falloff: 0.5, hand: false, cast: '#a8c8ff', castPct: 9, blur: 1.0, noise: 0.7, quality: 64, size: [1600, 2133], dim: false },
});

// ---------------------------------------------------------------- 03 Utah
docs.push({
  id: '03', state: 'UT', kind: 'summons', layout: 'letterhead-two-column-caption', font: 'DejaVu Serif',
  expected: {
    customer_name: 'Kristoffer J. Halversen', plaintiff_name: 'Wasatch Front Recovery, LLC',
    law_firm_name: 'Bonneville Law Group, PLLC', lawyer_email: 'jlindquist@bonnevillelaw.net', lawsuit_state: 'UT',
    lawsuit_amount: 6412.09, civil_number: '269904512',
    court_name: 'Third Judicial District Court of Salt Lake County, State of Utah',
    customer_street: '3879 W 3650 S', customer_city: 'West Valley City', customer_state: 'UT', customer_zip_code: '84120',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'DejaVu Serif';font-size:10pt;line-height:1.42;padding:36px 64px}
.lh{border-bottom:4px solid #2b3d5a;padding-bottom:6px;margin-bottom:4px;display:flex;justify-content:space-between;align-items:flex-end}
.lh .n{font-size:17pt;white-space:nowrap;color:#2b3d5a;letter-spacing:2px;font-variant:small-caps}
.lh .r{font-size:8.5pt;text-align:right;line-height:1.3}
.atty{font-size:9.5pt;line-height:1.3;margin:10px 0 12px}
.court{text-align:center;font-weight:bold;margin:8px 0 10px;font-size:10.5pt}
table.c{width:100%;border-collapse:collapse;border-top:1px solid #000;border-bottom:1px solid #000;margin-bottom:12px}
table.c td{vertical-align:top;padding:8px 10px} table.c td.l{border-right:1px solid #000;width:56%}
`, `
<div class="lh"><div class="n">Bonneville Law Group, PLLC</div><div class="r">Collections &middot; Creditor Rights<br>355 E 500 S, Suite 210, Salt Lake City, UT 84111<br>Tel (801) 555-0163 &middot; Fax (801) 555-0164<br>intake@bonnevillelaw.net</div></div>
<div class="atty">Jared K. Lindquist (#14522)<br>BONNEVILLE LAW GROUP, PLLC<br>jlindquist@bonnevillelaw.net<br>Attorneys for Plaintiff &middot; Our File No. BLG-77104</div>
<div class="court">IN THE THIRD JUDICIAL DISTRICT COURT OF<br>SALT LAKE COUNTY, STATE OF UTAH</div>
<table class="c"><tr><td class="l">WASATCH FRONT RECOVERY, LLC, as assignee of Lakeside Card Services, N.A.,<br><br><i>Plaintiff,</i><br><br>v.<br><br>KRISTOFFER J. HALVERSEN and ANNIKA L. HALVERSEN,<br><br><i>Defendants.</i></td>
<td><b style="font-size:13pt">SUMMONS</b><br>(Utah R. Civ. P. 4)<br><br>Case No. 269904512<br>Judge: Hon. Miriam T. Sorensen<br><br>Account ending 3306<br>Tier 2 &middot; Amount in controversy under $50,000</td></tr></table>
<p><b>THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:</b> Kristoffer J. Halversen, 3879 W 3650 S, West Valley City, UT 84120</p>
<p><b>A lawsuit has been filed against you.</b> You must respond in writing by the deadline for the court to consider your side. The written response is called an Answer. <b>Deadline!</b> Your Answer must be filed with the court and served on the other party <b>within 21 days</b> of the date you were served with this Summons. If you do not file and serve your Answer by the deadline, the other party can ask the court for a default judgment. A default judgment means the other party can get what they asked for, and you do not get the chance to tell your side of the story.</p>
<p><b>Read the complaint.</b> The complaint or petition has been filed with the court and explains what the other party is asking for in their lawsuit. Plaintiff claims a principal balance of $6,412.09, prejudgment interest at 10% per annum stated separately ($487.31 to date), court costs including the $375.00 filing fee, and a reasonable attorney fee.</p>
<p><b>Answer the complaint.</b> You must file your Answer in writing with the court within 21 days at: Matheson District Courthouse Clerk, 460 S State St, Salt Lake City, UT 84111 (clerk e-mail: slc-civil@utcourts-dist3.example.gov), and pay the filing fee, or ask for a fee waiver. Serve a copy on the plaintiff's attorney at the address above.</p>
<p><b>Finding help.</b> The court's Self-Help Center can give you free legal information. Phone (801) 555-0172. Free and low-cost legal help may be available.</p>
<p style="margin-top:14px">DATED December 30, 2026.</p>
<p style="margin-left:380px;line-height:1.35">BONNEVILLE LAW GROUP, PLLC<br><br>/s/ Jared K. Lindquist<br>Jared K. Lindquist<br>Attorneys for Plaintiff</p>
<div style="position:absolute;bottom:20px;left:64px;right:64px;font-size:8pt;text-align:center;border-top:1px solid #999;padding-top:3px">Summons &middot; Wasatch Front Recovery, LLC v. Halversen &middot; Page 1 of 1</div>
`),
  photo: { seed: 303, keystone: 1.5, rotation: 0.6, fill: 0.9, bg: 'desk', falloff: 0.25, hand: false, cast: '#fff0c0', castPct: 6, blur: 0.6, noise: 0.4, quality: 82, size: [1200, 1600], dim: false },
});

// ---------------------------------------------------------------- 04 Tennessee
const hw = s => `<span class="hw">${s}</span>`;
docs.push({
  id: '04', state: 'TN', kind: 'civil warrant', layout: 'handwritten-fill-form-with-stamp', font: 'Liberation Sans + Dancing Script',
  expected: {
    customer_name: 'Darnell Whitaker Jr.', plaintiff_name: 'Cumberland Acceptance Corporation',
    law_firm_name: 'Haskins, Lowe & Brandt, PLLC', lawyer_email: 'thaskins@hlblaw.com', lawsuit_state: 'TN',
    lawsuit_amount: 3118.44, civil_number: '26GC11475',
    court_name: 'General Sessions Court, Davidson County, Tennessee',
    customer_street: '618 Antioch Pike Apt 7', customer_city: 'Nashville', customer_state: 'TN', customer_zip_code: '37211',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'Liberation Sans';font-size:10pt;line-height:1.4;padding:44px 56px}
.h1{text-align:center;font-weight:bold;font-size:12.5pt;letter-spacing:1px}
.h2{text-align:center;font-size:10.5pt;font-weight:bold}
.ttl{text-align:center;font-size:22pt;font-weight:bold;margin:8px 0 8px;letter-spacing:4px}
.hw{font-family:'Dancing Script';font-size:16pt;color:#1a2a7a;line-height:1}
table.f{width:100%;border-collapse:collapse;margin:6px 0} table.f td{border:1px solid #000;padding:3px 6px;vertical-align:top;height:46px}
.lb{font-size:7.5pt;text-transform:uppercase}
.line{border-bottom:1px solid #000;display:inline-block;min-width:120px;padding:0 6px}
.stamp{position:absolute;left:520px;top:168px;transform:rotate(-14deg);border:3px solid rgba(190,20,30,.75);color:rgba(190,20,30,.75);font-weight:bold;padding:4px 12px;text-align:center;font-size:12pt;line-height:1.2;letter-spacing:1px}
`, `
<div class="h1">GENERAL SESSIONS COURT</div>
<div class="h2">DAVIDSON COUNTY, TENNESSEE</div>
<div style="text-align:center;font-size:8.5pt">Civil Division &middot; 600 Bridgeview Plaza, Nashville, TN 37201 &middot; (615) 555-0125</div>
<div class="ttl">CIVIL WARRANT</div>
<table class="f"><tr><td style="width:60%"><div class="lb">Warrant / docket no.</div>${hw('26GC11475')}</td><td><div class="lb">Amount sued for (principal)</div>${hw('$3,118.44')}</td></tr>
<tr><td><div class="lb">Suing party</div>${hw('Cumberland Acceptance Corporation')}<div style="font-size:8.5pt">4100 Harding Ridge Rd, Suite 8, Nashville, TN 37205</div></td><td><div class="lb">Party sued</div>${hw('Darnell Whitaker Jr.')}</td></tr>
<tr><td colspan="2"><div class="lb">Address of party sued (for service)</div>${hw('618 Antioch Pike Apt 7, Nashville, TN 37211')}</td></tr></table>
<p><b>STATE OF TENNESSEE, DAVIDSON COUNTY.</b> TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</p>
<p>You are hereby commanded to summon ${hw('Darnell Whitaker Jr.')} to appear before the General Sessions Court of Davidson County, Tennessee, Courtroom 1A, on the ${hw('9th')} day of ${hw('February')}, 2027 at 9:00 a.m., then and there to answer in a civil action brought by ${hw('Cumberland Acceptance Corporation')}.</p>
<p>Plaintiff sues for a debt on account in the principal amount of <span class="line">${hw('$3,118.44')}</span>, plus pre-judgment interest at 8% stated separately of <span class="line">${hw('$406.20')}</span>, attorney fees of <span class="line">${hw('$311.84')}</span> and court costs (filing fee <span class="line">${hw('$199.50')}</span>), for all of which the plaintiff demands judgment.</p>
<p>Issued and attested this ${hw('30th')} day of ${hw('December')}, 2026. &nbsp;&nbsp; Deputy Clerk: ${hw('L. Mabry')}</p>
<table class="f"><tr><td style="width:60%;height:auto"><div class="lb">Attorney for plaintiff</div>R. Thomas Haskins (BPR #027741)<br>Haskins, Lowe &amp; Brandt, PLLC<br>210 Sevier Commons, Suite 300, Nashville, TN 37203<br>(615) 555-0194 &middot; thaskins@hlblaw.com<br>filings: docket@hlblaw.com &middot; paralegal: jmoss@hlblaw.com</td>
<td style="height:auto"><div class="lb">Account / reference</div>Acct. 88-204417-3<br>HLB File 26-03391<br><br><div class="lb">Costs bond</div>Secured by attorney</td></tr></table>
<p style="font-size:8.5pt"><b>TO THE DEFENDANT:</b> If a judgment is entered against you in this action, you may file a list of personal property exempt from execution with the clerk. If you have questions, contact an attorney. This warrant is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<table class="f"><tr><td style="height:64px"><div class="lb">Officer's return</div>Served on _____________________ , 20___ &nbsp;&nbsp; Not found ______ &nbsp;&nbsp; Deputy Sheriff ____________________</td></tr></table>
<div class="stamp">FILED<br>DEC 30 2026<br>CLERK, GEN. SESSIONS</div>
<div style="position:absolute;bottom:20px;left:56px;right:56px;font-size:8pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px"><span>GS-CW-01 (rev. 2025)</span><span>Docket 26GC11475</span></div>
`),
  photo: { seed: 404, keystone: 7.0, rotation: -3.4, fill: 0.78, bg: 'wood', falloff: 0.45, hand: true, cast: '#ffc890', castPct: 12, blur: 0.9, noise: 0.8, quality: 70, size: [1600, 2133], dim: false },
});

// ---------------------------------------------------------------- 05 Alabama
docs.push({
  id: '05', state: 'AL', kind: 'small claims statement of claim', layout: 'typewriter-monospace-form-pro-se', font: 'Courier Prime',
  expected: {
    customer_name: 'Carla Renee Mims', plaintiff_name: 'Magic City Appliance & Furniture, Inc.',
    law_firm_name: null, lawyer_email: null, lawsuit_state: 'AL',
    lawsuit_amount: 1845.00, civil_number: 'SM-2026-900412.00',
    court_name: 'District Court of Jefferson County, Alabama, Small Claims Division',
    customer_street: '1207 Carolina Ave', customer_city: 'Bessemer', customer_state: 'AL', customer_zip_code: '35020',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'Courier Prime';font-size:10pt;line-height:1.38;padding:40px 52px}
table.t{width:100%;border-collapse:collapse} table.t td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.c{text-align:center} .b{font-weight:bold}
.sec{border-top:2px solid #000;margin-top:10px;padding-top:4px;font-weight:bold}
`, `
<table class="t"><tr><td style="width:30%;font-size:9pt">State of Alabama<br>Unified Judicial System<br>Form SM-1 (typed)</td>
<td class="c b" style="font-size:13pt;vertical-align:middle">STATEMENT OF CLAIM</td>
<td style="width:32%;font-size:9pt">Case Number<br><span style="font-size:11pt" class="b">SM-2026-900412.00</span></td></tr></table>
<div class="c b" style="margin-top:10px">IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA</div>
<div class="c b">SMALL CLAIMS DIVISION</div>
<div class="c" style="font-size:8.5pt;margin-bottom:8px">Bessemer Division, 1851 Second Ave N, Bessemer, AL 35020 | (205) 555-0131</div>
<table class="t"><tr><td style="width:50%">PLAINTIFF:<br><b>MAGIC CITY APPLIANCE &amp; FURNITURE, INC.</b><br>an Alabama corporation<br>3300 Vanderbilt Rd, Birmingham, AL 35217<br>Ph (205) 555-0152<br>lpetty@magiccityappliance.biz</td>
<td>DEFENDANT:<br><b>CARLA RENEE MIMS</b><br>1207 Carolina Ave<br>Bessemer, AL 35020<br><br>CO-DEFENDANT: DWAYNE O. MIMS, same address</td></tr></table>
<div class="sec">STATEMENT OF CLAIM</div>
<p>The Defendant(s) owe(s) Plaintiff $1,845.00 (principal), plus interest of $112.30 stated separately, plus court costs, for the following reason(s):</p>
<p style="padding-left:24px">Unpaid balance on retail installment contract no. RIC-20931 dated 03/14/2025 for purchase of one refrigerator and one washer/dryer set, delivered to 1207 Carolina Ave, Bessemer. Last payment received 06/02/2026. Store account no. 7719-0042.</p>
<table class="t" style="margin:6px 0 8px"><tr><td>Principal claimed</td><td style="text-align:right">$1,845.00</td><td>Filing fee paid</td><td style="text-align:right">$ 174.00</td></tr>
<tr><td>Interest (separate)</td><td style="text-align:right">$  112.30</td><td>Service by certified mail</td><td style="text-align:right">$  15.00</td></tr>
<tr><td class="b">Total with interest and costs</td><td style="text-align:right" class="b">$2,146.30</td><td colspan="2">Claim limit for small claims: $6,000.00</td></tr></table>
<div class="sec">PLAINTIFF'S ATTORNEY</div>
<p>NONE. Plaintiff appears without an attorney through its officer, as permitted for small claims.</p>
<div class="sec">VERIFICATION</div>
<p>Before me, the undersigned authority, personally appeared Lorraine D. Petty, Owner and President of Plaintiff, who being known to me and duly sworn says that the facts in the above Statement of Claim are true and correct, and that the Defendant is not in the military service.</p>
<p style="margin-top:14px">________________________________ &nbsp;&nbsp; Date: 12/30/2026<br>Lorraine D. Petty, for Plaintiff (pro se)<br>3300 Vanderbilt Rd, Birmingham, AL 35217</p>
<p>Sworn to and subscribed before me on 12/30/2026. _____________________ Clerk/Notary</p>
<div class="sec">NOTICE TO DEFENDANT</div>
<p style="font-size:9pt">You must file an answer within 14 days from the date of service on the Answer form attached, or a default judgment may be entered against you. Clerk e-mail: smallclaims.bessemer@alacourt-dist.example.gov</p>
`),
  photo: { seed: 505, keystone: 2.5, rotation: 1.8, fill: 0.88, bg: 'fabric', falloff: 0.3, hand: false, cast: '#e0ffe0', castPct: 7, blur: 1.2, noise: 0.6, quality: 58, size: [1600, 2133], dim: false },
});

module.exports = { docs, page };
