// 15 — Pennsylvania, Philadelphia Municipal Court (Civil Division): small claim statement of claim; court name in a seal-like block; a/k/a defendant.
module.exports = {
  data: {
    state: 'PA', kind: 'Statement of claim / notice of hearing (municipal court small claim)',
    layout: 'court name inside a round seal-like block at top left (two lines of one title) with the division beneath; claim number and hearing box at right; party table with an a/k/a name; amount grid with separately stated interest and a total; plaintiff\'s attorney box; short Spanish notice',
    fontFamily: 'Nimbus Sans',
    court: { groups: [['PHILADELPHIA', 'MUNICIPAL COURT'], ['CIVIL DIVISION']], addr: '1420 Filbert Justice Ctr, Philadelphia, PA 19102', phone: '(215) 555-0158' },
    caseNo: 'SC-26-10-14-3376', suit: true,
    plaintiff: { name: 'Westerly Credit Acquisitions, LLC', addr: '2 Bala Plaza West, Suite 510, Bala Cynwyd, PA 19004' },
    firm: { name: 'Marchetti & Lyle, LLC', atty: 'Vincent P. Marchetti', bar: 'Attorney I.D. No. 91320', street: '1650 Market St, Suite 3600', city: 'Philadelphia, PA 19103',
      phone: '(215) 555-0142', email: 'vmarchetti@marchettilyle.com' },
    def: { first: 'Tanisha', mi: 'R.', last: 'Blake', aka: 'TANISHA BLAKE-MORRIS', street: '4417 Orchard Grove St, Apt 2R', city: 'Philadelphia', st: 'PA', zip: '19124' },
    amt: { principal: 2388.64, interest: 196.20, costs: 126.50, limit: 12000 },
  },
  render(d, L) {
    const { esc, money, capsName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'Nimbus Sans',sans-serif;font-size:10pt;line-height:1.28}
.page{padding:40px 54px 30px 54px}
.top{display:flex;gap:22px;align-items:flex-start}
.seal{width:170px;height:170px;border-radius:50%;border:3px double #000;display:flex;flex-direction:column;justify-content:center;align-items:center;text-align:center;position:relative}
.seal:before{content:'';position:absolute;inset:9px;border-radius:50%;border:1px dashed #000}
.seal .a{font-weight:bold;font-size:11.5pt;letter-spacing:1.5px;line-height:1.25}
.seal .s{font-size:9pt;letter-spacing:4px;margin-top:2px}
.div{text-align:center;font-weight:bold;letter-spacing:2px;font-size:9.5pt;margin-top:6px;width:170px}
.tr{flex:1}
.tr h1{font-size:16pt;margin:8px 0 2px}
.cl{border:2px solid #000;padding:5px 10px;margin:8px 0;font-size:11pt}
.hb{background:#e8e8e8;border:1px solid #000;padding:5px 9px;font-size:9.5pt}
table.pt{width:100%;margin-top:12px}
table.pt td,table.pt th{border:1px solid #000;padding:4px 7px;vertical-align:top;text-align:left}
table.pt th{font-size:7.5pt;background:#f0f0f0}
table.am{margin:8px 0;border:1px solid #000}
table.am td{border:1px solid #000;padding:3px 10px}
.small{font-size:7.5pt;line-height:1.22}
.ab{border:1px solid #000;padding:5px 9px;margin-top:8px}
.foot{position:absolute;left:54px;right:54px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="top"><div><div class="seal"><div class="a">${esc(c.groups[0][0])}<br>${esc(c.groups[0][1])}</div><div class="s">★ ★ ★</div></div><div class="div">${esc(c.groups[1][0])}</div></div>
<div class="tr"><h1>STATEMENT OF CLAIM</h1><div>Small Claim — Notice of Hearing</div>
<div class="cl">Claim No. <b>${esc(d.caseNo)}</b></div>
<div class="hb"><b>HEARING:</b> Thursday, January 14, 2027, 9:00 a.m., Courtroom 6A<br>${esc(c.addr)} · Clerk ${esc(c.phone)}</div></div></div>
<table class="pt"><tr><th style="width:16%"></th><th>NAME</th><th>ADDRESS</th></tr>
<tr><td><b>PLAINTIFF</b></td><td>${esc(d.plaintiff.name)}</td><td>${esc(d.plaintiff.addr)}</td></tr>
<tr><td><b>DEFENDANT</b></td><td>${esc(capsName(df))}<br>a/k/a ${esc(df.aka)}</td><td>${esc(df.street)}<br>${esc(cityLine(df))}</td></tr></table>
<p style="margin-top:8px"><b>STATEMENT OF CLAIM:</b> Defendant owes Plaintiff the unpaid balance of a personal line of credit, account no. ending 0615, opened with Quaker Row Savings Bank and assigned to Plaintiff on 01/22/2026. Defendant failed to make payments as agreed; the last payment was received on 09/03/2025.</p>
<table class="am"><tr><td>Amount of claim</td><td><b>${money(a.principal)}</b></td></tr><tr><td>Interest (6%, separately stated)</td><td>${money(a.interest)}</td></tr><tr><td>Filing and service costs</td><td>${money(a.costs)}</td></tr><tr><td>Total</td><td>${money(a.principal + a.interest + a.costs)}</td></tr></table>
<p><b>TO THE DEFENDANT:</b> You are being sued. You must come to court on the hearing date above. If you do not come, a judgment may be entered against you by default. If you have a claim against the plaintiff, you may file it with the court before the hearing. The court can decide claims of not more than ${money(a.limit)}, exclusive of interest and costs.</p>
<p class="small"><b>AVISO:</b> Le han demandado en la corte. Usted debe presentarse en la corte en la fecha de la audiencia indicada arriba. Si no se presenta, se podrá dictar una sentencia en su contra. Para un intérprete, llame al ${esc(c.phone)}.</p>
<div class="ab"><b>ATTORNEY FOR PLAINTIFF</b><br>${esc(f.atty)}, ${esc(f.bar)} · ${esc(f.name)}<br>${esc(f.street)}, ${esc(f.city)} · ${esc(f.phone)} · ${nw(f.email)}</div>
<p class="small" style="margin-top:8px">I verify that the facts set forth above are true and correct to the best of my knowledge, information and belief, subject to the penalties of 18 Pa.C.S. § 4904. &nbsp; Date filed: 10/14/2026.</p>
<div class="foot"><span>PMC Civil 201 (modified)</span><span>Claim No. ${esc(d.caseNo)}</span></div>`;
    return L.page(d, css, body);
  },
};
