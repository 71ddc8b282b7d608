// 27 — Pennsylvania, Lancaster County Court of Common Pleas: complaint with bilingual NOTICE TO DEFEND / AVISO; attorney block top left.
module.exports = {
  data: {
    state: 'PA', kind: 'Complaint with notice to defend (common pleas), bilingual notice',
    layout: 'attorney block at the top left (name, I.D., firm, address, e-mail, "Attorney for Plaintiff"); single court heading; caption with "CIVIL ACTION — LAW" and the number at right; English and Spanish notice to defend in two columns with the lawyer referral service address and phone; short complaint below',
    fontFamily: 'URW Bookman',
    court: { groups: [['IN THE COURT OF COMMON PLEAS OF LANCASTER COUNTY, PENNSYLVANIA']] },
    caseNo: 'CI-26-07152', suit: true,
    plaintiff: { name: 'Millbrook Harvest Lending, Inc.' },
    firm: { name: 'Fenstermacher Hoyt, P.C.', atty: 'Lydia M. Hoyt', bar: 'Attorney I.D. No. 318842', street: '44 N. Queen St, Suite 500', city: 'Lancaster, PA 17603',
      phone: '(717) 555-0186', email: 'lhoyt@fenstermacherhoyt.com' },
    def: { first: 'Heather', mi: 'J.', last: 'Zimmerman', street: '17 Millcross Ln, Apt 2', city: 'Lancaster', st: 'PA', zip: '17603' },
    amt: { principal: 5562.90, interest: 611.04, fees: 834.44 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const lrs = 'Lancaster Bar Association Lawyer Referral Service<br>28 E. Orange Commons, Lancaster, PA 17602<br>(717) 555-0193';
    const css = `
body{font-family:'URW Bookman',serif;font-size:9pt;line-height:1.3}
.page{padding:40px 56px 26px 56px}
.att{font-size:8pt;line-height:1.28;margin-bottom:10px}
.hd{text-align:center;font-weight:bold;font-size:10pt;margin-bottom:8px}
.cap{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:6px}
.cap .r{text-align:right}
.nt{display:grid;grid-template-columns:1fr 1fr;gap:18px;margin:8px 0;border:1.5px solid #000;padding:8px 10px}
.nt h3{text-align:center;font-size:10pt;margin:0 0 4px;letter-spacing:2px}
.nt p{font-size:7.5pt;line-height:1.28;text-align:justify;margin-bottom:4px}
.nt .lr{text-align:center;font-size:7.5pt;font-weight:bold}
h2{text-align:center;font-size:10.5pt;margin:8px 0 4px;letter-spacing:2px}
.p{text-indent:30px;margin:0 0 4px;text-align:justify}
.foot{position:absolute;left:56px;right:56px;bottom:12px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="att">${esc(f.name.toUpperCase())}<br>By: ${esc(f.atty)}, Esquire<br>${esc(f.bar)}<br>${esc(f.street)}<br>${esc(f.city)}<br>${esc(f.phone)} · ${nw(f.email)}<br>Attorney for Plaintiff</div>
<div class="hd">${esc(c.groups[0][0])}</div>
<div class="cap"><div>${esc(d.plaintiff.name.toUpperCase())},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff<br>v.<br>${esc(capsName(df))},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant</div>
<div class="r">CIVIL ACTION — LAW<br><br>No. <b>${esc(d.caseNo)}</b></div></div>
<div class="nt"><div><h3>NOTICE TO DEFEND</h3>
<p>You have been sued in court. If you wish to defend against the claims set forth in the following pages, you must take action within twenty (20) days after this complaint and notice are served, by entering a written appearance personally or by attorney and filing in writing with the court your defenses or objections to the claims set forth against you. You are warned that if you fail to do so the case may proceed without you and a judgment may be entered against you by the court without further notice for any money claimed in the complaint or for any other claim or relief requested by the plaintiff. You may lose money or property or other rights important to you.</p>
<p>YOU SHOULD TAKE THIS PAPER TO YOUR LAWYER AT ONCE. IF YOU DO NOT HAVE A LAWYER, GO TO OR TELEPHONE THE OFFICE SET FORTH BELOW TO FIND OUT WHERE YOU CAN GET LEGAL HELP.</p>
<div class="lr">${lrs}</div></div>
<div><h3>AVISO</h3>
<p>Le han demandado a usted en la corte. Si usted quiere defenderse de estas demandas expuestas en las páginas siguientes, usted tiene veinte (20) días de plazo al partir de la fecha de la demanda y la notificación. Hace falta asentar una comparecencia escrita o en persona o con un abogado y entregar a la corte en forma escrita sus defensas o sus objeciones a las demandas en contra de su persona. Sea avisado que si usted no se defiende, la corte tomará medidas y puede continuar la demanda en contra suya sin previo aviso o notificación. Además, la corte puede decidir a favor del demandante y requiere que usted cumpla con todas las provisiones de esta demanda. Usted puede perder dinero o sus propiedades u otros derechos importantes para usted.</p>
<p>LLEVE ESTA DEMANDA A UN ABOGADO INMEDIATAMENTE. SI NO TIENE ABOGADO, VAYA EN PERSONA O LLAME POR TELÉFONO A LA OFICINA CUYA DIRECCIÓN SE ENCUENTRA ESCRITA ABAJO.</p>
<div class="lr">${lrs}</div></div></div>
<h2>COMPLAINT</h2>
<p class="p">1. Plaintiff, ${esc(d.plaintiff.name)}, is a Pennsylvania licensed consumer lender with offices at 1500 Harvest Commons Dr, Lititz, PA 17543.</p>
<p class="p">2. Defendant, ${esc(fullName(df))}, is an adult individual residing at ${esc(df.street)}, ${esc(cityLine(df))}.</p>
<p class="p">3. Defendant borrowed money from Plaintiff under a consumer installment note dated April 8, 2024 (note no. MHL-220871), attached as Exhibit "A," and defaulted on the payment due July 8, 2026.</p>
<p class="p">4. After all credits, Defendant owes the principal balance of <b>${money(a.principal)}</b>. Interest at the note rate of 17.99% has accrued in the amount of ${money(a.interest)}, and the note provides for collection costs and attorney's fees of 15%, or ${money(a.fees)}.</p>
<p class="p">WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${money(a.principal)}, together with interest, attorney's fees as provided in the note, and costs of suit. This amount does not exceed the amount requiring compulsory arbitration.</p>
<div class="foot"><span>Verification attached</span><span>No. ${esc(d.caseNo)} · Page 1</span></div>`;
    return L.page(d, css, body);
  },
};
