// 18 — Virginia, Chesterfield County Circuit Court: complaint; defendant only in ALL CAPITALS with "III" in a "Serve:" block.
module.exports = {
  data: {
    state: 'VA', kind: 'Complaint (circuit court)',
    layout: 'caption with a "Serve:" block under the defendant (capitals, suffix III), case number at right beside a vertical rule; numbered paragraphs; contract-rate interest and 25% attorney-fee distractors; "By Counsel" signature with attorney block underneath',
    fontFamily: 'DejaVu Serif Condensed',
    court: { groups: [['IN THE CIRCUIT COURT OF CHESTERFIELD COUNTY, VIRGINIA']] },
    caseNo: 'CL26-2281', suit: true,
    plaintiff: { name: 'Keystone Meridian Lending, LLC', addr: '4401 Dominion Commerce Blvd, Glen Allen, VA 23060' },
    firm: { name: 'Birchall Keane, PLLC', atty: 'Allison G. Keane', bar: 'VSB No. 84419', street: '1021 E. Cary St, Suite 810', city: 'Richmond, VA 23219',
      phone: '(804) 555-0133', fax: '(804) 555-0134', email: 'akeane@birchallkeane.com' },
    def: { first: 'Raymond', mi: 'E.', last: 'Price', suffix: 'III', street: '10412 Cedar Lantern Ct', city: 'Chester', st: 'VA', zip: '23831' },
    amt: { principal: 14862.07, interest: 642.18, fees: 3715.52 },
  },
  render(d, L) {
    const { esc, money, capsName, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'DejaVu Serif Condensed',serif;font-size:10.5pt;line-height:1.42}
.page{padding:58px 76px 30px 76px}
.hd{text-align:center;font-weight:bold;font-size:11.5pt;margin-bottom:16px}
.cap{display:grid;grid-template-columns:1fr 190px}
.cap .l{border-right:1.5px solid #000;padding-right:14px}
.cap .r{padding-left:16px;align-self:center}
.srv{margin:4px 0 4px 30px;font-size:9.5pt;line-height:1.3}
h1{text-align:center;font-size:12pt;letter-spacing:3px;margin:14px 0 8px}
.p{text-indent:36px;margin:0 0 5px;text-align:justify}
.sig{margin-left:320px;margin-top:8px}
.ab{margin-top:16px;border-top:1px solid #000;width:300px;padding-top:3px;font-size:9.5pt;line-height:1.3}
.foot{position:absolute;left:76px;right:76px;bottom:14px;font-size:7pt;text-align:right}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}</div>
<div class="cap"><div class="l">${esc(d.plaintiff.name.toUpperCase())},<br>${esc(d.plaintiff.addr)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${esc(capsName(df))},<br>
<div class="srv">SERVE:&nbsp; ${esc(capsName(df))}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${esc(df.street.toUpperCase())}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${esc(df.city.toUpperCase())}, ${df.st} ${df.zip}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;(Chesterfield County)</div>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div class="r">Case No. <b>${esc(d.caseNo)}</b></div></div>
<h1>COMPLAINT</h1>
<p class="p">COMES NOW the Plaintiff, ${esc(d.plaintiff.name)}, by counsel, and for its Complaint against the Defendant states as follows:</p>
<p class="p">1. On or about March 3, 2023, the Defendant executed a promissory note in favor of the Plaintiff in the original principal amount of $18,500.00 (loan no. KML-3088142). A copy of the note is attached as Exhibit A.</p>
<p class="p">2. The Defendant defaulted by failing to make the monthly payment due April 1, 2026, and each payment thereafter. The Plaintiff has declared the entire balance due.</p>
<p class="p">3. After application of all payments and credits, the unpaid principal balance owed by the Defendant is ${money(a.principal)}.</p>
<p class="p">4. The note provides for interest at the contract rate of 11.5% per annum; interest accrued from May 1, 2026 through the date of filing is ${money(a.interest)}. The note further provides for attorney's fees of twenty-five percent (25%) of the amount due, or ${money(a.fees)}.</p>
<p class="p">5. Venue is proper in this Court under Va. Code § 8.01-262 because the Defendant resides in Chesterfield County.</p>
<p class="p">WHEREFORE, the Plaintiff demands judgment against the Defendant in the principal amount of ${money(a.principal)}, plus interest at the contract rate of 11.5% from May 1, 2026 until paid, attorney's fees as provided in the note, and its costs.</p>
<div class="sig">${esc(d.plaintiff.name.toUpperCase())}<br>By Counsel</div>
<div class="ab">${esc(f.atty)} (${esc(f.bar)})<br>${esc(f.name.toUpperCase())}<br>${esc(f.street)}<br>${esc(f.city)}<br>Telephone ${esc(f.phone)} · Facsimile ${esc(f.fax)}<br>${nw(f.email)}<br><i>Counsel for Plaintiff</i></div>
<div class="foot">Filed 10/19/2026 · Clerk's receipt no. 26-118732 · Filing fee $101.00</div>`;
    return L.page(d, css, body);
  },
};
