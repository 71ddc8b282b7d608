// 04 Louisiana - City Court of Baton Rouge, citation; separate centred heading lines, two-column caption, stamp across a value
module.exports = {
  meta: {
    id: "04", state: "LA", kind: "citation", layout: "centred heading lines, two-column versus caption, citation with red stamp over amount",
    font: "URW Bookman",
    expected: {
      customer_name: "Rene P. Broussard Jr.",
      plaintiff_name: "Pelican Bay Asset Holdings, L.L.C.",
      law_firm_name: "Thibodeaux Landry & Marceaux, LLC",
      lawyer_email: "clandry@tlm-law.net",
      lawsuit_state: "LA",
      lawsuit_amount: 2876.40,
      civil_number: "26-04417",
      court_name: "City Court of Baton Rouge, Parish of East Baton Rouge, State of Louisiana",
      customer_street: "1318 Stanford Ave, Apt 4",
      customer_city: "Baton Rouge",
      customer_state: "LA",
      customer_zip_code: "70808",
      determine_if_lawsuit_exists: true
    }
  },
  css: `body{font-family:"URW Bookman";font-size:10pt;line-height:1.42}
.wrap{position:absolute;left:70px;right:70px;top:56px}
.hd{text-align:center;font-weight:bold;font-size:11pt;line-height:1.5}
.cap{display:flex;margin:14px 0 6px;border-top:2px solid #000;border-bottom:2px solid #000;padding:8px 0}
.cap>div{flex:1}
.vs{flex:0 0 90px!important;text-align:center;align-self:center;font-weight:bold}
h2{text-align:center;font-size:14pt;letter-spacing:4px;margin:10px 0 6px}
p{margin:0 0 7px;text-align:justify}
table.a{border-collapse:collapse;margin:2px 0 8px 40px}
table.a td{padding:1px 14px 1px 0}
.stamp{position:absolute;left:445px;top:466px;transform:rotate(-9deg);border:3px double #c0182a;color:#c0182a;font-family:"Nimbus Sans";font-weight:bold;text-align:center;padding:4px 14px;font-size:12pt;line-height:1.2;opacity:.62;mix-blend-mode:multiply}
.foot{position:absolute;left:70px;right:70px;bottom:26px;font-size:8pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}`,
  body: `<div class="wrap">
<div class="hd">CITY COURT OF BATON ROUGE</div>
<div class="hd">PARISH OF EAST BATON ROUGE</div>
<div class="hd">STATE OF LOUISIANA</div>
<div style="text-align:center;font-size:8.5pt">233 St. Ferdinand Plaza, Baton Rouge, LA 70802 &middot; Civil Clerk (225) 555-0171 &middot; civilclerk@brcitycourt.example.gov</div>
<div class="cap"><div>PELICAN BAY ASSET HOLDINGS, L.L.C.<br><span style="font-size:8.5pt">a Louisiana limited liability company</span><br><i>Plaintiff</i></div>
<div class="vs">VERSUS</div>
<div style="text-align:right">RENE P. BROUSSARD, JR.<br><span style="font-size:8.5pt">and ANNETTE C. BROUSSARD</span><br><i>Defendants</i></div></div>
<div style="display:flex;justify-content:space-between;font-weight:bold"><span>DOCKET NUMBER: 26-04417</span><span>DIVISION "B"</span><span>SECTION 2</span></div>
<h2>CITATION</h2>
<p><b>TO:</b> RENE P. BROUSSARD, JR.<br>1318 Stanford Ave, Apt 4<br>Baton Rouge, LA 70808</p>
<p>YOU ARE HEREBY CITED to comply with the demand contained in the Petition on Open Account, a certified copy of which accompanies this citation, or make an appearance either by filing a pleading or otherwise, in the City Court of Baton Rouge, within TEN (10) DAYS after the service hereof, under penalty of default.</p>
<p>The Petition demands judgment against you as follows:</p>
<table class="a"><tr><td>Principal sum of the open account</td><td style="text-align:right">$2,876.40</td></tr>
<tr><td>Legal interest from date of judicial demand (stated separately)</td><td style="text-align:right">$96.22</td></tr>
<tr><td>Attorney fees of 25% (La. R.S. 9:2781)</td><td style="text-align:right">$719.10</td></tr>
<tr><td>Court costs advanced (deposit)</td><td style="text-align:right">$185.00</td></tr>
<tr><td><b>Total demand with fees and costs</b></td><td style="text-align:right"><b>$3,876.72</b></td></tr></table>
<p>Original creditor: Magnolia Home Furnishings Credit Plan, account ending 5590. Plaintiff's office: 900 Government St., Suite 7, Baton Rouge, LA 70802.</p>
<p>WITNESS the Honorable Judges of said Court, at Baton Rouge, Louisiana, this 10th day of December, 2026.</p>
<p style="text-align:right;margin-top:14px">____________________________________<br>Deputy Clerk, City Court of Baton Rouge</p>
<p style="font-size:9pt;margin-top:12px"><b>Petitioner's attorney:</b> Claire M. Landry (La. Bar Roll No. 33871)<br>THIBODEAUX LANDRY &amp; MARCEAUX, LLC<br>4800 Essen Ln., Suite 120, Baton Rouge, LA 70809 &middot; (225) 555-0184<br>clandry@tlm-law.net &middot; service copies: eservice@tlm-law.net &middot; Our file TLM-40771</p>
<p style="font-size:8.5pt;border:1px solid #000;padding:4px">SHERIFF'S RETURN &mdash; Received ______ 20__ and on ______ 20__ served a copy of the within citation and petition on the defendant &#9744; personally &#9744; domiciliary. Service fee $_____ &nbsp; Mileage $_____ &nbsp; Deputy Constable __________________</p>
</div>
<div class="stamp">SERVED<br>DEC 16 2026<br>CONSTABLE &middot; WARD 1</div>
<div class="foot"><span>Citation &mdash; Petition on Open Account</span><span>Docket No. 26-04417 Div. B</span><span>Page 1 of 1</span></div>`
};
