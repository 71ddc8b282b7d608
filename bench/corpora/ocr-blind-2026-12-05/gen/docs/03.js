// 03 CA - Orange County small claims, plaintiff's claim form (boxed), plaintiff appears without attorney
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Latoya Simmons', plaintiff_name: 'Harbor Crest Federal Credit Union',
  law_firm_name: null, lawyer_email: null,
  lawsuit_state: 'CA', lawsuit_amount: 2976.40, civil_number: '30-2025-01456789-SC-SC-CJC',
  court_name: 'Superior Court of California, County of Orange',
  customer_street: '3340 W Ball Rd Apt 118', customer_city: 'Anaheim', customer_state: 'CA', customer_zip_code: '92804',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '03', state: 'CA', kind: 'small-claims-form', layout: 'sc-claim-form-numbered-boxes', font: 'Nimbus Sans', size: 9.5,
  features: ['no attorney (credit union appears by employee)', 'defendant box with address', 'bilingual notice strip', 'court name in top-left box'],
  distractors: ['filing fee $50.00', 'small claims limits $6,250 / $12,500', 'plaintiff phone and collections e-mail', 'loan number', 'court address'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.2, margin: [40, 44, 40, 44], css: `
.f td{border:1px solid #000;padding:3px 5px;vertical-align:top}
.n{display:inline-block;width:16px;height:16px;border-radius:50%;background:#000;color:#fff;text-align:center;font-weight:bold;line-height:16px;margin-right:5px;font-size:8.5pt}
.fill{font-size:10pt;padding-left:4px}
.shade{background:#e8e8e8}
`, body: `
<table class="f" style="width:100%"><tr>
<td style="width:60%;height:108px"><div class="lbl">Fill in court name and street address:</div>
<div class="fill"><b>Superior Court of California, County of Orange</b><br>Central Justice Center — Small Claims<br>1150 W. Santa Ana Blvd., Santa Ana, CA 92701</div>
<div class="lbl" style="margin-top:6px">Clerk stamps date here when form is filed.</div><div class="xs b" style="margin-top:2px">FILED 05/06/2025 &nbsp; Fee paid: $50.00 &nbsp; Receipt 0931177</div></td>
<td><div class="b r" style="font-size:12pt">SC-100</div><div class="c b" style="font-size:12.5pt;margin-top:2px">Plaintiff's Claim and ORDER<br>to Go to Small Claims Court</div>
<div class="lbl" style="margin-top:6px">Fill in case number and case name:</div><div class="lbl">Case Number:</div><div class="fill b">${t.civil_number}</div>
<div class="lbl">Case Name:</div><div class="fill">Harbor Crest FCU v. Simmons</div></td></tr></table>
<table class="f" style="width:100%;margin-top:6px"><tr><td class="shade" style="width:50%"><b>Notice to the person being sued:</b>
<div class="xs">• You are the defendant if your name is listed in item <b>2</b> on this page. The person suing you is the plaintiff, listed in item <b>1</b>.<br>• You and the plaintiff must go to court on the trial date listed below. If you do not go to court, you may lose the case. If you lose, the court can order that your wages, money, or property be taken to pay this claim.</div></td>
<td class="shade"><b>Aviso al Demandado:</b><div class="xs">• Usted es el Demandado si su nombre figura en item <b>2</b> de este formulario. La persona que lo demanda es el Demandante, la que figura en item <b>1</b>.<br>• Usted y el Demandante tienen que presentarse en la corte en la fecha del juicio indicada a continuación. Si no se presenta, puede perder el caso.</div></td></tr>
<tr><td colspan="2"><b>Order to Go to Court</b> — The people in 1 and 2 must go to court: <i>(Clerk fills out section below.)</i>
<table style="width:100%;margin-top:3px"><tr><td class="lbl b">Trial Date</td><td class="lbl b">Time</td><td class="lbl b">Department</td><td class="lbl b">Name and address of court if different from above</td></tr>
<tr><td>07/22/2025</td><td>8:30 a.m.</td><td>C59</td><td>Same</td></tr></table>
<div class="xs" style="margin-top:2px">Date: 05/06/2025 &nbsp;&nbsp; Clerk, by <span class="line" style="min-width:110px">A. Nguyen</span>, Deputy</div></td></tr></table>
<div class="xs i" style="margin:4px 0">Instructions: This form is for a plaintiff who is suing for $12,500 or less (individual) or $6,250 or less (business, credit union or other entity). Read "Information for the Small Claims Plaintiff" (form SC-100-INFO).</div>
<table class="f" style="width:100%">
<tr><td><span class="n">1</span><b>The plaintiff</b> (the person, business, or public entity that is suing) is:
<table style="width:100%;margin-top:2px"><tr><td class="lbl" style="width:60%">Name:</td><td class="lbl">Phone:</td></tr>
<tr><td class="fill">${t.plaintiff_name}</td><td class="fill">(714) 555-0166</td></tr>
<tr><td class="lbl">Street address:</td><td class="lbl">Email address (if available):</td></tr>
<tr><td class="fill">2901 N. Main St., Santa Ana, CA 92705</td><td class="fill">collections@harborcrestfcu.org</td></tr></table>
<div class="xs">If the plaintiff is a business: appears through employee Janelle Ortiz, Collections Supervisor (not an attorney). ${cb(false)} The plaintiff is doing business under a fictitious name. ${cb(true)} Plaintiff is not represented by an attorney.</div></td></tr>
<tr><td><span class="n">2</span><b>The defendant</b> (the person, business, or public entity being sued) is:
<table style="width:100%;margin-top:2px"><tr><td class="lbl" style="width:60%">Name:</td><td class="lbl">Phone:</td></tr>
<tr><td class="fill">${t.customer_name}</td><td class="fill">(657) 555-0109</td></tr>
<tr><td class="lbl">Street address:</td><td class="lbl">City / State / Zip:</td></tr>
<tr><td class="fill">${t.customer_street}</td><td class="fill">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</td></tr></table></td></tr>
<tr><td><span class="n">3</span><b>The plaintiff claims the defendant owes $</b> <span class="fill b" style="border-bottom:1px solid #000;padding:0 12px">${money(t.lawsuit_amount)}</span> . (Explain below and on next page.)
<div style="margin-top:3px">a. Why does the defendant owe the plaintiff money? <span class="fill">Unpaid balance of consumer signature loan no. 60-118842 after default; vehicle not involved.</span></div>
<div>b. When did this happen? (Date): <span class="fill">11/15/2024</span> &nbsp; If no specific date, give the time period: Date started: 03/2022 Through: 11/2024</div>
<div>c. How did you calculate the money owed to you? <span class="fill">Principal balance $${money(t.lawsuit_amount)}; accrued interest of $318.72 and late charges of $90.00 are not claimed. Court fee and service costs to be added by the court.</span></div></td></tr>
<tr><td><span class="n">4</span>You must ask the defendant (in person, in writing, or by phone) to pay you before you sue. Have you done this? ${cb(true)} Yes ${cb(false)} No &nbsp; <span class="n">5</span>Why are you filing at this courthouse? a. ${cb(true)} (1) Where the defendant lives or does business.</td></tr>
<tr><td><span class="n">6</span>I declare under penalty of perjury under California State law that the information above is true and correct.<br>
Date: 05/02/2025 &nbsp;&nbsp; <span class="line" style="min-width:170px">Janelle Ortiz</span> &nbsp;&nbsp; <span class="line i" style="min-width:150px">J. Ortiz</span><br><span class="lbl" style="margin-left:80px">Plaintiff types or prints name here</span><span class="lbl" style="margin-left:70px">Plaintiff signs here</span></td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">Judicial Council of California, www.courts.ca.gov<br>Rev. January 1, 2024, Mandatory Form<br>Code of Civil Procedure, §§ 116.110 et seq.</td>
<td class="c b" style="font-size:9pt">Plaintiff's Claim and ORDER to Go to Small Claims Court<br><span class="xs">(Small Claims)</span></td><td class="r b">SC-100, Page 1 of 6</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
