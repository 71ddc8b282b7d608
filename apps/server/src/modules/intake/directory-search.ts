import { type CourtResult, INTAKE_LIMITS, isUsStateCode } from '@parley/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { courts } from '../../db/schema/index.js';
import { countiesOfPlace } from './county-courts.js';
import { seedDirectories } from './directories.js';

/**
 * The directory searches' common parts and the court search, which the intake's court field and
 * Ask Solo's search_courts tool both use.
 */

export const LIMIT = 10;
/** How many of a place name's counties count as the place (Columbus: Ohio, Georgia, Mississippi). */
const PLACE_COUNTIES = 3;

/**
 * Ranking: an exact name first, then names starting with the query, then by trigram closeness of
 * the query to the best-matching part of the name (word_similarity), so "midlnd credit" still
 * finds Midland Credit Management.
 */
export const rank = (column: unknown, q: string) =>
  sql`(lower(${column}) = ${q})::int * 4 + (lower(${column}) like ${`${q}%`})::int * 2 + word_similarity(${q}, lower(${column}))`;
export const matches = (column: unknown, q: string) => sql`(lower(${column}) like ${`%${q}%`} or word_similarity(${q}, lower(${column})) >= 0.35)`;
export const normalized = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

const seeded = new WeakMap<Database, Promise<void>>();
/** The directories are seeded once per database, on the first search. */
export function directoriesReady(db: Database): Promise<void> {
  let ready = seeded.get(db);
  if (!ready) {
    ready = seedDirectories(db).catch((err) => {
      seeded.delete(db);
      throw err;
    });
    seeded.set(db, ready);
  }
  return ready;
}

/**
 * Courts by name, county, city or ZIP. A city or ZIP resolves to its county (county-courts.ts)
 * and that county's courts come first, the likeliest place's first; then names by closeness.
 * "Seattle, WA" reads the state from the query when none is given.
 */
export async function searchCourts(
  db: Database,
  query: string,
  state: string | null | undefined,
  { limit = LIMIT, level }: { limit?: number; level?: string | null } = {},
): Promise<CourtResult[]> {
  const asked = normalized(query);
  if (asked.length < INTAKE_LIMITS.searchMinChars) return [];
  await directoriesReady(db);
  const withState = /^(.*?)[,\s]+([a-z]{2})$/.exec(asked);
  const inState = state?.toUpperCase() ?? (withState && isUsStateCode(withState[2]?.toUpperCase()) ? withState[2]?.toUpperCase() : undefined);
  const q = !state && inState && withState?.[1] ? withState[1] : asked;
  const places = countiesOfPlace(q, inState).slice(0, PLACE_COUNTIES);
  // A county named in full ("King County", "Juneau City and Borough"), then the place's counties
  // likeliest first, then a county named by its bare name: "Boise" is the city before the county.
  const fullCounty = sql`lower(${courts.county}) = ${q}`;
  const bareCounty = sql`lower(${courts.county}) = ${`${q} county`}`;
  const placeRank = sql`case when ${fullCounty} then ${sql.raw(String(PLACE_COUNTIES + 2))}${
    places.length
      ? sql` ${sql.join(
          places.map((p, i) => sql`when ${courts.countyFips} = ${p.countyFips} then ${sql.raw(String(PLACE_COUNTIES + 1 - i))}`),
          sql` `,
        )}`
      : sql``
  } when ${bareCounty} then 1 else 0 end`;
  const named = or(fullCounty, bareCounty);
  const inPlace = places.length
    ? or(
        named,
        inArray(
          courts.countyFips,
          places.map((p) => p.countyFips),
        ),
      )
    : named;
  // Within a county the state's usual court comes first, and a court whose address is known before one whose is not.
  const rows = await db
    .select()
    .from(courts)
    .where(
      and(
        or(inPlace, matches(courts.name, q)),
        inState ? eq(courts.state, inState) : undefined,
        // The level the consumer chose (a Texas Justice Court): its courts, and those whose level the directory cannot tell.
        level ? or(eq(courts.levelKey, level), isNull(courts.levelKey)) : undefined,
      ),
    )
    .orderBy(
      sql`${placeRank} desc`,
      sql`case when ${placeRank} > 0 then ${courts.levelOrder} else 0 end`,
      sql`${rank(courts.name, q)} desc`,
      sql`${courts.mailingStreet} is null`,
      courts.name,
    )
    .limit(limit);
  return rows.map((c) => {
    const known = c.mailingStreet !== null && c.mailingCity !== null && c.mailingZip !== null;
    return {
      id: c.id,
      name: c.name,
      caption_name: c.captionName,
      mailing_name: c.mailingName,
      mailing_city: c.mailingCity ?? '',
      mailing_state: c.state,
      mailing_street: c.mailingStreet ?? '',
      mailing_zip: c.mailingZip ?? '',
      formatted_address: known ? `${c.mailingStreet}, ${c.mailingCity}, ${c.state} ${c.mailingZip}` : '',
      county: c.county,
    };
  });
}
