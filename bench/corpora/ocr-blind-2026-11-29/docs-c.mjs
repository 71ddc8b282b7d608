import { money, F, page, paren, addr, E } from './lib.mjs';
export const docs = [];
const add = d => docs.push(d);

// ---------- 14 PA Magisterial District Court, civil complaint form (AOPC-like boxes) ----------
{
  const a = { street: '912 Brookline Blvd', city: 'Pittsburgh', state: 'PA', zip: '15226' };
  const v = { customer_name: 'Brandon J. Kowalski', plaintiff_name: 'Portfolio Recovery Associates, LLC', law_firm_name: 'Three Rivers Recovery Law, LLC',
    lawyer_email: 'mdj@threeriversrecovery.com', lawsuit_state: 'PA', lawsuit_amount: 3218.77, civil_number: 'MJ-05214-CV-0000312-2026', court_name: 'Magisterial District Court 05-2-14', a, lawsuit: true };
  add({ id: '14', state: 'PA', layout: 'Pennsylvania magisterial district civil complaint form, boxes, Arial', dpr: 1.5625, e: E(v), html: page({ font: F.arial, size: 11.5, pad: '44px 56px', css: `.cell{border:1px solid #000;padding:5px 7px;vertical-align:top}.lab{font-size:9.5px;font-weight:bold}` }, `
<table style="width:100%"><tr><td class="cell" style="width:50%"><b>COMMONWEALTH OF PENNSYLVANIA<br>COUNTY OF ALLEGHENY</b></td><td class="cell c b" style="font-size:16px">CIVIL COMPLAINT</td></tr>
<tr><td class="cell"><span class="lab">Mag. Dist. No.:</span> 05-2-14<br><span class="lab">MDJ Name:</span> Hon. Anthony W. Ricciardi<br><span class="lab">Address:</span> 1310 Brownsville Road<br>Pittsburgh, PA 15210<br><span class="lab">Telephone:</span> (412) 555-0108<br>${v.court_name}</td>
<td class="cell"><span class="lab">PLAINTIFF: NAME and ADDRESS</span><br>${v.plaintiff_name}<br>120 Corporate Blvd<br>Norfolk, VA 23502<br><br><span class="lab">DEFENDANT: NAME and ADDRESS</span><br>${v.customer_name}<br>${addr(a)}</td></tr>
<tr><td class="cell"><span class="lab">Docket No.:</span> ${v.civil_number}<br><span class="lab">Date Filed:</span> 10/20/2026</td><td class="cell"><span class="lab">Amount</span> &nbsp; &nbsp; <span class="lab">Date Paid</span><br>Filing Costs $ 119.25 &nbsp; 10/20/2026<br>Service Costs $ 38.50</td></tr></table>
<p style="margin-top:10px"><b>TO THE DEFENDANT:</b> The above named plaintiff(s) asks judgment against you for <b>${money(v.lawsuit_amount)}</b> together with costs upon the following claim (Civil fines must include citation of the statute or ordinance violated):</p>
<div style="border:1px solid #000;padding:8px;min-height:150px">Plaintiff is the assignee of Capital One, N.A. Defendant opened credit card account ending 8826 and made purchases and/or cash advances. Defendant failed to make the payments required and the account was charged off on June 30, 2025 with a balance of ${money(v.lawsuit_amount)}. Plaintiff purchased the account and all rights thereto. Despite demand, Defendant has failed to pay. See attached account documentation.</div>
<p style="margin-top:8px">I, Elaine R. Marchetti, Esquire, verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 PA. C.S. § 4904) related to unsworn falsification to authorities.</p>
<p>_______________________________ (Signature of Plaintiff or Authorized Agent)</p>
<table style="width:100%"><tr><td class="cell"><span class="lab">Plaintiff's Attorney:</span> Elaine R. Marchetti, Esq. &nbsp; <span class="lab">Supreme Court ID No.</span> 318842<br>
<span class="lab">Firm:</span> ${v.law_firm_name} &nbsp; <span class="lab">Address:</span> 437 Grant Street, Suite 1020, Pittsburgh, PA 15219<br><span class="lab">Telephone:</span> (412) 555-0171 &nbsp; <span class="lab">Email:</span> ${v.lawyer_email}</td></tr></table>
<p style="margin-top:8px">If you intend to enter a defense to this complaint, you should notify this office immediately at the above telephone number. You must appear at the hearing and present your defense. Unless you do, judgment may be entered against you by default.</p>
<p class="b">Hearing: January 6, 2027 at 10:30 AM &nbsp; at the office above.</p>
<p class="tiny">AOPC 310A-26 &nbsp;&nbsp; FREE INTERPRETER &middot; INTÉRPRETE GRATUITO &middot; www.pacourts.us/language-rights</p>`) });
}

// ---------- 15 PA Court of Common Pleas of Montgomery County, notice to defend + complaint ----------
{
  const a = { street: '318 W Main St', city: 'Norristown', state: 'PA', zip: '19401' };
  const v = { customer_name: "Patrick O'Neill-Hughes", plaintiff_name: 'Cavalry SPV I, LLC', law_firm_name: 'Keystone Consumer Recovery, P.C.',
    lawyer_email: 'litigation@keystonecr.com', lawsuit_state: 'PA', lawsuit_amount: 8942.10, civil_number: '2026-04812', court_name: 'Court of Common Pleas of Montgomery County, Pennsylvania', a, lawsuit: true };
  add({ id: '15', state: 'PA', layout: 'Common Pleas complaint with attorney block top-left, ) caption, Times', dpr: 2.0833, e: E(v), html: page({ font: F.times, size: 13 }, `
<table style="width:100%"><tr><td style="width:55%;font-size:12px;line-height:1.3">${v.law_firm_name.toUpperCase()}<br>By: Nathaniel P. Greer, Esquire<br>Attorney I.D. No. 209981<br>1650 Arch Street, 22nd Floor<br>Philadelphia, PA 19103<br>(215) 555-0126 &middot; ${v.lawyer_email}</td><td class="r" style="vertical-align:top;font-size:12px">Attorney for Plaintiff</td></tr></table>
${paren(`${v.plaintiff_name}<br>500 Summit Lake Drive, Suite 400<br>Valhalla, NY 10595<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff<br>v.<br>${v.customer_name}<br>${addr(a)}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant`,
 `IN THE ${v.court_name.toUpperCase()}<br><br>CIVIL ACTION &ndash; LAW<br><br>No. ${v.civil_number}`, 9)}
<p class="c b u">NOTICE TO DEFEND</p>
<p>YOU HAVE BEEN SUED IN COURT. If you wish to defend against the claims set forth in the following pages, you must take action within twenty (20) days after this complaint and notice are served, by entering a written appearance personally or by attorney and filing in writing with the court your defenses or objections to the claims set forth against you. You are warned that if you fail to do so the case may proceed without you and a judgment may be entered against you by the court without further notice for any money claimed in the complaint or for any other claim or relief requested by the plaintiff. You may lose money or property or other rights important to you.</p>
<p>YOU SHOULD TAKE THIS PAPER TO YOUR LAWYER AT ONCE. IF YOU DO NOT HAVE A LAWYER, GO TO OR TELEPHONE THE OFFICE SET FORTH BELOW. THIS OFFICE CAN PROVIDE YOU WITH INFORMATION ABOUT HIRING A LAWYER.</p>
<p class="c">LAWYER REFERENCE SERVICE<br>Montgomery Bar Association<br>100 West Airy Street (REAR), Norristown, PA 19401<br>(610) 279-9660, Extension 201</p>
<p class="c b u">COMPLAINT</p>
<p>1. Plaintiff is ${v.plaintiff_name}, assignee of Synchrony Bank (Lowe's), account ending 7705. 2. Defendant is ${v.customer_name}, an adult individual residing at the address above. 3. Defendant failed to make payments when due, leaving a balance of ${money(v.lawsuit_amount)}. WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${money(v.lawsuit_amount)}, plus costs.</p>`) });
}

// ---------- 16 MI 36th District Court, summons form (MC 01 style), boxes ----------
{
  const a = { street: '18450 Greenfield Rd', city: 'Detroit', state: 'MI', zip: '48235' };
  const v = { customer_name: 'LaToya M. Richardson', plaintiff_name: 'Velocity Investments, LLC', law_firm_name: 'Great Lakes Credit Law, PLLC',
    lawyer_email: 'filings@greatlakescreditlaw.com', lawsuit_state: 'MI', lawsuit_amount: 2415.00, civil_number: '26-104812-GC', court_name: '36th District Court', a, lawsuit: true };
  add({ id: '16', state: 'MI', layout: 'Michigan summons form with boxes (MC 01 style), DejaVu small, P-number', dpr: 1.875, e: E(v), html: page({ font: F.dejavu, size: 10.5, pad: '40px 48px', css: `.cell{border:1px solid #000;padding:4px 6px;vertical-align:top}.lab{font-size:8.5px}` }, `
<table style="width:100%"><tr><td class="cell" style="width:40%;font-size:9px">Approved, SCAO<br>Original - Court &nbsp; 1st copy - Defendant</td><td class="cell c" style="font-size:9px">2nd copy - Plaintiff<br>3rd copy - Return</td></tr>
<tr><td class="cell"><b>STATE OF MICHIGAN<br>JUDICIAL DISTRICT<br>${v.court_name.toUpperCase()}</b></td><td class="cell c"><b style="font-size:15px">SUMMONS</b><br><span class="lab">CASE NO.</span><br><b style="font-size:14px">${v.civil_number}</b></td></tr>
<tr><td class="cell" colspan="2"><span class="lab">Court address</span><br>${v.court_name}, 421 Madison Street, Detroit, MI 48226 &nbsp;&nbsp;&nbsp; <span class="lab">Court telephone no.</span> (313) 965-2200</td></tr>
<tr><td class="cell"><span class="lab">Plaintiff's name(s), address(es), and telephone no(s).</span><br>${v.plaintiff_name}<br>1800 Route 34N, Suite 305<br>Wall, NJ 07719</td>
<td class="cell"><span class="lab">Defendant's name(s), address(es), and telephone no(s).</span><br>${v.customer_name}<br>${addr(a)}</td></tr>
<tr><td class="cell" colspan="2"><span class="lab">Plaintiff's attorney, bar no., address, and telephone no.</span><br>Jacob R. Lindell (P72415)<br>${v.law_firm_name}<br>30600 Telegraph Rd, Suite 2345, Bingham Farms, MI 48025<br>(248) 555-0129 &nbsp; ${v.lawyer_email}</td></tr></table>
<p style="margin-top:8px"><b>Instructions:</b> Check the items below that apply to you and provide any required information. Submit this form to the court clerk along with your complaint.</p>
<p><b>Domestic Relations Case</b> [ ] There are no pending or resolved cases within the jurisdiction of the family division.</p>
<p><b>Civil Case</b> [X] This is a business case in which all or part of the action includes a business or commercial dispute under MCL 600.8035. [X] The amount in controversy is <b>${money(v.lawsuit_amount)}</b>, exclusive of costs and fees.</p>
<p class="b" style="margin-top:8px">NOTICE TO THE DEFENDANT: In the name of the people of the State of Michigan you are notified:</p>
<p>1. <b>You are being sued.</b><br>2. <b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to <b>file a written answer with the court</b> and serve a copy on the other party <b>or take other lawful action with the court</b> (28 days if you were served by mail or you were served outside this state).<br>3. If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.<br>4. If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter to help you fully participate in court proceedings, please contact the court immediately to make arrangements.</p>
<table style="width:100%;margin-top:8px"><tr><td class="cell">Issue date<br>10/16/2026</td><td class="cell">Expiration date*<br>01/15/2027</td><td class="cell">Court clerk<br>______________</td></tr></table>
<p class="tiny" style="margin-top:6px">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court.</p>
<p class="tiny">MC 01 (9/19) SUMMONS &nbsp;&nbsp; MCR 1.109(D), MCR 2.102(B), MCR 2.103, MCR 2.104, MCR 2.105</p>`) });
}

// ---------- 17 MI 52-1 District Court, classic ) caption, Courier ----------
{
  const a = { street: '41220 Grand River Ave Apt 208', city: 'Novi', state: 'MI', zip: '48375' };
  const v = { customer_name: 'Rahul V. Mehta', plaintiff_name: 'Portfolio Recovery Associates, LLC', law_firm_name: 'Brennan & Kolodziej, P.C.',
    lawyer_email: 'pkolodziej@bk-collect.com', lawsuit_state: 'MI', lawsuit_amount: 4760.52, civil_number: '26-C04812-GC', court_name: '52-1 District Court', a, lawsuit: true };
  add({ id: '17', state: 'MI', layout: 'Michigan district court complaint, classic ) caption, Courier, attorney block in caption', dpr: 1.5625, e: E(v), html: page({ font: F.courier, size: 12.5 }, `
<p class="c">STATE OF MICHIGAN<br>IN THE ${v.court_name.toUpperCase()}<br>COUNTY OF OAKLAND</p>
${paren(`${v.plaintiff_name},<br>&nbsp;&nbsp;Plaintiff,<br>v.<br>${v.customer_name},<br>&nbsp;&nbsp;Defendant.<br>_____________________________<br>${v.law_firm_name}<br>Paul J. Kolodziej (P68530)<br>Attorney for Plaintiff<br>26555 Evergreen Rd, Ste 1500<br>Southfield, MI 48076<br>(248) 555-0186<br>${v.lawyer_email}`,
 `Case No. ${v.civil_number}<br><br>Hon. Robert M. Bondy<br><br>COMPLAINT`, 14, { lw: '58%' })}
<p>There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in the complaint.</p>
<p>NOW COMES Plaintiff, by its attorneys, and for its complaint states:</p>
<p>1. Defendant resides in the City of Novi, County of Oakland, State of Michigan, and this Court has jurisdiction because the amount in controversy does not exceed $25,000.00.</p>
<p>2. Plaintiff purchased Defendant's Barclays Bank Delaware account ending 0412, and is the owner of the account.</p>
<p>3. Defendant owes Plaintiff the sum of ${money(v.lawsuit_amount)} on the account, as stated in the Affidavit of Account attached as Exhibit A.</p>
<p>WHEREFORE Plaintiff requests judgment against Defendant for ${money(v.lawsuit_amount)}, plus costs, statutory interest and attorney fees as allowed by law.</p>
<p>Dated: October 26, 2026 &nbsp;&nbsp;&nbsp; /s/ Paul J. Kolodziej</p>
<p style="margin-top:14px">Defendant's last known address for service:<br>${addr(a)}</p>
<p class="small">52-1 District Court, 48150 Grand River Ave, Novi, MI 48374</p>`) });
}

// ---------- 18 AZ Moon Valley Justice Court, two-column caption ----------
{
  const a = { street: '2231 W Dunlap Ave', city: 'Phoenix', state: 'AZ', zip: '85021' };
  const v = { customer_name: 'Francisco J. Delgado', plaintiff_name: 'Midland Credit Management, Inc.', law_firm_name: 'Sonoran Creditors Rights Law, PLC',
    lawyer_email: 'azcourt@sonorancrl.com', lawsuit_state: 'AZ', lawsuit_amount: 1976.43, civil_number: 'CC2026-104812', court_name: 'Moon Valley Justice Court', a, lawsuit: true };
  add({ id: '18', state: 'AZ', layout: 'Arizona justice court summons, two-column caption, Arial, attorney block top-left', dpr: 2.0833, e: E(v), html: page({ font: F.arial, size: 12 }, `
<p style="font-size:11.5px;line-height:1.3">${v.law_firm_name}<br>Ashley N. Kerr, State Bar No. 031947<br>2375 E. Camelback Rd, Suite 600<br>Phoenix, AZ 85016<br>(602) 555-0149 | ${v.lawyer_email}<br>Attorney for Plaintiff</p>
<p class="c b" style="font-size:14px;margin-top:12px">${v.court_name.toUpperCase()}<br>MARICOPA COUNTY, STATE OF ARIZONA</p>
<p class="c small">18380 N. 40th Street, Phoenix, AZ 85032 &middot; (602) 372-7000</p>
<table style="width:100%;border:1px solid #000;margin:8px 0"><tr><td style="width:50%;padding:8px;border-right:1px solid #000;vertical-align:top">${v.plaintiff_name},<br>Plaintiff,<br><br>vs.<br><br>${v.customer_name} and Jane Doe Delgado, husband and wife,<br>Defendants.</td>
<td style="padding:8px;vertical-align:top">Case Number: <b>${v.civil_number}</b><br><br><b>SUMMONS</b><br><br>Amount of Claim: ${money(v.lawsuit_amount)}</td></tr></table>
<p><b>THE STATE OF ARIZONA TO THE DEFENDANT:</b> ${v.customer_name}</p>
<p>YOU ARE SUMMONED and required to appear and defend in this action in this court. If served within Arizona, you shall appear and defend within 20 calendar days after the service of the Summons and Complaint upon you, exclusive of the day of service. If served out of the State of Arizona &ndash; whether by direct service, by registered or certified mail, or by publication &ndash; you shall appear and defend within 30 calendar days after the service of the Summons and Complaint upon you is complete, exclusive of the day of service.</p>
<p>YOU ARE HEREBY NOTIFIED that in case of your failure to appear and defend within the time applicable, judgment by default may be rendered against you for the relief demanded in the Complaint.</p>
<p>Requests for reasonable accommodation for persons with disabilities must be made to the court by parties at least 3 working days in advance of a scheduled court proceeding.</p>
<p>Se requiere que usted presente una respuesta por escrito a la demanda dentro del plazo indicado.</p>
<p>SIGNED AND SEALED this date: October 19, 2026</p>
<p>JUSTICE OF THE PEACE / CLERK ______________________</p>
<div class="box" style="padding:6px;margin-top:10px;font-size:11px"><b>PROCESS SERVER'S RETURN:</b> Served ${v.customer_name} at ${a.street}, ${a.city}, ${a.state} ${a.zip} on 10/25/2026 at 6:42 p.m. &nbsp; Server: T. Alvarado, MC-8812</div>`) });
}

// ---------- 19 AK District Court at Anchorage, ) caption, DejaVu Serif ----------
{
  const a = { street: '3920 Mountain View Dr Apt 5', city: 'Anchorage', state: 'AK', zip: '99508' };
  const v = { customer_name: 'Aiyana K. Nanouk', plaintiff_name: 'Crown Asset Management, LLC', law_firm_name: 'Kenai Peninsula Credit Law, LLC',
    lawyer_email: 'akfilings@kenaicreditlaw.com', lawsuit_state: 'AK', lawsuit_amount: 3640.00, civil_number: '3AN-26-04812CI', court_name: 'District Court for the State of Alaska at Anchorage', a, lawsuit: true };
  add({ id: '19', state: 'AK', layout: 'Alaska district court complaint, ) caption, DejaVu Serif, attorney block top-left', dpr: 1.875, e: E(v), html: page({ font: F.dserif, size: 12 }, `
<p style="font-size:11px;line-height:1.3">Thomas E. Whitford, ABA No. 1411063<br>${v.law_firm_name}<br>701 W. 8th Avenue, Suite 1100<br>Anchorage, AK 99501<br>Phone: (907) 555-0117<br>Email: ${v.lawyer_email}<br>Attorneys for Plaintiff</p>
<p class="c b" style="margin-top:14px">IN THE ${v.court_name.toUpperCase()}</p>
${paren(`${v.plaintiff_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${v.customer_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.`, `Case No. ${v.civil_number}`, 6)}
<p class="c b">COMPLAINT (DEBT COLLECTION)</p>
<p>Plaintiff, by and through counsel, alleges:</p>
<p>1. Plaintiff is a Georgia limited liability company, with its principal office at 3100 Breckinridge Blvd, Suite 725, Duluth, GA 30096, and is authorized to do business in Alaska.</p>
<p>2. Defendant ${v.customer_name} is a resident of Anchorage, Alaska, residing at ${a.street}, ${a.city}, ${a.state} ${a.zip}.</p>
<p>3. Defendant entered into a credit agreement with Wells Fargo Bank, N.A., account ending 3057. Defendant's account was assigned to Plaintiff on February 2, 2026.</p>
<p>4. Defendant defaulted on the agreement. The unpaid principal balance of the account is ${money(v.lawsuit_amount)}.</p>
<p>5. Plaintiff is entitled to prejudgment interest at the statutory rate under AS 09.30.070, costs under Civil Rule 79, and attorney's fees under Civil Rule 82.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant as follows:</p>
<p style="padding-left:26px">1. For the principal sum of ${money(v.lawsuit_amount)};<br>2. For prejudgment interest, costs, and Rule 82 attorney's fees;<br>3. For such other relief as the Court deems just.</p>
<p>DATED at Anchorage, Alaska, this 9th day of October, 2026.</p>
<div style="margin-left:50%">${v.law_firm_name}<br>Attorneys for Plaintiff<br><br>By: /s/ Thomas E. Whitford<br>Thomas E. Whitford, ABA No. 1411063</div>
<p class="tiny" style="margin-top:14px">Nesbett Courthouse, 825 W. 4th Avenue, Anchorage, AK 99501</p>`) });
}

// ---------- 20 HI District Court of the First Circuit, ) caption, Times, LLLC ----------
{
  const a = { street: '94-1050 Waipahu St', city: 'Waipahu', state: 'HI', zip: '96797' };
  const v = { customer_name: 'Keoni Kalani Akana', plaintiff_name: 'Cavalry SPV I, LLC', law_firm_name: 'Aloha Recovery Law, LLLC',
    lawyer_email: 'court@aloharecoverylaw.com', lawsuit_state: 'HI', lawsuit_amount: 2233.91, civil_number: '1DRC-26-0004812', court_name: 'District Court of the First Circuit', a, lawsuit: true };
  add({ id: '20', state: 'HI', layout: 'Hawaii district court summons/complaint, ) caption, Times, attorney block top-left', dpr: 1.5625, e: E(v), html: page({ font: F.times, size: 13.5 }, `
<p style="font-size:12px;line-height:1.3">${v.law_firm_name.toUpperCase()}<br>Attorneys at Law, A Limited Liability Law Company<br>LEILANI M. KAHANANUI &nbsp; 10877<br>1003 Bishop Street, Suite 2700<br>Honolulu, Hawaii 96813<br>Telephone: (808) 555-0133<br>Email: ${v.lawyer_email}<br>Attorneys for Plaintiff</p>
<p class="c b" style="margin-top:12px">IN THE ${v.court_name.toUpperCase()}<br>HONOLULU DIVISION<br>STATE OF HAWAII</p>
${paren(`${v.plaintiff_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${v.customer_name.toUpperCase()},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.`, `Civil No. ${v.civil_number}<br>(Other Civil Action)<br><br>COMPLAINT; SUMMONS`, 7)}
<p class="c b">COMPLAINT</p>
<p>Plaintiff ${v.plaintiff_name}, by its attorneys, for its Complaint against Defendant ${v.customer_name} alleges and avers:</p>
<p>1. Defendant is a resident of the City and County of Honolulu, State of Hawaii.</p>
<p>2. Plaintiff is the assignee of Citibank, N.A. for the Best Buy credit card account ending 1148.</p>
<p>3. Defendant defaulted and there is now due and owing to Plaintiff the sum of ${money(v.lawsuit_amount)}.</p>
<p>WHEREFORE, Plaintiff prays that judgment be entered against Defendant in the amount of ${money(v.lawsuit_amount)}, together with costs and attorneys' fees pursuant to HRS § 607-14.</p>
<p>DATED: Honolulu, Hawaii, October 13, 2026.</p>
<p class="c b" style="margin-top:12px">SUMMONS</p>
<p>STATE OF HAWAII, TO THE ABOVE-NAMED DEFENDANT: You are hereby summoned to appear before this Court at Kaahumanu Hale, 777 Punchbowl Street, Honolulu, Hawaii 96813, on the return date of December 3, 2026 at 8:30 a.m., to answer the Complaint. Failure to appear may result in a default judgment.</p>
<p class="small" style="margin-top:10px">Defendant may be served at: ${addr(a, ', ')}</p>`) });
}

// ---------- 21 CO County Court Arapahoe, Colorado caption-box format ----------
{
  const a = { street: '15400 E Mississippi Ave Apt 3-201', city: 'Aurora', state: 'CO', zip: '80017' };
  const v = { customer_name: 'Samantha Lee-Yoshida', plaintiff_name: 'Midland Credit Management, Inc.', law_firm_name: 'Front Range Collection Attorneys, LLC',
    lawyer_email: 'coloradofilings@frontrangeca.com', lawsuit_state: 'CO', lawsuit_amount: 4103.26, civil_number: '26C34812', court_name: 'County Court, Arapahoe County, Colorado', a, lawsuit: true };
  add({ id: '21', state: 'CO', layout: 'Colorado caption-box format (court use only box), Arial small', dpr: 1.875, e: E(v), html: page({ font: F.arial, size: 11.5, pad: '44px 56px', css: `.cell{border:1px solid #000;padding:6px 8px;vertical-align:top}` }, `
<table style="width:100%">
<tr><td class="cell" style="width:66%">${v.court_name}<br>Court Address: 1790 W. Littleton Blvd.<br>Littleton, CO 80120</td><td class="cell c" rowspan="2" style="vertical-align:middle"><br><br>&#9650; COURT USE ONLY &#9650;</td></tr>
<tr><td class="cell">Plaintiff: ${v.plaintiff_name}<br><br>v.<br><br>Defendant: ${v.customer_name}</td></tr>
<tr><td class="cell">Attorney for Plaintiff:<br>${v.law_firm_name}<br>Megan E. Stroud, Atty. Reg. #48316<br>8055 E. Tufts Ave, Suite 700, Denver, CO 80237<br>Phone: (303) 555-0152 &nbsp; E-mail: ${v.lawyer_email}</td><td class="cell">Case Number: <b>${v.civil_number}</b><br><br>Division: A &nbsp;&nbsp; Courtroom: 31</td></tr>
<tr><td class="cell c b" colspan="2" style="font-size:13px">SUMMONS IN A CIVIL ACTION (COUNTY COURT)</td></tr></table>
<p style="margin-top:10px">To the above-named Defendant: ${v.customer_name}<br>${addr(a)}</p>
<p>You are hereby summoned and required to appear and answer or otherwise respond to the Complaint filed with the clerk of this court, on or before the date and time in the box below. If you fail to appear or file an answer or other response on or before the date and time shown, judgment by default may be entered against you for the relief demanded in the Complaint, which is a claim for money in the amount of <b>${money(v.lawsuit_amount)}</b>, plus interest, costs and reasonable attorney fees.</p>
<table style="width:100%"><tr><td class="cell" style="width:50%">Appear / Answer Date: December 4, 2026</td><td class="cell">Time: 8:30 a.m.</td></tr></table>
<p style="margin-top:8px">If you want to file an Answer or other response, you must pay the required filing fee. You may file a counterclaim. The Answer must be in writing and filed with the court on or before the date and time shown above. If you file an Answer, you must also send a copy of the Answer to the Plaintiff or the Plaintiff's attorney.</p>
<p>Complaint summary: Defendant owes Plaintiff, as assignee of Credit One Bank, N.A. (account ending 9920), an unpaid balance of ${money(v.lawsuit_amount)}. Charge-off date: 08/11/2025.</p>
<p>Dated: October 24, 2026</p>
<p>By: /s/ Megan E. Stroud<br>Attorney for Plaintiff</p>
<p class="tiny" style="margin-top:14px">JDF 94 (Rev. 7/15) SUMMONS IN A CIVIL ACTION (COUNTY COURT) &nbsp;&nbsp; Page 1 of 2</p>`) });
}

// ---------- 22 NJ Special Civil Part, Hudson County, attorney block top-left, Times ----------
{
  const a = { street: '512 Central Ave Apt 2', city: 'Jersey City', state: 'NJ', zip: '07307' };
  const v = { customer_name: 'Luis A. Hernandez', plaintiff_name: 'Velocity Investments, LLC', law_firm_name: 'Pressler Lanza & Ortiz, LLC',
    lawyer_email: 'scp@pressler-lanza.com', lawsuit_state: 'NJ', lawsuit_amount: 3385.60, civil_number: 'HUD-DC-004812-26', court_name: 'Superior Court of New Jersey, Law Division, Special Civil Part', a, lawsuit: true };
  add({ id: '22', state: 'NJ', layout: 'New Jersey Special Civil Part summons, attorney block top-left, two-column caption, Times', dpr: 2.0833, e: E(v), html: page({ font: F.times, size: 12.5 }, `
<p style="font-size:11.5px;line-height:1.3">${v.law_firm_name}<br>Attorney ID No. 012342009<br>7 Entin Road, Parsippany, NJ 07054<br>(973) 555-0161 &nbsp; ${v.lawyer_email}<br>Attorneys for Plaintiff</p>
<table style="width:100%;margin:10px 0;border-top:1px solid #000;border-bottom:1px solid #000"><tr>
<td style="width:50%;padding:8px;border-right:1px solid #000;vertical-align:top">${v.plaintiff_name}<br>Plaintiff(s)<br><br>vs.<br><br>${v.customer_name}<br>Defendant(s)</td>
<td style="padding:8px;vertical-align:top">${v.court_name}<br>Hudson County<br><br>Docket No: ${v.civil_number}<br><br>Civil Action<br><b>SUMMONS</b></td></tr></table>
<p>Plaintiff's Name &amp; Address: ${v.plaintiff_name}, 1800 Route 34N, Suite 305, Wall, NJ 07719</p>
<p>Defendant's Name &amp; Address: ${v.customer_name}, ${addr(a, ', ')}</p>
<p><b>From The State of New Jersey To The Defendant Named Above:</b></p>
<p>The plaintiff, named above, has filed a lawsuit against you in the Superior Court of New Jersey. The complaint attached to this summons states the basis for this lawsuit. If you dispute this complaint, you or your attorney must file a written answer or motion and proof of service with the deputy clerk of the Special Civil Part in the county listed above within 35 days from the date you received this summons, not counting the date you received it. The address of each deputy clerk of the Special Civil Part is provided. If the complaint is one in foreclosure, then you must file your written answer or motion and proof of service with the Clerk of the Superior Court.</p>
<p>If you do not file and serve a written answer or motion within 35 days, the court may enter a judgment against you for the relief plaintiff demands, which is <b>${money(v.lawsuit_amount)}</b> plus interest and costs of suit. If judgment is entered against you, a Special Civil Part Officer may seize your money, wages or property to pay all or part of the judgment.</p>
<p>If you cannot afford an attorney, you may call the Legal Services office in the county where you live or the Legal Services of New Jersey Statewide Toll-Free Hotline at 1-888-LSNJ-LAW (1-888-576-5529).</p>
<p>Hudson County Deputy Clerk, Special Civil Part, 595 Newark Avenue, Jersey City, NJ 07306, (201) 748-4600</p>
<p>Dated: 10/23/2026 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; /s/ Michelle M. Smith, Clerk of the Superior Court</p>
<p class="small">Name of Defendant to Be Served: ${v.customer_name} &nbsp;&nbsp; Date served: ____________</p>`) });
}

// ---------- 23 TX Harris County, Spanish-language citation (CITATORIO) ----------
{
  const a = { street: '8411 Bellaire Blvd Apt 1402', city: 'Houston', state: 'TX', zip: '77036' };
  const v = { customer_name: 'Guadalupe Hernández Ríos', plaintiff_name: 'Jefferson Capital Systems, LLC', law_firm_name: 'Bayou City Recovery Attorneys, PLLC',
    lawyer_email: 'demandas@bayoucityrecovery.com', lawsuit_state: 'TX', lawsuit_amount: 2157.34, civil_number: 'CV51-26-004812', court_name: 'Tribunal de Juez de Paz, Precinto 5, Lugar 1, Condado de Harris, Texas', a, lawsuit: true };
  add({ id: '23', state: 'TX', layout: 'Spanish-language Texas justice court citation (CITATORIO), Arial, boxes', dpr: 1.5625, e: E(v), html: page({ font: F.arial, size: 12.5, css: `.cell{border:1px solid #000;padding:6px 8px;vertical-align:top}` }, `
<p class="c b" style="font-size:16px">EL ESTADO DE TEXAS</p>
<p class="c b" style="font-size:20px">CITATORIO</p>
<p class="c">(Caso de Reclamo de Deuda)</p>
<p class="c b">${v.court_name}</p>
<p class="c small">6000 Chimney Rock Rd, Houston, TX 77081 &middot; Tel. (713) 274-0400</p>
<table style="width:100%;margin-top:6px">
<tr><td class="cell" style="width:50%">Número de Causa:<br><b style="font-size:15px">${v.civil_number}</b></td><td class="cell">Fecha de presentación: 20 de octubre de 2026</td></tr>
<tr><td class="cell">Demandante:<br><b>${v.plaintiff_name}</b><br>16 McLeland Road, Saint Cloud, MN 56303</td><td class="cell">Demandado:<br><b>${v.customer_name}</b><br>${addr(a)}</td></tr></table>
<p style="margin-top:10px" class="b">AVISO AL DEMANDADO: USTED HA SIDO DEMANDADO.</p>
<p>Puede contratar a un abogado. Si usted o su abogado no presentan una respuesta por escrito ante el Tribunal de Juez de Paz que emitió este citatorio antes del final del día 14 después del día en que se le entregó este citatorio, se podrá dictar un fallo en rebeldía en su contra. Su respuesta debe dirigirse al secretario del Tribunal de Juez de Paz en la dirección indicada arriba. No ignore este citatorio.</p>
<p>La petición del Demandante, cuya copia acompaña este citatorio, reclama la suma de <b>${money(v.lawsuit_amount)}</b> más costas judiciales, por una deuda de tarjeta de crédito originalmente emitida por Merrick Bank, cuenta que termina en 6674.</p>
<p>Para más información, consulte la Parte V de las Reglas de Procedimiento Civil de Texas. Es posible que usted califique para asistencia legal gratuita o de bajo costo. Más información en www.texaslawhelp.org.</p>
<table style="width:100%"><tr><td class="cell" style="width:55%">Abogado del Demandante:<br>${v.law_firm_name}<br>Lic. Mariana E. Castañeda<br>Colegio de Abogados de Texas No. 24101877<br>2500 West Loop South, Suite 410<br>Houston, TX 77027<br>(713) 555-0175<br>${v.lawyer_email}</td>
<td class="cell">EMITIDO Y OTORGADO bajo mi firma y sello del Tribunal el 21 de octubre de 2026.<br><br>Juez de Paz, Precinto 5, Lugar 1<br><br>Por: ______________ Secretario(a)</td></tr></table>
<p class="small" style="margin-top:8px"><b>CONSTANCIA DE ENTREGA:</b> Recibido el ___ de ________ de 2026 y entregado al Demandado en persona el ___ de ________ de 2026. Alguacil, Precinto 5, Condado de Harris.</p>`) });
}

// ---------- 24 NV Las Vegas Justice Court, two-column caption, small sans ----------
{
  const a = { street: '4550 E Charleston Blvd Apt 2093', city: 'Las Vegas', state: 'NV', zip: '89104' };
  const v = { customer_name: 'Jamal K. Whitaker', plaintiff_name: 'LVNV Funding LLC', law_firm_name: 'Desert Trust Legal Group, Ltd.',
    lawyer_email: 'nvlitigation@deserttrustlegal.com', lawsuit_state: 'NV', lawsuit_amount: 1588.20, civil_number: 'CC-26-00981-SP', court_name: 'Justice Court, Las Vegas Township', a, lawsuit: true };
  add({ id: '24', state: 'NV', layout: 'Nevada justice court summons, attorney block top-left, two-column caption, small DejaVu sans', dpr: 1.875, e: E(v), html: page({ font: F.dejavu, size: 11 }, `
<p style="line-height:1.3">Harold J. Benz, Esq.<br>Nevada Bar No. 13390<br>${v.law_firm_name}<br>7251 W. Lake Mead Blvd, Suite 300<br>Las Vegas, NV 89128<br>Tel: (702) 555-0165<br>${v.lawyer_email}<br>Attorney for Plaintiff</p>
<p class="c b" style="font-size:13px;margin-top:12px">${v.court_name.toUpperCase()}<br>CLARK COUNTY, NEVADA</p>
<table style="width:100%;margin:8px 0"><tr><td style="width:55%;vertical-align:top;border-right:1px solid #000;border-bottom:1px solid #000;padding:6px">${v.plaintiff_name}, a Delaware limited liability company,<br>c/o Resurgent Capital Services, 55 Beattie Place, Suite 110, Greenville, SC 29601<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${v.customer_name}; DOES I through X,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="padding:6px 10px;vertical-align:top">Case No.: ${v.civil_number}<br>Dept. No.: 4<br><br><b>SUMMONS &ndash; CIVIL</b></td></tr></table>
<p><b>NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</b></p>
<p>TO THE DEFENDANT(S): A civil Complaint has been filed by the Plaintiff against you for the relief set forth in the Complaint, namely the sum of ${money(v.lawsuit_amount)} plus costs.</p>
<p>1. If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must do the following: (a) File with the Clerk of this Court, whose address is shown below, a formal written response to the Complaint in accordance with the rules of the Court, with the appropriate filing fee. (b) Serve a copy of your response upon the attorney whose name and address is shown above.</p>
<p>2. Unless you respond, your default will be entered upon application of the Plaintiff and failure to so respond will result in a judgment of default against you for the relief demanded in the Complaint, which could result in the taking of money or property or other relief requested in the Complaint.</p>
<p>3. If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response may be filed on time.</p>
<p>Clerk of the Court: Regional Justice Center, 200 Lewis Avenue, Las Vegas, NV 89101 &nbsp;&nbsp; Date: 10/27/2026</p>
<p>By: ______________________ Deputy Clerk</p>
<div style="border:1px solid #000;padding:6px;margin-top:10px"><b>AFFIDAVIT OF SERVICE</b> &mdash; I served the Summons and Complaint on ${v.customer_name} at ${addr(a, ', ')} on November 2, 2026 by personal delivery. Registered process server License #2288.</div>`) });
}

// ---------- 25 OR Multnomah small claims, pro se plaintiff (own employee), boxes ----------
{
  const a = { street: '11830 SE Division St Apt 14', city: 'Portland', state: 'OR', zip: '97266' };
  const v = { customer_name: 'Thanh Huong Pham', plaintiff_name: 'Portfolio Recovery Associates, LLC', law_firm_name: null,
    lawyer_email: null, lawsuit_state: 'OR', lawsuit_amount: 948.17, civil_number: '26SC04812', court_name: 'Circuit Court of the State of Oregon for the County of Multnomah', a, lawsuit: true };
  add({ id: '25', state: 'OR', layout: 'Oregon small claims notice/claim form, boxes, plaintiff without attorney', dpr: 2.0833, e: E(v), html: page({ font: F.arial, size: 12, css: `.cell{border:1px solid #000;padding:6px 8px;vertical-align:top}.lab{font-size:10px;font-weight:bold}` }, `
<p class="c b" style="font-size:14px">IN THE ${v.court_name.toUpperCase()}<br>SMALL CLAIMS DEPARTMENT</p>
<p class="c small">In the ${v.court_name} &middot; Multnomah County Central Courthouse, 1200 SW 1st Avenue, Portland, OR 97204</p>
<table style="width:100%;margin-top:8px">
<tr><td class="cell" style="width:55%"><span class="lab">PLAINTIFF (name, address, phone)</span><br>${v.plaintiff_name}<br>by its employee, Cheryl A. Dunmore, authorized representative<br>120 Corporate Blvd, Norfolk, VA 23502<br>(877) 555-0144</td>
<td class="cell"><span class="lab">CASE NO.</span><br><b style="font-size:15px">${v.civil_number}</b><br><br><span class="lab">SMALL CLAIM AND NOTICE OF SMALL CLAIM</span></td></tr>
<tr><td class="cell"><span class="lab">DEFENDANT (name, address)</span><br>${v.customer_name}<br>${addr(a)}</td>
<td class="cell"><span class="lab">AMOUNT OF CLAIM</span><br>${money(v.lawsuit_amount)}<br><span class="small">plus filing fee and service costs</span></td></tr></table>
<p style="margin-top:10px"><b>CLAIM:</b> Defendant owes Plaintiff ${money(v.lawsuit_amount)} because: Defendant failed to pay the balance owed on a Comenity Bank (Ulta) credit account ending 2240, which was sold to Plaintiff. Plaintiff made a demand for payment before filing this claim.</p>
<p>I certify that I have made a bona fide effort to collect this claim before filing. Plaintiff is not represented by an attorney in this small claims matter.</p>
<p>Signature: ________________________ Date: 10/12/2026</p>
<p class="c b" style="margin-top:12px;font-size:14px">NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</p>
<p>Within 14 DAYS after receiving this notice you MUST do ONE of the following things in writing: (1) Pay the claim plus the filing fee and service expenses directly to the plaintiff; (2) File a Response with the court and pay the required fee, and demand a hearing; or (3) if the amount claimed exceeds $750, demand a jury trial. IF YOU DO NOT DO ONE OF THE ABOVE THINGS WITHIN 14 DAYS, the plaintiff may ask the court to enter a judgment against you for the amount claimed plus costs.</p>
<p class="small">If you have questions, contact the Small Claims Clerk at (503) 988-3022. You may want to consult a lawyer. Oregon State Bar Lawyer Referral Service: (503) 684-3763.</p>
<div class="box small" style="padding:6px;margin-top:8px">CERTIFICATE OF SERVICE: Served by certified mail, restricted delivery, to defendant at the address above on 10/15/2026.</div>`) });
}

// ---------- 26 NC Mecklenburg small claims magistrate summons (AOC-CVM style) ----------
{
  const a = { street: '2400 Beatties Ford Rd', city: 'Charlotte', state: 'NC', zip: '28216' };
  const v = { customer_name: 'Cornelius D. Battle III', plaintiff_name: 'Midland Credit Management, Inc.', law_firm_name: 'Piedmont Creditors Law, PLLC',
    lawyer_email: 'smallclaims@piedmontcreditors.com', lawsuit_state: 'NC', lawsuit_amount: 2630.75, civil_number: '26 CVM 4812', court_name: 'In The General Court Of Justice, District Court Division - Small Claims', a, lawsuit: true };
  add({ id: '26', state: 'NC', layout: 'North Carolina magistrate summons form (AOC style), boxes, Liberation Sans Narrow', dpr: 1.5625, e: E(v), html: page({ font: F.narrow, size: 13, pad: '44px 56px', css: `.cell{border:1px solid #000;padding:5px 7px;vertical-align:top}.lab{font-size:10px}` }, `
<table style="width:100%"><tr><td class="cell" style="width:60%"><b>STATE OF NORTH CAROLINA</b><br><br>Mecklenburg County</td><td class="cell"><span class="lab">File No.</span><br><b style="font-size:16px">${v.civil_number}</b><br><br>${v.court_name}</td></tr>
<tr><td class="cell"><span class="lab">Name And Address Of Plaintiff</span><br>${v.plaintiff_name}<br>350 Camino De La Reina, Suite 100<br>San Diego, CA 92108</td><td class="cell c b" style="font-size:15px;vertical-align:middle">MAGISTRATE SUMMONS<br><span class="lab" style="font-weight:normal">G.S. 7A-217, 7A-232; 1A-1, Rule 4</span></td></tr>
<tr><td class="cell"><span class="lab">Name And Address Of Defendant 1</span><br>${v.customer_name}<br>${addr(a)}<br><span class="lab">County:</span> Mecklenburg</td><td class="cell"><span class="lab">Date Summons Issued</span><br>10/29/2026<br><br><span class="lab">Magistrate</span> ____________</td></tr></table>
<p class="b" style="margin-top:8px">TO EACH OF THE DEFENDANT(S) NAMED ABOVE:</p>
<p>A small claim action has been filed against you. The plaintiff is seeking <b>${money(v.lawsuit_amount)}</b> on a debt owed (money owed on account, purchased from Credit One Bank, N.A.). A trial will be held before the magistrate at the date, time and place below.</p>
<table style="width:100%"><tr><td class="cell" style="width:33%"><span class="lab">Date Of Trial</span><br>12/10/2026</td><td class="cell" style="width:33%"><span class="lab">Time Of Trial</span><br>9:00 AM</td><td class="cell"><span class="lab">Location Of Court</span><br>Mecklenburg County Courthouse, 832 E. 4th Street, Courtroom 1150, Charlotte, NC 28202</td></tr></table>
<p style="margin-top:8px">You may want to consult an attorney. At the trial, you can present evidence and witnesses. If you do not appear, the magistrate may enter judgment against you for the amount claimed. You may file a written answer, but that will not excuse you from appearing at trial.</p>
<table style="width:100%"><tr><td class="cell"><span class="lab">Name And Address Of Plaintiff's Attorney</span><br>Renee T. Gaither, N.C. State Bar No. 48822<br>${v.law_firm_name}<br>4601 Park Road, Suite 450<br>Charlotte, NC 28209<br>(704) 555-0138 &nbsp; ${v.lawyer_email}</td>
<td class="cell"><span class="lab">RETURN OF SERVICE</span><br>I certify that this Summons and a copy of the complaint were received and served as follows: [X] By delivering to the defendant named above.<br>Date Served: 11/05/2026<br>Deputy Sheriff: ____________</td></tr></table>
<p class="tiny" style="margin-top:6px">AOC-CVM-100, Rev. 10/23 &copy; 2023 Administrative Office of the Courts</p>`) });
}

// Where a name is printed only in capitals on the page, the expected value is the capitalised text as printed.
const upper = { '15': ['law_firm_name', 'court_name'], '18': ['court_name'], '19': ['court_name'], '20': ['law_firm_name', 'court_name'], '24': ['court_name'] };
for (const d of docs) for (const k of upper[d.id] || []) d.e[k] = d.e[k].toUpperCase();
