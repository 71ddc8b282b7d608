// Massachusetts - District Court Department, Worcester Division - statement of small claim, dense condensed form grid; plaintiff without a lawyer
module.exports = {
  id: '08', state: 'MA', kind: 'small claims statement', layout: 'condensed-form-grid-pro-se', font: 'DejaVu Sans Condensed',
  expected: {
    customer_name: "Kevin P. O'Brien", plaintiff_name: 'Lakeside Family Dental, P.C.',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'MA', lawsuit_amount: 1840.00, civil_number: '2662SC000418',
    court_name: 'Trial Court of Massachusetts, District Court Department, Worcester Division',
    customer_street: '88 June St Unit 2', customer_city: 'Worcester', customer_state: 'MA',
    customer_zip_code: '01602', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-stretch:condensed;font-size:9pt;padding:36px 46px;line-height:1.3}
  .top{display:grid;grid-template-columns:170px 1fr 190px;border:1.5px solid #000}
  .top>div{padding:5px 7px}
  .top>div+div{border-left:1.5px solid #000}
  .c{text-align:center;margin:0}
  .t{font-size:12pt;font-weight:bold}
  .g{display:grid;grid-template-columns:repeat(6,1fr);border-left:1px solid #000;border-top:1px solid #000;margin-top:8px}
  .g>div{border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 5px 4px;min-height:30px}
  .g .k{display:block;font-size:7pt;font-weight:bold;text-transform:uppercase;color:#333}
  .s2{grid-column:span 2}.s3{grid-column:span 3}.s4{grid-column:span 4}.s6{grid-column:span 6}
  .hdr{background:#d9d9d9;font-weight:bold;min-height:0!important}
  p{margin:5px 0;text-align:justify}
  .foot{position:absolute;left:46px;right:46px;bottom:22px;font-size:7.5pt;display:flex;justify-content:space-between}
  `,
  html: `
  <div class="top"><div>DOCKET NUMBER<br><b style="font-size:11pt">2662SC000418</b></div>
   <div><p class="c t">TRIAL COURT OF MASSACHUSETTS</p><p class="c t">DISTRICT COURT DEPARTMENT</p><p class="c">Worcester Division</p><p class="c" style="font-size:8pt">50 Harvard St, Worcester, MA 01608 &middot; (508) 555-0117</p></div>
   <div><b>STATEMENT OF SMALL CLAIM AND NOTICE OF TRIAL</b><br>G.L. c. 218, &sect;&sect; 21-25</div></div>
  <div class="g">
   <div class="s6 hdr">PLAINTIFF (appearing without an attorney)</div>
   <div class="s3"><span class="k">Plaintiff name</span>LAKESIDE FAMILY DENTAL, P.C.</div>
   <div class="s3"><span class="k">Plaintiff address</span>412 Park Ave Suite 3, Worcester, MA 01609</div>
   <div class="s2"><span class="k">Signed by (officer)</span>Ananya Rao, D.M.D., Treasurer</div>
   <div class="s2"><span class="k">Plaintiff phone</span>(508) 555-0152</div>
   <div class="s2"><span class="k">Plaintiff e-mail</span>billing@lakesidefamilydental.com</div>
   <div class="s6 hdr">DEFENDANT(S)</div>
   <div class="s2"><span class="k">Defendant 1 name</span>KEVIN P. O'BRIEN</div>
   <div class="s4"><span class="k">Defendant 1 address</span>88 June St Unit 2, Worcester, MA 01602</div>
   <div class="s2"><span class="k">Defendant 2 name</span>BRIDGET A. O'BRIEN</div>
   <div class="s4"><span class="k">Defendant 2 address</span>88 June St Unit 2, Worcester, MA 01602</div>
   <div class="s6 hdr">PLAINTIFF'S CLAIM</div>
   <div class="s2"><span class="k">Amount of claim</span><b>$1,840.00</b></div>
   <div class="s2"><span class="k">Interest (G.L. c. 231 &sect; 6C), separate</span>$112.30</div>
   <div class="s2"><span class="k">Filing fee / costs</span>$50.00 / $30.00 service</div>
   <div class="s6"><span class="k">Plaintiff's statement of the claim</span>The defendant owes plaintiff $1,840.00 for dental services (crown, root canal) provided to the defendant between 02/11/2025 and 04/29/2025, patient account no. LFD-20417, statement dated 07/01/2025. Insurance paid its share; the balance is the patient's responsibility. Several invoices and a final notice were sent; no payment has been received.</div>
   <div class="s3"><span class="k">Total with costs (if awarded)</span>$1,920.00</div>
   <div class="s3"><span class="k">Date signed</span>11/24/2026</div>
   <div class="s6 hdr">NOTICE OF TRIAL &mdash; TO THE DEFENDANT</div>
   <div class="s3"><span class="k">Trial date and time</span>Wednesday, January 20, 2027, 9:00 A.M.</div>
   <div class="s3"><span class="k">Courtroom / session</span>Small Claims Session, Room 12</div>
   <div class="s6" style="font-size:8.5pt">YOU ARE BEING SUED IN SMALL CLAIMS COURT. You must appear at the trial on the date shown above. If you do not appear, a judgment by default may be entered against you for the amount claimed plus costs. If you have a claim against the plaintiff you may file it with the clerk. A mediator may be available on the day of trial. Questions: clerk's office e-mail worcester.smallclaims@madistrictcourt-info.org. Interpreter services are available at no cost.</div>
  </div>
  <p style="margin-top:10px">I certify under the penalties of perjury that the statements above are true, that the defendant is not in the military service, and that this claim is not based on a consumer debt that was assigned to me.</p>
  <p style="margin-top:18px">Signature of plaintiff: <i>Ananya Rao</i> &nbsp;&nbsp;&nbsp;&nbsp; for Lakeside Family Dental, P.C. &nbsp;&nbsp;&nbsp;&nbsp; Clerk-Magistrate: ____________________</p>
  <div class="foot"><span>Docket 2662SC000418 &middot; copy to defendant</span><span>DC-SC-1 (2024)</span></div>
  `,
};
