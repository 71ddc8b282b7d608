// 26 — Georgia, Magistrate Court of Chatham County: notice of suit / summons, typed in monospace, defendant printed LAST, FIRST.
module.exports = {
  data: {
    state: 'GA', kind: 'Notice of suit and summons (magistrate court)',
    layout: 'typewriter-style monospaced page; court heading letter-spaced between double rules; case number in a footer box beside the plaintiff\'s account number; defendant printed "LAST, FIRST M." with the address as two label lines; amounts with total; attorney block under a signature line; sheriff\'s entry',
    fontFamily: 'Nimbus Mono PS',
    court: { groups: [['MAGISTRATE COURT OF CHATHAM COUNTY'], ['STATE OF GEORGIA']], addr: '133 Montgomery Commons, Room 300, Savannah, GA 31401', phone: '(912) 555-0108' },
    caseNo: 'MCCV26-02385', suit: true,
    plaintiff: { name: 'Quillon Receivables Group, LLC', addr: '3 Bull River Plaza, Suite 220, Savannah, GA 31410' },
    firm: { name: 'Caldwell Ashby & Stroud, LLP', atty: 'Jeremy T. Ashby', bar: 'Ga. Bar No. 218807', street: '22 Barnard Sq, Suite 400', city: 'Savannah, GA 31401',
      phone: '(912) 555-0124', email: 'jashby@caldwellashby.com' },
    def: { first: 'Chidi', mi: 'E.', last: 'Okonkwo', street: '2140 Oglethorpe Pines Ln, Apt 9', city: 'Savannah', st: 'GA', zip: '31405' },
    amt: { principal: 1129.84, interest: 88.40, costs: 84.00 },
  },
  render(d, L) {
    const { esc, money, lastFirst, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'Nimbus Mono PS',monospace;font-size:10pt;line-height:1.34}
.page{padding:48px 62px 30px 62px}
.hd{text-align:center;letter-spacing:3px;font-weight:bold;border-top:3px double #000;border-bottom:3px double #000;padding:6px 0;font-size:11pt}
.ti{text-align:center;font-weight:bold;font-size:12pt;margin:12px 0 10px;text-decoration:underline}
.grid{display:grid;grid-template-columns:150px 1fr;gap:2px 10px;margin-bottom:8px}
.lb{font-size:8pt;padding-top:2px}
.ln{border-bottom:1px solid #000;min-height:15px}
.sig{margin-left:340px;margin-top:6px;font-size:9pt;line-height:1.3}
.sig .l{border-top:1px solid #000;margin-top:20px;padding-top:2px}
.ent{border:1px solid #000;padding:5px 8px;margin-top:8px;font-size:8pt;line-height:1.3}
.fb{position:absolute;left:62px;right:62px;bottom:12px;display:flex;justify-content:space-between;align-items:flex-end;font-size:8pt}
.fb .box{border:2px solid #000;padding:3px 10px;font-size:10pt}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}</div>
<div class="ti">NOTICE OF SUIT AND SUMMONS</div>
<div class="grid">
<div class="lb">PLAINTIFF:</div><div class="ln">${esc(d.plaintiff.name.toUpperCase())}</div>
<div class="lb">PLAINTIFF ADDRESS:</div><div class="ln">${esc(d.plaintiff.addr)}</div>
<div class="lb">DEFENDANT:</div><div class="ln"><b>${esc(lastFirst(df).toUpperCase())}</b></div>
<div class="lb">ADDRESS LINE 1:</div><div class="ln">${esc(df.street.toUpperCase())}</div>
<div class="lb">ADDRESS LINE 2:</div><div class="ln">${esc(df.city.toUpperCase())}, ${df.st} ${df.zip}</div></div>
<p>TO THE ABOVE NAMED DEFENDANT: You are hereby notified that the above named Plaintiff has made a claim and is requesting judgment against you for the balance of a consumer credit account (original creditor Tybee Coastal Bank, acct. ending 5190), as follows:</p>
<div class="grid" style="grid-template-columns:260px 120px">
<div>Principal</div><div style="text-align:right">${money(a.principal)}</div>
<div>Interest (separately claimed)</div><div style="text-align:right">${money(a.interest)}</div>
<div>Court costs</div><div style="text-align:right">${money(a.costs)}</div>
<div><b>TOTAL</b></div><div style="text-align:right;border-top:1px solid #000"><b>${money(a.principal + a.interest + a.costs)}</b></div></div>
<p>YOU ARE REQUIRED TO FILE AN ANSWER TO THIS CLAIM WITHIN THIRTY (30) DAYS AFTER SERVICE, in writing or orally, with the Magistrate Court, ${esc(c.addr)}, telephone ${esc(c.phone)}. IF YOU DO NOT ANSWER, JUDGMENT BY DEFAULT WILL BE ENTERED AGAINST YOU. Your answer must be filed with the Court; a telephone call to the Plaintiff or its attorney is not an answer.</p>
<p style="font-size:8.5pt">If you have a claim against the Plaintiff, you may file a counterclaim with your answer. If you need an interpreter or an accommodation, contact the Court at least five days before any hearing.</p>
<div class="sig">Date: November 2, 2026<div class="l">/s/ ${esc(f.atty)}<br>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.name)}<br>${esc(f.street)}, ${esc(f.city)}<br>${esc(f.phone)}<br>${nw(f.email)}<br>Attorney for Plaintiff</div></div>
<div class="ent"><b>SHERIFF'S ENTRY OF SERVICE</b><br>[ ] PERSONAL [ ] NOTORIOUS [ ] TACK &amp; MAIL [ ] NON EST &nbsp; Served on: ____________ &nbsp; Deputy: ____________________</div>
<div class="fb"><div class="box">Civil Action No. <b>${esc(d.caseNo)}</b></div><div>Plaintiff acct. ref. QRG-118-0439-26</div></div>`;
    return L.page(d, css, body);
  },
};
