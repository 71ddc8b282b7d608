// 09 Ohio - collection law firm letter announcing a filed suit (names court + case no.); addressee street with "#" unit
module.exports = {
  meta: {
    id: "09", state: "OH", kind: "law firm letter (suit filed)", layout: "firm letterhead with side rule, window address block, reference box",
    font: "P052",
    expected: {
      customer_name: "Priya S. Raman",
      plaintiff_name: "Buckeye Portfolio Acquisitions, LLC",
      law_firm_name: "Keller Strand & Oduya, LLC",
      lawyer_email: "doduya@ksolegal.com",
      lawsuit_state: "OH",
      lawsuit_amount: 5318.42,
      civil_number: "2026 CVF 018842",
      court_name: "Franklin County Municipal Court",
      customer_street: "417 Birchwood Ln #3B",
      customer_city: "Columbus",
      customer_state: "OH",
      customer_zip_code: "43229",
      determine_if_lawsuit_exists: true
    }
  },
  css: `body{font-family:"P052";font-size:10.5pt;line-height:1.45}
.lh{position:absolute;left:72px;right:72px;top:44px;border-bottom:2px solid #23395d;padding-bottom:6px;display:flex;justify-content:space-between;align-items:flex-end}
.firm{font-size:19pt;color:#23395d;letter-spacing:1px}
.side{position:absolute;left:72px;top:150px;width:150px;font-size:8pt;line-height:1.35;color:#333;border-right:1px solid #999;padding-right:8px}
.main{position:absolute;left:250px;right:72px;top:150px}
p{margin:0 0 8px;text-align:justify}
.ref{border:1px solid #000;padding:5px 8px;margin:8px 0 10px;font-size:9.5pt}
.ref td{padding:0 10px 0 0}
.foot{position:absolute;left:72px;right:72px;bottom:26px;font-size:7.5pt;color:#333;text-align:center}`,
  body: `<div class="lh"><div><div class="firm">KELLER STRAND &amp; ODUYA, LLC</div><div style="font-size:9pt;letter-spacing:2px">ATTORNEYS AT LAW &middot; CREDITORS' RIGHTS</div></div>
<div style="text-align:right;font-size:8.5pt">6500 Emerald Pkwy, Suite 240<br>Dublin, Ohio 43016<br>Tel (614) 555-0126 &middot; Fax (614) 555-0127</div></div>
<div class="side"><b>Daniel J. Oduya</b><br>Ohio Reg. No. 0091734<br>doduya@ksolegal.com<br><br><b>Marisa L. Keller</b><br>Ohio Reg. No. 0078210<br><br><b>Payments</b><br>payments@ksolegal.com<br>Toll free (800) 555-0190<br>Mon&ndash;Fri 8:30&ndash;5:00<br><br><b>Paralegal</b><br>Jordan Weil<br>jweil@ksolegal.com</div>
<div class="main">
<p>December 15, 2026</p>
<p style="margin:14px 0 16px">PRIYA S. RAMAN<br>417 Birchwood Ln #3B<br>Columbus, OH 43229</p>
<table class="ref"><tr><td>Re:</td><td><b>Buckeye Portfolio Acquisitions, LLC v. Priya S. Raman, et al.</b></td></tr>
<tr><td>Court:</td><td>Franklin County Municipal Court</td></tr>
<tr><td>Case No.:</td><td><b>2026 CVF 018842</b></td></tr>
<tr><td>Our File:</td><td>KSO-OH-61457 &nbsp; Original acct. ending 6613</td></tr>
<tr><td>Orig. creditor:</td><td>Lakeshore Federal Savings Bank (Lakeshore Rewards Visa)</td></tr></table>
<p>Dear Ms. Raman:</p>
<p>This firm represents Buckeye Portfolio Acquisitions, LLC, the current owner of the above account, which it purchased from Lakeshore Federal Savings Bank. Please be advised that a lawsuit has been filed against you in the Franklin County Municipal Court, Case No. 2026 CVF 018842. You should receive a summons and complaint from the Clerk by certified mail. Please read them carefully; the summons states the date by which you must file an answer.</p>
<p>As of the date of this letter, the balance due on the account is <b>$5,318.42</b>. This amount does not include court costs of $129.00 advanced by our client, or statutory interest of 8% per annum that may be awarded by the Court, which are stated separately in the complaint.</p>
<p>You may be able to resolve this matter before a judgment is entered. To discuss a payment arrangement, call our office or write to us at the address above and refer to our file number. Payments should be made payable to &ldquo;Keller Strand &amp; Oduya, LLC IOLTA&rdquo;.</p>
<p>Very truly yours,</p>
<p style="margin-top:18px"><i>Daniel J. Oduya</i><br>Daniel J. Oduya, Esq.<br>KELLER STRAND &amp; ODUYA, LLC</p>
<p style="font-size:8.5pt;margin-top:12px">Court information: Franklin County Municipal Court Clerk, 375 S. High Plaza, Columbus, OH 43215; filings questions: civilclerk@fcmc.example.gov.</p>
</div>
<div class="foot">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.<br>Ref. KSO-OH-61457 &middot; Case 2026 CVF 018842</div>`
};
