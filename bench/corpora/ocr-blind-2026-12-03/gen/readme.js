// Writes ../README.md: fixed prose plus tables generated from the data objects, truth.json and photo-params.json.
const fs = require('fs');
const path = require('path');
const docs = require('./docs');
const { expected } = require('./lib');
const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const P = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json')));
const v = x => x === null ? '—' : String(x).replace(/\|/g, '\\|');
const rows = docs.map(d => {
  const nn = String(d.id).padStart(2, '0'), e = expected(d), p = P[nn];
  const font = truth.find(t => t.id === nn).font;
  return `| ${nn} | ${d.state} | ${v(d.kind)} | ${v(e.court_name)} | ${v(e.civil_number)} | ${v(e.customer_name)} | ${v(e.plaintiff_name)} | ${v(e.law_firm_name)} | ${e.lawsuit_amount.toFixed(2)} | ${v(font)} | ${p.size}, ${p.rotation_deg}°, fill ${p.page_height_fill}, q${p.jpeg_quality}${p.hand_shadow ? ', hand shadow' : ''} |`;
}).join('\n');
const layouts = docs.map(d => `- **${String(d.id).padStart(2, '0')}** (${d.state}, ${d.kind}): ${d.layout}.`).join('\n');
const stateCount = {}; docs.forEach(d => stateCount[d.state] = (stateCount[d.state] || 0) + 1);
const fontsUsed = [...new Set(truth.map(t => t.font.split(',')[0]).join(' + ').split(' + '))].sort();
const md = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-03)

## Who made it, and how it is blind

Made by a helper session started for this task. It worked only from the brief
\`/work/blind/ocr-brief-2026-12-03.md\` and general knowledge of what US state court papers and
collection letters look like. It did not open, list, read or search anything else under \`/work\`
(in particular not the product's code, prompts, tests or earlier corpora). The single exception allowed
by the brief was \`require('/work/main/node_modules/playwright-core')\` to drive \`/usr/bin/chromium --no-sandbox\`;
its files were not read. (Before starting it also printed the first five lines of the machine's generic environment note,
\`/work/.library/env/README.md\`, which has nothing about the product.) No web access was used. ImageMagick (\`imagemagick\` 6.9.11) and extra
font packages (\`fonts-liberation\`, \`fonts-freefont-ttf\`, \`fonts-crosextra-carlito\`, \`fonts-crosextra-caladea\`,
\`fonts-urw-base35\`) were installed with apt, because the machine only had a \`convert\` stand-in and the DejaVu fonts.

Everything is invented: people, street addresses (on real city/ZIP pairs), phones (all \`(NNN) 555-01xx\`),
e-mail addresses and domains, firms, plaintiffs, case numbers, court street addresses. Court *names* are
real court names (justice courts, magistrate courts, county/district/municipal/circuit/superior courts,
small-claims divisions). Clerk/court e-mails use \`.example.gov\` / \`.example.org\` domains.

## Files

- \`NN-clean.png\` (NN = 01..30) — clean render, 1700×2200 px (8.5×11 in at 200 dpi).
- \`NN-photo.jpg\` — simulated phone photo of the printed page (see *Photo parameters*).
- \`truth.json\` — 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; the two images of a
  document share the same \`expected\`. \`clean\` is \`true\` for the PNG and \`false\` for the photo; \`font\` is the
  font(s) Chromium actually used (read back through the DevTools protocol) and the body size.
- \`gen/\` — the generator: \`lib.js\` (helpers, truth derivation, title-casing of court names),
  \`docs1.js\`, \`docs2.js\`, \`docs3.js\` (the 30 data objects, each with its own HTML template that reads the same
  object), \`render.js\` (Chromium render → \`NN-clean.png\`, \`gen/html/NN.html\`, \`gen/render-report.json\` with rendered
  text, layout-overflow check and platform fonts), \`truth.js\` (builds \`truth.json\` from the data objects and checks it
  against the rendered text), \`photo.js\` (ImageMagick phone-photo simulation, \`gen/photo-params.json\`),
  \`check.js\` (final file/size checks), \`readme.js\` (writes this README).
  Rebuild: \`cd gen && node render.js && node truth.js && node photo.js && node check.js && node readme.js\`.

## Counts

- 30 documents, 60 images: 26 court papers + 4 letters.
- Letters: 3 collection letters with no suit (OH, IL, AZ; agency letters, \`law_firm_name\` null) and 1 law-firm letter
  announcing a suit already filed, with court and file number (NC).
- \`determine_if_lawsuit_exists\`: true for 27 documents (26 court papers + the NC letter), false for 3.
- 10 photos are small (1200×1600: documents 03, 06, …, 30 — every third), 20 are 1600×2133.

## States

${Object.entries(stateCount).map(([k, n]) => `${k} ${n}`).join(', ')}.
Court papers: California 3, Texas 3, Florida 3, New York 3, Pennsylvania 2, Georgia 2, and one each from Washington,
Oregon, Nevada, Missouri, Minnesota, Wisconsin, Indiana, Maryland, Virginia, South Carolina. Letters: Ohio, Illinois,
Arizona, North Carolina.

## Layouts

${layouts}

Fonts really used (checked per element through Chromium's \`CSS.getPlatformFontsForNode\`; the check fails if the
declared body font is not the one mostly used): ${fontsUsed.join(', ')}. Body text 9–12 pt; form labels and footers
6.5–8 pt. Typewriter-style fill-ins use Nimbus Mono PS.

## Distractors

Filing fees and service fees, court costs, separately stated interest (contract/statutory/prejudgment), attorney fees,
totals including costs and fees, court jurisdictional limits (e.g. $35,000, $20,000, $12,000, $15,000, $7,500, $6,250),
"as of" / charge-off / itemisation-date balances and payments (letters), settlement and pay-in-full offers, plaintiff
addresses and phones, firm addresses, phones and faxes, court addresses and phones, lawyer-referral and legal-aid numbers,
clerk / e-service / docketing / secondary / payment / agency e-mails beside the attorney's own e-mail, e-filing envelope
numbers, NYSCEF and RJI numbers, account, loan, contract, reference and firm file numbers near the case number, bar /
SBN / OSB / WSBA / VSB / CPF / attorney I.D. numbers, the original creditor beside the current creditor, a plaintiff's
"as assignee of …" / "a Delaware limited liability company" tails, co-defendants, "DOES 1 to 10", "John Does 1-10",
"JOHN DOE RAMAN" spouse defendant, an a/k/a name, a ZIP+4 in a letter window.

## Truth conventions

- \`customer_name\`: first defendant / addressee in normal case, middle initial exactly as printed (with or without a
  period), no a/k/a, no co-defendant; names printed last-name-first ("NGUYEN, THANH V.") are given first-name-first.
- \`plaintiff_name\`: mixed case, without tails ("as assignee of …", "a Delaware limited liability company",
  "an Oregon corporation"); for letters, the current creditor (not the agency, not the original creditor).
- \`law_firm_name\`: the plaintiff's firm in mixed case; null for the three agency letters and for the two
  unrepresented plaintiffs (03 CA small claims, 15 GA magistrate).
- \`lawyer_email\`: the plaintiff's attorney's own e-mail; null when none is printed (03, 11, 15, 27, 28, 29). In 11 only a
  clerk e-mail is printed.
- \`lawsuit_state\`: the court's state; letters: the consumer's state.
- \`lawsuit_amount\`: the principal claimed as a number (never costs, fees, separately stated interest, or totals);
  letters: the balance demanded now (NC letter: the principal claimed, which is also the balance now owed).
- \`civil_number\`: exactly as printed without its label; null without a suit, and null for 21 (MN summons served before
  filing, "Court File No.: ____" blank) even though a lawsuit exists.
- \`court_name\`: title case with short words (a, an, the, and, or, of, in, for, at, to, by, on) lower case, a leading
  "In the" dropped; the lines of one title are joined with spaces, separate heading lines with ", ". Heading lines
  are taken in reading order (21: left column then right column: "State of Minnesota, County of Hennepin, District
  Court, Fourth Judicial District"). Case-type lines ("CIVIL ACTION — LAW", "LIMITED CIVIL CASE") are not part of the
  heading. For the NC letter the court is named in the body: "Mecklenburg County District Court".
- \`customer_street\`: with apartment/unit as printed (mixed case as in the data; several pages print it upper case).
- \`customer_zip_code\`: 5 digits as a string (27 prints 44109-1432).

## Special cases

- 03: mostly in Spanish (CA small-claims form), a/k/a name, plaintiff without attorney, plaintiff's billing e-mail only.
- 04, 11, 15: second defendant; 17: "JOHN DOE RAMAN" spouse defendant; 01, 02: DOES; 08: John Does 1-10; 19: DOES I through X.
- 06, 13, 25: defendant name printed last-name-first.
- 10: a/k/a name in an X-box caption.
- 21: no case number yet (Minnesota hip-pocket service).
- 27, 29: middle initial printed without a period ("MELISSA J KURTZ", "RENEE A CASTILLO").
- Bilingual EN/ES: 01, 06, 07, 14, 19, and shorter Spanish notices in 04, 10, 15, 22, 23, 24, 25, 28.

## Rendering

HTML per document rendered by Chromium (playwright-core), viewport 816×1056 CSS px (8.5×11 in) at device scale 200/96,
giving 1700×2200 px PNGs. Each page is checked for overflow (no scroll overflow, flow content above the footer).

## Photo parameters

ImageMagick \`convert\`, deterministic seeds per document, one image at a time: page distorted by a perspective map
(keystone 2–7 %, slight lean, rotation 1–4°, either direction) onto a desk/table background (walnut, light oak, cherry,
grey laminate, dark office desk, white kitchen table), soft drop shadow, uneven light falloff (Shepards gradient, darkest
side 50–75 % brightness), a blurred hand/phone shadow band entering from one edge on about 40 % of photos, a colour cast
(warm tungsten, cool daylight, green fluorescent, yellowish, or neutral), Gaussian blur σ 0.5–1.3, Gaussian noise,
JPEG quality 55–85. The whole page is inside the frame; its vertical extent fills 78–92 % of the frame height (checked).
Every third photo is 1200×1600, the others 1600×2133. Per-photo parameters, including the four page corners, are in
\`gen/photo-params.json\`.

## Documents

| # | St | Kind | court_name | civil_number | customer_name | plaintiff_name | law_firm_name | amount | Font (used), body | Photo |
|---|---|---|---|---|---|---|---|---|---|---|
${rows}
`;
fs.writeFileSync(path.join(OUT, 'README.md'), md);
console.log('README.md written', md.length, 'chars');
