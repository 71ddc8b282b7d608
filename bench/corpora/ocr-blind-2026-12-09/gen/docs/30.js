// 30 — Nevada, Las Vegas Justice Court: complaint on numbered pleading paper, attorney block at the top left, DOES/ROE defendants.
module.exports = {
  data: {
    state: 'NV', kind: 'Complaint (justice court)',
    layout: 'Nevada pleading paper: document code "COMP" and the attorney block at the top left, numbered lines 1-28, two heading lines, caption box with a vertical rule and case/department at right, DOES and ROE CORPORATIONS co-defendants; service e-mail beside the attorney\'s; footer with page title',
    fontFamily: 'DejaVu Serif',
    court: { groups: [['JUSTICE COURT, LAS VEGAS TOWNSHIP'], ['CLARK COUNTY, NEVADA']] },
    caseNo: '26C009361', suit: true,
    plaintiff: { name: 'Juniper Flats Funding, LLC' },
    firm: { name: 'Desai Marchbanks, Ltd.', atty: 'Raymond T. Desai', bar: 'Nevada Bar No. 13884', street: '7251 W. Lake Mead Blvd, Suite 300', city: 'Las Vegas, NV 89128',
      phone: '(702) 555-0163', email: 'rdesai@desaimarchbanks.com', email2: 'eservice@desaimarchbanks.com' },
    def: { first: 'Gabriel', mi: 'O.', last: 'Estrada', street: '4420 Cobalt Sky Ave, Apt 2087', city: 'Las Vegas', st: 'NV', zip: '89108' },
    amt: { principal: 3318.75, interest: 402.66, fees: 829.69, limit: 15000 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const LH = 32;
    const nums = Array.from({ length: 28 }, (_, i) => `<div style="position:absolute;top:${40 + i * LH}px;right:10px">${i + 1}</div>`).join('');
    const css = `
body{font-family:'DejaVu Serif',serif;font-size:9.5pt;line-height:16px}
.nums{position:absolute;left:0;top:0;width:70px;font-size:8.5pt;line-height:${LH}px}
.r1{position:absolute;left:76px;top:0;bottom:0;border-left:2px solid #000}
.r2{position:absolute;left:762px;top:0;bottom:0;border-left:1px solid #000}
.body{position:absolute;left:96px;width:650px;top:44px}
.code{font-weight:bold}
.hd{text-align:center;font-weight:bold;margin:16px 0}
table.cap{width:100%;margin-bottom:16px}
table.cap td{vertical-align:top}
table.cap td.l{border-right:1.5px solid #000;border-bottom:1.5px solid #000;padding-right:10px;width:58%}
table.cap td.r{padding-left:16px;vertical-align:middle}
.p{text-indent:40px;margin:0 0 8px;text-align:justify}
.foot{position:absolute;left:96px;right:60px;bottom:10px;font-size:7.5pt;text-align:center;border-top:1px solid #000;padding-top:2px}
`;
    const body = `
<div class="nums">${nums}</div><div class="r1"></div><div class="r2"></div>
<div class="body">
<div class="code">COMP</div>
<div>${esc(f.atty)}, Esq.<br>${esc(f.bar)}<br>${esc(f.name.toUpperCase())}<br>${esc(f.street)}<br>${esc(f.city)}<br>Telephone: ${esc(f.phone)}<br>E-mail: ${nw(f.email)}<br>Service: ${nw(f.email2)}<br>Attorneys for Plaintiff</div>
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}</div>
<table class="cap"><tr><td class="l">${esc(d.plaintiff.name.toUpperCase())}, a Nevada limited liability company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>${esc(capsName(df))}, an individual; DOES I through X; and ROE CORPORATIONS I through X, inclusive,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td class="r">Case No.: ${esc(d.caseNo)}<br>Dept. No.: 5<br><br><b>COMPLAINT</b><br>(Breach of Contract; Account Stated)</td></tr></table>
<p class="p">Plaintiff, ${esc(d.plaintiff.name)}, by and through its counsel, ${esc(f.name)}, complains and alleges as follows:</p>
<p class="p">1. Defendant ${esc(fullName(df))} is, and at all relevant times was, a resident of Clark County, Nevada, residing at ${esc(df.street)}, ${esc(cityLine(df))}. The true names of DOES I through X and ROE CORPORATIONS I through X are unknown to Plaintiff.</p>
<p class="p">2. Defendant obtained a credit account from Silver State Outfitters Bank (account ending 0924), which was later assigned to Plaintiff. Defendant breached the agreement by failing to make the required payments.</p>
<p class="p">3. There is now due and owing from Defendant the principal sum of <b>${money(a.principal)}</b>, together with interest at the legal rate, which through the date of filing is ${money(a.interest)}. Plaintiff has been required to retain counsel and is entitled to attorney's fees of ${money(a.fees)}. The amount in controversy does not exceed ${money(a.limit)}.</p>
<p class="p">WHEREFORE, Plaintiff prays for judgment against Defendants, and each of them, for the principal sum of ${money(a.principal)}, interest, reasonable attorney's fees and costs of suit.</p>
<p style="margin-left:330px">DATED this 30th day of October, 2026.<br>${esc(f.name.toUpperCase())}<br>/s/ ${esc(f.atty)}<br>${esc(f.atty)}, Esq., ${esc(f.bar)}</p>
</div>
<div class="foot">COMPLAINT — Page 1 of 1</div>`;
    return L.page(d, css, body);
  },
};
