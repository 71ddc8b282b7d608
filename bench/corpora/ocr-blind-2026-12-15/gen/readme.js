// Writes ../README.md from the same data objects, truth.json, render-report.json and photo-params.json.
'use strict';
const fs = require('fs');
const path = require('path');
const OUT = path.resolve(__dirname, '..');
const docs = [...require('./docs1'), ...require('./docs2'), ...require('./docs3')];
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json'), 'utf8'));
const rep = JSON.parse(fs.readFileSync(path.join(__dirname, 'render-report.json'), 'utf8'));
const pp = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'), 'utf8'));
const { money } = require('./lib');

// distractors placed on each page (what a careless reader might take instead of the truth)
const DIS = {
  '01': 'charge-off balance $3,612.87, payments $200, attorney fees $500, total $3,912.87, filing $54 / service $75, $20,000 limit, e-service and court e-mails, e-filing envelope no., SSN/DL fragments, bar no., court and plaintiff addresses',
  '02': 'second defendant (et al.) with her own Mesquite address, plaintiff office address, attorney fees $2,500, 5.5% interest, $250,000 relief statement, e-service e-mail, bar no., account ending 4471',
  '03': 'court address in Pharr (same city as the consumer), plaintiff address, attorney fees $350, costs $129, officer fee $75, notification e-mail, bar no., original-creditor account',
  '04': 'interest $212.40, court costs $75, total $2,245.52, plaintiff address, payments e-mail, service fee $50, bar no.',
  '05': 'interest $1,114.52, attorney fees $767.02, costs $218, total $9,519.73, clerk e-mail, P.O. box of plaintiff, bar no., account ending 2208',
  '06': 'interest $96.30, costs $81, total $1,041.85, court e-filing e-mail (no attorney e-mail), plaintiff phone/address, medical account no.',
  '07': 'costs $58, attorney fees $150, 6% interest, $50,000 jurisdictional limit, plaintiff Delaware address, return date, VSB no., account ending 5120',
  '08': 'auction proceeds $9,100, attorney fees $4,726.14, 8.9% interest, VIN, filing fee $97, sheriff fee and address, secondary firm e-mail',
  '09': '"as of" balance $2,157.33, $100 payment, costs $58, attorney fees $350, plaintiff account reference beside the case number, alternate filings e-mail, VSB no.',
  '10': 'balance at charge-off $6,514.78, $300 payments, $25,000 limit, filing fee $150, service-copies e-mail, P-numbers of attorney and judge',
  '11': 'interest $184.06, costs $115, total $3,030.96, $25,000 limit, firm file no., payments e-mail, affiant and notary names',
  '12': 'filing fee $55, fee schedule $30/$55/$75, $7,000 limit, plaintiff billing e-mail, patient account no.',
  '13': 'filing fee $97, $25,000 limit, 8% interest, e-filing ID, courtesy-copies e-mail, attorney reg. no., plaintiff address',
  '14': 'interest $1,322.45, attorney fees $1,461.75, answer fee $85, $7,500/$25,000 bands, payments e-mail, loan no., reference no.',
  '15': 'interest $311.20, docket fee $118, intake e-mail, S. Ct. no., firm file no., plaintiff address',
  '16': 'costs $94.50, $25,000 limit, certified-mail no., filings e-mail, two bar numbers, Kansas court address vs Missouri consumer',
  '17': 'attorney fees (25%) $1,279.41, cost deposit $200, Division "B" beside the suit no., bar roll no., account no., plaintiff New Orleans address',
  '18': 'cost deposit $250, Section 26 beside the docket no., fax, bar roll no., court address',
  '19': 'interest $742.81, costs $375, $50,000 tier, docketing e-mail, bar no., contract no., firm file no., plaintiff address in footer',
  '20': 'filing fee $60, $15,000 limit, plaintiff agent e-mail (not a lawyer), patient account no., plaintiff tail "as assignee of ..."',
  '21': 'interest $361.99, attorney fees $603.32, filing $46 / service $40, $5,000 claim band, CPF ID, e-filing envelope, filings e-mail, collection licence no.',
  '22': 'original loan $38,500, interest $2,904.11, attorney fees $4,862.82, 9.49% rate, court-notices e-mail, CPF no., loan and member account nos., plaintiff Lanham address in caption',
  '23': 'late fees $150, attorney fees $450, costs $113, total $3,558.00, monthly rent $1,465, leasing-office address (same building), payments e-mail, bar no.',
  '24': 'interest $1,288.40, $50,000 arbitration limit, second e-mail (docket), bar no., Jane Doe co-defendant',
  '25': 'Rule 82 fees $905.00, court address, fax, ABA no., account reference',
  '26': 'costs $80, 12% interest, electronic-service e-mail, bar no., court address in Providence',
  '27': '"as of" balance $2,431.06, interest $118.22, payment $50, settlement $1,499.57, agency e-mail and address, reference no., licence no.',
  '28': '"as of" balance $795.00, interest $47.50, settlement $505.50, instalments $280.84, agency e-mail, permit no., account nos.',
  '29': 'charge-off balance $5,402.10, interest $211.19, settlement $3,367.97, payments and disputes e-mails, file no., "no lawsuit has been filed" wording',
  '30': 'court costs $120, total incl. costs $5,000.14, info e-mail, fax, file/account/client reference nos.',
};

const t1 = docs.map(d => {
  const e = truth.find(t => t.id === d.id && t.clean).expected;
  const font = truth.find(t => t.id === d.id).font;
  return `| ${d.id} | ${e.lawsuit_state}${e.customer_state !== e.lawsuit_state ? ' (consumer ' + e.customer_state + ')' : ''} | ${d.kind} | ${e.court_name ?? '—'} | ${e.civil_number ? '`' + e.civil_number + '`' : '—'} | ${e.customer_name} | ${e.plaintiff_name} | ${e.law_firm_name ?? '—'} | ${e.lawyer_email ?? '—'} | ${money(e.lawsuit_amount)} | ${font} |`;
}).join('\n');
const t2 = docs.map(d => `| ${d.id} | ${d.layout} | ${DIS[d.id]} |`).join('\n');
const t3 = docs.map(d => {
  const p = pp[d.id];
  const fx = [p.shadow_band ? `shadow band from ${p.shadow_band.from_edge}` : '', p.glare ? 'glare spot' : '', p.thumb ? `thumb on ${p.thumb.side} margin` : '', p.defocus_corner ? `soft ${p.defocus_corner.corner.toUpperCase()} corner (σ ${p.defocus_corner.sigma})` : '', p.motion_blur ? 'hand shake' : '', p.paper_curl_px ? `curl ${p.paper_curl_px}px` : ''].filter(Boolean).join(', ');
  return `| ${d.id} | ${p.W}×${p.H} | ${p.background} | ${p.page_height_fill} | ${p.rotation_deg}° | ${p.keystone_top} / ${p.keystone_side} | ${p.light.falloff_min_pct}% | ${p.colour_cast.replace(/ #\w+$/, '')} | ${p.blur_sigma} | ${p.noise_attenuate} | ${p.jpeg_quality} | ${fx || '—'} |`;
}).join('\n');

const count = (f) => { const m = {}; for (const d of docs.filter(x => !x.letter)) { const k = f(d); m[k] = (m[k] || 0) + 1; } return Object.entries(m).map(([k, v]) => `${k} ${v}`).join(', '); };
const fontsUsed = [...new Set(Object.values(rep).flatMap(r => r.fonts.map(f => f[0])))].sort().join(', ');

const md = `# Blind OCR test corpus — US consumer-debt court papers and collection letters (2026-12-15)

## Who made it, and how it is blind

Made on 2026-12-15 by an AI assistant running as a helper session started by the project. It worked only from
\`BRIEF.md\` in this folder and general knowledge of what US state-court papers and collection letters look like.
It did not open, list or search any other file of the project (no product source, prompts, tests or earlier corpora),
and wrote only inside this folder. The one outside component used was \`playwright-core\` from \`/work/main/node_modules\`,
loaded with \`require()\` to drive \`/usr/bin/chromium --no-sandbox\`; its files were not read. No web access was used.
All people, street addresses, phone numbers (555-01xx), e-mail addresses, companies, law firms, account numbers and case
numbers are invented. Court names are real court names; court street addresses are invented; city/ZIP pairs are real.

## Files

| file | what |
|---|---|
| \`NN-clean.png\` (30) | clean render of document NN, 1700×2200 px = 8.5×11 in at 200 dpi |
| \`NN-photo.jpg\` (30) | simulated phone photo of the printed page; ~1600 px wide, every third (03, 06, …, 30) ~1200 px wide |
| \`truth.json\` | 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; both images of a document share \`expected\` |
| \`gen/\` | generator: \`lib.js\` (helpers, seal), \`docs1.js\` \`docs2.js\` \`docs3.js\` (data objects + HTML layout per document), \`build.js\` (render, text extraction, fonts, truth.json), \`photo.js\` (photo simulation), \`check.js\` (self-checks → \`check-report.txt\`), \`readme.js\` (this file) |
| \`gen/html/NN.html\`, \`gen/html/NN.txt\` | the exact HTML rendered and the text Chromium rendered from it (\`innerText\`) |
| \`gen/render-report.json\`, \`gen/photo-params.json\`, \`gen/check-report.txt\` | fonts used per page, truth-string checks, photo parameters, check results |

Rebuild: \`cd gen && node build.js && node photo.js && node check.js && node readme.js\` (sequential; ~15 min on 2 cores).

## Counts

- 30 documents, 60 images: 26 court papers and 4 letters (3 collection letters without a suit, 1 law-firm letter announcing a filed suit).
- Court papers by state: ${count(d => d.state)}.
- Letters by consumer state: VT (agency), ID (agency), DE (law firm, no suit), MT (law firm, suit filed).
- Kinds: petitions (01, 02, 15, 17), complaints (08, 11, 13, 21, 22, 24), summonses (05, 10, 14, 16, 19, 23, 25, 26), citations (03, 18),
  statements of claim (04, 06), warrants in debt (07, 09), small-claims forms (12, 20), letters (27–30).
- \`determine_if_lawsuit_exists\`: true for 27 documents (26 court papers + letter 30), false for 3 (27, 28, 29).
- \`law_firm_name\` null: 12, 20 (unrepresented plaintiffs), 27, 28 (agency letters). \`lawyer_email\` null: those four plus 06, 18, 25 (firm printed, no attorney e-mail).

## Truth conventions (\`expected\`)

- \`customer_name\`: first defendant / addressee, normal case, middle initial exactly as printed (with its period), full middle name where printed in full (05), suffix kept (09 "Jr."), particles kept in lower case where printed so (23 "de la Cruz") and as printed otherwise (12 "Vander Molen", 22 "St. Laurent"); never a co-defendant (02 et al., 11 John Doe, 23 "and all other occupants", 24 Jane Doe).
- \`plaintiff_name\`: as printed, in mixed case, without tails such as "as assignee of …", "as successor in interest to …", "by its agent …", "a Delaware limited liability company" (01, 05, 20, 23, 02). Letters: the current creditor the debt is owed to (27 Ridgeview Bank, N.A.; 28 Gem State Orthopedics, PLLC; 29 and 30 the debt buyer).
- \`law_firm_name\` / \`lawyer_email\`: the plaintiff's firm as printed in mixed case, and the attorney's own e-mail. Clerk, court, e-service, docketing, filings, payments, disputes, info and agent e-mails are distractors, never the truth.
- \`lawsuit_state\`: the court's state; letters: the consumer's state. \`customer_state\` may differ (16: Kansas court, Missouri consumer).
- \`lawsuit_amount\`: the principal claimed — never costs, filing/service fees, separately stated interest, attorney fees or totals including them, and not a charge-off or "as of" balance when the principal claimed differs from it (01, 09, 10). 23 (landlord): rent owed, not late fees. Letters: the total amount demanded now (27, 28, 29 "total amount of the debt now"; 30 "balance currently due"), not "as of" balances, settlement offers or totals including costs.
- \`civil_number\`: exactly as printed, without its label and without neighbouring division/section designations (17 Division "B", 18 Section 26 are separate).
- \`court_name\`: title case with short words lower case, a leading "In the" dropped, the lines of one title joined with spaces (02, 22, 24, 25), separate heading lines joined with ", " (e.g. 10 "State of Michigan, 36th District Court"; 18 "19th Judicial District Court, Parish of East Baton Rouge, State of Louisiana"). 03: the English heading lines of the band; the Spanish translation below them is not part of the name. 30: the court as named in the letter.
- \`customer_street\` (with apartment/unit as printed, e.g. "Apt B-7", "Unit 6", "#5"), \`customer_city\`, \`customer_state\`, \`customer_zip_code\` (5-digit string). Where a page prints the address only in capitals (06 stub, 09 printout, 27 window, 28) the truth is given in normal case; compare case-insensitively.
- Letters without a suit: \`civil_number\` and \`court_name\` null, \`determine_if_lawsuit_exists\` false.
- \`font\` in truth.json: the platform fonts Chromium actually used for at least 40 glyphs of the page (measured with CDP \`CSS.getPlatformFontsForNode\` over every element). \`layout\`: a short description of the layout.

## Special cases worth knowing

- 03 is mostly Spanish (citation text, labels, return); the court name band is English over a Spanish translation.
- 01 has English/Vietnamese headings; 19 has an English/Spanish/Vietnamese notice; 23 is bilingual English/Spanish in parallel columns; 14, 20, 27, 28 carry a Spanish line; 26 a Portuguese/Spanish interpreter line.
- 06: the consumer's address appears only on the detachable "Notice to Defendant" stub at the bottom.
- 09: clerk's monospace printout, all capitals; plaintiff account reference printed on the same line as the case number.
- 12, 20: unrepresented plaintiffs (dental practice; collection agency filing through its employee) — their own e-mails are not lawyer e-mails.
- 16: the consumer lives in Kansas City, Missouri and is sued in Johnson County, Kansas.
- 22: court name stacked as "IN THE / CIRCUIT COURT / FOR / PRINCE GEORGE'S COUNTY, / MARYLAND" in the right half of an asterisk caption.
- 24: pleading paper with printed line numbers 1–28 in the left margin.
- 26: the court name is printed only in a vertical strip (rotated 90°) down the left margin.
- 29: law-firm letter that says no lawsuit has been filed (mentions courts that might be used): \`determine_if_lawsuit_exists\` false, firm and attorney e-mail set.
- 30: law-firm letter reporting a filed suit with court and case number.
- Handwriting-style font (Z003) fills the blanks of 04 and 12 and signs most pages; typewriter-style fills in 20.
- Case-number styles: dashed (\`CC-26-01877-C\`), undashed (\`26MS014417\`, \`26C02961GC\`, \`26LA04421\`, \`C20262417\`, \`260904417\`), with spaces (\`26 SC 0417\`), with a leading county/court code (\`SG-2026-LM-008817\`, \`D-061-CV-26-014417\`, \`C-16-CV-26-002417\`, \`3AN-26-04417CI\`, \`6CA-2026-04417\`, \`DV-56-2026-0000412\`), Virginia \`GV…-00\`, Michigan \`…-GC\`/\`…-SC\`.

## Documents

| NN | state | kind | court_name | civil_number | customer | plaintiff | law firm | lawyer e-mail | amount | fonts (Chromium) |
|---|---|---|---|---|---|---|---|---|---|---|
${t1}

## Layouts and distractors

| NN | layout | distractors on the page |
|---|---|---|
${t2}

## Rendering

- HTML per document generated from one data object; the same object produces \`expected\` in truth.json (build.js), so the two cannot drift.
- Chromium via playwright-core, viewport 816×1056 CSS px (8.5×11 in at 96 px/in), deviceScaleFactor 1700/816 → 1700×2200 px PNG (200 dpi). Body text 9–12 pt, form labels and footers 6.5–8 pt.
- Fonts actually used (all installed system fonts): ${fontsUsed}. (Nimbus Sans Narrow is installed but Chromium does not select it, so it was not used.)
- After rendering, build.js checks that every non-null truth string occurs in the page's rendered text (\`innerText\`, case- and whitespace-insensitive; \`civil_number\` exact and case-sensitive; the amount as formatted with thousands separator; court_name part by part; state codes as code or full state name) and that no text runs off the page.

## Photo simulation (gen/photo.js, ImageMagick 6 \`convert\`, seeded per document)

Pipeline: printed-paper tone (toner dark grey, paper off-white) → optional gentle paper curl (\`-wave\`, stronger for soft surfaces) → perspective
distortion onto a 3:4 frame (keystone: top edge 0.80–0.88 of the bottom for angle shots on a car seat or bedspread, 0.90–0.99 otherwise; one side edge slightly shorter;
rotation 0.5–5°) → soft drop shadow on a procedural background (wood, dark wood, laminate, granite, carpet, tablecloth, perforated car-seat leather, checked bedspread)
→ off-centre radial light falloff plus a linear ramp → optional hand/phone shadow band, glare spot, thumb on a side margin, out-of-focus corner →
slight Gaussian blur (sometimes a little motion blur) → colour cast (multiply) and saturation change → Gaussian sensor noise → JPEG 4:2:0, quality 55–85.
The whole page is inside the frame in every photo; its vertical extent fills 75–93 % of the frame height.

| NN | size | background | page height fill | rotation | keystone top / side | light min | cast | blur σ | noise | JPEG q | extra effects |
|---|---|---|---|---|---|---|---|---|---|---|---|
${t3}

## Self-checks

See \`gen/check-report.txt\`: all 60 images exist (clean PNG 1700×2200; photos JPEG about 1600 or 1200 px wide, portrait, quality 55–85),
truth.json has 60 entries with the 13 keys and identical \`expected\` per document pair, every truth string was found in the rendered text, and
every photo's parameters are within the brief's ranges.
`;
fs.writeFileSync(path.join(OUT, 'README.md'), md);
console.log('README.md written', md.length, 'chars');
