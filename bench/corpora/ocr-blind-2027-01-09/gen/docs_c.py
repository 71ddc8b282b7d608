from common import page
DOCS = []

# ---------------------------------------------------------------- 09 debt buyer letter (English, medical)
L9_CSS = """
.it td { padding:3px 10px; border-bottom:1px solid #bbb; }
.it tr.t td { border-top:2px solid #000; border-bottom:none; font-weight:bold; }
.win { position:absolute; left:70px; top:170px; width:330px; font-size:10.5pt; line-height:1.3; }
"""
DOCS.append(dict(
 id="09", state="PA", kind="collection letter (debt buyer, medical)", layout="window-envelope letter with itemization table",
 font="Nimbus Sans",
 expected=dict(customer_name="Patricia Lynn Vance", plaintiff_name="Harborline Receivables, LLC",
   law_firm_name=None, lawyer_email=None, lawsuit_state="PA",
   lawsuit_amount=1136.40, civil_number=None, court_name=None,
   customer_street="2204 Chestnut Ridge Rd Apt 3B", customer_city="Pittsburgh", customer_state="PA", customer_zip_code="15205",
   determine_if_lawsuit_exists=False),
 photo=dict(seed=909, bg="desk", keystone=0.015, rot=0.9, fill=0.87, blur=0.75, noise=0.4, quality=80, cast="#f0f0ff", cast_pct=5, hand=False, dim=False),
 html=page("""
<div style="display:flex;justify-content:space-between">
<div><div class="b" style="font-size:15pt;letter-spacing:0.5px">HARBORLINE RECEIVABLES, LLC</div>
<div style="font-size:9pt">PO Box 71840 &middot; Columbus, OH 43207 &middot; 1-800-555-0186 &middot; Mon&ndash;Fri 8 a.m.&ndash;8 p.m. ET</div></div>
<div style="font-size:9pt;text-align:right">Letter date: January 8, 2027<br>Reference #: HRL-5520-8841<br>Page 1 of 1</div></div>
<div class="win">Patricia Lynn Vance<br>c/o Martin Vance<br>2204 Chestnut Ridge Rd<br>Apt 3B<br>Pittsburgh, PA 15205</div>
<div style="position:absolute;left:470px;top:160px;width:290px;font-size:9pt;border:1px solid #000;padding:6px 8px">
<b>Account summary</b><br>
Current creditor: Harborline Receivables, LLC<br>
Original creditor: St. Brendan Regional Medical Center<br>
Sold by: Allegheny Patient Account Services, Inc.<br>
Patient account no.: SBR-0044719-02<br>
Date of service: 10/22/2024<br>
Our account no.: 7708129934</div>
<div style="height:190px"></div>
<div style="font-size:10pt">
<p class="b" style="font-size:11.5pt">Harborline Receivables, LLC is a debt collector. We are trying to collect a debt that you owe to
Harborline Receivables, LLC. We will use any information you give us to help collect the debt.</p>
<p>Dear Patricia Lynn Vance:</p>
<p>Your medical account for emergency department services at St. Brendan Regional Medical Center was placed with
Allegheny Patient Account Services, Inc., the hospital's collection agency, and was later sold to Harborline
Receivables, LLC on August 14, 2025. The balance on the account when we purchased it was <b>$1,286.40</b>.</p>
<p class="b">Our information shows the following since August 14, 2025:</p>
<table class="it" style="width:78%;margin:0 0 10px 20px">
<tr><td>As of August 14, 2025, you owed:</td><td class="r">$1,286.40</td></tr>
<tr><td>Between August 14, 2025 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">&ndash; $150.00</td></tr>
<tr class="t"><td>Total amount of the debt now:</td><td class="r">$1,136.40</td></tr>
</table>
<p><b>How can you dispute the debt?</b> Call or write to us by <b>February 22, 2027</b> to dispute all or part of the
debt. If you do not, we will assume that our information is correct. If you write to us by February 22, 2027, we must
stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the
current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us
about your payment options. P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
<p>Medical debt notice: we do not report medical debts under $500 to consumer reporting agencies, and we will not report
this account while a dispute or a pending insurance claim is open. Insurance claim ref. INS-22-19034.</p>
<p>No lawsuit has been filed on this account. Questions: customercare@harborlinerec.com &middot; Disputes: disputes@harborlinerec.com</p>
</div>
<div style="position:absolute;bottom:30px;left:62px;right:62px;border-top:1px dashed #000;padding-top:4px;font-size:8.5pt;display:flex;justify-content:space-between">
<span>Mail this form to: Harborline Receivables, LLC, PO Box 71840, Columbus, OH 43207</span>
<span>Acct 7708129934 &middot; Amount due $1,136.40</span></div>
""", "'Nimbus Sans', sans-serif", "10pt", L9_CSS)))

# ---------------------------------------------------------------- 10 law firm letter (Spanish, Texas, suit filed)
L10_CSS = """
.lh { border-left:3px solid #1d3557; padding-left:12px; font-size:9pt; line-height:1.35; }
.firm { font-size:13pt; font-weight:bold; color:#1d3557; letter-spacing:0.5px; }
.ref td { padding:2px 10px 2px 0; vertical-align:top; }
"""
DOCS.append(dict(
 id="10", state="TX", kind="collection letter (law firm, Spanish, suit filed)", layout="letterhead beside addressee block, Spanish",
 font="URW Bookman",
 expected=dict(customer_name="Jorge Luis Medrano", plaintiff_name="Lone Star Consumer Funding, LLC",
   law_firm_name="Garza Ellison & Rowe, PLLC", lawyer_email="agarza@garzaellison.com", lawsuit_state="TX",
   lawsuit_amount=2914.63, civil_number="265100392741",
   court_name="Justice Court, Harris County, Precinct 5, Place 1",
   customer_street="6714 Riverbend Oaks Dr", customer_city="Houston", customer_state="TX", customer_zip_code="77083",
   determine_if_lawsuit_exists=True),
 photo=dict(seed=1010, bg="wood", keystone=0.08, rot=-3.8, fill=0.76, blur=0.95, noise=0.45, quality=68, cast="#ffe0b8", cast_pct=10, hand=False, dim=False),
 html=page("""
<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:20px">
<div style="width:46%;font-size:10.5pt;line-height:1.35;padding-top:30px">
<div style="font-size:8pt;color:#444">CORREO DE PRIMERA CLASE &middot; ENVIADO: 7 de enero de 2027</div><br>
JORGE LUIS MEDRANO<br>6714 Riverbend Oaks Dr<br>Houston, TX 77083</div>
<div class="lh" style="width:44%">
<div class="firm">GARZA ELLISON &amp; ROWE, PLLC</div>
<div style="font-style:italic;margin-bottom:4px">Abogados &middot; Attorneys at Law</div>
5300 Memorial Drive, Suite 900<br>Houston, Texas 77007<br>
Tel. (713) 555-0152 &middot; Fax (713) 555-0153<br>
Lic. Andrea M. Garza, State Bar No. 24091536<br>
agarza@garzaellison.com<br>
Asistente legal: cobranza@garzaellison.com<br>
Presentaci&oacute;n electr&oacute;nica: efile@garzaellison.com</div></div>
<table class="ref" style="font-size:10pt;margin-bottom:12px;background:#f1f1f1;width:100%">
<tr><td class="b" style="width:30%">Demandante / Acreedor actual:</td><td>Lone Star Consumer Funding, LLC, cesionario de Banco Comunidad Credit Card</td></tr>
<tr><td class="b">Tribunal:</td><td>Justice Court, Harris County, Precinct 5, Place 1</td></tr>
<tr><td class="b">Causa No.:</td><td><b>265100392741</b></td></tr>
<tr><td class="b">Nuestro expediente:</td><td>GER-26-11873 &nbsp;&nbsp; Cuenta original terminada en 6605</td></tr>
</table>
<div style="font-size:10.5pt">
<p>Estimado Sr. Medrano:</p>
<p>Esta firma representa a Lone Star Consumer Funding, LLC, actual propietario de la cuenta arriba indicada. Le
informamos que el <b>4 de enero de 2027</b> se present&oacute; una demanda en su contra ante el Justice Court, Harris County,
Precinct 5, Place 1, 6000 Chimney Rock Rd, Houston, TX 77081, bajo el n&uacute;mero de causa 265100392741.</p>
<p>Seg&uacute;n nuestros registros, el saldo que se adeuda actualmente es de <b>$2,914.63</b> (dos mil novecientos catorce
d&oacute;lares con 63/100). Este saldo no incluye las costas judiciales de $54.00 ni el costo de entrega de la citaci&oacute;n de
$75.00, que el tribunal podr&aacute; imponer por separado en la sentencia.</p>
<p>Usted recibir&aacute; la citaci&oacute;n (<i>citation</i>) por separado. Si no presenta una contestaci&oacute;n por escrito ante el
tribunal dentro del plazo indicado en la citaci&oacute;n, el tribunal podr&iacute;a dictar una sentencia en rebeld&iacute;a en su contra.
Esta carta no sustituye a la citaci&oacute;n ni cambia ese plazo.</p>
<p>Si desea hablar de un plan de pagos o de un acuerdo antes de la fecha de juicio, comun&iacute;quese con la Lic. Andrea M.
Garza al (713) 555-0152 o por correo electr&oacute;nico a agarza@garzaellison.com, indicando su n&uacute;mero de causa.</p>
<p style="font-size:9.5pt"><b>AVISO:</b> Esta comunicaci&oacute;n proviene de un cobrador de deudas. Se trata de un intento de cobrar
una deuda y cualquier informaci&oacute;n obtenida ser&aacute; utilizada para ese prop&oacute;sito.</p>
<p style="margin-top:16px">Atentamente,<br><br><i style="font-size:13pt">Andrea M. Garza</i><br>
Lic. Andrea M. Garza<br>GARZA ELLISON &amp; ROWE, PLLC</p>
</div>
<div style="position:absolute;bottom:28px;left:62px;right:62px;font-size:8pt;color:#333;border-top:1px solid #1d3557;padding-top:3px">
Causa No. 265100392741 &middot; Expediente GER-26-11873 &middot; Horario: lunes a viernes, 8:30 a.m. a 5:30 p.m.</div>
""", "'URW Bookman', serif", "10.5pt", L10_CSS)))
