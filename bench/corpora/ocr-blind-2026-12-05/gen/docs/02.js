// 02 CA - San Diego Superior Court complaint on pleading paper, attorney block top left, ")" caption
const { money, up, sepCaption, nw } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Kevin T. Nakamura', plaintiff_name: 'Westbourne Credit Acquisitions LLC',
  law_firm_name: 'Marlowe Brandt & Okafor, APC', lawyer_email: 'dokafor@mbo-legal.com',
  lawsuit_state: 'CA', lawsuit_amount: 3418.22, civil_number: '37-2025-00011482-CL-CL-CTL',
  court_name: 'Superior Court of the State of California for the County of San Diego',
  customer_street: '1217 Camino del Sol Unit 14', customer_city: 'Chula Vista', customer_state: 'CA', customer_zip_code: '91910',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '02', state: 'CA', kind: 'complaint', layout: 'pleading-paper-paren-caption', font: 'Nimbus Roman', size: 11.5,
  features: ['28-line pleading paper', 'attorney block top left', 'court title on two lines read as one title', 'address in body paragraph'],
  distractors: ['prejudgment interest $287.14 stated separately', 'total $3,705.36', 'filing fee $225.00', 'jurisdictional limit $10,000', 'SBN', 'plaintiff address', 'account ending 2290'] };
const nums = Array.from({ length: 28 }, (_, i) => `<div>${i + 1}</div>`).join('');
const html = () => page({ font: meta.font, size: meta.size, lh: 1.22, margin: [70, 60, 40, 112], css: `
.ln{position:fixed;left:62px;top:70px;width:30px;text-align:right;font-size:11pt;line-height:33px}
.rule1{position:fixed;left:100px;top:0;bottom:0;border-left:3px double #000}
.rule2{position:fixed;left:760px;top:0;bottom:0;border-left:1px solid #000}
.body p{line-height:1.62;text-indent:40px;margin:0}
.cap td.capl{width:55%}
`, body: `
<div class="ln mg">${nums}</div><div class="rule1"></div><div class="rule2"></div>
<div style="line-height:1.2">Daniel R. Okafor, Esq. (SBN 287760)<br>${up(t.law_firm_name)}<br>600 B Street, Suite 1450<br>San Diego, California 92101<br>
Telephone: (619) 555-0137 | Facsimile: (619) 555-0138<br>Email: ${t.lawyer_email}<br><br>Attorneys for Plaintiff</div>
<div class="c b" style="margin:14px 0 10px;line-height:1.3">SUPERIOR COURT OF THE STATE OF CALIFORNIA<br>FOR THE COUNTY OF SAN DIEGO</div>
${sepCaption([
  `${up(t.plaintiff_name)}, a Delaware limited liability company,`, '', '<span style="margin-left:60px">Plaintiff,</span>', '', '<span style="margin-left:30px">vs.</span>', '',
  `${up(t.customer_name)}; and DOES 1 to 10, inclusive,`, '', '<span style="margin-left:60px">Defendants.</span>'],
  [`Case No.: ${t.civil_number}`, '', '<b>LIMITED CIVIL CASE</b>', '(Amount demanded does not exceed $10,000)', '', '<b>COMPLAINT FOR:</b>', '1. BREACH OF CONTRACT;', '2. OPEN BOOK ACCOUNT;', '3. ACCOUNT STATED'], ')')}
<div class="body" style="margin-top:12px">
<p>Plaintiff alleges as follows:</p>
<p>1. Plaintiff is a limited liability company with offices at 4400 Lakeshore Pkwy, Suite 200, Carlsbad, CA 92008, and is the assignee of the account described below, originally issued by Coral Bay Bank, N.A. (account ending 2290).</p>
<p>2. Defendant ${up(t.customer_name)} is an individual who resides at ${nw(t.customer_street)}, ${t.customer_city}, CA ${t.customer_zip_code}, within the County of San Diego.</p>
<p>3. Within four years last past, Defendant became indebted to Plaintiff's assignor on an open book account for money lent and charges made at Defendant's request, and Defendant defaulted on 08/02/2024.</p>
<p>4. There is now due, owing and unpaid from Defendant to Plaintiff the principal sum of $${money(t.lawsuit_amount)}, no part of which has been paid, together with prejudgment interest of $287.14 at the legal rate.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant for (1) the principal sum of $${money(t.lawsuit_amount)}; (2) prejudgment interest of $287.14 (total $3,705.36); (3) costs of suit, including the $225.00 filing fee; and (4) such other relief as the Court deems proper.</p>
</div>
<div style="margin-top:10px;margin-left:330px;line-height:1.3">Dated: April 2, 2025<br>${up(t.law_firm_name)}<br>By: <span class="i">/s/ Daniel R. Okafor</span><br>Daniel R. Okafor, Attorneys for Plaintiff</div>
<div class="ft c" style="border-top:1px solid #000;padding-top:2px;font-size:8pt">COMPLAINT &nbsp;&nbsp;-&nbsp;1&nbsp;-</div>
` });
module.exports = { meta, truth: t, html };
