// Letter - collection law firm, Kansas addressee; says suit filed, names court and case number
module.exports = {
  id: '09', state: 'KS', kind: 'collection letter (suit filed)', layout: 'law-firm-letter-sidebar', font: 'P052',
  expected: {
    customer_name: 'Denise L. Okonkwo', plaintiff_name: 'Jayhawk Portfolio Recovery, LLC',
    law_firm_name: 'Marchetti, Boyle & Adeyemi, LLP', lawyer_email: 'tboyle@mbadebtlaw.com',
    lawsuit_state: 'KS', lawsuit_amount: 2614.09, civil_number: 'SG-2026-LM-003318',
    court_name: 'District Court of Sedgwick County, Kansas',
    customer_street: '1420 N Elm St Apt 3B', customer_city: 'Wichita', customer_state: 'KS',
    customer_zip_code: '67203', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'P052';font-size:11pt;line-height:1.42}
  .side{position:absolute;left:0;top:0;bottom:0;width:178px;background:#1f3a5a;color:#e8eef5;padding:46px 16px;box-sizing:border-box;font-size:8.5pt;line-height:1.45}
  .side .n{font-size:15pt;line-height:1.15;color:#fff;margin-bottom:16px}
  .main{position:absolute;left:214px;right:56px;top:48px}
  .addr{margin-top:40px;line-height:1.3}
  table.re{border-collapse:collapse;margin:16px 0;font-size:10pt}
  table.re td{padding:1px 10px 1px 0;vertical-align:top}
  p{margin:8px 0;text-align:justify}
  .bal{border:1px solid #1f3a5a;padding:6px 10px;font-size:10.5pt;margin:10px 0}
  .bal td{padding:1px 18px 1px 0}
  .foot{position:absolute;left:214px;right:56px;bottom:24px;font-size:8pt;color:#444;border-top:1px solid #999;padding-top:3px}
  `,
  html: `
  <div class="side"><div class="n">Marchetti,<br>Boyle &amp;<br>Adeyemi, LLP</div>
   Attorneys at Law<br><br>8700 W 110th St Suite 300<br>Overland Park, KS 66210<br><br>Tel. (913) 555-0158<br>Toll-free (800) 555-0199<br><br>Thomas R. Boyle<br>KS Sup. Ct. No. 24419<br>tboyle@mbadebtlaw.com<br><br>Litigation paralegal<br>Kayla Nguyen<br>knguyen@mbadebtlaw.com<br><br>Payments<br>payments@mbadebtlaw.com<br><br>Office hours<br>Mon&ndash;Fri 8:00&ndash;5:00 CT</div>
  <div class="main">
   <div>December 2, 2026</div>
   <div class="addr">Denise L. Okonkwo<br>1420 N Elm St Apt 3B<br>Wichita, KS 67203</div>
   <table class="re">
    <tr><td><b>Re:</b></td><td>Jayhawk Portfolio Recovery, LLC v. Denise L. Okonkwo</td></tr>
    <tr><td></td><td>District Court of Sedgwick County, Kansas, Case No. SG-2026-LM-003318</td></tr>
    <tr><td></td><td>Original creditor: Sunflower State Bank &middot; Account ending 2087</td></tr>
    <tr><td></td><td>Our file no. MBA-118-55207</td></tr>
   </table>
   <p>Dear Ms. Okonkwo:</p>
   <p>This firm represents Jayhawk Portfolio Recovery, LLC, the current owner of the account referenced above, which was purchased from Sunflower State Bank. Please be advised that a lawsuit has been filed against you in the District Court of Sedgwick County, Kansas, Case No. SG-2026-LM-003318. You will be served with a summons separately. Please read the summons carefully and note the date by which you must respond.</p>
   <div class="bal"><table>
    <tr><td>Balance at charge-off</td><td>$2,380.00</td></tr>
    <tr><td>Interest since charge-off</td><td>$234.09</td></tr>
    <tr><td>Fees since charge-off</td><td>$0.00</td></tr>
    <tr><td><b>Balance due now</b></td><td><b>$2,614.09</b></td></tr>
   </table><span style="font-size:9pt">Court costs of $195.00 (filing fee and service) may be added if a judgment is entered; they are not included above.</span></div>
   <p>Even though suit has been filed, we are willing to discuss a resolution. If you pay the balance due now of $2,614.09, or enter into a payment plan acceptable to our client, we will ask the court to dismiss the case. To discuss your options, call us at (913) 555-0158 or write to the attorney handling this matter.</p>
   <p>Because interest may continue to accrue, the amount due on the day you pay may be greater. If you pay the amount shown above, an adjustment may be necessary after we receive your payment, in which event we will inform you.</p>
   <p style="margin-top:16px">Sincerely,<br><br>MARCHETTI, BOYLE &amp; ADEYEMI, LLP<br>Thomas R. Boyle, Attorney at Law</p>
   <p style="font-size:9pt">This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose.</p>
  </div>
  <div class="foot">Case No. SG-2026-LM-003318 &middot; File MBA-118-55207 &middot; Please include your file number with any payment.</div>
  `,
};
