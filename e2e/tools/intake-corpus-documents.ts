// What the corpus holds (e2e/tools/generate-intake-corpus.ts): each document's fields, which are the
// extraction's expected answer, and how its photo is taken, all drawn from a seeded generator.
import { FIRMS, FIRST, LAST, MAILBOXES, PLAINTIFFS, STREET_NAMES, STREET_TYPES } from './intake-corpus-names';
import { d, rng, STATE_ORDER, STATES, type StateInfo } from './intake-corpus-states';

export type Expected = {
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

export const LAYOUTS = ['table', 'centered', 'pleading', 'complaint', 'form'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const FONTS = ['Liberation Serif', 'DejaVu Sans', 'Liberation Sans', 'DejaVu Serif', 'Liberation Mono'];

export type Photo = { rotate: number; tiltX: number; tiltY: number; blur: number; shadow: number; shadowAngle: number; quality: number; tint: number };
export type Doc = {
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

/** The 60 documents: layouts in turn, states in turn (every state at least three times). */
export function documents(): Doc[] {
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

export function photo(seed: number): Photo {
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
