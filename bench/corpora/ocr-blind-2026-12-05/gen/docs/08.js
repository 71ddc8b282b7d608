// 08 NY - Nassau County District Court summons with endorsed complaint; dashed "X" caption; second defendant; TO: block
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Anthony J. Russo', plaintiff_name: 'Atlas Bridge Funding, LLC',
  law_firm_name: 'Grafton, Mehta & Sullivan, LLP', lawyer_email: 'hmehta@gms-llp.com',
  lawsuit_state: 'NY', lawsuit_amount: 7215.40, civil_number: 'CV-004518-25/HE',
  court_name: 'District Court of the County of Nassau, First District',
  customer_street: '41 Maple Ave', customer_city: 'Levittown', customer_state: 'NY', customer_zip_code: '11756',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '08', state: 'NY', kind: 'summons', layout: 'ny-x-caption-endorsed-complaint', font: 'C059', size: 10,
  features: ['dashed caption closed with X', 'second defendant (spouse) at the same address', 'TO: block', 'endorsed complaint on the summons'],
  distractors: ['interest from 02/02/2024', 'costs and disbursements $140.00', 'total $7,355.40', 'jurisdiction $15,000', 'firm phone/fax', 'docket e-mail', 'court address'] };
const dash = '-'.repeat(74) + 'X';
const html = () => page({ font: meta.font, size: meta.size, lh: 1.25, margin: [56, 64, 44, 64], css: `
.xl{white-space:pre;font-size:10pt;letter-spacing:0;overflow:hidden;line-height:1}
`, body: `
<div class="b" style="line-height:1.35">DISTRICT COURT OF THE COUNTY OF NASSAU<br>FIRST DISTRICT</div>
<table style="width:100%;margin-top:4px"><tr><td style="width:64%;vertical-align:top">
<div class="xl">${dash}</div>
<div style="padding:4px 0">${up(t.plaintiff_name)},<br><span style="margin-left:170px">Plaintiff,</span><br><br><span style="margin-left:60px">-against-</span><br><br>
${up(t.customer_name)} and LINDA M. RUSSO,<br><span style="margin-left:170px">Defendants.</span></div>
<div class="xl">${dash}</div></td>
<td style="vertical-align:top;padding:18px 0 0 12px">Index No.: ${t.civil_number}<br><br><b>SUMMONS WITH ENDORSED COMPLAINT</b><br><br><span class="sm">CONSUMER CREDIT TRANSACTION<br>Venue: Defendants' residence</span></td></tr></table>
<p style="margin-top:8px">TO THE ABOVE NAMED DEFENDANT(S):</p>
<p class="j">YOU ARE HEREBY SUMMONED to appear in the District Court of the County of Nassau, First District, Hempstead Part, at the Courthouse located at 250 Clinton Street, Hempstead, New York 11550, County of Nassau, State of New York, by serving an answer to the endorsed complaint upon plaintiff's attorneys at the address stated below, within the time provided by law as noted below. In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the endorsed complaint.</p>
<p class="sm j">NOTE: If this summons is served by its delivery to you personally within Nassau County, you must answer within TWENTY days after such service; if served otherwise, you must answer within THIRTY days after proof of service is filed. The jurisdiction of this Court is limited to $15,000.00 exclusive of interest and costs.</p>
<div style="border:1.2px solid #000;padding:6px 8px;margin:8px 0">
<div class="b c">ENDORSED COMPLAINT</div>
<p class="j" style="margin:4px 0 0">Plaintiff's claim against you is for money had and received and account stated on a revolving credit account originally issued by Kestrel Point Bank, N.A., account ending 3316, in the principal amount of $${money(t.lawsuit_amount)}, with interest from February 2, 2024, together with costs and disbursements of this action (estimated $140.00; total $7,355.40). The account was charged off on 01/31/2024 and sold to plaintiff on 05/22/2024.</p></div>
<table style="width:100%"><tr><td style="width:50%;vertical-align:top;line-height:1.3">
TO:<br>${up(t.customer_name)}<br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}<br><br>LINDA M. RUSSO<br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</td>
<td style="vertical-align:top;line-height:1.3">Dated: Hempstead, New York<br>March 27, 2025<br><br>${up(t.law_firm_name)}<br>Attorneys for Plaintiff<br>By: Harish Mehta, Esq.<br>100 Merrick Road, Suite 410W<br>Rockville Centre, NY 11570<br>Tel. (516) 555-0172 &nbsp;Fax (516) 555-0173<br>${t.lawyer_email}<br><span class="sm">Docketing: docket@gms-llp.com</span></td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">Clerk: (516) 555-0112 &nbsp; Our File: GMS-88127-AR</td><td class="xs r">Index fee paid $45.00</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
