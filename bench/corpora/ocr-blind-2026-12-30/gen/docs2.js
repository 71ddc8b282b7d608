// Documents 06-10 (three court papers, two letters). All people, firms, addresses, phones, e-mails and case numbers are invented.
const { page } = require('./docs1');
const docs = [];

// ---------------------------------------------------------------- 06 Virginia
docs.push({
  id: '06', state: 'VA', kind: 'warrant in debt', layout: 'landscape-two-column-form', font: 'Nimbus Sans',
  expected: {
    customer_name: 'Adaeze Okonkwo-Reyes', plaintiff_name: 'Potomac Consumer Funding, LLC',
    law_firm_name: 'Garrison Teague & Royce, P.C.', lawyer_email: 'hroyce@gtrlaw.com', lawsuit_state: 'VA',
    lawsuit_amount: 7530.00, civil_number: 'GV26004418-00',
    court_name: 'Fairfax County General District Court',
    customer_street: '7014 Columbia Pike Apt 302', customer_city: 'Annandale', customer_state: 'VA', customer_zip_code: '22003',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'Nimbus Sans';font-size:9pt;line-height:1.35;padding:34px 40px}
.top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2.5px solid #000;padding-bottom:4px;margin-bottom:8px}
.cols{display:flex;gap:22px} .col{flex:1}
.col+.col{border-left:1px solid #000;padding-left:16px}
.bx{border:1px solid #000;padding:5px 7px;margin-bottom:7px}
.lb{font-size:7pt;text-transform:uppercase;letter-spacing:.3px}
.big{font-size:11pt;font-weight:bold}
.cb{display:inline-block;width:9px;height:9px;border:1px solid #000;margin-right:3px;vertical-align:-1px;text-align:center;font-size:7pt;line-height:8px}
table.m{width:100%;border-collapse:collapse} table.m td{border-bottom:1px dotted #000;padding:2px 0}
`, `
<div class="top"><div><b style="font-size:14pt">WARRANT IN DEBT</b><br>(CIVIL CLAIM FOR MONEY) &middot; Commonwealth of Virginia &middot; Va. Code &sect; 16.1-79</div>
<div style="text-align:right">CASE NO. <span class="big">GV26004418-00</span><br>Form DC-412-style (rev. 07/26)</div></div>
<div class="cols">
<div class="col">
<div class="bx"><div class="big" style="font-size:12pt">Fairfax County General District Court</div>4110 Chain Bridge Commons, Fairfax, VA 22030 &middot; (703) 555-0108<br>Civil Division clerk: gdc-civil@fairfax-gdc.example.gov</div>
<div class="bx"><div class="lb">To any authorized officer: you are commanded to summon</div>
<div class="big">OKONKWO-REYES, ADAEZE</div>7014 Columbia Pike Apt 302<br>Annandale, VA 22003
<div style="margin-top:4px" class="lb">and</div><b>OKONKWO-REYES, CHIDI</b> (co-obligor), same address</div>
<div class="bx"><div class="lb">to appear at the above court on</div><b>RETURN DATE AND TIME: February 16, 2027 at 10:00 a.m.</b><br>Courtroom 2D, to answer the claim of</div>
<div class="bx"><div class="big">POTOMAC CONSUMER FUNDING, LLC</div>a Virginia limited liability company, successor in interest to Old Dominion Card Bank<br>1801 Wilson Crest Blvd, Suite 900, Arlington, VA 22209</div>
<p>that Defendant(s) owe Plaintiff(s) a debt as set out in the claim on this form.</p>
<p>December 30, 2026 &nbsp;&nbsp; ______________________<br><span style="margin-left:110px">[ ] CLERK [ ] DEPUTY CLERK [ ] MAGISTRATE</span></p>
<div class="bx" style="font-size:8pt"><b>NOTICE TO DEFENDANT:</b> You are not required to appear on the return date if you do not contest the claim; however, if you fail to appear, judgment may be entered against you by default. If you wish to file a Bill of Particulars or Grounds of Defense, the court may order it. Homestead exemption: see reverse.</div>
<div class="bx"><div class="lb">Plaintiff's account information</div>Acct. no. ending 6618 &middot; Original creditor acct. 5201-9904 &middot; GTR ref. 26-VA-4471</div>
</div>
<div class="col">
<div class="bx"><div class="lb">Claim</div>Plaintiff(s) claim that Defendant(s) owe Plaintiff(s) a debt in the sum of
<table class="m"><tr><td>$ <b>7,530.00</b></td><td>net of any credits, principal</td></tr>
<tr><td>with interest at 6% from</td><td>08/01/2025 until paid (stated separately: $615.44)</td></tr>
<tr><td>$ 64.00</td><td>costs (filing fee $52.00, service $12.00)</td></tr>
<tr><td>$ 1,129.50</td><td>attorney's fees (15%)</td></tr>
<tr><td>$ 9,338.94</td><td>total with interest, costs and fees</td></tr></table>
The basis of this claim is <span class="cb">x</span> open account <span class="cb"></span> note <span class="cb"></span> contract <span class="cb"></span> other: revolving credit card account.</div>
<div class="bx"><div class="lb">Costs paid by plaintiff</div>Filing fee $52.00 &middot; Sheriff service fee $12.00 &middot; Technology fee included</div>
<div class="bx"><div class="lb">Plaintiff's attorney</div><b>Helen M. Royce, VSB No. 81264</b><br>Garrison Teague &amp; Royce, P.C.<br>9302 Lee Crossing Hwy, Suite 400, Fairfax, VA 22031<br>(703) 555-0187 &middot; hroyce@gtrlaw.com<br>E-filing: service@gtrlaw.com &middot; Paralegal: a.barnes@gtrlaw.com</div>
<div class="bx"><div class="lb">Homestead exemption waived?</div><span class="cb">x</span> Yes <span class="cb"></span> No <span class="cb"></span> Cannot be demanded</div>
<div class="bx"><div class="lb">Military affidavit / certification</div>Defendant is not in military service (affidavit attached). &nbsp; Signed: H. M. Royce</div>
<div class="bx" style="font-size:8pt"><div class="lb">Return of service</div>Served by delivering a copy to defendant in person &middot; posted &middot; not found<br>______________________ Sheriff, County of Fairfax &nbsp; Date __________</div>
</div></div>
<div style="position:absolute;bottom:16px;left:40px;right:40px;font-size:7.5pt;border-top:1px solid #000;padding-top:2px;display:flex;justify-content:space-between"><span>WARRANT IN DEBT &middot; Fairfax County General District Court</span><span>Case No. GV26004418-00 &middot; page 1</span></div>
`),
  photo: { seed: 606, keystone: 4.0, rotation: 3.6, fill: 0.83, bg: 'desk', falloff: 0.4, hand: false, cast: '#ffe8e0', castPct: 8, blur: 0.5, noise: 0.5, quality: 75, size: [1200, 1600], dim: false },
});

// ---------------------------------------------------------------- 07 Pennsylvania
docs.push({
  id: '07', state: 'PA', kind: 'civil complaint with hearing notice', layout: 'party-table-v-watermark', font: 'URW Bookman',
  expected: {
    customer_name: "Patrick J. O'Donnell", plaintiff_name: 'Monongahela Auto Credit, LLC',
    law_firm_name: 'Feld, Kaczmarek & Dunn, LLC', lawyer_email: 'skaczmarek@fkdlaw.com', lawsuit_state: 'PA',
    lawsuit_amount: 5640.25, civil_number: 'MJ-05217-CV-0000384-2026',
    court_name: 'Magisterial District Court 05-2-17, Allegheny County, Pennsylvania',
    customer_street: '2219 Wharton St', customer_city: 'Pittsburgh', customer_state: 'PA', customer_zip_code: '15203',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'URW Bookman';font-size:9.5pt;line-height:1.38;padding:36px 50px}
.ctr{text-align:center;font-weight:bold}
table.p{width:100%;border-collapse:collapse;margin:8px 0} table.p td,table.p th{border:1px solid #000;padding:4px 6px;vertical-align:top;text-align:left}
table.p th{background:#ddd;font-size:8pt}
.vs{text-align:center;font-weight:bold;background:#f3f3f3}
.wm{position:absolute;left:60px;top:430px;font-size:150pt;font-weight:bold;color:rgba(120,120,120,.22);transform:rotate(-32deg);letter-spacing:20px;pointer-events:none}
.notice{border:2px solid #000;padding:6px 9px;margin-top:8px}
`, `
<div style="display:flex;justify-content:space-between;font-size:8.5pt"><div style="border:1px solid #000;padding:3px 6px">COMMONWEALTH OF PENNSYLVANIA<br>COUNTY OF ALLEGHENY</div><div style="text-align:right">Mag. Dist. No.: 05-2-17<br>MDJ: Hon. Ruth A. Szymanski<br>Address: 2931 Brownsville Way, Pittsburgh, PA 15210<br>Telephone: (412) 555-0121</div></div>
<div class="ctr" style="margin-top:8px;font-size:12pt">MAGISTERIAL DISTRICT COURT 05-2-17</div>
<div class="ctr" style="font-size:10.5pt">ALLEGHENY COUNTY, PENNSYLVANIA</div>
<div class="ctr" style="font-size:15pt;margin:6px 0;letter-spacing:2px">CIVIL COMPLAINT</div>
<table class="p"><tr><th style="width:8%">#</th><th style="width:44%">Name</th><th>Address</th></tr>
<tr><td>1</td><td><b>MONONGAHELA AUTO CREDIT, LLC</b>, a Pennsylvania limited liability company</td><td>600 Grant Terrace, Suite 1500<br>Pittsburgh, PA 15219</td></tr>
<tr><td colspan="3" class="vs">v.</td></tr>
<tr><td>2</td><td><b>PATRICK J. O'DONNELL</b></td><td>2219 Wharton St<br>Pittsburgh, PA 15203</td></tr>
<tr><td>3</td><td>SIOBHAN M. O'DONNELL</td><td>2219 Wharton St<br>Pittsburgh, PA 15203</td></tr></table>
<table class="p"><tr><td style="white-space:nowrap;width:36%">Docket No.:<br><b style="font-size:10.5pt">MJ-05217-CV-0000384-2026</b><br>Case filed: 12/30/2026</td><td style="width:30%"><table style="width:100%;border-collapse:collapse">
<tr><td style="border:0;padding:0">Amount</td><td style="border:0;padding:0;text-align:right">$5,640.25</td></tr>
<tr><td style="border:0;padding:0">Filing costs</td><td style="border:0;padding:0;text-align:right">$128.75</td></tr>
<tr><td style="border:0;padding:0">Postage</td><td style="border:0;padding:0;text-align:right">$12.40</td></tr>
<tr><td style="border:0;padding:0">Service costs</td><td style="border:0;padding:0;text-align:right">$47.50</td></tr>
<tr><td style="border:0;padding:0;font-weight:bold">Total</td><td style="border:0;padding:0;text-align:right;font-weight:bold">$5,828.90</td></tr></table></td><td>Retail installment contract no. MAC-301-88724<br>Vehicle: 2019 sedan, repossessed and sold 09/2026<br>Interest claimed separately: $402.16</td></tr></table>
<p>The above named plaintiff(s) asks judgment against the defendant(s) for $5,640.25 together with costs upon the following claim (civil fines must include citation of the statute or ordinance violated): Deficiency balance due after the private sale of collateral under a retail installment sale contract, with credit given for sale proceeds of $8,100.00 and all payments received.</p>
<p>I, Stanley P. Kaczmarek, verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 PA. C.S. &sect; 4904) relating to unsworn falsification to authorities.</p>
<p style="margin-left:330px">(Signature of Plaintiff's attorney)<br>Stanley P. Kaczmarek, Esq., PA ID No. 208814<br>Feld, Kaczmarek &amp; Dunn, LLC<br>1 Oxford Landing, Suite 2100, Pittsburgh, PA 15222<br>(412) 555-0176 &middot; skaczmarek@fkdlaw.com<br>Docketing: mdj-filings@fkdlaw.com</p>
<div class="notice"><b>NOTICE OF HEARING.</b> A hearing on this complaint is scheduled for <b>February 23, 2027 at 1:30 PM</b> at the magisterial district court address above. If you have a defense or a claim against the plaintiff which arises out of the same transaction, you may file a cross-complaint. IF YOU INTEND TO ENTER A DEFENSE, YOU MUST NOTIFY THE OFFICE ABOVE AT LEAST 5 DAYS BEFORE THE HEARING; if you do not appear, judgment may be entered against you by default. If you are disabled and require a reasonable accommodation, contact the office above. Court office e-mail: mdj0521@alleghenycourts-mdj.example.gov</div>
<div class="wm">COPY</div>
<div style="position:absolute;bottom:18px;left:50px;right:50px;font-size:8pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between"><span>AOPC 301A-style &middot; Civil Complaint</span><span>MJ-05217-CV-0000384-2026 &middot; Page 1 of 2</span></div>
`),
  photo: { seed: 707, keystone: 2.0, rotation: -0.8, fill: 0.87, bg: 'wood', falloff: 0.55, hand: false, cast: '#ffcf9a', castPct: 14, blur: 0.8, noise: 1.0, quality: 66, size: [1600, 2133], dim: true },
});

// ---------------------------------------------------------------- 08 Wisconsin
docs.push({
  id: '08', state: 'WI', kind: 'small claims summons', layout: 'side-by-side-party-boxes', font: 'DejaVu Sans Condensed',
  expected: {
    customer_name: 'Yer Vang', plaintiff_name: 'Northwoods Bank & Trust',
    law_firm_name: 'Krueger Lindqvist, S.C.', lawyer_email: 'akrueger@kruegerlindqvist.com', lawsuit_state: 'WI',
    lawsuit_amount: 3905.72, civil_number: '2026SC004127',
    court_name: 'Circuit Court, Milwaukee County',
    customer_street: '3317 S 13th St', customer_city: 'Milwaukee', customer_state: 'WI', customer_zip_code: '53215',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'DejaVu Sans';font-stretch:condensed;font-size:9.5pt;line-height:1.38;padding:38px 50px}
.hd{display:flex;align-items:stretch;border:1.5px solid #000}
.hd>div{padding:6px 8px} .st{border-right:1.5px solid #000;width:150px;font-weight:bold}
.ct{flex:1;text-align:center;font-weight:bold;font-size:12pt}
.cn{border-left:1.5px solid #000;width:190px}
.two{display:flex;border:1.5px solid #000;border-top:0}
.two>div{flex:1;padding:6px 8px} .two>div+div{border-left:1.5px solid #000}
.lb{font-size:7.5pt;text-transform:uppercase;font-weight:bold}
.sh{background:#222;color:#fff;font-weight:bold;padding:3px 8px;margin:9px 0 5px;font-size:10pt}
table.a{border-collapse:collapse;width:100%} table.a td{border:1px solid #000;padding:3px 6px}
`, `
<div class="hd"><div class="st">STATE OF WISCONSIN</div><div class="ct">CIRCUIT COURT<br>MILWAUKEE COUNTY</div><div class="cn"><span class="lb">Case No.</span><br><b style="font-size:11.5pt">2026SC004127</b><br><span class="lb">Case code</span> 31003 &middot; Small Claims</div></div>
<div class="two"><div><span class="lb">Plaintiff's name and address</span><br><b>NORTHWOODS BANK &amp; TRUST</b>, successor by merger to Pewaukee Savings Bank<br>N14 W24200 Tower Place Dr, Suite 250<br>Pewaukee, WI 53072</div>
<div><span class="lb">Defendant's name and address</span><br><b>YER VANG</b><br>3317 S 13th St<br>Milwaukee, WI 53215<br><span class="lb">Other defendant</span><br>TOU VANG, same address</div></div>
<div style="text-align:center;font-weight:bold;font-size:13pt;margin:8px 0 2px">SUMMONS AND COMPLAINT &mdash; SMALL CLAIMS</div>
<div style="text-align:center;font-size:8.5pt">Money judgment &middot; Wis. Stat. ch. 799</div>
<div class="sh">THE STATE OF WISCONSIN, TO THE PERSON(S) NAMED ABOVE AS DEFENDANT(S):</div>
<p>You are being sued by the person(s) named above as Plaintiff. A copy of the claim has been sent to you with this summons. You must appear in court on the date and time below, or file a written answer if required by local rule, or the plaintiff may win the case and a judgment may be entered against you for what the plaintiff is asking.</p>
<table class="a"><tr><td><span class="lb">Return date &amp; time</span><br>January 28, 2027, 8:30 a.m.</td><td><span class="lb">Place</span><br>Milwaukee County Courthouse, Room 400, 1180 N Courthouse Way, Milwaukee, WI 53233</td></tr></table>
<div class="sh">COMPLAINT</div>
<p>Plaintiff demands judgment for: &nbsp;<b>$3,905.72</b> principal, plus interest at 5% of $228.19 stated separately, costs (filing fee $94.50, service fee $60.00) and statutory attorney fees of $50.00. Total with costs: $4,338.41.</p>
<p>Brief statement of dates and facts: Defendant opened consumer credit card account ending 2093 on 04/11/2022 and failed to pay as agreed; last payment 02/15/2026; account charged off 08/31/2026. Plaintiff is the original creditor and owner of the account. This is a consumer credit transaction under Wis. Stat. ch. 421&ndash;427; venue is proper because the customer resides in Milwaukee County.</p>
<table class="a" style="margin-top:6px"><tr><td style="width:55%"><span class="lb">Plaintiff's attorney</span><br>Anna M. Krueger, State Bar No. 1098432<br>Krueger Lindqvist, S.C.<br>700 N Water Terrace, Suite 1120, Milwaukee, WI 53202<br>(414) 555-0150 &middot; akrueger@kruegerlindqvist.com</td>
<td><span class="lb">Other contacts</span><br>E-filing: efile@kruegerlindqvist.com<br>Paralegal: bkohl@kruegerlindqvist.com<br>Clerk of Circuit Court: sc-intake@milwaukee-cc.example.gov<br>Our file: KL-55013</td></tr></table>
<p style="margin-top:8px">If you require reasonable accommodations due to a disability to participate in the court process, please call (414) 555-0111 at least 10 working days prior to the scheduled court date. Please note that the court does not provide transportation.</p>
<p style="margin-top:10px">Dated: December 30, 2026 &nbsp;&nbsp;&nbsp; Electronically signed by Anna M. Krueger</p>
<div style="position:absolute;bottom:18px;left:50px;right:50px;font-size:7.5pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between"><span>SC-500-style, Summons and Complaint (Small Claims)</span><span>Case No. 2026SC004127 &middot; This form shall not be modified.</span></div>
`),
  photo: { seed: 808, keystone: 6.0, rotation: 2.7, fill: 0.76, bg: 'fabric', falloff: 0.35, hand: true, cast: '#d8e8ff', castPct: 10, blur: 1.1, noise: 0.6, quality: 60, size: [1600, 2133], dim: false },
});

// ---------------------------------------------------------------- 09 medical validation notice
const mrow = (a, b, cls = '') => `<tr class="${cls}"><td>${a}</td><td style="text-align:right">${b}</td></tr>`;
docs.push({
  id: '09', state: 'CO', kind: 'collection letter (medical validation notice)', layout: 'validation-notice-itemization-tearoff', font: 'C059',
  expected: {
    customer_name: 'Denise Okafor', plaintiff_name: 'Palisade Health Receivables, LLC',
    law_firm_name: null, lawyer_email: null, lawsuit_state: 'CO',
    lawsuit_amount: 2161.30, civil_number: null, court_name: null,
    customer_street: '2270 Larkspur Ln Unit 4B', customer_city: 'Aurora', customer_state: 'CO', customer_zip_code: '80012',
    determine_if_lawsuit_exists: false },
  html: page(`
.page{font-family:'C059';font-size:10pt;line-height:1.33;padding:34px 54px}
.lh{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:5px}
.two{display:flex;gap:24px;margin-top:10px} .two>div{flex:1}
.box{border:1.5px solid #000;padding:6px 9px}
table.it{width:100%;border-collapse:collapse;font-size:9.5pt} table.it td{padding:2px 4px;border-bottom:1px solid #bbb}
table.it tr.tot td{border-top:2px solid #000;font-weight:bold;border-bottom:0}
.tear{border-top:2px dashed #000;margin-top:10px;padding-top:6px;position:relative}
.cb{display:inline-block;width:10px;height:10px;border:1px solid #000;margin-right:5px;vertical-align:-1px}
h3{margin:8px 0 4px;font-size:10.5pt}
`, `
<div class="lh"><div><b style="font-size:15pt">Meridian Recovery Services, Inc.</b><br>PO Box 0174, Englewood, CO 80155 &middot; (303) 555-0109<br>Mon&ndash;Fri 8 a.m.&ndash;6 p.m. MT &middot; help@meridianrecovery.example.com</div><div style="text-align:right;font-size:9pt">Colorado collection agency license 1999-0417<br>Reference #: MRS-7730-41925<br>Notice date: December 30, 2026</div></div>
<div class="two"><div style="padding-top:14px">Denise Okafor<br>2270 Larkspur Ln Unit 4B<br>Aurora, CO 80012</div>
<div class="box"><b>Meridian Recovery Services is a debt collector.</b> We are trying to collect a debt that you owe to <b>Palisade Health Receivables, LLC</b>. We will use any information you give us to help collect the debt.</div></div>
<h3>Our information shows:</h3>
<div class="two" style="margin-top:0"><div>You received medical services from <b>Front Range Emergency Physicians</b> (original creditor) on 05/03/2025, account number ER-55120873.<br><br>Patient: Denise Okafor &middot; Guarantor: same<br>Current creditor: Palisade Health Receivables, LLC<br>Hospital billing reference: HB-2025-118406</div>
<div><table class="it">
${mrow('As of January 14, 2026 (itemization date), you owed:', '$2,318.40')}
${mrow('Between January 14, 2026 and today:', '')}
${mrow('&nbsp;&nbsp;You were charged this amount in interest:', '+ $0.00')}
${mrow('&nbsp;&nbsp;You were charged this amount in fees:', '+ $35.00')}
${mrow('&nbsp;&nbsp;You paid or were credited this amount toward the debt (payments):', '&ndash; $150.00')}
${mrow('&nbsp;&nbsp;Insurance adjustment credits:', '&ndash; $42.10')}
${mrow('Total amount of the debt now:', '$2,161.30', 'tot')}
</table></div></div>
<h3>How can you dispute the debt?</h3>
<p><b>Call or write to us by February 9, 2027, to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct. If you write to us by February 9, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also dispute online at meridianrecovery.example.com/dispute.</p>
<h3>What else can you do?</h3>
<p><b>Write to ask for the name and address of the original creditor, if different from the current creditor.</b> If you write by February 9, 2027, we must stop collection until we send you that information. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
<p style="font-size:8.5pt">Medical debt notice: you may be eligible for financial assistance from the hospital. Paid medical debt will not be reported to credit bureaus; we do not report medical debt under $500. Colorado office: 7200 E Hampden Crossing, Suite 330, Denver, CO 80224.</p>
<div class="tear"><span style="position:absolute;top:-11px;left:0;background:#fff;font-size:8.5pt;padding-right:6px">&#9986; Detach and return this portion</span>
<div class="two" style="margin-top:4px"><div><b>Mail this form to:</b><br>Meridian Recovery Services, Inc.<br>PO Box 0174<br>Englewood, CO 80155<br><br>Denise Okafor<br>2270 Larkspur Ln Unit 4B<br>Aurora, CO 80012<br>Reference #: MRS-7730-41925</div>
<div><b>How do you want to respond?</b><br>Check all that apply:<br><span class="cb"></span>I want to dispute the debt because I think:<br>&nbsp;&nbsp;&nbsp;<span class="cb"></span>This is not my debt. &nbsp;<span class="cb"></span>The amount is wrong.<br>&nbsp;&nbsp;&nbsp;<span class="cb"></span>Other (please describe on reverse).<br><span class="cb"></span>I want you to send me the name and address of the original creditor.<br><span class="cb"></span>I enclosed this amount: $__________<br>Make checks payable to Meridian Recovery Services, Inc. Include reference # MRS-7730-41925.</div></div></div>
`),
  photo: { seed: 909, keystone: 1.2, rotation: -2.4, fill: 0.91, bg: 'desk', falloff: 0.3, hand: false, cast: '#fff4d0', castPct: 5, blur: 0.6, noise: 0.4, quality: 84, size: [1200, 1600], dim: false },
});

// ---------------------------------------------------------------- 10 Spanish law-firm letter
docs.push({
  id: '10', state: 'TX', kind: 'collection letter (law firm, Spanish, suit filed)', layout: 'spanish-letter-sidebar-letterhead', font: 'P052',
  expected: {
    customer_name: 'José Ángel Peñaloza Ruiz', plaintiff_name: 'Río Bravo Consumer Credit, LLC',
    law_firm_name: 'Ybarra, Whitfield & Luna, P.C.', lawyer_email: 'mluna@ywlabogados.com', lawsuit_state: 'TX',
    lawsuit_amount: 3472.85, civil_number: '6-1-DC26-00731',
    court_name: 'Justice Court, Precinct No. 6, Place 1, El Paso County, Texas',
    customer_street: '1550 N Zaragoza Rd # 310', customer_city: 'El Paso', customer_state: 'TX', customer_zip_code: '79936',
    determine_if_lawsuit_exists: true },
  html: page(`
.page{font-family:'P052';font-size:11pt;line-height:1.4;display:flex}
.side{width:190px;background:#3a1f1f;color:#fff;padding:40px 16px;font-size:8.5pt;line-height:1.35}
.side b{font-size:9.5pt}
.main{flex:1;padding:40px 46px 30px 34px}
.fn{font-size:19pt;letter-spacing:1px;color:#3a1f1f;font-weight:bold}
.rule{border-bottom:2px solid #3a1f1f;margin:4px 0 14px}
table.d{border-collapse:collapse;margin:6px 0 10px;width:100%;font-size:10.5pt} table.d td{border:1px solid #777;padding:3px 7px}
`, `
<div class="side"><b>YBARRA, WHITFIELD &amp; LUNA, P.C.</b><br>Abogados &middot; Attorneys at Law<br><br>Oficina principal:<br>6010 Mesa Vista Blvd, Suite 230<br>El Paso, TX 79912<br>Tel. (915) 555-0133<br>Fax (915) 555-0134<br><br><b>Abogada a cargo</b><br>Lic. Marisol Luna<br>Texas Bar No. 24088157<br>mluna@ywlabogados.com<br><br><b>Asistente legal</b><br>Rocío Ortega<br>rortega@ywlabogados.com<br><br><b>Pagos</b><br>pagos@ywlabogados.com<br><br>Otros abogados:<br>Héctor Ybarra<br>Dale Whitfield<br><br>Horario: lunes a viernes, 8:30&ndash;5:00</div>
<div class="main"><div class="fn">Ybarra, Whitfield &amp; Luna, P.C.</div><div class="rule"></div>
<p style="text-align:right">El Paso, Texas, 30 de diciembre de 2026</p>
<p>Sr. José Ángel Peñaloza Ruiz<br>1550 N Zaragoza Rd # 310<br>El Paso, TX 79936</p>
<p><b>Asunto: Aviso de demanda presentada</b><br>Nuestro expediente: YWL-26-1188 &middot; Cuenta núm. ****4417</p>
<p>Estimado Sr. Peñaloza:</p>
<p>Este despacho representa a <b>Río Bravo Consumer Credit, LLC</b>, cesionaria de la cuenta de tarjeta de crédito originalmente abierta con Banco Fronterizo del Norte. Le informamos que nuestro cliente <b>ha presentado una demanda</b> en su contra para cobrar el saldo de la cuenta. Los datos de la demanda son:</p>
<table class="d"><tr><td>Tribunal</td><td>Justice Court, Precinct No. 6, Place 1, El Paso County, Texas</td></tr>
<tr><td>Número de causa</td><td><b>6-1-DC26-00731</b></td></tr>
<tr><td>Demandante</td><td>Río Bravo Consumer Credit, LLC</td></tr>
<tr><td>Fecha de presentación</td><td>22 de diciembre de 2026</td></tr>
<tr><td>Saldo adeudado (reclamado)</td><td><b>$3,472.85</b></td></tr>
<tr><td>Costas judiciales (aparte)</td><td>$54.00 presentación &middot; $75.00 notificación</td></tr>
<tr><td>Total con costas</td><td>$3,601.85</td></tr></table>
<p>Usted recibirá por separado la citación oficial (<i>citation</i>). Tiene derecho a presentar una respuesta por escrito ante el tribunal dentro del plazo que indique la citación; de lo contrario, el tribunal podría dictar un fallo en rebeldía en su contra. Si desea resolver este asunto antes de la audiencia, comuníquese con nuestra oficina al (915) 555-0133 o por correo electrónico. Con gusto le explicaremos las opciones de pago.</p>
<p>La dirección del tribunal es 7944 Tigua Plaza, El Paso, TX 79915. Correo de la secretaría: jp61-civil@epcounty-jp.example.gov.</p>
<p style="font-size:9pt">Este despacho es un cobrador de deudas. Esta comunicación es un intento de cobrar una deuda y cualquier información obtenida será utilizada para ese fin.</p>
<p style="margin-top:12px">Atentamente,<br><br>Lic. Marisol Luna<br>Ybarra, Whitfield &amp; Luna, P.C.</p></div>
`),
  photo: { seed: 1010, keystone: 4.5, rotation: 1.1, fill: 0.84, bg: 'wood', falloff: 0.4, hand: false, cast: '#ffe0b0', castPct: 9, blur: 1.3, noise: 0.7, quality: 72, size: [1600, 2133], dim: false },
});

module.exports = { docs };
