'use strict';
const { esc, usd, barcode, stamp, sig, parens, courtLines } = require('./lib');
const A = c => `${esc(c.street)}<br>${esc(c.city)}, ${c.st} ${c.zip}`;
const A1 = c => `${esc(c.street)}, ${esc(c.city)}, ${c.st} ${c.zip}`;
const docs = [];

// ---------------------------------------------------------------- 01 MO Jackson
docs.push({
  id: '01', state: 'MO', kind: 'summons (associate circuit, petition on account)',
  layout: 'centred 3-line heading; parties stacked with centred "vs." and case box right of a ")" rule; angled red FILED stamp over the right half of the caption; Sheriff\'s/Server\'s Return at foot repeating the consumer address',
  font: 'C059', size: 10.5,
  court: ['IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI', 'AT KANSAS CITY', 'ASSOCIATE CIRCUIT DIVISION'],
  caseNo: '2416-AC08315',
  cust: { name: 'Dwight A. Holloway', printed: 'DWIGHT A. HOLLOWAY', street: '4127 Wornall Rd, Apt 3', city: 'Kansas City', st: 'MO', zip: '64111' },
  plaintiff: 'Crestline Receivables Fund, LLC', firm: 'Harlow, Beck & Lindqvist, P.C.', email: 'mlindqvist@harlowbeck.law',
  amount: 3482.17,
  distractors: ['statutory interest $261.16 stated separately', 'cost deposit $136.50', 'total $3,879.83 incl. interest and costs', 'firm in Overland Park, KS (not the lawsuit state)', 'firm collections@ e-mail', 'plaintiff address in Dallas, TX', 'bar number #61842', 'sheriff fees'],
  body(d) {
    const c = d.cust;
    return `
<div class="c b" style="font-size:12pt;line-height:1.35">${courtLines(d.court).map(esc).join('<br>')}</div>
<table style="width:100%;margin-top:.22in;font-size:10.5pt">
<tr><td style="width:3.9in;vertical-align:top">
  <b>${esc(d.plaintiff.toUpperCase())},</b><br>&nbsp;&nbsp;&nbsp;&nbsp;a Delaware limited liability company,<br>&nbsp;&nbsp;&nbsp;&nbsp;4800 Cedar Springs Row, Suite 900<br>&nbsp;&nbsp;&nbsp;&nbsp;Dallas, TX 75201,<br>
  <span style="padding-left:1.6in">Plaintiff,</span><br><br>
  <div class="c" style="width:3.6in">vs.</div><br>
  <b>${esc(c.printed)},</b><br>&nbsp;&nbsp;&nbsp;&nbsp;${esc(c.street)}<br>&nbsp;&nbsp;&nbsp;&nbsp;${esc(c.city)}, ${c.st} ${c.zip},<br>
  <span style="padding-left:1.6in">Defendant.</span>
</td>
<td style="width:.3in;vertical-align:top;line-height:1.28">${parens(14)}</td>
<td style="vertical-align:top;padding-left:.15in">
  <br>Case No. <b>${d.caseNo}</b><br><br>
  Division: 42<br><br><br>
  Account No. ending 7719<br>
  Firm File No. HBL-24-118407
</td></tr></table>
${stamp({ lines: ['FILED', 'JUN 17 2024', 'CIRCUIT COURT OF JACKSON CO., MO', 'BY ____ DEPUTY'], rot: -14, top: 2.25, left: 5.45, width: 2.15, font: 'Nimbus Sans', size: 11 })}
<div class="c b" style="font-size:13pt;margin:.18in 0 .1in;letter-spacing:.04em">SUMMONS IN CIVIL CASE</div>
<div class="c i sm" style="margin-bottom:.12in">(Associate Circuit — Chapter 517 RSMo — Petition on Account)</div>
<p><b>The State of Missouri to the above-named Defendant:</b></p>
<p style="text-align:justify">You are hereby summoned to appear before this Court at the Jackson County Courthouse Annex, 1190 Holmes Drive, Courtroom 4B, Kansas City, Missouri 64106, on <b>August 8, 2024, at 9:00 a.m.</b>, to answer the petition of the Plaintiff, a copy of which is attached. The petition seeks judgment against you for the principal sum of <b>${usd(d.amount)}</b> due on a credit card account, together with pre-judgment interest at the statutory rate of nine percent per annum from March 2, 2024 (stated in the petition as $261.16 through the date of filing), and the costs of this action. If you fail to appear at the time and place stated, judgment by default may be entered against you for the relief demanded in the petition.</p>
<table style="width:100%;font-size:9pt;margin:.05in 0 .12in;border-top:1px solid #333;border-bottom:1px solid #333">
<tr><td style="padding:3px 0">Principal claimed: ${usd(d.amount)}</td><td>Interest to filing: $261.16</td><td>Cost deposit: $136.50</td><td class="r">Total shown: $3,879.83</td></tr></table>
<table style="width:100%;font-size:9.5pt"><tr>
<td style="width:55%;vertical-align:top">
  <span class="lbl">Plaintiff's Attorney/Address:</span><br>
  Megan T. Lindqvist, MO Bar #61842<br>${esc(d.firm)}<br>6900 Indian Creek Row, Suite 410<br>Overland Park, KS 66210<br>
  Tel. (913) 555-0142 &nbsp; Fax (913) 555-0143<br>${d.email}<br>
  <span class="xs">Payment inquiries: collections@harlowbeck.law</span></td>
<td style="vertical-align:top">
  <span class="lbl">Date issued:</span> June 17, 2024<br><br>
  <span class="lbl">Clerk:</span> ${sig('R. Okonjo', 15)}<br>
  <span class="xs">Deputy Clerk, 16th Judicial Circuit</span></td></tr></table>
<div style="border:1.5px solid #222;margin-top:.16in;padding:6px 9px;font-size:8.5pt">
  <div class="b c" style="font-size:9.5pt;letter-spacing:.05em">SHERIFF'S OR SERVER'S RETURN</div>
  <p style="margin:.3em 0">I certify that I have served the above summons by: &#9744; delivering a copy of the summons and petition to the Defendant; &#9744; leaving a copy at the dwelling place or usual abode of the Defendant with a person of the Defendant's family over the age of 15 years; &#9744; other: ____________________</p>
  <p style="margin:.3em 0">Served at: <span class="ul" style="min-width:4.6in">${A1(c)}</span></p>
  <p style="margin:.3em 0">in Jackson County, Missouri, on ____________ (date) at ________ (time). &nbsp;&nbsp; ______________________ Sheriff / Server</p>
  <div class="xs">Sheriff's fees: Summons $10.00 &nbsp; Non Est $10.00 &nbsp; Mileage $____ (___ miles @ $.__ per mile) &nbsp; Total $______</div>
</div>
<div class="xs c" style="position:absolute;bottom:.35in;left:.75in;right:.75in">OSCA (07-23) CV135 &nbsp;•&nbsp; Summons in Civil Case (Associate) &nbsp;•&nbsp; 1 of 1 &nbsp;•&nbsp; 517.041 RSMo</div>`;
  }
});

// ---------------------------------------------------------------- 02 TN Davidson civil warrant, pink carbon, typewriter fill-ins
docs.push({
  id: '02', state: 'TN', kind: 'civil warrant',
  layout: 'pink carbon-copy pre-printed civil warrant form in sans labels with typewriter (monospaced) fill-ins; defendant printed "LAST, First Middle"; Officer\'s Return listing a different place served (workplace)',
  font: 'Liberation Sans', fill: 'Nimbus Mono PS', size: 9.5, paper: '#f8dde3',
  court: ['GENERAL SESSIONS COURT OF DAVIDSON COUNTY, TENNESSEE'],
  caseNo: '24GC04417',
  cust: { name: 'Shanice Marie Pruitt', printed: 'PRUITT, SHANICE MARIE', street: '618 Harding Pl, Apt B-12', city: 'Nashville', st: 'TN', zip: '37211' },
  plaintiff: 'Cumberland Ridge Auto Finance, LLC', firm: 'Pickard & Oduya, PLLC', email: 'wpickard@pickardoduya.com',
  amount: 2716.40,
  distractors: ['attorney fees 15% $407.46', 'total $3,123.86 plus costs', 'court jurisdiction "not to exceed $25,000"', 'place served = employer address 1400 Murfreesboro Pike, Nashville 37217', 'clerk e-mail', 'BPR number', 'account number beside warrant number'],
  body(d) {
    const c = d.cust, T = s => `<span class="tw">${s}</span>`;
    return `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div style="font-size:7pt;line-height:1.2">CIVIL WARRANT<br>Form GS-CV-1 (Rev. 3/19)<br>COPY 2 — DEFENDANT (PINK)</div>
  <div class="c" style="font-size:11.5pt;font-weight:bold;line-height:1.3;width:4.3in">${esc(d.court[0])}<br><span style="font-size:7.5pt;font-weight:normal">Civil Division · 1611 Gallatin Court, Nashville, TN 37201 · (615) 555-0100</span></div>
  <div class="box" style="width:1.55in;padding:3px 5px"><div class="lbl">WARRANT NO.</div>${T(d.caseNo)}<div class="lbl" style="margin-top:3px">ACCT / REF</div>${T('CR-0032291-A')}</div>
</div>
<div class="c b" style="font-size:17pt;letter-spacing:.18em;margin:.12in 0 .08in">CIVIL WARRANT</div>
<table class="grid" style="width:100%">
<tr><td style="width:50%"><div class="lbl">PLAINTIFF (name)</div>${T(d.plaintiff.toUpperCase())}</td>
    <td><div class="lbl">PLAINTIFF'S ADDRESS</div>${T('2610 Elm Hill Row, Ste 120, Nashville, TN 37214')}</td></tr>
<tr><td><div class="lbl">DEFENDANT (last, first, middle)</div>${T(esc(c.printed))}</td>
    <td><div class="lbl">DEFENDANT'S ADDRESS (street, apt., city, state, zip)</div>${T(esc(c.street.toUpperCase()))}<br>${T(`${c.city.toUpperCase()}, ${c.st} ${c.zip}`)}</td></tr>
<tr><td colspan="2"><div class="lbl">SECOND DEFENDANT (if any)</div>${T('&nbsp;')}</td></tr>
</table>
<p style="margin-top:.12in"><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b> You are hereby commanded to summon the defendant(s) named above to appear before the General Sessions Court of Davidson County, Tennessee, Courtroom 1B, on ${T('SEPT. 19, 2024')} at ${T('9:00 A.M.')}, to answer the plaintiff in a civil action for:</p>
<table class="grid" style="width:100%">
<tr><td style="width:33%"><div class="lbl">&#9746; SWORN ACCOUNT / DEBT — PRINCIPAL</div>${T('$' + d.amount.toLocaleString('en-US', { minimumFractionDigits: 2 }))}</td>
<td style="width:33%"><div class="lbl">ATTORNEY'S FEES (15% per contract)</div>${T('$407.46')}</td>
<td><div class="lbl">TOTAL (plus costs of this cause)</div>${T('$3,123.86')}</td></tr>
<tr><td colspan="3"><div class="lbl">NATURE OF CLAIM</div>${T('BALANCE DUE ON RETAIL INSTALLMENT CONTRACT — 2016 NISSAN ALTIMA, VIN ending 4471, REPOSSESSED AND SOLD; DEFICIENCY BALANCE')}</td></tr>
</table>
<p class="sm" style="margin-top:.08in">Jurisdiction of this Court in civil matters is not to exceed $25,000.00 (T.C.A. § 16-15-501). Issued ${T('JULY 29, 2024')} &nbsp; Clerk: ${sig('L. Dabney', 13)} &nbsp; Deputy Clerk. &nbsp; Clerk's office e-mail: gscivil@davidsongsclerk.org</p>
<table class="grid" style="width:100%;margin-top:.06in">
<tr><td style="width:50%"><div class="lbl">ATTORNEY FOR PLAINTIFF / BPR NO.</div>${T('J. WESLEY PICKARD, BPR #028814')}<br>${T(esc(d.firm.toUpperCase()))}<br>${T('1812 DIVISION ROW, STE 600, NASHVILLE TN 37203')}</td>
<td><div class="lbl">ATTORNEY PHONE / E-MAIL</div>${T('(615) 555-0171')}<br>${T(d.email)}<br><div class="lbl" style="margin-top:3px">FIRM FILE NO.</div>${T('PO-77410')}</td></tr>
</table>
<div class="box" style="margin-top:.13in;padding:5px 8px">
<div class="c b" style="font-size:9.5pt;letter-spacing:.08em">OFFICER'S RETURN</div>
<p style="margin:.25em 0;font-size:8.5pt">I received this warrant on ${T('8/1/24')} and executed it as follows: &#9746; personally served on defendant &#9744; left at usual place of abode &#9744; not found &#9744; other.</p>
<p style="margin:.25em 0;font-size:8.5pt">Place served: ${T('1400 MURFREESBORO PIKE (PLACE OF EMPLOYMENT), NASHVILLE TN 37217')}</p>
<p style="margin:.25em 0;font-size:8.5pt">Date: ${T('8/6/24')} &nbsp; Time: ${T('2:40 PM')} &nbsp;&nbsp; Deputy: ${T('K. MARTINEZ #3381')} &nbsp;&nbsp; Fee: ${T('$40.00')}</p>
</div>
<div class="box" style="margin-top:.1in;padding:5px 8px;font-size:7.5pt;line-height:1.25">
<b>NOTICE TO DEFENDANT:</b> If you do not appear on the date shown, a default judgment may be taken against you. If a judgment is entered, Tennessee law provides a ten thousand dollar ($10,000) personal property exemption from execution or seizure to satisfy a judgment. If you wish to claim property as exempt, you must file a written list, under oath, of the items you wish to claim as exempt with the clerk of the court. <b>For ADA assistance call (615) 555-0109.</b> Si necesita un intérprete, llame al (615) 555-0108.</div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>WHITE — COURT &nbsp; YELLOW — PLAINTIFF &nbsp; PINK — DEFENDANT &nbsp; GOLD — OFFICER</span><span>GS-CV-1</span></div>`;
  },
  css: `.grid td{border:1px solid #6b3a45;padding:2px 5px 3px;vertical-align:top}.box{border:1px solid #6b3a45}
  .lbl{font-size:6.8pt;color:#5a2d36;letter-spacing:.02em}
  .tw{font-family:'Nimbus Mono PS';font-size:10.5pt;color:#1d1d2a;letter-spacing:.01em}`
});

// ---------------------------------------------------------------- 03 OK Tulsa small claims affidavit, two-column narrow label / wide value
docs.push({
  id: '03', state: 'OK', kind: 'small claims affidavit and order',
  layout: 'two-column form: narrow shaded label column on the left, wide value column on the right; jurisdictional-limit and cost lines as distractors',
  font: 'Nimbus Sans', size: 10,
  court: ['IN THE DISTRICT COURT OF TULSA COUNTY', 'STATE OF OKLAHOMA'],
  caseNo: 'SC-2024-5521',
  cust: { name: 'Terrence J. Okafor', printed: 'Terrence J. Okafor', street: '5519 E 26th St', city: 'Tulsa', st: 'OK', zip: '74112' },
  plaintiff: 'Redbud Installment Loans, LLC', firm: 'Ridley & Nakamura, P.L.L.C.', email: 'snakamura@ridleynakamura.com',
  amount: 1948.62,
  distractors: ['small claims limit $10,000', 'filing costs $88.00 and service $50.00', 'total judgment requested $2,086.62', 'OBA number', 'plaintiff\'s Oklahoma City address', 'court clerk address', 'loan number'],
  body(d) {
    const c = d.cust;
    const row = (l, v, h) => `<tr><td class="L">${l}</td><td class="V"${h ? ` style="height:${h}"` : ''}>${v}</td></tr>`;
    return `
<div class="c b" style="font-size:12pt;line-height:1.3">${courtLines(d.court).map(esc).join('<br>')}</div>
<div class="c" style="font-size:8pt;margin-top:2px">Small Claims Division · Tulsa County Courthouse, 715 W. Denver Place, Tulsa, OK 74103 · (918) 555-0130</div>
<div class="c b" style="font-size:14pt;margin:.14in 0 .1in;letter-spacing:.05em">AFFIDAVIT AND ORDER — SMALL CLAIMS</div>
<table class="two">
${row('Case number', `<b style="font-size:12pt">${d.caseNo}</b>`)}
${row('Plaintiff', `${esc(d.plaintiff)}<br><span class="sm">5812 N Western Row, Ste 210, Oklahoma City, OK 73118 · (405) 555-0117</span>`)}
${row('Defendant', `<b>${esc(c.printed)}</b>`)}
${row('Defendant\'s residence address', A1(c))}
${row('Defendant\'s phone', '(918) 555-0186')}
${row('Amount of claim', `<b>${usd(d.amount)}</b> &nbsp; <span class="sm">(unpaid principal on installment loan no. RB-5521-0093)</span>`)}
${row('Nature of claim', 'Defendant borrowed money from Plaintiff under a written installment loan agreement dated May 4, 2022, and has failed to make the payments due. After all just credits and offsets, the amount stated above is due and unpaid.')}
${row('Costs (not part of claim)', 'Filing and court costs $88.00 · Service by Sheriff $50.00 · Total requested with costs $2,086.62')}
${row('Jurisdiction', 'Claim does not exceed the small claims limit of $10,000.00 (12 O.S. § 1751).')}
</table>
<p style="margin-top:.13in;font-size:9.5pt">I, the undersigned, being first duly sworn, state that the facts set forth above are true and that the Defendant is indebted to the Plaintiff as stated, and that the claim is not assigned for collection only.</p>
<table class="two">
${row('Attorney for Plaintiff', `Sean Nakamura, OBA #22617<br>${esc(d.firm)}<br>1821 S. Boston Ave, Suite 300, Tulsa, OK 74119`)}
${row('Attorney phone / e-mail', `(918) 555-0152 · <b>${d.email}</b><br><span class="sm">E-service copies: docketing@ridleynakamura.com</span>`)}
${row('Sworn and subscribed', `before me on September 3, 2024 &nbsp;&nbsp; ${sig('Sean Nakamura', 15)} &nbsp; <span class="sm">Notary / Deputy Court Clerk</span>`)}
</table>
<div class="c b" style="font-size:11pt;margin:.17in 0 .07in">ORDER</div>
<table class="two">
${row('To the Defendant', `You are directed to appear before this Court in <b>Courtroom 1-C, Tulsa County Courthouse, 715 W. Denver Place</b>, on <b>October 1, 2024 at 9:00 a.m.</b>, and answer the claim of the Plaintiff. If you do not appear, judgment may be given against you for the amount of the claim and costs.`)}
${row('Issued', `September 3, 2024 &nbsp; R. Whitlock, Court Clerk &nbsp; by ${sig('T. Harjo', 13)} Deputy`)}
</table>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>SC-1 Affidavit and Order (Small Claims) · Rev. 11/2021</span><span>Court Clerk copy / Defendant copy</span></div>`;
  },
  css: `.two{width:100%;border-top:1.5px solid #333}.two td{border-bottom:1px solid #999;padding:4px 7px;vertical-align:top}
  .two .L{width:1.45in;background:#e9e9e9;font-size:7.6pt;text-transform:uppercase;letter-spacing:.03em;color:#333;font-weight:bold}
  .two .V{font-size:10pt}`
});

// ---------------------------------------------------------------- 04 MN Hennepin hip-pocket summons (no court file number yet)
docs.push({
  id: '04', state: 'MN', kind: 'summons (not yet filed, "hip-pocket" service)',
  layout: 'two-by-two split caption (venue left, court right) with case-type line; blank "Court File No." because Minnesota actions are served before filing; numbered complaint paragraphs below',
  font: 'Nimbus Roman', size: 10.5,
  court: ['STATE OF MINNESOTA', 'DISTRICT COURT', 'COUNTY OF HENNEPIN', 'FOURTH JUDICIAL DISTRICT'],
  caseNo: null,
  cust: { name: 'Lindsey R. Vang', printed: 'Lindsey R. Vang', street: '3120 Bryant Ave S, Apt 204', city: 'Minneapolis', st: 'MN', zip: '55408' },
  plaintiff: 'Lakewood Point Bank, N.A.', firm: 'Fenwick Saari & Holm, P.A.', email: 'asaari@fshlaw.net',
  amount: 5611.09,
  distractors: ['blank "Court File No." (no case number; civil_number null although a suit exists)', 'costs and disbursements', 'pre-judgment interest', 'attorney license number', 'service@ e-mail', 'firm file number', 'conciliation limit $15,000'],
  body(d) {
    const c = d.cust;
    return `
<table style="width:100%;font-size:11pt;font-weight:bold">
<tr><td>${d.court[0]}</td><td class="r">${d.court[1]}</td></tr>
<tr><td>${d.court[2]}</td><td class="r">${d.court[3]}</td></tr>
<tr><td></td><td class="r" style="font-weight:normal;font-size:9.5pt">Case Type: Consumer Credit Contract</td></tr>
<tr><td></td><td class="r" style="font-weight:normal;font-size:9.5pt">Court File No.: ______________________</td></tr>
</table>
<div style="border-top:1px solid #000;border-bottom:1px solid #000;margin:.14in 0;padding:.08in 0">
<p style="margin:0">${esc(d.plaintiff)},</p>
<p style="margin:0 0 .1in 2.6in">Plaintiff,</p>
<p style="margin:0 0 .1in 1.2in">v.</p>
<p style="margin:0">${esc(c.printed)},</p>
<p style="margin:0 0 0 2.6in">Defendant.</p>
</div>
<div class="c b" style="font-size:13pt;letter-spacing:.08em;margin-bottom:.08in">SUMMONS</div>
<p class="b">THIS SUMMONS IS DIRECTED TO ${esc(c.name.toUpperCase())}, ${esc(c.street)}, ${esc(c.city)}, MN ${c.zip}.</p>
<p style="text-align:justify"><b>1. YOU ARE BEING SUED.</b> The Plaintiff has started a lawsuit against you. The Plaintiff's Complaint against you is attached to this summons. Do not throw these papers away. They are official papers that affect your rights. You must respond to this lawsuit even though it may not yet be filed with the Court and there may be no court file number on this summons.</p>
<p style="text-align:justify"><b>2. YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS.</b> You must give or mail to the person who signed this summons a written response called an Answer within 21 days of the date on which you received this Summons. You must send a copy of your Answer to the person who signed this summons located at: ${esc(d.firm)}, 225 Nicollet Commons, Suite 1950, Minneapolis, MN 55402.</p>
<p style="text-align:justify"><b>3. YOU MUST RESPOND TO EACH CLAIM.</b> The Complaint alleges that you owe the Plaintiff <b>${usd(d.amount)}</b>, the unpaid balance of a credit card account ending 2290, together with pre-judgment interest as allowed by Minn. Stat. § 549.09 and the Plaintiff's costs and disbursements herein (estimated at $410.00). In your Answer you must state whether you agree or disagree with each paragraph of the Complaint.</p>
<p style="text-align:justify"><b>4. YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS.</b> If you do not Answer within 21 days, you will lose this case. You will not get to tell your side of the story, and the Court may decide against you and award the Plaintiff everything asked for in the Complaint.</p>
<p style="text-align:justify"><b>5. LEGAL ASSISTANCE.</b> You may wish to get legal help from a lawyer. If you do not have a lawyer, the Court Administrator may have information about places where you can get legal assistance. Even if you cannot get legal help, you must still provide a written Answer to protect your rights or you may lose the case. Claims of $15,000 or less may instead be heard in Conciliation Court.</p>
<p style="text-align:justify"><b>6. ALTERNATIVE DISPUTE RESOLUTION.</b> The parties may agree to or be ordered to participate in an alternative dispute resolution process under Rule 114 of the Minnesota General Rules of Practice.</p>
<table style="width:100%;margin-top:.15in;font-size:10pt"><tr>
<td style="width:45%;vertical-align:bottom">Dated: October 2, 2024</td>
<td>${esc(d.firm.toUpperCase())}<br><br>By: ${sig('Aaron J. Saari')}<br>Aaron J. Saari (#0398122)<br>225 Nicollet Commons, Suite 1950<br>Minneapolis, MN 55402<br>Telephone: (612) 555-0164<br>${d.email}<br><span class="sm">Service copies: service@fshlaw.net · Our File No. 24-30817</span><br><i>Attorneys for Plaintiff</i></td></tr></table>
<div class="xs" style="position:absolute;bottom:.22in;left:.75in">THIS COMMUNICATION IS FROM A DEBT COLLECTOR.</div>`;
  }
});

// ---------------------------------------------------------------- 05 WY collection letter (agency)
docs.push({
  id: '05', state: 'WY', kind: 'collection letter (agency, no suit)', letter: true,
  layout: 'agency letter: logo letterhead, window-envelope address block, Reg F validation itemization table, settlement offer box, tear-off payment coupon repeating the consumer address',
  font: 'DejaVu Sans', size: 9.3,
  court: null, caseNo: null,
  cust: { name: 'Cody P Marchetti', printed: 'CODY P MARCHETTI', street: '1142 S Beech St', city: 'Casper', st: 'WY', zip: '82601' },
  plaintiff: 'Harbor Ridge Funding LLC', firm: null, email: null,
  amount: 2754.55,
  distractors: ['original creditor (Tetonia Bank) vs current creditor', 'itemization-date balance $2,904.55', 'payments -$150.00', 'settlement offer $1,377.28', 'agency address/phone in Colorado', 'reference and account numbers', 'agency e-mail'],
  body(d) {
    const c = d.cust;
    return `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
 <div style="display:flex;gap:10px;align-items:center"><div style="width:.55in;height:.55in;border-radius:50%;background:#2d5b7a;color:#fff;font:bold 16pt 'URW Gothic';display:flex;align-items:center;justify-content:center">SP</div>
 <div><div style="font:bold 14pt 'URW Gothic';color:#2d5b7a">Summit Peak Recovery Services, Inc.</div><div class="sm">PO Box 4410 · Greeley, CO 80632 · (970) 555-0125 · Mon–Fri 8am–6pm MT<br>help@summitpeakrecovery.com · www.summitpeakrecovery.com</div></div></div>
 <div class="sm r">Reference #: SPR-3390127<br>Date: November 12, 2024</div>
</div>
<div style="margin:.35in 0 .25in .35in;font-size:10pt;line-height:1.3">${esc(c.printed)}<br>${esc(c.street.toUpperCase())}<br>${esc(c.city.toUpperCase())} ${c.st} ${c.zip}-4417</div>
<p><b>Summit Peak Recovery Services, Inc. is a debt collector.</b> We are trying to collect a debt that you owe to <b>${esc(d.plaintiff)}</b>. We will use any information you give us to help collect the debt.</p>
<table class="it" style="width:100%;margin:.08in 0 .12in">
<tr><th colspan="2">Our information shows:</th></tr>
<tr><td>You had a Visa credit card account from Tetonia Bank with account number ending 5082.</td><td></td></tr>
<tr><td>As of January 31, 2024, you owed:</td><td class="r">$2,904.55</td></tr>
<tr><td>Between January 31, 2024 and today:</td><td></td></tr>
<tr><td style="padding-left:18px">You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td style="padding-left:18px">You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td style="padding-left:18px">You paid or were credited this amount toward the debt:</td><td class="r">– $150.00</td></tr>
<tr class="b"><td>Total amount of the debt now:</td><td class="r">${usd(d.amount)}</td></tr>
</table>
<p><b>How can you dispute the debt?</b> Call or write to us by <b>December 22, 2024</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by December 22, 2024, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
<div style="border:2px solid #2d5b7a;border-radius:6px;padding:7px 10px;margin:.1in 0">
<b style="color:#2d5b7a">LIMITED-TIME SAVINGS OFFER</b> — Resolve this account for <b>$1,377.28</b> (50% of the balance) if received by December 31, 2024, or in three monthly payments of $500.00. We are not obligated to renew this offer.</div>
<p class="sm">Current creditor: ${esc(d.plaintiff)}, 8500 Leetsdale Dr, Denver, CO 80224. Original creditor: Tetonia Bank. Calls may be recorded. This collection agency is licensed by the Wyoming Collection Agency Board, License No. 1921.</p>
<div style="position:absolute;left:.75in;right:.75in;bottom:.45in;border-top:1.5px dashed #555;padding-top:.1in;font-size:8.5pt">
<div class="xs c" style="margin-bottom:4px">✂ Detach and return with your payment ✂</div>
<table style="width:100%"><tr>
<td style="width:52%;vertical-align:top">${esc(c.printed)}<br>${esc(c.street.toUpperCase())}<br>${esc(c.city.toUpperCase())} ${c.st} ${c.zip}-4417<br><br><span class="xs">&#9744; Check here if your address has changed.</span></td>
<td style="vertical-align:top"><table class="it" style="width:100%"><tr><td>Reference #</td><td class="r">SPR-3390127</td></tr><tr><td>Amount due</td><td class="r">${usd(d.amount)}</td></tr><tr><td>Amount enclosed</td><td class="r">$__________</td></tr></table>
<div style="margin-top:5px">Make payable to: Summit Peak Recovery Services, Inc.<br>PO Box 4410, Greeley, CO 80632</div></td></tr></table></div>`;
  },
  css: `.it td,.it th{border-bottom:1px solid #bbb;padding:2px 6px;text-align:left}.it th{background:#dfe8ee}`
});

// ---------------------------------------------------------------- 06 NV Las Vegas pleading paper complaint
docs.push({
  id: '06', state: 'NV', kind: 'complaint',
  layout: 'Nevada pleading paper (28 numbered lines in the left margin, double rule, right rule), attorney block on lines 1-7, court title centred, ")" caption, numbered paragraphs with the amount and the defendant\'s address inside sentences; page 1 of 2',
  font: 'Liberation Serif', size: 12,
  court: ['JUSTICE COURT, LAS VEGAS TOWNSHIP', 'CLARK COUNTY, NEVADA'],
  caseNo: '24C018842',
  cust: { name: 'Marisol T. Quintero', printed: 'MARISOL T. QUINTERO', street: '4651 S Mountain Vista St, Unit 2117', city: 'Las Vegas', st: 'NV', zip: '89121' },
  plaintiff: 'Meridian Capital Acquisitions II, LLC', firm: 'Whitcomb & Arce, Ltd.', email: 'darce@whitcombarce.com',
  amount: 7204.38,
  distractors: ['attorney fees $1,500.00', 'costs $254.00', 'Justice Court limit $15,000', 'e-service address', 'Nevada Bar No.', 'Dept. No.', '"a Delaware limited liability company" tail', 'firm file number'],
  body(d) {
    const c = d.cust;
    const P = (t, ind = true) => `<div class="pl"${ind ? ' style="text-indent:.5in"' : ''}>${t}</div>`;
    return `
<div class="ln">${Array.from({ length: 28 }, (_, i) => `<div>${i + 1}</div>`).join('')}</div>
<div class="rule"></div>
<div class="txt">
<div>COMP</div>
<div>Daniel R. Arce, Esq. (Nevada Bar No. 13894)</div>
<div>${esc(d.firm.toUpperCase())}</div>
<div>8125 Dean Martin Row, Suite 240, Las Vegas, Nevada 89119</div>
<div>Tel: (702) 555-0147 &nbsp;·&nbsp; Fax: (702) 555-0148</div>
<div>${d.email} &nbsp;·&nbsp; <span style="font-size:10pt">E-service: eservice@whitcombarce.com</span></div>
<div><i>Attorneys for Plaintiff</i></div>
<div class="c b">${d.court[0]}</div>
<div class="c b">${d.court[1]}</div>
<table style="width:100%"><tr>
<td style="width:3.45in;vertical-align:top;white-space:nowrap">${esc(d.plaintiff.toUpperCase())},<br>a Delaware limited liability company,<br><span style="padding-left:1.6in">Plaintiff,</span><br>vs.<br>${esc(c.printed)}, an individual; DOES I–X,<br><span style="padding-left:1.6in">Defendants.</span></td>
<td style="width:.25in;vertical-align:top">${parens(6)}</td>
<td style="vertical-align:top;padding-left:.1in">Case No.: ${d.caseNo}<br>Dept. No.: 5<br><br><b>COMPLAINT</b><br>(Breach of Contract;<br>Account Stated)</td></tr></table>
${P('Plaintiff, by and through its counsel, alleges as follows:')}
${P('1. Plaintiff is the owner and assignee of the account described below, which was originally issued by Silver Sage Bank.')}
${P(`2. Upon information and belief, Defendant ${esc(c.name)} resides at ${esc(c.street)}, ${esc(c.city)}, Nevada ${c.zip}, within Las Vegas Township.`)}
${P(`3. Defendant used the account and failed to pay as agreed; after all credits the principal sum of ${usd(d.amount)} remains due and owing.`)}
${P('4. Plaintiff has retained counsel and seeks reasonable attorney\'s fees of $1,500.00 and costs of suit of $254.00. The amount in controversy does not exceed $15,000.00.')}
${P('5. Plaintiff has demanded payment of the sum owed, and Defendant has failed and refused to pay it or any part of it.')}
${P('WHEREFORE, Plaintiff prays for judgment against Defendant for the principal sum set forth above, for attorney\'s fees and')}
</div>
<div class="xs" style="position:absolute;bottom:.2in;left:1.2in;right:.6in;border-top:1px solid #000;padding-top:2px;display:flex;justify-content:space-between"><span>COMPLAINT</span><span>Page 1 of 2</span><span>WA File No. 24-NV-6618</span></div>`;
  },
  margin: '0 0 0 0',
  css: `.ln{position:absolute;left:.5in;top:.62in;width:.45in;text-align:right;font-size:11pt;line-height:.345in;color:#333}
  .rule{position:absolute;left:1.05in;top:0;bottom:0;width:4px;border-left:1px solid #000;border-right:1px solid #000}
  .txt{position:absolute;left:1.25in;right:.6in;top:.62in;line-height:.345in;font-size:12pt}
  .txt table td{line-height:.345in;font-size:12pt;padding:0}
  .pl{text-align:justify}
  body:after{content:'';position:absolute;right:.45in;top:0;bottom:0;border-left:1px solid #000}`
});

// ---------------------------------------------------------------- 07 CT Hartford summons civil grid form
docs.push({
  id: '07', state: 'CT', kind: 'summons — civil (with statement of amount in demand)',
  layout: 'state-form grid of numbered boxes (JD-CV-1 style) in narrow sans; docket number with a check letter at the end; defendant "III"; checkbox amount bracket as distractor',
  font: 'Nimbus Sans Narrow', size: 9.5,
  court: ['STATE OF CONNECTICUT', 'SUPERIOR COURT', 'JUDICIAL DISTRICT OF HARTFORD AT HARTFORD'],
  caseNo: 'HHD-CV24-6031874-S',
  cust: { name: 'Raymond E. Sutcliffe III', printed: 'SUTCLIFFE, RAYMOND E. III', street: '412 Farmington Ave, Apt 3C', city: 'Hartford', st: 'CT', zip: '06105' },
  plaintiff: 'Granite Bay Credit Partners, LLC', firm: 'Bristow & Kaczmarek, LLC', email: 'pkaczmarek@bk-ctlaw.com',
  amount: 4377.90,
  distractors: ['"less than $2,500 / $2,500 through $14,999.99 / $15,000 or more" amount bracket', '"as assignee of Pinecrest Bank" tail', 'Juris number', 'return date', 'court address 95-like invented street', 'entry fee $360', 'firm general e-mail'],
  body(d) {
    const c = d.cust;
    const cell = (n, lab, val, st = '') => `<td style="${st}"><div class="lbl"><b>${n}</b> ${lab}</div><div class="v">${val}</div></td>`;
    return `
<table style="width:100%"><tr>
<td style="vertical-align:top;font-size:7pt;width:2.4in">SUMMONS - CIVIL<br>JD-CV-1 Rev. 4-24<br>C.G.S. §§ 51-346, 51-347, 51-349, 51-350, 52-45a, 52-48, 52-259; P.B. §§ 3-1 through 3-21, 8-1, 10-13</td>
<td class="c" style="vertical-align:top"><div style="font-size:13pt;font-weight:bold;letter-spacing:.06em">${d.court[0]}</div><div style="font-size:12pt;font-weight:bold">${d.court[1]}</div><div style="font-size:8pt">www.jud.ct.gov</div></td>
<td style="width:2.1in;vertical-align:top"><table class="g" style="width:100%"><tr>${cell('', 'Return Date (Tues.)', 'DECEMBER 3, 2024')}</tr><tr>${cell('', 'Docket No.', `<b style="font-size:11pt">${d.caseNo}</b>`)}</tr></table></td></tr></table>
<div class="xs" style="margin:3px 0">Instructions are on page 2. &#9746; Select if amount, legal interest or property in demand, not including interest and costs, is: &#9746; less than $2,500 &nbsp;&#9744; $2,500 through $14,999.99 &nbsp;&#9744; $15,000 or more. &nbsp; &#9744; Select if claiming other relief in addition to, or in lieu of, money or damages.</div>
<div class="b" style="font-size:8.5pt;margin-top:4px">TO: Any proper officer</div>
<div class="xs">By authority of the State of Connecticut you are hereby commanded to make due and legal service of this summons and attached complaint.</div>
<table class="g" style="width:100%;margin-top:4px"><tr>
${cell('1', 'Address of court clerk (Number, street, town and zip code)', '1 Lafayette Terrace South, Hartford, CT 06106', 'width:46%')}
${cell('2', 'Telephone number of clerk', '(860) 555-0102')}
${cell('3', 'Return Date', '12/03/2024')}
</tr><tr>
<td colspan="2"><div class="lbl"><b>4</b> &#9746; Judicial District &nbsp; &#9744; Housing Session &nbsp; &#9744; G.A. Number: ___ &nbsp;&nbsp; At (City/Town):</div><div class="v">${esc(d.court[2])}</div></td>
${cell('5', 'Case type code', 'Major: C &nbsp; Minor: 10')}
</tr></table>
<table class="g" style="width:100%;margin-top:-1px">
<tr><th style="width:.95in">Parties</th><th>Name (Last, First, Middle Initial) and address of each party (Number; street; P.O. Box; town; state; zip; country, if not USA)</th><th style="width:.45in">No.</th></tr>
<tr><td class="lbl">First named Plaintiff</td><td class="v">${esc(d.plaintiff.toUpperCase())}, AS ASSIGNEE OF PINECREST BANK<br>19 Brandywine Row, Suite 500, Wilmington, DE 19801</td><td class="c">P-01</td></tr>
<tr><td class="lbl">First named Defendant</td><td class="v"><b>${esc(c.printed)}</b><br>${esc(c.street.toUpperCase())}, ${c.city.toUpperCase()}, ${c.st} ${c.zip}</td><td class="c">D-01</td></tr>
<tr><td class="lbl">Additional Defendant</td><td class="v">&nbsp;</td><td class="c">D-02</td></tr>
</table>
<div class="b" style="font-size:8.5pt;margin-top:6px">Notice to Each Defendant</div>
<ol class="xs" style="margin:2px 0 0;padding-left:16px;line-height:1.3">
<li>You are being sued. This paper is a Summons in a lawsuit. The complaint attached to these papers states the claims that each plaintiff is making against you in this lawsuit.</li>
<li>To receive further notices, you or your attorney must file an Appearance form with the clerk of the above-named court at the above court address on or before the second day after the above Return Date. The Return Date is not a hearing date. You do not have to come to court on the Return Date unless you receive a separate notice telling you to appear.</li>
<li>If you or your attorney do not file a written Appearance form on time, a judgment may be entered against you by default. The Appearance form may be obtained at the court address above or at www.jud.ct.gov under "Court Forms."</li>
<li>If you believe that you have insurance that may cover the claim that is being made against you in this lawsuit, you should immediately contact your insurance representative.</li>
<li>If you have questions about the Summons and Complaint, you should talk to an attorney quickly. The court staff is not allowed to give advice on legal matters.</li></ol>
<table class="g" style="width:100%;margin-top:6px"><tr>
${cell('', 'Signed (Sign and select proper box)', `${sig('Paul Kaczmarek', 14)} &nbsp; &#9746; Commissioner of Superior Court &nbsp; &#9744; Clerk`, 'width:46%')}
${cell('', 'Name of person signing', 'Paul Kaczmarek')}
${cell('', 'Date signed', '10/22/2024')}
</tr><tr>
${cell('', 'For the Plaintiff(s) please enter the appearance of: Name and address of firm or attorney', `${esc(d.firm)}, 62 Asylum Landing, 4th Floor, Hartford, CT 06103`)}
${cell('', 'Juris number', '438112')}
${cell('', 'Telephone number', '(860) 555-0156')}
</tr><tr>
<td colspan="3"><div class="lbl">Email address for delivery of papers under Section 10-13 of the Connecticut Practice Book (if agreed to)</div><div class="v">${d.email} &nbsp;&nbsp; <span class="xs">(general office: intake@bk-ctlaw.com)</span></div></td></tr>
</table>
<div style="border:1.5px solid #000;margin-top:.12in;padding:5px 8px">
<div class="b c" style="font-size:10pt">STATEMENT OF AMOUNT IN DEMAND</div>
<p style="margin:.3em 0;font-size:9.5pt">The amount, legal interest or property in demand is <b>${usd(d.amount)}</b>, exclusive of interest and costs, being the balance due on a credit card account ending 0417 (P.B. § 10-20). Entry fee paid by plaintiff: $360.00.</p></div>
<div class="xs" style="position:absolute;bottom:.3in;left:.6in">JD-CV-1 Rev. 4-24 (Page 1 of 2)</div>`;
  },
  margin: '0.45in 0.6in 0.5in 0.6in',
  css: `.g td,.g th{border:1px solid #000;padding:2px 4px;vertical-align:top}.g th{font-size:7pt;background:#eee;text-align:left}
  .lbl{font-size:6.8pt;color:#000}.v{font-family:'Nimbus Sans';font-size:9.5pt;min-height:12pt}`
});
module.exports = docs;
