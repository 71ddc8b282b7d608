// 26 IA - Iowa District Court for Polk County small claims original notice and petition (state form boxes)
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Dustin A. Schmitt', plaintiff_name: 'Hawkeye Valley Credit Services, Inc.',
  law_firm_name: 'Lindqvist Moberg Law, P.C.', lawyer_email: 'amoberg@lmlawiowa.com',
  lawsuit_state: 'IA', lawsuit_amount: 1488.25, civil_number: 'SCSC712345',
  court_name: 'Iowa District Court for Polk County, Small Claims Division',
  customer_street: '1208 Army Post Rd Lot 41', customer_city: 'Des Moines', customer_state: 'IA', customer_zip_code: '50315',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '26', state: 'IA', kind: 'small-claims-form', layout: 'state-form-original-notice-petition', font: 'Liberation Sans Narrow', size: 10,
  features: ['small claims number SCSC + digits', 'original notice and petition on one page', 'defendant box with "Lot" unit', 'attorney inside form box', 'hearing/appearance box'],
  distractors: ['interest $97.40', 'filing fee $95.00', 'service $36.00', 'total $1,716.65', 'small claims limit $6,500', 'AT number', 'clerk address/phone', 'e-filing help e-mail'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.2, margin: [44, 50, 40, 50], css: `
.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.k{font-size:6.5pt;text-transform:uppercase}
.v{font-size:11pt;padding-left:3px;line-height:1.25}
`, body: `
<table class="g" style="width:100%"><tr><td style="width:62%;border:none;padding-left:0"><div class="b" style="font-size:12pt">IN THE IOWA DISTRICT COURT FOR POLK COUNTY</div><div class="sm">SMALL CLAIMS DIVISION</div></td>
<td>${'<div class="k">Small Claims No.</div>'}<div class="v b" style="font-size:12pt">${t.civil_number}</div></td></tr></table>
<table class="g" style="width:100%;margin-top:4px"><tr><td style="width:50%"><div class="k">Plaintiff(s)</div><div class="v">${up(t.plaintiff_name)}<br>2400 86th Street Commons, Suite 12<br>Urbandale, IA 50322</div></td>
<td><div class="k">Defendant(s)</div><div class="v">${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</div></td></tr>
<tr><td colspan="2"><div class="b c" style="font-size:12.5pt">ORIGINAL NOTICE AND PETITION — SMALL CLAIMS</div></td></tr>
<tr><td colspan="2"><div class="b">PETITION</div>
Plaintiff states that Defendant(s) owe Plaintiff <b>$${money(t.lawsuit_amount)}</b> plus interest and court costs, for the following reasons: unpaid balance of a revolving charge account (account ending 2216) originally with Cedar River Bank, assigned to Plaintiff. Date of last payment: 06/20/2024. Plaintiff also claims interest of $97.40 through filing.
<div style="margin-top:4px">${cb(true)} Money judgment &nbsp; ${cb(false)} Return of property &nbsp; ${cb(false)} Forcible entry and detainer</div></td></tr>
<tr><td><div class="k">Costs advanced by plaintiff</div><table style="width:100%"><tr><td style="border:none">Filing fee</td><td style="border:none" class="r">$95.00</td></tr><tr><td style="border:none">Service</td><td style="border:none" class="r">$36.00</td></tr>
<tr><td style="border:none" class="b">Claim + interest + costs</td><td style="border:none" class="r b">$1,716.65</td></tr></table></td>
<td><div class="k">Plaintiff's attorney (name, AT no., address, phone, e-mail)</div><div class="v" style="font-size:10pt">Anna K. Moberg, AT0012277<br>${up(t.law_firm_name)}<br>5000 Westown Commons Pkwy, Suite 240<br>West Des Moines, IA 50266<br>(515) 555-0174 · ${t.lawyer_email}</div></td></tr>
<tr><td colspan="2"><div class="b">ORIGINAL NOTICE — TO THE ABOVE-NAMED DEFENDANT(S):</div>
<div class="j">You are notified that this petition has been filed in the office of the clerk of this court. The petition states the plaintiff's claim against you. You must appear before this court by filing an appearance with the clerk of court, Polk County Courthouse, 500 Mulberry Commons, Des Moines, IA 50309, within twenty (20) days after service of this notice on you. If you do not appear, judgment will be entered against you for the amount claimed in the petition. The small claims limit is $6,500.00.</div>
<div class="sm" style="margin-top:4px">The appearance form may be filed electronically via Iowa Courts eFile; help: efile.help@iowacourts-info.org · Clerk (515) 555-0108. If you need assistance to participate in court due to a disability, call the disability coordinator at (515) 555-0109.</div></td></tr>
<tr><td><div class="k">Date petition filed</div><div class="v">03/21/2025</div></td><td><div class="k">Clerk of court / designee</div><div class="v i">Electronically filed — /s/ Polk County Clerk</div></td></tr></table>
<div class="c b" style="margin:10px 0 4px">APPEARANCE AND ANSWER (to be completed by defendant)</div>
<table class="g" style="width:100%"><tr><td style="width:50%" class="sm">${cb(false)} I admit the claim. ${cb(false)} I deny the claim. ${cb(false)} I admit part of the claim.<br>${cb(false)} I request a hearing and will appear.</td>
<td class="sm">Defendant's signature / date<br><br><span class="line" style="min-width:220px">&nbsp;</span></td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">Form 3.1 / 3.2 (combined) — Small Claims Original Notice and Petition</td><td class="xs r">Rev. 2024 · Page 1 of 1</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
