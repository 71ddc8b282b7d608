// Georgia - Magistrate Court of Gwinnett County - statement of claim form grid with handwritten (script) fill-ins
const h = s => `<span class="hw">${s}</span>`;
module.exports = {
  id: '03', state: 'GA', kind: 'statement of claim', layout: 'form-grid-handwritten', font: 'Nimbus Sans + Z003 (script fill-ins)',
  expected: {
    customer_name: 'Latoya R. Simmons', plaintiff_name: 'Peachtree Lending Partners, LLC',
    law_firm_name: 'Crane, Albright & Wu, LLC', lawyer_email: 'halbright@cranealbright.com',
    lawsuit_state: 'GA', lawsuit_amount: 2950.00, civil_number: '26-M-04417',
    court_name: 'Magistrate Court of Gwinnett County, State of Georgia',
    customer_street: '2190 Pleasant Hill Rd Apt 1512', customer_city: 'Duluth', customer_state: 'GA',
    customer_zip_code: '30096', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'Nimbus Sans';font-size:9pt;padding:40px 52px;line-height:1.3}
  .hd{text-align:center;font-weight:bold;font-size:12pt;margin:0;letter-spacing:1px}
  .hw{font-family:'Z003';font-size:15pt;color:#1a2a6c;line-height:1}
  table.f{width:100%;border-collapse:collapse;margin-top:8px}
  table.f td{border:1px solid #000;padding:3px 6px 5px;vertical-align:top}
  .lb{display:block;font-size:7.5pt;text-transform:uppercase;color:#222;margin-bottom:2px}
  .sec{background:#000;color:#fff;font-weight:bold;font-size:9pt;padding:2px 6px!important}
  .amt td{text-align:right}
  .txt{font-size:8.5pt;text-align:justify;margin:8px 0}
  .cb{display:inline-block;width:9px;height:9px;border:1px solid #fff;background:#fff;margin-right:4px;vertical-align:-1px}
  `,
  html: `
  <p class="hd">IN THE MAGISTRATE COURT OF GWINNETT COUNTY</p>
  <p class="hd">STATE OF GEORGIA</p>
  <p style="text-align:center;margin:2px 0 0;font-size:8.5pt">Gwinnett Justice and Administration Center, 75 Langley Dr, Lawrenceville, GA 30046 &middot; (770) 555-0110</p>
  <table class="f">
   <tr><td colspan="2" style="width:62%"><span class="lb">Civil Action No.</span>${h('26-M-04417')}</td><td><span class="lb">Date filed</span>${h('12/02/2026')}</td></tr>
   <tr><td colspan="3" class="sec">STATEMENT OF CLAIM &nbsp;&mdash;&nbsp; <span class="cb"></span>Dispossessory &nbsp; <span class="cb" style="background:#fff;color:#000;font-size:8pt;line-height:9px;text-align:center">X</span>Civil Claim (Money)</td></tr>
   <tr><td colspan="2"><span class="lb">Plaintiff (name)</span>${h('Peachtree Lending Partners, LLC')}</td><td><span class="lb">Plaintiff address</span>${h('3340 Peachtree Rd NE Ste 900')}<br>${h('Atlanta, GA 30326')}</td></tr>
   <tr><td colspan="2"><span class="lb">Defendant 1 (last, first, middle)</span>${h('Simmons, Latoya R.')}</td><td rowspan="2"><span class="lb">Defendant 1 address for service</span>${h('2190 Pleasant Hill Rd Apt 1512')}<br>${h('Duluth, GA 30096')}</td></tr>
   <tr><td colspan="2"><span class="lb">Defendant 2 (last, first, middle)</span>${h('Simmons, Marcus D.')}</td></tr>
   <tr><td colspan="3"><span class="lb">Basis of claim</span>${h('Unpaid balance on personal installment loan no. PLP-558120, default 04/2025')}</td></tr>
   <tr><td colspan="3" class="sec">AMOUNTS CLAIMED</td></tr>
   <tr class="amt"><td style="text-align:left;width:40%">Principal</td><td style="width:22%">${h('$ 2,950.00')}</td><td rowspan="4" style="text-align:left"><span class="lb">Attorney for plaintiff</span>${h('Helen P. Albright')}<br>Ga. Bar No. ${h('611208')}<br>${h('Crane, Albright & Wu, LLC')}<br>${h('1180 W Peachtree St NW, Ste 2400, Atlanta, GA 30309')}<br>${h('halbright@cranealbright.com')}<br>Tel. ${h('(404) 555-0163')}</td></tr>
   <tr class="amt"><td style="text-align:left">Interest (to date of filing)</td><td>${h('$ 318.44')}</td></tr>
   <tr class="amt"><td style="text-align:left">Court costs</td><td>${h('$ 81.00')}</td></tr>
   <tr class="amt"><td style="text-align:left"><b>TOTAL</b></td><td>${h('$ 3,349.44')}</td></tr>
  </table>
  <p class="txt">The plaintiff shows that the defendant(s) named above is/are indebted to plaintiff in the sum set forth above, that demand has been made and payment refused. The defendant(s) reside(s) in Gwinnett County.</p>
  <table class="f"><tr><td style="width:50%"><span class="lb">Sworn to and subscribed before me</span>${h('Dec. 2, 2026')}<br><br>______________________<br>Deputy Clerk / Notary</td><td><span class="lb">Signature of plaintiff or attorney</span>${h('H. P. Albright')}<br><br>Firm paralegal: ${h('dmoss@cranealbright.com')}</td></tr></table>
  <p class="sec" style="margin:10px 0 0;padding:2px 6px">SUMMONS</p>
  <p class="txt">TO THE ABOVE NAMED DEFENDANT(S): You are hereby required to appear and answer the foregoing claim, in writing or orally, within thirty (30) days after service of this summons upon you. If you fail to answer, judgment by default may be entered against you. Answers may be filed at the clerk's office or by e-mail to the e-filing desk (efile.magistrate@gwinnettcourts-ga.net). Your answer must include Civil Action No. 26-M-04417.</p>
  <p class="txt">Witness the Honorable Chief Magistrate of said Court. &nbsp; Date: ${h('12/02/2026')} &nbsp;&nbsp; Clerk/Deputy Clerk: __________________</p>
  <table class="f" style="margin-top:12px"><tr><td class="sec" colspan="3">ENTRY OF SERVICE (for sheriff / marshal use)</td></tr>
   <tr><td style="width:34%;height:44px"><span class="lb">Personal</span></td><td style="width:33%"><span class="lb">Notorious</span></td><td><span class="lb">Non est inventus</span></td></tr></table>
  <p style="font-size:7.5pt;margin-top:10px;text-align:right">Civil Action No. 26-M-04417 &middot; Statement of Claim &middot; rev. 07/2025</p>
  `,
};
