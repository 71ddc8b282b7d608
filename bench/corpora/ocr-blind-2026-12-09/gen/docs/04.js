// 04 — Washington, Spokane County Superior Court: summons (20 days) on numbered pleading paper.
module.exports = {
  data: {
    state: 'WA', kind: 'Summons (20 days), superior court',
    layout: 'numbered pleading paper (lines 1-28, double rule at left, single at right); caption box with ")" column; spouse "Jane Doe" co-defendant; firm name, address and e-mail in the footer',
    fontFamily: 'Nimbus Roman',
    court: { groups: [['IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON', 'IN AND FOR THE COUNTY OF SPOKANE']] },
    caseNo: '26-2-04518-32', suit: true,
    plaintiff: { name: 'Silverpine Capital Recovery, LLC' },
    firm: { name: 'Okafor Lindqvist PLLC', atty: 'Nadia E. Okafor', bar: 'WSBA #48812', street: '422 W. Riverside Ave, Suite 900', city: 'Spokane, WA 99201',
      phone: '(509) 555-0114', fax: '(509) 555-0115', email: 'nokafor@okaforlindqvist.com', email2: 'collections@okaforlindqvist.com', fileNo: 'OL-7730912' },
    def: { first: 'Trevor', mi: 'J.', last: 'Maddox', street: '2215 E. Wabash Ave', city: 'Spokane', st: 'WA', zip: '99207' },
    amt: { principal: 4077.63, interest: 388.10, fees: 200.00 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt;
    const LH = 30.86; // 28 numbered lines
    const nums = Array.from({ length: 28 }, (_, i) => `<div style="position:absolute;top:${84 + i * LH}px;right:8px">${i + 1}</div>`).join('');
    const css = `
body{font-family:'Nimbus Roman',serif;font-size:11pt;line-height:${LH / 2}px}
.nums{position:absolute;left:0;top:0;width:86px;height:960px;font-size:10pt;text-align:right;line-height:${LH}px}
.r1{position:absolute;left:92px;top:0;bottom:0;border-left:1px solid #000}
.r2{position:absolute;left:96px;top:0;bottom:0;border-left:1px solid #000}
.r3{position:absolute;left:750px;top:0;bottom:0;border-left:1px solid #000}
.body{position:absolute;left:110px;width:630px;top:${84 - 4}px}
.ct{text-align:center;line-height:${LH / 2}px;margin:${LH / 2}px 0 ${LH}px}
table.cap{width:100%;margin-bottom:${LH / 2}px}
table.cap td{vertical-align:top;line-height:${LH / 2}px}
.p{text-indent:48px;margin:0 0 ${LH / 2}px;text-align:justify}
.foot{position:absolute;left:0;right:0;bottom:0;height:80px;align-items:flex-start;border-top:1px solid #000;font-size:7.5pt;line-height:1.25;display:flex;justify-content:space-between;padding:6px 70px 0 110px;background:#fff}
.foot .r{text-align:right}
`;
    const body = `
<div class="nums">${nums}</div><div class="r1"></div><div class="r2"></div><div class="r3"></div>
<div class="body">
<div class="ct">${esc(c.groups[0][0])}<br>${esc(c.groups[0][1])}</div>
<table class="cap"><tr>
<td style="width:330px;border-bottom:1px solid #000">${esc(d.plaintiff.name.toUpperCase())},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>${esc(capsName(d.def))} and JANE DOE ${esc(d.def.last.toUpperCase())}, husband and wife and the marital community composed thereof,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="width:20px">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:18px"><br>NO. ${esc(d.caseNo)}<br><br><b>SUMMONS (20 DAYS)</b></td></tr></table>
<p>TO THE DEFENDANT: ${esc(fullName(d.def))}, ${esc(d.def.street)}, ${esc(cityLine(d.def))}</p>
<p class="p">A lawsuit has been started against you in the above-entitled court by ${esc(d.plaintiff.name)}, plaintiff. Plaintiff's claim is stated in the written complaint, a copy of which is served upon you with this summons. The complaint seeks judgment for a principal balance of ${money(a.principal)}, together with prejudgment interest of ${money(a.interest)}, taxable costs and statutory attorney's fees of ${money(a.fees)}.</p>
<p class="p">In order to defend against this lawsuit, you must respond to the complaint by stating your defense in writing, and by serving a copy upon the person signing this summons within 20 days after the service of this summons, excluding the day of service, or a default judgment may be entered against you without notice. A default judgment is one where plaintiff is entitled to what it asks for because you have not responded. If you serve a notice of appearance on the undersigned person, you are entitled to notice before a default judgment may be entered.</p>
<p class="p">You may demand that the plaintiff file this lawsuit with the court. If you do so, the demand must be in writing and must be served upon the person signing this summons. Within 14 days after you serve the demand, the plaintiff must file this lawsuit with the court, or the service on you of this summons and complaint will be void.</p>
<p class="p">If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time. This summons is issued pursuant to Rule 4 of the Superior Court Civil Rules of the State of Washington.</p>
<p>DATED: November 3, 2026.</p>
<div style="margin-left:300px">${esc(f.name.toUpperCase())}<br><br>By: /s/ ${esc(f.atty)}<br>${esc(f.atty)}, ${esc(f.bar)}<br>${nw(f.email)}<br>Attorneys for Plaintiff</div>
</div>
<div class="foot"><div>SUMMONS (20 DAYS) - 1<br>Our File No. ${esc(f.fileNo)}</div>
<div class="r"><b>${esc(f.name)}</b><br>${esc(f.street)}<br>${esc(f.city)}<br>Tel ${esc(f.phone)} · Fax ${esc(f.fax)}<br>Payments &amp; correspondence: ${nw(f.email2)}</div></div>`;
    return L.page(d, css, body);
  },
};
