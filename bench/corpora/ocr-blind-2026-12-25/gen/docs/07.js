// New York - Civil Court of the City of New York, County of Kings - consumer credit summons; firm letterhead above an X-line caption; COPY watermark
module.exports = {
  id: '07', state: 'NY', kind: 'summons', layout: 'letterhead-over-xline-caption-watermark', font: 'C059',
  expected: {
    customer_name: 'Piotr J. Kowalczyk', plaintiff_name: 'Empire Harbor Funding, LLC',
    law_firm_name: 'Feldman Osei & Partners, PLLC', lawyer_email: 'mfeldman@feldmanosei.com',
    lawsuit_state: 'NY', lawsuit_amount: 2318.77, civil_number: 'CV-004187-26/KI',
    court_name: 'Civil Court of the City of New York, County of Kings',
    customer_street: '745 E 31st St Apt 4F', customer_city: 'Brooklyn', customer_state: 'NY',
    customer_zip_code: '11210', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'C059';font-size:10pt;padding:38px 62px;line-height:1.38}
  .lh{text-align:center;border-bottom:2px solid #222;padding-bottom:6px}
  .lh .n{font-size:17pt;letter-spacing:2px;font-variant:small-caps}
  .lh .a{font-size:8.5pt;color:#333}
  .cct{text-align:center;font-weight:bold;font-size:12pt;margin:10px 0 0;letter-spacing:1px}
  .hd{margin:8px 0 0;font-weight:bold}
  .cap{display:grid;grid-template-columns:62% 38%;margin-top:4px}
  .xl{white-space:pre;font-family:'C059';line-height:1.3}
  .r{padding-left:16px;padding-top:18px}
  p{margin:6px 0;text-align:justify}
  .wm{position:absolute;left:90px;top:380px;font-family:'DejaVu Sans';font-weight:bold;font-size:150pt;color:rgba(120,120,120,.22);transform:rotate(-32deg);letter-spacing:20px;pointer-events:none}
  .foot{position:absolute;left:62px;right:62px;bottom:24px;font-size:8pt;display:flex;justify-content:space-between;border-top:1px solid #666;padding-top:3px}
  `,
  html: `
  <div class="lh"><div class="n">Feldman Osei &amp; Partners, PLLC</div>
   <div class="a">Attorneys at Law &middot; 110 William St, 19th Floor, New York, NY 10038 &middot; (212) 555-0133 &middot; www.feldmanosei-law.example<br>This communication is from a debt collector.</div></div>
  <p class="cct">CONSUMER CREDIT TRANSACTION</p>
  <p class="hd">CIVIL COURT OF THE CITY OF NEW YORK<br></p>
  <p class="hd" style="margin-top:0">COUNTY OF KINGS</p>
  <div class="cap"><div class="xl">---------------------------------------------------X
EMPIRE HARBOR FUNDING, LLC, as assignee of
Crestline Bank, N.A.,
                                        Plaintiff,
              -against-

PIOTR J. KOWALCZYK and ELENA KOWALCZYK,
                                        Defendants.
---------------------------------------------------X</div>
   <div class="r">Index No. CV-004187-26/KI<br>Date filed: 11/30/2026<br><br><b>SUMMONS</b><br><br>Plaintiff's address:<br>2 Gateway Center, Newark, NJ 07102<br>Basis of venue: Defendant's residence</div></div>
  <p><b>To the above named Defendant(s):</b> Piotr J. Kowalczyk, 745 E 31st St Apt 4F, Brooklyn, NY 11210.</p>
  <p>YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Kings, at the office of the Clerk of the said Court at 141 Livingston Street, Brooklyn, NY 11201, within the time provided by law as noted below, and to file your answer to the annexed complaint with the Clerk. Upon your failure to answer, judgment will be taken against you for the sum of <b>$2,318.77</b>, with interest thereon from May 12, 2025, together with the costs of this action.</p>
  <p style="font-size:9pt">Interest claimed at 9% (CPLR 5004) is stated separately: $316.42. Costs and disbursements: index fee $45.00, service $75.00. Original creditor account ending 5530; Plaintiff file no. EHF-26-118702.</p>
  <p style="font-size:9pt"><b>NOTE:</b> The law or rules of court provide that: (a) If this summons is served by its delivery to you personally within the City of New York, you must appear and answer within TWENTY days after such service; or (b) If this summons is served by delivery to any person other than you personally, or is served outside the City of New York, you are allowed THIRTY days after service is complete within which to appear and answer.</p>
  <p style="margin-top:12px">Dated: Brooklyn, New York, November 30, 2026</p>
  <div style="display:flex;justify-content:space-between;margin-top:6px"><div>FELDMAN OSEI &amp; PARTNERS, PLLC<br>Attorneys for Plaintiff<br>By: Miriam J. Feldman, Esq.<br>mfeldman@feldmanosei.com<br>NY Reg. No. 4488120</div>
   <div style="text-align:right">Defendant's address:<br>745 E 31st St Apt 4F<br>Brooklyn, NY 11210<br><br>Clerk: kingsciv@nycivilcourt-info.org</div></div>
  <p style="font-size:8.5pt;margin-top:10px;border:1px solid #000;padding:4px 6px">IMPORTANT! YOU ARE BEING SUED! This is a court paper &ndash; a summons. Don't throw it away! Talk to a lawyer right away! Part of your paycheck could be taken from you (garnished). If you do not bring this to court, or see a lawyer, your property could be taken and your credit rating hurt! Ayuda en espa&ntilde;ol: questions may be sent to info@feldmanosei.com.</p>
  <div class="wm">COPY</div>
  <div class="foot"><span>Summons &ndash; Consumer Credit Transaction</span><span>Index No. CV-004187-26/KI</span></div>
  `,
};
