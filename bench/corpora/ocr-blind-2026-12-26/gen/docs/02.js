// 02 Colorado - county court, summons in a civil action, form grid with court-use-only box
module.exports = {
  meta: {
    id: "02", state: "CO", kind: "summons", layout: "form grid caption with court-use-only box, claim summary table",
    font: "DejaVu Sans Condensed",
    expected: {
      customer_name: "Kelsey A. Marchetti",
      plaintiff_name: "Front Range Recovery Partners, LLC",
      law_firm_name: "Pruitt Vance Lasko LLC",
      lawyer_email: "avance@pvl-collect.com",
      lawsuit_state: "CO",
      lawsuit_amount: 6204.15,
      civil_number: "2026C031562",
      court_name: "County Court, Jefferson County, Colorado",
      customer_street: "1185 S. Owens Ct",
      customer_city: "Lakewood",
      customer_state: "CO",
      customer_zip_code: "80226",
      determine_if_lawsuit_exists: true
    }
  },
  css: `body{font-family:"DejaVu Sans Condensed","DejaVu Sans";font-stretch:condensed;font-size:9.5pt;line-height:1.35}
.wrap{position:absolute;left:54px;right:54px;top:48px}
table.g{width:100%;border-collapse:collapse}
table.g td{border:1.3px solid #000;vertical-align:top;padding:5px 7px}
.lbl{font-size:8pt;color:#222}
.cuo{text-align:center;font-size:8.5pt;font-weight:bold;height:70px}
h1{font-size:12pt;text-align:center;margin:12px 0 6px;letter-spacing:1px}
p{margin:0 0 6px;text-align:justify}
table.s{border-collapse:collapse;margin:4px 0 8px 30px}
table.s td{border:1px solid #444;padding:2px 10px}
.foot{position:absolute;left:54px;right:54px;bottom:28px;font-size:7.5pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}`,
  body: `<div class="wrap">
<table class="g">
<tr><td style="width:64%">COUNTY COURT, JEFFERSON COUNTY, COLORADO<br><span class="lbl">Court Address: 540 Table Mesa Pkwy, Golden, CO 80401 &nbsp; Phone: (303) 555-0119</span></td>
<td rowspan="2" class="cuo"><br><br>&#9650; COURT USE ONLY &#9650;</td></tr>
<tr><td><span class="lbl">Plaintiff(s):</span><br><b>FRONT RANGE RECOVERY PARTNERS, LLC</b>, as assignee of Summit Ridge Bank<br><br>
<span class="lbl">v.</span><br><span class="lbl">Defendant(s):</span><br><b>KELSEY A. MARCHETTI</b> and DOMINIC R. MARCHETTI</td></tr>
<tr><td><span class="lbl">Attorney for Plaintiff (Name, Address, Phone, E-mail, Atty. Reg. #):</span><br>
Andrea L. Vance, #48213 &nbsp;&nbsp; Colin J. Pruitt, #39077<br>
Pruitt Vance Lasko LLC<br>
7600 E. Orchard Rd., Ste. 300N, Greenwood Village, CO 80111<br>
Phone: (720) 555-0162 &nbsp; E-mail: avance@pvl-collect.com<br>
<span class="lbl">Courtesy copies: filings@pvl-collect.com &nbsp;|&nbsp; Our file: PVL-2026-55810</span></td>
<td><span class="lbl">Case Number:</span><br><b style="font-size:11pt">2026C031562</b><br><br><span class="lbl">Division:</span> J &nbsp;&nbsp; <span class="lbl">Courtroom:</span> 1C</td></tr>
<tr><td colspan="2" style="text-align:center;font-weight:bold;font-size:11pt;padding:6px">SUMMONS IN A CIVIL ACTION</td></tr>
</table>
<h1>THE PEOPLE OF THE STATE OF COLORADO</h1>
<p><b>To the Defendant named above:</b> Kelsey A. Marchetti, 1185 S. Owens Ct, Lakewood, CO 80226</p>
<p>You are hereby summoned and required to appear and defend against the claims of the Complaint filed with the Court in this action, by filing with the Clerk of this Court an Answer or other response. You are required to file your Answer or other response within 21 days after this Summons is served on you in the State of Colorado, or within 35 days after this Summons is served on you outside the State of Colorado. A copy of the Complaint is served with this Summons.</p>
<p>If you fail to file your Answer or other response to the Complaint in writing within the applicable time period, the Court may enter judgment by default against you for the relief demanded in the Complaint without further notice.</p>
<p><b>Summary of the claim stated in the Complaint:</b></p>
<table class="s">
<tr><td>Principal balance claimed</td><td style="text-align:right"><b>$6,204.15</b></td></tr>
<tr><td>Pre-judgment interest at 8% (stated separately)</td><td style="text-align:right">$744.50</td></tr>
<tr><td>Filing fee paid by Plaintiff</td><td style="text-align:right">$116.00</td></tr>
<tr><td>Service fee (estimated)</td><td style="text-align:right">$45.00</td></tr>
<tr><td>Total claimed including costs</td><td style="text-align:right">$7,109.65</td></tr>
</table>
<p>Original account no. ending 0932. The Plaintiff's address: 1700 Lincoln St., Suite 1450, Denver, CO 80203.</p>
<p>Dated: December 9, 2026</p>
<p style="margin-top:18px">Clerk of Court/Deputy Clerk &nbsp;&nbsp;______________________ &nbsp;&nbsp;&nbsp; Attorney for Plaintiff &nbsp;<i>/s/ Andrea L. Vance</i></p>
<p style="font-size:8pt;margin-top:14px">This Summons is issued pursuant to Rule 304, C.R.C.P., as amended. A copy of the Complaint must be served with this Summons. This form should not be used where service by publication is desired. WARNING: A valid summons may be issued by a lawyer and it need not contain a court case number, the signature of the clerk, or the seal of the Court. Questions about filing: jeffco.county.clerk@courts.example.gov</p>
</div>
<div class="foot"><span>JDF 1A-style Summons in a Civil Action &nbsp; R12/26</span><span>Case 2026C031562 &nbsp; Page 1 of 1</span></div>`
};
