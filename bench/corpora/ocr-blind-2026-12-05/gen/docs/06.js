// 06 FL - Duval County Court complaint, ":" caption column, attorney block with primary/secondary e-mails at bottom
const { money, up, sepCaption } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Marcus D. Bell', plaintiff_name: 'First Atlantic Card Services, N.A.',
  law_firm_name: 'Halloran Pike Legal Group, PLLC', lawyer_email: 'mpike@halloranpike.com',
  lawsuit_state: 'FL', lawsuit_amount: 6731.08, civil_number: '16-2025-CC-004512-XXXX-MA',
  court_name: 'County Court in and for Duval County, Florida',
  customer_street: '5520 Timuquana Rd Apt 1012', customer_city: 'Jacksonville', customer_state: 'FL', customer_zip_code: '32210',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '06', state: 'FL', kind: 'complaint', layout: 'colon-caption-numbered-paragraphs', font: 'P052', size: 10.5,
  features: ['":" caption column', 'case number with XXXX filler', 'address in body paragraph', 'primary + two secondary e-mails'],
  distractors: ['interest $512.66', 'total $7,243.74', 'attorney fees under contract', 'jurisdiction $50,000', 'FBN', 'secondary e-mails', 'account ending 8831', 'e-filing portal number'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.3, margin: [62, 74, 46, 74], css: `
.bd p{text-indent:36px;text-align:justify;margin:0 0 5px}
`, body: `
<div class="c b" style="line-height:1.35">IN THE COUNTY COURT IN AND<br>FOR DUVAL COUNTY, FLORIDA</div>
<div style="height:12px"></div>
${sepCaption([`${up(t.plaintiff_name)},`, '', '<span style="margin-left:36px">Plaintiff,</span>', 'v.', '', `${up(t.customer_name)},`, '', '<span style="margin-left:36px">Defendant.</span>'],
  ['', '', '', `CASE NO.: ${t.civil_number}`, 'DIVISION: CC-M', '', '', ''], ':')}
<div class="c b u" style="margin:12px 0 8px">COMPLAINT FOR ACCOUNT STATED AND BREACH OF CONTRACT</div>
<div class="bd">
<p>Plaintiff, ${up(t.plaintiff_name)} ("Plaintiff"), by and through its undersigned counsel, sues Defendant, ${up(t.customer_name)} ("Defendant"), and alleges:</p>
<p>1. This is an action for damages that exceed $500.00 but do not exceed $50,000.00, exclusive of interest, costs, and attorney's fees.</p>
<p>2. Defendant is sui juris and resides at ${t.customer_street}, ${t.customer_city}, Florida ${t.customer_zip_code}, in Duval County, Florida.</p>
<p>3. Plaintiff issued a credit card account ending in 8831 to Defendant. Defendant used the account and Plaintiff rendered periodic statements to Defendant, to which Defendant made no objection.</p>
<p><b>COUNT I — ACCOUNT STATED.</b> 4. Defendant owes Plaintiff the principal sum of $${money(t.lawsuit_amount)}, which is due with interest of $512.66 since the date of charge-off, January 31, 2025 (total $7,243.74).</p>
<p><b>COUNT II — BREACH OF CONTRACT.</b> 5. Defendant breached the card agreement by failing to make the payments due. The agreement provides for recovery of reasonable attorney's fees.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant for damages of $${money(t.lawsuit_amount)}, pre-judgment interest, court costs, and attorney's fees pursuant to the agreement and section 57.105, Florida Statutes.</p>
</div>
<div style="margin:8px 0 0 300px;line-height:1.28">Dated: May 19, 2025<br>Respectfully submitted,<br>${up(t.law_firm_name)}<br>1301 Riverplace Blvd., Suite 800<br>Jacksonville, FL 32207<br>Tel. (904) 555-0148 / Fax (904) 555-0149<br>
<i>/s/ Meredith A. Pike</i><br>Meredith A. Pike, Esq., Florida Bar No. 0871204<br>Primary E-Mail: ${t.lawyer_email}<br>Secondary E-Mail: eservice@halloranpike.com;<br>fl-docket@halloranpike.com<br>Counsel for Plaintiff</div>
<div class="ft"><table style="width:100%"><tr><td class="xs">Filed via Florida Courts E-Filing Portal #221934577 — 05/19/2025 03:12:44 PM</td><td class="xs r">HP File No. 25-07719</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
