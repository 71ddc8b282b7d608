// 05 — Virginia, Norfolk General District Court: warrant in debt.
module.exports = {
  data: {
    state: 'VA', kind: 'Warrant in debt (general district court)',
    layout: 'ruled form grid; case number in a box at top right; "debt in the sum of ... net of credits, with interest ..., costs and attorney\'s fees" line; checkbox rows; plaintiff\'s attorney box; return-of-service strip at the bottom',
    fontFamily: 'Liberation Sans Narrow',
    court: { groups: [['NORFOLK GENERAL DISTRICT COURT'], ['CIVIL DIVISION']], addr: '1400 Granby Justice Plaza, Norfolk, VA 23510', phone: '(757) 555-0126' },
    caseNo: 'GV26013806-00', suit: true,
    plaintiff: { name: 'Bayfront Credit Partners, LLC', addr: '7700 Harbor Gate Blvd, Suite 210', city: 'Virginia Beach, VA 23462' },
    firm: { name: 'Whitcombe & Daly, P.C.', atty: 'Jonathan R. Whitcombe', bar: 'VSB No. 77215', street: '150 W. Main St, Suite 1600', city: 'Norfolk, VA 23510',
      phone: '(757) 555-0138', email: 'jwhitcombe@whitcombedaly.com' },
    def: { first: 'Lorraine', mi: 'B.', last: 'Whitaker', street: '6220 Chesapeake Blvd, Unit 3', city: 'Norfolk', st: 'VA', zip: '23513' },
    amt: { principal: 1984.37, rate: '6.000', from: '03/14/2026', costs: 58.00, fees: 297.66 },
  },
  render(d, L) {
    const { esc, money, num, capsName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const box = ch => `<span class="cb">${ch ? '✕' : '&nbsp;'}</span>`;
    const css = `
body{font-family:'Liberation Sans Narrow',sans-serif;font-size:10pt;line-height:1.22}
.page{padding:40px 46px 30px 46px}
.lab{font-size:7pt;text-transform:uppercase;color:#111;display:block;letter-spacing:.2px}
.g{border:1.5px solid #000}
.row{display:flex;border-bottom:1px solid #000}
.row>div{padding:4px 6px;border-right:1px solid #000}
.row>div:last-child{border-right:none}
.title{font-size:15pt;font-weight:bold;letter-spacing:.5px}
.cb{display:inline-block;width:11px;height:11px;border:1px solid #000;font-size:8pt;line-height:10px;text-align:center;margin-right:3px;vertical-align:-1px;font-family:'DejaVu Sans',sans-serif}
.v{font-size:10.5pt}
.small{font-size:7.5pt;line-height:1.2}
.ret{margin-top:8px;border:1px dashed #000;padding:5px 7px}
.foot{position:absolute;left:46px;right:46px;bottom:14px;font-size:6.5pt;display:flex;justify-content:space-between}
`;
    const body = `
<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:6px">
 <div><div class="title">WARRANT IN DEBT</div><div class="small">(CIVIL CLAIM FOR MONEY) &nbsp; Va. Code §§ 16.1-76, 16.1-79</div></div>
 <div class="g" style="padding:4px 10px;min-width:200px"><span class="lab">Case No.</span><span style="font-size:13pt;font-weight:bold">${esc(d.caseNo)}</span></div>
</div>
<div class="g">
 <div class="row"><div style="flex:1"><span class="lab">General district court</span><span class="v"><b>${esc(c.groups[0][0])}</b> — ${esc(c.groups[1][0])}</span></div>
  <div style="width:42%"><span class="lab">Street address of court</span>${esc(c.addr)} · ${esc(c.phone)}</div></div>
 <div class="row"><div style="flex:1"><b>TO ANY AUTHORIZED OFFICER:</b> You are commanded to summon the defendant(s) named below to appear before this court at the date and time shown to answer the claim of the plaintiff(s).</div></div>
 <div class="row">
  <div style="width:50%"><span class="lab">Defendant(s) (name and address)</span><span class="v">${esc(capsName(df))}<br>${esc(df.street.toUpperCase())}<br>${esc(cityLine(df).toUpperCase())}</span></div>
  <div style="width:50%"><span class="lab">Plaintiff(s) (name and address)</span><span class="v">${esc(d.plaintiff.name)}<br>${esc(d.plaintiff.addr)}<br>${esc(d.plaintiff.city)}</span></div></div>
 <div class="row"><div style="width:50%"><span class="lab">Return date and time</span><span class="v">01/12/2027 &nbsp; 9:00 A.M. &nbsp; Courtroom 3B</span></div><div style="width:50%"><span class="lab">Date issued</span><span class="v">10/30/2026</span></div></div>
 <div class="row"><div style="flex:1">
  <p style="margin:2px 0 4px">to answer the claim of the plaintiff(s) that the defendant(s) owe the plaintiff(s) a debt in the sum of</p>
  <p class="v" style="margin:0 0 4px">$ <b>${num(a.principal)}</b> net of any credits, with interest at <b>${a.rate}</b> % from <b>${a.from}</b> until paid, $ <b>${num(a.costs)}</b> costs and $ <b>${num(a.fees)}</b> attorney's fees</p>
  <p style="margin:0">with the basis of this claim being ${box(1)}Open Account ${box(0)}Note ${box(0)}Contract ${box(0)}Other (specify): ________ &nbsp;&nbsp; account ending 8829</p></div></div>
 <div class="row"><div style="flex:1">HOMESTEAD EXEMPTION WAIVED? ${box(0)}Yes ${box(1)}No ${box(0)}Cannot be demanded &nbsp;&nbsp;&nbsp; ${box(1)} Plaintiff's affidavit of military status attached</div></div>
 <div class="row"><div style="width:62%"><span class="lab">Plaintiff's attorney (name, VSB number, address, telephone, e-mail)</span>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.name)}<br>${esc(f.street)}, ${esc(f.city)}<br>${esc(f.phone)} · ${nw(f.email)}</div>
  <div style="width:38%"><span class="lab">Clerk</span><br>by ____________________ Deputy Clerk<br><span class="small">Filing fee and service paid: $58.00</span></div></div>
 <div class="row" style="border-bottom:none"><div class="small" style="flex:1">TO THE DEFENDANT: You are not required to appear on the return date if you do not contest the claim, but a judgment may then be entered against you. If you want to contest the claim you must appear. You may be entitled to an interpreter; contact the clerk's office. The maximum claim in this court is $50,000.00 exclusive of interest, costs and attorney's fees.</div></div>
</div>
<div class="ret"><b>RETURNS:</b> Each defendant was served according to law, as indicated below, unless not found.<br>
<span class="lab" style="margin-top:4px">Name / address of defendant served</span>${esc(capsName(df))} — ${esc(df.street.toUpperCase())}, ${esc(cityLine(df).toUpperCase())}<br>
${box(0)} Personal service &nbsp; ${box(0)} Substituted service: delivered to a family member (not temporary sojourner or guest) age 16 or older &nbsp; ${box(0)} Posted on front door<br>
${box(0)} Not found &nbsp;&nbsp; SERVING OFFICER ____________________ for ____________________ Sheriff &nbsp;&nbsp; DATE ________</div>
<div class="foot"><span>FORM DC-412 (MASTER, PAGE ONE OF TWO) 07/26 — modified</span><span>${esc(d.caseNo)}</span></div>`;
    return L.page(d, css, body);
  },
};
