// 07 — Texas: collection-agency validation notice (no suit), envelope-window address.
module.exports = {
  data: {
    state: 'TX', kind: 'Letter — collection agency validation notice (no suit)',
    layout: 'return address top left, consumer address in an envelope-window position (capitals, with a mail bar code), Reg F-style itemization table with "as of" balance, settlement offer, tear-off response form',
    fontFamily: 'Nimbus Sans',
    suit: false,
    agency: { name: 'Red Mesa Recovery Services, Inc.', box: 'P.O. Box 160482', city: 'San Antonio, TX 78280', phone: '(210) 555-0176', web: 'www.redmesa-recovery.com', email: 'help@redmesa-recovery.com', bond: 'Texas SOS Bond No. 2026-40117' },
    plaintiff: { name: 'Lodestar Card Services, LLC', original: 'Cobaltline Bank' },
    firm: null,
    def: { first: 'Natalia', mi: 'G.', last: 'Cordova', street: '7319 Rimrock Bend Apt 1108', city: 'San Antonio', st: 'TX', zip: '78228' },
    amt: { principal: 1581.20, asOf: 1612.04, interest: 84.16, fees: 35.00, paid: 150.00, offer: 790.60 },
    ref: 'RM-2209184',
  },
  render(d, L) {
    const { esc, money, capsName, nw } = L;
    const g = d.agency, a = d.amt, df = d.def;
    const bars = Array.from({ length: 65 }, (_, i) => `<i style="height:${[6, 10, 10, 14][(i * 7 + 3) % 4]}px"></i>`).join('');
    const css = `
body{font-family:'Nimbus Sans',sans-serif;font-size:10pt;line-height:1.28}
.page{padding:36px 56px 20px 56px}
.ret{font-size:8.5pt;line-height:1.3;width:300px}
.ret b{font-size:10pt}
.meta{position:absolute;right:56px;top:40px;font-size:9pt;text-align:right}
.win{position:absolute;left:80px;top:170px;width:330px;font-size:10pt;line-height:1.3;letter-spacing:.3px}
.bc{display:flex;gap:2px;align-items:flex-end;height:14px;margin-bottom:3px}
.bc i{display:block;width:1.6px;background:#000}
.main{position:absolute;left:56px;right:56px;top:300px}
h2{font-size:12pt;margin:0 0 6px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:18px}
table.it{width:100%;font-size:9.5pt;border-top:2px solid #000;border-bottom:2px solid #000}
table.it td{padding:3px 2px;border-bottom:1px solid #bbb}
table.it td.r{text-align:right;white-space:nowrap}
table.it tr.tot td{font-weight:bold;border-bottom:none;font-size:10.5pt}
.offer{border:2px solid #000;padding:6px 8px;margin-top:8px;background:#f2f2f2}
.tear{position:absolute;left:40px;right:40px;top:835px;border-top:1.5px dashed #000;padding-top:8px;font-size:8.5pt;line-height:1.3;display:grid;grid-template-columns:1.1fr 1fr;gap:18px}
.small{font-size:8pt}
`;
    const body = `
<div class="ret"><b>${esc(g.name)}</b><br>${esc(g.box)}<br>${esc(g.city)}<br>${esc(g.phone)} · Mon–Fri 8 a.m.–6 p.m. CT</div>
<div class="meta">Notice date: November 18, 2026<br>Reference #: <b>${esc(d.ref)}</b><br>${esc(g.web)}</div>
<div class="win"><div class="bc">${bars}</div>${esc(capsName(df))}<br>${esc(df.street.toUpperCase())}<br>${esc(df.city.toUpperCase())} ${df.st} ${df.zip}</div>
<div class="main">
<p><b>${esc(g.name)} is a debt collector.</b> We are trying to collect a debt that you owe to <b>${esc(d.plaintiff.name)}</b>. We will use any information you give us to help collect the debt.</p>
<div class="two">
<div><h2>Our information shows:</h2>
<p>You had a ${esc(d.plaintiff.original)} credit card with account number ending 4417. The account was sold to ${esc(d.plaintiff.name)} on 04/06/2026.</p>
<table class="it">
<tr><td>As of January 31, 2026, you owed:</td><td class="r">${money(a.asOf)}</td></tr>
<tr><td>Between January 31, 2026 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ ${money(a.interest)}</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ ${money(a.fees)}</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">– ${money(a.paid)}</td></tr>
<tr class="tot"><td>Total amount of the debt now:</td><td class="r">${money(a.principal)}</td></tr></table>
<div class="offer"><b>Settlement opportunity.</b> We are authorized to accept ${money(a.offer)} as payment in full if received by December 31, 2026. You are not required to accept this offer.</div></div>
<div><h2>How can you dispute the debt?</h2>
<p>■ <b>Call or write to us by January 2, 2027, to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct.</p>
<p>■ <b>If you write to us by January 2, 2027</b>, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents.</p>
<h2>What else can you do?</h2>
<p>■ Write to ask for the name and address of the original creditor, if different from the current creditor. ■ Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. ■ Contact us about your payment options by e-mail at ${nw(g.email)}.</p>
<p class="small">Póngase en contacto con nosotros para solicitar una copia de este formulario en español. &nbsp; ${esc(g.bond)}.</p></div>
</div></div>
<div class="tear"><div><b>Mail this form to:</b><br>${esc(g.name)}<br>${esc(g.box)}<br>${esc(g.city)}<br><br>${esc(capsName(df))}<br>${esc(df.street.toUpperCase())}<br>${esc(df.city.toUpperCase())} ${df.st} ${df.zip}<br>Reference #: ${esc(d.ref)}</div>
<div><b>How do you want to respond?</b><br>☐ I want to dispute the debt because I think: ☐ this is not my debt ☐ the amount is wrong ☐ other<br>☐ I want you to send me the name and address of the original creditor.<br>☐ I enclosed this amount: $__________<br>Make your check payable to ${esc(g.name)} Include the reference number ${esc(d.ref)}.</div></div>`;
    return L.page(d, css, body);
  },
};
