// 25 KS - Sedgwick County District Court limited actions (Chapter 61) petition with notice; "§" caption; answer-day notice box
const { money, up, sepCaption } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Megan R. Olson', plaintiff_name: 'Flint Hills Recovery Group, LLC',
  law_firm_name: 'Strand & Whitacre, P.A.', lawyer_email: 'jwhitacre@strandwhitacre.com',
  lawsuit_state: 'KS', lawsuit_amount: 1994.56, civil_number: 'SG-2025-LM-004512',
  court_name: 'Eighteenth Judicial District, District Court of Sedgwick County, Kansas, Civil Department',
  customer_street: '1845 S Seneca St Apt 9', customer_city: 'Wichita', customer_state: 'KS', customer_zip_code: '67213',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '25', state: 'KS', kind: 'petition', layout: 'section-caption-limited-actions-notice-box', font: 'FreeSerif', size: 11.5,
  features: ['court heading on 3 separate lines', '"§" caption column', 'case number with county prefix and LM letters', 'address in caption under name', 'answer-day notice box'],
  distractors: ['interest 12% $176.33', 'attorney fees $300.00', 'docket fee $83.50', 'limited-actions limit $25,000', 'KS S.Ct. No.', 'court address', 'plaintiff address'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.28, margin: [56, 70, 44, 70], css: `
.bd p{text-align:justify;margin:0 0 5px;text-indent:34px}
td.capl{width:55%}
`, body: `
<div class="c b" style="line-height:1.35">IN THE EIGHTEENTH JUDICIAL DISTRICT<br>DISTRICT COURT OF SEDGWICK COUNTY, KANSAS<br>CIVIL DEPARTMENT</div>
<div style="height:10px"></div>
${sepCaption([`${up(t.plaintiff_name)},`, '<span style="margin-left:40px">Plaintiff,</span>', 'v.', `${up(t.customer_name)}`, t.customer_street, `${t.customer_city}, KS ${t.customer_zip_code},`, '<span style="margin-left:40px">Defendant.</span>'],
  ['', '', `Case No. ${t.civil_number}`, '', 'Chapter 61 — Limited Actions', '', ''], '§')}
<div class="c b" style="margin:12px 0 6px">PETITION</div>
<div class="bd">
<p>Plaintiff, for its claim against Defendant, states:</p>
<p>1. Plaintiff is a Kansas limited liability company with its principal office at 200 W Douglas Commons, Suite 410, Wichita, KS 67202. Defendant resides in Sedgwick County, Kansas, at the address shown above and may be served there.</p>
<p>2. Defendant entered into a credit agreement with Prairie Wind Bank, account ending 4409, which Plaintiff purchased and now owns. Defendant defaulted on the agreement on or about June 2, 2024.</p>
<p>3. Defendant is indebted to Plaintiff in the principal amount of $${money(t.lawsuit_amount)}, plus contract interest at 12% per annum ($176.33 to date) and attorney fees of $300.00 as permitted by K.S.A. 60-2006.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant for $${money(t.lawsuit_amount)}, interest as stated, attorney fees, the $83.50 docket fee and the costs of this action.</p>
</div>
<div style="margin:6px 0 8px 330px;line-height:1.25">${up(t.law_firm_name)}<br><i>/s/ Jonah B. Whitacre</i><br>Jonah B. Whitacre, KS S.Ct. No. 27715<br>8301 E 21st St N, Suite 250<br>Wichita, KS 67206<br>(316) 555-0129<br>${t.lawyer_email}<br>Attorneys for Plaintiff</div>
<div style="border:1.5px solid #000;padding:6px 8px" class="sm j"><b>NOTICE TO DEFENDANT — ANSWER DAY:</b> You are hereby notified that you have been sued in the District Court of Sedgwick County, Kansas. You are required to file your answer to this petition with the Clerk of the District Court, 525 N Main Commons, Wichita, KS 67203, on or before <b>April 24, 2025</b> (answer day), or appear in person in Courtroom 9-1 at 9:00 a.m. on that day. If you fail to do so, judgment by default will be taken against you for the relief demanded in the petition. Claims under Chapter 61 may not exceed $25,000.00.</div>
<div class="ft"><table style="width:100%"><tr><td class="xs">SWA File 25-1150</td><td class="xs r">Clerk of the District Court — (316) 555-0116</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
