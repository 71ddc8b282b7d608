// Writes ../README.md from the data objects, truth.json, render logs and photo log (so the tables cannot drift).
'use strict';
const fs = require('fs');
const path = require('path');
const { docs } = require('./data');
const { expected } = require('./truth');
const { usd } = require('./lib');
const OUT = path.resolve(__dirname, '..');
const nn = n => String(n).padStart(2, '0');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const plog = JSON.parse(fs.readFileSync(path.join(__dirname, 'photolog.json')));
const report = JSON.parse(fs.readFileSync(path.join(__dirname, 'check-report.json')));

const DISTRACTORS = {
  1: 'filing fee $54 + service fee $75, claim-plus-costs $2,976.16, JP limit $20,000, masked account no., court address/phone/e-mail, e-service e-mail, plaintiff P.O. box, SBN',
  2: 'attorney fees $2,500, Rule 47 "$250,000 or less", 5.50 % interest, service e-mail, bar no., plaintiff (Delaware) address',
  3: 'attorney fees $4,476.10, total demand $19,396.43, e-filing envelope no., district-clerk address/phone/e-mail, $75 service fee, second defendant',
  4: 'filing fee $348, service $60, e-filing envelope no., five other district addresses, secondary e-mail, clerk phone, attorney no.',
  5: 'costs $294, small-claims limit $10,000, account ending, reference no. HCR-22-88410, docketing e-mail, ARDC no., court address',
  6: 'separately stated interest $211.38 and total $2,175.45, payments e-mail, ARDC no., account ending',
  7: 'plaintiff address in the caption, 3 % interest, court-costs deposit $139, fax, registration no.',
  8: 'deposit for costs $325, e-filing confirmation no., summons no., clerk e-mail, court and plaintiff addresses, judge',
  9: 'filing fee $40, small-claims limit $6,000, second defendant, certified-mail article no., plaintiff address',
  10: 'filing fee $150, card ending 3391, plaintiff address, court phone, P-number; no attorney e-mail printed',
  11: "plaintiff's billing e-mail, filing/service fees, limit $7,000, patient account no.",
  12: 'sale proceeds $9,200, "exceeds $25,000" jurisdiction statement, e-file e-mail, judge, plaintiff address',
  13: 'statutory attorney fees $785.43, principal+fees $6,021.61, 8 % rate, e-service e-mail, plaintiff address, bar no.',
  14: 'filing $96, service $30, limit $10,000, second defendant, courthouse address',
  15: 'costs $58, Special Civil Part limit $20,000, filings e-mail, Legal Services phone, attorney ID',
  16: 'interest $1,904.22, attorney fees $3,222.03, John Does 1-10, plaintiff address, attorney ID',
  17: 'attorney fees $561.62, limit $10,000, filings/minute-entries e-mail, court address',
  18: 'arbitration limit $50,000, minuteentries e-mail, second defendant (Jane Doe), plaintiff tail',
  19: '8 % interest, county-court limit $25,000, Atty. Reg. #, court address',
  20: 'court costs $163.50, $25,000 limit, $4,000 exemption, plaintiff e-mail and phone; no attorney',
  21: 'district-court limit $5,000, 6 % interest, plaintiff address, KBA no.',
  22: 'interest $96.00, principal+interest $1,941.60, costs $245.00, limit $6,000, contract no.; no attorney',
  23: '25 % attorney fee $1,021.83, Division "A", plaintiff domicile',
  24: 'court-clerk e-mail in a FILED stamp, payments e-mail, "$10,000", OBA no., fax; no attorney e-mail printed',
  25: '"$50,000 or less" tier statement, court address, bar no.',
  26: 'amount-range X-boxes ($2,500), juris number, clerk phone, return date',
  27: '"as of" balance $2,415.80, fees $35, payment $100, settlement $1,410.48, reference no., original creditor',
  28: '"al 1 de febrero" balance $1,187.45, payment $55, settlement $736.09, plan 3 x $377.48, reference no., original creditor',
  29: 'principal $6,512.90 and interest $267.24 beside the balance, payments/disputes e-mails, file no., account ending, attorney I.D., a court where suit "could" be filed',
  30: 'court costs $143, settlement $2,735.79, file no., account ending, court-filings e-mail, WSBA no.',
};

const court = docs.filter(d => !d.letter), letters = docs.filter(d => d.letter);
const byState = {};
for (const d of court) byState[d.state] = (byState[d.state] || 0) + 1;
const ex = docs.map(expected);
const cnt = f => ex.filter(f).length;
const photos = Object.values(plog);
const range = (k, f = x => x) => { const v = photos.map(p => f(p[k])); return `${Math.min(...v)}–${Math.max(...v)}`; };
const esc = s => String(s).replace(/\|/g, '\\|');

let md = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-04)

## Who made it and how it is blind

Made by a helper session (an AI assistant) started by the project session, working only from the brief
\`/work/blind/ocr-brief-1204.md\` and general knowledge of US state court papers and collection letters.
It never saw the product: nothing under \`/work/main\` or \`/work/blind\` was opened, listed or searched except the brief and this
folder. The single exception named by the brief was used as allowed: \`require('/work/main/node_modules/playwright-core')\` to drive
\`/usr/bin/chromium --no-sandbox\` (its files were not read). No web access. Images were made with ImageMagick \`convert\` and the
system fonts. Everything is invented except the names of the courts (real courts) and the city/ZIP pairs (real):
people, firms, plaintiffs, street addresses, phones (all 555-01xx), e-mails and case numbers are fictitious.

## Files

| file | what |
|---|---|
| \`NN-clean.png\` (01–30) | clean render, 1700×2200 px (8.5×11 in at 200 dpi) |
| \`NN-photo.jpg\` (01–30) | simulated phone photo of the printed page |
| \`truth.json\` | 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; \`clean\` is \`true\` for the PNG, \`false\` for the photo; both images of a document share the same \`expected\` |
| \`gen/\` | generator: \`data.js\` (the data objects), \`lib.js\` (helpers, court-name rule), \`templates-a/b/c.js\` (one HTML template per document), \`truth.js\` (expected values from the same objects), \`render.js\` (Chromium renderer + text/font/fit log), \`photo.js\` (photo simulator), \`build.js\` (writes truth.json), \`check.js\` (checks), \`readme.js\` (writes this file); outputs \`html/\`, \`text/\` (rendered page text), \`renderlog/\` (fonts Chromium used, fit), \`photolog.json\` (photo parameters), \`check-report.json\` |

Rebuild: \`cd gen && node render.js all && node photo.js all && node build.js && node check.js && node readme.js\` (seeded; same output).

## Counts

- ${docs.length} documents, ${truth.length} images (${docs.length} PNG + ${docs.length} JPEG), ${truth.length} truth entries.
- ${court.length} court papers, ${letters.length} letters (3 collection letters without a suit — two agency letters, one law-firm letter — and 1 law-firm letter announcing a filed suit with court and case number).
- \`determine_if_lawsuit_exists\`: true ${cnt(e => e.determine_if_lawsuit_exists)}, false ${cnt(e => !e.determine_if_lawsuit_exists)}.
- \`law_firm_name\` null: ${cnt(e => !e.law_firm_name)} (${docs.filter(d => !d.firm).map(d => nn(d.n)).join(', ')}); \`lawyer_email\` null: ${cnt(e => !e.lawyer_email)} (${docs.filter((d, i) => !ex[i].lawyer_email).map(d => nn(d.n)).join(', ')}).
- Photos: ${photos.filter(p => p.W === 1600).length} at 1600×2133, ${photos.filter(p => p.W === 1200).length} at 1200×1600 (every third: 03, 06, …, 30).
- Kinds: court papers are summonses ×${docs.filter(d => /^summons|magistrate summons/.test(d.kind)).length}, complaints ×${docs.filter(d => /complaint/.test(d.kind)).length}, petitions ×${docs.filter(d => /petition/.test(d.kind)).length}, citations ×2, civil warrant, statement of claim, small-claims affidavit, notice of suit; plus 4 letters.

## States

Court papers: ${Object.entries(byState).map(([s, n]) => `${s} ${n}`).join(', ')} (= ${court.length}).
Letters (four further states): ${letters.map(d => `${d.state} (${nn(d.n)})`).join(', ')}.

## Layouts

Boxed forms with tiny labels and checkboxes (01, 04, 08, 09, 10, 11, 14, 20, 22, 26); a Colorado caption grid with an X-box court
selector and "COURT USE ONLY" box (19); captions with ")" columns (05, 06, 07, 24), "§" columns (02, 03), ":" columns (15, 16),
"vs."/"v." centred (17, 21, 23, 25), a ruled Michigan caption box with the attorney block inside it (12), the North Carolina two-column
state/county–court heading (13, 14), numbered Arizona pleading paper (18), a Louisiana NO./DIVISION/VERSUS/FILED caption (23).
Court names on 1–4 lines. Attorney blocks top left (15, 16, 17, 18, 25), at the bottom/signature (02, 03, 05, 06, 07, 13, 21, 23, 24),
inside form boxes (01, 04, 08, 09, 10, 14, 19, 26). The consumer's address appears in the caption (07, 12, 19, 24), a TO: block
(03, 08, 15, 25), a service block (06 "PLEASE SERVE", 21 "SERVE:", 23 "PLEASE SERVE"), a labelled address line (05, 09, 17), a
defendant box (01, 04, 10, 11, 14, 20, 22, 26), the body (02, 13, 16, 18) or an envelope window (27–30).
Name cases: second defendant (03, 09, 14, 18 "Jane Doe Lindqvist, husband and wife"), "John Does 1-10" (16), a/k/a (02), name printed
last-name-first (01, 26), USPS-style upper case without periods in envelope windows (27–30).
Bilingual English/Spanish notices (01, 03, 15 two columns, 17 two columns, 25; short Spanish lines in 11, 14, 27); one document mostly
in Spanish (28). Fonts: ${[...new Set(docs.map(d => d.font))].length} installed families (${[...new Set(docs.map(d => d.font))].join(', ')}; typewriter fill-ins in Nimbus Mono PS (20) and Liberation Mono (22)); body
${Math.min(...docs.map(d => d.bodyPt))}–${Math.max(...docs.map(d => d.bodyPt))} pt, labels/footers ${Math.min(...docs.map(d => d.labelPt))}–${Math.max(...docs.map(d => d.labelPt))} pt. The font Chromium really used
for every text node was read over CDP (\`CSS.getPlatformFontsForNode\`) and is what \`truth.json\` reports.

## Distractors

Filing/service fees and costs, interest stated separately, attorney fees (contractual, statutory 15 %, Louisiana 25 %, Texas Chapter 38),
totals including costs/interest/fees, jurisdictional limits and ranges (from the $2,500 Connecticut range box to the Texas Rule 47 "$250,000 or less"), "as of" balances and settlement offers in the
letters, the plaintiff's, firm's and court's addresses and phones, clerk/e-filing/e-service/secondary/payment/dispute/court-filings
e-mails next to the attorney's, e-filing envelope and confirmation numbers, account/reference/file/summons numbers near the case number,
bar/registration/juris numbers. Per document: see the table below.

## Truth conventions

- \`customer_name\`: first defendant/addressee in normal case with the middle initial as printed ("Derek J. Patterson" even where printed
  "PATTERSON, DEREK J."; "Latasha N. Greene" where the window prints "LATASHA N GREENE"); no a/k/a, no co-defendant.
- \`plaintiff_name\`: mixed case as printed, without tails ("as assignee of Coastal Pines Bank" (01), "a Delaware limited liability company"
  (02), "a Michigan limited liability company" (12), "an Arizona limited liability company" (18)). Letters: the current creditor (not the
  agency, not the original creditor).
- \`law_firm_name\`: the plaintiff's firm in mixed case; null for the agency letters (27, 28) and unrepresented plaintiffs (11 Michigan small
  claims, where attorneys may not appear; 20 pro-se business; 22 business filing through an agent). Letter 29 (law-firm collection
  letter, no suit) and 30 (suit letter) carry the firm.
- \`lawyer_email\`: the attorney's own address; secondary, filing, e-service, payment, dispute and court e-mails are never the answer.
  Null in 10 (form has no e-mail field) and 24 (only a payments e-mail and the clerk's e-mail are printed), and where there is no firm.
- \`lawsuit_state\`: the court's state; letters: the consumer's state.
- \`lawsuit_amount\`: the principal claimed (never costs, fees, separately stated interest, or totals including them); letters: the balance
  demanded now (27 $2,350.80 not the "as of" $2,415.80; 29 $6,780.14 — principal $6,512.90 + interest shown as its make-up; 30 $3,908.27).
- \`civil_number\`: exactly as printed without its label ("NO." / "Case No." / "Docket No." / "File No." / "Warrant No."); null without a suit.
- \`court_name\`: built by one rule from the printed heading lines (\`lib.courtName\`): lines of one title joined with a space, separate
  heading lines joined with ", ", a leading "In the" dropped, title case with short words lower case. State-only lines above the court
  ("State of Michigan", "Commonwealth of Kentucky", "State of Alabama — Unified Judicial System", "State of Connecticut", the North
  Carolina "State of North Carolina / County of …" column) are not part of the name. Null without a suit.
- \`customer_street\` includes the apartment/unit as printed; \`customer_state\` two letters (02 prints "Austin, Texas 78745");
  \`customer_zip_code\` five digits as a string.

## Special cases worth knowing

- 13 and 14 (North Carolina): court name "General Court of Justice, District Court Division[ - Small Claims]"; the county sits in the
  left State/County column and is not included.
- 19 (Colorado): the name comes from the checked X-box "County Court" plus the line "Arapahoe County, Colorado"; the unchecked
  "District Court" sits between them in the text.
- 07: "IN THE FRANKLIN COUNTY MUNICIPAL COURT, COLUMBUS, OHIO" is one printed line → "Franklin County Municipal Court, Columbus, Ohio".
- 10, 11 (Michigan forms): the county line under the court is a heading line → "36th District Court, Wayne County".
- 26 (Connecticut JD-CV-1): the amount is in the Comments box; the checked range box "less than $2,500" is a distractor.
- 28 is mostly Spanish; 29 says explicitly that no lawsuit has been filed but mentions where one could be; 30 names the court and case.
- 18: "Jane Doe Lindqvist" is a co-defendant (spouse), not the customer.

## Rendering

HTML from \`gen/templates-*.js\` filled only from \`gen/data.js\`; Chromium (playwright-core) with viewport 816×1056 CSS px and
deviceScaleFactor 1700/816, so CSS points are physical points on an 8.5×11 in page and the screenshot is exactly 1700×2200. Each page
is checked to fit above its footer (and its fill recorded); the page text (\`innerText\`) is saved to \`gen/text/NN.txt\`.

## Photo simulation (\`gen/photo.js\`, ImageMagick, seeded per document)

Background (${[...new Set(photos.map(p => p.bg))].join(', ')}) generated from noise/plasma, the page perspective-distorted with a
keystone (top/bottom/left/right, ${range('k')}) and rotated ${range('theta', Math.abs)}° (both signs), filling ${range('fillH')} of the frame
height with all four corners inside the frame, soft drop shadow, uneven light falloff (four-corner Shepards field, 62–100 %),
a hand/phone shadow band on ${photos.filter(p => p.band).length} photos, colour cast (${[...new Set(photos.map(p => p.castName))].join(', ')}), paper tint, Gaussian blur
σ ${range('blur')}, Gaussian noise ${range('noise')}, JPEG quality ${range('quality')} (4:2:0).

## Checks (\`gen/check.js\`) and result

For every document: both truth entries equal the value computed from the data object; every truth string appears in the rendered
page text (case-insensitive, whitespace-normalised; names also accepted last-name-first and without periods; each court heading line
checked; amounts as "1,234.56"; case numbers byte-exact; city + state/ZIP); the primary font Chromium used is the one asked for; the page
fits; \`NN-clean.png\` is 1700×2200; \`NN-photo.jpg\` has the right width, portrait shape, quality 55–85, and its page fills 78–92 % of
the height inside the frame. Result: ${report.filter(r => !r.problems.length).length}/${report.length} documents pass.

Problems found and fixed while building: 14 asked for "Nimbus Sans Narrow", but fontconfig resolves its regular face to a Type 1
\`.pfb\` that Chromium cannot use, so Chromium fell back to Liberation Serif — switched 14 to FreeSans. 02 overflowed the page at
11.5 pt — set to 10.5 pt with tighter leading. Several forms filled only 65–75 % of the page — body sizes raised (still ≤ 12 pt). 24's
FILED stamp overlapped the court heading — moved into the margin. 20 printed "INC.." — sentence reworded. The plasma desk backgrounds of
10 and 25 came out multicoloured — mapped to grey/brown tones and those two photos regenerated.

## Documents

| # | state | kind | court_name (truth) | civil_number | customer | plaintiff | amount | layout | font | distractors | photo |
|---|---|---|---|---|---|---|---|---|---|---|---|
`;
for (const d of docs) {
  const e = expected(d), p = plog[nn(d.n)], t = truth.find(x => x.id === d.id);
  md += `| ${nn(d.n)} | ${d.state} | ${esc(d.kind)} | ${esc(e.court_name || '—')} | ${esc(e.civil_number || '—')} | ${esc(e.customer_name)}, ${esc(e.customer_city)} ${e.customer_state} ${e.customer_zip_code} | ${esc(e.plaintiff_name)} | ${usd(e.lawsuit_amount)} | ${esc(d.layout)} | ${esc(t.font)} | ${esc(DISTRACTORS[d.n])} | ${p.W}×${p.H}, ${p.theta}°, ${p.keyKind} keystone, fill ${p.fillH}, ${p.bg}, ${p.castName}${p.band ? ', shadow band' : ''}, q${p.quality} |\n`;
}
fs.writeFileSync(path.join(OUT, 'README.md'), md);
console.log('README.md written', md.length, 'chars');
