// 06 — Missouri, Jackson County (16th Circuit), associate circuit: summons for service outside Missouri (consumer lives in Kansas).
module.exports = {
  data: {
    state: 'MO', kind: 'Summons for personal service outside the state (associate circuit)',
    layout: 'state-form table: judge/division and case number cells, plaintiff and "Plaintiff\'s/Petitioner\'s Attorney/Address" cells side by side, nature-of-suit code; defendant address after "The State of Missouri to:"; server\'s affidavit section',
    fontFamily: 'Carlito',
    court: { groups: [['IN THE 16TH JUDICIAL CIRCUIT COURT, JACKSON COUNTY, MISSOURI']], addr: '415 E. 12th Justice Walk, Kansas City, MO 64106', phone: '(816) 555-0170' },
    caseNo: '2616-CV28841', suit: true,
    plaintiff: { name: 'Copperline Financial Services, LLC' },
    firm: { name: 'Voss Kimura & Associates, LLC', atty: 'Hannah P. Voss', bar: '#61428', street: '4600 Madison Ave, Suite 810', city: 'Kansas City, MO 64112',
      phone: '(816) 555-0152', fax: '(816) 555-0153', email: 'hvoss@vosskimura.com' },
    def: { first: 'Robin', mi: 'A.', last: 'Delacroix', street: '1845 N. 38th St', city: 'Kansas City', st: 'KS', zip: '66102' },
    amt: { principal: 2209.75, interest: 174.33 },
  },
  render(d, L) {
    const { esc, money, capsName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'Carlito',sans-serif;font-size:10.5pt;line-height:1.25}
.page{padding:44px 56px 30px 56px}
.hd{text-align:center;font-weight:bold;font-size:12pt;border:2px solid #000;border-bottom:none;padding:6px}
table.f{width:100%;border:2px solid #000}
table.f td{border:1px solid #000;padding:4px 7px;vertical-align:top}
.lab{font-size:7.5pt;display:block;color:#111}
h2{text-align:center;font-size:13pt;margin:10px 0 6px}
.to{border:1px solid #000;padding:6px 10px;margin:6px 0 8px;display:flex;gap:20px}
.aff{border-top:3px double #000;margin-top:8px;padding-top:4px;font-size:8.5pt;line-height:1.3}
.ln{display:inline-block;border-bottom:1px solid #000;width:160px}
.foot{position:absolute;left:56px;right:56px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}</div>
<table class="f">
<tr><td style="width:52%"><span class="lab">Judge or Division:</span>DIVISION 42 (ASSOCIATE)</td><td><span class="lab">Case Number:</span><b style="font-size:12pt">${esc(d.caseNo)}</b></td></tr>
<tr><td><span class="lab">Plaintiff/Petitioner:</span>${esc(d.plaintiff.name.toUpperCase())}</td>
<td rowspan="2"><span class="lab">Plaintiff's/Petitioner's Attorney/Address:</span>${esc(f.atty.toUpperCase())}, ${esc(f.bar)}<br>${esc(f.name)}<br>${esc(f.street)}<br>${esc(f.city)}<br>Tel ${esc(f.phone)} · Fax ${esc(f.fax)}<br>${nw(f.email)}</td></tr>
<tr><td style="text-align:center">vs.</td></tr>
<tr><td><span class="lab">Defendant/Respondent:</span>${esc(capsName(df))}</td><td><span class="lab">Court Address:</span>${esc(c.addr)}<br>Civil Records ${esc(c.phone)}</td></tr>
<tr><td><span class="lab">Nature of Suit:</span>AC Suit on Account</td><td style="height:40px"><span class="lab">(Date File Stamp)</span>Filed 10/20/2026 09:14</td></tr>
</table>
<h2>Summons for Personal Service Outside the State of Missouri<br><span style="font-size:9.5pt;font-weight:normal">(Except Attachment Action)</span></h2>
<div class="to"><div style="white-space:nowrap"><b>The State of Missouri to:</b></div><div>${esc(capsName(df))}<br>Alias: —<br>${esc(df.street)}<br>${esc(cityLine(df))}</div></div>
<p>You are summoned to appear before this court and to file your pleading to the petition, a copy of which is attached, and to serve a copy of your pleading upon the attorney for the plaintiff/petitioner at the above address all within 30 days after service of this summons upon you, exclusive of the day of service. If you fail to file your pleading, judgment by default will be taken against you for the relief demanded in the petition.</p>
<p><b>Relief demanded in the petition:</b> principal balance of ${money(a.principal)}, plus statutory interest at 9% per annum (${money(a.interest)} accrued through 10/20/2026) and court costs.</p>
<p style="font-size:8.5pt">If you have a disability requiring special assistance for your court appearance, please contact the court at least 48 hours in advance of scheduled hearing. &nbsp; Date issued: 10/21/2026 &nbsp;&nbsp; Clerk: ____________________</p>
<div class="aff"><b>Officer's or Server's Affidavit of Service</b><br>
I certify that I am authorized to serve process in civil actions within the state or territory where the above summons was served. My official title is <span class="ln"></span> of <span class="ln" style="width:110px"></span> County, Kansas. I have served the above summons by: (check one)<br>
☐ delivering a copy of the summons and a copy of the petition to the defendant/respondent.<br>
☐ leaving a copy of the summons and a copy of the petition at the dwelling place or usual abode of the defendant/respondent with ____________________, a person at least 18 years of age residing therein.<br>
☐ (for service on a corporation) delivering a copy of the summons and petition to ____________________ (name) ____________ (title).<br>
served at <span class="ln" style="width:300px"></span> (address) in <span class="ln" style="width:90px"></span> County, __________ (state), on ____________ (date) at ________ (time).<br>
Printed name of sheriff or server <span class="ln" style="width:150px"></span> Signature of sheriff or server <span class="ln" style="width:150px"></span></div>
<div class="foot"><span>OSCA (modified) CV 4 — For Court Use Only: Document ID# 26-SMOS-3318</span><span>Page 1 of 1</span></div>`;
    return L.page(d, css, body);
  },
};
