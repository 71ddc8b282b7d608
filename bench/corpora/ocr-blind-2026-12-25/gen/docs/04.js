// Tennessee - General Sessions Court, Davidson County - civil warrant, two-column (side-by-side) caption, monospace
module.exports = {
  id: '04', state: 'TN', kind: 'civil warrant', layout: 'two-column-caption-warrant', font: 'Liberation Mono',
  expected: {
    customer_name: 'James Earl Tatum Jr.', plaintiff_name: 'Cumberland Auto Credit, LLC',
    law_firm_name: 'Pruitt & Shelby, PLLC', lawyer_email: 'wpruitt@pruittshelby.com',
    lawsuit_state: 'TN', lawsuit_amount: 6420.15, civil_number: '26GC08841',
    court_name: 'General Sessions Court of Davidson County, Tennessee',
    customer_street: '1108 Gallatin Ave Apt 2', customer_city: 'Nashville', customer_state: 'TN',
    customer_zip_code: '37206', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'Liberation Mono';font-size:10pt;padding:44px 56px;line-height:1.35}
  .top{display:flex;justify-content:space-between;align-items:flex-start}
  .hd{text-align:center;font-weight:bold;font-size:11pt;margin:10px 0 2px}
  .cw{text-align:center;font-size:18pt;font-weight:bold;letter-spacing:6px;margin:8px 0;border-top:3px double #000;border-bottom:3px double #000;padding:4px 0}
  .cols{display:grid;grid-template-columns:1fr 1fr;gap:0;border:1px solid #000}
  .cols>div{padding:6px 8px}
  .cols>div:first-child{border-right:1px solid #000}
  .lab{font-weight:bold;text-decoration:underline}
  p{margin:7px 0;text-align:justify}
  .box{border:1px dashed #000;padding:6px 8px;margin:8px 0}
  .foot{position:absolute;left:56px;right:56px;bottom:24px;font-size:8.5pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px}
  `,
  html: `
  <div class="top"><div>STATE OF TENNESSEE<br>DAVIDSON COUNTY</div><div style="text-align:right">WARRANT NO. 26GC08841<br>Acct. Ref. CAC-77-203914<br>Return Date: 01/13/2027 9:00 AM</div></div>
  <p class="hd">IN THE GENERAL SESSIONS COURT OF DAVIDSON COUNTY, TENNESSEE</p>
  <p style="text-align:center;margin:0;font-size:9pt">Justice A.A. Birch Building, 408 2nd Ave N, Nashville, TN 37201 &middot; Civil Division (615) 555-0129</p>
  <div class="cw">CIVIL WARRANT</div>
  <div class="cols">
   <div><span class="lab">PLAINTIFF</span><br>CUMBERLAND AUTO CREDIT, LLC,<br>as successor in interest to<br>Music City Motors Finance<br>2700 Nolensville Pike<br>Nashville, TN 37211</div>
   <div><span class="lab">DEFENDANT(S)</span><br>JAMES EARL TATUM, JR.<br>1108 Gallatin Ave Apt 2<br>Nashville, TN 37206<br><br>SHAUNA M. TATUM<br>(same address)</div>
  </div>
  <p><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b> You are hereby commanded to summon the defendant(s) named above to appear before the General Sessions Court of Davidson County, Tennessee, at the time shown above, to answer the civil action brought by the plaintiff.</p>
  <div class="box">Plaintiff sues for a deficiency balance of <b>$6,420.15</b> after repossession and sale of a 2019 Chevrolet Malibu, VIN ending 40218, under retail installment contract no. MCM-118306, together with pre-judgment interest of $588.30 (stated separately), and attorney fees and court costs as allowed by law. Court costs paid at filing: $173.50.</div>
  <p>Total demanded, including costs but not interest: $6,593.65. Plaintiff further demands post-judgment interest at the statutory rate.</p>
  <div class="cols" style="margin-top:10px">
   <div><span class="lab">ATTORNEY FOR PLAINTIFF</span><br>Wesley J. Pruitt, BPR #031447<br>PRUITT &amp; SHELBY, PLLC<br>315 Deaderick St Suite 1550<br>Nashville, TN 37238<br>(615) 555-0176<br>wpruitt@pruittshelby.com<br>filings: docket@pruittshelby.com</div>
   <div><span class="lab">ISSUED</span><br>Date: 12/01/2026<br>Clerk of the General Sessions Court<br><br>By: ______________ D.C.<br><br>Clerk e-mail (civil):<br>gsciv.clerk@nashville-gs.org</div>
  </div>
  <p style="font-size:9pt"><b>NOTICE:</b> If you fail to appear on the return date, a judgment by default may be entered against you. Judgment may result in garnishment of wages or levy on property. See Tenn. Code Ann. &sect; 26-2-301 for exemptions.</p>
  <div class="box" style="font-size:9pt"><b>RETURN ON SERVICE.</b> I hereby certify that I served this warrant on _______________ 20___ by delivering a copy to _________________________. &nbsp; Deputy Sheriff / Process Server: ____________________</div>
  <div class="foot"><span>CIVIL WARRANT &ndash; No. 26GC08841</span><span>Pruitt &amp; Shelby, PLLC</span><span>GS-CW-1 (rev. 2024)</span></div>
  `,
};
