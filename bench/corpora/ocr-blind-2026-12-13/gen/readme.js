// Writes ../README.md: fixed prose plus tables generated from the same data objects
// (docs-*.js), the fonts Chromium used (out/fonts.json) and the photo parameters (photo-params.json).
'use strict';
const fs = require('fs');
const path = require('path');
const docs = require('./docs');
const { money, full } = require('./lib');
const { expected } = require('./truth');
const fonts = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'fonts.json'), 'utf8'));
const pp = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'), 'utf8'));

const states = {};
docs.forEach(d => { states[d.state] = (states[d.state] || 0) + 1; });
const letters = docs.filter(d => /letter/.test(d.kind));
const court = docs.filter(d => !/letter/.test(d.kind));
const cell = s => String(s === null ? '—' : s).replace(/\|/g, '\\|');
const mainFonts = id => Object.entries(fonts[id].glyphs).sort((a, b) => b[1] - a[1]).filter(([k]) => k !== 'Z003').slice(0, 3).map(([k]) => k).join(', ');
const bodyPt = id => Object.entries(fonts[id].sizes).sort((a, b) => b[1] - a[1])[0][0];

let docTable = '| # | State | Kind | Court (truth) | Case no. | Customer | Amount | Plaintiff | Law firm / lawyer e-mail | Body font (pt) |\n|---|---|---|---|---|---|---|---|---|---|\n';
for (const d of docs) {
  const e = expected(d);
  docTable += `| ${d.id} | ${d.state} | ${cell(d.kind)} | ${cell(e.court_name)} | ${cell(e.civil_number)} | ${cell(e.customer_name)}, ${cell(e.customer_street)}, ${e.customer_city}, ${e.customer_state} ${e.customer_zip_code} | ${money(e.lawsuit_amount)} | ${cell(e.plaintiff_name)} | ${cell(e.law_firm_name)} / ${cell(e.lawyer_email)} | ${mainFonts(d.id)} (${bodyPt(d.id)}) |\n`;
}
let layoutTable = '| # | Layout | Distractors |\n|---|---|---|\n';
for (const d of docs) layoutTable += `| ${d.id} | ${cell(d.layout)} | ${cell(d.distractors.join('; '))} |\n`;
let photoTable = '| # | Size | Page fill (height) | Rotation ° | Keystone top/side | Background | Colour cast | Shadow band | Blur σ / motion | Noise | JPEG q |\n|---|---|---|---|---|---|---|---|---|---|---|\n';
for (const d of docs) {
  const p = pp[d.id];
  photoTable += `| ${d.id} | ${p.W}×${p.H} | ${Math.round(p.fill * 100)} % | ${p.rotation} | ${p.keystoneTop} / ${p.keystoneSide} | ${p.background} | ${p.cast} | ${p.band ? p.band.edge + ' (' + p.band.darkness + ')' : '—'} | ${p.blur}${p.motion ? ' / ' + p.motion + ' px @' + p.motionAngle + '°' : ''} | ${p.noise} | ${p.quality} |\n`;
}
const fills = docs.map(d => pp[d.id].fill), rots = docs.map(d => Math.abs(pp[d.id].rotation)), qs = docs.map(d => pp[d.id].quality);
const bands = docs.filter(d => pp[d.id].band).length, motions = docs.filter(d => pp[d.id].motion).length;
const fontSet = new Set(); docs.forEach(d => Object.keys(fonts[d.id].glyphs).forEach(f => fontSet.add(f)));

const md = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-13)

## Who made it, and how it is blind

Made by a helper session (an AI assistant) that the project started for this one job. It worked
**blind**: it read only \`BRIEF.md\` in this folder and wrote only inside this folder. It did not
open, list or search anything else under \`/work\` (no product code, prompts, tests, earlier corpora
or their truth files), ran no project code and no git. The only thing used from the project tree
is \`/work/main/node_modules/playwright-core\`, loaded with \`require()\` as a library to drive
\`/usr/bin/chromium --no-sandbox\`; its files were not read. No web access. Everything here comes
from the brief and general knowledge of what US state-court papers and collection letters look like.

All people, street addresses, phone numbers (555-01xx), e-mail addresses, law firms, plaintiffs,
agencies and case numbers are invented. Court names are real court names; the court street
addresses are invented (city/ZIP pairs are real). Consumer city/ZIP pairs are real pairs.

## Files

- \`NN-clean.png\` — clean render, 1700×2200 px (8.5×11 in at 200 dpi), NN = 01…30.
- \`NN-photo.jpg\` — simulated phone photo of the printed page (see parameters below).
- \`truth.json\` — 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; both images of a
  document share the same \`expected\`. \`clean\` is \`true\` for the PNG, \`false\` for the photo.
  \`font\` lists the fonts Chromium really used (measured with CDP \`CSS.getPlatformFontsForNode\`) with
  their share of glyphs; Z003 is only the script used for signatures.
- \`gen/\` — the generator:
  - \`lib.js\` helpers and page wrapper; \`docs-a.js\`, \`docs-b.js\`, \`docs-c.js\` — one data object per
    document **with its own HTML template**; the HTML and \`truth.json\` are both produced from these
    objects, so they cannot drift; \`docs.js\` collects them.
  - \`render.js\` — Chromium render (viewport 816×1056 CSS px, device scale 1700/816), writes
    \`NN-clean.png\`, \`gen/out/NN.html\`, \`gen/out/NN.txt\` (page innerText), \`gen/out/fonts.json\`
    (fonts and text sizes actually used), and fails on any text outside the page.
  - \`photo.js\` — ImageMagick-only phone-photo simulation, deterministic (PRNG seeded by id), one image
    at a time with \`MAGICK_THREAD_LIMIT=1\`; parameters saved in \`gen/photo-params.json\`.
  - \`truth.js\` — writes \`truth.json\`; \`check.js\` — all checks; \`readme.js\` — writes this README.
  - Rebuild: \`cd gen && node render.js && node photo.js && node truth.js && node check.js && node readme.js\`.

## Counts and states

- ${docs.length} documents, ${docs.length * 2} images, ${docs.length * 2} truth entries.
- ${court.length} court papers: summonses, complaints, petitions, statements of claim, a civil warrant,
  small-claims forms, citations, and a Nevada/Colorado/New Mexico bilingual set.
- ${letters.length} letters: 3 collection-agency letters with no suit (MT, DE, RI) and 1 law-firm letter
  announcing a suit already filed, with court and case number (AR).
- States (court state; letters: consumer's state): ${Object.entries(states).map(([k, v]) => `${k} ${v}`).join(', ')}.
- Lawsuit exists: ${docs.filter(d => d.lawsuit).length}; no lawsuit: ${docs.filter(d => !d.lawsuit).length}.
- law_firm_name null: ${docs.filter(d => !d.firm).length} (06, 19 unrepresented plaintiffs; 27–29 agency letters).
- lawyer_email null: ${docs.filter(d => !(d.firm && d.firm.email)).length} (03, 06, 15, 18, 19, 27, 28, 29).

## Truth conventions

- **customer_name** — the first defendant / the addressee, in normal case even when printed in capitals
  or last-name-first (04 \`WASHINGTON, DERRICK L.\`, 16 \`HARGROVE, LAMONT E.\`, 23 \`NAVARRO, JESSICA L.\`
  → normal order); middle initial as printed; suffix kept as printed without a comma (09 "Jr.", 22 "III");
  accents and hyphens kept (08 "María G. Ríos Herrera", 17 "Renée M. Thibodeaux", 21 "Erika P. Solís",
  26 "Adriana V. Chávez", 05 "Brandt-Moreno"); internal capitals kept (25 "McCoy", 29 "DeLuca", 06 "O'Neal").
  Never the a/k/a name, a co-defendant, a spouse "Jane Doe", or "John Does 1-10"/"DOES I through X".
- **plaintiff_name** — mixed case as printed in the body or label, without tails such as "as assignee
  of …", "a Delaware limited liability company", "by and through its servicer …", "an Idaho
  corporation". A trust's series designation is part of its name (11 "Larkspur Consumer Assets Trust
  2024-B"). Letters: the current creditor (not the agency, not the original creditor).
- **law_firm_name** — the plaintiff's law firm in mixed case as printed (punctuation as printed, e.g.
  "Pruitt, Hale & Agarwal, PLLC", "Lindqvist Ortega, P.L.L.C."); null for agency letters and
  unrepresented plaintiffs (06 a credit-union employee files in Michigan small claims; 19 a company
  credit manager files an Oklahoma small-claims affidavit).
- **lawyer_email** — the plaintiff's attorney's own address. Firm general/secondary addresses (filings@,
  minuteentries@, eservice@, courtnotices@, calendar@, collections@, payments@), court, clerk, self-help,
  e-filing-support, process-server and agency addresses never count. Null where no attorney's own
  address is printed: 03 (only a court self-help address), 15 (only clerk and process-server
  addresses), 18 (only a payments address), 06 and 19 (a non-lawyer employee's address), 27–29.
- **lawsuit_state** — the court's state; letters: the consumer's state. 15 is a Kentucky court with a
  consumer living in Jeffersonville, Indiana (lawsuit_state KY, customer_state IN).
- **lawsuit_amount** — a number: the principal claimed; never filing/appearance/answer fees, service fees,
  costs, separately stated interest, attorney fees, totals including any of them, jurisdictional limits
  ("in excess of $15,000", "up to $25,000"), or settlement offers. Letters without suit: the balance
  demanded now ("Total amount of the debt now", "Balance due now"), not the "as of" itemization balance,
  the amount placed, or the settlement amount. 30 (law-firm letter with suit): the balance claimed in the
  suit, which is also the balance demanded.
- **civil_number** — exactly as printed, without its label ("Case No.", "Docket No.", "Civil Action No.",
  "NO."); null when there is no suit. Division/department numbers, envelope numbers, file/reference/
  account numbers, bar numbers are not part of it.
- **court_name** — title case with short words (of, the, and, in, for) lower case; a leading "In the" is
  dropped; lines of one title are joined with spaces; separate heading lines are joined with ", ".
  A state line printed inside the court's heading block is part of the name (04 "State of Michigan,
  36th District Court"; 15 "Commonwealth of Kentucky, Jefferson District Court, Civil Division"; 17/18
  "…, State of Louisiana"). Court addresses, form titles and Spanish glosses outside the block are not.
  Null without a suit.
- **customer_street / city / state / zip** — the consumer's address as printed (abbreviations,
  apartment/unit as printed, e.g. "Apt. C-12", "Unit 3B", Utah grid "3847 S. 4015 W."), in normal case
  where the page prints it in capitals (27 and 30 window blocks); ZIP as a 5-digit string (29 "02907").
  Never the second defendant's address (02, 20; 14 lists both), the plaintiff's, firm's, court's,
  process server's or remit-to address.
- **determine_if_lawsuit_exists** — true for all court papers and for letter 30; false for 27–29.

## Special cases

- Two defendants: 02 (second at a Wheaton address), 14 (both listed in a service table), 20 (second at a
  Broken Arrow address); spouse "Jane Doe Alcott" and "John Does 1-10": 07; "DOES I through X; ROE
  CORPORATIONS": 22.
- a/k/a: 11, 17. Last-name-first: 04, 16, 23. ALL CAPITALS with suffix: 09 (JR.), 22 (III).
- Consumer address only in a proof/return-of-service section: 05, 24; "Serve at:" block: 12, 18;
  "Please serve" line: 17; table: 02, 09, 14, 24; label line split across two rows: 10, 20; envelope
  window: 27, 28 (right-hand window), 30; inside a sentence: 01, 11, 22, 25.
- Case number only in a footer: 19 (black footer bar), 23; in a box: 02, 04, 05, 24, 26; in a "COURT
  USE ONLY" column: 10; in a sidebar: 15; in a reversed-out tab: 08, 09; repeated in a footer: 07, 24.
- Case-number styles: 2026-M1-104377, 2026SC002871, 2026 LM 000914, 26-104271-GC, 2026 03318 GC,
  26SC00912, CV2026-014488, CC2026-187342, CV26-041187, 26C041187, 2026CV030412, 26C12994, 26GC12881,
  26-CV-2318, 26-C-004872, 26-CI-01987, 26-04127, 2600318, SC-2026-4481, CS-2026-1873, 26C017356,
  A-26-904512-C, 269904187, CV01-26-04512 (county code 01), CC-20-2026-C-412 (county code 20),
  M-14-CV-2026-00412, 60CV-26-4471 (county code 60).
- Mostly Spanish: 08 (Arizona justice-court "Citatorio"; the court heading and small glosses in
  English). Bilingual English/Spanish: 12 (parallel columns), 21 (interleaved paragraphs), 26 (bilingual
  labels); Spanish one-liners also in 23, 27, 29.
- Plaintiff attorney box: 04 ("Plaintiff's attorney, bar no., …"), 05 (at the very top); attorney top
  right: 16; attorney under a signature line at the bottom: 01, 11, 17, 20, 25; pleading paper with line
  numbers: 07, 22.
- Amounts ending in .00: 06 (2140), 13 (4275). Amount below $1,000: 29 (684.50); above $25,000: 11.

## Distractors (by kind)

Filing, appearance, answer, service and mileage fees; court costs and "costs advanced"; interest stated
separately (amount or rate); attorney fees (flat, percentage "33 1/3%", "25%"); totals including costs,
fees or interest; jurisdictional limits (small-claims $7,000/$10,000, justice/county/district court
$5,000–$35,000, "in excess of $15,000", arbitration $50,000); "as of" balances, amount placed, payments
and settlement offers (letters); repossession sale proceeds; plaintiff, servicer, firm, court, clerk,
process-server and remit-to addresses and phones; clerk, self-help, e-filing-support, process-server,
payment, paralegal, secondary and general firm e-mails beside (or instead of) the attorney's; e-filing
envelope numbers; account, loan, member, file, reference and patient numbers; bar/registration/attorney
code numbers; division, department and courtroom numbers; judge names. Per-document lists are in the
layout table below.

## Rendering

- Chromium (headless, \`--font-render-hinting=none\`) via playwright-core, one page at a time, page box
  816×1056 CSS px rendered at device scale 1700/816 → exactly 1700×2200 px (200 dpi).
- Fonts actually used (measured): ${[...fontSet].sort().join(', ')}. Body text 9–12 pt, labels and
  footers 6.5–8 pt (checked per document from computed styles). Z003 is used only for signatures;
  DejaVu Sans appears only as the fallback for ☐ ☒ ★ ✂ symbols, and as a deliberate font in 04, 26, 28, 29.
  (Nimbus Sans Narrow is installed but not matched by Chromium, so it was not used.)

## Photo simulation (ImageMagick 6, \`gen/photo.js\`)

Per photo: the clean page gets ink/paper levels (+level ${'3–10'} %, 98 %) and a paper tint, is mapped with
\`-distort Perspective\` (keystone: far edge narrower by 1–8 %, small side keystone ±2 %, corner jitter
±0.4 %, rotation 0.5–5° either way) onto a desk/table background (${Object.keys(docs.reduce((a, d) => { a[pp[d.id].background] = 1; return a; }, {})).join(', ')}),
with a soft drop shadow; then an uneven light field (bilinear corner gains 0.66–1.0 plus vignette),
in ${bands} of 30 a blurred hand/phone shadow band, exposure lift (-level 0,86–94 %), a colour cast
(channel gains), Gaussian blur σ 0.36–1.25 px (plus slight motion blur in ${motions} photos), Gaussian noise
(attenuate 0.22–0.52), mild unsharp, 4:2:0 JPEG quality 55–85.
Frame 3:4 portrait: 1600×2133 px, every third photo (03, 06, …, 30) 1200×1600 px. The whole page is
inside the frame; its bounding box fills ${Math.round(Math.min(...fills) * 100)}–${Math.round(Math.max(...fills) * 100)} % of the frame height;
rotation ${Math.min(...rots).toFixed(2)}–${Math.max(...rots).toFixed(2)}°; JPEG quality ${Math.min(...qs)}–${Math.max(...qs)}.

${photoTable}
## Checks (\`gen/check.js\`)

- \`truth.json\` has 60 entries with exactly the brief's keys, two per id with identical \`expected\`.
- Every truth string appears in the rendered page's text (Chromium innerText, case-insensitive,
  whitespace collapsed): customer name (for last-name-first pages the printed form, checked to be the
  truth name reordered), plaintiff, firm, lawyer e-mail (also exact case), street, city, ZIP, "ST ZIP",
  the amount as "$x,xxx.xx", the case number exactly as printed, and the court name (commas/line breaks
  ignored; also checked against the heading lines, title-case rule and "In the" rule).
- Consistency: lawsuit flag ⇔ case number ⇔ court name; ZIP 5 digits; state codes; letters' state.
- Font sizes: dominant text size 9–12 pt, smallest text ≥ 6.5 pt; no text outside the page (render.js).
- Images: all 60 exist; clean PNGs exactly 1700×2200; photos 1600×2133 or 1200×1600 (every third
  small); JPEG quality 55–85; page fill 75–93 %; rotation 0.5–5°; files not trivially small.

## Documents

${docTable}
## Layouts and distractors per document

${layoutTable}`;
fs.writeFileSync(path.join(__dirname, '..', 'README.md'), md);
console.log('README.md written, ' + md.length + ' chars');
