// 14 — Ohio: law-firm letter announcing that a lawsuit has been filed (court and case number given).
module.exports = {
  data: {
    state: 'OH', kind: 'Letter — law firm, lawsuit already filed',
    layout: 'centred letterhead with firm address and phone; date and "Via First-Class Mail" line; address block; "Re:" block stacking case caption, court, case number, firm file number and account; body with balance, court costs, settlement offer; attorney signature with her e-mail, payments e-mail in footer',
    fontFamily: 'FreeSerif',
    suit: true,
    court: { groups: [['Franklin County Municipal Court, Civil Division']] },
    caseNo: '2026 CVF 031884',
    plaintiff: { name: 'Marlow Street Capital, LLC', original: 'Redfern Consumer Finance, Inc.' },
    firm: { name: 'Brannock, Vail & Ekwueme Co., L.P.A.', atty: 'Meredith A. Vail', street: '250 E. Broad St, Suite 1700', city: 'Columbus, OH 43215',
      phone: '(614) 555-0190', fax: '(614) 555-0191', email: 'mvail@bvelaw-ohio.com', email2: 'payments@bvelaw-ohio.com', fileNo: 'BVE-26-40881', reg: 'Ohio Reg. No. 0091374' },
    def: { first: 'Gregory', mi: 'S.', last: 'Tomczak', street: '1471 Lockbourne Meadows Ct', city: 'Columbus', st: 'OH', zip: '43207' },
    amt: { principal: 3904.16, costs: 129.00, offer: 2342.50 },
  },
  render(d, L) {
    const { esc, money, fullName, cityLine, nw } = L;
    const f = d.firm, a = d.amt, df = d.def;
    const css = `
body{font-family:'FreeSerif',serif;font-size:11.5pt;line-height:1.35}
.page{padding:48px 82px 30px 82px}
.lh{text-align:center;border-bottom:1.5px solid #000;padding-bottom:6px;margin-bottom:18px}
.lh .n{font-size:17pt;letter-spacing:1px;font-variant:small-caps}
.lh .a{font-size:8pt;letter-spacing:.5px}
.re{margin:14px 0 12px 40px;display:grid;grid-template-columns:110px 1fr;gap:1px 8px;font-size:10.5pt}
.re b{font-weight:bold}
.foot{position:absolute;left:82px;right:82px;bottom:16px;font-size:7.5pt;text-align:center;border-top:1px solid #000;padding-top:3px}
`;
    const body = `
<div class="lh"><div class="n">${esc(f.name)}</div><div class="a">ATTORNEYS AT LAW · ${esc(f.street.toUpperCase())} · ${esc(f.city.toUpperCase())}<br>TELEPHONE ${esc(f.phone)} · FACSIMILE ${esc(f.fax)}</div></div>
<p>November 12, 2026</p>
<p style="font-size:9pt">VIA FIRST-CLASS MAIL</p>
<p>${esc(fullName(df))}<br>${esc(df.street)}<br>${esc(cityLine(df))}</p>
<div class="re"><b>Re:</b><div><i>${esc(d.plaintiff.name)} v. ${esc(fullName(df))}</i></div>
<span>Court:</span><div>${esc(d.court.groups[0][0])}</div>
<span>Case No.:</span><div>${esc(d.caseNo)}</div>
<span>Our File No.:</span><div>${esc(f.fileNo)}</div>
<span>Original creditor:</span><div>${esc(d.plaintiff.original)}, acct. ending 7730</div></div>
<p>Dear ${esc(fullName(df))}:</p>
<p>This firm represents ${esc(d.plaintiff.name)}, the current owner of the account referenced above. Please be advised that on November 9, 2026, our client filed a lawsuit against you in the ${esc(d.court.groups[0][0])}. The complaint asks the court to enter judgment for <b>${money(a.principal)}</b>, the balance now due on the account, together with court costs (the filing deposit was ${money(a.costs)}) and interest at the statutory rate from the date of judgment. You will receive a summons and a copy of the complaint from the Clerk by certified mail.</p>
<p>The lawsuit does not prevent us from resolving this matter. If you contact this office before the answer date shown on the summons, our client has authorized us to accept ${money(a.offer)} in full settlement, payable in a lump sum or in up to six monthly installments, and to dismiss the case upon the final payment. Nothing in this letter changes the date by which you must respond to the summons.</p>
<p>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<p style="margin-top:14px">Very truly yours,</p>
<p style="font-family:'Z003',cursive;font-size:19pt;margin:0 0 2px">Meredith A. Vail</p>
<p>${esc(f.atty)}, Esq. (${esc(f.reg)})<br>${esc(f.name)}<br>Direct e-mail: ${nw(f.email)}</p>
<div class="foot">Payments: ${esc(f.name)} Trust Account, ${esc(f.street)}, ${esc(f.city)} · ${nw(f.email2)} · Please include file no. ${esc(f.fileNo)}</div>`;
    return L.page(d, css, body);
  },
};
