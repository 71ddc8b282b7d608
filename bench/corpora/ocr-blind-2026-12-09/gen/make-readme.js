// Writes ../README.md. The document table, state counts and photo-parameter ranges are generated
// from the same data objects (docs/NN.js), truth.json and out/photo-params.json.
'use strict';
const fs = require('fs');
const path = require('path');
const L = require('./lib');

const ROOT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json'), 'utf8'));
const photos = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'photo-params.json'), 'utf8'));
const docs = fs.readdirSync(path.join(__dirname, 'docs')).filter(f => /^\d\d\.js$/.test(f)).sort()
  .map(f => Object.assign({ id: f.slice(0, 2) }, require(path.join(__dirname, 'docs', f)).data));

const cell = s => String(s === null || s === undefined ? '—' : s).replace(/\|/g, '\\|');
const rng = (xs, d = 2) => `${Math.min(...xs).toFixed(d)}–${Math.max(...xs).toFixed(d)}`;
const P = Object.values(photos);

const court = docs.filter(d => !d.kind.startsWith('Letter'));
const txt = id => fs.readFileSync(path.join(__dirname, 'out', 'html', `${id}.txt`), 'utf8').replace(/\s+/g, ' ');
const capsOnly = docs.filter(d => !txt(d.id).includes(L.fullName(d.def)) && txt(d.id).includes(L.capsName(d.def))).map(d => d.id);
const lastFirstOnly = docs.filter(d => !txt(d.id).includes(L.fullName(d.def)) && txt(d.id).toUpperCase().includes(L.lastFirst(d.def).toUpperCase())).map(d => d.id);
const letters = docs.filter(d => d.kind.startsWith('Letter'));
const cnt = {};
court.forEach(d => { cnt[d.state] = (cnt[d.state] || 0) + 1; });

let table = '| # | State | Kind | Court (truth) | Case no. (truth) | Principal / balance | Consumer (truth) | Font | Photo |\n|---|---|---|---|---|---|---|---|---|\n';
for (const d of docs) {
  const e = truth.find(t => t.id === d.id).expected;
  const ph = photos[d.id];
  const font = truth.find(t => t.id === d.id).font;
  table += `| ${d.id} | ${e.lawsuit_state} | ${cell(d.kind)} | ${cell(e.court_name)} | ${cell(e.civil_number)} | ${L.money(e.lawsuit_amount)} | ${cell(e.customer_name)}, ${cell(e.customer_city)} ${e.customer_state} | ${font} | ${ph.W}×${ph.H}, ${ph.theta}°, fill ${ph.pageHeightFill}, ${ph.background}${ph.hand ? ', hand shadow' : ''}, q${ph.quality} |\n`;
}
let lay = '';
for (const d of docs) lay += `- **${d.id}** (${d.state}) — ${d.layout}.\n`;

const md = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-09)

## Who made it, and how it is blind

Made on 2026-12-09 by an AI helper session (Claude) working only from \`BRIEF.md\` in this folder
and general knowledge of what US state court papers and collection letters look like. The product
under test was never seen: nothing under \`/work\` was opened, listed, read or searched except
\`BRIEF.md\` and this output folder. The one exception allowed by the brief was used only as a
library: \`require('/work/main/node_modules/playwright-core')\` to drive \`/usr/bin/chromium --no-sandbox\`
(its files were not read). No web access. Images were made with ImageMagick 6 \`convert\` and the
system fonts. Everything — people, streets, phone numbers (555-01xx), e-mail addresses, firms,
plaintiffs, creditors, agencies and case numbers — is invented; the court names are real court
names, the court street addresses are invented, and every city/ZIP pair is a real pair.

## Files

| Path | What |
|---|---|
| \`NN-clean.png\` (01–30) | clean render, 1700×2200 px (8.5×11 in at 200 dpi) |
| \`NN-photo.jpg\` (01–30) | simulated phone photo of the printed page |
| \`truth.json\` | 60 entries \`{file, id, state, kind, layout, font, clean, expected}\` — one per image |
| \`gen/lib.js\` | helpers: names, money, the court-name convention, the truth derivation \`expected(d)\` |
| \`gen/docs/NN.js\` | one file per document: the data object and the template that renders it |
| \`gen/build.js\` | renders HTML → PNG with Chromium, checks text, fonts and fit, writes \`truth.json\` |
| \`gen/photo.js\` | makes the photos from the clean PNGs (ImageMagick only), writes \`gen/out/photo-params.json\` |
| \`gen/check.js\` | final checks over the folder (images, sizes, truth shape, counts, text checks) |
| \`gen/make-readme.js\` | writes this README (tables generated from the data) |
| \`gen/out/html/NN.html\`, \`NN.txt\` | the exact HTML rendered and Chromium's \`innerText\` of the page |
| \`gen/out/render-report.json\` | per document: fonts actually used (glyph counts from Chromium), bottom of content, errors |

Rebuild: \`cd gen && node build.js && node photo.js && node make-readme.js && node check.js\`.

## Counts

- 30 documents, 60 images (30 clean + 30 photos), 60 truth entries.
- 26 court papers, 4 letters (3 collection-agency letters with no suit; 1 law-firm letter announcing a
  suit already filed, giving court and case number).
- Photos: ${P.filter(p => p.W === 1600).length} at ~1600 px wide, ${P.filter(p => p.W === 1200).length} small at ~1200 px wide (every third: 03, 06, … 30).

## States

Court papers (by court): ${Object.entries(cnt).map(([s, n]) => `${s} ${n}`).join(', ')} (= ${court.length}).
Letters (by consumer): ${letters.map(d => `${d.def.st} (${d.id})`).join(', ')} — four states not used for the court papers.
One court paper has a consumer living in another state than the court (06: Jackson County, Missouri court; consumer in Kansas City, KS).

## Layouts

Every page has its own template. Layout notes per document:

${lay}
## Distractors

Put in on purpose so that a careless reader picks the wrong value:

- **Amounts:** filing fees, service fees, constable/court costs, interest stated separately (contract, legal,
  statutory rate), attorney fees (15 %, 25 %, flat), totals that include costs and interest (03, 13, 15, 26), the
  court's jurisdictional limit (01, 03, 05, 08, 09, 10, 11, 12, 13, 15, 20, 22, 23, 25, 29, 30), original loan amount (18),
  a Tennessee $10,000 exemption notice (08); letters: an "as of" balance, interest/fees/payments since, a settlement
  offer (07, 14, 21, 28), balance at placement (21).
- **Addresses and phones:** plaintiff's, firm's, court's, clerk's, ADA office, lawyer-referral service (27), a
  co-defendant's address (12, 13), agency remit address (28).
- **E-mails:** firm secondary/service/filing/docketing/payments/notices addresses beside the attorney's own
  (01, 02, 04, 09, 12, 13, 14, 17, 19, 24, 25, 30); court clerk e-mails (01, 02, 22, 29); a plaintiff's own billing or
  collections e-mail when there is no lawyer (11, 23); agency e-mails in letters.
- **Numbers next to the case number:** account/loan/reference numbers, the firm's file number (incl. 17, where it is the
  only number because the suit is not yet filed), plaintiff reference numbers, e-filing envelope number (02),
  document ID (06), clerk's receipt number (18), bar/attorney/registration numbers, agency licence/permit/bond numbers,
  a court form number, a magisterial district number inside the court name (03).
- **Names:** original creditor vs. current creditor/plaintiff ("as assignee of …"), agency name vs. creditor, "a Florida
  corporation"/"a Nevada limited liability company" tails, co-defendants, "Jane Doe" spouse (04), "John Does 1-10" (16),
  "DOES I through X; and ROE CORPORATIONS I through X" (30), an a/k/a name (15), clerk, judge, notary, process-server
  and office-manager names.

## Truth conventions (\`expected\`)

- \`customer_name\`: the first defendant / addressee as a person's name in normal case, middle initial as printed, suffix
  kept (\`Jr.\`, \`III\`), no a/k/a, no co-defendant. Printed only last-name-first (${lastFirstOnly.join(', ')}) or only in capitals (${capsOnly.join(', ')})
  → turned into normal order and case.
- \`plaintiff_name\`: as printed, in mixed case, without tails such as "as assignee of …", "a Florida corporation".
  Letters: the current creditor (not the agency, not the original creditor).
- \`law_firm_name\`: the plaintiff's firm as printed in mixed case; \`null\` for the agency letters and for an
  unrepresented plaintiff (11, 23).
- \`lawyer_email\`: the attorney's own address; \`null\` when none is printed (29: firm prints phone and fax only), and for
  no-lawyer documents.
- \`lawsuit_state\`: the court's state; letters: the consumer's state.
- \`lawsuit_amount\`: a number — the principal claimed, never costs, fees, separately stated interest or totals
  including them. Letters: the balance demanded now ("Total amount of the debt now", "current balance",
  "balance due now", or for 14 the balance the filed complaint seeks).
- \`civil_number\`: exactly as printed, without its label ("Case No.", "Cause No.", "Docket No.", "Claim No.", "No.",
  "Court File No.", "Civil Action File No."). \`null\` without a suit — and \`null\` for 17, a Washington summons served
  before filing whose "No." line is blank.
- \`court_name\`: title case with short words lower case (a, an, and, as, at, by, for, in, of, on, or, the, to),
  ordinals/numbers lower case (\`16th\`, \`05-2-13\`), a leading "In the" dropped; lines of one title joined with a space
  (04, 12, 15, 25), separate heading lines joined with ", " in reading order (row by row for the Minnesota two-column
  heading, 16). Lines that only give an address, a judge, a division/courtroom number or a form title are not part of
  it. \`null\` without a suit.
- \`customer_street\`: street line with apartment/unit as printed (\`Apt 12B\`, \`Unit 3\`, \`Fl 2\`, \`Upper\`),
  in mixed case even where printed in capitals; \`customer_city\`, \`customer_state\` (two letters),
  \`customer_zip_code\` (5 digits, string).
- \`determine_if_lawsuit_exists\`: true for the 26 court papers and the law-firm letter (14); false for 07, 21, 28.
- Entry fields: \`state\` = \`expected.lawsuit_state\`; \`font\` = the family Chromium actually used for most glyphs
  (from \`CSS.getPlatformFontsForNode\`); \`clean\` = true for the PNG, false for the photo; \`kind\` and \`layout\` describe
  the document.

## Special cases

- **06** — consumer lives in Kansas (\`customer_state\` KS) while the court is in Missouri (\`lawsuit_state\` MO);
  "Summons for Personal Service Outside the State of Missouri"; nature-of-suit code "AC" beside the case number.
- **17** — Washington "served before filing" summons: blank "No." line, only the firm's file number \`SY-44812\`
  is printed → \`civil_number\` null although \`determine_if_lawsuit_exists\` is true.
- **10** — the cause number appears only in the footer, next to an account number; defendant printed "WESTBROOK, JOLENE R.".
- **08, 18** — defendant only in capitals with a suffix (\`DWAYNE T. HOLLOWAY JR.\`, \`RAYMOND E. PRICE III\`).
- **15** — a/k/a name; court name inside a seal-like circle on two lines ("PHILADELPHIA" / "MUNICIPAL COURT").
- **12, 13** — second defendant with a different address; **04** spouse "Jane Doe"; **16** "John Does 1-10"; **30** DOES/ROE.
- **11, 23** — plaintiff not represented (dental practice; credit union through a collections manager) → firm and
  lawyer e-mail null, but the plaintiff's own e-mail is printed.
- **29** — firm present but no e-mail printed; the court clerk's e-mail is printed.
- **25** — mostly Spanish (English caption only): "Monto reclamado (capital)", "Intereses (por separado)", "Costas".
- **27** — bilingual NOTICE TO DEFEND / AVISO; attorney block at the top left. **15** short Spanish AVISO; **07** Spanish line.
- **14** — law-firm letter: court and case number (\`2026 CVF 031884\`, with spaces) are in the "Re:" block; mixed-case court name.
- **16** — Minnesota heading in two columns read row by row → "State of Minnesota, District Court, County of Hennepin,
  Fourth Judicial District".
- **01, 17, 19** — court name printed in small capitals (source text in mixed case; the truth is the title-case form).
- **03** — the court name includes the magisterial district number ("Magisterial District Court 05-2-13").
- **07, 28** — consumer address in an envelope-window position (07 in capitals with a bar code); 28 repeats it on a tear-off coupon.
- **24** — the consumer's full address (with ZIP) appears only in the return-of-service section.

## Rendering

- HTML per document from \`gen/docs/NN.js\` (data object + template); page = 816×1056 CSS px (8.5×11 in at
  96 px/in, so CSS \`pt\` are real points), rendered by Chromium (playwright-core) with device scale factor
  1700/816 → exactly 1700×2200 px.
- Body text 9–12 pt; form labels, footers and fine print 6.5–8 pt; titles larger.
- Fonts (installed system fonts, verified per document through Chromium's DevTools protocol; the dominant family must
  be the intended one or the build fails): ${[...new Set(truth.map(t => t.font))].join(', ')}. A few symbols (☐, ▲, ✕, ★) fall back to
  DejaVu Sans; the signature in 14 uses Z003.
- Checks at build time (all pass): every truth string appears in the page text (\`innerText\`) — case-insensitive and
  whitespace-normalised for names/addresses/court headings, exact for case numbers, e-mails and amounts
  (\`1,234.56\`); names printed in capitals or last-name-first are matched token by token plus the printed form; each
  court heading group appears; \`court_name\` equals the derivation from the printed lines; customer "ST ZIP" printed;
  nothing overflows the page.

## Photo simulation (\`gen/photo.js\`, ImageMagick 6 only)

Per photo, seeded and recorded in \`gen/out/photo-params.json\`:

1. Printed page: ink lifted (\`+level 9%,100%\`), paper tint multiplied in (off-white \`#f2efe6\`…\`#f9f7f1\`).
2. Perspective: page quad computed in the frame — rotation ${rng(P.map(p => Math.abs(p.theta)))}° (both directions), keystone
   (one edge ${rng(P.map(p => Math.min(p.keystone.top, p.keystone.bottom)), 3)} of the other), slight side keystone and corner jitter; the whole
   page inside the frame; vertical extent of the page ${rng(P.map(p => p.pageHeightFill), 3)} of the frame height (brief: 75–93 %).
3. Background: desk/table textures generated with noise (${[...new Set(P.map(p => p.background))].join(', ')}), soft drop shadow under the page.
4. Uneven light: off-centre radial falloff to ${Math.min(...P.map(p => p.falloff.edge))}–${Math.max(...P.map(p => p.falloff.edge))} % at the far edge.
5. Hand/phone shadow band (blurred polygon from one side) in ${P.filter(p => p.hand).length} photos.
6. Colour cast (per-channel multipliers: ${[...new Set(P.map(p => p.cast))].join(', ')}).
7. Blur σ ${rng(P.map(p => p.blur))} px (plus light motion blur in ${P.filter(p => p.motion).length}), Gaussian noise (attenuate ${rng(P.map(p => p.noise))}).
8. JPEG quality ${Math.min(...P.map(p => p.quality))}–${Math.max(...P.map(p => p.quality))}, 4:2:0, metadata stripped.
   Frames: ${[...new Set(P.map(p => `${p.W}×${p.H}`))].join(', ')}.

## Documents

${table}`;
fs.writeFileSync(path.join(ROOT, 'README.md'), md);
console.log('README.md written', md.length, 'chars');
