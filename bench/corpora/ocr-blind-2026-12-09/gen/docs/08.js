// 08 — Tennessee, Davidson County General Sessions: civil warrant (defendant in ALL CAPITALS with suffix).
module.exports = {
  data: {
    state: 'TN', kind: 'Civil warrant (general sessions)',
    layout: 'typed fill-ins (monospace) in a ruled form; docket number in a box at top right; defendant only in capitals with "JR."; attorney box; exemption notice with a $10,000 figure; return-on-service section',
    fontFamily: 'URW Bookman',
    court: { groups: [['IN THE GENERAL SESSIONS COURT OF DAVIDSON COUNTY, TENNESSEE']], addr: 'Justice Center, 602 Deaderick Hall Plaza, Room 1, Nashville, TN 37201', phone: '(615) 555-0109' },
    caseNo: '26GC11873', suit: true,
    plaintiff: { name: 'Pinecrest Installment Loans, Inc.', addr: '4100 Charlotte Pike Commons, Suite 12, Nashville, TN 37209' },
    firm: { name: 'Garrity Holm, PLLC', atty: 'Colby R. Garrity', bar: 'BPR #031245', street: '210 Third Ave N, Suite 700', city: 'Nashville, TN 37201',
      phone: '(615) 555-0121', email: 'cgarrity@garrityholm.com' },
    def: { first: 'Dwayne', mi: 'T.', last: 'Holloway', suffix: 'Jr.', street: '2906 Whitsett Ridge Dr Apt 214', city: 'Nashville', st: 'TN', zip: '37211' },
    amt: { principal: 3742.90, interest: 412.07, fees: 561.44, limit: 25000, exemption: 10000 },
  },
  render(d, L) {
    const { esc, money, capsName, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const T = s => `<span class="t">${s}</span>`;
    const css = `
body{font-family:'URW Bookman',serif;font-size:9.5pt;line-height:1.3}
.page{padding:46px 52px 30px 52px}
.t{font-family:'Nimbus Mono PS',monospace;font-size:10.5pt;font-weight:bold}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #000;padding-bottom:6px}
.hd .c{font-size:10.5pt;font-weight:bold;width:62%}
.hd .c .ti{font-size:19pt;letter-spacing:2px;margin-top:4px}
.dk{border:2px solid #000;padding:4px 10px;text-align:center;min-width:190px}
.dk .l{font-size:7pt;letter-spacing:1px}
table.w{width:100%;margin-top:8px}
table.w td{border:1px solid #000;padding:4px 7px;vertical-align:top}
.l{font-size:7pt;display:block;letter-spacing:.3px}
.blk{border:1px solid #000;border-top:none;padding:6px 8px}
.ex{font-size:7.5pt;line-height:1.25;border:1px solid #000;border-top:none;padding:5px 8px}
.ret{margin-top:10px;border:2px solid #000;padding:6px 8px;font-size:8.5pt}
.ln{display:inline-block;border-bottom:1px solid #000;width:150px}
.foot{position:absolute;left:52px;right:52px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="hd"><div class="c">${esc(c.groups[0][0])}<div class="ti">CIVIL WARRANT</div></div>
<div class="dk"><div class="l">DOCKET NO.</div>${T(esc(d.caseNo))}<div class="l" style="margin-top:3px">CIVIL DIVISION · ROOM 1</div></div></div>
<table class="w"><tr>
<td style="width:50%"><span class="l">PLAINTIFF</span>${T(esc(d.plaintiff.name.toUpperCase()))}<br>${T(esc(d.plaintiff.addr.toUpperCase()))}</td>
<td><span class="l">DEFENDANT</span>${T(esc(capsName(df)))}<br>${T(esc(df.street.toUpperCase()))}<br>${T(`${esc(df.city.toUpperCase())}, ${df.st} ${df.zip}`)}</td></tr></table>
<div class="blk">
<p><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b> You are hereby commanded to summon ${T(esc(capsName(df)))} to appear before the General Sessions Court of Davidson County, Tennessee, at ${esc(c.addr)}, on ${T('01/07/2027')} at ${T('9:00 A.M.')}, then and there to answer in a civil action brought by the plaintiff named above.</p>
<p><span class="l">CAUSE OF ACTION / AMOUNT SOUGHT</span>${T('SUIT ON SWORN ACCOUNT (INSTALLMENT LOAN NO. PIL-0049921)')}<br>
Principal: ${T(money(a.principal))} &nbsp; Interest: ${T(money(a.interest))} &nbsp; Attorney's fees: ${T(money(a.fees))} &nbsp; plus court costs.<br>
<span style="font-size:8pt">The civil jurisdiction of this court is limited to ${money(a.limit)}.</span></p>
<div style="display:flex;justify-content:space-between;gap:14px">
<div style="border:1px solid #000;padding:5px 8px;width:60%"><span class="l">ATTORNEY FOR PLAINTIFF (NAME, BPR, ADDRESS, TELEPHONE, E-MAIL)</span>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.name)}<br>${esc(f.street)}, ${esc(f.city)}<br>${esc(f.phone)} · ${nw(f.email)}</div>
<div style="width:38%">Issued: ${T('11/02/2026')}<br><br>______________________<br>Deputy Clerk<br><span style="font-size:7.5pt">Clerk's office ${esc(c.phone)}</span></div></div>
</div>
<div class="ex"><b>TO THE DEFENDANT(S):</b> Tennessee law provides a ${money(a.exemption).replace('.00', '')} personal property exemption from execution or seizure to satisfy a judgment. If a judgment should be entered against you in this action and you wish to claim property as exempt, you must file a written list, under oath, of the items you wish to claim as exempt with the clerk of the court. The list may be filed at any time and may be changed by you thereafter as necessary. Certain items are automatically exempt by law and do not need to be listed; these include items of necessary wearing apparel, family portraits, the family Bible, and school books. FOR ASSISTANCE CONTACT THE CLERK.</div>
<div class="ret"><b>RETURN ON SERVICE OF CIVIL WARRANT</b><br>
I hereby return this civil warrant as follows: ☐ Served &nbsp; ☐ Not served &nbsp; ☐ Not found &nbsp; ☐ Other ________<br>
Person served: <span class="ln" style="width:240px"></span> Address: ${T(esc(df.street.toUpperCase()))}<br>
Date of service: <span class="ln"></span> &nbsp; Deputy Sheriff / Process Server: <span class="ln" style="width:190px"></span></div>
<div class="foot"><span>GSC-CIV-01 (rev. 2026)</span><span>Docket ${esc(d.caseNo)} · Page 1 of 1</span></div>`;
    return L.page(d, css, body);
  },
};
