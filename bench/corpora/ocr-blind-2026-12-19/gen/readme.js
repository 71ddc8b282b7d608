// Writes ../README.md from docs.js, truth.json and photo-params.json.
'use strict';
const fs = require('fs');
const path = require('path');
const OUT = path.resolve(__dirname, '..');
const DOCS = require('./docs.js');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const params = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json')));
const fonts = JSON.parse(fs.readFileSync(path.join(__dirname, 'fonts-used.json')));
const states = {};
DOCS.forEach((d) => { states[d.state] = (states[d.state] || 0) + 1; });

const rows = DOCS.map((d) => {
  const NN = String(d.n).padStart(2, '0');
  const e = truth.find((t) => t.id === NN).expected;
  const p = params[NN] || {};
  return `| ${NN} | ${d.state} | ${d.kind} | ${truth.find((t) => t.id === NN).layout} | ${fonts[NN] || ''} | ${e.court_name || '—'} | ${e.civil_number || '—'} | ${e.lawsuit_amount.toFixed(2)} | ${p.W || ''} px, fill ${p.fill || ''}, ${p.angle || ''}°; ${(p.effects || []).slice(6).join(', ') || 'standard'} |`;
}).join('\n');

const md = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-19)

Made by a helper session started by the project, working **blind**: only from \`BRIEF.md\` in this
folder and general knowledge of US state court papers and collection letters. It did not open, list or
search anything else under /work (the product, its code, prompts, earlier corpora), other than
\`require()\`-ing the playwright-core module to drive \`/usr/bin/chromium\`. No web access was used.
All people, addresses, phones (555-01xx), e-mails, firms, account numbers and case numbers are
invented; court names are real court titles with invented street addresses; customer city/ZIP pairs
are real.

## Files

- \`NN-clean.png\` (NN = 01..30): clean render, 1700×2200 px (8.5×11 in at 200 dpi).
- \`NN-photo.jpg\`: simulated phone photo of the printed page (1600 px wide; every third one, 03, 06, …, 30, is 1200 px wide; 3:4 frame).
- \`truth.json\`: 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; the two images of a document share \`expected\`. \`font\` is the family Chromium actually used for body text (read with CDP \`CSS.getPlatformFontsForNode\`).
- \`html/NN.html\` (the exact page rendered) and \`html/NN.txt\` (the page's \`innerText\`, used for the text check).
- \`gen/\`: \`docs.js\` (the data objects), \`build.js\` (HTML + render + text check + truth.json from the same objects), \`photo.js\` (ImageMagick photo simulation), \`check.js\` (final checks), \`readme.js\` (this file); \`render-report.json\`, \`photo-params.json\`, \`fonts-used.json\` are their logs.

Rebuild: \`cd gen && node build.js && node photo.js && node check.js && node readme.js\` (renders and photos run one at a time).

## Counts and states

30 documents, 60 images: 26 court papers + 4 letters (3 agency collection letters with no suit, 1 law-firm letter announcing a filed suit with court and case number).

| State | Docs |
|---|---|
${Object.entries(states).map(([s, c]) => `| ${s} | ${c} |`).join('\n')}

Court papers: KY 3, AL 3, UT 3, KS 3, AR 2, ID 2, MT 2, RI 2, DE 2, NM 2, VT 1, AK 1. Letters: MS, LA, SC (agency, no suit), OR (law firm, suit filed in Multnomah County Circuit Court).

Document kinds: civil summons, district/circuit court summons, complaint, Kansas Chapter 61 petition, Idaho complaint on numbered pleading paper, small-claims complaint / statement of claim / affidavit & summons / claim & notice to appear / notice of small claim, justice court complaint, Delaware JP notice of civil action (typewriter), Spanish-language notice of suit (NM Metro Court), Alaska summons and notice to both parties.

## Layouts (feature flags in \`layout\`)

- \`header=\`: \`plain\` centred caps; \`spaced\` letter-spaced caps; \`outline\` outlined (stroked, unfilled) capitals; \`banner\` white on a dark band; \`nm\` left-aligned three-line New Mexico heading; \`stamp\` the top third of the page is a blue "ELECTRONICALLY FILED" clerk stamp block with filing date/time, case number, clerk and a "for court use only" box (envelope no., filing fee paid, receipt no.); \`uttop\` / \`idpleading\` attorney block at the top left before the court heading (Utah/Idaho practice), \`idpleading\` also has 1–28 line numbers and double rule in the left margin; \`boxform\` a bordered form header with form number, court and a case-number box; \`mono\` typewriter.
- \`caption=\`: \`paren\` two-column caption table, parties left, case number/judge/title right, separated by a column of ")" characters; \`stacked\` centred caption with the case number above right; \`numbered\` numbered field labels ("1. Plaintiff", "2. Plaintiff's address", … "10. Account / reference no."); \`leaders\` labels with values typed on dotted leaders (monospaced values); \`boxes\` ruled grid of labelled boxes (labels 6.5–8 pt); \`sidelabel\` grey label column; \`spanish\`/\`mono\` caption inside the body.
- extras: \`bg=\` pale yellow (#fbf6d2) or pale blue (#e3eefa) form background; \`vertical\` case number printed vertically in the right margin; \`barcode\` bar code beside the case number (with envelope no.); \`qr\` QR-like block near the case number; \`window\` addressee block in the #10 window-envelope position (2 in from the top) with the court/agency return address above; \`etal\` two defendants and "et al." (the first is the customer); \`tearoff\` dashed tear-off return-of-service slip at the foot; \`balprin\` both an account "balance" and a "principal" are printed, only the principal is the claim; \`pobox\` customer address with a street line and a PO Box line; \`lineNumbers\` pleading-paper numbers; \`sidebar\` letterhead with logo and a right sidebar (letter 27); the complaint/petition bodies use numbered paragraphs with the principal in paragraph 4.
- Fonts (all installed, confirmed from Chromium): Liberation Serif/Sans, Nimbus Sans/Roman/Mono PS, TeX Gyre Termes/Schola/Heros/Pagella/Bonum/Adventor, Carlito, Caladea, Linux Libertine O, Linux Biolinum O, Noto Sans/Serif, P052, C059, URW Bookman, DejaVu Serif/Sans, Gentium. Body 9–12 pt, labels and footers 6.5–8 pt.

## Distractors

Every court paper carries several of: separately stated interest (amount and rate), filing fee, service fee, court costs, attorney fees, total including costs/fees ("Total presently demanded", "TOTAL CLAIMED WITH COSTS", "Total including costs"), the court's jurisdictional/small-claims limit, an account "balance" differing from the principal (03, 19), the plaintiff's address, the firm's address and phone, the court's address/phone/clerk e-mail (footer), a second firm e-mail (e-filing/docketing/service) or a creditor payment/billing e-mail printed beside the attorney's, a process server's e-mail (tear-off slips), e-filing envelope numbers and receipt numbers, account/loan/file numbers next to the case number, bar numbers, the filing date/time in stamps. Letters carry an "as of" itemization balance, interest since itemization, a settlement offer, agency file numbers, original-account references, payments e-mails; the OR law-firm letter carries interest, filing fee, service cost and a total "if judgment is entered", a firm file number and a payments e-mail.

## Truth conventions

- \`customer_name\`: first defendant / addressee in normal case, middle initial as printed (captions print it in capitals); no co-defendant.
- \`plaintiff_name\`: as printed in mixed case without tails ("as assignee of …", "a Delaware limited liability company", "as successor in interest to …", "a division of …"). Letters: the current creditor (not the agency, not the original creditor).
- \`law_firm_name\`: plaintiff's firm as printed; \`null\` for the three agency letters and for 14 (pro se small-claims plaintiff).
- \`lawyer_email\`: the attorney's own e-mail; \`null\` for 09 (firm prints no e-mail), 14 (no attorney) and agency letters. Other e-mails on the page are distractors.
- \`lawsuit_state\`: the court's state; letters: the consumer's state.
- \`lawsuit_amount\`: the principal claimed (never costs, fees, separately stated interest or totals). Agency letters: "Total amount of the debt now". Letter 30: the account balance the complaint seeks (the suit's principal), not the total with interest and costs.
- \`civil_number\`: exactly as printed, without its label (e.g. "Case No.", "Cause No.", "C.A. No.", "Docket No.", "Número de caso").
- \`court_name\`: title case with short words (of, the, and, for, in, at, …) lower case, a leading "In the" dropped, the printed lines of one title joined with spaces, separate heading lines joined with ", ". E.g. 15 → "District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada, Magistrate Division"; 21 → "Justice of the Peace Court of the State of Delaware in and for New Castle County, Court No. 13". Roman numerals stay upper case ("Division II").
- \`customer_street\` with apartment/unit as printed; \`customer_zip_code\` 5-digit string.
- \`determine_if_lawsuit_exists\`: true for the 26 court papers and letter 30; false for 27–29.

## Special cases

- 16 (ID): the customer's address has a street line and a PO Box line ("417 E Seltice Way" / "PO Box 1187"); truth \`customer_street\` is the street line "417 E Seltice Way".
- 13 (AR) and 21 (DE): two defendants with "et al."; the customer is the first one.
- 14 (AR): plaintiff self-represented in small claims (attorneys not permitted); the plaintiff's credit-department e-mail is printed but is not a lawyer e-mail.
- 24 (NM): the notice text is in Spanish; the heading is the English court name "Bernalillo County Metropolitan Court" (the Spanish body also names "la Corte Metropolitana del Condado de Bernalillo"); the filing date is in Spanish.
- 03 (KY), 19 (RI): "balance" (including interest/late fees) and "principal" both printed; truth is the principal.
- 27–29: no suit; \`civil_number\`/\`court_name\` null; they state "No lawsuit has been filed". 27's sidebar repeats the amount due.
- Case-number styles: dashed (26-C-003817), undashed (260904512, 26LA01234, 26CV04512), spaced (SM 2026 000318, SC 26-0219), with a leading county/court code (SG-2026-LM-004512, SN-2026-SC-000118, 60CV-26-2291, JP13-26-004512, CPU5-26-000418, 6CA-2026-04512, D-202-CV-2026-04512, T-4-CV-2026-004418), with a dot (DV-2026-900417.00), with a slash (ROG-SC-26/118), with a trailing letter suffix (3AN-26-04512CI).
- Wrapped headings: on some pages a single court title wraps over two or three printed lines (e.g. 12, 14, 22); truth joins them with spaces as one title.

## Rendering and photo parameters

Rendering: HTML → Chromium (playwright-core, \`--no-sandbox\`), viewport 850×1100 CSS px at device scale 2 → 1700×2200 PNG. Checks in \`build.js\`: every non-null truth string (amount as "1,234.56", court name case- and punctuation-insensitively, names case-insensitively; case number, lawyer e-mail and ZIP also exactly) is found in the page's rendered \`innerText\`; no content runs into the footer/tear-off zone.

Photos (\`photo.js\`, ImageMagick 6 \`convert\`, one at a time, seeded): page scaled so its height fills 78–89 % of the frame before rotation (checked 75–93 % after), perspective/keystone 1.5–6 % on top or bottom edge plus slight side keystone, rotation 0.5–4.5° either way, page drop shadow, background (wood desk, grey laminate, dark mat, or checked tablecloth), radial light falloff (corners to 58–78 %), colour cast (blue, green, yellow, pink or cyan, 4–10 %), blur 0.5–1.0 px, Gaussian noise, JPEG quality 55–85. Extra effects: tablecloth 04, 12, 20, 28; folded in thirds with two crease lines and panel shading 08, 16, 27, 29, 30; flash glare in an empty lower-right area 01, 17, 20; warm tungsten light 06, 18, 30; one edge out of focus 10, 13, 22; page lying partly on another page 05, 19, 26; fingertip at a page corner 07, 15, 24; hand/phone shadow band 02, 09, 11, 17, 23, 25.

## Documents

| # | State | Kind | Layout | Font (Chromium) | Court (truth) | Case no. | Amount | Photo |
|---|---|---|---|---|---|---|---|---|
${rows}
`;
fs.writeFileSync(path.join(OUT, 'README.md'), md);
console.log('README written');
