import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { camelCase, checkMigration, type IsReferenced, splitStatements } from './migration-compat.js';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));
const sourceDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Migrations that shipped before the rule (docs/decisions/018-zero-downtime-upgrades.md) and break
 * it: a rolling restart onto them would have failed the previous release's requests. Never add to
 * this list; write an expand migration now and a contract one in a later release instead.
 */
const GRANDFATHERED: Record<string, string> = {
  '0016_editor_real_document.sql': 'dropped editor_documents.content and added editor_documents.document NOT NULL in one step (its rows were deleted too)',
};

/** The server's own code (not its tests, nor this check): what a contract marker may not drop. */
function serverSource(): string {
  const texts: string[] = [];
  for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !file.endsWith('.ts') || file.endsWith('.test.ts') || file.includes(`${path.sep}test${path.sep}`)) continue;
    if (file.endsWith('migration-compat.ts')) continue;
    texts.push(readFileSync(file, 'utf8'));
  }
  return texts.join('\n');
}

function referencedIn(source: string) {
  return (name: string) => [name, camelCase(name)].some((n) => new RegExp(`\\b${n}\\b`).test(source));
}

const nothingReferenced: IsReferenced = () => false;
const reasonsOf = (sql: string, isReferenced = nothingReferenced) => checkMigration(sql, isReferenced).map((v) => v.reason);

describe('every migration is backward compatible with the previous release (expand now, contract later)', () => {
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const isReferenced = referencedIn(serverSource());

  it.each(files)('%s', (file) => {
    const violations = checkMigration(readFileSync(path.join(migrationsDir, file), 'utf8'), isReferenced);
    if (GRANDFATHERED[file]) {
      // The list cannot go stale: a grandfathered file still breaks the rule, or it leaves the list.
      expect(violations.length, `${file} is grandfathered but passes the rule: take it off the list`).toBeGreaterThan(0);
      return;
    }
    expect(violations, `${file} would break the previous release during a rolling restart`).toEqual([]);
  });

  it('grandfathers only files that exist', () => {
    for (const file of Object.keys(GRANDFATHERED)) expect(files).toContain(file);
  });
});

describe('the rule, statement by statement', () => {
  it.each([
    ['a new table', 'CREATE TABLE "t" ("id" serial PRIMARY KEY NOT NULL, "name" text NOT NULL);'],
    ['a nullable column', 'ALTER TABLE "t" ADD COLUMN "note" text;'],
    ['a NOT NULL column with a default', 'ALTER TABLE "t" ADD COLUMN "flag" boolean DEFAULT false NOT NULL;'],
    ['an index', 'CREATE INDEX "t_idx" ON "t" USING btree ("name");'],
    ['a unique index', 'CREATE UNIQUE INDEX IF NOT EXISTS "t_u" ON "t" ("name");'],
    ['a dropped index', 'DROP INDEX "t_old_idx";'],
    ['a new enum value', 'ALTER TYPE "public"."status" ADD VALUE \'paused\';'],
    ['a foreign key', 'ALTER TABLE "t" ADD CONSTRAINT "t_u_fk" FOREIGN KEY ("u_id") REFERENCES "public"."u"("id") ON DELETE cascade ON UPDATE no action;'],
    ['a backfill', 'UPDATE "t" SET "note" = \'\' WHERE "note" IS NULL;'],
    ['a column made nullable', 'ALTER TABLE "t" ALTER COLUMN "name" DROP NOT NULL;'],
    ['a trigger function', 'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE x SET a = 1; DROP TABLE y; RETURN NULL; END $$;'],
  ])('allows %s', (_, sql) => {
    expect(reasonsOf(sql)).toEqual([]);
  });

  it.each([
    ['a dropped column', 'ALTER TABLE "t" DROP COLUMN "name";', /drops t\.name/],
    ['a dropped table', 'DROP TABLE "t" CASCADE;', /drops t,/],
    ['a renamed column', 'ALTER TABLE "t" RENAME COLUMN "name" TO "title";', /renames/],
    ['a renamed table', 'ALTER TABLE "t" RENAME TO "u";', /renames/],
    ['a changed type', 'ALTER TABLE "t" ALTER COLUMN "n" SET DATA TYPE bigint;', /changes the type of t\.n/],
    ['a NOT NULL column without a default', 'ALTER TABLE "t" ADD COLUMN "doc" jsonb NOT NULL;', /NOT NULL without a default/],
    ['NOT NULL on an existing column', 'ALTER TABLE "t" ALTER COLUMN "n" SET NOT NULL;', /NOT NULL/],
    ['a dropped default', 'ALTER TABLE "t" ALTER COLUMN "n" DROP DEFAULT;', /default/],
    ['a check constraint', 'ALTER TABLE "t" ADD CONSTRAINT "c" CHECK ("n" > 0);', /may refuse/],
    ['an index built concurrently', 'CREATE INDEX CONCURRENTLY "i" ON "t" ("n");', /transaction/],
    ['a statement it does not know', 'DROP FUNCTION f();', /does not know|not a statement/],
  ])('refuses %s', (_, sql, reason) => {
    const reasons = reasonsOf(sql);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(reason);
  });

  it('accepts a contract step whose marker names the column, once no code names it', () => {
    const sql = '-- contract: t.old_note unused since 2026.11\nALTER TABLE "t" DROP COLUMN "old_note";';
    expect(reasonsOf(sql)).toEqual([]);
    const stillUsed = (name: string) => name === 'old_note';
    expect(reasonsOf(sql, stillUsed)).toEqual([expect.stringMatching(/source still names old_note/)]);
    // The marker must name what is dropped, not something else.
    expect(reasonsOf('-- contract: t.other unused since 2026.11\nALTER TABLE "t" DROP COLUMN "old_note";')).toHaveLength(1);
  });

  it('accepts a dropped table with its marker, and looks for the name Drizzle gives it too', () => {
    const sql = '-- contract: old_things unused since 2026.11\nDROP TABLE "old_things";';
    expect(reasonsOf(sql)).toEqual([]);
    expect(reasonsOf(sql, referencedIn('export const oldThings = pgTable(...)'))).toHaveLength(1);
  });

  it('splits on breakpoints and semicolons, not inside quotes or function bodies', () => {
    expect(splitStatements("INSERT INTO t VALUES ('a;b');--> statement-breakpoint\nCREATE FUNCTION f() AS $$ SELECT 1; $$;\nSELECT 2")).toEqual([
      "INSERT INTO t VALUES ('a;b')",
      'CREATE FUNCTION f() AS $$ SELECT 1; $$',
      'SELECT 2',
    ]);
  });
});
