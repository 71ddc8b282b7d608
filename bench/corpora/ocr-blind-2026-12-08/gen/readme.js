// Writes ../README.md from data.js, render_report.json and photo_params.json.
'use strict';
const fs = require('fs');
const path = require('path');
const D = require('./data');
const { m } = require('./templates');
const OUT = path.resolve(__dirname, '..');
const rep = JSON.parse(fs.readFileSync(path.join(__dirname, 'render_report.json'), 'utf8'));
const ph = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo_params.json'), 'utf8'));
const checks = JSON.parse(fs.readFileSync(path.join(__dirname, 'checks.json'), 'utf8'));
const pad = (n) => String(n).padStart(2, '0');

const NOTES = {
  1: 'Texas § caption, court name at right of caption, "Serve at:" block; interest, attorney fees, costs, total and $20,000 limit stated',
  2: 'defendant ALL CAPS with "JR."; plaintiff printed with tail "a Delaware limited liability company"; case number in a box; Rule 47 "$250,000 or less" line',
  3: 'mostly Spanish citation (English court heading); accented name; table with interest/fees/costs/total; officer\'s return with address repeated',
  4: 'California pleading paper (line numbers), attorney block top-left, firm name only in capitals; DOES 1 through 10; court title on two lines joined with a space; "does not exceed $10,000"',
  5: 'bilingual English/Spanish summons; defendant printed last-name-first "NGUYEN, THANH V."; co-defendant TRAN, KIMBERLY A.; DOES 1-10; e-filing envelope number; address in "person served" section split street / city-state-ZIP',
  6: 'small claims, plaintiff NOT represented (law_firm_name and lawyer_email null); plaintiff billing e-mail printed; party tables with split address rows; filing and service fees',
  7: 'address in an envelope window; a/k/a name; index number in a box and in the footer; attorney file number; payments@ e-mail beside the attorney\'s',
  8: 'seal-like court block; second defendant; case number in a box with attorney file number below; parties/address table with "Serve at:"',
  9: '"Plaintiff\'s attorney" box top right; index number in box; NYSCEF confirmation number; e-filing and process-server e-mails',
  10: 'Ohio ")" caption with the defendant\'s address inside the caption; Supreme Court registration number; interest separately',
  11: 'small-claims summons + return-of-service table; attorney prints NO e-mail (lawyer_email null) while the court\'s small-claims e-mail is printed',
  12: 'case number ONLY in the footer; plaintiff printed with "as assignee of …" tail; statement-of-account table (charges, payments, principal, interest)',
  13: 'two-column form with labels BELOW the blanks; defendant street and city/state/ZIP on separate label lines; MI bar P-number; e-filing contact e-mail',
  14: 'black band header with court in small capitals; second defendant (capitals); case number in a box',
  15: 'caption framed by rows of asterisks with an asterisk column; JOHN DOES 1-10; ARDC number and Cook County firm number',
  16: 'small-claims summons with "Plaintiff\'s attorney" box; filing+sheriff fees and total; sheriff\'s return table with fees; clerk e-mail',
  17: 'North Carolina magistrate summons style: File No. box top right, court heading at right, labelled boxes; interest and costs stated separately',
  18: 'NC complaint with vertical-rule caption; co-defendant; bar number; attorney fees (15%) and interest separately',
  19: 'Arizona justice court summons + complaint in a labels-below form; amounts table with attorney fees and total',
  20: 'Arizona superior court summons + return of service (process-server e-mail, service fee); court title on two lines joined with a space',
  21: 'Alabama small-claims statement of claim in a typewriter font; defendant ALL CAPS with "III"; itemised fees/interest/total and $6,000 limit',
  22: 'seal-like block ("Commonwealth of Kentucky" in the seal, not part of the court name); case number boxed; KBA number',
  23: 'Louisiana petition: "NO. 26-05291" with a separate DIVISION "B" (not part of the number); vertical-rule caption; "PLEASE SERVE:" block; 25% attorney fees',
  24: 'Maryland complaint/affidavit grid: principal / interest / attorney fees / costs / total boxes; CPF ID; clerk e-mail; certificate of service',
  25: 'New Jersey Special Civil Part summons mailed in a window envelope; docket number in a box and footer; NJ attorney ID; statutory answer fee',
  26: 'Oregon pleading paper; plaintiff with tail "an Oregon credit union"; firm name/address/service e-mail in the footer; filing fee',
  27: 'agency validation letter (no suit): itemisation "as of" balance + interest = amount now; settlement offer; tear-off coupon; address in envelope window (capitals)',
  28: 'agency letter (no suit): reference table, previous balance minus payments = balance now; monthly payment plan offer',
  29: 'bilingual English/Spanish agency letter (no suit): last-bill balance + late fee = total now; 30% discount offer; collection-agency licence number',
  30: 'law-firm letter announcing a suit already filed: court name and civil warrant number in the Re: block; balance, estimated court costs and settlement offer; payments@ e-mail',
};

const states = {};
for (const d of D) { const k = d.letter ? `${d.def.st} (letter)` : d.state; states[k] = (states[k] || 0) + 1; }
const layouts = {};
for (const d of D) layouts[d.layout] = (layouts[d.layout] || 0) + 1;
const fonts = {};
for (const r of rep) { const f = r.fonts[0][0]; fonts[f] = (fonts[f] || 0) + 1; }

let t = `# Blind OCR test corpus — US consumer-debt court papers and collection letters (2026-12-08)

Made by a helper session working **blind**: it read only \`BRIEF.md\` in this folder and wrote only into this folder
(plus a scratch directory under \`/tmp\`). It did not open, list or search anything else under \`/work\` — in particular it never saw
the product, its code, its prompts or any earlier corpus. The only outside piece used was \`playwright-core\` (loaded with
\`require('/work/main/node_modules/playwright-core')\`, files not read) to drive \`/usr/bin/chromium --no-sandbox\`.
Everything else comes from general knowledge of what US state court papers and collection letters look like. No web access.

All people, street addresses, phone numbers (555-01xx), e-mail addresses, law firms, plaintiffs/creditors, account numbers
and case numbers are invented. City/ZIP pairs are real. Court names are names of real courts; court street addresses are invented.

## Files

| path | what |
|---|---|
| \`NN-clean.png\` (01–30) | clean render, 1700 × 2200 px (8.5 × 11 in at 200 dpi) |
| \`NN-photo.jpg\` (01–30) | simulated phone photo of the printed page |
| \`truth.json\` | 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; both images of a document share \`expected\` |
| \`gen/data.js\` | the single source: one object per document (HTML and truth are both generated from it) |
| \`gen/templates.js\` | the 16 HTML layouts |
| \`gen/build.js\` | renders the clean PNGs with Chromium, writes \`truth.json\`, runs the text/overflow/font checks |
| \`gen/photo.js\` | makes the photos with ImageMagick \`convert\` (seeded, reproducible) |
| \`gen/check.js\` | final file/size/JSON checks → \`gen/checks.json\` |
| \`gen/ocrcheck.js\` | informative Tesseract legibility pass → \`gen/ocr_check.json\`, \`gen/ocr_log.txt\` |
| \`gen/readme.js\` | writes this README |
| \`gen/html/NN.html\`, \`gen/html/NN.txt\` | the rendered HTML and Chromium's \`innerText\` of each page |
| \`gen/render_report.json\`, \`gen/photo_params.json\`, \`gen/build_log.txt\`, \`gen/photo_log.txt\` | check results and per-photo parameters |

Regenerate: \`cd gen && node build.js && node photo.js && node ocrcheck.js && node check.js && node readme.js\` (renders one page at a time).

## Counts

- 30 documents, 60 images: 26 court papers + 4 letters (3 agency collection letters with no suit; 1 law-firm letter announcing a filed suit with court and case number).
- Kinds: ${Object.entries(D.reduce((a, d) => { a[d.kind] = (a[d.kind] || 0) + 1; return a; }, {})).map(([k, v]) => `${k} ${v}`).join(', ')}.
- States (court papers): TX 3, CA 3, NY 3, OH 3, MI 2, IL 2, NC 2, AZ 2, AL 1, KY 1, LA 1, MD 1, NJ 1, OR 1 = 26. Letters: GA, PA, WA, TN (one each; the TN one is the law-firm suit letter, General Sessions Court of Davidson County, civil warrant number).
- Layouts: ${Object.entries(layouts).map(([k, v]) => `${k} ${v}`).join(', ')}.
- Fonts actually used by Chromium (checked through the DevTools protocol, \`CSS.getPlatformFontsForNode\`, glyph counts summed over the page): ${Object.entries(fonts).map(([k, v]) => `${k} ${v}`).join(', ')}. Body 9–11 pt, labels/footers 6.5–8 pt. A handful of symbols (☐ ☒ ★) fall back to DejaVu Sans.
- Photos: ${ph.filter((p) => p.width === 1200).length} small (1200 × 1600, every third: 03, 06, … 30) and ${ph.filter((p) => p.width === 1600).length} large (1600 × 2133).

## Truth conventions (\`expected\`)

- \`customer_name\`: first defendant / addressee, normal case, middle initial as printed, suffix kept (Jr., III), no a/k/a, no co-defendant, no "John Does"/"DOES". Printed last-name-first (05) is given first-name-first.
- \`plaintiff_name\`: mixed case as printed, without tails ("a Delaware limited liability company", "as assignee of …", "an Oregon credit union"). Letters: the current creditor (not the agency, not the original creditor unless the same).
- \`law_firm_name\`: plaintiff's firm in mixed case; null for the unrepresented small-claims plaintiff (06) and the three agency letters.
- \`lawyer_email\`: the attorney's own address; null when none is printed (11, 06, agency letters). Never the e-service/efile/payments/intake/clerk/court/process-server addresses printed nearby.
- \`lawsuit_state\`: the court's state; for letters the consumer's state.
- \`lawsuit_amount\`: principal claimed (number). Never interest stated separately, attorney fees, costs/filing/service fees, totals including them, or jurisdictional limits. Letters: the balance demanded now (not the "as of" balance, not a settlement or plan amount; in 30 the balance, not estimated costs or settlement).
- \`civil_number\`: exactly as printed without its label ("Index No.", "CAUSE NO.", "File No.", "Docket No.", "Civil Warrant No."); in 23 the separate "DIVISION "B"" is not part of it. null for the three agency letters.
- \`court_name\`: title case with short words lower case, leading "In the" dropped; lines of one title joined with a space (04, 20, 26); separate heading lines joined with ", " (e.g. "Civil Court of the City of New York, County of Kings"). Seal text ("Commonwealth of Kentucky", "State of New York · Unified Court System") and stand-alone "STATE OF NORTH CAROLINA" / "STATE OF MICHIGAN" form headers are not part of the name. Ordinals keep their printed form ("36th", "52nd", "1st"). null for agency letters.
- \`customer_street\` with apartment/unit exactly as printed; \`customer_city\`; \`customer_state\` two letters; \`customer_zip_code\` 5-digit string.
- \`determine_if_lawsuit_exists\`: true for all 26 court papers and the law-firm letter (30); false for 27–29.
- Entry fields: \`id\` = \`ocr-2026-12-08-NN\`; \`layout\` = template name; \`font\` = font Chromium used + body size; \`clean\` = true for the PNG, false for the photo.

## Distractors placed on the pages

Filing fees, service/sheriff fees, court costs, separately stated interest (with rates), attorney fees (flat, 15 %, 25 %), totals that include
costs and fees, the court's jurisdictional/small-claims limits, "as of" balances and itemisations, settlement offers, payment plans,
plaintiff's, firm's and court's addresses and phone numbers, e-service/efile/intake/payments/clerk/court/process-server e-mails next to the
attorney's own, an e-filing envelope number, a NYSCEF confirmation number, account/loan/contract/file/reference numbers next to the case number,
bar numbers (State Bar, SBN, ARDC, Cook County firm no., P-numbers, OSB, KBA, BPR, CPF ID, NJ attorney ID, ASB), a Louisiana division letter,
co-defendants, DOES/John Does, a/k/a names, addresses of the plaintiff/creditor/agency in the same format as the consumer's.

## Rendering

HTML per document → Chromium (playwright-core, \`/usr/bin/chromium --no-sandbox\`), viewport 816 × 1056 CSS px, device scale factor 1700/816,
screenshot clipped to the page → exactly 1700 × 2200 PNG. Pages rendered one at a time.

## Photo simulation (ImageMagick 6 \`convert\`, one image at a time, seeded per document)

1. Desk/table background generated at quarter size and upscaled: wood grain (motion-blurred noise mapped to two wood tones) or
   plasma texture (laminate, desk mat, kitchen table, stone), plus fine noise.
2. Page multiplied by a paper tint (off-white), then \`-distort Perspective\` from the four page corners to a quadrilateral:
   keystone 1.5–6.5 % on one side (top/bottom/left/right), rotation 0.5–5° either way, page height 78–92 % of the frame
   (reduced only when the rotated page would be too wide), placed with random margins; the whole page is inside the frame (checked).
3. Soft drop shadow under the page.
4. Uneven light: off-centre radial falloff down to 52–78 % brightness; in ${ph.filter((p) => p.shadow_band).length} of 30 photos a blurred hand/phone shadow band
   (vertical band, diagonal band, corner wedge or top band, 55–75 % grey).
5. Colour cast (warm, cool, green fluorescent, yellowish or magenta; channel multipliers ≤ 9 %), Gaussian blur σ 0.35–1.15,
   Gaussian noise, JPEG quality 55–85 with 4:2:0 chroma subsampling.

Per-photo values are in \`gen/photo_params.json\` and in the table below.

## Checks run

${checks.lines.map((l) => `- ${l}`).join('\n')}

## Special cases and known limitations

- Unrepresented plaintiff: 06 (California small claims; the business's own billing e-mail is printed). Attorney without e-mail: 11.
- Names: ALL CAPS with suffix 02 (JR.), 21 (III); mixed-case suffix 08 (III); last-name-first 05; a/k/a 07; second defendant 05, 08, 14, 18, 23; DOES 04, 05; JOHN DOES 1-10 15; accented name 03 (Héctor L. Ramírez).
- Mostly Spanish: 03; bilingual English/Spanish: 05 (summons) and 29 (letter); Spanish lines also in 07, 25, 20, 24.
- Case number only in the footer: 12; in a box: 02, 08, 09, 13, 14, 16, 17, 18, 19, 21, 22, 24, 25 and others; at the top: 01, 23.
- No stand-alone civil warrant page: none of the prescribed court states issues "civil warrants" for debt suits (Tennessee does), so the civil warrant appears through the Tennessee law-firm letter (30), whose truth uses the warrant number.
- The legibility pass is informative only: plain Tesseract without deskew reads the clean pages well but loses most fields on the photos rotated by about 3° or more (04, 07, 09, 10, 17, 18); those photos are legible by eye (checked on crops).
- Dates are invented and deterministic (filing dates September–November 2026; past events earlier, deadlines later).

## Documents

| NN | state | kind | layout | font | court name (truth) | civil_number | amount | photo | notes |
|---|---|---|---|---|---|---|---|---|---|
`;
for (const d of D) {
  const r = rep.find((x) => x.n === d.n); const p = ph.find((x) => x.file === `${pad(d.n)}-photo.jpg`);
  const suit = !d.letter || d.suit;
  t += `| ${pad(d.n)} | ${d.letter ? d.def.st + ' (letter)' : d.state} | ${d.kind} | ${d.layout} | ${r.fonts[0][0]} ${d.size}pt | ${suit ? d.court.name : '—'} | ${suit ? '`' + d.caseNo + '`' : '—'} | ${m(d.amt.principal)} | ${p.width}×${p.height}, ${p.rotation_deg}°, keystone ${p.keystone}, fill ${(p.page_fill_height * 100).toFixed(0)} %, ${p.background}, ${p.colour_cast}${p.shadow_band ? ', shadow: ' + p.shadow_band : ''}, q${p.jpeg_quality} | ${NOTES[d.n]} |\n`;
}
fs.writeFileSync(path.join(OUT, 'README.md'), t);
console.log('README written', t.length);
