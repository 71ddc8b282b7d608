// Oklahoma - District Court, Tulsa County - small claims affidavit, separate centred header lines, FILED stamp crossing the amount
module.exports = {
  id: '06', state: 'OK', kind: 'small claims affidavit', layout: 'centred-headers-affidavit-stamp', font: 'URW Bookman',
  expected: {
    customer_name: 'Consuelo A. Ibarra', plaintiff_name: 'Red River Receivables II, LLC',
    law_firm_name: 'Holloway Tran, PLLC', lawyer_email: 'gholloway@hollowaytran.com',
    lawsuit_state: 'OK', lawsuit_amount: 1975.42, civil_number: 'SC-2026-1187',
    court_name: 'District Court in and for Tulsa County, State of Oklahoma',
    customer_street: '5521 E 21st St Apt 208', customer_city: 'Tulsa', customer_state: 'OK',
    customer_zip_code: '74114', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'URW Bookman';font-size:10pt;padding:54px 70px;line-height:1.45}
  .c{text-align:center;margin:0}
  .c.b{font-weight:bold;font-size:11pt}
  .row{display:flex;justify-content:space-between;margin-top:14px}
  p{margin:8px 0;text-align:justify}
  .u{border-bottom:1px solid #000;padding:0 6px}
  .stamp{position:absolute;left:70px;top:352px;transform:rotate(-14deg);border:3px solid rgba(200,20,30,.6);color:rgba(200,20,30,.6);
    font-family:'DejaVu Sans';font-weight:bold;text-align:center;padding:4px 14px;border-radius:8px;font-size:11pt;line-height:1.2;letter-spacing:1px}
  .stamp .big{font-size:22pt;letter-spacing:6px}
  .sig{display:flex;justify-content:space-between;margin-top:14px}
  .foot{position:absolute;left:70px;right:70px;bottom:26px;font-size:8pt;text-align:center;border-top:1px solid #000;padding-top:3px}
  `,
  html: `
  <p class="c b">IN THE DISTRICT COURT IN AND FOR TULSA COUNTY</p>
  <p class="c b">STATE OF OKLAHOMA</p>
  <p class="c" style="font-size:9pt">Tulsa County Courthouse, 500 S Denver Ave, Tulsa, OK 74103</p>
  <div class="row"><div>RED RIVER RECEIVABLES II, LLC,<br>a Delaware limited liability company,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>CONSUELO A. IBARRA,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
   <div style="text-align:right">Case No. SC-2026-1187<br>Judge: Small Claims Docket<br>Creditor acct. RRR-4471-0028</div></div>
  <p class="c b" style="margin-top:14px;font-size:12pt">SMALL CLAIMS AFFIDAVIT</p>
  <p>STATE OF OKLAHOMA, COUNTY OF TULSA, ss.</p>
  <p>The undersigned, being first duly sworn, states: That the defendant, Consuelo A. Ibarra, whose address is 5521 E 21st St Apt 208, Tulsa, OK 74114, is indebted to the plaintiff in the principal sum of <span class="u">$1,975.42</span> for an unpaid consumer credit account originally owed to Osage Prairie Bank (account ending 6093), which account was sold and assigned to the plaintiff.</p>
  <p>That plaintiff also claims interest of $146.80, stated separately, and court costs of $98.14 (filing fee $58.14, service $40.00), for a total with costs of $2,220.36.</p>
  <p>That the plaintiff has demanded payment and the defendant has refused to pay; that the claim is not assigned for collection only; and that the defendant is not in the military service.</p>
  <div class="sig"><div>Subscribed and sworn to before me<br>this 3rd day of December, 2026.<br><br>____________________________<br>Notary Public / Deputy Court Clerk</div>
   <div>HOLLOWAY TRAN, PLLC<br><br>____________________________<br>Grant E. Holloway, OBA #22815<br>1717 S Boulder Ave Suite 600<br>Tulsa, OK 74119 &middot; (918) 555-0148<br>gholloway@hollowaytran.com<br>Attorney for Plaintiff</div></div>
  <p class="c b" style="margin-top:16px">ORDER AND SUMMONS</p>
  <p>THE STATE OF OKLAHOMA TO THE ABOVE-NAMED DEFENDANT: You are hereby directed to appear and answer the foregoing claim at the Tulsa County Courthouse, Room 406, on the 14th day of January, 2027, at 9:00 o'clock a.m. If you do not appear, judgment will be given against you as follows: for the amount of the claim, together with costs.</p>
  <p style="font-size:9pt">Court Clerk contact: smallclaims@tulsacountyclerk-ok.org &middot; Plaintiff's e-filing address: efile@hollowaytran.com</p>
  <p>Dated: December 3, 2026 &nbsp;&nbsp;&nbsp; COURT CLERK, By ______________________ Deputy</p>
  <div class="stamp">DISTRICT COURT<br><span class="big">FILED</span><br>DEC 03 2026<br>DON R. MABRY, COURT CLERK<br>TULSA COUNTY, OKLA.</div>
  <div class="foot">Small Claims Affidavit &middot; Case No. SC-2026-1187 &middot; 12 O.S. &sect; 1751 et seq.</div>
  `,
};
