// 13 PA - Magisterial District Court civil complaint form (Allegheny): gridded boxes, tiny labels, costs table
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Joseph P. Kowalski', plaintiff_name: 'Keystone Ridge Receivables, LLC',
  law_firm_name: 'Kolb & Harrow Associates, P.C.', lawyer_email: 'mkolb@kolbharrow.com',
  lawsuit_state: 'PA', lawsuit_amount: 4118.50, civil_number: 'MJ-05213-CV-0000412-2025',
  court_name: 'Magisterial District Court 05-2-13, County of Allegheny',
  customer_street: '218 Brownsville Rd Fl 2', customer_city: 'Pittsburgh', customer_state: 'PA', customer_zip_code: '15210',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '13', state: 'PA', kind: 'small-claims-form', layout: 'mdj-civil-complaint-grid', font: 'Liberation Sans Narrow', size: 9,
  features: ['magisterial district form grid', 'plaintiff and defendant name/address boxes', 'attorney inside form box', 'long dashed docket number', '"COMMONWEALTH OF PENNSYLVANIA" line'],
  distractors: ['filing costs $135.75 / service $52.00 / total $4,306.25', 'jurisdictional limit $12,000', 'MDJ office address/phone', 'attorney ID', 'plaintiff address', 'hearing date'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.18, margin: [44, 48, 40, 48], css: `
.g td{border:1px solid #000;padding:2px 5px;vertical-align:top}
.k{font-size:6.5pt;text-transform:uppercase}
.v{font-size:10pt;padding:1px 0 1px 3px;line-height:1.25}
`, body: `
<table class="g" style="width:100%"><tr>
<td style="width:50%"><div class="b" style="font-size:11pt">MAGISTERIAL DISTRICT COURT 05-2-13</div><div class="b">COMMONWEALTH OF PENNSYLVANIA</div><div class="b">COUNTY OF ALLEGHENY</div>
<div class="k" style="margin-top:4px">Mag. Dist. No.:</div><div class="v">05-2-13</div><div class="k">MDJ Name:</div><div class="v">Hon. Gregory A. Stastny</div>
<div class="k">Address:</div><div class="v">2010 Brownsville Road Plaza<br>Pittsburgh, PA 15210</div><div class="k">Telephone:</div><div class="v">(412) 555-0181</div></td>
<td><div class="k">Plaintiff: name and address</div><div class="v">${up(t.plaintiff_name)}<br>600 Grant Ridge Blvd, Suite 900<br>Pittsburgh, PA 15219</div>
<div class="c b" style="margin:3px 0">VS.</div>
<div class="k">Defendant: name and address</div><div class="v">${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</div></td></tr>
<tr><td><div class="k">Docket No.:</div><div class="v b">${t.civil_number}</div><div class="k">Date Filed:</div><div class="v">04/02/2025</div></td>
<td><div class="c b" style="font-size:13pt;margin-top:6px">CIVIL COMPLAINT</div><div class="c sm">Hearing: 05/20/2025 at 10:30 AM</div></td></tr>
<tr><td colspan="2"><div class="b">TO THE DEFENDANT:</div>The above named plaintiff(s) asks judgment against you for $ <span class="b" style="border-bottom:1px solid #000;padding:0 8px">${money(t.lawsuit_amount)}</span> together with costs upon the following claim (Civil fees must be paid by the plaintiff at the time of filing the complaint):
<div class="v" style="margin:4px 0 2px;font-size:9.5pt">Unpaid balance of consumer credit card account originally issued by Three Rivers Card Bank (account ending 5549), charged off 09/30/2024, sold and assigned to Plaintiff. Principal only; Plaintiff waives post-charge-off interest. See attached account statement.</div></td></tr>
<tr><td><table style="width:100%"><tr><td class="k" style="border:none">Filing costs</td><td class="r" style="border:none">$ 135.75</td></tr><tr><td class="k" style="border:none">Postage</td><td class="r" style="border:none">$ 0.00</td></tr>
<tr><td class="k" style="border:none">Service costs</td><td class="r" style="border:none">$ 52.00</td></tr><tr><td class="k b" style="border:none">Total (claim and costs)</td><td class="r b" style="border:none">$ 4,306.25</td></tr></table></td>
<td class="sm">I, Marisa J. Kolb, Esq., verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information, and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 PA. C.S. § 4904) related to unsworn falsification to authorities.<div style="margin-top:6px"><span class="line i" style="min-width:160px">/s/ Marisa J. Kolb</span> <span class="k">(Signature of Plaintiff or Authorized Agent)</span></div></td></tr>
<tr><td colspan="2"><div class="k">Plaintiff's attorney: name, address, phone, e-mail, attorney ID</div><div class="v">Marisa J. Kolb, Esq. (PA ID 312077), ${up(t.law_firm_name)}, 4 Gateway Center Annex, Suite 1210, Pittsburgh, PA 15222 · (412) 555-0147 · ${t.lawyer_email}</div></td></tr>
<tr><td colspan="2" class="sm j">IF YOU HAVE A DEFENSE to this complaint you may present it at the hearing. IF YOU HAVE A CLAIM against the plaintiff which is within magisterial district judge jurisdiction and which you intend to assert at the hearing, YOU MUST FILE IT on a complaint form at this office at least five days before the date set for the hearing. IF YOU DO NOT APPEAR AT THE HEARING, A JUDGMENT MAY BE ENTERED AGAINST YOU BY DEFAULT. If you have a claim against the plaintiff which is in excess of magisterial district judge jurisdiction ($12,000), you may file it in the Court of Common Pleas.<br>
If you are disabled and require a reasonable accommodation to gain access to the Magisterial District Court and its services, please contact the Magisterial District Court at the above address or telephone number.</td></tr>
<tr><td colspan="2" class="sm i">Si usted necesita un intérprete, comuníquese con la oficina del tribunal al (412) 555-0181 antes de la audiencia. ${cb(false)} Interpreter requested</td></tr></table>
<table class="g" style="width:100%;margin-top:10px"><tr><td colspan="3" class="b c" style="background:#e6e6e6">RETURN OF SERVICE — TO BE COMPLETED BY SERVING OFFICER</td></tr>
<tr><td style="width:40%"><div class="k">Served on (name)</div><div class="v">&nbsp;</div></td><td style="width:30%"><div class="k">Date / time</div><div class="v">&nbsp;</div></td><td><div class="k">Method</div><div class="sm">${cb(false)} personal ${cb(false)} adult at residence ${cb(false)} certified mail</div></td></tr>
<tr><td colspan="2"><div class="k">Address where served</div><div class="v">&nbsp;</div></td><td><div class="k">Constable / Deputy (badge no.)</div><div class="v">&nbsp;</div></td></tr>
<tr><td><div class="k">Service fee</div><div class="v">$ 52.00</div></td><td><div class="k">Mileage</div><div class="v">&nbsp;</div></td><td><div class="k">Signature</div><div class="v">&nbsp;</div></td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">AOPC 308A-24</td><td class="xs c">FREE INTERPRETER — www.pacourts.us/language-rights</td><td class="xs r">Page 1 of 1</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
