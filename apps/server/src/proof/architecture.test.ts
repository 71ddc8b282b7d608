import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_WRITERS } from '../db/schema/owners.js';

/**
 * The boundaries the build enforces (issue 39): a module is reached through its services, never
 * through another module's routes or queries; and no source file imports itself back through
 * others (an import cycle), type-only imports included.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/server/src', 'packages/shared/src', 'apps/web/src'];

/** None left: the last (the jurisdictions table's data took its row types from the module that reads it) ended when the types moved to their own file. */
const KNOWN_CYCLES: string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** Each file's relative imports and re-exports, type-only ones too, resolved to files. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms)) {
      const base = path.resolve(path.dirname(file), m[1] as string).replace(/\.js$/, '');
      const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) => known.has(c));
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The import cycles: each strongly connected group of two or more files (Tarjan), its files sorted. */
function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * Money worked by hand: a figure named as money (cents, dollars, an amount, a balance, a price), or
 * a number read from text, multiplied or divided by 100. Only packages/shared/src/money/ converts.
 */
const MONEY_BY_HAND = /(?:cents|dollars|amount|balance|price)[A-Za-z_]*\)*(?: \?\? 0\))?\s*[*/]\s*100\b|\bNumber\([^)]*\)\s*[*/]\s*100\b/i;

/** A write to the table in a source file: drizzle's insert/update/delete of its binding, or SQL naming it. */
function writesTable(source: string, table: { id: string; name: string }): boolean {
  return new RegExp(`\\.(?:insert|update|delete)\\(\\s*${table.id}\\b|\\b(?:INSERT INTO|UPDATE|DELETE FROM)\\s+"?${table.name}\\b`).test(source);
}

/** Who a server file speaks for: its module (modules/<name>) or its top folder (platform, providers…). */
function ownerOf(fromServerSrc: string): string {
  const parts = fromServerSrc.split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : (parts[0] as string);
}

describe('architecture (issue 39)', () => {
  const files = SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const relative = (file: string) => path.relative(root, file);

  it('reaches another module only through its services: no import of its routes or queries', () => {
    const modules = path.join(root, 'apps/server/src/modules');
    const reachIns = files
      .filter((file) => file.startsWith(modules))
      .flatMap((file) => {
        const own = relative(file).split('/')[4];
        return [...readFileSync(file, 'utf8').matchAll(/from\s+'\.\.\/([a-z-]+)\/[\w.-]+\.(?:routes|queries)\.js'/g)]
          .filter((m) => m[1] !== own)
          .map((m) => `${relative(file)} imports ${m[0].slice(6, -1)}`);
      });
    expect(reachIns).toEqual([]);
  });

  it('has no import cycle but the one named', () => {
    const cycles = importCycles(importGraph(files)).map((group) => group.map(relative).join(' <-> '));
    expect(cycles).toEqual(KNOWN_CYCLES);
  });

  it('converts money only in the money module', () => {
    const money = path.join(root, 'packages/shared/src/money');
    const byHand = files
      .filter((file) => !file.startsWith(money))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (MONEY_BY_HAND.test(line) ? [`${relative(file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(byHand).toEqual([]);
  });

  it('writes each table only from the modules owners.ts names, and names a writer list for every table', () => {
    const server = path.join(root, 'apps/server/src');
    const schemaDir = path.join(server, 'db/schema');
    const tables = readdirSync(schemaDir).flatMap((name) =>
      [...readFileSync(path.join(schemaDir, name), 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => ({
        id: m[1] as string,
        name: m[2] as string,
      })),
    );
    const writing = files.filter((file) => file.startsWith(server) && !file.startsWith(path.join(server, 'db')) && !file.startsWith(path.join(server, 'test')));
    const found = Object.fromEntries(
      tables.map((table) => [
        table.name,
        [...new Set(writing.filter((file) => writesTable(readFileSync(file, 'utf8'), table)).map((file) => ownerOf(path.relative(server, file))))].sort(),
      ]),
    );
    expect(found).toEqual(Object.fromEntries(Object.entries(TABLE_WRITERS).map(([table, writers]) => [table, [...writers].sort()])));
  });

  it('finds a planted cycle and planted money by hand', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCycles(new Map([['a.ts', ['b.ts']]]))).toEqual([]);
    for (const planted of [
      'const x = Math.round(Number(amount) * 100);',
      'price: (info.upfrontCents / 100).toFixed(2)',
      'setTotal(rung.total_amount_cents / 100);',
    ])
      expect(MONEY_BY_HAND.test(planted), planted).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source planted for the check, not a template
    for (const fine of ['const share = Math.round(AFFORDABLE_SHARE * 100);', 'width: `${(used / max) * 100}%`', 'centsToDollars(balance)'])
      expect(MONEY_BY_HAND.test(fine), fine).toBe(false);
    const payments = { id: 'payments', name: 'payments' };
    for (const planted of [
      'await tx.insert(payments).values(row)',
      'db.update( payments ).set({})',
      "rawQuery(db)('UPDATE payments SET x = 1')",
      'DELETE FROM payments WHERE id = $1',
    ])
      expect(writesTable(planted, payments), planted).toBe(true);
    for (const fine of ['db.select().from(payments)', 'tx.insert(paymentsReceived)', 'SELECT * FROM payments_received'])
      expect(writesTable(fine, payments), fine).toBe(false);
    expect([ownerOf('modules/cases/cases.store.ts'), ownerOf('platform/audit.ts')]).toEqual(['modules/cases', 'platform']);
  });
});
