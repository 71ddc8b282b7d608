// 03 Kentucky - district court, AOC-105 style civil summons grid, handwriting-style (script) fill-ins
const F = s => `<span class="f">${s}</span>`;
module.exports = {
  meta: {
    id: "03", state: "KY", kind: "summons", layout: "AOC-105 style form grid with handwritten (script) fill-ins",
    font: "Nimbus Sans + Z003 (script fill-ins)",
    expected: {
      customer_name: "Tamara J. Whitlock",
      plaintiff_name: "Bluegrass Consumer Funding Trust 2019-B",
      law_firm_name: "Renfro Galloway PLLC",
      lawyer_email: "bgalloway@renfrogalloway.com",
      lawsuit_state: "KY",
      lawsuit_amount: 2145.90,
      civil_number: "26-C-01873",
      court_name: "Fayette District Court",
      customer_street: "740 Wellington Way, Apt. 2C",
      customer_city: "Lexington",
      customer_state: "KY",
      customer_zip_code: "40517",
      determine_if_lawsuit_exists: true
    }
  },
  css: `body{font-family:"Nimbus Sans";font-size:9pt;line-height:1.3}
.wrap{position:absolute;left:50px;right:50px;top:44px}
.f{font-family:"Z003";font-size:15.5pt;color:#1b2a6e;line-height:1.1;letter-spacing:0.2px}
table.g{width:100%;border-collapse:collapse}
table.g td{border:1.2px solid #000;vertical-align:top;padding:4px 6px}
.l{font-size:7.5pt;text-transform:uppercase;letter-spacing:.3px}
.big{font-size:16pt;font-weight:bold;text-align:center;vertical-align:middle!important}
p{margin:6px 0;text-align:justify}
.line{border-bottom:1px solid #000;display:inline-block;min-width:180px}
.foot{position:absolute;left:50px;right:50px;bottom:24px;font-size:7.5pt;display:flex;justify-content:space-between}`,
  body: `<div class="wrap">
<table class="g">
<tr><td style="width:34%;font-size:7.5pt;line-height:1.25">AOC-105 &nbsp;&nbsp; Doc. Code: CI<br>Rev. 1-26 &nbsp;&nbsp; Page 1 of 1<br><b>Commonwealth of Kentucky<br>Court of Justice</b> &nbsp; www.courts.ky.gov<br>CR 4.02; CR Official Form 1</td>
<td class="big" style="width:30%">CIVIL SUMMONS</td>
<td style="padding:0"><table class="g" style="border:none">
<tr><td style="border-width:0 0 1.2px 0"><span class="l">Case No.</span> ${F('26-C-01873')}</td></tr>
<tr><td style="border-width:0 0 1.2px 0"><span class="l">Court</span> &nbsp;&#9744; Circuit &nbsp;&#9746; District<br>${F('Fayette District Court')}</td></tr>
<tr><td style="border:none"><span class="l">County</span> &nbsp;${F('Fayette')}</td></tr></table></td></tr>
<tr><td colspan="3"><span class="l">Plaintiff</span><br>${F('Bluegrass Consumer Funding Trust 2019-B,')}<br>${F('by its servicer Harrodsburg Servicing Co.')}<br>${F('2200 Regency Rd, Ste 400, Lexington, KY 40503')}</td></tr>
<tr><td colspan="3" style="font-weight:bold;text-align:center;padding:2px">VS.</td></tr>
<tr><td colspan="2"><span class="l">Defendant</span><br>${F('Tamara J. Whitlock')}<br>${F('740 Wellington Way, Apt. 2C')}<br>${F('Lexington, KY 40517')}</td>
<td><span class="l">Co-Defendant</span><br>${F('Gerald Whitlock')}<br>${F('same address')}</td></tr>
<tr><td colspan="3"><span class="l">Service of Process Agent for Defendant:</span> ${F('none')}</td></tr>
</table>
<p><b>THE COMMONWEALTH OF KENTUCKY<br>TO THE ABOVE-NAMED DEFENDANT(S):</b></p>
<p>You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons. <b>Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you, judgment by default may be taken against you for the relief demanded in the attached Complaint.</b></p>
<p>The name(s) and address(es) of the party or parties demanding relief against you or his/her (their) attorney(s) are shown on the document delivered to you with this Summons.</p>
<table class="g" style="margin-top:6px">
<tr><td style="width:50%"><span class="l">Amount demanded in Complaint (principal)</span><br>${F('$2,145.90')}</td>
<td><span class="l">Court costs / filing fee</span><br>${F('$148.00')} &nbsp; <span class="l">Interest (12% per annum, claimed separately)</span> ${F('$211.40')}</td></tr>
<tr><td><span class="l">Attorney for Plaintiff (name, KBA No.)</span><br>${F('Bryce A. Galloway, KBA No. 94120')}<br>${F('Renfro Galloway PLLC')}<br>${F('401 W. Main St, Ste 1100, Louisville, KY 40202')}</td>
<td><span class="l">Phone / e-mail</span><br>${F('(502) 555-0133')}<br>${F('bgalloway@renfrogalloway.com')}<br><span class="l">Firm ref.</span> ${F('RG-KY-30558')} &nbsp; <span class="l">Acct. ending</span> ${F('7710')}</td></tr>
</table>
<p style="margin-top:10px">Date: ${F('December 11, 2026')} &nbsp;&nbsp;&nbsp;&nbsp; ${F('L. Abernathy')}<span class="line" style="min-width:60px"></span>, Clerk &nbsp;&nbsp; By: <span class="line" style="min-width:120px"></span> D.C.</p>
<table class="g" style="margin-top:8px"><tr><td colspan="2" style="text-align:center;font-weight:bold">Proof of Service</td></tr>
<tr><td colspan="2">This Summons was served by delivering a true copy and the Complaint (or other initiating document) to: <span class="line" style="min-width:240px"></span><br>this ______ day of ______________, 2 ____. &nbsp;&nbsp;&nbsp; Served by: ____________________ &nbsp; Title: ______________</td></tr></table>
<p style="font-size:7.5pt">Clerk's office e-mail for filing questions: fayette.districtclerk@kycourts.example.net &nbsp;&middot;&nbsp; Paralegal: mstiles@renfrogalloway.com</p>
</div>
<div class="foot"><span>AOC-105 &nbsp; Civil Summons</span><span>Case No. 26-C-01873</span></div>`
};
