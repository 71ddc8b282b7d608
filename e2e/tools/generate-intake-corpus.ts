/**
 * Renders the scan corpus the intake OCR and extraction are tuned and measured on (issue 21): 60
 * made-up summonses across 16 states in five layouts (caption table, centered header, pleading
 * paper with a two-column attorney block, complaint, small-claims form), each rendered by Chromium
 * twice: a clean scan (PNG) and a phone photo (rotated up to 5°, in perspective, blurred, under
 * uneven light, JPEG quality 40–60). Everything is drawn from a seeded generator, so a run gives
 * the same documents every time. Run from the repository root:
 *   npx tsx e2e/tools/generate-intake-corpus.ts [outDir] [--update-sample]
 * It writes every image and corpus.json into outDir (default .cache/ocr-corpus, gitignored; the
 * bench fills it). With --update-sample it also writes the expectations to
 * apps/server/src/modules/intake/corpus/corpus.json and the few images the unit test reads (SAMPLE
 * below) next to it; those are committed, and a re-render is not byte-identical (the photos), so
 * the bench never overwrites them. 01-summons.png
 * beside them is a fixture of the first corpus, kept for the intake API tests and e2e/tests/intake.spec.ts.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRng } from '@parley/shared';
import { chromium } from '@playwright/test';

type Expected = {
  customer_name: string;
  lawsuit_state: string;
  lawsuit_amount: number;
  civil_number: string;
  lawyer_email: string;
  law_firm_name: string;
  plaintiff_name: string;
  customer_street: string;
  customer_city: string;
  customer_state: string;
  customer_zip_code: string;
  customer_phone_number: string | null;
  social_security_number_last_four: string | null;
  birthdate: string | null;
  determine_if_lawsuit_exists: true;
};

const LAYOUTS = ['table', 'centered', 'pleading', 'complaint', 'form'] as const;
type Layout = (typeof LAYOUTS)[number];
const FONTS = ['Liberation Serif', 'DejaVu Sans', 'Liberation Sans', 'DejaVu Serif', 'Liberation Mono'];

type Photo = { rotate: number; tiltX: number; tiltY: number; blur: number; shadow: number; shadowAngle: number; quality: number; tint: number };
type Doc = {
  id: string;
  layout: Layout;
  font: string;
  expected: Expected;
  court: string;
  county: string;
  stateName: string;
  firmStreet: string;
  firmCityLine: string;
  firmPhone: string;
  attorney: string;
  bar: string;
};

/** Seeded, so the corpus is the same on every run. */
const rng = createRng;

type StateInfo = { name: string; cities: [string, string, string][]; court: (county: string) => string; caseNo: (r: ReturnType<typeof rng>) => string };
const d = (r: ReturnType<typeof rng>, n: number) => String(r.int(0, 10 ** n - 1)).padStart(n, '0');

/** City, county, ZIP; the court's name; and a case number in the state's usual shape. */
const STATES: Record<string, StateInfo> = {
  WA: {
    name: 'Washington',
    cities: [
      ['Seattle', 'King', '98101'],
      ['Spokane', 'Spokane', '99201'],
      ['Tacoma', 'Pierce', '98402'],
    ],
    court: (c) => `Superior Court of Washington for ${c} County`,
    caseNo: (r) => `26-2-${d(r, 5)}-${r.int(1, 9)}`,
  },
  TX: {
    name: 'Texas',
    cities: [
      ['Houston', 'Harris', '77002'],
      ['Dallas', 'Dallas', '75201'],
    ],
    court: (c) => `Justice Court, Precinct 1, ${c} County`,
    caseNo: (r) => `CV-2026-${d(r, 6)}`,
  },
  CA: {
    name: 'California',
    cities: [
      ['Sacramento', 'Sacramento', '95814'],
      ['Fresno', 'Fresno', '93721'],
    ],
    court: (c) => `Superior Court of California, County of ${c}`,
    caseNo: (r) => `26CV${d(r, 6)}`,
  },
  FL: {
    name: 'Florida',
    cities: [
      ['Orlando', 'Orange', '32801'],
      ['Tampa', 'Hillsborough', '33602'],
    ],
    court: (c) => `County Court in and for ${c} County, Florida`,
    caseNo: (r) => `2026-CC-${d(r, 6)}`,
  },
  NY: {
    name: 'New York',
    cities: [
      ['Albany', 'Albany', '12207'],
      ['Buffalo', 'Erie', '14202'],
    ],
    court: (c) => `Civil Court of the State of New York, ${c} County`,
    caseNo: (r) => `CV-${d(r, 6)}-26`,
  },
  GA: {
    name: 'Georgia',
    cities: [
      ['Atlanta', 'Fulton', '30309'],
      ['Savannah', 'Chatham', '31401'],
    ],
    court: (c) => `Magistrate Court of ${c} County`,
    caseNo: (r) => `26-SC-${d(r, 5)}`,
  },
  OH: {
    name: 'Ohio',
    cities: [
      ['Columbus', 'Franklin', '43215'],
      ['Dayton', 'Montgomery', '45402'],
    ],
    court: (c) => `${c} County Municipal Court`,
    caseNo: (r) => `2026 CVF ${d(r, 6)}`,
  },
  AZ: {
    name: 'Arizona',
    cities: [
      ['Phoenix', 'Maricopa', '85018'],
      ['Tucson', 'Pima', '85701'],
    ],
    court: (c) => `Justice Court of ${c} County`,
    caseNo: (r) => `CC2026-${d(r, 6)}`,
  },
  PA: {
    name: 'Pennsylvania',
    cities: [
      ['Philadelphia', 'Philadelphia', '19106'],
      ['Pittsburgh', 'Allegheny', '15222'],
    ],
    court: (c) => `Court of Common Pleas of ${c} County`,
    caseNo: (r) => `SC-26-${d(r, 2)}-${d(r, 2)}-${d(r, 4)}`,
  },
  IL: {
    name: 'Illinois',
    cities: [
      ['Springfield', 'Sangamon', '62701'],
      ['Peoria', 'Peoria', '61602'],
    ],
    court: (c) => `Circuit Court of ${c} County, Illinois`,
    caseNo: (r) => `2026-SC-${d(r, 6)}`,
  },
  NC: {
    name: 'North Carolina',
    cities: [
      ['Raleigh', 'Wake', '27601'],
      ['Durham', 'Durham', '27701'],
    ],
    court: (c) => `District Court Division, ${c} County`,
    caseNo: (r) => `26CVD${d(r, 6)}`,
  },
  MI: {
    name: 'Michigan',
    cities: [
      ['Lansing', 'Ingham', '48933'],
      ['Detroit', 'Wayne', '48226'],
    ],
    court: (c) => `District Court of ${c} County`,
    caseNo: (r) => `26-${d(r, 6)}-GC`,
  },
  NJ: {
    name: 'New Jersey',
    cities: [
      ['Newark', 'Essex', '07102'],
      ['Trenton', 'Mercer', '08608'],
    ],
    court: (c) => `Superior Court of New Jersey, Law Division, ${c} County`,
    caseNo: (r) => `DC-${d(r, 6)}-26`,
  },
  CO: {
    name: 'Colorado',
    cities: [
      ['Denver', 'Denver', '80202'],
      ['Boulder', 'Boulder', '80302'],
    ],
    court: (c) => `County Court, ${c} County, Colorado`,
    caseNo: (r) => `26C${d(r, 6)}`,
  },
  OR: {
    name: 'Oregon',
    cities: [
      ['Portland', 'Multnomah', '97204'],
      ['Salem', 'Marion', '97301'],
    ],
    court: (c) => `Circuit Court of the State of Oregon for ${c} County`,
    caseNo: (r) => `26CV${d(r, 5)}`,
  },
  VA: {
    name: 'Virginia',
    cities: [
      ['Richmond', 'Henrico', '23219'],
      ['Norfolk', 'Norfolk', '23510'],
    ],
    court: (c) => `General District Court of ${c} County`,
    caseNo: (r) => `GV26${d(r, 6)}-00`,
  },
};
const STATE_ORDER = Object.keys(STATES);

const FIRST = [
  'Maria',
  'James',
  'Linda',
  'Robert',
  'Patricia',
  'Michael',
  'Susan',
  'David',
  'Karen',
  'Thomas',
  'Angela',
  'Kevin',
  'Olivia',
  'Brian',
  'Rachel',
  'Daniel',
  'Emily',
  'Marcus',
  'Nicole',
  'Steven',
  'Hannah',
  'Gregory',
  'Tanya',
  'Victor',
];
const LAST = [
  'Gonzalez',
  'Carter',
  'Nguyen',
  'Johnson',
  'Williams',
  'Brown',
  'Davis',
  'Miller',
  'Wilson',
  'Moore',
  'Ramirez',
  'Okafor',
  'Sullivan',
  'Patel',
  'Bennett',
  'Kowalski',
  'Fischer',
  'Lindqvist',
  'Harrington',
  'Delgado',
  'Whitaker',
  'Chen',
  'Abernathy',
  'Morales',
];
const STREET_NAMES = [
  'Elm',
  'Orchard',
  'Palm',
  'Maple',
  'Peachtree',
  'Lake Shore',
  'Camelback',
  'Walnut',
  'Lincoln',
  'Oak Ridge',
  'Cedar',
  'Birch',
  'Willow',
  'Harbor View',
  'Pine',
  'Juniper',
  'Madison',
  'Franklin',
];
const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Way', 'Court', 'Boulevard', 'Place'];
const PLAINTIFFS = [
  'Midland Credit Management, Inc.',
  'Capital One Bank (USA), N.A.',
  'Portfolio Recovery Associates, LLC',
  'LVNV Funding LLC',
  'Discover Bank',
  'Synchrony Bank',
  'Cavalry SPV I, LLC',
  'Jefferson Capital Systems, LLC',
  'Crown Asset Management, LLC',
  'Absolute Resolutions Investments, LLC',
  'Citibank, N.A.',
  'Velocity Investments, LLC',
];
const FIRMS: [string, string][] = [
  ['Sterling & Hale Collections LLP', 'sterlinghale-law.com'],
  ['Pacific Recovery Law Group', 'pacificrecoverylaw.com'],
  ['Rubin Fletcher, P.A.', 'rubinfletcher.com'],
  ['Forster Garbus & Klein', 'forstergk.com'],
  ['Whitfield Ross LLC', 'whitfieldross.com'],
  ['Weltman Park & Co. LPA', 'weltmanpark.com'],
  ['Desert Recovery Attorneys', 'desertrecovery.com'],
  ['Kessler Moran, P.C.', 'kesslermoran.com'],
  ['Suttell Hammer & Price, P.S.', 'shplaw.com'],
  ['Cascade Legal Recovery PLLC', 'cascadelegal.com'],
  ['Harbor Bay Law Group', 'harborbaylaw.com'],
  ['Northgate Creditor Law, P.C.', 'northgatelaw.com'],
];
const MAILBOXES = ['filings', 'service', 'collections', 'legal', 'intake', 'court'];

/** The 60 documents: layouts in turn, states in turn (every state at least three times). */
function documents(): Doc[] {
  const r = rng(20260521);
  const docs: Doc[] = [];
  for (let i = 0; i < 60; i++) {
    const code = STATE_ORDER[i % STATE_ORDER.length] as string;
    const info = STATES[code] as StateInfo;
    const [city, county, zip] = r.pick(info.cities);
    const [firm, domain] = r.pick(FIRMS);
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const attorneyFirst = r.pick(FIRST);
    const attorneyLast = r.pick(LAST);
    const email = r.next() < 0.5 ? `${attorneyFirst[0]}${attorneyLast}@${domain}`.toLowerCase() : `${r.pick(MAILBOXES)}@${domain}`;
    const birth = r.next() < 0.2 ? `19${r.int(55, 99)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}` : null;
    const phone = r.next() < 0.35 ? `${r.int(2, 9)}${d(r, 2)}555${d(r, 4)}` : null;
    const ssn = r.next() < 0.25 ? d(r, 4) : null;
    docs.push({
      id: String(i + 1).padStart(2, '0'),
      layout: LAYOUTS[i % LAYOUTS.length] as Layout,
      font: FONTS[Math.floor(i / LAYOUTS.length) % FONTS.length] as string,
      expected: {
        customer_name: `${first} ${last}`,
        lawsuit_state: code,
        lawsuit_amount: r.int(300, 25_000) * 100 + r.int(0, 99),
        civil_number: info.caseNo(r),
        lawyer_email: email,
        law_firm_name: firm,
        plaintiff_name: r.pick(PLAINTIFFS),
        customer_street: `${r.int(10, 9899)} ${r.pick(STREET_NAMES)} ${r.pick(STREET_TYPES)}`,
        customer_city: city,
        customer_state: code,
        customer_zip_code: zip,
        customer_phone_number: phone,
        social_security_number_last_four: ssn,
        birthdate: birth,
        determine_if_lawsuit_exists: true,
      },
      court: info.court(county),
      county,
      stateName: info.name,
      firmStreet: `${r.int(100, 9999)} ${r.pick(STREET_NAMES)} ${r.pick(['Street', 'Avenue', 'Boulevard'])}, Suite ${r.int(100, 900)}`,
      firmCityLine: (() => {
        const [fc, , fz] = r.pick((STATES[r.pick(STATE_ORDER)] as StateInfo).cities);
        return `${fc} ${fz}`;
      })(),
      firmPhone: `(${r.int(2, 9)}${d(r, 2)}) 555-${d(r, 4)}`,
      attorney: `${attorneyFirst} ${attorneyLast}`,
      bar: d(r, 5),
    });
  }
  return docs;
}

function photo(seed: number): Photo {
  const r = rng(seed * 7919);
  const sign = () => (r.next() < 0.5 ? -1 : 1);
  return {
    rotate: sign() * r.range(1, 5),
    tiltX: sign() * r.range(2, 9),
    tiltY: sign() * r.range(2, 7),
    blur: r.range(0.3, 0.9),
    shadow: r.range(0.25, 0.5),
    shadowAngle: r.int(0, 359),
    quality: r.int(40, 60),
    tint: r.range(0, 0.12),
  };
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const phoneText = (p: string) => `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;
const up = (s: string) => s.toUpperCase();

function consumerLines(doc: Doc): string[] {
  const e = doc.expected;
  const lines = [e.customer_street, `${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}`];
  if (e.customer_phone_number) lines.push(`Phone: ${phoneText(e.customer_phone_number)}`);
  if (e.social_security_number_last_four) lines.push(`SSN: XXX-XX-${e.social_security_number_last_four}`);
  if (e.birthdate) lines.push(`Date of Birth: ${usDate(e.birthdate)}`);
  return lines;
}

function attorneyLines(doc: Doc): string[] {
  return [
    doc.attorney,
    `${doc.stateName} Bar No. ${doc.bar}`,
    doc.expected.law_firm_name,
    doc.firmStreet,
    doc.firmCityLine,
    `Tel: ${doc.firmPhone}`,
    `Email: ${doc.expected.lawyer_email}`,
  ];
}

const notice = (doc: Doc) =>
  `<p>YOU HAVE BEEN SUED. You may employ an attorney. If you or your attorney do not file a written answer with the court within the time allowed after you were served this summons and complaint, a default judgment may be taken against you. The plaintiff demands judgment in the amount of ${money(doc.expected.lawsuit_amount)}, plus court costs.</p>`;

function body(doc: Doc): string {
  const e = doc.expected;
  const to = `<p class="block">To: ${e.customer_name}<br>${consumerLines(doc).join('<br>')}</p>`;
  const attorneyBlock = `<p class="block">Attorney for Plaintiff:<br>${attorneyLines(doc).slice(2).join('<br>')}</p>`;
  const parties = `<p><b>${up(e.plaintiff_name)}</b>,<br>Plaintiff,</p><p>v.</p><p><b>${up(e.customer_name)}</b>,<br>Defendant.</p>`;
  switch (doc.layout) {
    case 'table':
      return `<h2>${up(doc.court)}</h2><h3>STATE OF ${up(doc.stateName)}</h3>
<table class="caption"><tr><td>${parties}</td><td>Case No.: ${e.civil_number}<br><br>SUMMONS</td></tr></table>
${to}${notice(doc)}<p>Issued this 20th day of February, 2026.</p>${attorneyBlock}`;
    case 'centered':
      return `<div class="center"><h2>IN THE ${up(doc.court)}</h2><h3>STATE OF ${up(doc.stateName)}</h3>
<p>${up(e.plaintiff_name)}, Plaintiff,</p><p>v.</p><p>${up(e.customer_name)}, Defendant.</p>
<p><b>Case Number: ${e.civil_number}</b></p><h1>SUMMONS</h1></div>
${to}${notice(doc)}${attorneyBlock}`;
    case 'pleading': {
      const attorney = `<p class="small">${attorneyLines(doc).join('<br>')}<br>Attorneys for Plaintiff</p>`;
      return `${attorney}<h2>${up(doc.court)}</h2>
<table class="caption"><tr><td>${parties}</td><td>No. ${e.civil_number}<br><br>SUMMONS ON COMPLAINT<br>FOR MONEY DUE</td></tr></table>
<p>THE STATE OF ${up(doc.stateName)} TO THE DEFENDANT:</p>${notice(doc)}
<table class="cols"><tr><td><b>Served on:</b><br>${e.customer_name}<br>${consumerLines(doc).join('<br>')}</td>
<td><b>Attorney for Plaintiff:</b><br>${attorneyLines(doc).slice(2).join('<br>')}</td></tr></table>`;
    }
    case 'complaint':
      return `<h2>${up(doc.court)}</h2><h3>STATE OF ${up(doc.stateName)}</h3>
<p>${up(e.plaintiff_name)},<br>Plaintiff,</p><p>v.</p><p>${up(e.customer_name)},<br>Defendant.</p>
<p>Civil Action No. ${e.civil_number}</p><h1>COMPLAINT FOR MONEY OWED</h1>${to}
<p>Plaintiff ${e.plaintiff_name} ("Plaintiff") alleges as follows:</p>
<p>1. Defendant ${e.customer_name} resides in ${doc.county} County, ${doc.stateName}.</p>
<p>2. Defendant opened a credit account and failed to make the payments due under it.</p>
<p>3. There is now due and owing the principal sum of ${money(e.lawsuit_amount)}.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant for ${money(e.lawsuit_amount)}, together with costs of suit.</p>
<p class="block">Respectfully submitted,<br>${attorneyLines(doc).join('<br>')}<br>Attorney for Plaintiff</p>`;
    case 'form': {
      const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
      const extra = [
        e.customer_phone_number ? row('Defendant phone', phoneText(e.customer_phone_number)) : '',
        e.social_security_number_last_four ? row('SSN (last 4)', `XXX-XX-${e.social_security_number_last_four}`) : '',
        e.birthdate ? row('Date of Birth', usDate(e.birthdate)) : '',
      ].join('');
      return `<h2>${up(doc.court)}</h2><h3>STATE OF ${up(doc.stateName)}</h3><h1>SMALL CLAIMS SUMMONS</h1>
<table class="form">${row('Case No.', e.civil_number)}${row('Plaintiff', e.plaintiff_name)}${row('Defendant', e.customer_name)}
${row('Defendant address', `${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}`)}${extra}
${row('Amount claimed', money(e.lawsuit_amount))}${row('Attorney for Plaintiff', e.law_firm_name)}
${row('Attorney address', `${doc.firmStreet}, ${doc.firmCityLine}`)}${row('Attorney email', e.lawyer_email)}</table>
<p>TO THE DEFENDANT: You are being sued in small claims court. You must appear at the hearing or file a written answer, or a judgment may be entered against you.</p>`;
    }
  }
}

const STYLE = `
  body { margin: 0; }
  .page { width: 760px; padding: 40px 48px; background: #fff; font-size: 17px; line-height: 1.45; color: #111; }
  h1 { font-size: 22px; text-align: center; margin: 16px 0; }
  h2, h3 { text-align: center; margin: 4px 0; font-size: 18px; }
  .center { text-align: center; }
  .small { font-size: 15px; line-height: 1.3; }
  table { width: 100%; border-collapse: collapse; margin: 12px 0; }
  table.caption td { vertical-align: top; width: 50%; padding: 4px 12px; border-right: 1px solid #333; }
  table.caption td:last-child { border-right: 0; padding-left: 24px; }
  table.cols td { vertical-align: top; width: 50%; padding: 4px 12px 4px 0; }
  table.form th, table.form td { border: 1px solid #444; padding: 5px 8px; text-align: left; vertical-align: top; }
  table.form th { width: 34%; font-weight: normal; background: #eee; }
  .block { margin: 14px 0; }`;

function html(doc: Doc, p: Photo | null): string {
  const page = `<div class="page" style="font-family: '${doc.font}'">${body(doc)}</div>`;
  if (!p) return `<!doctype html><html><head><style>${STYLE} body { background: #fff; }</style></head><body>${page}</body></html>`;
  // A phone photo: the sheet on a desk, tilted and turned, a shadow across it, slightly out of focus.
  return `<!doctype html><html><head><style>${STYLE}
  body { background: #5b5148; width: 1000px; height: 1300px; overflow: hidden; }
  .stage { position: absolute; inset: 0; perspective: 1500px; display: flex; align-items: center; justify-content: center; }
  .sheet { position: relative; transform: rotateX(${p.tiltX}deg) rotateY(${p.tiltY}deg) rotate(${p.rotate}deg) scale(1.12); filter: blur(${p.blur}px); box-shadow: 6px 10px 24px rgba(0,0,0,.5); }
  .sheet .page { background: rgb(255, ${Math.round(255 - p.tint * 60)}, ${Math.round(255 - p.tint * 160)}); }
  .light { position: absolute; inset: 0; background: linear-gradient(${p.shadowAngle}deg, rgba(20,15,10,${p.shadow}) 0%, rgba(20,15,10,${p.shadow * 0.4}) 35%, rgba(255,255,255,0) 70%); pointer-events: none; }
  </style></head><body><div class="stage"><div class="sheet">${page}<div class="light"></div></div></div></body></html>`;
}

/** The images the unit test reads, committed with corpus.json: clean and photographed, several layouts. */
// 01-photo.jpg (Washington) is also the photo of the end-to-end Washington journey (e2e/tests/answer-washington.spec.ts).
const SAMPLE = ['01-clean.png', '03-clean.png', '05-clean.png', '01-photo.jpg', '02-photo.jpg', '04-photo.jpg', '11-photo.jpg'];

export type CorpusEntry = { file: string; id: string; layout: Layout; font: string; clean: boolean; photo: Photo | null; expected: Expected };

async function main() {
  const args = process.argv.slice(2);
  const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.cache/ocr-corpus');
  const updateSample = args.includes('--update-sample');
  const committedDir = path.resolve('apps/server/src/modules/intake/corpus');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const clean = await browser.newPage({ viewport: { width: 856, height: 1100 }, deviceScaleFactor: 1 });
  const photographed = await browser.newPage({ viewport: { width: 1000, height: 1300 }, deviceScaleFactor: 1 });
  const entries: CorpusEntry[] = [];
  for (const [i, doc] of documents().entries()) {
    await clean.setContent(html(doc, null));
    const cleanFile = `${doc.id}-clean.png`;
    await clean.screenshot({ path: path.join(outDir, cleanFile), fullPage: true });
    entries.push({ file: cleanFile, id: doc.id, layout: doc.layout, font: doc.font, clean: true, photo: null, expected: doc.expected });
    const p = photo(i + 1);
    await photographed.setContent(html(doc, p));
    const photoFile = `${doc.id}-photo.jpg`;
    await photographed.screenshot({ path: path.join(outDir, photoFile), type: 'jpeg', quality: p.quality });
    entries.push({ file: photoFile, id: doc.id, layout: doc.layout, font: doc.font, clean: false, photo: p, expected: doc.expected });
  }
  await browser.close();
  const json = `${JSON.stringify(entries, null, 1)}\n`;
  writeFileSync(path.join(outDir, 'corpus.json'), json);
  process.stdout.write(`wrote ${entries.length} images to ${outDir}\n`);
  if (!updateSample) return;
  mkdirSync(committedDir, { recursive: true });
  writeFileSync(path.join(committedDir, 'corpus.json'), json);
  for (const file of SAMPLE) copyFileSync(path.join(outDir, file), path.join(committedDir, file));
  process.stdout.write(`and ${SAMPLE.length} of them with corpus.json to ${committedDir}\n`);
}

await main();
