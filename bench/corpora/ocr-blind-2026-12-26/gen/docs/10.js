// 10 New Mexico addressee - debt buyer letter in Spanish, itemisation table, tear-off payment slip (balance twice)
module.exports = {
  meta: {
    id: "10", state: "NM", kind: "debt buyer letter (Spanish)", layout: "logo bar, itemisation table, dashed tear-off payment slip",
    font: "URW Gothic",
    expected: {
      customer_name: "Guadalupe E. Montoya",
      plaintiff_name: "Mesa Verde Credit Acquisitions, LLC",
      law_firm_name: null,
      lawyer_email: null,
      lawsuit_state: "NM",
      lawsuit_amount: 1276.54,
      civil_number: null,
      court_name: null,
      customer_street: "2208 Calle del Sol SW",
      customer_city: "Albuquerque",
      customer_state: "NM",
      customer_zip_code: "87105",
      determine_if_lawsuit_exists: false
    }
  },
  css: `body{font-family:"URW Gothic";font-size:9.5pt;line-height:1.42}
.bar{position:absolute;left:0;right:0;top:0;height:70px;background:#7a3b1e;color:#fff;display:flex;align-items:center;justify-content:space-between;padding:0 60px}
.logo{font-size:17pt;font-weight:bold;letter-spacing:1px}
.wrap{position:absolute;left:60px;right:60px;top:88px}
p{margin:0 0 7px;text-align:justify}
table.it{border-collapse:collapse;width:80%;margin:4px auto 8px}
table.it td{border-bottom:1px solid #bbb;padding:2px 6px}
.slip{position:absolute;left:40px;right:40px;bottom:30px;border-top:2px dashed #555;padding-top:10px;display:flex;gap:20px}
.slip>div{flex:1}
.bx{border:1.5px solid #000;padding:5px 8px;margin-bottom:5px}`,
  body: `<div class="bar"><div class="logo">MESA VERDE CREDIT ACQUISITIONS, LLC</div><div style="font-size:8.5pt;text-align:right">8920 Osuna Commons NE, Suite 300<br>Albuquerque, NM 87111 &middot; (505) 555-0158<br>servicio@mesaverdeca.com</div></div>
<div class="wrap">
<div style="display:flex;justify-content:space-between"><p>GUADALUPE E. MONTOYA<br>2208 Calle del Sol SW<br>Albuquerque, NM 87105</p>
<p style="text-align:right">Fecha: 10 de diciembre de 2026<br>Número de referencia: MVCA-5508217<br>Cuenta original terminada en: 4082</p></div>
<p style="font-weight:bold;font-size:11pt;margin-top:6px">Aviso sobre su deuda</p>
<p>Estimado(a) Guadalupe E. Montoya:</p>
<p>Mesa Verde Credit Acquisitions, LLC es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted tenía con Banco del Valle Grande (tarjeta Río Grande Rewards). Mesa Verde Credit Acquisitions, LLC compró esta deuda y ahora es el acreedor actual. Usaremos cualquier información que usted nos dé para ayudarnos a cobrar la deuda.</p>
<p>Nuestra información muestra:</p>
<table class="it">
<tr><td>Al 28 de febrero de 2025, usted debía:</td><td style="text-align:right">$1,402.10</td></tr>
<tr><td>Entre el 28 de febrero de 2025 y hoy, usted pagó o se le acreditó un total de:</td><td style="text-align:right">&ndash; $125.56</td></tr>
<tr><td>Intereses (no se cobran intereses en esta cuenta):</td><td style="text-align:right">+ $0.00</td></tr>
<tr><td>Cargos:</td><td style="text-align:right">+ $0.00</td></tr>
<tr><td><b>Total de la deuda ahora:</b></td><td style="text-align:right"><b>$1,276.54</b></td></tr></table>
<p><b>Cómo puede usted disputar la deuda:</b> Llame o escriba a nosotros antes del 20 de enero de 2027 para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta. Si nos escribe antes del 20 de enero de 2027, debemos dejar de cobrar cualquier cantidad que usted dispute hasta que le enviemos información que demuestre que usted la debe.</p>
<p><b>Qué más puede hacer:</b> Escríbanos para pedir el nombre y la dirección del acreedor original. Visite www.cfpb.gov/debt-collection para obtener más información sobre sus derechos. No hemos presentado ninguna demanda en su contra. Esta comunicación proviene de un cobrador de deudas.</p>
<p style="font-size:8.5pt">Horario: lunes a viernes de 8:00 a 18:00 (hora de la montaña). Correo para disputas: disputas@mesaverdeca.com. Agencia de servicio: Sandia Recovery Services (licencia NM CA-2291).</p>
</div>
<div class="slip"><div style="font-size:8.5pt">Desprenda y devuelva esta parte con su pago.<br><br><b>Envíe su pago a:</b><br>MESA VERDE CREDIT ACQUISITIONS, LLC<br>PO Box 95017<br>Albuquerque, NM 87199<br><br>GUADALUPE E. MONTOYA<br>2208 Calle del Sol SW<br>Albuquerque, NM 87105</div>
<div><div class="bx">Número de referencia: MVCA-5508217</div>
<div class="bx">Saldo total adeudado: <b>$1,276.54</b></div>
<div class="bx">Cantidad pagada: $ ______________</div>
<div style="font-size:8pt">&#9744; Quiero disputar la deuda. &nbsp; &#9744; Quiero el nombre del acreedor original.</div></div></div>`
};
