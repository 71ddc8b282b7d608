// 14 PA - Bucks County Court of Common Pleas complaint; PA attorney block top left, ":" caption, Notice to Defend / Aviso
const { money, up, sepCaption } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Heather A. Lindqvist', plaintiff_name: 'Delmarva Consumer Lending, Inc.',
  law_firm_name: 'Brenner Whitlock & Yost, LLC', lawyer_email: 'jyost@bwy-law.com',
  lawsuit_state: 'PA', lawsuit_amount: 11902.47, civil_number: '2025-01377',
  court_name: 'Court of Common Pleas of Bucks County, Pennsylvania',
  customer_street: '1518 Farragut Ave', customer_city: 'Bristol', customer_state: 'PA', customer_zip_code: '19007',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '14', state: 'PA', kind: 'complaint', layout: 'pa-attorney-top-left-colon-caption-notice-box', font: 'Caladea', size: 11.5,
  features: ['attorney block top left with attorney I.D.', '":" caption column', 'address in body', 'English/Spanish notice to defend box', 'plain numeric docket number'],
  distractors: ['interest $1,377.20 stated separately', 'late fees $175.00', 'total $13,454.67', 'arbitration limit $50,000', 'lawyer referral service address/phone', 'attorney I.D.', 'loan number'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.25, margin: [46, 62, 42, 62], css: `
.bd p{text-indent:36px;text-align:justify;margin:0 0 5px;line-height:1.45}
.nt td{width:50%;vertical-align:top;padding:4px 7px;font-size:8pt;line-height:1.2;text-align:justify;border:1px solid #000}
`, body: `
<table style="width:100%"><tr><td style="width:60%;line-height:1.2" class="sm">${up(t.law_firm_name)}<br>By: Jonathan R. Yost, Esquire<br>Attorney I.D. No. 318844<br>One Summit Square, Suite 410<br>Langhorne, PA 19047<br>Tel. (215) 555-0176 &nbsp;Fax (215) 555-0177<br>${t.lawyer_email}</td>
<td class="sm r" style="vertical-align:top">Attorneys for Plaintiff</td></tr></table>
<div class="c b" style="margin:8px 0 6px">IN THE COURT OF COMMON PLEAS OF BUCKS COUNTY, PENNSYLVANIA</div>
${sepCaption([`${up(t.plaintiff_name)}`, '<span style="margin-left:40px">Plaintiff,</span>', '<span style="margin-left:20px">v.</span>', `${up(t.customer_name)}`, '<span style="margin-left:40px">Defendant.</span>'],
  ['CIVIL ACTION – LAW', '', `No. ${t.civil_number}`, '', 'Arbitration amount: under $50,000'], ':')}
<div class="c b u" style="margin:8px 0 5px">COMPLAINT IN CIVIL ACTION</div>
<div class="bd">
<p>1. Plaintiff, ${up(t.plaintiff_name)}, is a Delaware corporation with a business address of 9 Greenhill Commons, Wilmington, DE 19808.</p>
<p>2. Defendant, ${up(t.customer_name)}, is an adult individual residing at ${t.customer_street}, ${t.customer_city}, PA ${t.customer_zip_code}.</p>
<p>3. On or about June 14, 2022, Defendant executed a consumer installment loan agreement with Plaintiff, loan no. 7700-3318-02, a true and correct copy of which is attached as Exhibit "A".</p>
<p>4. Defendant defaulted by failing to make the monthly payments due beginning September 2024. The principal balance due and owing is $${money(t.lawsuit_amount)}.</p>
<p>5. In addition, contract interest of $1,377.20 and late fees of $175.00 have accrued (total $13,454.67). Plaintiff has made demand for payment, which Defendant has refused.</p>
<p>WHEREFORE, Plaintiff demands judgment in its favor and against Defendant in the amount of $${money(t.lawsuit_amount)}, plus contractual interest, late fees and costs of suit.</p>
</div>
<div style="margin:4px 0 8px 360px;line-height:1.2">${up(t.law_firm_name)}<br>By: <i>/s/ Jonathan R. Yost</i><br>Jonathan R. Yost, Esquire &nbsp; Date: 03/11/2025</div>
<table class="nt" style="width:100%;border-collapse:collapse"><tr>
<td><div class="b c" style="font-size:9pt">NOTICE TO DEFEND</div>You have been sued in court. If you wish to defend against the claims set forth in the following pages, you must take action within twenty (20) days after this complaint and notice are served, by entering a written appearance personally or by attorney and filing in writing with the court your defenses or objections to the claims set forth against you. You are warned that if you fail to do so the case may proceed without you and a judgment may be entered against you by the court without further notice for any money claimed in the complaint.<br><b>YOU SHOULD TAKE THIS PAPER TO YOUR LAWYER AT ONCE.</b> IF YOU DO NOT HAVE A LAWYER, GO TO OR TELEPHONE THE OFFICE SET FORTH BELOW:<br>
<b>Bucks County Bar Association — Lawyer Referral Service<br>88 Court Street Annex, Doylestown, PA 18901 · (215) 555-0190</b></td>
<td><div class="b c" style="font-size:9pt">AVISO</div>Le han demandado a usted en la corte. Si usted quiere defenderse de estas demandas expuestas en las páginas siguientes, usted tiene veinte (20) días de plazo al partir de la fecha de la demanda y la notificación. Hace falta asentar una comparecencia escrita o en persona o con un abogado y entregar a la corte en forma escrita sus defensas o sus objeciones a las demandas en contra de su persona. Sea avisado que si usted no se defiende, la corte tomará medidas y puede continuar la demanda en contra suya sin previo aviso o notificación.<br><b>LLEVE ESTA DEMANDA A UN ABOGADO INMEDIATAMENTE.</b> SI NO TIENE ABOGADO, VAYA EN PERSONA O LLAME POR TELÉFONO A LA OFICINA CUYA DIRECCIÓN SE ENCUENTRA ESCRITA ARRIBA.</td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">BWY File No. 25-0311-DCL</td><td class="xs r">Case ID: ${t.civil_number} — Page 1</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
