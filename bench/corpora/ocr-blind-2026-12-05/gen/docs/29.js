// 29 AZ letter - collection agency validation notice mostly in Spanish (no suit); window address; itemization
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'José A. Villanueva', plaintiff_name: 'Saguaro Financial Services, Inc.',
  law_firm_name: null, lawyer_email: null,
  lawsuit_state: 'AZ', lawsuit_amount: 1206.93, civil_number: null, court_name: null,
  customer_street: '5114 W Indian School Rd Apt 221', customer_city: 'Phoenix', customer_state: 'AZ', customer_zip_code: '85031',
  determine_if_lawsuit_exists: false,
};
const meta = { id: '29', state: 'AZ', kind: 'collection-letter', layout: 'agency-validation-notice-spanish-window', font: 'FreeSans', size: 11,
  features: ['mostly Spanish text', 'accented customer name', 'envelope window address', 'itemization with "as of" date', 'English line offering an English copy'],
  distractors: ['saldo al 12/31/2024 $1,150.40', 'intereses +$81.53', 'pagos –$25.00', 'oferta de pago $844.85', 'agency e-mail / payments e-mail', 'reference and account numbers', 'agency license no.'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.27, margin: [42, 58, 38, 58], css: `
.it td{border-bottom:1px solid #777;padding:2px 6px}
.box{border:1.2px solid #000;padding:6px 8px;margin:6px 0}
`, body: `
<table style="width:100%"><tr><td style="vertical-align:top;line-height:1.25"><b style="font-size:13pt">DESERT MESA COLLECTIONS, LLC</b><br>2700 N Central Commons, Suite 880 · Phoenix, AZ 85004<br>(602) 555-0183 · Lun–Vie 7:00–18:00 MST<br>servicio@desertmesacollections.com · AZ Lic. #CA-0917734</td>
<td class="r sm" style="vertical-align:top;line-height:1.35">Fecha del aviso: 10 de febrero de 2025<br>Referencia: DMC-880-31544<br>Cuenta original: ****4820</td></tr></table>
<div style="margin:24px 0 16px 30px;line-height:1.3;font-size:10.5pt">${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)} ${t.customer_state} ${t.customer_zip_code}</div>
<p><b>Desert Mesa Collections, LLC es un cobrador de deudas.</b> Estamos tratando de cobrar una deuda que usted le debe a <b>${t.plaintiff_name}</b> (el acreedor actual). Usaremos cualquier información que usted nos proporcione para ayudarnos a cobrar la deuda.</p>
<div class="box"><b>Nuestra información indica que:</b><br>Usted tenía un préstamo personal de Cactus Ridge Lending con número de cuenta terminado en 4820. Al 31 de diciembre de 2024 (12/31/2024), usted debía: <b>$1,150.40</b>
<table class="it" style="width:82%;margin:4px 0">
<tr><td>Entre el 31 de diciembre de 2024 y hoy:</td><td></td></tr>
<tr><td>Se le cobró esta cantidad en intereses:</td><td class="r">+ $81.53</td></tr>
<tr><td>Se le cobró esta cantidad en cargos:</td><td class="r">+ $0.00</td></tr>
<tr><td>Usted pagó o se le acreditó esta cantidad a la deuda:</td><td class="r">– $25.00</td></tr>
<tr><td class="b">Cantidad total de la deuda ahora:</td><td class="r b">$${money(t.lawsuit_amount)}</td></tr></table></div>
<p><b>¿Cómo puede disputar la deuda?</b> Llámenos o escríbanos a más tardar el <b>27 de marzo de 2025</b> para disputar toda o parte de la deuda. Si no lo hace, supondremos que nuestra información es correcta. Si nos escribe antes de esa fecha, debemos suspender el cobro de cualquier cantidad que usted dispute hasta que le enviemos información que demuestre que usted debe la deuda.</p>
<p><b>¿Qué más puede hacer?</b> Escríbanos para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual. Visite www.cfpb.gov/cobro-de-deudas para conocer sus derechos bajo la ley federal. Comuníquese con nosotros para conocer sus opciones de pago.</p>
<div class="box" style="background:#efefef"><b>OFERTA ESPECIAL:</b> Nuestro cliente aceptará <b>$844.85</b> (70% del saldo) como liquidación total si lo recibimos antes del 31 de marzo de 2025. No estamos obligados a renovar esta oferta. Esta oferta no afecta su derecho a disputar la deuda.</div>
<p class="sm"><i>To request a copy of this notice in English, call (602) 555-0183 or write to servicio@desertmesacollections.com.</i></p>
<div style="border-top:1.5px dashed #000;padding-top:8px;position:absolute;left:0;right:0;bottom:8px"><table style="width:100%"><tr><td style="width:55%;vertical-align:top;line-height:1.35" class="sm"><b>¿Cómo desea responder?</b><br>${cb(false)} Quiero disputar la deuda porque creo que: ${cb(false)} no es mi deuda ${cb(false)} la cantidad es incorrecta<br>${cb(false)} Quiero que me envíen el nombre y la dirección del acreedor original.<br>${cb(false)} Adjunto esta cantidad: $__________</td>
<td style="vertical-align:top;line-height:1.35" class="sm">Envíe este formulario a:<br><b>Desert Mesa Collections, LLC</b><br>PO Box 61920, Phoenix, AZ 85082<br>Pagos: pagos@desertmesacollections.com<br>Referencia: DMC-880-31544</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
