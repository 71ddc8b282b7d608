// Documents 01-10 (court papers). All people, firms, addresses, numbers are invented.
'use strict';
const { m, sepCaption } = require('./common');
const docs = [];

// ---------------------------------------------------------------- 01 AK
{
  const x = {
    customer_name: 'Travis D. Olanna', plaintiff_name: 'Midland Funding, LLC',
    law_firm_name: 'Northbound Legal Group, LLC', lawyer_email: 'kfoss@northboundlegal.com',
    lawsuit_state: 'AK', lawsuit_amount: 3418.62, civil_number: '3AN-26-04817CI',
    court_name: 'District Court for the State of Alaska, Third Judicial District at Anchorage',
    customer_street: '4410 Wintergreen Ct Apt 3B', customer_city: 'Anchorage', customer_state: 'AK',
    customer_zip_code: '99508', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '01', state: 'AK', kind: 'court', font: 'Liberation Serif 12pt',
    layout: 'Complaint; attorney block top-left; two-line court title; ")" caption with case no. at right; numbered paragraphs; footer',
    expected: x,
    css: `.page{font-family:'Liberation Serif';font-size:12pt;line-height:1.32;padding:60px 84px}`,
    html: `
<div style="font-size:11pt;line-height:1.22">Kendra L. Foss (ABA No. 1411062)<br>NORTHBOUND LEGAL GROUP, LLC<br>3301 C Street, Suite 420<br>Anchorage, AK 99503<br>Tel: (907) 555-0142 &nbsp; Fax: (907) 555-0143<br>${x.lawyer_email}<br>Attorneys for Plaintiff</div>
<div class="c b" style="margin:22px 0 14px">IN THE DISTRICT COURT FOR THE STATE OF ALASKA<br>THIRD JUDICIAL DISTRICT AT ANCHORAGE</div>
${sepCaption(`MIDLAND FUNDING, LLC,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>TRAVIS D. OLANNA,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.`,
  `<br><br><br><br><br><br>Case No. ${x.civil_number}`, 8, ')', { rightAlign: 'top' })}
<div class="c b u" style="margin:12px 0 10px">COMPLAINT (DEBT &mdash; OPEN ACCOUNT)</div>
<p>Plaintiff Midland Funding, LLC, by and through counsel, alleges as follows:</p>
<p class="j">1.&nbsp;&nbsp;Plaintiff is a Delaware limited liability company authorized to do business in Alaska.</p>
<p class="j">2.&nbsp;&nbsp;Defendant resides at ${x.customer_street}, ${x.customer_city}, ${x.customer_state} ${x.customer_zip_code}, within the Third Judicial District.</p>
<p class="j">3.&nbsp;&nbsp;Defendant opened a credit account ending in 6621 with Comenity Bank (&ldquo;Original Creditor&rdquo;). The account was sold and assigned to Plaintiff on October 2, 2024, together with all rights to collect the balance.</p>
<p class="j">4.&nbsp;&nbsp;Defendant defaulted, and the account was charged off on May 30, 2024. After all just credits and offsets, the principal sum of $${m(x.lawsuit_amount)} remains due and owing.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant as follows:</p>
<p style="margin-left:36px">a.&nbsp;&nbsp;For the principal amount of $${m(x.lawsuit_amount)};<br>b.&nbsp;&nbsp;For prejudgment interest at 10.50% per annum from the date of filing;<br>c.&nbsp;&nbsp;For costs, including the filing fee of $150.00, and Civil Rule 82 attorney&rsquo;s fees of $341.86;<br>d.&nbsp;&nbsp;For such other relief as the Court deems just.</p>
<p>DATED at Anchorage, Alaska, this 14th day of January, 2026.</p>
<div style="margin-left:330px;margin-top:10px">NORTHBOUND LEGAL GROUP, LLC<br>Attorneys for Plaintiff<br><br>By: <span class="script">K. Foss</span><br><span class="sig">Kendra L. Foss, ABA No. 1411062</span></div>
<div class="foot" style="padding:0 84px;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px;margin:0 84px;padding-left:0;padding-right:0"><span>Midland Funding, LLC v. Olanna &mdash; Case No. ${x.civil_number}</span><span>COMPLAINT &mdash; Page 1 of 1</span></div>`,
  });
}

// ---------------------------------------------------------------- 02 AL
{
  const x = {
    customer_name: 'Lakeisha N. Pettaway', plaintiff_name: 'Portfolio Recovery Associates, LLC',
    law_firm_name: 'Tillman, Greer & Ocampo, LLC', lawyer_email: 'jgreer@tgolaw.com',
    lawsuit_state: 'AL', lawsuit_amount: 1962.40, civil_number: 'SM-2026-901234.00',
    court_name: 'District Court of Jefferson County, Alabama, Small Claims Division',
    customer_street: '2217 Avenue J', customer_city: 'Birmingham', customer_state: 'AL',
    customer_zip_code: '35218', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '02', state: 'AL', kind: 'court', font: 'Liberation Sans 9.5pt',
    layout: 'Boxed statement-of-claim form grid; side-by-side plaintiff/defendant boxes; claim amount box with costs/limit distractors; attorney box at bottom',
    expected: x,
    css: `.page{font-family:'Liberation Sans';font-size:9.5pt;line-height:1.3;padding:48px 52px}
      table.grid td{padding:4px 6px}`,
    html: `
<table class="grid">
<tr><td style="width:28%">State of Alabama<br>Unified Judicial System<br><span style="font-size:8pt">Form SC-1 &nbsp; Rev. 3/24</span></td>
<td style="width:44%" class="c"><span class="b" style="font-size:12pt">STATEMENT OF CLAIM</span><br><span style="font-size:8.5pt">(Small Claims &mdash; claims not exceeding $6,000.00)</span></td>
<td><span class="lbl">Civil Action No.</span><span class="b" style="font-size:11pt">${x.civil_number}</span></td></tr>
<tr><td colspan="3" class="c b" style="font-size:11pt;padding:7px">IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA<br>SMALL CLAIMS DIVISION</td></tr>
</table>
<table class="grid" style="margin-top:-1px">
<tr><td style="width:50%;height:118px"><span class="lbl">Plaintiff (name, address, phone)</span>
<b>PORTFOLIO RECOVERY ASSOCIATES, LLC</b><br>120 Corporate Blvd<br>Norfolk, VA 23502<br>(757) 555-0190</td>
<td><span class="lbl">Defendant (name, address)</span>
<b>LAKEISHA N. PETTAWAY</b><br>${x.customer_street}<br>${x.customer_city}, ${x.customer_state} ${x.customer_zip_code}<br><span style="font-size:8.5pt">Serve by: <span class="cb x"></span>Certified Mail &nbsp;<span class="cb"></span>Sheriff &nbsp;<span class="cb"></span>Process Server</span></td></tr>
<tr><td colspan="2"><span class="lbl">Statement of claim</span>
<p class="j" style="margin-top:3px">The Defendant owes the Plaintiff the sum stated below for money due on a credit card account (Account No. ending 4417) originally issued by Synchrony Bank / Lowe&rsquo;s and thereafter sold and assigned to Plaintiff. The account was charged off on 08/19/2024. Plaintiff has made demand and the Defendant has refused to pay. No part of this sum has been paid. Plaintiff does not seek post-charge-off interest.</p></td></tr>
</table>
<table class="grid" style="margin-top:-1px">
<tr><td style="width:34%"><span class="lbl">Amount of claim</span><span class="b" style="font-size:12pt">$ ${m(x.lawsuit_amount)}</span></td>
<td style="width:33%"><span class="lbl">Court costs (filing &amp; service)</span>$ 297.00</td>
<td><span class="lbl">Interest claimed</span>$ 0.00</td></tr>
<tr><td colspan="3" style="font-size:8.5pt">I certify that the total of the claim does not exceed the small claims limit of $6,000.00, exclusive of interest and court costs, and that Defendant is not in the military service of the United States.</td></tr>
</table>
<table class="grid" style="margin-top:-1px">
<tr><td style="width:50%;height:120px"><span class="lbl">Attorney for plaintiff (name, address, phone, e-mail)</span>
Jonathan P. Greer (GRE041)<br>TILLMAN, GREER &amp; OCAMPO, LLC<br>2100 First Avenue North, Suite 610<br>Birmingham, AL 35203<br>(205) 555-0117 &nbsp; ${x.lawyer_email}</td>
<td><span class="lbl">Signature of plaintiff or attorney</span><br><span class="script">Jonathan P. Greer</span><br><span class="lbl">Date</span>02/09/2026</td></tr>
<tr><td colspan="2" style="height:150px"><span class="lbl">Verification</span>
<p class="j" style="margin-top:3px">Before me, the undersigned authority, personally appeared the affiant, who being duly sworn, deposes and says that the facts stated in the foregoing Statement of Claim are true and correct, and that the amount of $${m(x.lawsuit_amount)} is justly due and owing by the Defendant to the Plaintiff.</p>
<br>Sworn to and subscribed before me on 02/09/2026. &nbsp;&nbsp;&nbsp;&nbsp; ______________________________ Notary Public<br><span style="font-size:8pt">My commission expires: 11/30/2028</span></td></tr>
<tr><td colspan="2" style="font-size:8pt;background:#eee"><b>FOR CLERK USE ONLY</b> &nbsp;&nbsp; Filing fee received $ ________ &nbsp;&nbsp; Receipt No. __________ &nbsp;&nbsp; Date filed ____/____/______ &nbsp;&nbsp; Clerk __________</td></tr>
</table>
<table class="grid" style="margin-top:10px"><tr><td style="font-size:9pt"><div class="b c" style="font-size:10.5pt;margin-bottom:3px">NOTICE TO DEFENDANT</div>
<p class="j">You have been sued. You must file an Answer with the Clerk of the District Court within <b>fourteen (14) days</b> after service of this Statement of Claim upon you, or a default judgment may be entered against you for the amount claimed plus court costs. Your Answer must state any defense you have to this claim. If you admit the claim but need time to pay, you may say so in your Answer. Answer forms are available from the Clerk at 716 Richard Arrington Jr. Blvd. N., Birmingham, AL 35203, telephone (205) 555-0160.</p>
<span class="cb"></span>Answer filed &nbsp;&nbsp; <span class="cb"></span>Default entered &nbsp;&nbsp; <span class="cb"></span>Set for trial on ____/____/______ at ____:____ __.M.</td></tr>
<tr><td style="font-size:8.5pt"><span class="lbl">Return on service</span>I certify that I personally delivered a copy of this Statement of Claim to ______________________________ in __________________ County, Alabama on ____/____/______. &nbsp;&nbsp; Server: ______________________</td></tr></table>
<div style="font-size:8pt;margin-top:8px" class="c">Original &ndash; Court &nbsp;&nbsp; Copy &ndash; Defendant &nbsp;&nbsp; Copy &ndash; Plaintiff</div>`,
  });
}

// ---------------------------------------------------------------- 03 AR
{
  const x = {
    customer_name: 'Marcus T. Whitfield', plaintiff_name: 'Cavalry SPV I, LLC',
    law_firm_name: 'Hollis Brandt, PLLC', lawyer_email: 'mcaskey@hollisbrandt.com',
    lawsuit_state: 'AR', lawsuit_amount: 5206.33, civil_number: '60CV-26-1432',
    court_name: 'Circuit Court of Pulaski County, Arkansas, Civil Division',
    customer_street: '1418 Rock Creek Pkwy, Apt 207', customer_city: 'Little Rock', customer_state: 'AR',
    customer_zip_code: '72211', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '03', state: 'AR', kind: 'court', font: 'Nimbus Roman 12pt',
    layout: 'Complaint; two defendants (husband/wife); plaintiff "as assignee of" tail; PLAINTIFF/DEFENDANTS labels right-aligned; attorney block at bottom',
    expected: x,
    css: `.page{font-family:'Nimbus Roman';font-size:12pt;line-height:1.35;padding:70px 90px}`,
    html: `
<div class="c b">IN THE CIRCUIT COURT OF PULASKI COUNTY, ARKANSAS<br>CIVIL DIVISION</div>
<div style="margin-top:20px">CAVALRY SPV I, LLC, as assignee of<br>CITIBANK, N.A.<span style="float:right">PLAINTIFF</span></div>
<div style="margin:8px 0">v.<span style="float:right">CASE NO. ${x.civil_number}</span></div>
<div>MARCUS T. WHITFIELD and<br>ANGELA R. WHITFIELD<span style="float:right">DEFENDANTS</span></div>
<div style="border-bottom:2px solid #000;margin:10px 0 14px"></div>
<div class="c b">COMPLAINT</div>
<p style="margin-top:8px">Comes now the Plaintiff, Cavalry SPV I, LLC, as assignee of Citibank, N.A., by and through its attorneys, Hollis Brandt, PLLC, and for its Complaint states:</p>
<p class="j">1.&nbsp;&nbsp;Separate Defendant Marcus T. Whitfield resides at ${x.customer_street}, ${x.customer_city}, Arkansas ${x.customer_zip_code}. Separate Defendant Angela R. Whitfield is an authorized user and resides at the same address.</p>
<p class="j">2.&nbsp;&nbsp;This Court has jurisdiction over the parties and subject matter, and venue is proper in Pulaski County.</p>
<p class="j">3.&nbsp;&nbsp;Defendants obtained credit from Citibank, N.A. on a Best Buy credit card account ending in 0388. Citibank, N.A. sold and assigned the account to Plaintiff on January 17, 2025. A copy of the Bill of Sale is attached as Exhibit &ldquo;A.&rdquo;</p>
<p class="j">4.&nbsp;&nbsp;Defendants defaulted. There is now due and owing the sum of $${m(x.lawsuit_amount)}, exclusive of interest, costs and attorney&rsquo;s fees.</p>
<p class="j">WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally, in the amount of $${m(x.lawsuit_amount)}; for costs including the $165.00 filing fee; for post-judgment interest at the rate of 4.25% per annum; for a reasonable attorney&rsquo;s fee pursuant to Ark. Code Ann. &sect; 16-22-308; and for all other proper relief.</p>
<div style="margin-left:300px;margin-top:14px;line-height:1.25">Respectfully submitted,<br><br><span class="script">Meredith Caskey</span><br><span class="sig">Meredith A. Caskey, Ark. Bar No. 2011187</span><br>HOLLIS BRANDT, PLLC<br>425 W. Capitol Ave., Suite 1800<br>Little Rock, AR 72201<br>Phone: (501) 555-0166<br>${x.lawyer_email}<br>Attorneys for Plaintiff</div>`,
  });
}

// ---------------------------------------------------------------- 04 CT
{
  const x = {
    customer_name: 'Nathaniel J. Boudreau', plaintiff_name: 'Discover Bank',
    law_firm_name: 'Whitcombe & Lyle, LLC', lawyer_email: 'praman@whitcombelyle.com',
    lawsuit_state: 'CT', lawsuit_amount: 7884.15, civil_number: 'HHD-CV26-6187342-S',
    court_name: 'Superior Court, Judicial District of Hartford at Hartford',
    customer_street: '57 Fairfield Ave, 2nd Floor', customer_city: 'Hartford', customer_state: 'CT',
    customer_zip_code: '06114', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '04', state: 'CT', kind: 'court', font: 'Liberation Sans Narrow 9pt',
    layout: 'Civil summons form grid (checkbox amount ranges as distractors), party boxes, short complaint box, Spanish notice at bottom',
    expected: x,
    css: `.page{font-family:'Liberation Sans Narrow';font-size:9pt;line-height:1.25;padding:40px 46px}
      table.grid td{padding:3px 5px}`,
    html: `
<table style="width:100%"><tr><td style="width:34%;font-size:8.5pt">SUMMONS &ndash; CIVIL<br>JD-CV-1 Rev. 9-25<br>C.G.S. &sect;&sect; 51-346, 51-347, 51-349</td>
<td class="c"><span class="b" style="font-size:13pt">STATE OF CONNECTICUT</span><br><span class="b" style="font-size:12pt">SUPERIOR COURT</span><br>www.jud.ct.gov</td>
<td style="width:30%;font-size:8pt">See other page for instructions</td></tr></table>
<table class="grid" style="margin-top:6px">
<tr><td colspan="2" style="width:58%"><span class="lbl">Amount, legal interest or property in demand, exclusive of interest and costs, is:</span>
<span class="cb"></span>less than $2,500 &nbsp; <span class="cb x"></span>$2,500 through $14,999.99 &nbsp; <span class="cb"></span>$15,000 or more</td>
<td colspan="2"><span class="lbl">Return date (always a Tuesday)</span>March 17, 2026</td></tr>
<tr><td colspan="2"><span class="lbl">Address of court clerk (number, street, town and zip code)</span>95 Washington Street, Hartford, CT 06106</td>
<td><span class="lbl">Telephone number of clerk</span>(860) 555-0101</td><td><span class="lbl">Docket No.</span><b style="font-size:10pt">${x.civil_number}</b></td></tr>
<tr><td colspan="4"><span class="cb x"></span><b>Judicial District of Hartford at Hartford</b> &nbsp;&nbsp; <span class="cb"></span>Housing Session &nbsp;&nbsp; <span class="cb"></span>G.A. Number ____ &nbsp;&nbsp;&nbsp; <span class="lbl" style="display:inline">Case type code:</span> Major: C &nbsp; Minor: 10</td></tr>
<tr><td style="width:14%"><span class="lbl">First named plaintiff</span></td><td colspan="3"><b>DISCOVER BANK</b>, 502 E. Market Street, Greenwood, DE 19950</td></tr>
<tr><td><span class="lbl">First named defendant</span></td><td colspan="3"><b>BOUDREAU, NATHANIEL J.</b>, ${x.customer_street}, ${x.customer_city}, ${x.customer_state} ${x.customer_zip_code}</td></tr>
<tr><td><span class="lbl">Additional defendant</span></td><td colspan="3">&nbsp;</td></tr>
</table>
<div class="b" style="margin:8px 0 3px;font-size:10pt">NOTICE TO EACH DEFENDANT</div>
<div class="j" style="font-size:8.5pt;column-count:2;column-gap:18px">1. You are being sued. This paper is a Summons in a civil lawsuit. The complaint attached states what the plaintiff wants. 2. To respond, you or your attorney must file an Appearance form with the clerk at the above court address on or before the second day after the Return Date. 3. If you or your attorney do not file a written Appearance on time, a default judgment may be entered against you. 4. If you believe you have insurance that may cover the claim, notify your insurer. 5. If you have questions about the Summons and Complaint, talk to a lawyer quickly. The court staff is not allowed to give legal advice.</div>
<table class="grid" style="margin-top:8px">
<tr><td style="width:60%"><span class="lbl">Name and address of attorney, law firm or plaintiff if self-represented</span>
WHITCOMBE &amp; LYLE, LLC &nbsp; (Juris No. 438120)<br>One Corporate Center, 20 Church Street, Hartford, CT 06103</td>
<td><span class="lbl">Telephone / e-mail</span>(860) 555-0184<br>${x.lawyer_email}</td></tr>
<tr><td><span class="lbl">Signed (Commissioner of the Superior Court)</span><span class="script">Priya S. Raman</span> &nbsp; Priya S. Raman</td><td><span class="lbl">Date signed</span>02/11/2026</td></tr>
</table>
<table class="grid" style="margin-top:8px"><tr><td>
<div class="b c" style="font-size:10pt">COMPLAINT</div>
<p class="j" style="margin-top:3px">1. The plaintiff, Discover Bank, issued a credit card account to the defendant, Nathaniel J. Boudreau, of ${x.customer_city}, Connecticut. 2. The defendant used the account and agreed to pay for all charges made. 3. The defendant failed to make the payments required, and there is now due the balance of <b>$${m(x.lawsuit_amount)}</b>. 4. Demand has been made and the defendant has not paid. WHEREFORE the plaintiff claims money damages of $${m(x.lawsuit_amount)}, costs of suit (entry fee $360.00, marshal&rsquo;s fee $68.40), and interest under C.G.S. &sect; 37-3a.</p></td></tr></table>
<div style="border:1.5px solid #000;margin-top:8px;padding:5px 7px;font-size:8.5pt" class="j"><b>AVISO AL DEMANDADO:</b> Usted ha sido demandado. Este documento es una citaci&oacute;n en una demanda civil. Para responder, usted o su abogado deben presentar un formulario de Comparecencia ante el secretario del tribunal a m&aacute;s tardar el segundo d&iacute;a despu&eacute;s de la fecha de comparecencia. Si no presenta la Comparecencia a tiempo, se podr&aacute; dictar un fallo en rebeld&iacute;a en su contra. Para obtener servicios de int&eacute;rprete, llame a la secretar&iacute;a del tribunal.</div>
<table class="grid" style="margin-top:8px;font-size:8.5pt"><tr><td style="width:50%"><span class="lbl">For the plaintiff(s) please enter the appearance of</span>Whitcombe &amp; Lyle, LLC, 20 Church Street, Hartford, CT 06103 &nbsp; Juris No. 438120</td>
<td><span class="lbl">Name of person signing at left</span>Priya S. Raman</td></tr>
<tr><td><span class="lbl">If this summons is signed by a clerk</span>a. The signing has been done so that the plaintiff(s) will not be denied access to the courts. b. It is the responsibility of the plaintiff(s) to see that service is made in the manner provided by law.</td>
<td><span class="lbl">For court use only &mdash; file date</span>&nbsp;<br><br><span class="lbl">Number of plaintiffs: 1 &nbsp;&nbsp; Number of defendants: 1</span></td></tr></table>
<div style="font-size:7.5pt;margin-top:5px" class="r">Page 1 of 2 &nbsp;&nbsp; JD-CV-1</div>`,
  });
}

// ---------------------------------------------------------------- 05 DE
{
  const x = {
    customer_name: 'Tamara L. Gibbs', plaintiff_name: 'LVNV Funding LLC',
    law_firm_name: 'Brackenridge Kuhn, LLC', lawyer_email: 'sostrowski@brackenridgekuhn.com',
    lawsuit_state: 'DE', lawsuit_amount: 1147.85, civil_number: 'JP13-26-004512',
    court_name: 'Justice of the Peace Court of the State of Delaware in and for New Castle County, Court No. 13',
    customer_street: '23 Marrows Rd Apt C-4', customer_city: 'Newark', customer_state: 'DE',
    customer_zip_code: '19713', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '05', state: 'DE', kind: 'court', font: 'Liberation Serif 11.5pt',
    layout: 'Debt action complaint; four-line court name; ")" caption with party addresses; "assignee of" tail; jurisdiction-limit and interest distractors; attorney block bottom-left',
    expected: x,
    css: `.page{font-family:'Liberation Serif';font-size:11.5pt;line-height:1.33;padding:66px 86px}`,
    html: `
<div class="c b" style="line-height:1.25">IN THE JUSTICE OF THE PEACE COURT<br>OF THE STATE OF DELAWARE<br>IN AND FOR NEW CASTLE COUNTY<br>COURT NO. 13</div>
<div style="margin-top:18px">${sepCaption(`LVNV FUNDING LLC, assignee of<br>CREDIT ONE BANK, N.A.,<br>c/o Resurgent Capital Services<br>P.O. Box 10497, Greenville, SC 29603,<br><span style="margin-left:60px">Plaintiff,</span><br>v.<br>TAMARA L. GIBBS<br>${x.customer_street}<br>${x.customer_city}, ${x.customer_state} ${x.customer_zip_code},<br><span style="margin-left:60px">Defendant.</span>`,
  `Civil Action No. ${x.civil_number}<br><br><b>DEBT ACTION</b>`, 10)}</div>
<div class="c b u" style="margin:14px 0 8px">COMPLAINT</div>
<p class="j">1.&nbsp;&nbsp;Plaintiff is the assignee and current owner of a credit card account originally issued by Credit One Bank, N.A. to Defendant, account number ending in 9150.</p>
<p class="j">2.&nbsp;&nbsp;Defendant used the account, failed to make the required payments, and the account was charged off on March 3, 2025.</p>
<p class="j">3.&nbsp;&nbsp;The balance due and owing by Defendant to Plaintiff is $${m(x.lawsuit_amount)}. The amount in controversy is within this Court&rsquo;s jurisdictional limit of $25,000.00.</p>
<p class="j">WHEREFORE, Plaintiff demands judgment against Defendant in the amount of $${m(x.lawsuit_amount)}, plus court costs of $45.00 and post-judgment interest at the legal rate of 5.75% per annum.</p>
<div style="margin-top:26px;width:330px;line-height:1.25">BRACKENRIDGE KUHN, LLC<br><br><span class="script">Samuel Ostrowski</span><br><span class="sig">Samuel T. Ostrowski, Esq. (DE Bar #5127)</span><br>1201 N. Orange Street, Suite 7B<br>Wilmington, DE 19801<br>(302) 555-0129<br>${x.lawyer_email}<br><i>Attorney for Plaintiff</i></div>
<div style="position:absolute;right:86px;top:865px">Dated: February 2, 2026</div>
<div class="foot c" style="font-size:8pt">J.P. Civ. Form No. 1A (Debt) &middot; Rev. 2025</div>`,
  });
}

// ---------------------------------------------------------------- 06 HI
{
  const x = {
    customer_name: 'Kainoa R. Medeiros', plaintiff_name: 'American Express National Bank',
    law_firm_name: 'Kealoha Pruitt LLLC', lawyer_email: 'lcastro@kealohapruitt.com',
    lawsuit_state: 'HI', lawsuit_amount: 9312.07, civil_number: '1DRC-26-0003817',
    court_name: 'District Court of the First Circuit, Honolulu Division, State of Hawaii',
    customer_street: '94-1021 Waipahu St Unit 5', customer_city: 'Waipahu', customer_state: 'HI',
    customer_zip_code: '96797', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '06', state: 'HI', kind: 'court', font: 'DejaVu Serif 10.5pt',
    layout: 'Hawaii-style pleading: firm block top-left with bar numbers, three-line court title, ")" caption with "Civil No." and document list at right, attorney-fee-cap distractor',
    expected: x,
    css: `.page{font-family:'DejaVu Serif';font-size:10.5pt;line-height:1.38;padding:58px 78px}`,
    html: `
<div style="font-size:10pt;line-height:1.25">KEALOHA PRUITT LLLC<br>LEILANI M. CASTRO &nbsp;&nbsp;&nbsp; 10244-0<br>DAVID K. PRUITT &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; 8812-0<br>1001 Bishop Street, Suite 2150<br>Honolulu, Hawaii 96813<br>Telephone: (808) 555-0173<br>Email: ${x.lawyer_email}<br><br>Attorneys for Plaintiff<br>AMERICAN EXPRESS NATIONAL BANK</div>
<div class="c b" style="margin:18px 0 12px">IN THE DISTRICT COURT OF THE FIRST CIRCUIT<br>HONOLULU DIVISION<br>STATE OF HAWAII</div>
${sepCaption(`AMERICAN EXPRESS NATIONAL BANK,<br><br><span style="margin-left:90px">Plaintiff,</span><br><br>vs.<br><br>KAINOA R. MEDEIROS,<br><br><span style="margin-left:90px">Defendant.</span>`,
  `CIVIL NO. ${x.civil_number}<br>(Other Civil Action)<br><br>COMPLAINT; EXHIBIT &ldquo;A&rdquo;; SUMMONS`, 9)}
<div class="c b" style="margin:14px 0 8px">COMPLAINT</div>
<p class="j" style="text-indent:36px">Plaintiff AMERICAN EXPRESS NATIONAL BANK (&ldquo;Plaintiff&rdquo;), by and through its attorneys, Kealoha Pruitt LLLC, alleges and avers as follows:</p>
<p class="j" style="text-indent:36px">1.&nbsp;&nbsp;Defendant KAINOA R. MEDEIROS (&ldquo;Defendant&rdquo;) is a resident of the City and County of Honolulu, residing at ${x.customer_street}, ${x.customer_city}, Hawaii ${x.customer_zip_code}.</p>
<p class="j" style="text-indent:36px">2.&nbsp;&nbsp;Defendant applied for and was issued a charge card account ending in 31007. Defendant used the account and has failed to pay the balance due.</p>
<p class="j" style="text-indent:36px">3.&nbsp;&nbsp;There is presently due and owing from Defendant to Plaintiff the principal sum of $${m(x.lawsuit_amount)}, which amount is within the jurisdictional limit of this Court ($40,000.00).</p>
<p class="j" style="text-indent:36px">WHEREFORE, Plaintiff prays for judgment against Defendant for the principal sum of $${m(x.lawsuit_amount)}; reasonable attorneys&rsquo; fees pursuant to HRS &sect; 607-14, not to exceed 25% of the judgment ($2,328.02); costs of court; and such further relief as the Court deems just.</p>
<p style="margin-top:10px">DATED: Honolulu, Hawaii, January 27, 2026.</p>
<div style="margin-left:340px;margin-top:6px"><span class="script">Leilani Castro</span><br><span class="sig">LEILANI M. CASTRO</span><br>Attorney for Plaintiff</div>`,
  });
}

// ---------------------------------------------------------------- 07 ID
{
  const x = {
    customer_name: 'Shelby R. Gunderson', plaintiff_name: 'Capital One, N.A.',
    law_firm_name: 'Sawtooth Creditor Law, PLLC', lawyer_email: 'blindqvist@sawtoothcreditorlaw.com',
    lawsuit_state: 'ID', lawsuit_amount: 2281.55, civil_number: 'CV01-26-08841',
    court_name: 'District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada, Magistrate Division',
    customer_street: '3180 N Five Mile Rd', customer_city: 'Boise', customer_state: 'ID',
    customer_zip_code: '83713', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '07', state: 'ID', kind: 'court', font: 'C059 11pt',
    layout: 'Attorney block top-left (ISB no.), three-line court name incl. Magistrate Division, boxed caption with vertical rule, fee-category and attorney-fee distractors',
    expected: x,
    css: `.page{font-family:'C059';font-size:11pt;line-height:1.36;padding:56px 80px}`,
    html: `
<div style="line-height:1.2;font-size:10.5pt">Brent A. Lindqvist, ISB No. 9917<br>SAWTOOTH CREDITOR LAW, PLLC<br>950 W. Bannock Street, Suite 1100<br>Boise, ID 83702<br>Telephone: (208) 555-0138<br>Facsimile: (208) 555-0139<br>E-mail: ${x.lawyer_email}<br>Attorney for Plaintiff</div>
<div class="c up" style="margin:20px 0 12px;line-height:1.3">In the District Court of the Fourth Judicial District of the<br>State of Idaho, in and for the County of Ada<br>Magistrate Division</div>
<table style="width:100%;border-collapse:collapse"><tr>
<td style="width:52%;border-right:1px solid #000;border-bottom:1px solid #000;padding:4px 10px 8px 0">CAPITAL ONE, N.A.,<br><br><span style="margin-left:80px">Plaintiff,</span><br>vs.<br><br>SHELBY R. GUNDERSON,<br><br><span style="margin-left:80px">Defendant.</span></td>
<td style="padding:4px 0 8px 14px;vertical-align:top">Case No. ${x.civil_number}<br><br><b>COMPLAINT</b><br><br><span style="font-size:9.5pt">Fee Category: A.A.<br>Filing Fee: $166.00</span></td></tr></table>
<p style="margin-top:14px" class="j">COMES NOW Plaintiff, Capital One, N.A., by and through its counsel of record, and for a cause of action against Defendant, alleges:</p>
<p class="j">1.&nbsp;&nbsp;Defendant is a resident of Ada County, Idaho, residing at ${x.customer_street}, ${x.customer_city}, ID ${x.customer_zip_code}.</p>
<p class="j">2.&nbsp;&nbsp;Defendant entered into a credit card agreement with Plaintiff (account ending 5532) and made purchases and/or cash advances on the account.</p>
<p class="j">3.&nbsp;&nbsp;Defendant has failed to pay as agreed. The unpaid balance of the account is $${m(x.lawsuit_amount)}, which is now due.</p>
<p class="j">4.&nbsp;&nbsp;Plaintiff has retained counsel and is entitled to reasonable attorney fees under Idaho Code &sect; 12-120(1) and (3). In the event of default, $350.00 is a reasonable attorney fee.</p>
<p class="j">WHEREFORE, Plaintiff prays for judgment against Defendant in the sum of $${m(x.lawsuit_amount)}; for costs of suit; for attorney fees as stated above; and for such other relief as is just.</p>
<p style="margin-top:8px">DATED this 5th day of February, 2026.</p>
<div style="margin-left:330px">SAWTOOTH CREDITOR LAW, PLLC<br><br><span class="script">B. Lindqvist</span><br><span class="sig">Brent A. Lindqvist</span></div>
<div class="foot" style="margin:0 80px;display:flex;justify-content:space-between;font-size:8.5pt"><span>COMPLAINT &ndash; 1</span><span>25-30418</span></div>`,
  });
}

// ---------------------------------------------------------------- 08 KS
{
  const x = {
    customer_name: 'Jerome P. Kowalczyk', plaintiff_name: 'Crown Asset Management, LLC',
    law_firm_name: 'Haskell & Dunmore, P.A.', lawyer_email: 'khaskell@haskelldunmore.com',
    lawsuit_state: 'KS', lawsuit_amount: 4609.90, civil_number: 'SG-2026-LM-002914',
    court_name: 'District Court of Sedgwick County, Kansas, Civil Department',
    customer_street: '1734 S Glendale St', customer_city: 'Wichita', customer_state: 'KS',
    customer_zip_code: '67218', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '08', state: 'KS', kind: 'court', font: 'P052 11pt',
    layout: 'Chapter 61 petition; a/k/a defendant; ")" caption; statute-limit and interest-rate distractors; attorney block bottom with bar no.',
    expected: x,
    css: `.page{font-family:'P052';font-size:11pt;line-height:1.36;padding:64px 84px}`,
    html: `
<div class="c b" style="font-size:12pt">IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS<br>CIVIL DEPARTMENT</div>
<div style="margin-top:20px">${sepCaption(`CROWN ASSET MANAGEMENT, LLC,<br><span style="margin-left:70px">Plaintiff,</span><br><br>v.<br><br>JEROME P. KOWALCZYK<br>a/k/a JERRY KOWALCZYK,<br>${x.customer_street}<br>${x.customer_city}, KS ${x.customer_zip_code},<br><span style="margin-left:70px">Defendant.</span>`,
  `Case No. ${x.civil_number}<br><br>Chapter 61`, 11)}</div>
<div class="c b" style="margin:14px 0 2px">PETITION</div>
<div class="c" style="margin-bottom:10px;font-size:10pt">(Pursuant to K.S.A. Chapter 61)</div>
<p class="j" style="text-indent:40px">Plaintiff, Crown Asset Management, LLC, for its cause of action against Defendant, states:</p>
<p class="j" style="text-indent:40px">1.&nbsp;&nbsp;Plaintiff is a Georgia limited liability company. Defendant is a resident of Sedgwick County, Kansas, and may be served at the address stated above.</p>
<p class="j" style="text-indent:40px">2.&nbsp;&nbsp;Defendant incurred a debt on a Merrick Bank credit card account ending 7741, which was subsequently purchased by and assigned to Plaintiff.</p>
<p class="j" style="text-indent:40px">3.&nbsp;&nbsp;Defendant defaulted under the terms of the account. Plaintiff is owed the sum of $${m(x.lawsuit_amount)}, which sum does not exceed $25,000.00 and is properly brought under Chapter 61.</p>
<p class="j" style="text-indent:40px">WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of $${m(x.lawsuit_amount)}, together with post-judgment interest at the rate of 12% per annum as provided by K.S.A. 16-204, the costs of this action, and such other relief as the Court deems just.</p>
<div style="margin-left:320px;margin-top:16px;line-height:1.25">Respectfully submitted,<br>HASKELL &amp; DUNMORE, P.A.<br><br><span class="script">Kristen Haskell</span><br><span class="sig">Kristen E. Haskell, #24817</span><br>8100 E. 22nd St. N., Bldg. 1400<br>Wichita, KS 67226<br>(316) 555-0152<br>${x.lawyer_email}<br>Attorneys for Plaintiff</div>
<div class="foot" style="font-size:7.5pt;margin:0 84px">THIS COMMUNICATION IS FROM A DEBT COLLECTOR. THIS IS AN ATTEMPT TO COLLECT A DEBT AND ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE.</div>`,
  });
}

// ---------------------------------------------------------------- 09 ME (pro se)
{
  const x = {
    customer_name: 'Gregory A. Thibodeau', plaintiff_name: 'Harbor View Family Dentistry, P.A.',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'ME', lawsuit_amount: 1385.00, civil_number: 'PORDC-SC-26-412',
    court_name: 'Maine District Court, Portland',
    customer_street: '88 Brackett St Apt 2', customer_city: 'Portland', customer_state: 'ME',
    customer_zip_code: '04102', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '09', state: 'ME', kind: 'court', font: 'Liberation Sans 10pt',
    layout: 'Small-claims statement of claim, boxed form; pro-se business plaintiff (no law firm), non-lawyer billing e-mail as distractor; filing-fee and limit distractors',
    expected: x,
    css: `.page{font-family:'Liberation Sans';font-size:10pt;line-height:1.3;padding:46px 54px}
      table.grid td{padding:4px 6px}`,
    html: `
<table style="width:100%"><tr><td style="width:50%" class="b">STATE OF MAINE<br>CUMBERLAND, ss.</td>
<td class="r" style="font-size:9pt">SC-001, Rev. 07/25<br>Small Claims</td></tr></table>
<div style="background:#000;color:#fff;font-weight:bold;font-size:13pt;padding:5px 8px;margin-top:6px">MAINE DISTRICT COURT &nbsp;&nbsp;<span style="font-weight:normal;font-size:11pt">STATEMENT OF CLAIM</span></div>
<table class="grid" style="margin-top:4px">
<tr><td style="width:50%"><span class="lbl">Location (town)</span><b>Portland</b></td><td><span class="lbl">Docket No.</span><b style="font-size:11pt">${x.civil_number}</b></td></tr>
<tr><td style="height:110px"><span class="lbl">Plaintiff (name, mailing address, telephone)</span><b>Harbor View Family Dentistry, P.A.</b><br>415 Forest Avenue<br>Portland, ME 04101<br>Tel. (207) 555-0126<br>billing@harborviewfamilydental.com</td>
<td><span class="lbl">Defendant (name, mailing address)</span><b>Gregory A. Thibodeau</b><br>${x.customer_street}<br>${x.customer_city}, ${x.customer_state} ${x.customer_zip_code}<br>Tel. (207) 555-0188</td></tr>
<tr><td colspan="2"><span class="lbl">The defendant owes the plaintiff</span><span style="font-size:13pt" class="b">$ ${m(x.lawsuit_amount)}</span> &nbsp; plus court costs. &nbsp;<span style="font-size:8.5pt">(Limit: $6,000.00 exclusive of interest and costs)</span></td></tr>
<tr><td colspan="2" style="height:160px"><span class="lbl">Reason for claim (describe briefly what happened and why the defendant owes this money)</span>
<p class="j" style="margin-top:3px">Defendant received dental treatment at our office between 04/08/2025 and 06/24/2025 (crown, root canal, two fillings). Total charges were $2,960.00. His insurance paid $1,275.00 and he paid $300.00 at the first visit. The remaining balance of $1,385.00 has not been paid. We sent statements on 07/01, 08/01, 09/02 and 10/01/2025 and a final notice on 11/14/2025. Defendant agreed to a payment plan of $115.00 per month but made no payments.</p></td></tr>
<tr><td colspan="2"><span class="cb x"></span>I have attempted to resolve this claim with the defendant before filing. &nbsp; <span class="cb"></span>Plaintiff requests mediation.<br><span class="cb x"></span>The defendant is not in the military. &nbsp;&nbsp; <span class="cb"></span>Plaintiff is represented by an attorney: ______________________</td></tr>
<tr><td><span class="lbl">Filing fee paid</span>$ 75.00 &nbsp;&nbsp; <span class="lbl" style="display:inline">Service by:</span> <span class="cb x"></span>Sheriff ($ 38.00)</td>
<td><span class="lbl">Date</span>January 20, 2026</td></tr>
<tr><td colspan="2" style="height:70px"><span class="lbl">Signature of plaintiff or authorized representative</span><span class="script">Denise Marchand</span><br>Denise Marchand, Office Manager, for Harbor View Family Dentistry, P.A. (self-represented)</td></tr>
</table>
<div style="font-size:8pt;margin-top:6px" class="j">NOTICE: The Court will send a notice of the hearing date to both parties. If the defendant fails to appear, the court may enter a default judgment. The plaintiff must bring all evidence and witnesses to the hearing. Interpreter services are available at no cost &mdash; call (207) 555-0100.</div>
<table class="grid" style="margin-top:10px;font-size:9pt"><tr><td colspan="2" style="background:#ddd" class="b">FOR COURT USE ONLY &mdash; NOTICE OF HEARING</td></tr>
<tr><td style="width:50%;height:54px"><span class="lbl">Hearing date and time</span>____/____/________ &nbsp; at ______ a.m./p.m.</td><td><span class="lbl">Place</span>Portland District Court, 205 Newbury Street, Portland, ME 04101</td></tr>
<tr><td style="height:48px"><span class="lbl">Clerk</span></td><td><span class="lbl">Date notice mailed</span></td></tr></table>
<div style="font-size:7.5pt;margin-top:6px" class="c">Court address: 205 Newbury Street, Ground Floor, Portland, ME 04101 &middot; www.courts.maine.gov</div>`,
  });
}

// ---------------------------------------------------------------- 10 MS
{
  const x = {
    customer_name: 'Latonya S. Freeman', plaintiff_name: 'Jefferson Capital Systems, LLC',
    law_firm_name: 'Magnolia Recovery Law, PLLC', lawyer_email: 'wbynum@magnoliarecoverylaw.com',
    lawsuit_state: 'MS', lawsuit_amount: 836.14, civil_number: 'J2-26-0731',
    court_name: 'Justice Court of Hinds County, Mississippi, District 2',
    customer_street: '5120 Hanging Moss Rd', customer_city: 'Jackson', customer_state: 'MS',
    customer_zip_code: '39206', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '10', state: 'MS', kind: 'court', font: 'URW Bookman 10pt',
    layout: 'Sworn-account complaint, centered VERSUS caption without column, "Cause No." label, itemized account table with charge-off figures as distractors; "a Georgia LLC" tail',
    expected: x,
    css: `.page{font-family:'URW Bookman';font-size:10pt;line-height:1.36;padding:62px 80px}
      table.acct{border-collapse:collapse;margin:6px auto 10px;width:78%} table.acct td{padding:2px 8px;border-bottom:1px dotted #555}`,
    html: `
<div class="c b" style="font-size:11.5pt">IN THE JUSTICE COURT OF HINDS COUNTY, MISSISSIPPI<br>DISTRICT 2</div>
<div class="c" style="margin-top:18px;line-height:1.5">JEFFERSON CAPITAL SYSTEMS, LLC,<br>a Georgia limited liability company<br><span class="b">PLAINTIFF</span><br><br>VERSUS &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; CAUSE NO. ${x.civil_number}<br><br>LATONYA S. FREEMAN<br><span class="b">DEFENDANT</span></div>
<div class="c b u" style="margin:16px 0 8px">COMPLAINT ON SWORN ACCOUNT</div>
<p class="j">COMES NOW the Plaintiff, Jefferson Capital Systems, LLC, by and through counsel, and files this its Complaint on Sworn Account against the Defendant, Latonya S. Freeman, an adult resident citizen of Hinds County, Mississippi, who may be served with process at ${x.customer_street}, ${x.customer_city}, MS ${x.customer_zip_code}, and would show unto the Court the following:</p>
<p class="j">1.&nbsp;&nbsp;Defendant is indebted to Plaintiff on an open account originated by WebBank (Fingerhut), account ending 2290, assigned to Plaintiff on 09/12/2024. The account is itemized as follows:</p>
<table class="acct"><tr><td>Balance at charge-off (06/30/2024)</td><td class="r">$1,036.14</td></tr>
<tr><td>Payments and credits since charge-off</td><td class="r">&minus;$200.00</td></tr>
<tr><td>Interest added since charge-off</td><td class="r">$0.00</td></tr>
<tr><td class="b">Balance now due</td><td class="r b">$${m(x.lawsuit_amount)}</td></tr></table>
<p class="j">2.&nbsp;&nbsp;Said sum is within the jurisdictional limits of this Court ($3,500.00). Attached hereto as Exhibit &ldquo;A&rdquo; is the Affidavit of Account.</p>
<p class="j">WHEREFORE, PREMISES CONSIDERED, Plaintiff demands judgment of and from the Defendant in the sum of $${m(x.lawsuit_amount)}, together with all costs of court (filing fee $125.00 paid), and post-judgment interest at the legal rate.</p>
<div style="margin-left:300px;margin-top:12px;line-height:1.25">RESPECTFULLY SUBMITTED,<br>JEFFERSON CAPITAL SYSTEMS, LLC<br><br>BY: <span class="script">W. H. Bynum</span><br><span class="sig">WALTER H. BYNUM, MSB #10442</span><br>MAGNOLIA RECOVERY LAW, PLLC<br>200 S. Lamar St., Suite 300<br>Jackson, MS 39201<br>Tel. (601) 555-0174<br>${x.lawyer_email}</div>`,
  });
}

module.exports = docs;
