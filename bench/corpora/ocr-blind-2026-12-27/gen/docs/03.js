// Hawaii - district court complaint with summons printed below; letterhead block above two-column caption
const { page } = require('../common');
exports.meta = { state: 'HI', kind: 'complaint and summons', layout: 'attorney letterhead, two-column caption, summons block below', font: 'Liberation Sans Narrow' };
exports.printedName = 'MALIA P. KAHANANUI';
exports.photo = { seed: 303, w: 1200, h: 1600, keystone: 0.045, rot: -3.1, frac: 0.88, bg: 'desk', hand: false, cast: '#fff0d0', castPct: 12, blur: 0.9, noise: 0.4, q: 72, dim: false };
exports.expected = {
  customer_name: 'Malia P. Kahananui', plaintiff_name: 'Kona Coast Capital Funding, LLC', law_firm_name: 'Kaimana Law Group LLLC',
  lawyer_email: 'losterhout@kaimanalaw.com', lawsuit_state: 'HI', lawsuit_amount: 4862.15, civil_number: '1DRC-26-0004821',
  court_name: 'District Court of the First Circuit, Honolulu Division, State of Hawaii',
  customer_street: '94-1021 Leowahine Street, Unit 7', customer_city: 'Waipahu', customer_state: 'HI', customer_zip_code: '96797', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'Liberation Sans Narrow';font-size:10.5pt;line-height:1.32}
.m{position:absolute;left:70px;right:70px;top:44px}
.lh{width:330px;line-height:1.2}
.hd{text-align:center;font-weight:bold;margin:12px 0 10px;line-height:1.25}
table.cap{width:100%} table.cap td{vertical-align:top;padding:4px 8px}
table.cap td.l{border-right:1px solid #000;border-bottom:1px solid #000;width:52%}
p{margin:4px 0;text-align:justify}
.sum{border-top:3px double #000;margin-top:10px;padding-top:6px}
.sum h3{text-align:center;margin:2px 0 4px;font-size:12pt;letter-spacing:4px}
.small{font-size:9pt}
`, `
<div class="m">
<div class="lh">KAIMANA LAW GROUP LLLC<br>LEILANI K. OSTERHOUT &nbsp; 10233<br>DEREK S. MONTAGUE &nbsp; 11870<br>1099 Alakea Street, Suite 1650<br>Honolulu, Hawaii 96813<br>Telephone: (808) 555-0164<br>Email: losterhout@kaimanalaw.com<br>Filings: efiling@kaimanalaw.com<br><br>Attorneys for Plaintiff</div>
<div class="hd">IN THE DISTRICT COURT OF THE FIRST CIRCUIT<br>HONOLULU DIVISION<br>STATE OF HAWAII</div>
<table class="cap"><tr><td class="l">KONA COAST CAPITAL FUNDING, LLC, a Delaware limited liability company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>MALIA P. KAHANANUI; JOHN DOES 1-10,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>CIVIL NO. 1DRC-26-0004821<br>(Other Civil Action)<br><br>COMPLAINT; SUMMONS<br><br>Acct. Ref. KCC-55120-88<br>Trial Date: None set</td></tr></table>
<p style="text-align:center;font-weight:bold;margin-top:10px">COMPLAINT</p>
<p>1. Plaintiff Kona Coast Capital Funding, LLC is the owner by assignment of a consumer credit account originally issued by Leeward Isles Bank. Its principal office is at 2500 Corporate Pkwy, Suite 400, Wilmington, DE 19803.</p>
<p>2. Defendant Malia P. Kahananui resides at 94-1021 Leowahine Street, Unit 7, Waipahu, Hawaii 96797, within the jurisdiction of this Court.</p>
<p>3. Defendant used the account and failed to pay as agreed. The principal balance due and owing is $4,862.15. Interest at 10% per annum under HRS § 478-2, computed separately, is $612.40 to date.</p>
<p>4. Plaintiff seeks attorneys' fees not to exceed 25% of the judgment under HRS § 607-14 and costs of court, including the filing fee of $120.00.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount of $4,862.15, plus interest, attorneys' fees and costs.</p>
<p>DATED: Honolulu, Hawaii, December 11, 2026. &nbsp;&nbsp;&nbsp;&nbsp; /s/ Leilani K. Osterhout &nbsp;&nbsp; Attorney for Plaintiff</p>
<div class="sum"><h3>SUMMONS</h3>
<p>STATE OF HAWAII<br>TO THE ABOVE-NAMED DEFENDANT(S):</p>
<p>YOU ARE HEREBY SUMMONED to appear before this Court at Kaahumanu Hale, 777 Punchbowl Street, Honolulu, Hawaii 96813, Courtroom 4C, on <b>January 20, 2027 at 8:30 a.m.</b>, to answer the Complaint of Plaintiff, a copy of which is served with this Summons. If you fail to appear, judgment by default may be taken against you for the relief demanded in the Complaint.</p>
<p class="small">This summons shall not be personally delivered between 10:00 p.m. and 6:00 a.m. on premises not open to the general public, unless a judge of the above-entitled court permits, in writing on this summons, personal delivery during those hours. Clerk's office: (808) 555-0181.</p>
<p style="margin-left:380px">CLERK OF THE ABOVE-ENTITLED COURT<br><br>By ________________________</p>
</div></div>
`);
