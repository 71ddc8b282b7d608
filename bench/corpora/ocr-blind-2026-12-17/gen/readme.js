// Writes ../README.md from data.js, photo-params.json and render-report-all.json.
'use strict';
const fs = require('fs'), path = require('path');
const { D, expected, isLetter } = require('./data.js');
const OUT = path.resolve(__dirname, '..');
const photo = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'), 'utf8'));
const rep = JSON.parse(fs.readFileSync(path.join(__dirname, 'render-report-all.json'), 'utf8'));
const LAYOUT = {
  paren: 'parties stacked, centred "vs.", vertical rule of ")" with case number right (listed in brief)',
  labelcol: 'two-column form: narrow label column, wide value column (listed)',
  partytable: 'parties in a Name | Address | Role table (listed)',
  numbered: 'numbered paragraphs; amount and address inside sentences (listed)',
  marginatty: "attorney's block in the left margin beside the caption (listed)",
  bilingual: 'English / Spanish notice side by side (listed)',
  boxgrid: 'invented: numbered boxes grid (cover-sheet style) with principal / interest / costs / total boxes',
  banner: 'invented: dark banner header with seal, party "cards" and a grey case-info panel',
  stub: 'invented: small-claims notice with a detachable response stub that repeats the case number',
  sidebar: 'invented: shaded left sidebar with case metadata, attorney and court contacts',
  docket: 'invented: register-of-actions printout with dotted key/value rows and an entries table',
  certified: 'invented: double-ruled frame "command" form (citation / summons) with the attorney block right',
  memo: 'invented: memo-style TO / FROM / RE / DATE / COUNSEL notice',
  letter_agency: 'invented: agency validation-style letter with itemisation table, settlement offer, payment stub',
  letter_agency2: 'invented: agency letter with grey header bar and account-summary sidebar',
  letter_firm: 'invented: law-firm letterhead letter announcing a filed suit (court + case number in Re: line)',
};
const cnt = k => D.reduce((m, d) => (m[d[k]] = (m[d[k]] || 0) + 1, m), {});
const fmt = o => Object.entries(o).map(([k, v]) => `${k} ${v}`).join(', ');
let t = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-17)

Made by a helper session working **blind**: it saw only \`BRIEF.md\` in this folder and wrote everything else here from
general knowledge of what US state court papers and collection letters look like. It did not open, list or search the
product, its code, its earlier corpora or any other folder; it ran no project code and used no git and no web access.
The only outside things used were Chromium (driven through \`playwright-core\`), ImageMagick 6 \`convert\`/\`identify\`, and
the installed system fonts (\`fc-list\`).

All people, addresses, phones (555-01xx), e-mails (\`.com\` names are invented; \`.example\` used for some secondary
addresses), firms, account numbers and case numbers are invented. Court names are the names of real courts; court street
addresses are invented. Customer city/ZIP pairs are real.

## Files

- \`NN-clean.png\` (NN = 01..30): clean render, 1700×2200 px (8.5×11 in at 200 dpi).
- \`NN-photo.jpg\`: simulated phone photo of the printed page (see parameters below).
- \`truth.json\`: 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; both images of a document share one \`expected\`.
- \`gen/\`: generator. \`data.js\` (single source of all printed data **and** expected fields), \`layouts.js\` (HTML per layout),
  \`build.js\` (renders clean PNGs, checks truth strings against the rendered page text, records the font Chromium actually
  used, writes truth.json), \`photo.js\` (ImageMagick photo simulation), \`check.js\` (final checks), \`readme.js\` (this file),
  \`html/NN.html\` (the rendered HTML), \`photo-params.json\`, \`render-report-all.json\`, \`build.log\`, \`photo.log\`, \`check.log\`.
  Rebuild: \`cd gen && node build.js && node photo.js && node check.js && node readme.js\`.

## Counts

- 30 documents, 60 images: 26 court papers + 4 letters (3 collection letters with no suit, 1 law-firm letter announcing a filed suit).
- By state: ${fmt(cnt('state'))}. (Letters carry the consumer's state: MT, DE, RI, NM.)
- By kind: ${fmt(cnt('kind'))}.
- By layout: ${fmt(cnt('layout'))}. 14 of 26 court papers and all 4 letters use layouts invented for this corpus.
- Photos: every third (03, 06, …, 30) is small, 1200×1600; the rest 1600×2133.

## Layouts

${Object.entries(LAYOUT).map(([k, v]) => `- \`${k}\` — ${v}`).join('\n')}

Modifiers: FILED stamp at an angle over part of the caption but not over a field value (01, 12, 22); fax header line with
phone numbers and "P. 1/3" (04, 23); barcode / e-filing strip with envelope number across the top (02, 07, 24);
Officer's / Sheriff's Return / Return of Service at the foot repeating an address (06 and 26: a different place served —
employer / medical plaza; 09 and 18: the consumer's own address); tinted carbon-copy paper (03 and 20 yellow, 14 and 21 pink,
16 blue); typewriter-style monospaced font (09 Liberation Mono, 24 DejaVu Sans Mono); "LAST, First Middle" name (08);
Jr./III (02, 15, 17, 28); rural route (11); PO box for mail beside a street address (12, 24); unit "#4B" (03, 13, 21, 29);
co-defendant (02); pro-se plaintiffs with no law firm (03, 14, 16, 21).
Each court page ends with a few standard notices (accommodation, servicemembers, exempt property, self-help, payment,
settlement); trailing notices are dropped automatically when the page would overflow.

## Distractors

Filing fees and court costs, pre-judgment interest stated separately, attorney fees, totals including costs and fees,
court jurisdictional limits, "as of" balances and settlement offers (letters), plaintiff / firm / court addresses and
phones, secondary e-mails next to the attorney's (filings@, docketing@, efile@, payments@, clerk copies, collections desk,
court e-file address), e-filing envelope numbers, plaintiff file / account / loan / reference numbers near the case
number, bar numbers, a co-defendant, a served address that differs from the residence (06, 26), an original creditor vs
the current creditor (29), an original assignor in plaintiff tails ("as assignee of …", "a Pennsylvania corporation",
"successor in interest to …").

## Truth conventions

- \`customer_name\`: first defendant / addressee in normal case, "First Middle Last" with middle initial (or middle name) as
  printed and suffix (Jr., III) kept; no co-defendant. For 08 (printed "OSTERMANN, Gerald Wayne") it is "Gerald Wayne Ostermann".
- \`plaintiff_name\`: as printed in mixed case without tails ("as assignee of …", "a … corporation", "successor in interest to …").
  Letters: the current creditor (29: Pawtuxet Receivables Trust, not the original creditor Ocean State Wireless).
- \`law_firm_name\`: plaintiff's firm as printed; null for agency letters and pro-se plaintiffs (03, 14, 16, 21).
- \`lawyer_email\`: the attorney's own address; null when none is printed (09, 20 print only secondary / court addresses; pro se; agency letters).
- \`lawsuit_state\`: court's state; letters: consumer's state. \`lawsuit_amount\`: the principal claimed (never costs, fees,
  separate interest or totals); letters: the balance demanded now (not the "as of" balance or settlement offer).
- \`civil_number\`: exactly as printed, without its label; null for the three collection letters.
- \`court_name\`: title case, short words (of, the, and, for, in, at) lower case, leading "In the" dropped; lines of one title
  joined with a space; separate heading lines (division, department, unit, parish, state) joined with ", ".
  **Left-aligned venue lines** printed above/left of the caption ("COMMONWEALTH OF KENTUCKY", "STATE OF SOUTH CAROLINA /
  COUNTY OF SPARTANBURG", "COMMONWEALTH OF MASSACHUSETTS / NORFOLK, ss.") are **not** part of the court name (01, 02, 06, 22).
  Centred heading lines are (e.g. 17 includes "State of Louisiana", 13 includes "Salt Lake County, State of Utah").
- \`customer_street\`: street line with unit as printed; where a PO box is printed beside a street address (12, 24) the
  street address is used; 11 uses the rural route line "Rural Route 3, Box 118".
- \`customer_zip_code\`: 5-digit string. \`determine_if_lawsuit_exists\`: true for all court papers and for 30.

## Rendering

HTML pages 850×1100 CSS px (100 px per inch) rendered by Chromium at deviceScaleFactor 2 → 1700×2200. Body text
9.5–11.5 pt, labels/footers 6.5–8 pt. Fonts requested and verified via DevTools \`CSS.getPlatformFontsForNode\` on a body
paragraph (the used font is recorded in truth.json \`font\`). \`build.js\` checks that every truth string (name, plaintiff,
firm, e-mail, amount as printed with thousands separator, case number, each comma part of the court name, street, city,
ZIP, state) occurs in the page's rendered text, and that nothing overflows into the footer.

## Photo simulation (ImageMagick)

Per document a seeded random set: perspective/keystone (top edge 2–8 % narrower, slight side skew), rotation 0.5–5° either
way, page filling 75–93 % of the frame height with the whole page and all four corners inside the frame, desk/table/counter
background (fractal plasma tinted oak, walnut, grey laminate, white counter, green blotter or pine, with grain blur for wood),
soft drop shadow, off-centre radial light falloff, colour cast (warm, cool, green, magenta, neutral), Gaussian blur
σ 0.5–1.3, Gaussian noise, JPEG quality 55–85, 4:2:0 chroma. Extras: folded in thirds (two crease lines with a slight
shadow, middle panel slightly darker), warm low light, hand/phone shadow band, clear plastic sleeve (one diagonal reflection
streak + haze), staple at the top-left corner with the edge of a second page beneath, object (mug) on a kitchen counter over
the bottom-right page corner (margin only — never a field).

## Documents

| # | state | kind | layout | font used | case number | court | customer | principal | photo extras (size, rot°, page height share, q) |
|---|---|---|---|---|---|---|---|---|---|
`;
for (const d of D) {
  const NN = String(d.n).padStart(2, '0'); const e = expected(d); const p = photo[NN] || {};
  t += `| ${NN} | ${e.lawsuit_state} | ${d.kind} | ${d.layout} | ${rep[NN] ? rep[NN].used.split('+')[0] : d.font} | ${e.civil_number || '—'} | ${e.court_name || '—'} | ${e.customer_name} | ${e.lawsuit_amount.toFixed(2)} | ${p.width}×${p.height}, ${p.rotation_deg}°, ${p.page_height_share}, q${p.jpeg_quality}; ${(p.effects || []).slice(2).join(', ')} |\n`;
}
t += `
## Special cases and doubts

- 05 and 18 are labelled "civil warrant" in \`kind\` (05 prints "CIVIL WARRANT / CLAIM AND DELIVERY — SUMMONS TO APPEAR"; 18 a Louisiana justice-of-the-peace "CITATION").
- 26: court heading printed on two lines ("IN THE DISTRICT COURT FOR THE STATE OF ALASKA / THIRD JUDICIAL DISTRICT AT ANCHORAGE"); treated as two heading lines joined with ", ".
- 30 (law-firm letter, NM) carries a court and case number and \`determine_if_lawsuit_exists: true\`; its amount is the principal in the complaint, not the total.
- 27–29 (collection letters) have \`civil_number\`/\`court_name\` null and \`determine_if_lawsuit_exists: false\`; 27/29 print "No lawsuit has been filed".
`;
fs.writeFileSync(path.join(OUT, 'README.md'), t);
console.log('README written', t.length);
