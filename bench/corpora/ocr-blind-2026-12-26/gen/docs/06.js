// 06 South Carolina - magistrate (summary) court, monospace typed summons & complaint, ")" caption, plaintiff pro se
module.exports = {
  meta: {
    id: "06", state: "SC", kind: "summons and complaint", layout: "typewriter monospace, paren caption state/county vs court, pro se plaintiff",
    font: "Nimbus Mono PS",
    expected: {
      customer_name: "Latisha R. Greer",
      plaintiff_name: "Piedmont Furniture & Appliance Rentals, Inc.",
      law_firm_name: null,
      lawyer_email: null,
      lawsuit_state: "SC",
      lawsuit_amount: 1842.60,
      civil_number: "2026CV2310104567",
      court_name: "Magistrate Court for Greenville County",
      customer_street: "27 Pinecrest Dr, Unit B",
      customer_city: "Greenville",
      customer_state: "SC",
      customer_zip_code: "29607",
      determine_if_lawsuit_exists: true
    }
  },
  css: `body{font-family:"Nimbus Mono PS";font-size:10pt;line-height:1.38;font-variant-ligatures:none}
.wrap{position:absolute;left:76px;right:70px;top:64px}
pre{font-family:inherit;margin:0;white-space:pre}
p{margin:0 0 8px;text-align:left}
.c{text-align:center;font-weight:bold}
.foot{position:absolute;left:76px;right:70px;bottom:30px;font-size:8.5pt;text-align:center}`,
  body: `<div class="wrap">
<pre>${[['STATE OF SOUTH CAROLINA','IN THE MAGISTRATE COURT'],['','FOR GREENVILLE COUNTY'],['COUNTY OF GREENVILLE','(SUMMARY COURT)'],['',''],['Piedmont Furniture & Appliance','Civil Action No.'],['Rentals, Inc., a South Carolina','<b>2026CV2310104567</b>'],['corporation,',''],['                    Plaintiff,','Rental Agreement No. PFR-88214'],['          vs.',''],['','SUMMONS AND COMPLAINT'],['Latisha R. Greer and','(Claim and Delivery / Debt)'],['Marcus D. Tate,',''],['                    Defendants.','']].map(([a,b])=>a.padEnd(34)+')   '+b).join('\n').replace(/&(?!amp;)/g,'&amp;')}
</pre>
<p style="margin-top:10px" class="c">SUMMONS</p>
<p>TO THE DEFENDANT(S) ABOVE NAMED: YOU ARE HEREBY SUMMONED and required to answer the Complaint herein, a copy of which is served upon you, and to serve a copy of your answer upon the Plaintiff at the address below, or to appear at the Court, within thirty (30) days after service. If you fail to do so, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
<p>Magistrate office: 118 Halton Bend Rd, Greenville, SC 29615 -- phone (864) 555-0128 -- gvlmag.civil@sccourts.example.org</p>
<p class="c">COMPLAINT</p>
<p>1. Plaintiff is a South Carolina corporation with its store at 4020 Wade Hampton Blvd, Taylors, SC 29687, and appears by its store manager, who is not an attorney, as permitted in magistrate court.</p>
<p>2. Defendant Latisha R. Greer resides at 27 Pinecrest Dr, Unit B, Greenville, SC 29607.</p>
<p>3. Defendant signed a rent-to-own agreement on 04/19/2025, stopped paying on 02/01/2026, and has not returned the goods. The amounts are:</p>
<pre>     Principal balance owed ......... $1,842.60
     Late charges (stated separately)    $96.00
     Filing fee ......................   $80.00
     Service fee (constable) .........   $10.00
     TOTAL WITH COSTS ................ $2,028.60</pre>
<p style="margin-top:8px">WHEREFORE, Plaintiff asks for judgment against the Defendants for $1,842.60, together with the costs of this action.</p>
<pre style="margin-top:14px">PIEDMONT FURNITURE &amp; APPLIANCE RENTALS, INC.
By: <i>Wendell O. Pruitt</i>                (not an attorney)
    Wendell O. Pruitt, Store Manager
    4020 Wade Hampton Blvd, Taylors, SC 29687
    (864) 555-0193   collections@piedmontfar.com
Greenville, South Carolina
December 7, 2026</pre>
<p style="margin-top:14px">Verified before me this 7th day of December, 2026. ________________ Magistrate</p>
</div>
<div class="foot">Summons and Complaint -- Civil Action No. 2026CV2310104567 -- Page 1 of 1</div>`
};
