// 17 MO - Jackson County Circuit Court, Associate Circuit Division petition on account; "Serve at" block in caption; defendant lives in Kansas
const { money, up, sepCaption } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Jerome W. Patterson', plaintiff_name: 'Prairie Gate Capital, LLC',
  law_firm_name: 'Dunleavy Marsh & Cole, P.C.', lawyer_email: 'kcole@dmc-lawkc.com',
  lawsuit_state: 'MO', lawsuit_amount: 3655.41, civil_number: '2516-CV04512',
  court_name: 'Circuit Court of Jackson County, Missouri, Associate Circuit Division',
  customer_street: '2215 N 14th St', customer_city: 'Kansas City', customer_state: 'KS', customer_zip_code: '66104',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '17', state: 'MO', kind: 'petition', layout: 'paren-caption-serve-block', font: 'Nimbus Roman', size: 11,
  features: ['court title line + division line', '"Serve at:" block inside the caption', 'defendant lives in Kansas, suit in Missouri', 'Kansas City in both states'],
  distractors: ['interest 9% $402.17', 'attorney fees 15% $548.31', 'total $4,605.89', 'MO Bar No.', 'plaintiff address (Kansas City, MO)', 'court address', 'account ending 7781'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.28, margin: [60, 72, 46, 72], css: `
.bd p{text-indent:36px;text-align:justify;margin:0 0 6px}
td.capl{width:55%}
`, body: `
<div class="c b" style="line-height:1.35">IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI<br>ASSOCIATE CIRCUIT DIVISION</div>
<div style="height:12px"></div>
${sepCaption([`${up(t.plaintiff_name)},`, '<span style="margin-left:40px">Plaintiff,</span>', '', 'vs.', '', `${up(t.customer_name)},`, '<span class="sm">Serve at:</span>',
  `<span class="sm">${up(t.customer_street)}</span>`, `<span class="sm">${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</span>`, '<span style="margin-left:40px">Defendant.</span>'],
  ['', '', '', `Case No. ${t.civil_number}`, '', 'Division 31', '', '', '', ''], ')')}
<div class="c b u" style="margin:14px 0 8px">PETITION ON ACCOUNT</div>
<div class="bd">
<p>COMES NOW Plaintiff, ${up(t.plaintiff_name)}, by and through its attorneys, and for its cause of action against Defendant states:</p>
<p>1. Plaintiff is a limited liability company in good standing with offices at 4800 Main Street, Suite 700, Kansas City, MO 64112.</p>
<p>2. Defendant is an individual who presently resides at ${t.customer_street}, ${t.customer_city}, Kansas ${t.customer_zip_code}. The account was opened and used while Defendant resided in Jackson County, Missouri, and the agreement provides for venue in this county.</p>
<p>3. Defendant opened a revolving credit account ending 7781 with Heartland Plains Bank, and Plaintiff is the assignee of that account.</p>
<p>4. After all just credits and offsets, Defendant owes a principal balance of $${money(t.lawsuit_amount)}, which remains unpaid despite demand.</p>
<p>5. Pursuant to § 408.020 RSMo, Plaintiff is entitled to interest at 9% per annum, which through the filing date equals $402.17. The agreement provides for attorney fees of 15% of the balance ($548.31). Total: $4,605.89.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount of $${money(t.lawsuit_amount)}, together with prejudgment interest, attorney fees, and costs.</p>
</div>
<div style="margin:10px 0 0 330px;line-height:1.28">${up(t.law_firm_name)}<br><br><i>/s/ Kathleen R. Cole</i><br>Kathleen R. Cole, MO Bar #61844<br>10 Ward Parkway Plaza, Suite 230<br>Kansas City, MO 64112<br>(816) 555-0121 / Fax (816) 555-0122<br>${t.lawyer_email}<br>ATTORNEYS FOR PLAINTIFF</div>
<div class="ft"><table style="width:100%"><tr><td class="xs">Court: 512 W. Truman Plaza, Independence, MO 64050 — (816) 555-0117</td><td class="xs r">DMC 25-3390</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
