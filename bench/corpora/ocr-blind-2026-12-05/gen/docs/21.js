// 21 MN - Hennepin County summons served before filing (blank court file number); two-column venue/court caption
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Abdirahman H. Warsame', plaintiff_name: 'North Star Portfolio Holdings, LLC',
  law_firm_name: 'Ostby Lindahl, P.A.', lawyer_email: 'klindahl@ostbylindahl.com',
  lawsuit_state: 'MN', lawsuit_amount: 6044.90, civil_number: null,
  court_name: 'District Court, Fourth Judicial District, County of Hennepin',
  customer_street: '2729 Chicago Ave S Apt 307', customer_city: 'Minneapolis', customer_state: 'MN', customer_zip_code: '55407',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '21', state: 'MN', kind: 'summons', layout: 'two-column-venue-court-caption-blank-file-no', font: 'C059', size: 10,
  features: ['summons served before filing: "Court File No." left blank (civil_number null, suit exists)', 'venue block left / court block right', 'Case Type line', 'address in "Defendant\'s address" line'],
  distractors: ['interest $488.12', 'costs and disbursements', 'firm file no.', 'attorney reg. no.', 'original account number', 'plaintiff address'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.27, margin: [56, 68, 44, 68], css: `
.bd p{text-align:justify;margin:0 0 6px}
`, body: `
<table style="width:100%"><tr><td style="width:50%;vertical-align:top" class="b">STATE OF MINNESOTA<br><br>COUNTY OF HENNEPIN</td>
<td style="vertical-align:top" class="b r">DISTRICT COURT<br>FOURTH JUDICIAL DISTRICT<br><span style="font-weight:normal">Case Type: Consumer Credit Contract</span><br><span style="font-weight:normal">Court File No.: <span class="line" style="min-width:130px">&nbsp;</span></span></td></tr></table>
<div class="hr" style="margin:8px 0"></div>
<table style="width:100%"><tr><td style="width:60%;vertical-align:top">${up(t.plaintiff_name)},<br><span style="margin-left:60px">Plaintiff,</span><br><span style="margin-left:30px">v.</span><br>${up(t.customer_name)},<br><span style="margin-left:60px">Defendant.</span></td>
<td style="vertical-align:middle;font-size:13pt" class="c b">SUMMONS</td></tr></table>
<div class="hr" style="margin:8px 0"></div>
<div class="bd">
<p class="b">THIS SUMMONS IS DIRECTED TO ${up(t.customer_name)}.</p>
<p>Defendant's address: ${t.customer_street}, ${t.customer_city}, MN ${t.customer_zip_code}</p>
<p><b>1. YOU ARE BEING SUED.</b> The Plaintiff has started a lawsuit against you. The Plaintiff's Complaint against you is attached to this Summons. Do not throw these papers away. They are official papers that affect your rights. You must respond to this lawsuit even though it may not yet be filed with the Court and there may be no court file number on this summons.</p>
<p><b>2. YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS.</b> You must give or mail to the person who signed this summons a written response called an Answer within 21 days of the date on which you received this Summons. You must send a copy of your Answer to the person who signed this summons located at the address below.</p>
<p><b>3. YOU MUST RESPOND TO EACH CLAIM.</b> The Answer is your written response to the Plaintiff's Complaint. In your Answer you must state whether you agree or disagree with each paragraph of the Complaint. The Complaint demands judgment for the principal balance of $${money(t.lawsuit_amount)} on a credit account originally issued by Lakes Region Bank (account ending 9023), plus interest of $488.12 and costs and disbursements.</p>
<p><b>4. YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS.</b> If you do not Answer within 21 days, you will lose this case. You will not get to tell your side of the story, and the Court may decide against you and award the Plaintiff everything asked for in the Complaint.</p>
<p><b>5. LEGAL ASSISTANCE.</b> You may wish to get legal help from a lawyer. If you do not have a lawyer, the Court Administrator may have information about places where you can get legal assistance. Even if you cannot get legal help, you must still provide a written Answer to protect your rights or you may lose the case.</p>
<p><b>6. ALTERNATIVE DISPUTE RESOLUTION.</b> The parties may agree to or be ordered to participate in an alternative dispute resolution process under Rule 114 of the Minnesota General Rules of Practice.</p>
</div>
<table style="width:100%;margin-top:6px"><tr><td style="width:45%;vertical-align:top" class="sm">Dated: March 3, 2025<br>Our File No. OL-25-04471</td>
<td style="vertical-align:top;line-height:1.3">${up(t.law_firm_name)}<br><br>By: <i>/s/ Karin J. Lindahl</i><br>Karin J. Lindahl (#0398127)<br>5201 Lyndale Commons, Suite 1150<br>Bloomington, MN 55431<br>Telephone: (952) 555-0168<br>${t.lawyer_email}<br>Attorneys for Plaintiff</td></tr></table>
<div class="ft c">Plaintiff: ${up(t.plaintiff_name)}, 800 Nicollet Crossing, Suite 500, Minneapolis, MN 55402</div>
` });
module.exports = { meta, truth: t, html };
