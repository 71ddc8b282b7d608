// Letter - debt buyer, in Spanish, Texas addressee (validation-style notice); no lawsuit
module.exports = {
  id: '10', state: 'TX', kind: 'collection letter (Spanish)', layout: 'spanish-validation-notice-columns', font: 'URW Gothic',
  expected: {
    customer_name: 'Rosa María Gutiérrez', plaintiff_name: 'Lone Star Portfolio Acquisitions, LLC',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'TX', lawsuit_amount: 1392.55, civil_number: null,
    court_name: null,
    customer_street: '907 Calle Zaragoza', customer_city: 'Laredo', customer_state: 'TX',
    customer_zip_code: '78040', determine_if_lawsuit_exists: false,
  },
  css: `
  .page{font-family:'URW Gothic';font-size:10pt;padding:44px 58px;line-height:1.4}
  .lh{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #b5651d;padding-bottom:8px}
  .lh .n{font-size:16pt;font-weight:bold;color:#7a3e0c}
  .lh .a{font-size:8.5pt;text-align:right}
  .win{margin-top:30px;display:flex;justify-content:space-between}
  h2{font-size:13pt;margin:18px 0 8px;text-align:center;letter-spacing:1px}
  .two{display:grid;grid-template-columns:1fr 1fr;gap:16px}
  .bx{border:1.5px solid #333;padding:6px 10px}
  .bx table{width:100%;border-collapse:collapse}
  .bx td{padding:2px 0}
  .bx td:last-child{text-align:right}
  p{margin:7px 0;text-align:justify}
  .cut{border-top:2px dashed #555;margin-top:14px;padding-top:8px;display:grid;grid-template-columns:1fr 1fr;gap:12px;font-size:9pt}
  `,
  html: `
  <div class="lh"><div class="n">Lone Star Portfolio<br>Acquisitions, LLC</div><div class="a">4500 Lyndon B Johnson Fwy Suite 700<br>Dallas, TX 75244<br>Tel. (972) 555-0171 &middot; Lun&ndash;Vie 8:00&ndash;6:00<br>servicio@lonestarportfolio-acq.com</div></div>
  <div class="win"><div>Rosa María Gutiérrez<br>907 Calle Zaragoza<br>Laredo, TX 78040</div><div style="text-align:right">Fecha: 1 de diciembre de 2026<br>Número de referencia: LSPA-7730-1945<br>Cuenta original terminada en 8821</div></div>
  <h2>AVISO DE VALIDACIÓN DE DEUDA</h2>
  <p>Lone Star Portfolio Acquisitions, LLC es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Lone Star Portfolio Acquisitions, LLC, que compró esta cuenta de Banco Fronterizo Card Services. Usaremos cualquier información que nos proporcione para ayudar a cobrar la deuda.</p>
  <div class="two">
   <div class="bx"><b>Nuestros registros muestran:</b><table>
    <tr><td>Al 15 de marzo de 2025, usted debía:</td><td>$1,210.00</td></tr>
    <tr><td>Entre esa fecha y hoy:</td><td></td></tr>
    <tr><td>&nbsp;&nbsp;Intereses:</td><td>+ $182.55</td></tr>
    <tr><td>&nbsp;&nbsp;Cargos:</td><td>+ $0.00</td></tr>
    <tr><td>&nbsp;&nbsp;Pagos o créditos:</td><td>&ndash; $0.00</td></tr>
    <tr><td><b>Total que debe ahora:</b></td><td><b>$1,392.55</b></td></tr></table></div>
   <div class="bx"><b>¿Cómo puede disputar la deuda?</b><p style="font-size:9pt">Llame o escriba antes del <b>8 de enero de 2027</b> para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta. Si nos escribe antes de esa fecha, debemos dejar de cobrar cualquier monto que usted dispute hasta que le enviemos información que muestre que usted lo debe.</p></div>
  </div>
  <p>Acreedor original: Banco Fronterizo Card Services, P.O. Box 2901, McAllen, TX 78502. Acreedor actual: Lone Star Portfolio Acquisitions, LLC. Este aviso no es una demanda y no se ha presentado ninguna demanda judicial en su contra.</p>
  <p style="text-align:left">Puede pagar en línea, por teléfono o por correo. Si tiene preguntas sobre pagos escriba a pagos@lonestarportfolio-acq.com; para asuntos de cumplimiento escriba a cumplimiento@lonestarportfolio-acq.com. Para más información sobre sus derechos según la ley federal, visite www.cfpb.gov/debt-collection.</p>
  <p style="font-size:9pt">AVISO: Esta comunicación es de un cobrador de deudas. Cualquier información obtenida será utilizada para ese propósito. Texas Finance Code &sect; 392.</p>
  <div class="cut"><div><b>Cómo responder:</b> devuelva esta sección con su pago o su disputa.<br>&#9633; Quiero disputar la deuda.<br>&#9633; Quiero saber el nombre y la dirección del acreedor original.<br>&#9633; Adjunto un pago de $__________</div>
   <div>Envíe a: Lone Star Portfolio Acquisitions, LLC<br>P.O. Box 81147, Dallas, TX 75381<br><br>Referencia: LSPA-7730-1945<br>Rosa María Gutiérrez<br>907 Calle Zaragoza, Laredo, TX 78040</div></div>
  `,
};
