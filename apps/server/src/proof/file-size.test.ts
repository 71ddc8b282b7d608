import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One file, one concern (issue 39): no source file over 400 lines, tests aside, except data tables.
 * (The files once owed a split, listed here with their lengths while they were, are all split.)
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src', 'e2e', 'bench', 'scripts'];
const MAX_LINES = 400;

/** Tables of facts, not code: their length is the number of rows. */
const DATA_TABLES = [
  'packages/shared/src/domain/jurisdictions-data.ts',
  // One row per route of the server, the status each role gets (its fixtures are in authorization-fixtures.ts).
  'apps/server/src/test/authorization-matrix.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ['node_modules', 'dist', 'corpora', 'blind'].includes(name) ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

const lengths = new Map(
  SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir))).map((file) => [
    path.relative(root, file),
    readFileSync(file, 'utf8').trimEnd().split('\n').length,
  ]),
);

describe('file size', () => {
  it(`finds no source file over ${MAX_LINES} lines but the data tables`, () => {
    const over = [...lengths].filter(([file, lines]) => lines > MAX_LINES && !DATA_TABLES.includes(file));
    expect(over.map(([file, lines]) => `${file}: ${lines} lines`)).toEqual([]);
  });
});
