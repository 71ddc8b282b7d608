// 02 — Georgia, State Court of Gwinnett County: summons (asterisk caption).
module.exports = {
  data: {
    state: 'GA', kind: 'Summons (state court, suit on account)',
    layout: 'caption in a box of asterisks with the file number to its right; attorney block in the middle of the summons text; defendant address in a two-cell service table; amounts table below',
    fontFamily: 'Liberation Serif',
    court: { groups: [['IN THE STATE COURT OF GWINNETT COUNTY'], ['STATE OF GEORGIA']],
      addr: 'Gwinnett Justice Center, 185 Justice Square Way, Lawrenceville, GA 30046', phone: '(770) 555-0119', email: 'statecourt.clerk@gwinnettjustice-ga.org', clerk: 'Tiana P. Greer' },
    caseNo: '26-C-08317-S4', suit: true,
    plaintiff: { name: 'Crescent Harbor Funding, LLC', tail: 'as assignee of Tamarind Bank, N.A.' },
    firm: { name: 'Hargrove & Tillman, LLC', atty: 'Desmond K. Whitfield', bar: 'Georgia Bar No. 381204', street: '3350 Riverwood Pkwy SE, Suite 1900', city: 'Atlanta, GA 30339',
      phone: '(770) 555-0183', email: 'dwhitfield@hargrovetillman.com', email2: 'payments@hargrovetillman.com' },
    def: { first: 'Keisha', mi: 'M.', last: 'Abernathy', street: '1762 Brookmere Trace', city: 'Lawrenceville', st: 'GA', zip: '30044' },
    amt: { principal: 6412.58, interest: 1155.24, fees: 961.89, costs: 218.00 },
    envelope: '21458823',
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt;
    const stars = n => Array(n).fill('*').join('<br>');
    const css = `
body{font-family:'Liberation Serif',serif;font-size:11pt;line-height:1.3}
.page{padding:62px 78px 40px 84px}
.hd{text-align:center;font-weight:bold;font-size:12pt;line-height:1.4;margin-bottom:18px}
.cap{display:grid;grid-template-columns:300px 24px 1fr;margin-bottom:4px}
.cap .st{text-align:center;line-height:1.3}
.cap .r{padding:40px 0 0 18px}
.bot{letter-spacing:5.2px;margin-bottom:14px;white-space:nowrap;overflow:hidden;width:324px}
h1{text-align:center;font-size:13pt;letter-spacing:3px;margin:6px 0 12px}
.ab{margin:8px 0 10px 120px;line-height:1.25}
table.sv{width:100%;margin:10px 0;font-size:10pt}
table.sv td{border:1px solid #000;padding:4px 7px;vertical-align:top}
table.sv .lab{font-size:7.5pt;font-weight:bold;display:block}
table.am{font-size:10pt;margin:4px 0 10px 0}
table.am td{padding:1px 10px 1px 0}
.clerk{margin-top:16px;display:flex;justify-content:space-between}
.foot{position:absolute;bottom:22px;left:84px;right:78px;font-size:7pt;color:#222;display:flex;justify-content:space-between;border-top:1px solid #999;padding-top:2px}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}</div>
<div class="cap">
 <div>${esc(d.plaintiff.name.toUpperCase())},<br>${esc(d.plaintiff.tail)},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>${esc(capsName(d.def))},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
 <div class="st">${stars(11)}</div>
 <div class="r">CIVIL ACTION<br>FILE NO. <b>${esc(d.caseNo)}</b></div>
</div>
<div class="bot">${Array(17).fill('*').join(' ')}</div>
<h1>SUMMONS</h1>
<p>TO THE ABOVE NAMED DEFENDANT:</p>
<p>You are hereby summoned and required to file with the Clerk of said court and serve upon the Plaintiff's attorney, whose name and address is:</p>
<div class="ab">${esc(f.atty)}<br>${esc(f.name)}<br>${esc(f.street)}<br>${esc(f.city)}<br>${esc(f.phone)} &nbsp;|&nbsp; ${nw(f.email)}</div>
<p>an answer to the complaint which is herewith served upon you, within thirty (30) days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint.</p>
<table class="sv"><tr><td style="width:55%"><span class="lab">DEFENDANT TO BE SERVED</span>${esc(fullName(d.def))}<br>${esc(d.def.street)}<br>${esc(cityLine(d.def))}</td>
<td><span class="lab">FILED IN THE OFFICE OF THE CLERK</span>${esc(c.addr)}<br>Tel. ${esc(c.phone)}<br>${nw(c.email)}</td></tr></table>
<p style="margin-bottom:2px">Relief demanded in the complaint (suit on account, account ending 9931):</p>
<table class="am">
<tr><td>Principal balance due</td><td style="text-align:right">${money(a.principal)}</td></tr>
<tr><td>Interest at 18% per annum through 10/15/2026</td><td style="text-align:right">${money(a.interest)}</td></tr>
<tr><td>Attorney's fees, O.C.G.A. § 13-1-11 (15%)</td><td style="text-align:right">${money(a.fees)}</td></tr>
<tr><td>Court costs advanced</td><td style="text-align:right">${money(a.costs)}</td></tr></table>
<p>Payments should not be made to the Clerk. Questions about payment may be directed to ${nw(f.email2)}.</p>
<div class="clerk"><div>This 29th day of October, 2026.</div><div style="text-align:center">${esc(c.clerk)}<br>Clerk of State Court<br><br>By: ______________________<br>Deputy Clerk</div></div>
<div class="foot"><span>e-Filed 10/29/2026 4:12 PM · Envelope No. ${esc(d.envelope)}</span><span>${esc(f.bar)} · ${esc(f.atty)}</span></div>`;
    return L.page(d, css, body);
  },
};
