'use strict';
// Writes README.md: fixed prose below + tables generated from truth.json, render-info.json, photo-params.json, check-report.json.
const fs = require('fs');
const path = require('path');
const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const photo = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json')));
const check = JSON.parse(fs.readFileSync(path.join(__dirname, 'check-report.json')));
const render = JSON.parse(fs.readFileSync(path.join(__dirname, 'render-info.json')));

const TRAPS = {
  1: 'interest $412.09 stated separately; costs $93.00; total $3,923.71; $15,000 limit; e-file envelope #; filings e-mail; clerk e-mail; original creditor',
  2: 'interest $611.40; attorney fees $750.00; costs $163.00; client file no.; e-service e-mail; "Jane Doe" spouse; plaintiff\'s out-of-state address',
  3: 'statutory interest $684.19; total $5,810.96; Division 42; our file no.; "under $25,000"; second defendant; bar #',
  4: 'interest rate and date; costs $62.00; attorney\'s fees $1,187.15; second defendant; account / member no.; plaintiff e-mail; firm file ref.',
  5: '"as of" balance $3,812.40; interest/fees/payments lines; settlement $2,150.00; original creditor; agency, dispute and payment e-mails; licence no.',
  6: 'e-filing stamp "Filing #"; $8,000–$50,000 range; pre-judgment interest $1,107.73; $300.00 filing fee; Division 71; John Does 1-10; servicer tail; secondary e-mail; Florida Bar No.',
  7: 'filing fee $94.50; attorney fees $250.00; $10,000 limit; case code 31003; plaintiff address in Illinois; court address; Spanish/Hmong line',
  8: 'interest $187.30; attorney fees $350.00; costs $97.00; total $2,844.75; $10,000 limit; plaintiff\'s ref.; loan no.; attorney number',
  9: 'interest $744.65; 15 % attorney\'s fees $930.81; envelope no.; clerk e-filing e-mail; ZIP+4',
  10: 'interest $1,211.08; attorney fees $1,500.00; "John Doe" spouse; account no.; WSBA no.; firm address and phone in footer',
  11: 'interest $212.60; attorney fee $396.25; costs $98.14; $10,000 limit; account #; process server e-mail and fees',
  12: 'balance as of 09/30/2026 $1,361.02; payment $66.14; offers $776.93 / $323.72; bond no.; reference no.; dispute and pay e-mails',
  13: 'costs $58.50; sheriff\'s fee table; e-filing envelope no.; court address; consumer lives in Kansas',
  14: 'attorney\'s fees $4,213.39; 6 % interest; account ending; firm reference; a/k/a; docketing e-mail; VSB No.',
  15: 'filing costs $142.75; attorney fees $1,217.31; total $9,475.46; $12,000 limit; loan no.; OTN line; PA I.D. No.',
  16: 'attorney\'s fees $967.82; costs $186.00; $15,000 limit; Dept. No.; client account; e-service and clerk e-mails; Does / Roe Corporations',
  17: 'interest $231.06; costs $300.00; fees $500.00; $8,000 limit; section 05; plaintiff ref.; secondary e-mail; ADA phone',
  18: 'interest $148.96; costs $62.00; total $2,072.96; $15,000 limit; patient account; plaintiff billing e-mail; clerk e-mail; attorney has no e-mail',
  19: 'charges $1,214.00; insurance paid $301.84; adjustments $70.00; offer $673.73; permit no.; file #; agency e-mail',
  20: 'interest $1,296.40; "greater than $10,000"; case code 30301; FILED stamp; branch; State Bar No.',
  21: 'interest $889.12; a/k/a; file no.; account ending; e-service e-mail; attorney number',
  22: 'amount-range check boxes ($2,500 through $14,999.99); juris number; case-type codes; firm general e-mail; plaintiff\'s reference',
  23: 'interest $262.70; attorney fees $250.00; $100,000 limit; plaintiff\'s file; paralegal e-mail; court address',
  24: 'interest $286.44; filing fee $36.50; receipt no.; $5,000 limit; 12-claims count; MO Bar #',
  25: 'interest $418.09; attorney fees $736.91; Tier 1; loan no.; plaintiff\'s address in footer',
  26: 'court costs $129.00; settlement $4,250.00; payments e-mail; file no.; original creditor account; other attorneys listed',
  27: 'interest $124.20; costs $58.00; $5,000 limit; store account no.; plaintiff\'s office e-mail (owner, not a lawyer)',
  28: 'court costs $121.50; attorney fees $605.63; total $4,764.63; $12,000 limit; client account; Attorney I.D. No.',
  29: 'attorney\'s fees $1,082.78; process server registration; service fee',
  30: 'interest $377.15; account ending; service fee $75.00; attorney licence no.',
};

const clean = truth.filter(t => t.clean);
const esc = s => String(s).replace(/\|/g, '\\|');
let docTable = '| NN | state | kind | customer | amount | case number | court (truth) | font used | photo |\n|---|---|---|---|---|---|---|---|---|\n';
for (const t of clean) {
  const nn = t.file.slice(0, 2); const x = t.expected; const p = photo[`${nn}-photo.jpg`] || {};
  docTable += `| ${nn} | ${t.state} | ${esc(t.kind)} | ${esc(x.customer_name)} | ${x.lawsuit_amount.toFixed(2)} | ${x.civil_number ? '`' + x.civil_number + '`' : '—'} | ${x.court_name ? esc(x.court_name) : '—'} | ${t.font} | ${p.size ? p.size.join('×') : ''} |\n`;
}
let layoutTable = '| NN | layout | distractors |\n|---|---|---|\n';
for (const t of clean) { const nn = t.file.slice(0, 2); layoutTable += `| ${nn} | ${esc(t.layout)} | ${esc(TRAPS[+nn])} |\n`; }
let photoTable = '| photo | size | rotation ° | keystone (top / side) | page height fill | background | shadow band | cast | blur σ | noise σ | JPEG q |\n|---|---|---|---|---|---|---|---|---|---|---|\n';
for (const [f, p] of Object.entries(photo)) {
  photoTable += `| ${f} | ${p.size.join('×')} | ${p.rotation_deg} | ${p.keystone_top} / ${p.keystone_side} | ${p.page_height_frac} | ${p.background} | ${p.shadow_band ? p.shadow_band.kind + ' ' + p.shadow_band.strength : '—'} | ${p.colour_cast} | ${p.blur_sigma} | ${p.noise_sigma} | ${p.jpeg_quality} |\n`;
}
const modes = Object.entries(check.match_modes).map(([k, v]) => `| ${k} | ${Object.entries(v).map(([m, n]) => `${m} ${n}`).join(', ')} |`).join('\n');
const fontsUsed = {};
for (const t of clean) fontsUsed[t.font] = (fontsUsed[t.font] || 0) + 1;
const pv = Object.values(photo);
const rng = k => `${Math.min(...pv.map(p => p[k]))}–${Math.max(...pv.map(p => p[k]))}`;
const absRot = pv.map(p => Math.abs(p.rotation_deg));

const md = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-07)

30 synthetic one-page documents (26 court papers, 4 letters), each as a clean render and a simulated phone photo,
with the 13 expected fields in \`truth.json\`.

## Who made it, and how it is blind

Made by an AI helper session (Claude) started from inside the project, working only from \`BRIEF.md\` and general
knowledge of what US state court papers and collection letters look like. It never saw the product, its code, its
prompts, its outputs or any earlier corpus: nothing under \`/work\` was opened, listed or searched except \`BRIEF.md\`
and this folder; the only outside item used was \`require('/work/main/node_modules/playwright-core')\` to drive
\`/usr/bin/chromium --no-sandbox\` (its files were not read). No web access. All people, firms, e-mails, phone numbers
(555-01xx), street addresses and case numbers are invented; court names are real court names, court street
addresses are invented; city/ZIP pairs are real pairs.

## Files

| path | what |
|---|---|
| \`NN-clean.png\` (01–30) | clean render, 1700×2200 px (8.5×11 in at 200 dpi), RGB |
| \`NN-photo.jpg\` (01–30) | simulated phone photo of the printed page, 3:4 portrait, 1600×2133 or (every third: 03, 06, …, 30) 1200×1600 |
| \`truth.json\` | 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; both images of a document share \`expected\` |
| \`gen/lib.js\` | helpers: name/address/money formatting, the court-name rule, the truth builder, the page wrapper |
| \`gen/docs-a.js\`, \`docs-b.js\`, \`docs-c.js\` | the 30 data objects (01–10, 11–20, 21–30); each has the data and a \`render()\` printing from it |
| \`gen/build.js\` | writes \`gen/html/NN.html\`, renders \`NN-clean.png\`, saves page text \`gen/text/NN.txt\` and fonts used (\`gen/render-info.json\`), writes \`truth.json\` |
| \`gen/photo.py\` | makes \`NN-photo.jpg\` from \`NN-clean.png\` (numpy + ImageMagick \`convert\`), parameters in \`gen/photo-params.json\` |
| \`gen/check.js\` | the checks; result in \`gen/check-report.json\` |
| \`gen/make-readme.js\` | writes this README (tables generated from the JSON files) |
| \`gen/preview.sh\` | side-by-side preview helper used while designing |

Rebuild: \`node gen/build.js && python3 gen/photo.py && node gen/check.js && node gen/make-readme.js\`
(build.js and photo.py also take document numbers, e.g. \`node gen/build.js 7 12\`). Photos are deterministic (seed 20261207 + NN).

## Counts

- 30 documents, 60 images, 60 truth entries.
- 26 court papers: summonses (02, 09, 13, 16, 17, 20, 22, 25, 29, 30), complaints and petitions (03, 06, 10, 14, 15, 21, 23, 24),
  statements of claim, warrants in debt, notices of claim/suit and other small-claims forms (01, 04, 07, 08, 11, 18, 27, 28) —
  see the table for the exact kind of each.
- 4 letters: 3 collection-agency letters with no suit (05 AZ, 12 TX, 19 NC) and 1 law-firm letter announcing a suit already filed,
  with court and case number (26 OH).
- \`determine_if_lawsuit_exists\`: true ${clean.filter(t => t.expected.determine_if_lawsuit_exists).length}, false ${clean.filter(t => !t.expected.determine_if_lawsuit_exists).length}.
- \`law_firm_name\` null: ${clean.filter(t => t.expected.law_firm_name === null).length} (three agency letters, one unrepresented plaintiff);
  \`lawyer_email\` null: ${clean.filter(t => t.expected.lawyer_email === null).length} (those four plus 18, where the attorney prints no e-mail).

## States

Court papers: Georgia 3 (01, 09, 18), Virginia 3 (04, 14, 27), Missouri 3 (03, 13, 24), Washington 3 (02, 10, 23),
Pennsylvania 2 (15, 28), Florida 2 (06, 17), Wisconsin 2 (07, 20), Indiana 2 (08, 21), and one each from Oklahoma (11),
Nevada (16), Connecticut (22), Utah (25), South Carolina (29), Minnesota (30).
Letters from four further states: Arizona (05), Texas (12), North Carolina (19), Ohio (26).

Courts used (real court names): Magistrate Court of Fulton County / of Chatham County, State Court of Gwinnett County (GA);
Henrico County and Virginia Beach General District Courts (civil and small claims divisions), Circuit Court of Fairfax County (VA);
Circuit Court of St. Louis County (associate division), 16th Judicial Circuit (Jackson County), Circuit Court of Greene County
small claims (MO); Spokane County District Court, Pierce County Superior Court, Snohomish County District Court (WA);
Magisterial District Court 05-2-17 (Allegheny), Philadelphia Municipal Court (PA); County Courts of Orange and Miami-Dade
Counties (FL); Circuit Courts of Milwaukee and Dane Counties (WI); Marion County Small Claims Court, Pike Township Division,
Lake Superior Court (IN); District Court of Tulsa County (OK); Las Vegas Justice Court (NV); Superior Court, Judicial District
of Hartford (CT); Fourth Judicial District Court, Utah County (UT); Court of Common Pleas, Greenville County (SC);
Ramsey County District Court (MN); Franklin County Municipal Court (OH, in the letter).

Case-number styles: \`26MS083341\`, \`CV26-04172\`, \`26SL-AC31207\`, \`GV26011842-00\`, \`2026-CC-019274-O\`, \`2026SC019634\`,
\`49K06-2611-SC-004512\`, \`26-C-07718-S4\`, \`26-2-08831-7\`, \`SC-2026-08842\`, \`2616-AC08815\`, \`CL-2026-0017734\`,
\`MJ-05217-CV-0000388-2026\`, \`26C021477\`, \`2026-041187-SP-05\`, \`MCV26-04518\`, \`2026CV000911\`, \`45D04-2610-CC-001288\`,
\`HHD-CV26-6041187-S\`, \`EV26-01933\`, \`2631-SC00412\`, \`260401833\`, \`2026 CVF 041233\` (with spaces), \`SC-26-11-03-4418\`,
\`2026-CP-23-04418\`, \`62-CV-26-4412\`.

## Layouts

Every document has its own template (see the layout column below). Among them: two-column forms with labels under the
blanks (01, 07); boxed state-form grids (04, 13, 15, 22); caption drawn as a box of asterisks in a typewriter font (27);
captions with a column of ")" (03, 21, 29) or a vertical rule (02, 10, 23); split captions with state/county at the left and
court at the right (21, 29, 30); court name in a round seal-like block (18), in small capitals across the top (20), in three
ruled cells (07); pleading paper with line numbers (10); case number at top right (06, 28), in a box (04, 09, 18, 23), in the
footer only (20); attorney block at top right (02, 20, 23), top left (16, 25), centred in the body (09), at the bottom under a
signature line (03, 06, 14, 21, 29, 30), in the footer (10), or in a "Plaintiff's attorney" box (01, 07, 15, 28); the
consumer's address in a "Serve at:" block (02, 03, 09), return-of-service sections (11, 13, 29, 30), tables or party boxes (08, 15, 17, 18, 28),
label rows split street / city-state-zip (01, 07), a window-envelope position with postal barcode (12); a second defendant
(03, 04), "John Does 1-10" (06), Does I–X / Roe Corporations (16), unnamed marital-community spouses (02, 10), a/k/a names
(14, 21), names printed last-name-first (04, 08, 22, 23, 28), ALL CAPITALS with suffix (02 III, 09 JR., 29 SR.);
bilingual English/Spanish notices (07, 16, 25, 28, 19, 05) and one document mostly in Spanish (17). Body 9.5–11.5 pt,
form labels and footers 6.5–8 pt.

Fonts (checked with Chromium's DevTools \`CSS.getPlatformFontsForNode\`; the \`font\` field of truth.json is the face with
the most glyphs on the page): ${Object.entries(fontsUsed).map(([f, n]) => `${f} ${n}`).join(', ')}.
"Nimbus Sans Narrow" (a Type 1/URW face) was found to fall back silently to Liberation Serif in Chromium and was not used.

## Distractors

Filing fees and court costs, interest stated separately, attorney fees (incl. Georgia's 15 % statutory fee, one-third
contract fees), totals including them, jurisdictional limits ($5,000 … $100,000) and amount-range check boxes, "as of"
balances and payment lines, settlement offers and payment plans (letters), plaintiff / firm / court / clerk addresses and
phones, clerk, e-filing, e-service, secondary, docketing, paralegal, billing and payment e-mails beside the attorney's,
e-filing envelope and filing numbers, account / loan / file / reference / patient numbers next to the case number, bar,
juris, attorney-ID and licence numbers, original creditors, co-defendants, a/k/a names. The per-document list is in the
layout table.

## Truth conventions

- **customer_name** — the first defendant (letters: the addressee), normal case, middle initial as printed (23 prints a full
  middle name: "Minh Quang Tran"), suffix kept without a comma ("Darnell T. Whitfield Jr.", "Gerald W. Holloway III",
  "Clarence E. Moultrie Sr."), accents as printed ("María J. Ferrer"); no a/k/a, no co-defendant, no Does, no spouse.
  Names printed last-name-first or in capitals are given first-name-first in normal case.
- **plaintiff_name** — as printed, in mixed case; where a document prints it only in capitals, the mixed-case form keeps the
  printed punctuation ("Northgate Consumer Funding, LLC"). Tails dropped: "as assignee of …", "as successor in interest to …",
  "by and through its servicer …", "a Delaware limited liability company", "a Nevada limited liability company".
  Letters: the current creditor (not the original creditor, not the agency).
- **law_firm_name** — the plaintiff's firm as printed, mixed case (firms printed only in capitals are given in mixed case);
  null for the three agency letters and for 27 (plaintiff appears through its owner, small-claims division).
- **lawyer_email** — the plaintiff's attorney's own address; never e-service/secondary/docketing/pleadings/paralegal/
  payments/billing/clerk addresses. 22: the form's "e-mail address for delivery of papers" holds the attorney's own
  address, and the firm's general address is printed elsewhere. Null when none is printed (05, 12, 18, 19, 27).
- **lawsuit_state** — the court's state; letters: the consumer's state. 13: court in Missouri, consumer in Kansas
  (\`lawsuit_state\` MO, \`customer_state\` KS).
- **lawsuit_amount** — the principal claimed as a number, never costs, fees, separately stated interest or totals including
  them. Letters: the balance demanded now ("total amount of the debt now" / "current balance"), not "as of" amounts or
  settlement offers. 26 (letter with suit): the balance now equals the amount sued for.
- **civil_number** — exactly as printed, without its label ("Case No.", "C/A No.:", "Docket No.:", "Cause No.", "Court File
  No."); null for the three letters without a suit.
- **court_name** — title case, short words (of, the, and, for, in, at …) lower case, ordinals lower case ("16th"), a leading
  "In the" dropped, lines of one title joined with spaces, separate heading lines joined with ", ". Thus
  "IN THE COUNTY COURT OF THE / NINTH JUDICIAL CIRCUIT IN AND FOR / ORANGE COUNTY, FLORIDA" (one title over three lines) →
  "County Court of the Ninth Judicial Circuit in and for Orange County, Florida"; "MAGISTRATE COURT OF FULTON COUNTY /
  STATE OF GEORGIA" (two heading lines) → "Magistrate Court of Fulton County, State of Georgia". A state line is included
  when it is printed in the court's own heading block. Special cases:
  - split captions (state/county at left of a ")" column, court at right): the court lines at the right, plus the county line
    when the court lines do not name the county, state line omitted — 21 "Lake Superior Court, Civil Division",
    29 "Court of Common Pleas, County of Greenville", 30 "District Court, Second Judicial District, County of Ramsey";
  - 04: the form prints "Henrico County" on the city-or-county blank before "General District Court" → one title;
  - 18: "MAGISTRATE COURT / OF / CHATHAM COUNTY" inside the seal is one title; "★ STATE OF GEORGIA ★" the second line;
  - 20: the heading is typed in mixed case and shown in small capitals, in three cells → "State of Wisconsin, Circuit Court, Dane County";
  - 22: the form's top-right block "STATE OF CONNECTICUT / SUPERIOR COURT / JUDICIAL DISTRICT OF HARTFORD";
  - 17: the English caption is the court name; the rest of the page is Spanish;
  - 26 (letter): the court as named in the Re: line, "Franklin County Municipal Court, Civil Division".
- **customer_street** — street with apartment/unit as printed ("2914 S 13th St Lower", "88 Branford St, 2nd Floor",
  "421 W 800 N, #7"); where only capitals are printed (12 window address, 27 asterisk box) given in normal case.
- **customer_city** as printed ("St. Paul"); **customer_state** two letters; **customer_zip_code** five digits even when
  ZIP+4 is printed (01, 09, 12).
- **determine_if_lawsuit_exists** — true for all 26 court papers and for letter 26; false for letters 05, 12, 19.

## Rendering

HTML from the data objects → Chromium (headless, \`--no-sandbox\`) via playwright-core; viewport 816×1056 CSS px (8.5×11 in),
device scale factor 1700/816 → screenshots of exactly 1700×2200 px. Each page is checked for overflow (scroll size, and that
no flowing text reaches the footer). System fonts only (see the font list above).

## Photo simulation (gen/photo.py)

Per photo, seeded by the document number:
- geometry: ImageMagick \`-distort Perspective\` from the clean page to four corners made of a 1–4° rotation (measured
  ${Math.min(...absRot).toFixed(2)}–${Math.max(...absRot).toFixed(2)}°, both directions), top-edge keystone 1.5–7 % (mostly top narrower),
  side keystone ±3 %, ±0.6 % corner jitter, then a slight lens barrel (\`-distort Barrel\`); the page is placed off-centre
  with the whole sheet inside the frame; its measured height fills ${(Math.min(...pv.map(p => p.page_height_frac)) * 100).toFixed(1)}–${(Math.max(...pv.map(p => p.page_height_frac)) * 100).toFixed(1)} % of the frame height
  (minimum margin ${Math.min(...pv.map(p => p.margin_px))} px);
- paper: ink lifted to ${rng('ink_black')}, paper white ${rng('paper_white')} (0–255), slight warm paper tint and fibre unevenness;
- background: procedural oak desk, walnut table, grey laminate desk, white kitchen table, dark desk mat or speckled
  countertop, with a soft contact shadow of the sheet;
- light: off-centre falloff (strength ${rng('light_falloff')}), a linear gradient, vignette ${rng('vignette')};
- a hand/phone shadow band on ${pv.filter(p => p.shadow_band).length} of 30 photos (edge band, diagonal band or corner blob, darkening 25–45 %);
- colour cast: warm tungsten, cool daylight, green fluorescent, magenta tint or neutral-warm, ±3 % per channel;
- gaussian blur σ ${rng('blur_sigma')} px, luminance + chroma noise σ ${rng('noise_sigma')}, phone-style unsharp mask on ${pv.filter(p => p.unsharp).length} photos;
- JPEG 4:2:0, quality ${rng('jpeg_quality')}; every third photo (03, 06, …, 30) 1200×1600, the others 1600×2133.

${photoTable}
## Checks (gen/check.js) — result: ${check.ok ? 'ALL PASSED' : 'FAILURES: ' + check.fails.join('; ')}

1. Every truth string appears in the rendered page's text (Chromium \`innerText\` of the page): exact substring, or after
   case/punctuation normalisation (names and firms printed only in capitals), or with the same words in one printed line
   (names printed last-name-first); amounts as printed money ("3,418.62"); court names part by part; states as the
   two-letter code or the state's name. Match modes per field:

| field | match modes (count of documents) |
|---|---|
${modes}

   \`gen/build.js\` also checks that no page overflows and warns when a key value (case number, street, name, e-mail,
   amount) is broken across two printed lines; the final build has none.
2. truth.json has 60 entries; the two entries of each document have identical \`expected\`; suit fields are consistent;
   ZIPs are five digits.
3. All 60 images exist: clean PNGs exactly 1700×2200; photos portrait, about 1600 or 1200 px wide as required, JPEG
   quality 55–85, no suspiciously small files; page height fill 78–92 %, page not touching the frame, rotation 1–4°.

## Documents

${docTable}
### Layout and distractors per document

${layoutTable}`;
fs.writeFileSync(path.join(OUT, 'README.md'), md);
console.log('README.md written,', md.length, 'chars');
