// 08 Connecticut - Superior Court, JD, small claims writ and notice of suit; two-column form grid
const fs = require('fs');
const b64 = f => fs.readFileSync('/usr/share/fonts/opentype/urw-base35/' + f).toString('base64');
// embed the OpenType files: Chromium skips the Type 1 copies fontconfig offers first
const FACES = `@font-face{font-family:"NSN";font-weight:400;src:url(data:font/otf;base64,${b64('NimbusSansNarrow-Regular.otf')})}
@font-face{font-family:"NSN";font-weight:700;src:url(data:font/otf;base64,${b64('NimbusSansNarrow-Bold.otf')})}
@font-face{font-family:"NSN";font-style:italic;src:url(data:font/otf;base64,${b64('NimbusSansNarrow-Oblique.otf')})}`;
module.exports = {
  meta: {
    id: "08", state: "CT", kind: "small claims writ and notice of suit", layout: "JD-CV-40 style two-column form grid, plaintiff | defendant panels",
    font: "Nimbus Sans Narrow",
    expected: {
      customer_name: "Brendan K. O'Shea",
      plaintiff_name: "Nutmeg State Lending Group, LLC",
      law_firm_name: "Marcoux, Feld & DiNapoli, LLC",
      lawyer_email: "pdinapoli@mfdlaw.net",
      lawsuit_state: "CT",
      lawsuit_amount: 2650.00,
      civil_number: "HHD-CV26-6158204-S",
      court_name: "Superior Court, Judicial District of Hartford",
      customer_street: "56 Fern St, 2nd Fl",
      customer_city: "West Hartford",
      customer_state: "CT",
      customer_zip_code: "06119",
      determine_if_lawsuit_exists: true
    }
  },
  css: FACES + `
body{font-family:"NSN";font-size:9.5pt;line-height:1.3}
.wrap{position:absolute;left:48px;right:48px;top:40px}
table{border-collapse:collapse;width:100%}
td{border:1px solid #000;vertical-align:top;padding:3px 6px}
.l{font-size:7pt;display:block;color:#111}
.v{font-size:10.5pt}
.sec{background:#d9d9d9;font-weight:bold;font-size:9pt;text-align:center}
.hd{text-align:center;font-weight:bold;font-size:12pt;line-height:1.25}
p{margin:5px 0;text-align:justify;font-size:9pt}
.foot{position:absolute;left:48px;right:48px;bottom:22px;font-size:7.5pt;display:flex;justify-content:space-between}`,
  body: `<div class="wrap">
<table><tr><td style="width:27%;border:none;font-size:8pt">SMALL CLAIMS WRIT AND NOTICE OF SUIT<br>JD-CV-40 Rev. 12-26<br>C.G.S. §§ 51-15, 51-346, 51-348<br>P.B. §§ 24-1 et seq.<br><b>STATE OF CONNECTICUT</b></td>
<td style="border:none"><div class="hd">SUPERIOR COURT</div><div class="hd">JUDICIAL DISTRICT OF HARTFORD</div><div style="text-align:center;font-size:8pt">Small Claims Session &middot; 80 Washington Commons, Hartford, CT 06106 &middot; (860) 555-0114</div></td>
<td style="width:24%"><span class="l">Docket number</span><span class="v"><b>HHD-CV26-6158204-S</b></span><span class="l">Return date (answer date)</span><span class="v">01/19/2027</span></td></tr></table>
<table style="margin-top:6px"><tr><td class="sec" style="width:50%">PLAINTIFF(S)</td><td class="sec">DEFENDANT(S)</td></tr>
<tr><td><span class="l">Name (Last, First, Middle Initial / business name)</span><span class="v">NUTMEG STATE LENDING GROUP, LLC, a Connecticut limited liability company</span></td>
<td><span class="l">Name (Last, First, Middle Initial) &mdash; Defendant 1</span><span class="v"><b>O'SHEA, BRENDAN K.</b></span></td></tr>
<tr><td><span class="l">Address (Number, street, town and zip code)</span><span class="v">300 Asylum Landing, Suite 5, Hartford, CT 06103</span></td>
<td><span class="l">Address (Number, street, town and zip code)</span><span class="v">56 Fern St, 2nd Fl, West Hartford, CT 06119</span></td></tr>
<tr><td><span class="l">Plaintiff's account / reference no.</span><span class="v">NSL-4471-0820</span></td>
<td><span class="l">Defendant 2 (if any)</span><span class="v">O'SHEA, MAUREEN T., same address</span></td></tr>
<tr><td><span class="l">Attorney or firm (Name, address, juris number)</span><span class="v">Paul R. DiNapoli, Juris No. 441207<br>Marcoux, Feld &amp; DiNapoli, LLC<br>1 Constitution Plaza Rd, 7th Floor, Hartford, CT 06103</span></td>
<td><span class="l">Attorney e-mail / phone</span><span class="v">pdinapoli@mfdlaw.net &middot; (860) 555-0139</span><span class="l" style="margin-top:4px">Firm e-filing / paralegal</span><span class="v">efiling@mfdlaw.net &middot; kboateng@mfdlaw.net</span></td></tr>
<tr><td colspan="2" class="sec">CLAIM</td></tr>
<tr><td><span class="l">Amount claimed (principal, not including interest and costs)</span><span class="v"><b>$2,650.00</b></span><span class="l" style="margin-top:3px">Interest claimed (separately)</span><span class="v">$318.00</span></td>
<td><span class="l">Costs</span><span class="v">Entry fee $95.00 &middot; Marshal's fee $50.00</span><span class="l" style="margin-top:3px">Total claimed with interest and costs</span><span class="v">$3,113.00</span></td></tr>
<tr><td colspan="2"><span class="l">Description of claim</span><span class="v">Unpaid balance of personal installment loan no. ending 2094 made 08/2024; default 03/2026; demand made and refused.</span></td></tr>
</table>
<p><b>NOTICE TO EACH DEFENDANT.</b> You are being sued. This paper is a Small Claims Writ and Notice of Suit which begins a lawsuit against you. If you wish to contest the claim or any part of it, you must fill out the enclosed Answer form and file it with the court on or before the answer date shown above. If you do not file an Answer by the answer date, a judgment may be entered against you by default. If you have questions, contact the clerk at hartford.smallclaims@jud.example.gov. The court staff is not permitted to give legal advice.</p>
<p><b>TO ANY PROPER OFFICER:</b> By authority of the State of Connecticut you are hereby commanded to make due service of this Writ and Notice of Suit with the attached claim.</p>
<table style="margin-top:6px"><tr><td style="width:33%"><span class="l">Signed (Commissioner of the Superior Court)</span><i>/s/ Paul R. DiNapoli</i></td><td style="width:33%"><span class="l">Date signed</span>12/14/2026</td><td><span class="l">For court use only</span>File date: ____________</td></tr></table>
<p style="font-size:8pt">Return of service: State Marshal, Hartford County, fees $50.00. Plaintiff's counsel file MFD-22871.</p>
</div>
<div class="foot"><span>JD-CV-40 &mdash; Small Claims Writ and Notice of Suit</span><span>Docket No. HHD-CV26-6158204-S &middot; Page 1 of 1</span></div>`
};
