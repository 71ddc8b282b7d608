// Writes README.md from truth.json and photo-params.tsv.
import fs from 'node:fs';
const truth = JSON.parse(fs.readFileSync(new URL('./truth.json', import.meta.url)));
const meta = Object.fromEntries(JSON.parse(fs.readFileSync(new URL('./render-meta.json', import.meta.url))).map(m => [m.id, m.dpr]));
const params = fs.readFileSync(new URL('./photo-params.tsv', import.meta.url), 'utf8').trim().split('\n');
const docs = truth.filter(t => t.clean);
const px = d => `${Math.round(816 * d)}×${Math.round(1056 * d)} (${Math.round(96 * d)} dpi)`;
const hard = ['03', '09', '17', '20', '29', '31'];
const rows = docs.map(t => `| ${t.id} | ${t.state} | ${t.expected.determine_if_lawsuit_exists ? 'lawsuit' : 'letter'} | ${t.layout} | ${t.expected.court_name ?? '—'} | ${px(meta[t.id])} | ${hard.includes(t.id) ? 'hard' : 'normal'} |`).join('\n');
const states = [...new Set(docs.map(t => t.state))].sort();
const md = `# Blind OCR / field-extraction corpus — 2026-11-29

Written by a helper session that **never saw the system's code, rules, docs, bench or existing corpus** (nothing under
\`/work/main/apps\`, \`packages\`, \`e2e\`, \`content\`, \`bench\` or \`docs\` was opened, and the repo was not grepped).
Every document is invented by hand in HTML; names, addresses, case numbers, bar numbers, phone numbers and emails are fictitious
(some real debt-buyer names — Cavalry SPV I, LLC, LVNV Funding LLC, Midland Credit Management, Inc., Portfolio Recovery Associates, LLC,
Velocity Investments, LLC, Jefferson Capital Systems, LLC, Crown Asset Management, LLC, Absolute Resolutions Investments, LLC — appear as plaintiffs/creditors, as on real papers).

Date: 2026-11-29.

**Rule: Measure once per round; do not tune rules while reading this corpus's misses.**

## Contents

- ${docs.length} documents, ${truth.length} images: \`NN-clean.png\` and \`NN-photo.jpg\` for NN = 01…${docs.at(-1).id}.
- \`src/NN.html\` — the HTML of each document (generated from \`lib.mjs\` + \`docs-a.mjs\` … \`docs-d.mjs\` by \`build.mjs\`).
- \`truth.json\` — one entry per image (two per document, identical \`expected\`).
- ${docs.filter(t => t.expected.determine_if_lawsuit_exists).length} lawsuits, ${docs.filter(t => !t.expected.determine_if_lawsuit_exists).length} collection/demand letters.
- States (court state, or the consumer's state for letters): ${states.join(', ')} (${states.length}).

## Regenerate

\`\`\`
node build.mjs          # src/*.html, truth.json, render-meta.json; checks every expected string is in the page text
node render.mjs [NN..]  # NN-clean.png via playwright-core + /usr/bin/chromium (headless)
node photo-params.mjs   # photo-params.tsv (seeded PRNG, reproducible)
./photo.sh [NN..]       # NN-photo.jpg via ImageMagick
node make-readme.mjs    # this file
\`\`\`

### Clean render
Each page is an 816×1056 CSS-px body (US Letter at 96 px/in), rendered by Chromium (\`/work/main/node_modules/playwright-core\`,
\`executablePath: '/usr/bin/chromium'\`, headless) with viewport 816×1056 and \`deviceScaleFactor\` 1.5625, 1.875 or 2.0833
(→ 1275×1650 / 1530×1980 / 1700×2200 px, i.e. 150 / 180 / 200 dpi), screenshot clipped to the page (page 1 only), white background.
\`render.mjs\` also reports whether any page's content overflows the page; none does.

### Photo distortion (\`photo.sh\`)
ImageMagick 6.9.11-60 (\`/usr/bin/convert\`, Debian package \`imagemagick\`, installed with apt-get for this job —
\`/usr/local/bin/convert\` on this machine is only a stand-in that cannot do this). Per document, with the parameters from \`photo-params.tsv\`:

1. \`convert NN-clean.png -resize {width}x -bordercolor {bg} -border {width*0.11}x{width*0.13}\` — phone resolution, page laid on a table colour.
2. \`-virtual-pixel background -background {bg} -distort Perspective "<4 corner pairs>"\` — each page corner moved inward by the
   fractions in \`persp\` (× image width / height), then \`-rotate {angle}\` (sign alternates between documents).
3. Uneven light: \`convert -size WxH xc: -sparse-color Shepards "0,0 gray{l1} W,0 gray{l2} 0,H gray{l3} W,H gray{l4}"\` and a vignette
   \`radial-gradient:white-gray{vignette}\`, both \`-compose multiply\`-ed onto the photo.
4. \`-blur 0x{blur} -modulate {bright},95 -fill '#ffcf8a' -colorize {warm} -attenuate {noise} +noise Gaussian -quality {quality}\` → JPEG.

Normal documents: angle 1–4.5°, corner offsets ≤3 %, blur σ 0.3–0.8, brightness 85–102 %, corner light 68–100 %, JPEG q 66–80, width 1250–1450 px before the border.
Hard documents (${hard.join(", ")}): angle up to 6°, corner offsets ≤5 %, blur σ 0.8–1.05, brightness 70–80 %, corner light 55–100 %, stronger vignette and noise,
JPEG q 60–66, width 1250–1350 px. All were checked to stay legible to a human (hard ones need a close look).

Exact per-document parameters (\`photo-params.tsv\`):

\`\`\`
${params.join('\n')}
\`\`\`

## Documents

| id | state | kind | layout | court as printed | clean size | photo |
|---|---|---|---|---|---|---|
${rows}

## Conventions used in truth.json

- Values are copied from the page exactly. Where a name appears on the page **only in capitals**, the expected value is in capitals
  (e.g. 03 \`LAN T. NGUYEN\`, \`PORTFOLIO RECOVERY ASSOCIATES, LLC\`, \`FRANKLIN COUNTY MUNICIPAL COURT\`; 06, 10, 15, 18, 19, 20, 24).
  A scorer may want to compare case-insensitively; the capitalisation is kept so nothing is invented.
- \`court_name\` is the court's name as printed, without "IN THE" and without division lines where the division is on a separate line.
- \`civil_number\` is the number as printed after its label ("Case No.", "Cause No.", "Docket No:" …) and without the label,
  except 08 where the brief's own example format \`Index No. 712345/2026\` is kept whole. 22 prints \`HUD-DC-004812-26\`.
- \`lawsuit_amount\` is the principal / amount claimed / sum demanded (not costs, not an offer). 06 (California SUM-100 style) states no amount → null.
  28 (validation notice) uses "Total amount of the debt now"; 30 and 32 carry settlement offers — the expected value is the balance, not the offer.
- \`lawyer_email\`: the attorney/firm email printed. 09 prints a Primary and a Secondary email; expected is the Primary.
- Pro se / agent plaintiffs (no law firm → \`law_firm_name\` and \`lawyer_email\` null): 12 (Georgia, "by its agent"), 25 (Oregon small claims, "by its employee").
  30 is a letter from the debt buyer itself → firm and email null.
- Letters (27–32): \`civil_number\` and \`court_name\` null, \`determine_if_lawsuit_exists\` false, \`lawsuit_state\` = consumer's state,
  \`plaintiff_name\` = the creditor the letter collects for, as printed ("Current Creditor", "Creditor", "Re:" line).
  29 and 31 threaten a suit and 31 names a court (Snohomish County District Court) — no suit exists.
- Traps on purpose: plaintiff's own address under its name (02, 03, 05, 07, 10, 11, 14, 15, 16, 22, 23, 24, 26 — 26's is "San Diego, CA 92108"),
  court addresses, attorney addresses (top-left blocks 05, 15, 18, 19, 20, 22, 24; bottom blocks elsewhere), defendant address only in a service/mailing block
  (01, 06, 08, 10, 17, 18, 20, 24) vs in the caption (03, 07, 15, 13, 14, 11, 12, 16, 23, 25, 26), marital-community / Doe co-defendants (01, 05, 06, 18, 24),
  a substitute-service co-occupant name (08), Spanish-language citation (23) and bilingual headings (06).

## What was not done
- Only page 1 of each document exists (no multi-page packets).
- No handwriting, stamps or highlighter marks; signatures are typed (/s/) or blank lines.
`;
fs.writeFileSync(new URL('./README.md', import.meta.url), md);
console.log('README written');
