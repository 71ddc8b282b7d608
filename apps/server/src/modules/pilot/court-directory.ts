import type { PilotCourtResult } from '@parley/shared';

/**
 * A small directory of real courthouses that hear many consumer-debt cases, for the assistant's
 * search_courts tool until the intake flow's court search (GET /api/courts/search) is merged.
 * Addresses are the courthouses' public mailing addresses; the assistant tells the consumer to
 * confirm the court on their summons.
 */
type Court = Omit<PilotCourtResult, 'formatted_address' | 'mailing_name'> & { county: string };

const COURTS: Court[] = [
  {
    id: 1,
    name: 'Superior Court of California, County of Los Angeles (Stanley Mosk Courthouse)',
    caption_name: 'SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES',
    mailing_street: '111 N. Hill St.',
    mailing_city: 'Los Angeles',
    mailing_state: 'CA',
    mailing_zip: '90012',
    county: 'Los Angeles',
  },
  {
    id: 2,
    name: 'Superior Court of California, County of San Diego (Hall of Justice)',
    caption_name: 'SUPERIOR COURT OF CALIFORNIA, COUNTY OF SAN DIEGO',
    mailing_street: '330 W. Broadway',
    mailing_city: 'San Diego',
    mailing_state: 'CA',
    mailing_zip: '92101',
    county: 'San Diego',
  },
  {
    id: 3,
    name: 'Circuit Court of Cook County (Richard J. Daley Center)',
    caption_name: 'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS',
    mailing_street: '50 W. Washington St.',
    mailing_city: 'Chicago',
    mailing_state: 'IL',
    mailing_zip: '60602',
    county: 'Cook',
  },
  {
    id: 4,
    name: 'Civil Court of the City of New York, New York County',
    caption_name: 'CIVIL COURT OF THE CITY OF NEW YORK, COUNTY OF NEW YORK',
    mailing_street: '111 Centre St.',
    mailing_city: 'New York',
    mailing_state: 'NY',
    mailing_zip: '10013',
    county: 'New York',
  },
  {
    id: 5,
    name: 'Harris County Civil Courthouse',
    caption_name: 'IN THE COUNTY CIVIL COURT AT LAW, HARRIS COUNTY, TEXAS',
    mailing_street: '201 Caroline St.',
    mailing_city: 'Houston',
    mailing_state: 'TX',
    mailing_zip: '77002',
    county: 'Harris',
  },
  {
    id: 6,
    name: 'Dallas County Courts (George L. Allen Sr. Courts Building)',
    caption_name: 'IN THE COUNTY COURT AT LAW, DALLAS COUNTY, TEXAS',
    mailing_street: '600 Commerce St.',
    mailing_city: 'Dallas',
    mailing_state: 'TX',
    mailing_zip: '75202',
    county: 'Dallas',
  },
  {
    id: 7,
    name: 'Miami-Dade County Court (Dade County Courthouse)',
    caption_name: 'IN THE COUNTY COURT IN AND FOR MIAMI-DADE COUNTY, FLORIDA',
    mailing_street: '73 W. Flagler St.',
    mailing_city: 'Miami',
    mailing_state: 'FL',
    mailing_zip: '33130',
    county: 'Miami-Dade',
  },
  {
    id: 8,
    name: 'King County Superior Court',
    caption_name: 'SUPERIOR COURT OF WASHINGTON FOR KING COUNTY',
    mailing_street: '516 3rd Ave.',
    mailing_city: 'Seattle',
    mailing_state: 'WA',
    mailing_zip: '98104',
    county: 'King',
  },
  {
    id: 9,
    name: 'Maricopa County Superior Court',
    caption_name: 'SUPERIOR COURT OF ARIZONA IN AND FOR THE COUNTY OF MARICOPA',
    mailing_street: '201 W. Jefferson St.',
    mailing_city: 'Phoenix',
    mailing_state: 'AZ',
    mailing_zip: '85003',
    county: 'Maricopa',
  },
  {
    id: 10,
    name: 'Denver County Court',
    caption_name: 'COUNTY COURT, CITY AND COUNTY OF DENVER, COLORADO',
    mailing_street: '1437 Bannock St.',
    mailing_city: 'Denver',
    mailing_state: 'CO',
    mailing_zip: '80202',
    county: 'Denver',
  },
  {
    id: 11,
    name: 'Las Vegas Justice Court (Regional Justice Center)',
    caption_name: 'JUSTICE COURT, LAS VEGAS TOWNSHIP, CLARK COUNTY, NEVADA',
    mailing_street: '200 Lewis Ave.',
    mailing_city: 'Las Vegas',
    mailing_state: 'NV',
    mailing_zip: '89101',
    county: 'Clark',
  },
  {
    id: 12,
    name: '36th District Court',
    caption_name: 'STATE OF MICHIGAN, 36TH DISTRICT COURT',
    mailing_street: '421 Madison St.',
    mailing_city: 'Detroit',
    mailing_state: 'MI',
    mailing_zip: '48226',
    county: 'Wayne',
  },
  {
    id: 13,
    name: 'Franklin County Municipal Court',
    caption_name: 'FRANKLIN COUNTY MUNICIPAL COURT, COLUMBUS, OHIO',
    mailing_street: '375 S. High St.',
    mailing_city: 'Columbus',
    mailing_state: 'OH',
    mailing_zip: '43215',
    county: 'Franklin',
  },
  {
    id: 14,
    name: 'Cuyahoga County Court of Common Pleas',
    caption_name: 'IN THE COURT OF COMMON PLEAS, CUYAHOGA COUNTY, OHIO',
    mailing_street: '1200 Ontario St.',
    mailing_city: 'Cleveland',
    mailing_state: 'OH',
    mailing_zip: '44113',
    county: 'Cuyahoga',
  },
  {
    id: 15,
    name: 'Philadelphia Municipal Court, Civil Division',
    caption_name: 'PHILADELPHIA MUNICIPAL COURT, CIVIL DIVISION',
    mailing_street: '1339 Chestnut St.',
    mailing_city: 'Philadelphia',
    mailing_state: 'PA',
    mailing_zip: '19107',
    county: 'Philadelphia',
  },
  {
    id: 16,
    name: 'State Court of Fulton County',
    caption_name: 'IN THE STATE COURT OF FULTON COUNTY, STATE OF GEORGIA',
    mailing_street: '185 Central Ave. SW',
    mailing_city: 'Atlanta',
    mailing_state: 'GA',
    mailing_zip: '30303',
    county: 'Fulton',
  },
];

export function searchCourts(query: string, state: string | null, limit = 5): PilotCourtResult[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length >= 2);
  return COURTS.filter((c) => !state || c.mailing_state === state.toUpperCase())
    .map((c) => {
      const haystack = `${c.name} ${c.mailing_city} ${c.county}`.toLowerCase();
      return { c, score: words.filter((w) => haystack.includes(w)).length };
    })
    .filter(({ score }) => score > 0 || (words.length === 0 && state))
    .sort((a, b) => b.score - a.score || a.c.id - b.c.id)
    .slice(0, limit)
    .map(({ c }) => ({
      id: c.id,
      name: c.name,
      caption_name: c.caption_name,
      mailing_name: c.name,
      mailing_street: c.mailing_street,
      mailing_city: c.mailing_city,
      mailing_state: c.mailing_state,
      mailing_zip: c.mailing_zip,
      formatted_address: `${c.mailing_street}, ${c.mailing_city}, ${c.mailing_state} ${c.mailing_zip}`,
    }));
}
