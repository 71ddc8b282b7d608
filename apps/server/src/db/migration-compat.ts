/**
 * Zero-downtime upgrades (docs/decisions/018-zero-downtime-upgrades.md): during a rolling restart
 * the previous release's servers run on the new schema, so a migration may only *expand* it. This
 * reads a migration's SQL statement by statement and names every statement the previous release's
 * code could trip over. A *contract* step (dropping a column or a table) is accepted only in a later
 * release, when the file says so with a marker naming what it drops, and nothing in the server's
 * source names it any more:
 *
 *   -- contract: editor_documents.content unused since 2026.11
 *   -- contract: old_table unused since 2026.11
 */

export type MigrationViolation = { statement: string; reason: string };

/** Whether the current source still names a table or a column (snake_case as in SQL). */
export type IsReferenced = (snakeCaseName: string) => boolean;

const CONTRACT_MARKER = /^\s*--\s*contract:\s*("?[a-z_][a-z0-9_]*"?(?:\."?[a-z_][a-z0-9_]*"?)?)\s+unused since\s+\S+/gim;

/** The `-- contract:` markers of a file: `table` or `table.column`, unquoted. */
export function contractMarkers(sql: string): Set<string> {
  return new Set([...sql.matchAll(CONTRACT_MARKER)].map((m) => (m[1] ?? '').replaceAll('"', '').toLowerCase()));
}

/**
 * The statements of a migration: drizzle's `--> statement-breakpoint` and plain `;` both end one;
 * comments are dropped; quoted text and dollar-quoted bodies (functions) are kept whole.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) statements.push(text);
    current = '';
  };
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith('--> statement-breakpoint')) flush();
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      current += ' ';
      continue;
    }
    const dollar = /^\$[a-zA-Z_]*\$/.exec(rest);
    if (dollar) {
      const close = sql.indexOf(dollar[0], i + dollar[0].length);
      const end = close === -1 ? sql.length : close + dollar[0].length;
      current += sql.slice(i, end);
      i = end;
      continue;
    }
    const ch = sql[i] as string;
    if (ch === "'" || ch === '"') {
      let end = i + 1;
      while (end < sql.length && !(sql[end] === ch && sql[end + 1] !== ch)) end += sql[end] === ch ? 2 : 1;
      current += sql.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (ch === ';') {
      flush();
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  flush();
  return statements;
}

const unquote = (name: string) => name.replaceAll('"', '').toLowerCase();
const NAME = String.raw`("?[A-Za-z_][A-Za-z0-9_]*"?(?:\."?[A-Za-z_][A-Za-z0-9_]*"?)?)`;
const tableName = (qualified: string) => unquote(qualified).split('.').at(-1) as string;

/** What one statement does to the previous release's code: null when nothing, else why it breaks it. */
function judge(statement: string, markers: Set<string>, isReferenced: IsReferenced): string | null {
  const s = statement.toUpperCase();
  const contract = (what: string, names: string[]): string | null => {
    if (!markers.has(what))
      return `drops ${what}, which the previous release may still use (contract it in a later release, with a "-- contract: ${what} unused since <release>" marker)`;
    const used = names.filter(isReferenced);
    return used.length ? `drops ${what}, but the server's source still names ${used.join(', ')}` : null;
  };

  if (/^CREATE (UNIQUE )?INDEX CONCURRENTLY\b/.test(s))
    return 'CREATE INDEX CONCURRENTLY cannot run inside the transaction the migrator opens; build a large index by hand before the roll and keep a plain CREATE INDEX IF NOT EXISTS here';
  if (/^CREATE (TABLE|(UNIQUE )?INDEX|EXTENSION|SEQUENCE|TYPE|SCHEMA|(OR REPLACE )?(FUNCTION|TRIGGER|VIEW))\b/.test(s)) return null;
  // Backfills and seed rows: the schema stays as the previous release knows it.
  if (/^(INSERT|UPDATE|DELETE|SELECT|WITH|GRANT|COMMENT)\b/.test(s)) return null;
  // Old code names no index; a dropped one costs speed, not correctness.
  if (/^DROP INDEX\b/.test(s)) return null;
  if (/^ALTER TYPE \S+ ADD VALUE\b/.test(s)) return null;

  const dropTable = new RegExp(`^DROP TABLE (?:IF EXISTS )?${NAME}`, 'i').exec(statement);
  if (dropTable) {
    const table = tableName(dropTable[1] as string);
    return contract(table, [table]);
  }

  const alter = new RegExp(`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${NAME} (.*)$`, 'i').exec(statement);
  if (!alter) return `not a statement this check knows to be safe for the previous release (${statement.slice(0, 40)}…)`;
  const table = tableName(alter[1] as string);
  // One ALTER TABLE may carry several actions, separated by commas outside parentheses.
  const actions: string[] = [];
  let depth = 0;
  let part = '';
  for (const ch of alter[2] as string) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      actions.push(part.trim());
      part = '';
    } else part += ch;
  }
  actions.push(part.trim());

  for (const action of actions) {
    const a = action.toUpperCase();
    if (/^RENAME\b/.test(a))
      return `renames ${table} or one of its columns: the previous release reads it by its old name (add the new one, copy, and contract the old one later)`;
    const addColumn = /^ADD (?:COLUMN )?(?:IF NOT EXISTS )?("?[A-Za-z_][A-Za-z0-9_]*"?) (.*)$/i.exec(action);
    if (addColumn && !/^ADD (CONSTRAINT|PRIMARY KEY|UNIQUE|CHECK|FOREIGN KEY)\b/.test(a)) {
      const definition = (addColumn[2] as string).toUpperCase();
      const required = /\bNOT NULL\b/.test(definition) || /\bPRIMARY KEY\b/.test(definition);
      const filled = /\bDEFAULT\b/.test(definition) || /\bGENERATED\b/.test(definition) || /^(SMALL|BIG)?SERIAL\b/.test(definition);
      if (required && !filled)
        return `adds ${table}.${unquote(addColumn[1] as string)} NOT NULL without a default: the previous release's inserts leave it empty and fail`;
      continue;
    }
    if (/^ADD CONSTRAINT \S+ FOREIGN KEY\b/.test(a) || /^ADD FOREIGN KEY\b/.test(a)) continue;
    if (/^ADD\b/.test(a)) return `adds a constraint to ${table} that may refuse the previous release's writes (${action.slice(0, 60)})`;
    if (/^DROP CONSTRAINT\b/.test(a)) continue;
    const dropColumn = /^DROP (?:COLUMN )?(?:IF EXISTS )?("?[A-Za-z_][A-Za-z0-9_]*"?)/i.exec(action);
    if (dropColumn) {
      const column = unquote(dropColumn[1] as string);
      const refused = contract(`${table}.${column}`, [column]);
      if (refused) return refused;
      continue;
    }
    const alterColumn = /^ALTER (?:COLUMN )?("?[A-Za-z_][A-Za-z0-9_]*"?) (.*)$/i.exec(action);
    if (alterColumn) {
      const column = `${table}.${unquote(alterColumn[1] as string)}`;
      const change = (alterColumn[2] as string).toUpperCase();
      if (/^(SET DATA )?TYPE\b/.test(change)) return `changes the type of ${column}: the previous release reads and writes the old type`;
      if (/^SET NOT NULL\b/.test(change)) return `makes ${column} NOT NULL: the previous release may still leave it empty`;
      if (/^DROP DEFAULT\b/.test(change)) return `drops the default of ${column}: the previous release's inserts rely on it`;
      if (/^(DROP NOT NULL|SET DEFAULT|SET STATISTICS|SET STORAGE)\b/.test(change)) continue;
    }
    return `alters ${table} in a way this check does not know to be safe (${action.slice(0, 60)})`;
  }
  return null;
}

/** Every statement of one migration file that the previous release's code could break on. */
export function checkMigration(sql: string, isReferenced: IsReferenced): MigrationViolation[] {
  const markers = contractMarkers(sql);
  const violations: MigrationViolation[] = [];
  for (const statement of splitStatements(sql)) {
    const reason = judge(statement, markers, isReferenced);
    if (reason) violations.push({ statement, reason });
  }
  return violations;
}

/** snake_case → camelCase, the name Drizzle's schema gives a column (casing: 'snake_case'). */
export const camelCase = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
