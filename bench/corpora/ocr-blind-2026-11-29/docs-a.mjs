import { money, F, page, paren, addr, E } from './lib.mjs';
export const docs = [];
const add = d => docs.push(d);

// ---------- 01 WA King County District Court, classic ")" caption, Times ----------
{
  const a = { street: '1420 Elm St Apt 4B', city: 'Kent', state: 'WA', zip: '98032' };
  const v = { customer_name: 'Maria Elena Gutierrez', plaintiff_name: 'Midland Credit Management, Inc.', law_firm_name: 'Cascade Recovery Law Group, PLLC',
    lawyer_email: 'filings@cascaderecoverylaw.com', lawsuit_state: 'WA', lawsuit_amount: 4312.57, civil_number: '26CIV04812KNT', court_name: 'King County District Court', a, lawsuit: true };
  add({ id: '01', state: 'WA', layout: 'summons, classic caption with ) column, Times', dpr: 1.5625, e: E(v), html: page({ font: F.times, size: 14 }, `
<p class="c b" style="font-size:16px">IN THE ${v.court_name.toUpperCase()}<br>SOUTH DIVISION &ndash; ${'KENT COURTHOUSE'}</p>
<p class="c small">${v.court_name}, 1210 South Central Avenue, Kent, WA 98032 &middot; (206) 205-9200</p>
${paren(`${v.plaintiff_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>${v.customer_name} and John Doe Gutierrez, wife and husband and the marital community composed thereof,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant(s).`,
 `Case No. ${v.civil_number}<br><br><b>SUMMONS</b><br>(20 DAYS)`, 10)}
<p><b>TO THE DEFENDANT(S):</b> A lawsuit has been started against you in the above-entitled court by ${v.plaintiff_name}, Plaintiff. Plaintiff's claim is stated in the written Complaint, a copy of which is served upon you with this Summons. The Plaintiff seeks judgment against you for the principal sum of <b>${money(v.lawsuit_amount)}</b>, together with court costs and statutory attorney fees.</p>
<p>In order to defend against this lawsuit, you must respond to the Complaint by stating your defense in writing, and by serving a copy upon the person signing this Summons within 20 days after the service of this Summons, excluding the day of service, or a default judgment may be entered against you without notice. A default judgment is one where Plaintiff is entitled to what it asks for because you have not responded. If you serve a Notice of Appearance on the undersigned person, you are entitled to notice before a default judgment may be entered.</p>
<p>You may demand that the Plaintiff file this lawsuit with the court. If you do so, the demand must be in writing and must be served upon the person signing this Summons. Within 14 days after you serve the demand, the Plaintiff must file this lawsuit with the court, or the service on you of this Summons and Complaint will be void.</p>
<p>If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time.</p>
<p>This Summons is issued pursuant to Rule 4 of the Civil Rules for Courts of Limited Jurisdiction of the State of Washington.</p>
<p>DATED: October 27, 2026</p>
<table style="width:100%;margin-top:10px"><tr><td style="width:50%"></td><td>
<b>${v.law_firm_name}</b><br><br>By: <span style="font-family:cursive">R. Halvorsen</span>____________<br>
Rebecca A. Halvorsen, WSBA #48213<br>Attorneys for Plaintiff<br>2001 Western Ave, Suite 410<br>Seattle, WA 98121<br>Tel. (206) 555-0148<br>${v.lawyer_email}</td></tr></table>
<div style="border-top:1px solid #000;margin-top:16px;padding-top:6px" class="small"><b>SERVICE ADDRESS OF DEFENDANT:</b> ${v.customer_name}, ${addr(a, ', ')}<br>Served by: Puget Process, LLC &nbsp;&nbsp; Date of service: 11/04/2026</div>`) });
}

// ---------- 02 WA Spokane County District Court, two-column caption, Arial, plaintiff c/o address ----------
{
  const a = { street: '3318 E Sprague Ave', city: 'Spokane', state: 'WA', zip: '99202' };
  const v = { customer_name: 'Darnell T. Washington Jr.', plaintiff_name: 'LVNV Funding LLC', law_firm_name: 'Harbor & Vail Collection Law, P.C.',
    lawyer_email: 'mvail@harborvail-law.com', lawsuit_state: 'WA', lawsuit_amount: 2186.40, civil_number: 'CV26-0013587', court_name: 'Spokane County District Court', a, lawsuit: true };
  add({ id: '02', state: 'WA', layout: 'complaint, two-column caption, Arial, plaintiff c/o address', dpr: 1.875, e: E(v), html: page({ font: F.arial, size: 12.5 }, `
<p class="c b" style="font-size:15px;letter-spacing:1px">${v.court_name}</p>
<p class="c small" style="margin-top:-6px">1100 W Mallon Ave, Spokane, WA 99260</p>
<table style="width:100%;border-top:2px solid #000;border-bottom:2px solid #000;margin:10px 0"><tr>
<td style="width:55%;border-right:2px solid #000;padding:10px;vertical-align:top">
<b>${v.plaintiff_name}</b><br>c/o Resurgent Capital Services<br>PO Box 1269<br>Greenville, SC 29602<br><span style="padding-left:60px">Plaintiff,</span><br><br>v.<br><br>
<b>${v.customer_name}</b><br>${addr(a)}<br><span style="padding-left:60px">Defendant.</span></td>
<td style="padding:10px 14px;vertical-align:top">No. <b>${v.civil_number}</b><br><br><br><b>COMPLAINT FOR MONEY DUE ON ACCOUNT</b><br><br><span class="small">(Amount in controversy does not exceed $100,000)</span></td></tr></table>
<p>COMES NOW the Plaintiff, by and through its attorneys of record, and for cause of action against Defendant alleges as follows:</p>
<p>1. Plaintiff is a limited liability company duly licensed as a collection agency in the State of Washington, license number CAC.912345.</p>
<p>2. Defendant resides in Spokane County, Washington, and this Court has jurisdiction and venue is proper.</p>
<p>3. Defendant opened a credit account with Credit One Bank, N.A. (account ending 7731). The account was charged off on March 14, 2025, and was thereafter sold and assigned to Plaintiff, which owns all rights to the balance due.</p>
<p>4. Defendant has failed to pay the account and there is now due and owing the principal sum of ${money(v.lawsuit_amount)}, no part of which has been paid.</p>
<p>5. Plaintiff has not added post-charge-off interest or fees to the balance.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant as follows:</p>
<p style="padding-left:30px">A. For the principal sum of ${money(v.lawsuit_amount)};<br>B. For costs of suit, including filing fee and service fees;<br>C. For statutory attorney fees pursuant to RCW 12.20.060;<br>D. For such other relief as the Court deems just.</p>
<p>DATED this 2nd day of November, 2026.</p>
<div style="margin-left:48%;margin-top:14px">${v.law_firm_name}<br><br>___________________________<br>Marcus J. Vail, WSBA No. 51277<br>Attorney for Plaintiff<br>1201 Pacific Ave, Suite 600<br>Tacoma, WA 98402<br>(253) 555-0192<br>${v.lawyer_email}</div>
<p class="tiny" style="margin-top:20px">This communication is from a debt collector. File ref. HV-26-55812</p>`) });
}

// ---------- 03 OH Franklin County Municipal Court, ALL CAPS caption, defendant address in caption ----------
{
  const a = { street: '2471 CLEVELAND AVE', city: 'COLUMBUS', state: 'OH', zip: '43211' };
  const v = { customer_name: 'LAN T. NGUYEN', plaintiff_name: 'PORTFOLIO RECOVERY ASSOCIATES, LLC', law_firm_name: 'Buckeye Creditors Counsel, LLC',
    lawyer_email: 'jstrand@buckeyecc.com', lawsuit_state: 'OH', lawsuit_amount: 3974.12, civil_number: '2026 CVF 018234', court_name: 'FRANKLIN COUNTY MUNICIPAL COURT', a, lawsuit: true };
  add({ id: '03', state: 'OH', layout: 'complaint, ALL CAPS caption, Times, defendant address in caption, plaintiff address', dpr: 2.0833, e: E(v), html: page({ font: F.times, size: 13.5 }, `
<p class="c b" style="font-size:15px">IN THE ${v.court_name}<br>CIVIL DIVISION<br>COLUMBUS, OHIO</p>
<p class="c small" style="margin-top:-4px">375 SOUTH HIGH STREET, COLUMBUS, OHIO 43215</p>
${paren(`${v.plaintiff_name}<br>120 CORPORATE BLVD.<br>NORFOLK, VA 23502<br><span style="padding-left:40px">PLAINTIFF,</span><br>VS.<br>${v.customer_name}<br>${a.street}<br>${a.city}, ${a.state} ${a.zip}<br><span style="padding-left:40px">DEFENDANT.</span>`,
 `CASE NO. ${v.civil_number}<br><br>JUDGE ________________<br><br><b>COMPLAINT ON ACCOUNT</b>`, 10)}
<p>Now comes Plaintiff, by and through counsel, and for its Complaint against Defendant states as follows:</p>
<p>1. Plaintiff is the assignee and owner of a credit card account originally issued by Synchrony Bank under account number ending in 4410 ("the Account").</p>
<p>2. Defendant used the Account and agreed to repay all charges made on it. Defendant defaulted in making the payments required.</p>
<p>3. There is due and owing from Defendant to Plaintiff on the Account the sum of ${money(v.lawsuit_amount)}, for which Plaintiff demands judgment. A copy of the account statement is attached as Exhibit A.</p>
<p>4. Plaintiff has complied with all conditions precedent. Defendant resides in Franklin County, Ohio.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${money(v.lawsuit_amount)}, plus court costs, and such other relief to which Plaintiff may be entitled.</p>
<div style="margin-left:45%;margin-top:20px">Respectfully submitted,<br><br><b>${v.law_firm_name}</b><br><br>/s/ Jonathan P. Strand<br>Jonathan P. Strand (0091844)<br>Attorney for Plaintiff<br>88 E Broad St, Suite 1750<br>Columbus, OH 43215<br>Phone: (614) 555-0177<br>Fax: (614) 555-0178<br>Email: ${v.lawyer_email}</div>
<p class="small" style="margin-top:22px"><b>INSTRUCTIONS FOR SERVICE:</b> To the Clerk: Please serve Defendant by certified mail, return receipt requested, at the address set forth in the caption above.</p>`) });
}

// ---------- 04 TX Justice Court Precinct 2 Place 1 El Paso County, citation form, Courier ----------
{
  const a = { street: '10517 Montwood Dr', city: 'El Paso', state: 'TX', zip: '79935' };
  const v = { customer_name: 'Jose Luis Ramirez-Ochoa', plaintiff_name: 'Velocity Investments, LLC', law_firm_name: 'Lone Star Debt Recovery Attorneys, PLLC',
    lawyer_email: 'efile@lonestardra.com', lawsuit_state: 'TX', lawsuit_amount: 1845.00, civil_number: 'JP2-26-001234', court_name: 'Justice Court, Precinct 2, Place 1, El Paso County', a, lawsuit: true };
  add({ id: '04', state: 'TX', layout: 'Texas justice court citation form, Courier, boxes', dpr: 1.5625, e: E(v), html: page({ font: F.courier, size: 12.5, css: `.cell{border:1px solid #000;padding:6px 8px;vertical-align:top}` }, `
<p class="c b" style="font-size:17px;margin-bottom:2px">THE STATE OF TEXAS</p>
<p class="c b" style="font-size:20px;margin-bottom:2px">CITATION</p>
<p class="c">(Debt Claim Case)</p>
<table style="width:100%;margin-top:8px">
<tr><td class="cell" style="width:55%">CAUSE NO.: <b>${v.civil_number}</b></td><td class="cell">${v.court_name}, Texas<br><span class="small">500 E. San Antonio Ave., Room 106, El Paso, TX 79901<br>Phone (915) 546-2000</span></td></tr>
<tr><td class="cell">PLAINTIFF:<br><b>${v.plaintiff_name}</b><br>1800 Route 34N, Suite 305<br>Wall, NJ 07719</td><td class="cell">DEFENDANT:<br><b>${v.customer_name}</b></td></tr>
<tr><td class="cell" colspan="2">TO: ${v.customer_name}, who may be served at ${a.street}, ${a.city}, ${a.state} ${a.zip}, or wherever the Defendant may be found.</td></tr></table>
<p style="margin-top:10px"><b>NOTICE TO DEFENDANT:</b> YOU HAVE BEEN SUED. You may employ an attorney. If you or your attorney do not file a written answer with the Justice Court that issued this citation by the end of the 14th day after the day you were served with this citation, a default judgment may be taken against you. Your answer should be addressed to the clerk of the Justice Court at the address above. Do not ignore this citation.</p>
<p>The Plaintiff's petition, a copy of which accompanies this citation, was filed on October 21, 2026, and seeks a judgment in the amount of <b>${money(v.lawsuit_amount)}</b>, plus court costs. The nature of the claim is a debt claim on a consumer credit account originally issued by WebBank (Fingerhut).</p>
<p>For further information, consult Part V of the Texas Rules of Civil Procedure, which is available online and also at the court listed on this citation. You may be eligible for free or low-cost legal assistance. Find out more at www.texaslawhelp.org.</p>
<table style="width:100%;margin-top:6px"><tr>
<td class="cell" style="width:55%">ATTORNEY FOR PLAINTIFF:<br>${v.law_firm_name}<br>Carlos D. Benavides<br>State Bar No. 24087113<br>4171 N. Mesa St., Suite B-201<br>El Paso, TX 79902<br>(915) 555-0163<br>${v.lawyer_email}</td>
<td class="cell">ISSUED AND GIVEN under my hand and seal of said Court on October 22, 2026.<br><br>Hon. Ruben Lujan, Justice of the Peace<br><br>By: __________________ Clerk</td></tr></table>
<p class="c b" style="margin-top:10px">OFFICER'S RETURN</p>
<p class="small">Came to hand on the ____ day of __________, 2026 at ____ o'clock __.m. and executed by delivering to the within named Defendant in person a true copy of this citation with the accompanying copy of the petition at ______________________ on the ____ day of __________, 2026.</p>
<p class="small">Constable, Precinct 2, El Paso County, Texas &nbsp;&nbsp; By: ______________ Deputy</p>`) });
}

// ---------- 05 CA Superior Court San Diego, pleading paper with line numbers, attorney block top-left ----------
{
  const a = { street: '4820 Clairemont Dr Apt 112', city: 'San Diego', state: 'CA', zip: '92117' };
  const v = { customer_name: 'Kevin H. Tran', plaintiff_name: 'Cavalry SPV I, LLC', law_firm_name: 'Pacific Coast Recovery Law, APC',
    lawyer_email: 'jokafor@pacificcoastrecovery.com', lawsuit_state: 'CA', lawsuit_amount: 6420.88, civil_number: '37-2026-00048123-CL-CL-CTL', court_name: 'Superior Court of California, County of San Diego', a, lawsuit: true };
  const nums = Array.from({ length: 28 }, (_, i) => i + 1).join('<br>');
  add({ id: '05', state: 'CA', layout: 'California pleading paper complaint, attorney block top-left, line numbers, plaintiff c/o San Diego address', dpr: 1.875, e: E(v), html: page({ font: F.times, size: 13, pad: '48px 60px 40px 40px', css: `
.ln{position:absolute;left:40px;top:48px;width:28px;text-align:right;line-height:33.4px;font-size:12px;color:#333}
.rule{position:absolute;left:78px;top:0;bottom:0;border-left:3px double #000}
.rule2{position:absolute;right:50px;top:0;bottom:0;border-left:1px solid #000}
.body{margin-left:60px;line-height:33.4px} .body p{margin:0}` }, `
<div class="ln">${nums}</div><div class="rule"></div><div class="rule2"></div>
<div class="body">
<p>Jennifer M. Okafor (SBN 284517)<br>${v.law_firm_name}<br>2150 Hotel Circle North, Suite 300<br>San Diego, CA 92108<br>Tel: (619) 555-0121 &nbsp;| &nbsp;${v.lawyer_email}<br>Attorneys for Plaintiff</p>
<p class="c b" style="margin-top:10px">${v.court_name}<br>LIMITED CIVIL CASE</p>
<table style="width:100%;line-height:24px"><tr><td style="width:55%;border-right:1px solid #000;border-bottom:1px solid #000;vertical-align:top;padding-right:8px">
${v.plaintiff_name}, c/o Cavalry Portfolio Services, LLC, 1 American Lane, Suite 220, Greenwich, CT 06831,<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${v.customer_name.toUpperCase()}; and DOES 1 through 10, inclusive,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="padding-left:12px;vertical-align:top">Case No.: ${v.civil_number}<br><br><b>COMPLAINT FOR:<br>1. BREACH OF CONTRACT<br>2. ACCOUNT STATED</b><br><br>Amount demanded: ${money(v.lawsuit_amount)}</td></tr></table>
<p>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff alleges: 1. Defendant ${v.customer_name} resides at ${a.street}, ${a.city}, ${a.state} ${a.zip}, within the jurisdiction of this Court. 2. Plaintiff is the assignee of Citibank, N.A. and owns the Home Depot credit card account ending 2093. 3. Within four years last past, Defendant became indebted to Plaintiff's assignor, and the sum of ${money(v.lawsuit_amount)} remains due and unpaid. 4. The amount demanded does not exceed $35,000.</p>
</div>`) });
}

// ---------- 06 CA Superior Court Los Angeles, SUM-100 style fill-in form (bilingual headings), no amount ----------
{
  const a = { street: '6114 S Western Ave Unit 3', city: 'Los Angeles', state: 'CA', zip: '90047' };
  const v = { customer_name: 'AALIYAH MONIQUE BROOKS', plaintiff_name: 'JEFFERSON CAPITAL SYSTEMS, LLC', law_firm_name: 'Ridgeline Legal Collections, LLP',
    lawyer_email: 'pleadings@ridgelinelegal.com', lawsuit_state: 'CA', lawsuit_amount: null, civil_number: '26STLC04812', court_name: 'Superior Court of California, County of Los Angeles', a, lawsuit: true };
  add({ id: '06', state: 'CA', layout: 'SUM-100 style fill-in summons with labelled boxes, bilingual headings, small sans, no amount', dpr: 2.0833, e: E(v), html: page({ font: F.dejavu, size: 10.5, pad: '40px 50px', css: `.lab{font-size:9px;font-weight:bold}.cell{border:1px solid #000;padding:5px 7px;vertical-align:top}.fill{font-family:${F.courier};font-size:12.5px}` }, `
<table style="width:100%"><tr><td style="width:70%"><p class="c b" style="font-size:16px">SUMMONS<br><span style="font-size:11px">(CITACION JUDICIAL)</span></p></td>
<td class="cell c small"><b>FOR COURT USE ONLY</b><br>(SOLO PARA USO DE LA CORTE)<br><br>FILED<br>${v.court_name}<br>10/19/2026</td></tr></table>
<p><span class="lab">NOTICE TO DEFENDANT:<br>(AVISO AL DEMANDADO):</span><br><span class="fill">${v.customer_name}, an individual; and DOES 1 to 10</span></p>
<p><span class="lab">YOU ARE BEING SUED BY PLAINTIFF:<br>(LO ESTÁ DEMANDANDO EL DEMANDANTE):</span><br><span class="fill">${v.plaintiff_name}</span></p>
<p style="border-top:1px solid #000;padding-top:5px"><b>NOTICE!</b> You have been sued. The court may decide against you without your being heard unless you respond within 30 days. Read the information below. You have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response at this court and have a copy served on the plaintiff. A letter or phone call will not protect you. Your written response must be in proper legal form if you want the court to hear your case. There may be a court form that you can use for your response. You can find these court forms and more information at the California Courts Online Self-Help Center (www.courtinfo.ca.gov/selfhelp), your county law library, or the courthouse nearest you. If you do not file your response on time, you may lose the case by default, and your wages, money, and property may be taken without further warning from the court.</p>
<p><b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Lea la información a continuación. Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante.</p>
<table style="width:100%;margin-top:6px">
<tr><td class="cell" style="width:70%"><span class="lab">The name and address of the court is: (El nombre y dirección de la corte es):</span><br><span class="fill">${v.court_name}<br>Stanley Mosk Courthouse, 111 N. Hill Street, Los Angeles, CA 90012</span></td>
<td class="cell"><span class="lab">CASE NUMBER: (Número del Caso):</span><br><span class="fill" style="font-size:15px">${v.civil_number}</span></td></tr>
<tr><td class="cell" colspan="2"><span class="lab">The name, address, and telephone number of plaintiff's attorney, or plaintiff without an attorney, is: (El nombre, la dirección y el número de teléfono del abogado del demandante, o del demandante que no tiene abogado, es):</span><br>
<span class="fill">Daniel R. Esquivel, SBN 301184, ${v.law_firm_name}, 3400 Inland Empire Blvd, Suite 101, Ontario, CA 91764; (909) 555-0110; ${v.lawyer_email}</span></td></tr>
<tr><td class="cell">DATE: (Fecha) <span class="fill">10/19/2026</span> &nbsp;&nbsp; Clerk, by (Secretario) ______________</td><td class="cell">, Deputy (Adjunto)</td></tr>
<tr><td class="cell" colspan="2"><span class="lab">NOTICE TO THE PERSON SERVED: You are served</span><br>1. [X] as an individual defendant.<br>2. [ ] as the person sued under the fictitious name of (specify):<br>3. [ ] on behalf of (specify):<br>4. [X] by personal delivery on (date): <span class="fill">11/02/2026</span> at <span class="fill">${a.street}, ${a.city}, ${a.state} ${a.zip}</span></td></tr></table>
<p class="tiny" style="margin-top:8px">Form Adopted for Mandatory Use &nbsp; Judicial Council of California &nbsp; SUM-100 [Rev. July 1, 2009] &nbsp;&nbsp;&nbsp;&nbsp; SUMMONS &nbsp;&nbsp;&nbsp;&nbsp; Code of Civil Procedure §§ 412.20, 465 &nbsp;&nbsp; Page 1 of 1</p>`) });
}
