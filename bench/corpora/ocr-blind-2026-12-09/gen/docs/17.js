// 17 — Washington, Pierce County District Court: summons served before filing — no case number yet.
module.exports = {
  data: {
    state: 'WA', kind: 'Summons served before filing (district court) — no case number yet',
    layout: 'court name in small capitals across the top; caption with a blank "No." line (not yet filed) next to the firm\'s own file number; defendant address in a three-column table; amounts line; attorney block at the right under a signature line; demand-notice e-mail beside the attorney\'s',
    fontFamily: 'DejaVu Sans',
    court: { groups: [['In the District Court of Pierce County, State of Washington']] },
    caseNo: null, suit: true,
    plaintiff: { name: 'Vantage Hollow Funding, LLC' },
    firm: { name: 'Strand & Yamada, P.S.', atty: 'Kara M. Yamada', bar: 'WSBA No. 51907', street: '1201 Pacific Ave, Suite 1600', city: 'Tacoma, WA 98402',
      phone: '(253) 555-0148', email: 'kyamada@strandyamada.com', email2: 'notices@strandyamada.com', fileNo: 'SY-44812' },
    def: { first: 'Luis', mi: 'E.', last: 'Carranza', street: '1520 S. Alder Ridge St, Apt 104', city: 'Tacoma', st: 'WA', zip: '98405' },
    amt: { principal: 2960.48, interest: 247.19, fees: 125.00 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;line-height:1.35}
.page{padding:50px 64px 30px 64px}
.crt{text-align:center;font-variant:small-caps;font-size:12pt;letter-spacing:1px;border-bottom:1px solid #000;padding-bottom:6px}
table.cap{width:100%;margin:12px 0}
table.cap td{vertical-align:top;padding:4px 8px}
table.cap td.l{border-right:1.5px solid #000;border-bottom:1.5px solid #000;width:56%}
.no{font-size:10.5pt}
.no .bl{display:inline-block;border-bottom:1px solid #000;width:170px}
.ti{font-weight:bold;font-size:11.5pt;margin-top:10px}
.note{border:1.5px solid #000;padding:5px 9px;font-weight:bold;text-align:center;margin:6px 0 10px;letter-spacing:.5px}
table.ad{width:100%;margin:4px 0 10px}
table.ad th{font-size:7pt;text-align:left;border-bottom:1px solid #000;font-weight:normal;letter-spacing:.5px}
table.ad td{padding:3px 4px;border-bottom:1px solid #aaa}
.p{margin:0 0 6px;text-align:justify}
.sig{margin-left:360px;margin-top:10px}
.sig .ln{border-top:1px solid #000;margin-top:22px;padding-top:2px}
.foot{position:absolute;left:64px;right:64px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`;
    const body = `
<div class="crt">${esc(c.groups[0][0])}</div>
<table class="cap"><tr><td class="l">${esc(d.plaintiff.name.toUpperCase())},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${esc(capsName(df))},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td><div class="no">No. <span class="bl">&nbsp;</span></div><div style="font-size:7.5pt">(case number assigned when filed)</div><div class="ti">SUMMONS</div><div style="font-size:8.5pt;margin-top:6px">Plaintiff's file no. ${esc(f.fileNo)}</div></td></tr></table>
<div class="note">THIS SUMMONS IS SERVED BEFORE THE COMPLAINT HAS BEEN FILED WITH THE COURT</div>
<table class="ad"><tr><th>DEFENDANT</th><th>STREET ADDRESS</th><th>CITY / STATE / ZIP</th></tr>
<tr><td>${esc(fullName(df))}</td><td>${esc(df.street)}</td><td>${esc(df.city)}, ${df.st} ${df.zip}</td></tr></table>
<p class="p">TO THE DEFENDANT: A lawsuit has been started against you in the above-named court by ${esc(d.plaintiff.name)}, plaintiff. Plaintiff's claim is stated in the written complaint, a copy of which is served upon you with this summons. Plaintiff seeks the principal sum of <b>${money(a.principal)}</b> on a consumer credit account (original creditor Evergreen Sound Bank, account ending 6614), prejudgment interest of ${money(a.interest)}, statutory attorney fees of ${money(a.fees)}, and costs.</p>
<p class="p">In order to defend against this lawsuit, you must respond to the complaint by stating your defense in writing, and by serving a copy upon the person signing this summons within 20 days after the service of this summons, excluding the day of service, or a default judgment may be entered against you without notice.</p>
<p class="p">This lawsuit has not yet been filed with the court. You may demand that the plaintiff file this lawsuit with the court. If you do so, the demand must be in writing and must be served upon the person signing this summons. Within 14 days after you serve the demand, the plaintiff must file this lawsuit with the court, or the service on you of this summons and complaint will be void. Written demands may be sent to ${nw(f.email2)}.</p>
<p class="p">If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time. This summons is issued pursuant to CRLJ 4.</p>
<div class="sig">DATED November 10, 2026.<div class="ln">${esc(f.name)}<br>/s/ ${esc(f.atty)}<br>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.street)}<br>${esc(f.city)}<br>${esc(f.phone)}<br>${nw(f.email)}<br>Attorneys for Plaintiff</div></div>
<div class="foot"><span>SUMMONS (pre-filing) — Page 1 of 1</span><span>${esc(f.name)} · ${esc(f.phone)}</span></div>`;
    return L.page(d, css, body);
  },
};
