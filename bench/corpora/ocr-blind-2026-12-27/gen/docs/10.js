// Collection law firm letter in Spanish: suit filed, names court and case number; California addressee with two surnames
const { page } = require('../common');
exports.meta = { state: 'CA', kind: 'law firm letter (Spanish, suit filed)', layout: 'centred firm letterhead, reference block with Re: lines, signature and footer', font: 'C059' };
exports.printedName = 'Guadalupe Ríos Echeverría';
exports.photo = { seed: 1010, w: 1600, h: 2133, keystone: 0.012, rot: -1.7, frac: 0.88, bg: 'wood', hand: false, cast: '#ffe0e0', castPct: 7, blur: 0.9, noise: 0.4, q: 70, dim: false, dx: 15, dy: -15 };
exports.expected = {
  customer_name: 'Guadalupe Ríos Echeverría', plaintiff_name: 'Sequoia Ridge Credit Partners, LLC', law_firm_name: 'Ostrander, Vale & Quimby, LLP',
  lawyer_email: 'mquimby@ovqlaw.com', lawsuit_state: 'CA', lawsuit_amount: 3487.62, civil_number: '26CECL04471',
  court_name: 'Superior Court of California, County of Fresno',
  customer_street: '2219 E. Alhambra Ridge Ave.', customer_city: 'Fresno', customer_state: 'CA', customer_zip_code: '93702', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'C059';font-size:11pt;line-height:1.42}
.m{position:absolute;left:84px;right:84px;top:46px}
.lh{text-align:center;border-bottom:1px solid #000;padding-bottom:6px}
.lh .n{font-size:17pt;letter-spacing:2px}
.lh .s{font-size:8.5pt}
.meta{display:flex;justify-content:space-between;margin-top:16px}
.re{margin:12px 0 8px 40px}
.re td{padding:0 10px 0 0;vertical-align:top}
p{margin:7px 0;text-align:justify}
.foot{position:absolute;left:84px;right:84px;bottom:26px;font-size:8pt;text-align:center;border-top:1px solid #000;padding-top:3px;line-height:1.3}
`, `
<div class="m">
<div class="lh"><span class="n">OSTRANDER, VALE &amp; QUIMBY, LLP</span><br><span class="s">ABOGADOS · ATTORNEYS AT LAW<br>5080 N. Palm Crest Avenue, Suite 240 · Fresno, California 93704 · Tel. (559) 555-0131 · Fax (559) 555-0132<br>cobranza@ovqlaw.com · www.ovqlaw.example</span></div>
<div class="meta"><div>Sra. Guadalupe Ríos Echeverría<br>2219 E. Alhambra Ridge Ave.<br>Fresno, CA 93702</div><div style="text-align:right">Fresno, 19 de diciembre de 2026<br>Nuestro expediente: OVQ-26-7741</div></div>
<table class="re"><tr><td><b>Asunto:</b></td><td>Demanda presentada — Sequoia Ridge Credit Partners, LLC contra Guadalupe Ríos Echeverría</td></tr>
<tr><td><b>Tribunal:</b></td><td>Superior Court of California, County of Fresno<br>(Corte Superior de California, Condado de Fresno)</td></tr>
<tr><td><b>Caso núm.:</b></td><td>26CECL04471</td></tr>
<tr><td><b>Acreedor original:</b></td><td>Central Valley Mutual Bank, cuenta terminada en 5830</td></tr></table>
<p>Estimada Sra. Ríos Echeverría:</p>
<p>Esta firma representa a <b>Sequoia Ridge Credit Partners, LLC</b>, cesionaria y actual acreedora de la cuenta arriba indicada. Le informamos que el 15 de diciembre de 2026 nuestro cliente presentó una demanda civil en su contra ante la Superior Court of California, County of Fresno, ubicada en 1130 O Street, Fresno, CA 93721, caso número 26CECL04471 (caso civil limitado).</p>
<p>Según nuestros registros, el saldo que se le reclama actualmente es de <b>$3,487.62</b>. Este importe no incluye las costas judiciales de $370.00 (cuota de presentación de $225.00 y gastos de notificación de $145.00) ni los intereses legales que el tribunal pueda conceder, que se reclaman por separado en la demanda.</p>
<p>Usted recibirá, o ya ha recibido, la citación (Summons) y la demanda. Tiene 30 días naturales a partir de la notificación para presentar una respuesta por escrito ante el tribunal. Si no responde a tiempo, el tribunal podrá dictar un fallo en rebeldía en su contra. Le recomendamos consultar a un abogado; también puede obtener ayuda en el Centro de Autoayuda del tribunal.</p>
<p>Si desea llegar a un acuerdo de pago antes de la audiencia, comuníquese con la abogada a cargo, Mariana Quimby-Ruiz, al (559) 555-0131, ext. 214, o por correo electrónico a mquimby@ovqlaw.com. Para enviar documentos, utilice documentos@ovqlaw.com; su asistente legal, Sr. Tomás Bravo, atiende en tbravo@ovqlaw.com.</p>
<p>Esta comunicación proviene de un cobrador de deudas. Se trata de un intento de cobrar una deuda y cualquier información obtenida se utilizará con ese fin.</p>
<p style="margin-top:14px">Atentamente,</p>
<p style="line-height:1.3">OSTRANDER, VALE &amp; QUIMBY, LLP<br><br>Mariana Quimby-Ruiz, Esq. (SBN 301884)<br>Abogada de la parte demandante</p>
</div>
<div class="foot">La ley estatal de cobranza justa de deudas de California (Rosenthal Fair Debt Collection Practices Act) y la ley federal exigen que los cobradores no lo acosen. · Caso núm. 26CECL04471 · Expediente OVQ-26-7741 · Página 1 de 1</div>
`);
