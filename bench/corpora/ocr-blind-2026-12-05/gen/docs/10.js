// 10 GA - Gwinnett County Magistrate Court statement of claim: boxed form, plaintiff/defendant boxes, itemized claim with total
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Demetrius L. Carter', plaintiff_name: 'Red Clay Credit Partners, LLC',
  law_firm_name: 'Whitcomb & Ferrell, LLC', lawyer_email: 'cferrell@whitcombferrell.com',
  lawsuit_state: 'GA', lawsuit_amount: 1742.90, civil_number: '25-M-08817',
  court_name: 'Magistrate Court of Gwinnett County',
  customer_street: '1290 Sugarloaf Pkwy Apt 1423', customer_city: 'Lawrenceville', customer_state: 'GA', customer_zip_code: '30045',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '10', state: 'GA', kind: 'statement-of-claim', layout: 'magistrate-boxed-form-itemized', font: 'Carlito', size: 9.5,
  features: ['"STATE OF GEORGIA" on its own line (left out of court_name)', 'defendant box', 'attorney inside a form box', 'itemized principal/interest/fees/total table'],
  distractors: ['interest $212.31', 'attorney fees $261.44', 'court costs $83.00', 'TOTAL $2,299.65', 'magistrate limit $15,000', 'Georgia Bar No.', 'plaintiff address', 'court address and e-mail'] };
const rows = [['Principal', money(t.lawsuit_amount)], ['Interest (10.5% from 06/01/2024)', '212.31'], ["Attorney's fees (O.C.G.A. § 13-1-11)", '261.44'], ['Court costs (filing & service)', '83.00'], ['TOTAL', '2,299.65']];
const html = () => page({ font: meta.font, size: meta.size, lh: 1.2, margin: [44, 50, 40, 50], css: `
.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.k{font-size:6.5pt;font-weight:bold;text-transform:uppercase;color:#222}
.v{font-size:10.5pt;padding:2px 0 2px 4px}
.amt td{border:1px solid #000;padding:2px 6px}
`, body: `
<div class="c" style="line-height:1.25"><b style="font-size:12pt">IN THE MAGISTRATE COURT OF GWINNETT COUNTY</b><br><b>STATE OF GEORGIA</b></div>
<table class="g" style="width:100%;margin-top:8px"><tr><td style="width:62%"><div class="k">Civil Action No.</div><div class="v b">${t.civil_number}</div></td>
<td><div class="k">Date filed</div><div class="v">02/11/2025</div></td></tr>
<tr><td><div class="k">Plaintiff (name and address)</div><div class="v">${up(t.plaintiff_name)}<br>2875 Cumberland Commons Dr, Suite 1400<br>Atlanta, GA 30339</div></td>
<td rowspan="2"><div class="k">Plaintiff's attorney (name, address, bar no., phone, e-mail)</div><div class="v" style="font-size:9.5pt">Courtney E. Ferrell<br>Ga. Bar No. 614208<br>${up(t.law_firm_name)}<br>1100 Peachtree Industrial Blvd., Ste 300<br>Duluth, GA 30097<br>(770) 555-0124<br>${t.lawyer_email}</div></td></tr>
<tr><td><div class="k">Defendant (name and address for service)</div><div class="v">${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</div>
<div class="sm">${cb(true)} Personal service by sheriff/marshal &nbsp; ${cb(false)} Certified mail &nbsp; ${cb(false)} Second defendant attached</div></td></tr></table>
<div class="c b" style="font-size:13pt;margin:10px 0 4px;letter-spacing:1px">STATEMENT OF CLAIM</div>
<p class="j">Plaintiff claims that Defendant is indebted to Plaintiff as follows: on a retail installment / revolving credit account originally opened with Magnolia State Bank (acct. ending 0448), which Defendant failed to pay as agreed after demand. Plaintiff is the assignee and present owner of the account.</p>
<table class="amt" style="width:60%;margin:4px 0 6px 0">${rows.map(r => `<tr><td${r[0] === 'TOTAL' ? ' class="b"' : ''}>${r[0]}</td><td class="r${r[0] === 'TOTAL' ? ' b' : ''}" style="width:110px">$ ${r[1]}</td></tr>`).join('')}</table>
<div class="sm" style="margin-bottom:6px">The Magistrate Court has jurisdiction of civil claims not exceeding $15,000.00.</div>
<div style="border:1.5px solid #000;padding:6px 8px">
<div class="b">SUMMONS — TO THE DEFENDANT NAMED ABOVE:</div>
<p class="j" style="margin:3px 0">You are hereby required to file an answer to this claim in writing or orally with the Clerk of the Magistrate Court, 410 Perry Street, Lawrenceville, GA 30046, within THIRTY (30) DAYS after service of this summons upon you. If you fail to answer, judgment by default will be entered against you. Answer may be filed by e-mail at magcourt.answers@gwinnettcourts-ga.org or in person, Monday–Friday, 8:00 a.m. – 5:00 p.m.</p>
<div class="sm">Clerk's office: (770) 555-0139 &nbsp;&nbsp; Deputy Clerk: <span class="line" style="min-width:120px">K. Albright</span> &nbsp;&nbsp; Date: 02/11/2025</div></div>
<div style="margin-top:8px" class="sm"><b>VERIFICATION.</b> Personally appeared before me the undersigned, who on oath says that the foregoing claim is true and correct. Sworn and subscribed 02/10/2025. <span class="line" style="min-width:110px">&nbsp;</span> Notary Public / Deputy Clerk</div>
<div class="ft"><table style="width:100%"><tr><td class="xs">GMC-CV-101 (Rev. 07/2023)</td><td class="xs r">Whitcomb file WF-25-2031</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
