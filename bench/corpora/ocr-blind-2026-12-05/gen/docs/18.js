// 18 MO - St. Louis County associate division summons (state form grid); "The State of Missouri to:" block; sheriff's return with fees
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Brittany L. Schaefer', plaintiff_name: 'Gateway Arch Receivables Corp.',
  law_firm_name: 'Ruhl & Tiemann, L.L.C.', lawyer_email: 'btiemann@ruhltiemann.com',
  lawsuit_state: 'MO', lawsuit_amount: 1365.22, civil_number: '25SL-AC04512',
  court_name: '21st Judicial Circuit Court, St. Louis County, Missouri',
  customer_street: '1460 N New Florissant Rd Apt 3', customer_city: 'Florissant', customer_state: 'MO', customer_zip_code: '63033',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '18', state: 'MO', kind: 'summons', layout: 'state-form-grid-summons-return', font: 'DejaVu Sans Condensed', size: 9,
  features: ['one-line court heading with commas', 'grid boxes with tiny labels', '"The State of Missouri to:" with Alias line', 'case number with SL-AC letters', 'sheriff return fees'],
  distractors: ['summons fee / mileage / total fees', 'court costs deposit $44.50', 'return date', 'court address', 'attorney bar no.', 'plaintiff phone', 'e-filing confirmation no.'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.2, margin: [44, 50, 40, 50], css: `
.g td{border:1px solid #000;padding:2px 5px;vertical-align:top}
.k{font-size:6.5pt}
.v{font-size:10pt;padding:1px 0 1px 3px}
`, body: `
<div class="c b" style="font-size:11pt;border:1.5px solid #000;padding:4px">IN THE 21ST JUDICIAL CIRCUIT COURT, ST. LOUIS COUNTY, MISSOURI</div>
<table class="g" style="width:100%;margin-top:-1.5px"><tr>
<td style="width:40%"><div class="k">Judge or Division:</div><div class="v">ASSOCIATE DIVISION 41</div></td>
<td><div class="k">Case Number:</div><div class="v b">${t.civil_number}</div></td></tr>
<tr><td><div class="k">Plaintiff/Petitioner:</div><div class="v">${up(t.plaintiff_name)}</div></td>
<td><div class="k">Plaintiff's/Petitioner's Attorney/Address</div><div class="v">BRADLEY J. TIEMANN, #58830<br>${up(t.law_firm_name)}<br>7701 Forsyth Commons, Suite 1100<br>CLAYTON, MO 63105<br>(314) 555-0141 · ${t.lawyer_email}</div></td></tr>
<tr><td><div class="c b">vs.</div><div class="k">Defendant/Respondent:</div><div class="v">${up(t.customer_name)}</div></td>
<td><div class="k">Court Address:</div><div class="v">ST LOUIS COUNTY COURTHOUSE<br>105 SOUTH CENTRAL COMMONS<br>CLAYTON, MO 63105</div></td></tr>
<tr><td><div class="k">Nature of Suit:</div><div class="v">AC Suit on Account</div></td><td><div class="k">Amount of Petition:</div><div class="v">$${money(t.lawsuit_amount)} plus interest and costs &nbsp;<span class="k">(Court cost deposit $44.50)</span></div></td></tr></table>
<div class="c b" style="font-size:13pt;margin:8px 0 2px">Summons for Personal Service Within the State of Missouri</div>
<div class="c sm">(Associate Circuit — Return Date Summons)</div>
<table class="g" style="width:100%;margin-top:6px"><tr><td style="width:24%" class="b">The State of Missouri to:</td>
<td><div class="v">${up(t.customer_name)}</div><div class="k">Alias:</div><div class="v">&nbsp;</div>
<div class="v">${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</div></td></tr>
<tr><td colspan="2" class="j"><b>You are summoned to appear</b> before this court on <b>May 14, 2025, at 9:00 AM</b>, to answer the petition, a copy of which is attached, and which prays for a judgment against you in the amount stated above. If you fail to appear, judgment by default will be taken against you. If you have a disability requiring special assistance for your court appearance, please contact the court at least 48 hours in advance of scheduled hearing. Tel. (314) 555-0102.</td></tr>
<tr><td colspan="2"><table style="width:100%"><tr><td style="border:none;width:50%" class="sm">04/03/2025<br>Date</td><td style="border:none" class="sm"><span class="line i" style="min-width:160px">D. Whitfield</span><br>Clerk &nbsp;&nbsp; eFiling confirmation 250403-118827</td></tr></table></td></tr></table>
<table class="g" style="width:100%;margin-top:8px"><tr><td colspan="2" class="b c" style="background:#e5e5e5">Sheriff's or Server's Return</td></tr>
<tr><td colspan="2" class="sm">Note to serving officer: Summons should be returned to the court within thirty days after the date of issue.<br>I certify that I have served the above summons by: (check one)<br>
${cb(false)} delivering a copy of the summons and a copy of the petition to the Defendant/Respondent.<br>${cb(false)} leaving a copy of the summons and a copy of the petition at the dwelling place or usual abode of the Defendant/Respondent with a person of the Defendant's/Respondent's family over the age of 15 years who permanently resides with the Defendant/Respondent.<br>
in <span class="line" style="min-width:120px">&nbsp;</span> (County/City of St. Louis), MO, on <span class="line" style="min-width:80px">&nbsp;</span> (date) at <span class="line" style="min-width:60px">&nbsp;</span> (time).</td></tr>
<tr><td style="width:50%"><div class="k">Sheriff's Fees, if applicable</div><table style="width:100%" class="sm"><tr><td style="border:none">Summons</td><td style="border:none" class="r">$ 10.00</td></tr><tr><td style="border:none">Non Est</td><td style="border:none" class="r">$ ____</td></tr><tr><td style="border:none">Mileage (12 miles @ $.75)</td><td style="border:none" class="r">$ 9.00</td></tr><tr><td style="border:none" class="b">Total</td><td style="border:none" class="r b">$ 19.00</td></tr></table></td>
<td class="sm">Printed Name of Sheriff or Server<br><span class="line" style="min-width:200px">&nbsp;</span><br><br>Signature of Sheriff or Server<br><span class="line" style="min-width:200px">&nbsp;</span></td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">OSCA (07-18) SM30 (SMCC) For Court Use Only: Document ID# 25-SMCC-4417</td><td class="xs r">1 of 1 &nbsp; (Civil Procedure Form No. 1, Rules 54.01 – 54.05)</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
