// 07 Nebraska - county court, complaint in a bordered caption box, COPY watermark across the amount, footer with case no.
module.exports = {
  meta: {
    id: "07", state: "NE", kind: "complaint", layout: "bordered caption box, diagonal COPY watermark over amount, footer repeats case number",
    font: "C059",
    expected: {
      customer_name: "Duane L. Schroeder",
      plaintiff_name: "Platte Valley Finance Company",
      law_firm_name: "Brandt & Kowalczyk, P.C., L.L.O.",
      lawyer_email: "ekowalczyk@bk-llo.com",
      lawsuit_state: "NE",
      lawsuit_amount: 3077.19,
      civil_number: "CI 26-4187",
      court_name: "County Court of Lancaster County, Nebraska",
      customer_street: "4410 Huntington Ave",
      customer_city: "Lincoln",
      customer_state: "NE",
      customer_zip_code: "68504",
      determine_if_lawsuit_exists: true
    }
  },
  css: `body{font-family:"C059";font-size:11pt;line-height:1.5}
.wrap{position:absolute;left:84px;right:84px;top:70px}
.hd{text-align:center;font-weight:bold;font-size:12pt;margin-bottom:14px}
.box{display:flex;border:1.5px solid #000}
.box>div{padding:8px 10px}
.l{flex:0 0 58%;border-right:1.5px solid #000}
p{margin:0 0 8px;text-indent:36px;text-align:justify}
.wm{position:absolute;left:120px;top:520px;font-family:"Nimbus Sans";font-weight:bold;font-size:140pt;color:rgba(150,150,150,.28);transform:rotate(-28deg);letter-spacing:20px}
.foot{position:absolute;left:84px;right:84px;bottom:28px;font-size:8.5pt;text-align:center;border-top:1px solid #444;padding-top:3px}`,
  body: `<div class="wrap">
<div class="hd">IN THE COUNTY COURT OF LANCASTER COUNTY, NEBRASKA</div>
<div class="box"><div class="l">PLATTE VALLEY FINANCE COMPANY, a Nebraska corporation,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>vs.<br><br>DUANE L. SCHROEDER,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div>Case No. <b>CI 26-4187</b><br><br><b>COMPLAINT</b><br>(Promissory Note)<br><br><span style="font-size:9pt">Loan No. PVF-0093318<br>Clerk's filing ID 2026-LC-77120</span></div></div>
<p style="margin-top:14px">COMES NOW the Plaintiff, by and through its attorneys, and for its cause of action against the Defendant states:</p>
<p>1. Plaintiff is a Nebraska corporation with its principal office at 215 N. 48th St., Suite 4, Lincoln, Nebraska 68504.</p>
<p>2. Defendant Duane L. Schroeder resides at 4410 Huntington Ave, Lincoln, NE 68504, in Lancaster County, Nebraska.</p>
<p>3. On May 12, 2024, Defendant executed a promissory note to Plaintiff. Defendant defaulted on the note, and Plaintiff has declared the entire balance due.</p>
<p>4. There is due and owing from Defendant to Plaintiff the principal sum of <b>$3,077.19</b>, together with interest thereon at the contract rate of 16% per annum from September 30, 2026 (accrued interest through the date of filing, $205.44, is stated separately), plus court costs (filing fee $51.00).</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of $3,077.19, with interest as stated, and for the costs of this action.</p>
<div style="margin:18px 0 0 330px;line-height:1.35">PLATTE VALLEY FINANCE COMPANY, Plaintiff<br>By: <i>/s/ Erin M. Kowalczyk</i><br>Erin M. Kowalczyk, #25118<br>BRANDT &amp; KOWALCZYK, P.C., L.L.O.<br>1201 O Street, Suite 900<br>Lincoln, NE 68508<br>(402) 555-0177<br>ekowalczyk@bk-llo.com<br><span style="font-size:9pt">Docketing: docketing@bk-llo.com</span><br>Attorneys for Plaintiff</div>
<p style="margin-top:16px;text-indent:0;font-size:9pt">Praecipe: Clerk, please issue summons for service by certified mail on the Defendant at the address above. Court: 575 S. 10th Terrace, Lincoln, NE 68508; countycourt.lancaster@nebraska.example.gov.</p>
</div>
<div class="wm">COPY</div>
<div class="foot">Complaint &mdash; Platte Valley Finance Company v. Schroeder &mdash; Case No. CI 26-4187 &mdash; Page 1 of 1</div>`
};
