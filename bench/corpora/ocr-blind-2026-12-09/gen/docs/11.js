// 11 — Wisconsin, Milwaukee County Circuit Court: small claims summons; plaintiff unrepresented (dental practice).
module.exports = {
  data: {
    state: 'WI', kind: 'Summons (small claims), unrepresented plaintiff',
    layout: 'state-form look: court line in a ruled box at top left, "For Official Use" box at top right, parties in a bordered grid with telephone columns, amount-claimed box, return date and place block; plaintiff signs itself through an agent (no law firm, no lawyer e-mail; a billing e-mail is printed)',
    fontFamily: 'FreeSans',
    court: { groups: [['STATE OF WISCONSIN, CIRCUIT COURT, MILWAUKEE COUNTY']], addr: 'Milwaukee County Courthouse, Room 400, 1150 N. Ninth Justice Way, Milwaukee, WI 53233', phone: '(414) 555-0136' },
    caseNo: '2026SC018842', suit: true,
    plaintiff: { name: 'Lakeshore Family Dental, S.C.', addr: '3301 S. Kinnickinnic Commons, Suite 2', city: 'Milwaukee, WI 53207', phone: '(414) 555-0160', email: 'billing@lakeshorefamilydental.com', agent: 'Brenda K. Ostrowski' },
    firm: null,
    def: { first: 'Paul', mi: 'F.', last: 'Nowicki', street: '2418 S. 13th St., Upper', city: 'Milwaukee', st: 'WI', zip: '53215' },
    amt: { principal: 1265.00, filing: 94.50, service: 40.00, limit: 10000 },
  },
  render(d, L) {
    const { esc, money, fullName, cityLine, nw } = L;
    const c = d.court, a = d.amt, df = d.def, p = d.plaintiff;
    const css = `
body{font-family:'FreeSans',sans-serif;font-size:9.5pt;line-height:1.28}
.page{padding:40px 50px 30px 50px}
.top{display:grid;grid-template-columns:1fr 200px;gap:14px}
.cb{border:1.5px solid #000;padding:6px 8px;font-weight:bold;font-size:10.5pt}
.ou{border:1px solid #000;height:92px;font-size:7pt;padding:3px 5px}
table.g{width:100%;margin-top:8px;border:1.5px solid #000}
table.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.lab{font-size:7pt;display:block}
.ti{font-size:15pt;font-weight:bold}
.amt{border:2px solid #000;padding:5px 8px;font-size:11pt;margin-top:4px}
.ret{border:1px solid #000;margin-top:8px;padding:6px 8px;display:grid;grid-template-columns:150px 1fr;gap:4px 10px}
.small{font-size:7.5pt;line-height:1.22}
.foot{position:absolute;left:50px;right:50px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="top"><div class="cb">${esc(c.groups[0][0])}</div><div class="ou">For Official Use</div></div>
<table class="g" style="margin-top:-52px;width:calc(100% - 214px)">
<tr><td><span class="lab">Plaintiff's name</span>${esc(p.name)}</td><td style="width:120px"><span class="lab">Telephone</span>${esc(p.phone)}</td></tr>
<tr><td colspan="2"><span class="lab">Address</span>${esc(p.addr)}, ${esc(p.city)}</td></tr>
<tr><td colspan="2" style="text-align:center;font-weight:bold">-vs-</td></tr>
<tr><td><span class="lab">Defendant's name</span>${esc(fullName(df))}</td><td><span class="lab">Telephone</span>unknown</td></tr>
<tr><td colspan="2"><span class="lab">Address</span>${esc(df.street)}, ${esc(cityLine(df))}</td></tr></table>
<div style="display:grid;grid-template-columns:1fr 260px;gap:14px;margin-top:10px">
<div><div class="ti">Summons<br><span style="font-size:11pt">Small Claims</span></div><div style="margin-top:4px">Case No. <b style="font-size:12pt">${esc(d.caseNo)}</b></div><div class="small">Case Classification: Contract — Money Judgment (31003)</div></div>
<div class="amt"><span class="lab">Amount claimed (not including costs)</span><b>${money(a.principal)}</b></div></div>
<div class="ret"><b>Return date / time</b><div>Monday, January 11, 2027, at 8:30 a.m.</div><b>Place</b><div>${esc(c.addr)}</div><b>Court telephone</b><div>${esc(c.phone)}</div></div>
<p style="margin-top:8px"><b>THE STATE OF WISCONSIN, To the person(s) named above as defendant(s):</b> You are being sued by the person(s) named above as plaintiff(s). A copy of the claim has been sent to you with this summons. The claim is for unpaid dental services provided between 03/02/2026 and 05/18/2026 (patient account no. 10-4471).</p>
<p>You must appear at the time and place stated above, or file a written answer with the clerk of court before that time. If you do not appear or answer, the court may enter a default judgment against you for the amount claimed plus costs, which include the filing fee of ${money(a.filing)} and the service fee of ${money(a.service)}. A judgment may be enforced by garnishment or seizure of property.</p>
<p class="small">Small claims actions are limited to ${money(a.limit)} for contract and money judgment claims. If you require reasonable accommodations due to a disability to participate in the court process, please call ${esc(c.phone)} prior to the scheduled court date. Please note that the court does not provide transportation.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:10px">
<div style="border-top:1px solid #000;padding-top:3px"><span class="lab">Plaintiff's signature (plaintiff is not represented by an attorney)</span>${esc(p.name)}<br>by ${esc(p.agent)}, Office Manager, Authorized Agent<br>Billing questions: ${nw(p.email)}</div>
<div style="border-top:1px solid #000;padding-top:3px"><span class="lab">Date</span>October 28, 2026</div></div>
<div class="foot"><span>SC-500, 07/26 Summons (Small Claims) — modified</span><span>§§799.05 and 799.06, Wisconsin Statutes</span></div>`;
    return L.page(d, css, body);
  },
};
