'use strict';
// Writes ../README.md: fixed prose + tables generated from the same data objects (docs*.js),
// fonts.json (fonts Chromium really used) and photo_params.json (photo simulation parameters).
const fs = require('fs');
const path = require('path');
const { money, expectedOf } = require('./lib');
const docs = require('./docs');

const GEN = __dirname, OUT = path.resolve(GEN, '..');
const fonts = JSON.parse(fs.readFileSync(path.join(GEN, 'fonts.json')));
const photos = JSON.parse(fs.readFileSync(path.join(GEN, 'photo_params.json')));
const textCheck = fs.existsSync(path.join(GEN, 'text_check.json')) ? JSON.parse(fs.readFileSync(path.join(GEN, 'text_check.json'))) : {};

const DISTRACTORS = {
  '01': 'interest $832.19 stated separately; filing fee $225.00; $35,000 limited-civil ceiling; e-service address beside the attorney e-mail; two SBNs; firm file no.; account ending 3381',
  '02': 'interest $412.88 and $75.00 filing fee excluded; $6,250 business claim limit; price $4,190.00 / payments $914.60; plaintiff credit-office e-mail (not a lawyer); store account no.; court address',
  '03': 'contract attorney fees $450.00; costs $370.00; total $3,761.18; $35,000 ceiling; e-filing envelope no.; efile@ address; process-server e-mail; "as assignee of" tail',
  '04': 'statutory interest 7%; cost deposit $129.00; $15,000 court limit; clerk e-mail; Ohio registration no.; account and attorney file no. beside the case no.; certified-mail number',
  '05': 'accrued interest $1,733.08; "$15,000 municipal-court jurisdiction" sentence; sale proceeds $9,150.00; cost deposit $300.00; co-defendant; plaintiff address',
  '06': 'filing deposit $98.00 and mail service $12.00; $6,000 small-claims limit; credit-union collections e-mail; member account and loan numbers; plaintiff address',
  '07': 'return-code list; e-filing envelope no.; filing fee $289.00, sheriff $60.00; clerk help e-mail; secondary e-mail; Atty. No.; account and file no.; a/k/a name',
  '08': 'filing fee $194.00, sheriff $60.00; $10,000 small-claims limit; firm service e-mail; ARDC no.; firm no.; clerk address and phone',
  '09': 'attorney fees $1,500.00; late charges $145.00; Rule 222 $50,000 cap; envelope no.; docketing e-mail; firm ID and ARDC no.; sheriff fee; co-defendant',
  '10': 'filing $58.00, service $14.00, TOTAL $5,945.14; $20,000 Special Civil Part limit; attorney ID; account ref.; court, legal-services and referral phones',
  '11': 'contract interest $3,912.44; $20,000 Special Civil Part limit; attorney ID; firm file no.; loan no.; plaintiff address; John Does 1-10 / ABC Corps.',
  '12': 'filing $35.00, mileage $9.00, total $1,990.30; $5,000 limit; plaintiff billing e-mail; account reference printed next to the docket no.; attorney ID',
  '13': 'cost ledger (filing, postage, service, constable) and TOTAL $4,302.90; $12,000 MDJ limit; waived interest $318.40; court e-mail; Supreme Court ID; plaintiff ref.',
  '14': 'Count II interest $1,104.32; Count III commission $1,382.41; original loan $12,500.00; $50,000 arbitration limit; lawyer-referral address/phone/e-mail; attorney I.D.; loan no.',
  '15': 'costs $40.00 + $5.00; $7,000 small-claims limit; finance charges $198.40; payments $600.00; BBO#; invoice and customer account numbers',
  '16': 'pre-judgment interest $1,264.55; $50,000 removal threshold; constable fees (total $48.00); process-server e-mail; BBO#; account ending',
  '17': 'interest $402.76; statutory attorney fee $388.00; $57,000 county-court limit; bar no.; plaintiff ref. and account ending beside the case no.',
  '18': 'interest $96.27; filing/service $61.00; sheriff fee $24.00; clerk e-mail in footer; second defendant; bar no.; account no.',
  '19': 'court costs $110.00; interest $187.55; $3,500 justice-court limit; clerk e-mail; MSB No.; loan no.; constable fee $25.00',
  '20': 'itemised charges $9,870.00 / $4,270.00 / running balance $14,140.00; interest $1,011.20; one-third attorney fee $4,213.33; total $17,864.53; $200,000 limit; payments e-mail; MSB #',
  '21': 'interest $655.41; filing fee $132.00; clerk e-mail; lawyer-referral phone; account ref.; court address',
  '22': 'sidebar filing fee $67.00, service $30.00, $10,000 limit; interest $512.36; late charges $90.00; costs $97.00; total $5,117.36; clerk e-mail; loan no.',
  '23': 'prejudgment interest $470.45; statutory attorney fee $784.08; $75,000 federal threshold; Ark. Bar No.; account ending',
  '24': 'interest $142.18, costs $45.00, constable $30.00, total $2,094.58; $25,000 JP limit; DE Bar ID; account no.; firm ref. in footer',
  '25': 'late charges $214.00; filing/service $80.00; $10,000 magistrate limit; plaintiff billing e-mail; plaintiff is a "PLLC" dental practice, not a law firm; return-of-service fee',
  '26': 'interest $906.10; I.C. 12-120(1) $35,000 threshold; answer fee $136.00; iCourt e-service e-mail; ISB No.; firm file no.; account ending',
  '27': '"as of" balance $2,987.40; interest +$154.22; fees +$35.00; payment -$100.00; settlement $1,538.31; agency help/payments e-mails; reference and account numbers; original creditor',
  '28': 'original balance $1,650.00; insurance adjustment; payments $50.00; plan $118.00/month; agency info/payments e-mails; patient account and file no.; licence no.',
  '29': 'principal $5,420.00; interest $638.33; lump-sum offer $4,240.00; a justice court named as a possible future venue ($15,000) though no suit exists; paralegal e-mail; loan and file numbers',
  '30': 'court costs $71.00; attorney fees $478.54; $15,000 justice-court limit; pre-judgment settlement $2,392.69; payments e-mail; file no. beside the case no.; original creditor/account; bar no.; clerk address',
};

const esc = s => String(s == null ? '—' : s).replace(/\|/g, '\\|');
let rows = '| # | State | Kind | Customer (truth) | Plaintiff / creditor | Law firm | Amount | Case number | Font used | Photo |\n|---|---|---|---|---|---|---|---|---|---|\n';
for (const d of docs) {
  const e = expectedOf(d.d);
  const f = (fonts[d.id].used[0] || ['?'])[0];
  const p = photos[d.id] || {};
  rows += `| ${d.id} | ${d.state} | ${esc(d.kind)} | ${esc(e.customer_name)} | ${esc(e.plaintiff_name)} | ${esc(e.law_firm_name)} | ${money(e.lawsuit_amount)} | ${esc(e.civil_number)} | ${f} ${d.size} | ${p.size || '?'}, ${p.rotation_deg}°, fill ${p.page_height_fill}, q${p.jpeg_quality} |\n`;
}
let layouts = '';
for (const d of docs) layouts += `- **${d.id}** (${d.state}, ${d.kind}) — ${d.layout}.\n  *Distractors:* ${DISTRACTORS[d.id]}.\n`;
let courts = '| # | court_name (truth) | customer address (truth) | lawyer_email |\n|---|---|---|---|\n';
for (const d of docs) { const e = expectedOf(d.d); courts += `| ${d.id} | ${esc(e.court_name)} | ${esc(e.customer_street)}, ${e.customer_city}, ${e.customer_state} ${e.customer_zip_code} | ${esc(e.lawyer_email)} |\n`; }

const P = Object.values(photos);
const rng = k => { const v = P.map(p => p[k]); return `${Math.min(...v)}–${Math.max(...v)}`; };
const absRot = P.map(p => Math.abs(p.rotation_deg));
const count = (k, pred) => P.filter(p => pred(p[k])).length;
const bgCounts = {}; P.forEach(p => { bgCounts[p.background] = (bgCounts[p.background] || 0) + 1; });
const castCounts = {}; P.forEach(p => { castCounts[p.colour_cast] = (castCounts[p.colour_cast] || 0) + 1; });
const nChecks = Object.values(textCheck).reduce((a, h) => a + h.length, 0);

const md = `# Blind OCR test corpus — US consumer-debt court papers and letters (2026-12-11)

## Who made it, and how it is blind

Made by a helper session started for this task, working **only** from \`BRIEF.md\` in this folder and
general knowledge of what US state court papers and collection letters look like. Nothing under
\`/work/main\` (the product, its tests, earlier corpora), \`/work/.library\` or any other \`/work/blind\`
folder was opened, listed or searched; the only contact with \`/work/main\` was
\`require('/work/main/node_modules/playwright-core')\` to drive \`/usr/bin/chromium --no-sandbox\`, as the
brief allows. No web access, no git. Everything (people, street addresses, phones in 555-01xx, e-mails,
firms, creditors, case numbers, court street addresses) is invented; court *names* are real court names;
city/ZIP pairs are real.

## Files

| Path | What |
|---|---|
| \`NN-clean.png\` (01–30) | clean render, 1700×2200 px = 8.5×11 in at 200 dpi |
| \`NN-photo.jpg\` (01–30) | simulated phone photo of the printed page (about 1600 px wide; every third, 03/06/…/30, about 1200 px wide) |
| \`truth.json\` | 60 entries \`{file, id, state, kind, layout, font, clean, expected}\`; both images of a document share \`expected\` |
| \`gen/docs1.js\`, \`gen/docs2.js\`, \`gen/docs3.js\` | the 30 data objects (\`d\`) and their HTML/CSS templates; \`gen/docs.js\` joins them |
| \`gen/lib.js\` | helpers; \`expectedOf(d)\` turns a data object into the \`expected\` block |
| \`gen/render.js\` | renders the HTML with Chromium, saves \`gen/html/NN.html\`, \`gen/text/NN.txt\` (page innerText), \`gen/fonts.json\` (fonts Chromium really used, via CDP \`CSS.getPlatformFontsForNode\`) and fails on overflow |
| \`gen/photo.js\` | builds the photos with ImageMagick \`convert\`; parameters per photo in \`gen/photo_params.json\` |
| \`gen/check.js\` | truth-string and image checks; writes \`truth.json\`, \`gen/text_check.json\`, \`gen/image_check.json\` |
| \`gen/make_readme.js\` | writes this README (tables generated from the same data) |

Rebuild: \`cd gen && node render.js && node photo.js && node check.js && node make_readme.js\` (sequential; photos take ~10–25 s each on 2 cores).

## Counts

- 30 documents → 60 images (30 PNG + 30 JPEG), 60 truth entries.
- 26 court papers + 4 letters. Letters: 2 collection-agency validation letters (HI, RI), 1 law-firm demand letter with **no** suit (MT), 1 law-firm letter announcing a suit already filed, with court and case number (NV).
- \`determine_if_lawsuit_exists\`: true 27 (26 court papers + NV letter), false 3.
- \`law_firm_name\` null: 5 (02, 06, 25 unrepresented plaintiffs; 27, 28 agency letters). \`lawyer_email\` null: 8 (those 5 plus 13, 19, 22 where the attorney prints no e-mail).
- Kinds: summons 8 (03, 04, 07, 10, 16, 18, 21, 26), complaints 10 (01, 05, 09, 11, 13, 14, 17, 20, 23, 24), small-claims forms 5 (02, 06, 08, 12, 15), statement/affidavit-style magistrate/justice forms 2 (19, 25), notice of suit 1 (22), letters 4. Several are combined papers (complaint + summons, notice to defend + complaint, summons + return of service). No "civil warrant" was made: none of this corpus's states uses that form.

## States

California 3 (01–03), Ohio 3 (04–06), Illinois 3 (07–09), New Jersey 3 (10–12), Pennsylvania 2 (13–14),
Massachusetts 2 (15–16), Nebraska 2 (17–18), Mississippi 2 (19–20), New Mexico 2 (21–22), Arkansas 1 (23),
Delaware 1 (24), West Virginia 1 (25), Idaho 1 (26) = 26 court papers; letters from Hawaii (27),
Rhode Island (28), Montana (29), Nevada (30).

## Truth conventions (\`expected\`)

- \`customer_name\`: first defendant / addressee, normal case, middle initial exactly as printed, suffix kept as printed (\`Dwayne L. Pritchett, Jr.\`, \`Gerald T. Holloway III\`), no a/k/a, no co-defendant, no "Does"; a last-name-first print (\`KOVACH, DANIEL P.\`) is given in natural order (\`Daniel P. Kovach\`).
- \`plaintiff_name\`: as printed in mixed case, tails dropped ("as assignee of Solstice Bank, N.A.", "a Delaware limited liability company"); letters: the **current** creditor (not the original creditor, not the agency).
- \`law_firm_name\`: plaintiff's firm as printed in mixed case; null for agency letters and unrepresented plaintiffs. The MT letter's firm is given (it is the creditor's law firm, although no suit exists).
- \`lawyer_email\`: the plaintiff's attorney's own address; never a clerk, e-service/e-filing, secondary, docketing, paralegal, payments, process-server or creditor address; null when the attorney prints none.
- \`lawsuit_state\`: court's state; letters: the consumer's state (for the NV suit letter both are NV).
- \`lawsuit_amount\`: number; the principal claimed, never costs, fees, separately stated interest, or totals including them; letters: the balance demanded now (27: "Total amount of the debt now"; 28: "Balance due now"; 29: "Balance due now" = principal + accrued interest, because that is what the letter demands; 30: principal balance now due, which is also what the filed complaint seeks).
- \`civil_number\`: exactly as printed without its label (spaces kept, e.g. \`2026 CVF 018842\`, \`CI 26-4417\`); null without a suit.
- \`court_name\`: title case, short words lower case, leading "In the" dropped, lines of one title joined with a space (01, 24, 26 wrap one title), separate heading lines joined with ", " (e.g. 10, 12, 15, 19, 21); null without a suit (29 names a court only as a possible future venue → null).
- \`customer_street\` with unit as printed (comma before the unit kept when printed, e.g. \`4471 Cottonwood Ave, Apt 12\`); \`customer_city\`; \`customer_state\` (2 letters); \`customer_zip_code\` (5-digit string).
- \`determine_if_lawsuit_exists\`: true for court papers and the NV suit letter.

### Court names and addresses (truth)

${courts}
## Layouts and distractors

Body text 9–12 pt, form labels and footers 6.5–8 pt; every document has its own layout.

${layouts}
## Special cases

- **02** is mostly in Spanish (Spanish small-claims form; only the court box, which the clerk fills in English, and a few crumbs are English); unrepresented business plaintiff whose representative and credit e-mail must not be taken as a firm/lawyer.
- **03, 10, 14, 21, 28** are bilingual English/Spanish (parallel columns in 10, 14 and 21).
- **03** name in ALL CAPS with ", JR."; **12** ALL CAPS with "III"; **06** last-name-first (the only document whose name check is token-based); **07** a/k/a; **05, 09, 18** a second defendant; **01, 03** Does 1-10; **11** John Does 1-10 and ABC Corps.
- **06** unrepresented credit union filing through an officer; **25** unrepresented dental practice whose name ends in "PLLC" (not a law firm).
- **12, 22** case number only in the footer (12 beside an account reference); **22** court name only in a dark sidebar (white on dark).
- **13, 19, 22** attorney with no e-mail while court/clerk e-mails are printed.
- **16, 09** the consumer address sits only in a return-of-service section (16 inside a sentence); **01, 11** only in a numbered paragraph; **27** in an envelope-window position; **12** split over two ruled lines with labels beneath; **06, 25** in tables.
- **21** accented name (Chávez) and a DejaVu Serif bilingual field table; **24** monospaced typed entries with sans-serif labels.
- **29** law-firm letter that threatens, but has not filed, a suit in a named court → no case, no court, lawsuit false.
- **30** law-firm letter announcing a filed suit: court and case number in a RE: block.

## Rendering

- HTML generated from the data objects by \`gen/docs*.js\`; rendered by Chromium (playwright-core) with viewport 816×1056 CSS px and deviceScaleFactor 1700/816, i.e. 1700×2200 px, 8.5×11 in at 200 dpi.
- Fonts are system fonts (URW base35, Liberation, DejaVu; Z003 for signatures). The family Chromium really used for the text was read back for every element via CDP and is recorded in \`truth.json\` (\`font\`) and \`gen/fonts.json\`. "Nimbus Sans Narrow" needs \`font-stretch: condensed\` to be matched by Chromium (otherwise it silently falls back to Liberation Serif); that is set for 06 and 22 and verified.
- Overflow check: no element may extend beyond the 8.5×11 page box (all 30 pass).

## Photo simulation (\`gen/photo.js\`, ImageMagick 6)

Per photo, from a seeded RNG (seed depends on the document number):
1. desk/table background: ${Object.entries(bgCounts).map(([k, v]) => `${k} ${v}`).join(', ')} (wood grain from stretched noise, laminate speckle, plasma formica/table);
2. paper tone and ink tone (\`+level-colors\`), a faint tri-fold crease on letters and on some court papers;
3. perspective: keystone of 1.5–7.5 % on one side (top, bottom, left or right) plus per-corner jitter, rotation ${Math.min(...absRot).toFixed(2)}–${Math.max(...absRot).toFixed(2)}° (either sign), \`-distort Perspective\` into the frame; the page's bounding box fills ${rng('page_height_fill')} of the frame height and stays ≥ 2 % inside every edge (whole page visible);
4. soft drop shadow of the sheet on the desk;
5. uneven light: a bilinear brightness gradient across the frame (four corner values, 62–100 %) multiplied by an off-centre radial vignette (60–85 % at the edge);
6. hand/phone shadow band (blurred polygon from one edge or corner) in ${P.filter(p => p.hand_shadow).length} of 30 photos;
7. colour cast: ${Object.entries(castCounts).map(([k, v]) => `${k} ${v}`).join(', ')};
8. slight blur σ ${rng('blur_sigma')} (plus a small motion blur in ${P.filter(p => p.motion_blur).length} photos), Gaussian noise (attenuate ${rng('noise_attenuate')});
9. JPEG quality ${rng('jpeg_quality')}, 4:2:0, metadata stripped.
Frame: 1600×2133 (3:4 portrait) for 20 photos; 1200×1600 for every third (03, 06, …, 30).

## Checks (\`gen/check.js\`)

- Every truth value was searched in the page's rendered text (Chromium innerText, case-insensitive, commas/whitespace normalised; \`civil_number\` exact and case-sensitive; amount as printed with or without thousands comma; state + ZIP together; name tokens for the last-name-first print in 06): ${nChecks} truth-string checks, all found.
- All 60 images exist: PNGs 1700×2200, JPEGs 1600×2133 or 1200×1600, byte sizes within sane bounds (see \`gen/image_check.json\`).

## Documents

${rows}`;
fs.writeFileSync(path.join(OUT, 'README.md'), md);
console.log('README.md written', md.length, 'chars');
