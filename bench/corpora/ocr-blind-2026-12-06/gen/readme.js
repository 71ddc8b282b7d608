// Step 6: write ../README.md from the data objects, fonts.json and photos.json.
'use strict';
const fs = require('fs'), path = require('path');
const { docs, expected } = require('./data');
const { money } = require('./layouts');
const root = path.join(__dirname, '..');
const fonts = JSON.parse(fs.readFileSync(path.join(__dirname, 'fonts.json')));
const photos = JSON.parse(fs.readFileSync(path.join(__dirname, 'photos.json')));
const id = d => String(d.n).padStart(2, '0');
const esc = s => String(s).replace(/\|/g, '\\|');
const count = {}; docs.forEach(d => { const s = d.letter ? d.def.st : d.state; count[s] = (count[s] || 0) + 1; });
const special = {
  1: 'plaintiff tail "as assignee of …"; defendant box with labelled street/city/state/ZIP cells; e-service e-mail beside attorney e-mail',
  2: 'TO: block; no attorney e-mail printed (lawyer_email null) but a clerk e-mail; Spanish notice paragraph; officer\'s return',
  3: '§ caption; court title split over two § lines; a/k/a; address only in the body ("may be served at …", state spelled "Texas")',
  4: 'boxed caption, English/Spanish; Cook firm number; primary + secondary e-mail',
  5: '")" caption with the address under the name; plaintiff tail "a Delaware corporation"; total incl. costs',
  6: 'court name on 4 lines (first two one title); ":" caption; second defendant; labelled "last known address" line; interest + total',
  7: 'court name on 1 line; ")" caption with both addresses; "JUDGE ____"',
  8: 'mailed summons: address in an envelope window (upper-case mono), court return address, certified-mail and e-filing envelope numbers',
  9: 'labelled lines; defendant printed LAST, FIRST M.I.; payment e-mail beside attorney e-mail; $6,000 limit',
  10: 'two columns English | Spanish; attorney block top-left; defendant box at the bottom',
  11: 'attorney block top-left; ":" caption; two defendants; firm file number under the docket number; eCourts e-mail',
  12: 'mostly Spanish (citación), caption and court in English; address in a shaded "Demandado … Dirección" box',
  13: 'grid form, 6.5-pt labels, checkboxes; attorney inside a form box without e-mail (lawyer_email null); fee boxes; court e-mail',
  14: 'X-box caption (ruled 2×2 table) with the attorney block inside it; "John Does 1-10"; interest + total',
  15: 'form grid; "STATE OF NORTH CAROLINA" in its own cell (not part of court_name); attorney box without e-mail; principal/interest/total',
  16: 'split caption (state/county left, court right), "vs." centred; defendant printed LAST, FIRST M.I.; typewriter font; 15 % fee',
  17: 'boxed caption, bilingual numbered notice; attorney block top-left',
  18: 'line-numbered pleading paper; court title on two lines joined with a space; "John Doe Harjo" spouse; docket e-mail',
  19: 'civil warrant form; two-line court title joined with a space; costs advanced; $25,000 limit; clerk e-mail',
  20: 'unrepresented plaintiff (law_firm_name and lawyer_email null) with its own billing e-mail; a/k/a; typed sworn account with service charge and costs',
  21: 'parish court; "NO. … DIVISION "B"" line; "PLEASE SERVE:" block; 25 % attorney fee; firm in the same city',
  22: 'dotted-leader caption; a/k/a; "SERVE:" lines under the name; plaintiff tail "assignee of …"',
  23: 'boxed statement of claim; "State of Alabama / Unified Judicial System" cell (not part of court_name); loan checkbox; limit',
  24: 'attorney block in the page footer (and short signature block); filing fee in the caption; ORS fee statute',
  25: 'Colorado-style grid with "▲ COURT USE ONLY ▲"; attorney and defendant inside caption cells; $25,000 limit; answer fee',
  26: 'unrepresented plaintiff (credit union by its collections manager), plaintiff e-mail; defendant LAST, FIRST M.I.; total with costs',
  27: 'agency letter; address in an envelope window; itemization table (as-of balance, payment, total now); 50 % settlement offer; Spanish line',
  28: 'debt-buyer servicer letter; shaded sidebar with reference, charge-off balance, phones; three payment options; "will not sue you"',
  29: 'agency letter; address only in the tear-off coupon; interest at 12 %; licence number',
  30: 'law-firm letter announcing a filed suit; Re: block with court, case number, firm file number and account number; costs; settlement offer; payments e-mail',
};
let s = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-06)

## Who made it and how it is blind

Made by an AI helper session started for this purpose, working only from \`BRIEF.md\` in this folder and
general knowledge of what US state-court papers and collection letters look like. Nothing else under
\`/work\` was opened, listed, read or searched; the product under test and any earlier corpus were never
seen. The only outside thing used is \`playwright-core\` (loaded by path from \`/work/main/node_modules\`,
its files not read) to drive \`/usr/bin/chromium --no-sandbox\`; images were made with ImageMagick
\`convert\` 6.9 and the system fonts. No web access.

All people, street addresses, phone numbers (all 555-01xx), e-mail addresses, law firms, plaintiffs
and case numbers are invented. Court names are the names of real courts; court street addresses are
invented. Customer city/ZIP pairs are real pairs (streets invented). Form numbers and layouts are
invented, not copies of official forms.

## Files

- \`NN-clean.png\` — clean render, 1700×2200 px (8.5×11 in at 200 dpi), NN = 01…30.
- \`NN-photo.jpg\` — simulated phone photo of the printed page (see parameters below).
- \`truth.json\` — 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; both images of a document share one \`expected\`.
- \`gen/\` — generator scripts and intermediate outputs:
  - \`data.js\` — the data objects (one per document) and \`expected()\`, which derives the truth;
  - \`layouts.js\` — one HTML layout function per document, fed by the same objects;
  - \`build.js\` → \`gen/data.json\` (objects + expected) and \`gen/html/NN.html\`;
  - \`render.js\` → \`NN-clean.png\`, \`gen/text/NN.txt\` (the page's rendered text) and \`gen/fonts.json\` (fonts Chromium actually used, from CDP \`CSS.getPlatformFontsForNode\`);
  - \`photo.js\` → \`NN-photo.jpg\` and \`gen/photos.json\` (every photo's parameters);
  - \`check.js\` — checks each truth value against the rendered text; \`truth.js\` → \`truth.json\` plus image checks; \`readme.js\` → this file.
  - Rebuild: \`cd gen && node build.js && node render.js && node photo.js && node truth.js && node readme.js\`.

## Counts

- 30 documents, 60 images (30 clean + 30 photos).
- 26 court papers, 4 letters (3 collection letters without a suit, 1 law-firm letter announcing a filed suit).
- 18 states: ${Object.entries(count).map(([k, v]) => `${k} ${v}`).join(', ')}.
  Court papers: TX 3, IL 3, OH 3, NJ 3, MI 2, NC 2, AZ 2, TN 2, LA/KY/AL/OR/CO/MA 1 each. Letters (consumer's state): PA, GA, WA, MO.
- 30 layouts (every document has its own layout), ${new Set(docs.map(d => d.font)).size} font families (listed per document below).
- determine_if_lawsuit_exists: 27 true (26 court papers + the law-firm letter), 3 false.
- law_firm_name null: 5 (two unrepresented plaintiffs, three agency letters). lawyer_email null: 8 (docs 02, 13, 15 print an attorney without e-mail; 20 and 26 have no attorney; 27–29 are agency letters).

## Kinds of paper

Summons (04, 08, 10, 12, 13, 17, 25), magistrate summons (15), citation / notice of suit (02), petition (01 debt-claim form, 03 original petition,
21 petition on open account), complaint (05 small claims, 06, 07, 11, 14, 16, 18, 22, 24), civil warrant (19, 20),
small-claims notice / statement of claim forms (09, 23, 26), collection letters (27, 28, 29), law-firm suit letter (30).

## Distractors

Each page carries values a careless reader could take instead of the truth (per-document list in the table):
filing/service fees and court costs, separately stated interest, attorney fees (percentage fees in NC, LA, TX),
totals including costs or interest, jurisdictional limits ($5,000 KY, $6,000 OH/AL, $7,000 MA, $10,000 NC/AZ, $20,000 TX/NJ, $25,000 TN/CO/MI, $30,000 Cook, $50,000 IL LM/AZ arbitration, "$250,000 or less" Rule 47),
"as of"/charge-off balances and settlement offers (letters), plaintiff/firm/court/clerk addresses and phones,
clerk, e-service, secondary, docketing, notices, payment and plaintiff billing e-mails beside (or instead of) the attorney's,
e-filing envelope and certified-mail numbers, account/loan/patient/member/reference/file numbers next to the case number,
bar numbers (State Bar No., ARDC, P-numbers, BPR, KBA, OSB, Ohio registration, NJ attorney ID, ASB code, Colorado reg. no.), a/k/a names,
co-defendants, "John Does 1-10", a "John Doe" spouse.

## Truth conventions (as applied here)

- **customer_name**: first defendant / addressee in normal case, "First M. Last" with the middle initial as printed; no a/k/a, no co-defendant; names printed upper case or "LAST, FIRST M." are given in normal order.
- **plaintiff_name**: mixed case, without tails such as "as assignee of …", "a Delaware corporation", "successor in interest to …", "assignee of …" (tails present in 01, 05, 06, 22). Letters: the current creditor (27 Allegheny Ridge Funding, 28 Oconee Street Capital, 29 Rainier Valley Medical Partners — creditor and original provider; 30 the plaintiff).
- **law_firm_name**: the plaintiff's firm in mixed case as printed (letterheads and captions often print it upper case); null for the agency letters and for the two unrepresented plaintiffs (20, 26).
- **lawyer_email**: the attorney's own e-mail; null when no attorney e-mail is printed even if other e-mails are (02, 13, 15, 20, 26, 27–29).
- **lawsuit_state**: the court's state; letters: the consumer's state.
- **lawsuit_amount**: the principal claimed, never costs, fees, separately stated interest or totals. Letters 27–29: the "Total amount of the debt now" (balance demanded now), not the as-of balance or an offer. Letter 30: the amount the petition claims (also the balance).
- **civil_number**: exactly as printed without its label (e.g. 21 prints "NO. 26-01472 … DIVISION "B"" → \`26-01472\`); null for letters without a suit.
- **court_name**: title case with short words lower case (ordinals as "36th", "54-A"; "DuPage" kept), a leading "In the" dropped; lines that continue one title are joined with a space (03 "County Court" + "at Law No. 2"; 06 "Circuit Court of the" + "Twelfth Judicial Circuit"; 18 and 24 "…State of …" + "in and for / for the County of …"; 19 "General Sessions Court of" + "Davidson County, Tennessee"); separate heading lines are joined with ", ". All lines of the court's own heading block are included (13 "State of Michigan, 36th District Court, City of Detroit"; 22 "Commonwealth of Kentucky, Jefferson District Court, Civil Division"); a state/sovereign line printed in a separate cell or as the writ's heading is not (02 "THE STATE OF TEXAS", 15 and 16 "STATE OF NORTH CAROLINA"/"COUNTY OF WAKE", 23 "State of Alabama / Unified Judicial System"), nor are addresses or "Clerk of Courts". Letter 30: the court as named in its Re: block.
- **customer_street/city/state/zip**: the consumer's address with apartment/unit as printed on the same line; state as two letters even where the page spells it out (03 "Texas", 21 "Louisiana", 11 "New Jersey" in the body); ZIP as a 5-digit string (leading zeros kept: 07601, 08861, 07087, 01604).
- **determine_if_lawsuit_exists**: true for every court paper and for letter 30.

## Checks run

- \`check.js\`: every non-null truth value appears in the page's rendered text (case-insensitive, whitespace-normalised). Names printed last-name-first were matched in that order (09, 16, 26); multi-line court names were matched line by line when the joined form is not a literal substring; state codes were accepted spelled out when only the name is printed; amounts as "$1,234.56".
- \`truth.js\`: all 60 images exist; clean images are 1700×2200; photos are 1600×2133 (or 1200×1600 for every third document: 03, 06, …, 30); JPEG quality 55–85; page height 78–92 % of the frame with all four corners inside it; Chromium used the intended font for each page (CDP).

## Rendering

Chromium (headless, via playwright-core) renders each HTML page in a 816×1056 CSS-px viewport at device scale 1700/816, so 1 pt is a true point at 200 dpi.
Body text 9–12 pt (set per document, listed below), form labels, fine print and footers 6.5–8.5 pt. The font Chromium actually used was read back through the DevTools protocol and is recorded in \`truth.json\` (\`font\`) and \`gen/fonts.json\`; condensed faces are selected with \`font-stretch: condensed\` (Nimbus Sans Narrow is otherwise not matched). Signatures use Z003 or italics; a few check boxes use Liberation Sans.

## Photo simulation (gen/photo.js, ImageMagick, one image at a time, single thread)

For each page: a seeded random generator picks page height 79–91 % of the frame, rotation ±1–4°, keystone (far edge 0.90–0.985 of the near edge, top or bottom) plus a slight side tilt (0.965–1.0), a small off-centre shift, retrying until all corners are inside the frame;
a background texture (dark wood, light oak, walnut, grey laminate, off-white desk, dark blue blotter, green cutting mat, granite); an off-white paper tint; a blurred drop shadow;
an uneven light falloff (Shepards interpolation of a bright spot and corner levels 58–82 %); in ~40 % of photos a blurred hand/phone shadow band (multiply 55–73 %);
a colour cast (warm tungsten, cool daylight, greenish fluorescent, slight warm, slight magenta); Gaussian blur σ 0.45–1.15 px; Gaussian noise; JPEG 4:2:0 at quality 55–85.

| NN | size | page height | rotation | background | cast | shadow band | blur σ | noise | JPEG Q |
|---|---|---|---|---|---|---|---|---|---|
${docs.map(d => { const p = photos[id(d)]; return `| ${id(d)} | ${p.width}×${p.height} | ${Math.round(p.page_height_fraction * 100)} % | ${p.rotation_deg}° | ${p.background} | ${p.colour_cast} | ${p.shadow_band ? p.shadow_band.side : '—'} | ${p.blur_sigma} | ${p.noise} | ${p.jpeg_quality} |`; }).join('\n')}

## Documents

| NN | state | kind | layout | font (used) | court / case no. | plaintiff | customer | amount | special cases |
|---|---|---|---|---|---|---|---|---|---|
${docs.map(d => { const e = expected(d); const f = Object.entries(fonts[id(d)]).sort((a, b) => b[1] - a[1])[0][0];
  return `| ${id(d)} | ${e.lawsuit_state} | ${esc(d.kind)} | ${d.layout} | ${f} ${d.body} pt | ${e.court_name ? esc(e.court_name) + ' / ' + esc(e.civil_number) : '— (no suit)'} | ${esc(e.plaintiff_name)}${e.law_firm_name ? ' (' + esc(e.law_firm_name) + ')' : ' (no firm)'} | ${esc(e.customer_name)}, ${esc(e.customer_street)}, ${e.customer_city}, ${e.customer_state} ${e.customer_zip_code} | ${money(e.lawsuit_amount)} | ${esc(special[d.n])}. Distractors: ${esc(d.distractors.join(', '))} |`; }).join('\n')}
`;
fs.writeFileSync(path.join(root, 'README.md'), s);
console.log('README.md written', s.length, 'chars');
