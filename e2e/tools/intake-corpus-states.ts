// The corpus's sixteen states (e2e/tools/generate-intake-corpus.ts): their cities, courts and case numbers.
import { createRng } from '@parley/shared';

/** Seeded, so the corpus is the same on every run. */
export const rng = createRng;

export type StateInfo = { name: string; cities: [string, string, string][]; court: (county: string) => string; caseNo: (r: ReturnType<typeof rng>) => string };
export const d = (r: ReturnType<typeof rng>, n: number) => String(r.int(0, 10 ** n - 1)).padStart(n, '0');

/** City, county, ZIP; the court's name; and a case number in the state's usual shape. */
export const STATES: Record<string, StateInfo> = {
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
export const STATE_ORDER = Object.keys(STATES);
