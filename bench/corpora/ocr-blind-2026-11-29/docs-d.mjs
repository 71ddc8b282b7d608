import { money, F, page, addr, E } from './lib.mjs';
export const docs = [];
const add = d => docs.push(d);
// Letters: no court, no case number. plaintiff_name = the creditor the letter collects for, as printed.

// ---------- 27 MA collection letter, law-firm letterhead, Times ----------
{
  const a = { street: '88 Union St Apt 2', city: 'New Bedford', state: 'MA', zip: '02740' };
  const v = { customer_name: 'Ana Sofia Pereira', plaintiff_name: 'LVNV Funding LLC', law_firm_name: 'Harbor & Vail Collection Law, P.C.', lawyer_email: 'ma-accounts@harborvail-law.com',
    lawsuit_state: 'MA', lawsuit_amount: 1732.55, a, lawsuit: false };
  add({ id: '27', state: 'MA', layout: 'collection letter, law-firm letterhead, Times', dpr: 1.5625, e: E(v), html: page({ font: F.times, size: 13.5 }, `
<div style="border-bottom:2px solid #1b3a5c;padding-bottom:6px;margin-bottom:18px"><span style="font-size:22px;color:#1b3a5c;font-weight:bold">${v.law_firm_name}</span><br>
<span class="small">Attorneys at Law &middot; 75 Federal Street, Suite 1100, Boston, MA 02110 &middot; Tel. (617) 555-0199 &middot; ${v.lawyer_email}</span></div>
<p>November 3, 2026</p>
<p style="margin:18px 0">${v.customer_name}<br>${addr(a)}</p>
<table class="small" style="margin-bottom:14px"><tr><td style="padding-right:14px">Current Creditor:</td><td>${v.plaintiff_name}</td></tr><tr><td>Original Creditor:</td><td>Credit One Bank, N.A.</td></tr><tr><td>Account ending:</td><td>4471</td></tr><tr><td>Our File No.:</td><td>HV-MA-26-10422</td></tr><tr><td><b>Balance Due:</b></td><td><b>${money(v.lawsuit_amount)}</b></td></tr></table>
<p>Dear ${v.customer_name}:</p>
<p>This firm has been retained by ${v.plaintiff_name} to collect the balance due on the above-referenced account. As of the date of this letter, our client's records show that you owe <b>${money(v.lawsuit_amount)}</b>.</p>
<p>At this time, no attorney with this firm has personally reviewed the particular circumstances of your account. We are writing to give you an opportunity to resolve this balance voluntarily. Please call our office at (617) 555-0199 between 9:00 a.m. and 5:00 p.m. Monday through Friday to discuss payment options, or mail your payment to the address above.</p>
<p>Unless you, within thirty (30) days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by us. If you notify us in writing within the thirty-day period that the debt or any portion of it is disputed, we will obtain verification of the debt and mail a copy to you. Upon your written request within the thirty-day period, we will provide you with the name and address of the original creditor, if different from the current creditor.</p>
<p><b>NOTICE OF IMPORTANT RIGHTS:</b> You have the right to make a written or oral request that telephone calls regarding your debt not be made to you at your place of employment. Any such oral request will be valid for only ten days unless you provide written confirmation of the request postmarked or delivered within seven days of such request.</p>
<p>Sincerely,</p>
<p>${v.law_firm_name}</p>
<p class="small" style="margin-top:20px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>`) });
}

// ---------- 28 MN validation notice (itemization table), window-envelope layout, Arial ----------
{
  const a = { street: '2817 Bloomington Ave S Apt 3', city: 'Minneapolis', state: 'MN', zip: '55407' };
  const v = { customer_name: 'Abdirahman M. Yusuf', plaintiff_name: 'Midland Credit Management, Inc.', law_firm_name: 'Whitcomb Delgado Law Offices, PLLC', lawyer_email: 'validation@whitcombdelgado.com',
    lawsuit_state: 'MN', lawsuit_amount: 2330.00, a, lawsuit: false };
  add({ id: '28', state: 'MN', layout: 'validation notice letter with itemization table, window-envelope address block, Arial', dpr: 1.875, e: E(v), html: page({ font: F.arial, size: 11.5, css: `.it td{padding:3px 8px;border-bottom:1px solid #bbb}` }, `
<table style="width:100%"><tr><td style="width:55%;vertical-align:top;font-size:10.5px">${v.law_firm_name}<br>PO Box 64190<br>Saint Paul, MN 55164<br><br><br>
<span style="font-size:12px">${v.customer_name}<br>${addr(a)}</span></td>
<td style="vertical-align:top;font-size:11px;border:1px solid #000;padding:8px"><b>${v.law_firm_name}</b> is a debt collector. We are trying to collect a debt that you owe to <b>${v.plaintiff_name}</b>. We will use any information you give us to help collect the debt.<br><br>Reference: WDL-55310-26<br>Phone: (651) 555-0114<br>Email: ${v.lawyer_email}</td></tr></table>
<p class="b" style="font-size:14px;margin-top:18px">Our information shows:</p>
<p>You had a Synchrony Bank / Amazon credit card from Synchrony Bank with account number ending 8819.</p>
<table class="it" style="width:80%;margin:6px 0 12px 0">
<tr><td>As of January 2, 2025, you owed:</td><td class="r">$2,480.00</td></tr>
<tr><td>Between January 2, 2025 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">&ndash; $150.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>${money(v.lawsuit_amount)}</b></td></tr></table>
<p class="b" style="font-size:14px">How can you dispute the debt?</p>
<p>&bull; <b>Call or write to us by December 14, 2026, to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct.<br>&bull; If you write to us by December 14, 2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents.</p>
<p class="b" style="font-size:14px">What else can you do?</p>
<p>&bull; <b>Write to ask for the name and address of the original creditor, if different from the current creditor.</b> If you write by December 14, 2026, we must stop collection until we send you that information.<br>&bull; Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.<br>&bull; Contact us about your payment options.<br>&bull; Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
<div style="border-top:2px dashed #000;margin-top:16px;padding-top:8px"><b>How do you want to respond?</b> Mail this form to: ${v.law_firm_name}, PO Box 64190, Saint Paul, MN 55164<br>
[ ] I want to dispute the debt because I think: [ ] This is not my debt. [ ] The amount is wrong. [ ] Other.<br>[ ] I want you to send me the name and address of the original creditor.<br>[ ] I enclosed this amount: $__________</div>`) });
}

// ---------- 29 VA demand letter, Courier, threatens suit but none filed ----------
{
  const a = { street: '4415 Kecoughtan Rd', city: 'Hampton', state: 'VA', zip: '23661' };
  const v = { customer_name: 'Tamika S. Greene-Howard', plaintiff_name: 'Velocity Investments, LLC', law_firm_name: 'Kessler Brandt Law Offices', lawyer_email: 'kbrandt@kesslerbrandtlaw.com',
    lawsuit_state: 'VA', lawsuit_amount: 4018.36, a, lawsuit: false };
  add({ id: '29', state: 'VA', layout: 'demand letter, typewriter Courier, mentions possible suit', dpr: 2.0833, e: E(v), html: page({ font: F.courier, size: 12.5 }, `
<p class="c b" style="font-size:16px">${v.law_firm_name.toUpperCase()}</p>
<p class="c small" style="margin-top:-6px">${v.law_firm_name}<br>1 Columbus Center, Suite 600, Virginia Beach, VA 23462<br>Telephone (757) 555-0120 * ${v.lawyer_email}</p>
<p style="margin-top:18px">October 30, 2026</p>
<p>VIA FIRST CLASS MAIL</p>
<p>${v.customer_name}<br>${addr(a)}</p>
<p>RE: &nbsp; Creditor: ${v.plaintiff_name}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Original Creditor: Lending Club Bank, N.A.<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Account No.: XXXXXX2196<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Amount Due: ${money(v.lawsuit_amount)}</p>
<p>Dear Ms. Greene-Howard:</p>
<p>Please be advised that this office represents ${v.plaintiff_name} with regard to the above-referenced account. Our client has placed this account with us for collection. Demand is hereby made for payment of the balance of ${money(v.lawsuit_amount)}.</p>
<p>Our client has authorized us to consider filing a warrant in debt in the General District Court for the City of Hampton if this matter is not resolved. No decision to file suit has been made at this time, and no lawsuit has been filed. You may avoid further action by contacting this office to arrange payment.</p>
<p>If you have already paid this account, or if you believe you do not owe this amount, please notify us in writing so that we may review your account.</p>
<p>Federal law gives you certain rights. Unless you notify this office within 30 days after receiving this letter that you dispute the validity of this debt or any portion of it, this office will assume this debt is valid.</p>
<p>Very truly yours,</p>
<p>KESSLER BRANDT LAW OFFICES<br><br>Katherine L. Brandt, Esq.<br>VSB No. 88104</p>
<p class="small" style="margin-top:18px">THIS COMMUNICATION IS FROM A DEBT COLLECTOR AND IS AN ATTEMPT TO COLLECT A DEBT. ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE.</p>`) });
}

// ---------- 30 TN letter directly from debt buyer (no law firm), settlement table ----------
{
  const a = { street: '5120 Charlotte Pike Apt 310', city: 'Nashville', state: 'TN', zip: '37209' };
  const v = { customer_name: 'Wei-Ling Chen', plaintiff_name: 'Portfolio Recovery Associates, LLC', law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'TN', lawsuit_amount: 876.40, a, lawsuit: false };
  add({ id: '30', state: 'TN', layout: 'collection letter from debt buyer itself (no law firm), settlement options table, DejaVu sans', dpr: 1.5625, e: E(v), html: page({ font: F.dejavu, size: 11.5, css: `.opt td{border:1px solid #777;padding:5px 8px}` }, `
<table style="width:100%"><tr><td><span style="font-size:20px;font-weight:bold;color:#0a4d8c">PRA</span><br><span class="small">${v.plaintiff_name}<br>PO Box 12914, Norfolk, VA 23541<br>Toll-free (800) 555-0177 &middot; Mon-Fri 8am-9pm ET</span></td>
<td class="r small" style="vertical-align:top">Date: November 1, 2026<br>PRA Reference No.: 7734401992<br>Balance: ${money(v.lawsuit_amount)}</td></tr></table>
<p style="margin:24px 0">${v.customer_name}<br>${addr(a)}</p>
<p>Dear ${v.customer_name},</p>
<p>${v.plaintiff_name} purchased your Synchrony Bank (Walmart) account ending 5503 and is the current owner of this account. Our records show a balance of <b>${money(v.lawsuit_amount)}</b>.</p>
<p>We would like to help you resolve this account. Please review the savings options below. These options are available until December 15, 2026. We are not obligated to renew these offers.</p>
<table class="opt" style="width:100%;margin:8px 0"><tr style="background:#e8eef5"><td><b>Option</b></td><td><b>Payment(s)</b></td><td><b>You save</b></td></tr>
<tr><td>1 &ndash; One payment</td><td>$525.84 due by 12/15/2026</td><td>$350.56</td></tr>
<tr><td>2 &ndash; Six monthly payments</td><td>6 payments of $116.85</td><td>$175.30</td></tr>
<tr><td>3 &ndash; Monthly plan</td><td>As low as $50.00 per month</td><td>&ndash;</td></tr></table>
<p>Call us toll-free or visit www.portfoliorecovery.com to set up your payment. You can also mail a payment to the address above. Please include your reference number.</p>
<p>Because of the age of your debt, we will not sue you for it. We are required by regulation to notify you that, since this letter offers a settlement, the IRS may require us to report any forgiven balance.</p>
<p>Sincerely,<br>Customer Care Department<br>${v.plaintiff_name}</p>
<p class="small" style="margin-top:16px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Tennessee Collection Service Board License No. 1987.</p>`) });
}

// ---------- 31 WA pre-suit notice (names a court it may file in, but no case exists) ----------
{
  const a = { street: '2209 Hewitt Ave Apt 7', city: 'Everett', state: 'WA', zip: '98201' };
  const v = { customer_name: 'Ngozi A. Okonkwo', plaintiff_name: 'Cavalry SPV I, LLC', law_firm_name: 'Olympic Legal Recovery, PLLC', lawyer_email: 'notices@olympiclegalrecovery.com',
    lawsuit_state: 'WA', lawsuit_amount: 2964.05, a, lawsuit: false };
  add({ id: '31', state: 'WA', layout: 'pre-suit notice of intent letter naming a court (no case filed), Liberation Serif', dpr: 1.875, e: E(v), html: page({ font: F.times, size: 13 }, `
<table style="width:100%"><tr><td style="font-size:19px;font-weight:bold;letter-spacing:1px">${v.law_firm_name}</td><td class="r small">1420 Fifth Avenue, Suite 2200<br>Seattle, WA 98101<br>(206) 555-0183<br>${v.lawyer_email}</td></tr></table>
<hr>
<p>October 28, 2026</p>
<p>${v.customer_name}<br>${addr(a)}</p>
<p class="c b u" style="font-size:15px">NOTICE OF INTENT TO FILE LAWSUIT</p>
<p>Re: ${v.plaintiff_name} &nbsp;/&nbsp; Original creditor: Synchrony Bank (PayPal Credit) &nbsp;/&nbsp; Account ending 0661<br>Balance: ${money(v.lawsuit_amount)}</p>
<p>Dear ${v.customer_name}:</p>
<p>This firm represents ${v.plaintiff_name}, the current owner of the account referenced above. Our client has authorized this office to file a lawsuit against you in the Snohomish County District Court to recover the balance of ${money(v.lawsuit_amount)}, plus costs and statutory attorney fees, unless this account is resolved.</p>
<p><b>No lawsuit has been filed at this time.</b> If a lawsuit is filed, you will be personally served with a Summons and Complaint, and you will have the right to respond.</p>
<p>To avoid litigation, please contact our office within twenty (20) days from the date of this letter to make payment arrangements. We are willing to discuss a reasonable payment plan.</p>
<p>If you dispute this debt, or any portion of it, please notify us in writing and we will provide verification. If you have filed for bankruptcy protection, please provide us with your bankruptcy case number.</p>
<p>Sincerely,</p>
<p>${v.law_firm_name}<br><br>Daniel J. Whitcomb<br>WSBA #44176</p>
<p class="small" style="margin-top:16px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Washington collection agency license #CAC.990412.</p>`) });
}

// ---------- 32 MD settlement offer letter, small sans font ----------
{
  const a = { street: '6210 Belair Rd', city: 'Baltimore', state: 'MD', zip: '21206' };
  const v = { customer_name: 'Marcus A. Dupree Jr.', plaintiff_name: 'Jefferson Capital Systems, LLC', law_firm_name: 'Blue Ridge Receivables Law Group, PLLC', lawyer_email: 'settlements@blueridgerlg.com',
    lawsuit_state: 'MD', lawsuit_amount: 3902.18, a, lawsuit: false };
  add({ id: '32', state: 'MD', layout: 'settlement offer letter, small sans font, balance vs offer amounts', dpr: 2.0833, e: E(v), html: page({ font: F.arial, size: 10.5, pad: '56px 76px' }, `
<table style="width:100%"><tr><td><b style="font-size:15px">${v.law_firm_name}</b><br>Attorneys &amp; Counselors &middot; Licensed Maryland Collection Agency No. 6142</td><td class="r">10 E. Baltimore Street, Suite 1200<br>Baltimore, MD 21202<br>(410) 555-0147<br>${v.lawyer_email}</td></tr></table>
<p style="margin-top:30px">November 4, 2026</p>
<p style="margin:16px 0">PERSONAL &amp; CONFIDENTIAL<br>${v.customer_name}<br>${addr(a)}</p>
<table style="margin-bottom:12px"><tr><td style="padding-right:16px">Creditor:</td><td>${v.plaintiff_name}</td></tr><tr><td>Original creditor:</td><td>Fingerhut / WebBank</td></tr><tr><td>Our file no.:</td><td>BR-2611-0448</td></tr><tr><td>Current balance:</td><td>${money(v.lawsuit_amount)}</td></tr></table>
<p class="b" style="font-size:13px">SETTLEMENT OFFER</p>
<p>Dear Mr. Dupree:</p>
<p>Our client, ${v.plaintiff_name}, has authorized us to offer you the opportunity to resolve the above account for <b>$1,951.09</b>, which is 50% of your current balance of ${money(v.lawsuit_amount)}. To accept this offer, your payment must be received in our office on or before December 5, 2026. If you cannot make one payment, please call us to discuss a payment plan.</p>
<p>Upon receipt and clearance of the settlement amount, the account will be considered settled in full and our client will update the credit bureaus accordingly. This offer does not waive any of our client's rights if the settlement is not completed.</p>
<p>You may pay online at pay.blueridgerlg.com, by phone at (410) 555-0147, or by mailing a check or money order payable to "${v.law_firm_name} Trust Account" to the address above.</p>
<p>We are not obligated to renew this offer. Please note that at this time no attorney with this firm has personally reviewed the particular circumstances of your account.</p>
<p>Sincerely,</p>
<p>Settlement Department<br>${v.law_firm_name}</p>
<p class="tiny" style="margin-top:24px">This communication is from a debt collector and is an attempt to collect a debt. Any information obtained will be used for that purpose. If you have received a discharge in bankruptcy, this letter is for informational purposes only and is not an attempt to collect a debt from you personally.</p>`) });
}
