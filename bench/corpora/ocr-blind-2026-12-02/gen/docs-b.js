'use strict';
const { money, num, U, zipFull, cityLine, addr1, courtLineList, cb, page } = require('./lib');

const docs = [];

// ---------------------------------------------------------------- 11 NY Nassau District Court summons, TO: block
docs.push({
  id: '11', state: 'NY', kind: 'court', font: 'DejaVu Serif', size: 9.5,
  layout: 'NY district court summons with endorsed complaint: three-line court heading at top left, X-box caption, consumer address in boxed "TO:" block, attorney bottom right, clerk e-mail',
  cust: { name: 'Patrick J. Donnelly', street: '52 Smith St Apt 3', city: 'Freeport', st: 'NY', zip: '11520' },
  pl: { name: 'American Express National Bank', street: 'c/o 4315 Pinnacle Ridge Rd', city: 'Sunrise, FL 33323' },
  firm: { name: 'Brightwater Legal Group, PLLC', atty: 'Samantha L. Cheng, Esq.', street: '1010 Northern Blvd, Suite 208', city: 'Great Neck, NY 11021',
          phone: '(516) 555-0184', fax: '(516) 555-0185', email: 'scheng@brightwaterlegal.com' },
  court: { parts: [['District Court of the County of Nassau'], ['First District'], ['Hempstead Part']], addr: '212 Fulton Plaza, Hempstead, New York 11550' },
  caseNo: 'CV-003118-26/HE', amount: 4520.75, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:70px; top:56px; width:676px; }
      .xl { border-top:1px solid #000; position:relative; margin:4px 0; } .xl:after { content:'X'; position:absolute; right:-9px; top:-9px; }
      .cap { display:flex; } .cap .l { width:380px; line-height:1.5; padding:4px 0; } .cap .rr { flex:1; padding:6px 0 0 22px; line-height:1.5; }
      .to { border:1.5px solid #000; padding:6px 10px; width:360px; margin:8px 0; line-height:1.45; }
      p { text-align:justify; line-height:1.45; }
      .foot { position:absolute; left:70px; right:70px; bottom:28px; font-size:6.6pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div class="b" style="font-size:10pt">${L[0]}<br>${L[1]}<br>${L[2]}</div>
      <div class="xl" style="margin-top:8px"></div>
      <div class="cap"><div class="l">${U(d.pl.name)},<br><span style="margin-left:220px">Plaintiff,</span><br><span style="margin-left:80px">- against -</span><br>${U(c.name)},<br><span style="margin-left:220px">Defendant.</span></div>
        <div class="rr">Index No.: <b>${d.caseNo}</b><br>Date Index No. Purchased: 04/14/2026<br><br><b style="font-size:13pt">SUMMONS</b><br><span class="sm">Plaintiff designates Nassau County as the place of trial. Basis of venue: defendant's residence.</span></div></div>
      <div class="xl"></div>
      <div class="c b" style="margin:6px 0;font-size:10.5pt">CONSUMER CREDIT TRANSACTION</div>
      <div class="to"><b>TO:</b> &nbsp; ${U(c.name)}<br><span style="margin-left:34px">${c.street}</span><br><span style="margin-left:34px">${cityLine(c)}</span></div>
      <p><b>YOU ARE HEREBY SUMMONED</b> to appear in the ${d.court.parts.map((p) => p.join(' ')).join(', ')}, at the office of the Clerk of said Court at ${d.court.addr}, in the County of Nassau,
        State of New York, by serving an answer to the endorsed complaint within the time provided by law; upon your failure to answer, judgment will be taken against you for the sum of
        <b>${money(d.amount)}</b>, with interest thereon from June 12, 2025, together with the costs of this action. The Court's jurisdiction in civil matters is limited to $15,000.00.</p>
      <p class="b" style="margin-top:8px">ENDORSED COMPLAINT</p>
      <p>The nature and substance of Plaintiff's cause of action is as follows: Plaintiff issued to Defendant a credit card account ending 1006 (Blue Cash Everyday® Card). Defendant used the account and agreed to pay for all charges made.
        Defendant defaulted on June 12, 2025, and there remains due and owing the principal sum of ${money(d.amount)}. Plaintiff demands judgment in the sum of ${money(d.amount)}, plus interest at 9% per annum
        from June 12, 2025 (approximately $335.27), plus costs and disbursements of $65.00 (index number fee $45.00; service $20.00).</p>
      <p class="sm">If this summons is served by personal delivery to you within the County of Nassau you must answer within 20 days after service; if served in any other manner, within 30 days after proof of service is filed.
        Clerk's office: (516) 555-0102 · civil.clerk@nassau-dc-ny.org (general inquiries only; no filings by e-mail).</p>
      <div style="display:flex;justify-content:space-between;margin-top:12px">
        <div class="sm" style="padding-top:20px">Dated: Great Neck, New York<br>April 14, 2026</div>
        <div style="width:320px;line-height:1.35">Yours, etc.,<br><b>${U(f.name)}</b><br>Attorneys for Plaintiff<br>By: <span class="sig">S. Cheng</span><br>${f.atty}<br>${f.street}<br>${f.city}<br>Tel. ${f.phone} &nbsp; Fax ${f.fax}<br>${f.email}</div>
      </div>
      <div class="sm" style="border-top:1px solid #000;margin-top:10px;padding-top:4px">Plaintiff's address: ${U(d.pl.name)}, ${d.pl.street}, ${d.pl.city}</div>
    </div>
    <div class="foot"><span>This communication is from a debt collector.</span><span>BLG File 2611-0487</span></div>`);
  },
});

// ---------------------------------------------------------------- 12 VA law firm letter announcing a filed suit
docs.push({
  id: '12', state: 'VA', kind: 'letter', font: 'P052', size: 10.5,
  layout: 'law firm letter announcing a filed warrant in debt: letterhead, window address block with ZIP+4, "Re:" block with court and case number, settlement offer, attorney signature with e-mail',
  cust: { name: 'Gregory S. Whitcomb', street: '7719 Backlick Rd Apt 302', city: 'Springfield', st: 'VA', zip: '22150', zip4: '2207' },
  pl: { name: 'Citibank, N.A.' },
  firm: { name: 'Harwell, Pruitt & Lange, P.C.', atty: 'Dana L. Trent, Esq.', street: '4100 Monument Corner Drive, Suite 300', city: 'Fairfax, Virginia 22030',
          phone: '(703) 555-0145', fax: '(703) 555-0146', email: 'dtrent@harwellpruitt.com', email2: 'payments@harwellpruitt.com' },
  court: { parts: [['Fairfax County General District Court'], ['Civil Division']] },
  caseNo: 'GV26009471-00', amount: 7412.90, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .lh { position:absolute; left:70px; right:70px; top:44px; text-align:center; border-bottom:1px solid #000; padding-bottom:8px; }
      .lh .n { font-size:17pt; letter-spacing:2px; }
      .win { position:absolute; left:84px; top:186px; line-height:1.3; font-family:'Liberation Mono', monospace; font-size:9.5pt; }
      .body { position:absolute; left:84px; top:322px; width:648px; line-height:1.42; }
      .body p { text-align:justify; margin-bottom:9px; }
      .re td { padding:0 8px 0 0; vertical-align:top; }
      .foot { position:absolute; left:70px; right:70px; bottom:30px; font-size:7pt; text-align:center; border-top:1px solid #000; padding-top:4px; }
    `;
    return page(d, css, `
    <div class="lh"><div class="n">${U(f.name)}</div><div class="i">Attorneys at Law</div>
      <div class="sm">${f.street} · ${f.city} · Tel ${f.phone} · Fax ${f.fax}</div></div>
    <div class="abs" style="left:84px;top:150px;font-size:8pt">April 22, 2026</div>
    <div class="win">${U(c.name)}<br>${U(c.street)}<br>${U(c.city)} ${c.st} ${zipFull(c)}</div>
    <div class="abs sm" style="left:470px;top:186px;width:260px">Our File No.: HPL-26-11873<br>Please refer to this number in all correspondence.</div>
    <div class="body">
      <table class="re"><tr><td class="b">Re:</td><td><b>${d.pl.name} v. ${c.name}</b><br>${d.court.parts.map((p) => p.join(' ')).join(', ')}<br>Case No. ${d.caseNo}<br>Return Date: May 28, 2026 at 10:00 a.m.<br>Amount of claim: ${money(d.amount)}</td></tr></table>
      <p style="margin-top:12px">Dear Mr. Whitcomb:</p>
      <p>This firm represents ${d.pl.name} with respect to your Costco Anywhere Visa® Card account ending 5512. Please be advised that a Warrant in Debt has been filed against you in the Fairfax County General District Court
        seeking <b>${money(d.amount)}</b> in principal, plus interest at the judgment rate of 6% from the date of judgment, court costs of $58.00, and attorney's fees of $1,111.94. The warrant will be served on you by the sheriff.</p>
      <p>You are not required to appear on the return date if you do not contest the claim, but if you do not appear, a default judgment may be entered against you. If you wish to dispute the claim, you should appear on the return date or file a written Bill of Particulars response as the court directs.</p>
      <p>Our client has authorized us to accept <b>$5,200.00</b> in full settlement if payment is received on or before May 15, 2026, in which case the lawsuit will be dismissed. Total amount if the case proceeds to judgment, including costs and fees: $8,582.84.</p>
      <p>You may contact the undersigned directly at ${f.email} or by phone at ${f.phone}. Payments may be arranged through our payment department at ${f.email2}.</p>
      <p>Very truly yours,</p>
      <div style="line-height:1.25"><span class="sig" style="font-size:20pt">Dana L. Trent</span><br>${f.atty}<br>${f.name}</div>
    </div>
    <div class="foot">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. If you have received a discharge in bankruptcy, this letter is for informational purposes only.</div>`);
  },
});

// ---------------------------------------------------------------- 13 FL Orange County small claims statement of claim
docs.push({
  id: '13', state: 'FL', kind: 'court', font: 'Liberation Sans', size: 10,
  layout: 'FL small claims statement of claim form: court heading plus division line, fill-in form lines, defendant box printed last name first, pretrial notice box, attorney block bottom with service e-mail',
  cust: { name: 'Alberto J. Renteria', printName: 'RENTERIA, ALBERTO J.', street: '4617 Cinderlane Pkwy Apt 912', city: 'Orlando', st: 'FL', zip: '32808' },
  pl: { name: 'Synchrony Bank', street: 'c/o 4470 Lakeshore Corporate Pkwy', city: 'Alpharetta, GA 30005' },
  firm: { name: 'Fenwick & Solano, P.L.', atty: 'Toby R. Fenwick, Esq.', bar: 'FBN 1104417', street: '390 N. Orange Avenue, Suite 1500', city: 'Orlando, FL 32801',
          phone: '(407) 555-0129', email: 'tfenwick@fenwicksolano.com', email2: 'pleadings@fenwicksolano.com' },
  court: { prefix: 'In the', parts: [['County Court, in and for Orange County, Florida'], ['Small Claims Division']], addr: '1900 N. Rosalind Plaza, Orlando, FL 32801' },
  caseNo: '2026-SC-011203-O', amount: 1874.22, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:64px; top:54px; width:688px; }
      .ln { border-bottom:1px solid #000; padding:2px 4px; min-height:20px; }
      .lb { font-size:7.5pt; }
      .bx { border:1.5px solid #000; padding:6px 8px; }
      p { line-height:1.5; text-align:justify; }
      .foot { position:absolute; left:64px; right:64px; bottom:28px; font-size:6.5pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div class="c b" style="font-size:11pt">${L[0]}</div><div class="c b">${L[1]}</div>
      <div style="display:flex;justify-content:flex-end;margin-top:10px">CASE NO.: <span class="ln b" style="margin-left:6px;min-width:200px">${d.caseNo}</span></div>
      <div style="display:flex;gap:24px;margin-top:8px">
        <div style="flex:1"><div class="lb">Plaintiff</div><div class="ln">${d.pl.name}</div><div class="ln">${d.pl.street}</div><div class="ln">${d.pl.city}</div></div>
        <div style="padding-top:30px" class="b">vs.</div>
        <div style="flex:1" class="bx"><div class="lb">Defendant (last, first, middle) and address</div><b>${c.printName}</b><br>${c.street}<br>${cityLine(c)}<br><span class="lb">Phone: (407) 555-0117</span></div>
      </div>
      <div class="c b" style="font-size:14pt;margin:14px 0 8px 0">STATEMENT OF CLAIM</div>
      <p>Plaintiff, ${d.pl.name}, sues Defendant, ${c.name}, for <b>${money(d.amount)}</b>, which is due with interest since November 2, 2024, for money lent on a Lowe's Advantage Card revolving credit account, account number ending 6093, according to the account statement attached as Exhibit A.
        Plaintiff has made demand for payment and Defendant has refused to pay.</p>
      <p>Plaintiff demands judgment against Defendant for ${money(d.amount)}, plus court costs of $185.00 (filing fee for claims over $500 up to $2,500), service of process costs of $40.00, and prejudgment interest of $142.18. Total if judgment is entered as requested: $2,241.40.</p>
      <p class="sm">This claim is within the jurisdiction of the Small Claims Court (claims up to $8,000.00, exclusive of costs, interest, and attorney fees). Plaintiff has complied with all conditions precedent.</p>
      <div class="bx" style="margin-top:10px"><b>NOTICE TO APPEAR FOR PRETRIAL CONFERENCE.</b> The Defendant is required to appear in person or by attorney at the pretrial conference on <b>June 23, 2026 at 9:00 a.m.</b>,
        Courtroom 3-C, ${d.court.addr}. If you fail to appear, a default judgment may be entered against you. If you are a person with a disability who needs an accommodation, contact the Court ADA Coordinator at (407) 555-0193 at least 7 days before your scheduled appearance.</div>
      <div style="display:flex;justify-content:space-between;margin-top:14px">
        <div style="width:300px;line-height:1.4"><span class="sig">Toby R. Fenwick</span><br>${f.atty}<br>${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}</div>
        <div style="width:330px;line-height:1.4;padding-top:30px">Telephone: ${f.phone}<br>Primary e-mail: ${f.email}<br>Service e-mail: ${f.email2}<br>Attorney for Plaintiff</div>
      </div>
      <div class="sm" style="margin-top:12px;border-top:1px solid #000;padding-top:4px">CERTIFICATE: I certify that a copy of this Statement of Claim will be served upon the Defendant with the Summons/Notice to Appear by the Orange County Sheriff or certified process server. Dated: 05/19/2026</div>
    </div>
    <div class="foot"><span>Form 7.330 (modified) — Statement of Claim</span><span>This communication is from a debt collector.</span></div>`);
  },
});

// ---------------------------------------------------------------- 14 MI 36th District Court summons form
docs.push({
  id: '14', state: 'MI', kind: 'court', font: 'DejaVu Sans Condensed', size: 9,
  layout: 'MI court summons form: ruled grid with court, SUMMONS title and case number cells, party and attorney boxes, checkbox instructions, amount box',
  cust: { name: 'Deshawn T. McKinney', street: '19340 Greenfield Rd Apt 6', city: 'Detroit', st: 'MI', zip: '48235' },
  def2: 'JASMINE R. MCKINNEY',
  pl: { name: 'Credit Acceptance Corporation', street: '24400 Evergreen Rd, Suite 500', city: 'Southfield, MI 48075' },
  firm: { name: 'Ridley Hoag PLC', atty: 'Carla M. Jessup', bar: 'P71852', street: '30150 Telegraph Rd, Suite 444', city: 'Bingham Farms, MI 48025',
          phone: '(248) 555-0151', email: 'cjessup@ridleyhoag.com' },
  court: { parts: [['36th District Court'], ['City of Detroit']], addr: '610 Cadillac Square West, Detroit, MI 48226' },
  caseNo: '26-114732-GC', amount: 6912.40, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:48px; top:40px; width:720px; }
      table.g { width:100%; } table.g td { border:1px solid #000; vertical-align:top; padding:3px 5px; }
      .lb { font-size:6.8pt; }
      .big { font-size:10.5pt; font-weight:bold; }
      .notice p { margin:0 0 3px 0; text-align:justify; }
      .foot { position:absolute; left:48px; right:48px; bottom:26px; font-size:6.5pt; display:flex; justify-content:space-between; border-top:1.5px solid #000; padding-top:2px; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div style="display:flex;justify-content:space-between" class="lb"><span>Approved, SCAO</span><span>Original - Court &nbsp; 1st copy - Defendant &nbsp; 2nd copy - Plaintiff &nbsp; 3rd copy - Return</span></div>
      <div class="b" style="font-size:8pt;margin:2px 0">STATE OF MICHIGAN</div>
      <table class="g"><tr><td style="width:42%"><div class="big">${L[0]}</div><div class="b">${L[1]}</div></td>
        <td class="c" style="width:26%"><div style="font-size:13pt;font-weight:bold;margin-top:4px">SUMMONS</div></td>
        <td><div class="lb">CASE NO.</div><div class="big">${d.caseNo}</div><div class="lb">Hon. A. Delacroix-Bey</div></td></tr>
        <tr><td colspan="2"><div class="lb">Court address</div>${d.court.addr}</td><td><div class="lb">Court telephone no.</div>(313) 555-0190</td></tr></table>
      <table class="g" style="border-top:none"><tr>
        <td style="width:48%;height:96px"><div class="lb">Plaintiff's name(s), address(es), and telephone no(s).</div>${U(d.pl.name)}<br>${d.pl.street}<br>${d.pl.city}<br>(248) 555-0110</td>
        <td class="c" style="width:4%;vertical-align:middle;border:none">v</td>
        <td><div class="lb">Defendant's name(s), address(es), and telephone no(s).</div>${U(c.name)}<br>${U(c.street)}<br>${U(cityLine(c))}<br>${d.def2}, same address</td></tr>
        <tr><td colspan="3"><div class="lb">Plaintiff's attorney, bar no., address, and telephone no.</div>${f.atty} (${f.bar}) · ${U(f.name)} · ${f.street}, ${f.city} · ${f.phone} · ${f.email}</td></tr></table>
      <div style="margin-top:6px" class="lb"><b>Instructions:</b> Check the items below that apply to you and provide any required information. Submit this form to the court clerk along with your complaint and, if necessary, a case inventory addendum (form MC 21).</div>
      <div style="border:1px solid #000;padding:4px 6px;margin-top:3px">
        <b>Domestic Relations Case</b><br>${cb(false)} There are no pending or resolved cases within the jurisdiction of the family division of the circuit court involving the family or family members of the person(s) who are the subject of the complaint.<br>
        <b>Civil Case</b><br>${cb(false)} This is a business case in which all or part of the action includes a business or commercial dispute under MCL 600.8035.<br>
        ${cb(false)} MDHHS and a contracted health plan may have a right to recover expenses in this case.<br>
        ${cb(true)} There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in the complaint.<br>
        ${cb(false)} A civil action between these parties or other parties arising out of the transaction or occurrence alleged in the complaint has been previously filed in ______ Court.</div>
      <div style="border:1px solid #000;border-top:none;padding:4px 6px"><b>Amount claimed in complaint:</b> deficiency balance after repossession and sale of a 2019 Nissan Altima (Retail Installment Contract no. 88-40213). Principal claimed:
        <b>${money(d.amount)}</b> &nbsp; Interest: 7.00% per annum from 01/15/2026 &nbsp; Costs: filing fee $150.00, service fee $26.00 &nbsp; Statutory attorney fee: $75.00.
        <span class="lb">(District court jurisdiction is limited to $25,000.00.)</span></div>
      <div style="border:1.5px solid #000;margin-top:6px;padding:5px 7px" class="notice">
        <div class="b c" style="margin-bottom:3px">Summons section completed by court clerk. &nbsp; SUMMONS</div>
        <p><b>NOTICE TO THE DEFENDANT:</b> In the name of the people of the State of Michigan you are notified:</p>
        <p>1. You are being sued.</p>
        <p>2. <b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to file a written answer with the court and serve a copy on the other party or take other lawful action with the court (28 days if you were served by mail or you were served outside this state).</p>
        <p>3. If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</p>
        <p>4. If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter to help you fully participate in court proceedings, please contact the court immediately to make arrangements.</p>
        <table style="width:100%;margin-top:6px"><tr><td style="border-top:1px solid #000;width:25%"><span class="lb">Issue date</span><br>05/04/2026</td><td style="width:4%"></td>
          <td style="border-top:1px solid #000;width:25%"><span class="lb">Expiration date*</span><br>08/03/2026</td><td style="width:4%"></td>
          <td style="border-top:1px solid #000"><span class="lb">Court clerk</span><br><span class="sig" style="font-size:13pt">R. Tillman</span></td></tr></table>
        <div class="lb" style="margin-top:3px">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court. Clerk e-mail for scheduling only: civilclerk36@detroit-dc36.org</div>
      </div>
    </div>
    <div class="foot"><span>MC 01 (9/19) &nbsp; SUMMONS</span><span>MCR 1.109(D), MCR 2.102(B), MCR 2.103, MCR 2.104, MCR 2.105</span></div>`);
  },
});

// ---------------------------------------------------------------- 15 OH Mahoning County Court, ")" caption, two defendants
docs.push({
  id: '15', state: 'OH', kind: 'court', font: 'C059', size: 10,
  layout: 'OH county court complaint: two-line court heading, ")" caption with both defendants and addresses, two counts, attorney block bottom with clerk e-mail nearby',
  cust: { name: 'Gary W. Pietrowski', street: '88 Westchester Dr', city: 'Youngstown', st: 'OH', zip: '44515' },
  def2: 'DONNA M. PIETROWSKI',
  pl: { name: 'Bank of America, N.A.', street: '7105 Corporate Center Dr', city: 'Charlotte, NC 28226' },
  firm: { name: 'Kowalski Ruhl & Dyer, LLC', atty: 'Stephen A. Ruhl', bar: '(0081532)', street: '26 Market Square, Suite 300', city: 'Youngstown, Ohio 44503',
          phone: '(330) 555-0158', email: 'sruhl@kowalskiruhl.com' },
  court: { prefix: 'In the', parts: [['Mahoning County Court No. 4'], ['Austintown, Ohio']], addr: '5850 Kirk Commons Dr., Austintown, Ohio 44515' },
  caseNo: '2026 CVF 00412', amount: 4388.19, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:88px; top:70px; width:640px; }
      .cap td { vertical-align:top; line-height:1.36; }
      p { text-align:justify; line-height:1.5; margin-bottom:6px; }
      .foot { position:absolute; left:88px; right:88px; bottom:30px; font-size:7pt; text-align:center; }
    `;
    const paren = Array(17).fill(')').join('<br>');
    return page(d, css, `
    <div class="wrap">
      <div class="c b" style="font-size:11.5pt">${L[0]}<br>${L[1]}</div>
      <table class="cap" style="width:100%;margin-top:14px"><tr>
        <td style="width:320px">${U(d.pl.name)}<br>${d.pl.street}<br>${d.pl.city},<br><span style="margin-left:130px">Plaintiff,</span><br>-vs-<br>
          ${U(c.name)}<br>${c.street}<br>${cityLine(c)},<br><br>and<br><br>${d.def2}<br>${c.street}<br>${cityLine(c)},<br><span style="margin-left:130px">Defendants.</span></td>
        <td style="width:16px">${paren}</td>
        <td style="padding-left:18px"><br>CASE NO. <b>${d.caseNo}</b><br><br>JUDGE: ________________<br><br><b>COMPLAINT FOR MONEY</b><br><b>(Account / Unjust Enrichment)</b></td></tr></table>
      <div class="b c" style="margin:12px 0 6px 0">COUNT ONE</div>
      <p>1. Plaintiff ${d.pl.name} issued a credit card account ending 7254 to Defendants ${c.name} and ${d.def2.replace(/\b(\w)(\w*)/g, (m, a, b) => a + b.toLowerCase())}, who accepted and used the account.</p>
      <p>2. Defendants defaulted and there is due to Plaintiff on the account the sum of <b>${money(d.amount)}</b>, plus interest at the rate of 3% per annum from March 1, 2025. A copy of the account is attached as Exhibit A.</p>
      <div class="b c" style="margin:8px 0 6px 0">COUNT TWO</div>
      <p>3. Defendants received the benefit of credit extended by Plaintiff and have been unjustly enriched in the amount of ${money(d.amount)}.</p>
      <p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in the amount of ${money(d.amount)}, plus interest at 3% per annum from March 1, 2025, and the costs of this action (deposit $110.00).</p>
      <div style="display:flex;justify-content:space-between;margin-top:14px">
        <div class="sm" style="width:250px;align-self:flex-end">Clerk of Court, Mahoning County Court No. 4<br>${d.court.addr}<br>Phone (330) 555-0187 · clerk4@mahoningcountycourts-oh.org</div>
        <div style="width:300px;line-height:1.35"><span class="sig">Stephen A. Ruhl</span><br>${f.atty} ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>Email: ${f.email}<br><i>Attorney for Plaintiff</i></div>
      </div>
    </div>
    <div class="foot">Kowalski Ruhl &amp; Dyer, LLC is a debt collector attempting to collect a debt. Any information obtained will be used for that purpose.</div>`);
  },
});

// ---------------------------------------------------------------- 16 CA Sacramento small claims, pro-se plaintiff
docs.push({
  id: '16', state: 'CA', kind: 'court', font: 'Nimbus Sans Narrow', size: 9.5,
  layout: 'CA small claims plaintiff\'s claim form: title column at left, clerk stamp/court/case-number boxes at right, numbered sections, plaintiff represented by an employee (no law firm)',
  cust: { name: 'Dmitri A. Volkov', street: '7421 Auburn Blvd Apt 118', city: 'Citrus Heights', st: 'CA', zip: '95610' },
  pl: { name: 'SchoolsFirst Federal Credit Union', street: '8840 Folsom Blvd', city: 'Sacramento, CA 95826' },
  firm: null,
  court: { parts: [['Superior Court of California, County of Sacramento']], addr: '4100 Bradshaw Plaza, Sacramento, CA 95827' },
  caseNo: '26SC004417', amount: 3640.00, suit: true,
  html(d) {
    const c = d.cust;
    const css = `
      .wrap { position:absolute; left:46px; top:40px; width:724px; }
      .top { display:flex; gap:10px; } .lt { flex:1; } .rt { width:250px; }
      .rb { border:1.5px solid #000; padding:4px 6px; margin-bottom:5px; font-size:8pt; }
      .sec { border-top:1.5px solid #000; padding:4px 0 6px 0; }
      .sn { display:inline-block; width:18px; height:18px; border-radius:9px; background:#000; color:#fff; text-align:center; font-weight:bold; line-height:18px; margin-right:6px; }
      .ln { border-bottom:1px solid #000; display:inline-block; padding:0 4px; }
      .lb { font-size:7.5pt; }
      .foot { position:absolute; left:46px; right:46px; bottom:26px; font-size:6.8pt; display:flex; justify-content:space-between; border-top:2px solid #000; padding-top:3px; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div class="top"><div class="lt">
          <div style="font-size:20pt;font-weight:bold">SC-100</div>
          <div style="font-size:15pt;font-weight:bold;line-height:1.15">Plaintiff's Claim and ORDER<br>to Go to Small Claims Court</div>
          <div style="margin-top:8px;background:#e8e8e8;padding:5px 7px"><b>Notice to the person being sued:</b><br>• You are the defendant if your name is listed in <b>(2)</b> below. The person suing you is the plaintiff, listed in <b>(1)</b>.<br>
            • You and the plaintiff must go to court on the trial date listed below. If you do not go to court, you may lose the case. If you lose, the court can order that your wages, money, or property be taken to pay this claim.<br>
            • Bring witnesses, receipts, and any evidence you need to prove your case.<br>• Read this form and all pages attached to understand the claim against you and to protect your rights.</div>
          <div style="margin-top:5px;background:#e8e8e8;padding:5px 7px"><b>Aviso al Demandado:</b> Usted es el Demandado si su nombre figura en <b>(2)</b>. Usted y el Demandante tienen que presentarse en la corte en la fecha del juicio indicada a continuación.</div>
        </div>
        <div class="rt"><div class="rb" style="height:92px"><span class="lb">Clerk stamps date here when form is filed.</span><div class="c" style="margin-top:6px;border:1px solid #000;padding:3px">FILED<br>05/06/2026<br>By: T. Nguyen-Park, Deputy</div></div>
          <div class="rb"><span class="lb">Fill in court name and street address:</span><br><b>${d.court.parts[0][0]}</b><br>${d.court.addr}</div>
          <div class="rb"><span class="lb">Court fills in case number when form is filed.</span><br>Case Number: <b style="font-size:11pt">${d.caseNo}</b><br>Case Name: SchoolsFirst FCU v. Volkov</div></div></div>
      <div class="sec" style="margin-top:6px"><b>Order to Go to Court</b> &nbsp; The people in <b>1</b> and <b>2</b> must go to court: <span class="lb">(Clerk fills out section below.)</span><br>
        Trial Date: <span class="ln">07/14/2026</span> Time: <span class="ln">8:30 a.m.</span> Department: <span class="ln">42</span> Name and address of court if different from above: <span class="ln">same</span></div>
      <div class="sec"><span class="sn">1</span><b>The plaintiff (the person, business, or public entity that is suing) is:</b><br>
        Name: <span class="ln" style="min-width:330px">${d.pl.name}</span> Phone: <span class="ln">(916) 555-0132</span><br>
        Street address: <span class="ln" style="min-width:420px">${d.pl.street}, ${d.pl.city}</span><br>
        Email address (if available): <span class="ln">smallclaims@sfcu-recovery.com</span><br>
        If the plaintiff is not an individual, it appears through: <span class="ln">Sandra K. Whitley, Collections Supervisor (employee; not an attorney)</span><br>
        <span class="lb">${cb(true)} Check here if your claim is about an activity for which you must be licensed. &nbsp; License number: CU-61448. &nbsp; No attorney may represent a party in small claims court.</span></div>
      <div class="sec"><span class="sn">2</span><b>The defendant (the person, business, or public entity being sued) is:</b><br>
        Name: <span class="ln" style="min-width:330px">${U(c.name)}</span> Phone: <span class="ln">(916) 555-0121</span><br>
        Street address: <span class="ln" style="min-width:420px">${c.street}, ${cityLine(c)}</span></div>
      <div class="sec"><span class="sn">3</span><b>The plaintiff claims the defendant owes $<span class="ln" style="font-size:11pt">${num(d.amount)}</span></b> (Explain below):<br>
        a. Why does the defendant owe the plaintiff money? <span class="ln">Unpaid balance of a personal loan, account ending 3307, after default on 09/12/2024.</span><br>
        b. When did this happen? Date: <span class="ln">09/12/2024</span><br>
        c. How did you calculate the money owed? <span class="ln">Loan balance after all payments and credits. Late fees ($90.00) and interest are not claimed.</span></div>
      <div class="sec"><span class="sn">4</span>You must ask the defendant (in person, in writing, or by phone) to pay you before you sue. Have you done this? ${cb(true)} Yes ${cb(false)} No<br>
        <span class="lb">Filing fee paid: $75.00 (not included in the claim). The small claims limit for a plaintiff that is not a natural person is $6,250.</span></div>
      <div class="sec">I declare under penalty of perjury under California State law that the information above is true and correct.<br>
        Date: <span class="ln">05/06/2026</span> &nbsp; <span class="ln" style="min-width:200px">Sandra K. Whitley</span> &nbsp; <span class="sig">Sandra K. Whitley</span><br><span class="lb" style="margin-left:110px">Plaintiff types or prints name here</span><span class="lb" style="margin-left:110px">Plaintiff signs here</span></div>
    </div>
    <div class="foot"><span>Judicial Council of California, courts.ca.gov<br>Revised January 1, 2024, Mandatory Form</span><span class="b" style="font-size:8.5pt">Plaintiff's Claim and ORDER to Go to Small Claims Court (Small Claims)</span><span>SC-100, Page 1 of 6</span></div>`);
  },
});

// ---------------------------------------------------------------- 17 TX Bexar County District Court petition
docs.push({
  id: '17', state: 'TX', kind: 'court', font: 'Liberation Serif', size: 11,
  layout: 'TX district court original petition: e-filing stamp, "§" caption with court on three heading lines, two defendants with service paragraphs, deficiency claim, attorney block at bottom with e-service address',
  cust: { name: 'Ramon E. Salazar', street: '5819 Ingram Rd Apt 2104', city: 'San Antonio', st: 'TX', zip: '78228' },
  def2: 'VERONICA SALAZAR',
  pl: { name: 'Ally Bank' },
  firm: { name: 'Alcorta Pryce LLP', atty: 'Nathaniel J. Pryce', bar: 'State Bar No. 24077310', street: '112 E. Pecan Street, Suite 1450', city: 'San Antonio, Texas 78205',
          phone: '(210) 555-0168', email: 'npryce@alcortapryce.com', email2: 'filings@alcortapryce.com' },
  court: { prefix: 'In the', parts: [['District Court'], ['224th Judicial District'], ['Bexar County, Texas']] },
  caseNo: '2026CI04518', amount: 24867.33, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .stamp { position:absolute; right:64px; top:30px; font-size:8pt; text-align:right; line-height:1.3; }
      .wrap { position:absolute; left:96px; top:118px; width:624px; }
      .cap td { vertical-align:top; line-height:1.4; }
      p { text-align:justify; line-height:1.5; margin-bottom:6px; text-indent:36px; }
      .foot { position:absolute; left:96px; right:96px; bottom:30px; font-size:7.5pt; display:flex; justify-content:space-between; }
    `;
    const ss = Array(8).fill('§').join('<br>');
    return page(d, css, `
    <div class="stamp">FILED<br>5/11/2026 9:27 AM<br>Bexar County District Clerk<br>Accepted By: Lorena Ybarra<br>Envelope No. 10447213</div>
    <div class="wrap">
      <div class="c b">CAUSE NO. ${d.caseNo}</div>
      <table class="cap" style="width:100%;margin-top:12px"><tr>
        <td style="width:290px">${U(d.pl.name)},<br><span style="margin-left:90px">Plaintiff,</span><br><br>v.<br><br>${U(c.name)} and<br>${d.def2},<br><span style="margin-left:90px">Defendants.</span></td>
        <td class="c" style="width:40px">${ss}</td>
        <td>${L[0]}<br><br><br>${L[1]}<br><br><br>${L[2]}</td></tr></table>
      <div class="c b u" style="margin:12px 0 8px 0">PLAINTIFF'S ORIGINAL PETITION</div>
      <p>Plaintiff ${d.pl.name} files this Original Petition against Defendants ${c.name} and Veronica Salazar and would show: 1. Discovery is intended to be conducted under Level 2. 2. Plaintiff seeks monetary relief of $250,000 or less, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs.</p>
      <p>3. Defendant ${U(c.name)} may be served at <b>${c.street}, ${c.city}, Texas ${c.zip}</b>. Defendant ${d.def2} may be served at 902 W. Hildebrand Ave, San Antonio, Texas 78201.</p>
      <p>4. On June 3, 2022, Defendants executed a Retail Installment Contract for a 2022 Chevrolet Silverado 1500, which was assigned to Plaintiff. Defendants defaulted; the vehicle was repossessed and sold at a commercially reasonable sale for $21,400.00. After application of the sale proceeds and all credits, the deficiency balance owed is <b>${money(d.amount)}</b>.</p>
      <p>5. PRAYER. Plaintiff requests judgment against Defendants, jointly and severally, for ${money(d.amount)}; pre-judgment and post-judgment interest at the contract rate of 8.49%; attorney fees of $4,500.00; and all costs of court.</p>
      <div style="margin:10px 0 0 300px;line-height:1.32">Respectfully submitted,<br><b>${U(f.name)}</b><br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br><br>By: <span class="sig">/s/ N. J. Pryce</span><br>${f.atty}<br>${f.bar}<br>${f.email}<br>E-service: ${f.email2}<br>ATTORNEYS FOR PLAINTIFF</div>
    </div>
    <div class="foot"><span>Plaintiff's Original Petition — Ally Bank v. Salazar</span><span>Page 1 of 1</span></div>`);
  },
});

// ---------------------------------------------------------------- 18 NJ Special Civil Part, two-column venue header
docs.push({
  id: '18', state: 'NJ', kind: 'court', font: 'Liberation Serif', size: 10.5,
  layout: 'NJ special civil part complaint: attorney block top left, two-column venue header (parties left, court/docket right, vertical rule), numbered allegations, certification, address in body',
  cust: { name: 'Karen L. Szymanski', street: '1460 Oak Tree Rd Apt 12C', city: 'Edison', st: 'NJ', zip: '08820' },
  pl: { name: 'Midland Funding, LLC', street: '4410 Rosecrans Pointe, Suite 300', city: 'San Diego, CA 92110' },
  firm: { name: 'Vandermolen & Adeyemi, LLC', atty: 'Marcus O. Adeyemi, Esq.', bar: 'Attorney ID No. 017432011', street: '7 Century Drive, Suite 200', city: 'Parsippany, NJ 07054',
          phone: '(973) 555-0156', email: 'madeyemi@vandermolenlaw.com' },
  court: { parts: [['Superior Court of New Jersey'], ['Law Division, Special Civil Part'], ['Middlesex County']], addr: '56 Paterson Plaza, New Brunswick, NJ 08901' },
  caseNo: 'MID-DC-004518-26', amount: 3322.51, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:76px; top:50px; width:664px; }
      .cap { display:flex; border-top:1px solid #000; border-bottom:1px solid #000; margin-top:10px; }
      .cap .l { width:330px; border-right:1px solid #000; padding:8px 10px 8px 0; line-height:1.45; }
      .cap .rr { flex:1; padding:8px 0 8px 14px; line-height:1.45; }
      p { text-align:justify; line-height:1.5; margin-bottom:6px; }
      .foot { position:absolute; left:76px; right:76px; bottom:30px; font-size:7pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div style="line-height:1.3">${U(f.name)}<br>${f.street}<br>${f.city}<br>(973) 555-0156 · ${f.email}<br>${f.atty} · ${f.bar}<br>Attorneys for Plaintiff &nbsp; · &nbsp; Our File No. VA-26-22190</div>
      <div class="cap"><div class="l">${U(d.pl.name)},<br><span style="margin-left:160px">Plaintiff,</span><br><br>vs.<br><br>${U(c.name)},<br><span style="margin-left:160px">Defendant(s).</span></div>
        <div class="rr">${L[0]}<br>${L[1]}<br>${L[2]}<br><br>DOCKET NO. ${d.caseNo}<br><br><span style="margin-left:40px">Civil Action</span><br><b style="margin-left:40px">COMPLAINT</b></div></div>
      <p style="margin-top:12px">Plaintiff, ${d.pl.name}, having its principal place of business at ${d.pl.street}, ${d.pl.city}, by way of Complaint against Defendant(s), says:</p>
      <p>1. Defendant, ${c.name}, resides at ${c.street}, ${cityLine(c)}, in the County of Middlesex.</p>
      <p>2. Plaintiff is the assignee of a Credit One Bank, N.A. credit card account ending 9910 issued to Defendant. Defendant failed to make payments when due and there is now due and owing to Plaintiff the sum of <b>${money(d.amount)}</b>.</p>
      <p>3. Plaintiff made demand for payment, but Defendant has failed to pay. The amount in controversy does not exceed $20,000.00, exclusive of costs.</p>
      <p>WHEREFORE, Plaintiff demands judgment against Defendant(s) for ${money(d.amount)}, together with costs of suit (filing fee $58.00; mileage and service $12.00). No prejudgment interest or attorney's fees are sought.</p>
      <p class="b u" style="margin-top:10px">CERTIFICATION PURSUANT TO R. 4:5-1</p>
      <p>I certify that the matter in controversy is not the subject of any other action pending in any court or of a pending arbitration proceeding, and no other action or arbitration proceeding is contemplated. I certify that confidential personal identifiers have been redacted from documents now submitted to the court. Court location: ${d.court.addr}.</p>
      <div style="display:flex;justify-content:space-between;margin-top:10px">
        <div style="padding-top:34px">Dated: April 30, 2026</div>
        <div style="width:300px;line-height:1.35">${U(f.name)}<br>Attorneys for Plaintiff<br><br>By: <span class="sig">M. O. Adeyemi</span><br>${f.atty}</div></div>
    </div>
    <div class="foot"><span>THIS COMMUNICATION IS FROM A DEBT COLLECTOR</span><span>CN 11207 (rev.)</span></div>`);
  },
});

// ---------------------------------------------------------------- 19 MA law firm demand letter, no suit
docs.push({
  id: '19', state: 'MA', kind: 'letter', font: 'URW Gothic', size: 9.5,
  layout: 'law firm demand letter (no suit): logo-style letterhead, window address, account summary box, MA notice, attorney signature with direct e-mail beside payment e-mail',
  cust: { name: 'Shauna T. Regan', street: '44 Mill St Apt 2', city: 'Worcester', st: 'MA', zip: '01603' },
  pl: { name: 'Wells Fargo Bank, N.A.' },
  firm: { name: 'Brennan Stroud & Kaye, LLC', atty: 'Kevin A. Stroud, Esq.', street: '160 Summer Street, 9th Floor', city: 'Boston, MA 02110',
          phone: '(617) 555-0133', email: 'kstroud@brennanstroud.com', email2: 'payments@brennanstroud.com' },
  court: null, caseNo: null, amount: 3906.15, suit: false,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .lh { position:absolute; left:64px; right:64px; top:40px; display:flex; align-items:center; gap:14px; }
      .logo { width:54px; height:54px; border:3px solid #222; display:flex; align-items:center; justify-content:center; font-size:18pt; font-weight:bold; }
      .win { position:absolute; left:80px; top:170px; line-height:1.35; font-size:10pt; }
      .box { position:absolute; left:470px; top:160px; width:280px; border:1.5px solid #000; padding:6px 8px; line-height:1.45; font-size:9pt; }
      .body { position:absolute; left:80px; top:300px; width:656px; line-height:1.42; }
      .body p { text-align:justify; margin-bottom:8px; }
      .foot { position:absolute; left:64px; right:64px; bottom:28px; font-size:6.8pt; text-align:center; border-top:1px solid #999; padding-top:3px; }
    `;
    return page(d, css, `
    <div class="lh"><div class="logo">BSK</div><div><div style="font-size:15pt;font-weight:bold;letter-spacing:1px">${U(f.name)}</div>
      <div class="sm">Attorneys at Law · ${f.street} · ${f.city} · ${f.phone}</div></div></div>
    <div class="abs" style="left:64px;right:64px;top:108px;border-top:3px solid #222"></div>
    <div class="win">${c.name}<br>${c.street}<br>${cityLine(c)}</div>
    <div class="box"><b>ACCOUNT SUMMARY</b><br>Date: June 2, 2026<br>Our client: <b>${d.pl.name}</b><br>Account: Wells Fargo Active Cash® Card ending 3385<br>Our file no.: BSK-551907<br>Balance due: <b>${money(d.amount)}</b></div>
    <div class="body">
      <p>Dear ${c.name}:</p>
      <p>This firm has been retained by our client, <b>${d.pl.name}</b>, to collect the balance due on the account referenced above. As of the date of this letter, the balance due is <b>${money(d.amount)}</b>. Interest is no longer accruing on this account and no fees have been added since charge-off.</p>
      <p>At this time, no attorney with this firm has personally reviewed the particular circumstances of your account, and <b>no lawsuit has been filed</b>. Our client may consider further action if the account remains unresolved.</p>
      <p>Our client has authorized us to offer to resolve this account for <b>$2,350.00</b> if paid in full by July 17, 2026, or in six monthly payments of $420.00. You are not required to accept this offer.</p>
      <p class="b">NOTICE OF IMPORTANT RIGHTS</p>
      <p>YOU HAVE THE RIGHT TO MAKE A WRITTEN OR ORAL REQUEST THAT TELEPHONE CALLS REGARDING YOUR DEBT NOT BE MADE TO YOU AT YOUR PLACE OF EMPLOYMENT. ANY SUCH ORAL REQUEST WILL BE VALID FOR ONLY TEN DAYS UNLESS YOU PROVIDE WRITTEN CONFIRMATION OF THE REQUEST POSTMARKED OR DELIVERED WITHIN SEVEN DAYS OF SUCH REQUEST. YOU MAY TERMINATE THIS REQUEST BY WRITING TO THE DEBT COLLECTOR.</p>
      <p>Call or write to us by July 10, 2026 to dispute all or part of the debt. If you do not, we will assume that our information is correct. You may also ask for the name and address of the original creditor, if different from the current creditor.</p>
      <p>Questions may be directed to the undersigned at ${f.email}. To make a payment, call ${f.phone} or write to ${f.email2}.</p>
      <p style="margin-top:12px">Sincerely,</p>
      <div><span class="sig">Kevin A. Stroud</span><br>${f.atty}<br>${f.name}</div>
    </div>
    <div class="foot">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Office hours: Monday–Friday 9:00 a.m. to 5:00 p.m. ET.</div>`);
  },
});

// ---------------------------------------------------------------- 20 AZ justice court complaint, attorney block top-left
docs.push({
  id: '20', state: 'AZ', kind: 'court', font: 'Liberation Sans', size: 10,
  layout: 'AZ justice court complaint: attorney block top left, two-line court heading, boxed two-column caption (parties | case no. and title), community-property spouse as second defendant',
  cust: { name: 'Brandon M. Tsosie', street: '3150 W Cactus Rd Apt 217', city: 'Phoenix', st: 'AZ', zip: '85029' },
  def2: 'JANE DOE TSOSIE',
  pl: { name: 'Absolute Resolutions Investments, LLC' },
  firm: { name: 'Laird Espinoza, PLLC', atty: 'Bryce T. Laird', bar: 'State Bar No. 031447', street: '2375 E. Camelback Road, Suite 600', city: 'Phoenix, Arizona 85016',
          phone: '(602) 555-0131', email: 'blaird@lairdespinoza.com' },
  court: { prefix: 'In the', parts: [['Moon Valley Justice Court'], ['County of Maricopa, State of Arizona']], addr: '3015 W. Thunderbird Plaza, Phoenix, AZ 85053' },
  caseNo: 'CC2026-187420', amount: 7903.15, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:80px; top:50px; width:656px; }
      .cap { display:flex; border:1px solid #000; margin-top:12px; }
      .cap .l { width:340px; border-right:1px solid #000; padding:8px; line-height:1.45; }
      .cap .rr { flex:1; padding:8px 12px; line-height:1.45; }
      p { text-align:justify; line-height:1.5; margin-bottom:6px; }
      .foot { position:absolute; left:80px; right:80px; bottom:28px; font-size:7pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div style="line-height:1.3;font-size:9.5pt">${f.atty} (${f.bar})<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>${f.email}<br>Attorneys for Plaintiff</div>
      <div class="c b" style="margin-top:18px;font-size:11pt">${L[0]}<br>${L[1]}</div>
      <div class="c sm">${d.court.addr}</div>
      <div class="cap"><div class="l">${U(d.pl.name)}, a Nevada limited liability company,<br><span style="margin-left:150px">Plaintiff,</span><br>vs.<br>${U(c.name)} and ${d.def2}, husband and wife,<br><span style="margin-left:150px">Defendants.</span></div>
        <div class="rr">Case No. <b>${d.caseNo}</b><br><br><b>COMPLAINT</b><br>(Breach of Contract — Credit Card)<br><br><span class="sm">Amount in controversy does not exceed $10,000.00</span></div></div>
      <p style="margin-top:12px">Plaintiff, for its Complaint against Defendants, alleges:</p>
      <p>1. Defendants are residents of Maricopa County, Arizona, residing at ${c.street}, ${cityLine(c)}. Defendants are husband and wife and the obligation was incurred for the benefit of the marital community.</p>
      <p>2. Plaintiff is the assignee of a Merrick Bank credit card account ending 0838 opened by Defendant ${c.name}. All conditions precedent to this action have occurred.</p>
      <p>3. Defendants failed to pay as agreed. The principal balance due, after all payments and credits, is <b>${money(d.amount)}</b>.</p>
      <p>WHEREFORE, Plaintiff requests judgment against Defendants as follows:</p>
      <p style="margin-left:30px">A. For the principal sum of ${money(d.amount)};<br>B. For prejudgment interest at 10% per annum from September 30, 2024 (approximately $1,241.50);<br>
        C. For attorney fees pursuant to A.R.S. § 12-341.01 in the amount of $750.00 if uncontested;<br>D. For taxable costs, including the filing fee of $113.00; and<br>E. For post-judgment interest at the legal rate.</p>
      <p>DATED: March 30, 2026.</p>
      <div style="margin-left:330px;line-height:1.35">${U(f.name)}<br><br><span class="sig">Bryce T. Laird</span><br>By: ${f.atty}<br>Attorneys for Plaintiff</div>
      <div class="sm" style="margin-top:14px;border:1px solid #000;padding:5px">Justice Court clerk (general questions only): moonvalley.civil@maricopa-jc-clerk.org · (602) 555-0196. Pursuant to A.R.S. § 22-201, justice courts have jurisdiction of civil actions where the amount claimed is $10,000 or less.</div>
    </div>
    <div class="foot"><span>This communication is from a debt collector.</span><span>LE File 26-03114</span></div>`);
  },
});

module.exports = docs;
