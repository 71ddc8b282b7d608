/**
 * Renders the scan corpus the intake extraction is tuned and measured on: summonses, complaints and
 * collection letters with made-up parties, in several layouts, fonts, small rotations and speckle
 * noise, screenshotted by Chromium into PNGs. Run from the repository root:
 *   npx tsx e2e/tools/generate-intake-corpus.ts
 * It writes apps/server/src/modules/intake/corpus/{NN-kind.png, corpus.json}; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

type Expected = {
  customer_name: string;
  lawsuit_state: string;
  lawsuit_amount: number;
  civil_number: string | null;
  lawyer_email: string | null;
  law_firm_name: string;
  plaintiff_name: string;
  customer_street: string;
  customer_city: string;
  customer_state: string;
  customer_zip_code: string;
  customer_phone_number: string | null;
  social_security_number_last_four: string | null;
  birthdate: string | null;
  determine_if_lawsuit_exists: boolean;
};

type Variant = { kind: 'summons' | 'complaint' | 'letter'; font: string; rotate: number; noise: number; layout: 'table' | 'stacked' };
type Case = { expected: Expected; court: string; county: string; stateName: string; servedOn: string; firmStreet: string; firmCity: string; phoneFirm: string };

const STATE_NAMES: Record<string, string> = {
  TX: 'TEXAS',
  CA: 'CALIFORNIA',
  FL: 'FLORIDA',
  NY: 'NEW YORK',
  GA: 'GEORGIA',
  OH: 'OHIO',
  AZ: 'ARIZONA',
  PA: 'PENNSYLVANIA',
  IL: 'ILLINOIS',
  NC: 'NORTH CAROLINA',
  MI: 'MICHIGAN',
  NJ: 'NEW JERSEY',
};

function person(
  name: string,
  state: string,
  street: string,
  city: string,
  zip: string,
  amount: number,
  civil: string | null,
  firm: string,
  email: string | null,
  plaintiff: string,
  extra: Partial<Expected> & { county: string; court: string },
): Case {
  return {
    expected: {
      customer_name: name,
      lawsuit_state: state,
      lawsuit_amount: amount,
      civil_number: civil,
      lawyer_email: email,
      law_firm_name: firm,
      plaintiff_name: plaintiff,
      customer_street: street,
      customer_city: city,
      customer_state: state,
      customer_zip_code: zip,
      customer_phone_number: extra.customer_phone_number ?? null,
      social_security_number_last_four: extra.social_security_number_last_four ?? null,
      birthdate: extra.birthdate ?? null,
      determine_if_lawsuit_exists: civil !== null,
    },
    court: extra.court,
    county: extra.county,
    stateName: STATE_NAMES[state] ?? state,
    servedOn: '2026-03-02',
    firmStreet: '4100 Commerce Street, Suite 300',
    firmCity: 'Dallas, TX 75226',
    phoneFirm: '(214) 555-0190',
  };
}

const CASES: Case[] = [
  person(
    'Maria Gonzalez',
    'TX',
    '1423 Elm Street',
    'Houston',
    '77002',
    482_317,
    'CV-2026-004217',
    'Sterling & Hale Collections LLP',
    'jhale@sterlinghale-law.com',
    'Midland Credit Management, Inc.',
    {
      county: 'Harris',
      court: 'Justice Court, Precinct 1, Place 1',
      customer_phone_number: '7135550123',
    },
  ),
  person(
    'James Carter',
    'CA',
    '88 Orchard Avenue',
    'Sacramento',
    '95814',
    1_250_000,
    '26CV118842',
    'Pacific Recovery Law Group',
    'filings@pacificrecoverylaw.com',
    'Capital One Bank (USA), N.A.',
    {
      county: 'Sacramento',
      court: 'Superior Court of California',
    },
  ),
  person(
    'Linda Nguyen',
    'FL',
    '230 Palm Way',
    'Orlando',
    '32801',
    312_045,
    '2026-CC-001934',
    'Rubin Fletcher, P.A.',
    'service@rubinfletcher.com',
    'Portfolio Recovery Associates, LLC',
    {
      county: 'Orange',
      court: 'County Court in and for Orange County',
      social_security_number_last_four: '4821',
    },
  ),
  person(
    'Robert Johnson',
    'NY',
    '17 Maple Court',
    'Albany',
    '12207',
    674_900,
    'CV-004512-26',
    'Forster Garbus & Klein',
    'ebarnes@forstergk.com',
    'LVNV Funding LLC',
    {
      county: 'Albany',
      court: 'Civil Court of the City of Albany',
      birthdate: '1979-06-14',
    },
  ),
  person(
    'Patricia Williams',
    'GA',
    '902 Peachtree Road',
    'Atlanta',
    '30309',
    215_533,
    '26-SC-03311',
    'Whitfield Ross LLC',
    'collections@whitfieldross.com',
    'Discover Bank',
    {
      county: 'Fulton',
      court: 'Magistrate Court of Fulton County',
      customer_phone_number: '4045550178',
    },
  ),
  person(
    'Michael Brown',
    'OH',
    '45 Lake Shore Drive',
    'Columbus',
    '43215',
    905_210,
    '2026 CVF 012345',
    'Weltman Park & Co. LPA',
    'mpark@weltmanpark.com',
    'Synchrony Bank',
    {
      county: 'Franklin',
      court: 'Franklin County Municipal Court',
    },
  ),
  person(
    'Susan Davis',
    'AZ',
    '3300 Camelback Road',
    'Phoenix',
    '85018',
    158_760,
    'CC2026-118733',
    'Desert Recovery Attorneys',
    'legal@desertrecovery.com',
    'Cavalry SPV I, LLC',
    {
      county: 'Maricopa',
      court: 'Justice Court of Maricopa County',
      social_security_number_last_four: '0937',
    },
  ),
  person(
    'David Miller',
    'PA',
    '612 Walnut Street',
    'Philadelphia',
    '19106',
    387_122,
    'SC-26-02-14-5521',
    'Kessler Moran, P.C.',
    'kmoran@kesslermoran.com',
    'Jefferson Capital Systems, LLC',
    {
      county: 'Philadelphia',
      court: 'Philadelphia Municipal Court',
    },
  ),
  // Collection letters: no lawsuit, so no case number; the "plaintiff" is the original creditor.
  person(
    'Karen Wilson',
    'IL',
    '77 Lincoln Avenue',
    'Springfield',
    '62701',
    98_450 + 10_000,
    null,
    'Meridian Collection Services',
    'disputes@meridiancollect.com',
    'Comenity Bank',
    {
      county: 'Sangamon',
      court: '',
      social_security_number_last_four: '5512',
    },
  ),
  person(
    'Thomas Moore',
    'NC',
    '1210 Oak Ridge Lane',
    'Raleigh',
    '27601',
    264_300,
    null,
    'Atlas Receivables Group',
    'help@atlasreceivables.com',
    'Wells Fargo Bank, N.A.',
    {
      county: 'Wake',
      court: '',
      customer_phone_number: '9195550144',
    },
  ),
];

const VARIANTS: Variant[] = [
  { kind: 'summons', font: 'Liberation Serif', rotate: 0, noise: 0, layout: 'table' },
  { kind: 'summons', font: 'DejaVu Sans', rotate: 0, noise: 0, layout: 'stacked' },
  { kind: 'complaint', font: 'Liberation Serif', rotate: 0, noise: 0, layout: 'stacked' },
  { kind: 'summons', font: 'DejaVu Serif', rotate: 0.8, noise: 0.12, layout: 'table' },
  { kind: 'complaint', font: 'Liberation Sans', rotate: 0, noise: 0, layout: 'table' },
  { kind: 'summons', font: 'Liberation Mono', rotate: -1.2, noise: 0.18, layout: 'stacked' },
  { kind: 'complaint', font: 'DejaVu Sans', rotate: 0.5, noise: 0.1, layout: 'table' },
  { kind: 'summons', font: 'Liberation Sans', rotate: 0, noise: 0, layout: 'stacked' },
  { kind: 'letter', font: 'DejaVu Sans', rotate: 0, noise: 0, layout: 'stacked' },
  { kind: 'letter', font: 'Liberation Serif', rotate: -0.7, noise: 0.15, layout: 'stacked' },
];

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const phone = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function caption(c: Case, v: Variant): string {
  const e = c.expected;
  const parties = `<p><b>${e.plaintiff_name.toUpperCase()}</b>,<br>Plaintiff,</p><p>v.</p><p><b>${e.customer_name.toUpperCase()}</b>,<br>Defendant.</p>`;
  const number = `<p>Case No. ${e.civil_number}</p>`;
  const head = `<h2>${c.court.toUpperCase()}</h2><h3>${c.county.toUpperCase()} COUNTY, STATE OF ${c.stateName}</h3>`;
  if (v.layout === 'table') return `${head}<table class="caption"><tr><td>${parties}</td><td>${number}</td></tr></table>`;
  return `${head}${number}${parties}`;
}

function defendantBlock(c: Case): string {
  const e = c.expected;
  const lines = [`To: ${e.customer_name}`, e.customer_street, `${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}`];
  if (e.customer_phone_number) lines.push(`Phone: ${phone(e.customer_phone_number)}`);
  if (e.social_security_number_last_four) lines.push(`SSN: XXX-XX-${e.social_security_number_last_four}`);
  if (e.birthdate) lines.push(`Date of Birth: ${e.birthdate.slice(5, 7)}/${e.birthdate.slice(8)}/${e.birthdate.slice(0, 4)}`);
  return `<p class="block">${lines.join('<br>')}</p>`;
}

function attorneyBlock(c: Case): string {
  const e = c.expected;
  return `<p class="block">Attorney for Plaintiff:<br>${e.law_firm_name}<br>${c.firmStreet}<br>${c.firmCity}<br>Tel: ${c.phoneFirm}<br>Email: ${e.lawyer_email}</p>`;
}

function body(c: Case, v: Variant): string {
  const e = c.expected;
  if (v.kind === 'letter') {
    return `<p class="right">${longDate('2026-02-17')}</p>
<p><b>${e.law_firm_name}</b><br>${c.firmStreet}<br>${c.firmCity}<br>${c.phoneFirm}</p>
${defendantBlock(c)}
<p>Re: Original creditor: ${e.plaintiff_name}<br>Account ending in 7734<br>Amount due: ${money(e.lawsuit_amount)}</p>
<p>Dear ${e.customer_name},</p>
<p>This communication is from a debt collector. ${e.law_firm_name} is collecting a debt that you owe to ${e.plaintiff_name}. As of the date of this letter, you owe ${money(e.lawsuit_amount)}.</p>
<p>Call or write to us by March 24, 2026, to dispute all or part of the debt. If you write to us by that date, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may write to us at ${e.lawyer_email}.</p>
<p>Sincerely,<br>Collections Department</p>`;
  }
  if (v.kind === 'summons') {
    return `${caption(c, v)}
<h1>CITATION / SUMMONS</h1>
<p>THE STATE OF ${c.stateName}: TO THE DEFENDANT NAMED BELOW.</p>
${defendantBlock(c)}
<p>YOU HAVE BEEN SUED. You may employ an attorney. If you or your attorney do not file a written answer with the court within the time allowed after you were served this summons and petition, a default judgment may be taken against you. The plaintiff demands judgment in the amount of ${money(e.lawsuit_amount)}, plus court costs.</p>
<p>Issued this 20th day of February, 2026.</p>
${attorneyBlock(c)}`;
  }
  return `${caption(c, v)}
<h1>COMPLAINT FOR MONEY OWED</h1>
${defendantBlock(c)}
<p>Plaintiff ${e.plaintiff_name} ("Plaintiff") alleges as follows:</p>
<p>1. Defendant ${e.customer_name} resides in ${c.county} County, ${c.stateName.charAt(0)}${c.stateName.slice(1).toLowerCase()}.</p>
<p>2. Defendant opened a credit account and failed to make the payments due under it.</p>
<p>3. There is now due and owing the principal sum of ${money(e.lawsuit_amount)}.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant for ${money(e.lawsuit_amount)}, together with costs of suit.</p>
${attorneyBlock(c)}`;
}

function html(c: Case, v: Variant): string {
  const noise =
    v.noise > 0
      ? `<svg class="noise" width="100%" height="100%"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="7"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 ${v.noise * 9} -${v.noise * 6}"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>`
      : '';
  return `<!doctype html><html><head><style>
  body { margin: 0; background: #fff; }
  .page { width: 760px; padding: 40px 48px; font-family: '${v.font}'; font-size: 17px; line-height: 1.45; color: #111; transform: rotate(${v.rotate}deg); transform-origin: center top; }
  h1 { font-size: 22px; text-align: center; margin: 16px 0; }
  h2, h3 { text-align: center; margin: 4px 0; font-size: 18px; }
  table.caption { width: 100%; border-collapse: collapse; margin: 12px 0; }
  table.caption td { vertical-align: top; width: 50%; padding: 4px 12px; border-right: 1px solid #333; }
  table.caption td:last-child { border-right: 0; }
  .block { margin: 14px 0; }
  .right { text-align: right; }
  .noise { position: absolute; inset: 0; pointer-events: none; }
  </style></head><body><div class="page">${body(c, v)}</div>${noise}</body></html>`;
}

async function main() {
  const out = path.resolve('apps/server/src/modules/intake/corpus');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 860, height: 1100 }, deviceScaleFactor: 1 });
  const entries = [];
  for (const [i, c] of CASES.entries()) {
    const v = VARIANTS[i % VARIANTS.length] as Variant;
    const file = `${String(i + 1).padStart(2, '0')}-${v.kind}.png`;
    await page.setContent(html(c, v));
    await page.screenshot({ path: path.join(out, file), fullPage: true });
    entries.push({
      file,
      kind: v.kind,
      font: v.font,
      rotate: v.rotate,
      noise: v.noise,
      layout: v.layout,
      clean: v.rotate === 0 && v.noise === 0,
      expected: c.expected,
    });
  }
  await browser.close();
  writeFileSync(path.join(out, 'corpus.json'), `${JSON.stringify(entries, null, 2)}\n`);
  process.stdout.write(`wrote ${entries.length} documents to ${out}\n`);
}

await main();
