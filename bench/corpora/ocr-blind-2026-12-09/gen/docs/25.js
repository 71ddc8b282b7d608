// 25 — Florida, Miami-Dade County Court small claims: summons/notice to appear, mostly in Spanish (caption in English).
module.exports = {
  data: {
    lang: 'es',
    state: 'FL', kind: 'Small claims summons / notice to appear (mostly Spanish)',
    layout: 'English caption heading (two-line title) with the rest of the page in Spanish; case data in a two-column "Datos del caso" table; "Dirección para notificar" block; amount, costs and interest in Spanish; attorney block with primary and secondary e-mails; one English line at the foot',
    fontFamily: 'FreeSans',
    court: { groups: [['IN THE COUNTY COURT OF THE ELEVENTH JUDICIAL CIRCUIT', 'IN AND FOR MIAMI-DADE COUNTY, FLORIDA']], addr: 'Centro de Justicia del Condado, 1351 NW 12th Plaza, Sala 2, Miami, FL 33125', phone: '(305) 555-0115' },
    caseNo: '2026-027519-SP-23', suit: true,
    plaintiff: { name: 'Tamarind Bank, N.A.', addr: '200 S. Biscayne Commons, Suite 900, Miami, FL 33131' },
    firm: { name: 'Bufano Ruiz, PLLC', atty: 'Daniela M. Ruiz', bar: 'Florida Bar No. 1024518', street: '8950 SW 74th Ct, Suite 1800', city: 'Miami, FL 33156',
      phone: '(305) 555-0172', email: 'druiz@bufanoruiz.com', email2: 'notificaciones@bufanoruiz.com' },
    def: { first: 'José', mi: 'A.', last: 'Betancourt', street: '1450 NW 7th St, Apt 305', city: 'Miami', st: 'FL', zip: '33125' },
    amt: { principal: 1905.77, interest: 143.02, filing: 175.00, service: 40.00, limit: 8000 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'FreeSans',sans-serif;font-size:10pt;line-height:1.32}
.page{padding:46px 60px 28px 60px}
.hd{text-align:center;font-weight:bold;font-size:11pt;line-height:1.35}
.cap{display:flex;justify-content:space-between;margin:12px 0 6px}
.cap .r{border:1.5px solid #000;padding:6px 12px;height:fit-content}
h1{text-align:center;font-size:13pt;margin:8px 0 2px}
.sub{text-align:center;font-size:9pt;margin-bottom:8px}
table.dc{width:100%;border:1px solid #000;margin:6px 0}
table.dc td{border:1px solid #000;padding:4px 8px;vertical-align:top}
table.dc td.k{background:#eee;width:30%;font-size:8.5pt}
.small{font-size:8pt;line-height:1.25}
.ab{display:grid;grid-template-columns:1fr 1fr;gap:16px;border-top:1.5px solid #000;margin-top:8px;padding-top:5px;font-size:9pt}
.foot{position:absolute;left:60px;right:60px;bottom:12px;font-size:7pt;border-top:1px solid #999;padding-top:2px}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[0][1])}</div>
<div class="cap"><div>${esc(d.plaintiff.name.toUpperCase())},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Demandante / Plaintiff,<br>v.<br>${esc(capsName(df))},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Demandado / Defendant.</div>
<div class="r">Caso núm. / Case No.<br><b style="font-size:12pt">${esc(d.caseNo)}</b><br><span class="small">Reclamos menores (Small Claims)</span></div></div>
<h1>CITACIÓN / AVISO PARA COMPARECER A LA CONFERENCIA PREVIA AL JUICIO</h1>
<div class="sub">ESTADO DE LA FLORIDA — A todos y cada uno de los alguaciles del Estado</div>
<p>SE LE ORDENA notificar esta citación y una copia de la demanda al demandado nombrado abajo. <b>AL DEMANDADO:</b> usted debe comparecer en persona o por medio de un abogado a la conferencia previa al juicio indicada abajo. Si no comparece, el tribunal podrá dictar una sentencia en rebeldía en su contra.</p>
<table class="dc">
<tr><td class="k">Demandado</td><td>${esc(fullName(df))}</td></tr>
<tr><td class="k">Dirección para notificar</td><td>${esc(df.street)}, ${esc(cityLine(df))}</td></tr>
<tr><td class="k">Demandante</td><td>${esc(d.plaintiff.name)}, ${esc(d.plaintiff.addr)}</td></tr>
<tr><td class="k">Monto reclamado (capital)</td><td><b>${money(a.principal)}</b> — saldo de una tarjeta de crédito, cuenta terminada en 7261</td></tr>
<tr><td class="k">Intereses (por separado)</td><td>${money(a.interest)} hasta el 31 de octubre de 2026</td></tr>
<tr><td class="k">Costas</td><td>Radicación ${money(a.filing)}; notificación ${money(a.service)}</td></tr>
<tr><td class="k">Conferencia previa al juicio</td><td>martes, 12 de enero de 2027, a las 10:30 a.m.<br>${esc(c.addr)}</td></tr></table>
<p>Si usted admite la deuda pero necesita tiempo para pagar, debe comparecer igualmente y explicar sus razones al juez. Una contestación por escrito no le excusa de comparecer. Las reglas de reclamos menores se aplican a reclamos de hasta ${money(a.limit)}, sin incluir costas, intereses ni honorarios de abogado.</p>
<p class="small">Si usted es una persona con una discapacidad que necesita algún tipo de adaptación para participar en este procedimiento, tiene derecho, sin costo alguno, a que se le provea cierta ayuda. Comuníquese con la Oficina de ADA al ${esc(c.phone)} por lo menos 7 días antes de la fecha fijada para su comparecencia. Si tiene una discapacidad auditiva o del habla, llame al 711.</p>
<p class="small">Fecha: 4 de noviembre de 2026 &nbsp;&nbsp; Secretario del Tribunal (Clerk of the Court) — Por: ____________________ Secretario Adjunto</p>
<div class="ab"><div><b>Abogada del demandante</b><br>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.name)}<br>${esc(f.street)}<br>${esc(f.city)} · Tel. ${esc(f.phone)}</div>
<div>Correo electrónico principal:<br>${nw(f.email)}<br>Correo electrónico secundario:<br>${nw(f.email2)}</div></div>
<div class="foot">English: You are being sued. You must appear at the pretrial conference shown above. For an English or Kreyòl version of this notice, call the Clerk at ${esc(c.phone)}.</div>`;
    return L.page(d, css, body);
  },
};
