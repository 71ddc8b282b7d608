// 15 WA - King County District Court summons; ")" caption, marital-community co-defendant, address in service note
const { money, up, sepCaption } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Tuan V. Nguyen', plaintiff_name: 'Rainier Point Credit Acquisitions, LLC',
  law_firm_name: 'Cascade Ridge Law Group, PLLC', lawyer_email: 'lpark@cascaderidgelaw.com',
  lawsuit_state: 'WA', lawsuit_amount: 8566.90, civil_number: '25CIV04512KCX',
  court_name: 'District Court of the State of Washington in and for King County',
  customer_street: '24015 104th Ave SE Apt C-12', customer_city: 'Kent', customer_state: 'WA', customer_zip_code: '98030',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '15', state: 'WA', kind: 'summons', layout: 'wa-paren-caption-summons-service-note', font: 'FreeSans', size: 11,
  features: ['")" caption', 'spouse "JANE DOE NGUYEN" and marital community', 'undashed case number with CIV and KCX letters', 'address in a "serve at" note', 'firm footer'],
  distractors: ['statutory attorney fee $200.00', 'filing fee $106.00', 'jurisdiction $100,000', 'WSBA number', 'firm footer with address and phone', 'court clerk e-mail'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.3, margin: [60, 70, 44, 70], css: `
.bd p{text-align:justify;margin:0 0 7px}
td.capl{width:54%}
`, body: `
<div class="c b" style="line-height:1.35">IN THE DISTRICT COURT OF THE STATE OF WASHINGTON<br>IN AND FOR KING COUNTY</div>
<div style="height:10px"></div>
${sepCaption([`${up(t.plaintiff_name)}, a Washington limited liability company,`, '<span style="margin-left:40px">Plaintiff,</span>', '<span style="margin-left:20px">vs.</span>',
  `${up(t.customer_name)} and JANE DOE NGUYEN, husband and wife and the marital community composed thereof,`, '<span style="margin-left:40px">Defendants.</span>'],
  [`No. ${t.civil_number}`, '', '<b>SUMMONS (20 DAYS)</b>', '', ''], ')')}
<div class="bd" style="margin-top:12px">
<p>TO THE DEFENDANT(S): A lawsuit has been started against you in the above-entitled court by ${up(t.plaintiff_name)}, plaintiff. Plaintiff's claim is stated in the written complaint, a copy of which is served upon you with this summons. The complaint seeks judgment for the principal sum of $${money(t.lawsuit_amount)}, together with prejudgment interest, costs, and statutory attorney fees of $200.00.</p>
<p>In order to defend against this lawsuit, you must respond to the complaint by stating your defense in writing, and by serving a copy upon the person signing this summons within 20 days after the service of this summons, excluding the day of service, or a default judgment may be entered against you without notice. A default judgment is one where plaintiff is entitled to what it asks for because you have not responded. If you serve a notice of appearance on the undersigned person, you are entitled to notice before a default judgment may be entered.</p>
<p>You may demand that the plaintiff file this lawsuit with the court. If you do so, the demand must be in writing and must be served upon the person signing this summons. Within 14 days after you serve the demand, the plaintiff must file this lawsuit with the court, or the service on you of this summons and complaint will be void. The filing fee of $106.00 has been paid. This court hears civil claims up to $100,000.</p>
<p>If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time. This summons is issued pursuant to Rule 4 of the Civil Rules for Courts of Limited Jurisdiction of the State of Washington.</p>
</div>
<table style="width:100%;margin-top:6px"><tr><td style="width:48%;vertical-align:top;line-height:1.3" class="sm"><b>SERVE AT:</b><br>${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}<br><br>
Court: King County District Court, Kent Courthouse, 1210 Central Ave S, Kent, WA 98032 · kcdc.civil@kingcountydc-wa.org</td>
<td style="vertical-align:top;line-height:1.3">DATED: February 26, 2025.<br>${up(t.law_firm_name)}<br><br><i>/s/ Lauren M. Park</i><br>Lauren M. Park, WSBA #51837<br>Attorneys for Plaintiff<br>${t.lawyer_email}</td></tr></table>
<div class="ft" style="border-top:1px solid #000;padding-top:3px"><table style="width:100%"><tr><td class="xs" style="vertical-align:top">SUMMONS - 1<br>CRR File No. 25-10482</td>
<td class="xs r">${up(t.law_firm_name)}<br>3400 Pacific Hwy E, Suite 215, Fife, WA 98424<br>Tel. (253) 555-0158 · Fax (253) 555-0159</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
