import { jurisdictionOf, plainCourtName } from '@parley/shared';
import { isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { collectionFirmDirectory, courts, plaintiffDirectory } from '../../db/schema/index.js';
import { counties, countiesOfPlace, countyCourts } from './county-courts.js';

/**
 * The search directories. Every county's courts come from county-courts.ts; the courts below are
 * county-seat courts whose names follow each state's court structure and which carry a street
 * address. Those addresses are representative, not verified: a production deployment loads a
 * licensed court address list into the same table. The creditor and collection-firm names are
 * companies commonly named in consumer collection suits.
 */

type CourtSeed = { state: string; name: string; caption: string; street: string; city: string; zip: string; level?: string };

const court = (state: string, name: string, caption: string, street: string, city: string, zip: string, level?: string): CourtSeed => ({
  state,
  name,
  caption,
  street,
  city,
  zip,
  level,
});

const COUNTY_SEAT_COURTS: CourtSeed[] = [
  court(
    'TX',
    'Harris County Justice Court, Precinct 1, Place 1',
    'IN THE JUSTICE COURT, PRECINCT 1, PLACE 1, HARRIS COUNTY, TEXAS',
    '7300 N. Shepherd Dr.',
    'Houston',
    '77091',
    'justice',
  ),
  court(
    'TX',
    'Harris County Civil Court at Law No. 1',
    'IN THE COUNTY CIVIL COURT AT LAW NO. 1, HARRIS COUNTY, TEXAS',
    '201 Caroline St.',
    'Houston',
    '77002',
    'county',
  ),
  court(
    'TX',
    'Dallas County Justice Court, Precinct 1, Place 1',
    'IN THE JUSTICE COURT, PRECINCT 1, PLACE 1, DALLAS COUNTY, TEXAS',
    '7201 S. Polk St.',
    'Dallas',
    '75232',
    'justice',
  ),
  court(
    'TX',
    'Travis County Justice Court, Precinct 5',
    'IN THE JUSTICE COURT, PRECINCT 5, TRAVIS COUNTY, TEXAS',
    '1000 Guadalupe St.',
    'Austin',
    '78701',
    'justice',
  ),
  court(
    'CA',
    'Superior Court of California, County of Sacramento',
    'SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF SACRAMENTO',
    '720 9th St.',
    'Sacramento',
    '95814',
  ),
  court(
    'CA',
    'Superior Court of California, County of Los Angeles',
    'SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF LOS ANGELES',
    '111 N. Hill St.',
    'Los Angeles',
    '90012',
  ),
  court(
    'CA',
    'Superior Court of California, County of San Diego',
    'SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF SAN DIEGO',
    '330 W. Broadway',
    'San Diego',
    '92101',
  ),
  court('FL', 'County Court in and for Orange County', 'IN THE COUNTY COURT IN AND FOR ORANGE COUNTY, FLORIDA', '425 N. Orange Ave.', 'Orlando', '32801'),
  court('FL', 'County Court in and for Miami-Dade County', 'IN THE COUNTY COURT IN AND FOR MIAMI-DADE COUNTY, FLORIDA', '73 W. Flagler St.', 'Miami', '33130'),
  court(
    'FL',
    'County Court in and for Hillsborough County',
    'IN THE COUNTY COURT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA',
    '800 E. Twiggs St.',
    'Tampa',
    '33602',
  ),
  court(
    'NY',
    'Civil Court of the City of New York, County of Kings',
    'CIVIL COURT OF THE CITY OF NEW YORK, COUNTY OF KINGS',
    '141 Livingston St.',
    'Brooklyn',
    '11201',
  ),
  court('NY', 'Civil Court of the City of Albany', 'CITY COURT OF THE CITY OF ALBANY, STATE OF NEW YORK', '1 Morton Ave.', 'Albany', '12202'),
  court('NY', 'Nassau County District Court', 'DISTRICT COURT OF THE COUNTY OF NASSAU, STATE OF NEW YORK', '99 Main St.', 'Hempstead', '11550'),
  court('GA', 'Magistrate Court of Fulton County', 'IN THE MAGISTRATE COURT OF FULTON COUNTY, STATE OF GEORGIA', '185 Central Ave. SW', 'Atlanta', '30303'),
  court('GA', 'State Court of DeKalb County', 'IN THE STATE COURT OF DEKALB COUNTY, STATE OF GEORGIA', '556 N. McDonough St.', 'Decatur', '30030'),
  court('OH', 'Franklin County Municipal Court', 'FRANKLIN COUNTY MUNICIPAL COURT, FRANKLIN COUNTY, OHIO', '375 S. High St.', 'Columbus', '43215'),
  court('OH', 'Cleveland Municipal Court', 'CLEVELAND MUNICIPAL COURT, CUYAHOGA COUNTY, OHIO', '1200 Ontario St.', 'Cleveland', '44113'),
  court(
    'AZ',
    'Justice Court of Maricopa County, Downtown Precinct',
    'IN THE DOWNTOWN JUSTICE COURT, COUNTY OF MARICOPA, STATE OF ARIZONA',
    '620 W. Jackson St.',
    'Phoenix',
    '85003',
  ),
  court(
    'AZ',
    'Pima County Consolidated Justice Court',
    'IN THE PIMA COUNTY CONSOLIDATED JUSTICE COURT, STATE OF ARIZONA',
    '240 N. Stone Ave.',
    'Tucson',
    '85701',
  ),
  court(
    'PA',
    'Philadelphia Municipal Court',
    'PHILADELPHIA MUNICIPAL COURT, CIVIL DIVISION, COMMONWEALTH OF PENNSYLVANIA',
    '1339 Chestnut St.',
    'Philadelphia',
    '19107',
  ),
  court(
    'PA',
    'Court of Common Pleas of Allegheny County',
    'IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA',
    '414 Grant St.',
    'Pittsburgh',
    '15219',
  ),
  court(
    'IL',
    'Circuit Court of Cook County',
    'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS, MUNICIPAL DEPARTMENT',
    '50 W. Washington St.',
    'Chicago',
    '60602',
  ),
  court(
    'IL',
    'Circuit Court of Sangamon County',
    'IN THE CIRCUIT COURT OF THE SEVENTH JUDICIAL CIRCUIT, SANGAMON COUNTY, ILLINOIS',
    '200 S. 9th St.',
    'Springfield',
    '62701',
  ),
  court(
    'NC',
    'Wake County District Court',
    'IN THE GENERAL COURT OF JUSTICE, DISTRICT COURT DIVISION, WAKE COUNTY, NORTH CAROLINA',
    '316 Fayetteville St.',
    'Raleigh',
    '27601',
  ),
  court(
    'NC',
    'Mecklenburg County District Court',
    'IN THE GENERAL COURT OF JUSTICE, DISTRICT COURT DIVISION, MECKLENBURG COUNTY, NORTH CAROLINA',
    '832 E. 4th St.',
    'Charlotte',
    '28202',
  ),
  court('MI', '36th District Court', '36TH DISTRICT COURT, CITY OF DETROIT, STATE OF MICHIGAN', '421 Madison St.', 'Detroit', '48226'),
  court('MI', '54-A District Court', '54-A DISTRICT COURT, CITY OF LANSING, STATE OF MICHIGAN', '124 W. Michigan Ave.', 'Lansing', '48933'),
  court(
    'NJ',
    'Superior Court of New Jersey, Law Division, Special Civil Part, Essex County',
    'SUPERIOR COURT OF NEW JERSEY, LAW DIVISION, SPECIAL CIVIL PART, ESSEX COUNTY',
    '465 Dr. Martin Luther King Jr. Blvd.',
    'Newark',
    '07102',
  ),
  court(
    'NJ',
    'Superior Court of New Jersey, Law Division, Special Civil Part, Mercer County',
    'SUPERIOR COURT OF NEW JERSEY, LAW DIVISION, SPECIAL CIVIL PART, MERCER COUNTY',
    '175 S. Broad St.',
    'Trenton',
    '08608',
  ),
];

export const PLAINTIFFS = [
  'Midland Credit Management, Inc.',
  'Midland Funding, LLC',
  'Portfolio Recovery Associates, LLC',
  'LVNV Funding LLC',
  'Cavalry SPV I, LLC',
  'Jefferson Capital Systems, LLC',
  'Capital One Bank (USA), N.A.',
  'Capital One, N.A.',
  'Discover Bank',
  'Synchrony Bank',
  'Citibank, N.A.',
  'JPMorgan Chase Bank, N.A.',
  'Bank of America, N.A.',
  'American Express National Bank',
  'Wells Fargo Bank, N.A.',
  'Comenity Bank',
  'Comenity Capital Bank',
  'Credit One Bank, N.A.',
  'Velocity Investments, LLC',
  'Crown Asset Management, LLC',
  'Unifund CCR, LLC',
  'Absolute Resolutions Investments, LLC',
  'Sherman Originator LLC',
  'TD Bank USA, N.A.',
  'Barclays Bank Delaware',
  'Santander Consumer USA Inc.',
  'Ally Bank',
  'OneMain Financial Group, LLC',
  'Bluestem Brands, Inc.',
  'Galaxy International Purchasing, LLC',
];

export const COLLECTION_FIRMS = [
  'Weltman, Weinberg & Reis Co., LPA',
  'Forster & Garbus LLP',
  'Rausch Sturm LLP',
  'Hunt & Henriques',
  'Zwicker & Associates, P.C.',
  'Pressler, Felt & Warshaw, LLP',
  'Mandarich Law Group, LLP',
  'Frederick J. Hanna & Associates, P.C.',
  'Suttell & Hammer, P.S.',
  'Javitch Block LLC',
  'Gurstel Law Firm, P.C.',
  'Burton Neil & Associates, P.C.',
  'Blitt and Gaines, P.C.',
  'Lyons, Doughty & Veldhuis, P.C.',
  'Encore Capital Group',
  'Radius Global Solutions LLC',
  'Convergent Outsourcing, Inc.',
  'Transworld Systems Inc.',
  'IC System, Inc.',
  'Allied Interstate LLC',
];

const SEED_CHUNK = 500;

/** A checked court's level, when its name holds the level's name ("… Justice Court, Precinct 1"). */
function levelNamed(state: string, name: string): string | null {
  const j = jurisdictionOf(state);
  const level = j?.courts.find((c) => name.toLowerCase().includes(plainCourtName(c).split(',')[0]?.toLowerCase() ?? '\u0000'));
  return level?.key ?? null;
}

/**
 * Inserts the directories once; safe to call from any number of processes. The hand-checked
 * courts go first, so a generated court of the same name does not replace their address; each
 * takes its county from its ZIP. A directory seeded before every county was listed is completed.
 */
export async function seedDirectories(db: Database): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courts).where(isNotNull(courts.levelKey));
  if ((row?.n ?? 0) === 0) {
    const byFips = new Map(counties().map((c) => [c.fips, c.name]));
    const checked = COUNTY_SEAT_COURTS.map((c) => {
      const fips = countiesOfPlace(c.zip, c.state)[0]?.countyFips ?? null;
      return {
        levelKey: c.level ?? levelNamed(c.state, c.name),
        state: c.state,
        name: c.name,
        captionName: c.caption,
        mailingName: c.name,
        mailingStreet: c.street,
        mailingCity: c.city,
        mailingZip: c.zip,
        county: fips ? (byFips.get(fips) ?? null) : null,
        countyFips: fips,
      };
    });
    await db
      .insert(courts)
      .values(checked)
      .onConflictDoUpdate({
        target: [courts.state, courts.name],
        set: { county: sql`excluded.county`, countyFips: sql`excluded.county_fips`, levelKey: sql`excluded.level_key` },
      });
    const generated = countyCourts();
    for (let i = 0; i < generated.length; i += SEED_CHUNK) {
      await db
        .insert(courts)
        .values(
          generated.slice(i, i + SEED_CHUNK).map((c) => ({
            state: c.state,
            name: c.name,
            captionName: c.caption,
            mailingName: c.name,
            county: c.county,
            countyFips: c.countyFips,
            levelOrder: c.levelOrder,
            levelKey: c.levelKey,
          })),
        )
        // A checked court of the same name keeps its address and takes the level and county.
        .onConflictDoUpdate({
          target: [courts.state, courts.name],
          set: {
            county: sql`excluded.county`,
            countyFips: sql`excluded.county_fips`,
            levelKey: sql`excluded.level_key`,
            levelOrder: sql`excluded.level_order`,
          },
        });
    }
  }
  await db
    .insert(plaintiffDirectory)
    .values(PLAINTIFFS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(collectionFirmDirectory)
    .values(COLLECTION_FIRMS.map((name) => ({ name })))
    .onConflictDoNothing();
}
