import { createHash } from 'node:crypto';
import type { PortfolioRow } from '@parley/shared';
import type { RawQuery } from './portfolio-sql.js';

// pg_advisory_xact_lock(class, firm): one firm's batches never interleave, so two imports of the
// same reference at once cannot both create it.
const IMPORT_LOCK_CLASS = 727_023;

/** A valid row of the file: its line, its fields, and the hash of what the accounts table keeps of it. */
export type ValidRow = { row: number; data: PortfolioRow; hash: string };

/** What the accounts table keeps of a row, in the order the hash and the SQL below read it. */
const stored = (r: PortfolioRow) =>
  [
    r.customer_name,
    r.email ?? null,
    r.birthdate ?? null,
    r.file_number ?? null,
    r.lawsuit_state,
    r.plaintiff_name,
    r.lawsuit_amount,
    r.mailing?.street ?? null,
    r.mailing?.city ?? null,
    r.mailing?.state ?? null,
    r.mailing?.zip ?? null,
  ] as const;
const STORED_COLUMNS = [
  ['customer_name', 'text'],
  ['email', 'text'],
  ['birthdate', 'date'],
  ['file_number', 'text'],
  ['lawsuit_state', 'text'],
  ['plaintiff_name', 'text'],
  ['lawsuit_amount_cents', 'bigint'],
  ['mailing_street', 'text'],
  ['mailing_city', 'text'],
  ['mailing_state', 'text'],
  ['mailing_zip', 'text'],
] as const;
/** The hash of an account's stored columns, in `stored`'s order: a row and the account it wrote hash alike. */
const columnsHash = (values: readonly unknown[]) => createHash('sha1').update(JSON.stringify(values)).digest('base64url');
export const rowHash = (r: PortfolioRow) => columnsHash(stored(r));

/** Column i of every row, as one array parameter. */
const column = (rows: ValidRow[], i: number) => rows.map((r) => stored(r.data)[i] ?? null);

/** Who gets the next account an import creates: the firm's staff in turn, or nobody. */
export type Rotation = { staff: number[]; next: number };

/**
 * One batch, in one transaction: rows whose reference is new create an account, rows whose content
 * changed update it unless its negotiation has begun (locked: a consumer may have answered the
 * amount), unchanged rows are left alone. A dry run only reads. Returns the counts of each.
 */
export async function applyBatch(query: RawQuery, lawFirmId: number, rows: ValidRow[], dryRun: boolean, now: Date, rotation: Rotation | null = null) {
  await query('SELECT pg_advisory_xact_lock($1, $2)', [IMPORT_LOCK_CLASS, lawFirmId]);
  const existing = await query(
    `SELECT ia.reference, ia.customer_document_id AS id, ia.row_hash, cd.last_action_code
       FROM imported_accounts ia JOIN customer_documents cd ON cd.id = ia.customer_document_id
      WHERE ia.law_firm_id = $1 AND ia.reference = ANY($2::text[])`,
    [lawFirmId, rows.map((r) => r.data.reference)],
  );
  const byReference = new Map<string, Record<string, unknown>>(existing.rows.map((e) => [e.reference as string, e]));
  // Issue 38: the firm's accounts that carry a row's reference but were not imported (a consumer
  // opened them, or an import from before references were kept) are the same accounts, not new
  // ones: re-importing the firm's own export created a duplicate of each. One such account is
  // adopted (linked to its reference, its columns hashed as a row would be); where several share
  // the reference, the row creates nothing and counts as left alone.
  const unlinked = await query(
    `SELECT cd.civil_number AS reference, cd.id, cd.last_action_code, ${STORED_COLUMNS.map(([name, type]) => (type === 'date' ? `${name}::text AS ${name}` : name)).join(', ')}
       FROM customer_documents cd
      WHERE cd.law_firm_id = $1 AND cd.civil_number = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM imported_accounts ia WHERE ia.customer_document_id = cd.id)`,
    [lawFirmId, rows.map((r) => r.data.reference).filter((ref) => !byReference.has(ref))],
  );
  const candidates = new Map<string, Record<string, unknown>[]>();
  for (const c of unlinked.rows) candidates.set(c.reference as string, [...(candidates.get(c.reference as string) ?? []), c]);
  const adopted = new Map<string, { id: number; hash: string }>();
  const ambiguous = new Set<string>();
  for (const [reference, accounts] of candidates) {
    const [only] = accounts;
    if (accounts.length > 1 || !only) {
      ambiguous.add(reference);
      continue;
    }
    // PostgreSQL answers a bigint as text; the row holds the amount as a number.
    const hash = columnsHash(STORED_COLUMNS.map(([name, type]) => (type === 'bigint' && only[name] != null ? Number(only[name]) : (only[name] ?? null))));
    adopted.set(reference, { id: only.id as number, hash });
    byReference.set(reference, { reference, id: only.id, row_hash: hash, last_action_code: only.last_action_code });
  }
  const created: ValidRow[] = [];
  const updated: (ValidRow & { id: number })[] = [];
  let unchanged = 0;
  let locked = 0;
  for (const r of rows) {
    const e = byReference.get(r.data.reference);
    if (ambiguous.has(r.data.reference)) locked++;
    else if (!e) created.push(r);
    else if (e.row_hash === r.hash) unchanged++;
    else if (e.last_action_code !== null) locked++;
    else updated.push({ ...r, id: e.id as number });
  }
  if (!dryRun && adopted.size > 0) {
    const links = [...adopted].map(([reference, a]) => ({ reference, ...a }));
    await query(
      `INSERT INTO imported_accounts (law_firm_id, reference, customer_document_id, row_hash)
       SELECT $1, t.reference, t.id, t.row_hash FROM unnest($2::text[], $3::int[], $4::text[]) AS t(reference, id, row_hash)`,
      [lawFirmId, links.map((l) => l.reference), links.map((l) => l.id), links.map((l) => l.hash)],
    );
  }
  let newIds: number[] = [];
  if (!dryRun && created.length > 0) {
    const ids = await query(`SELECT nextval(pg_get_serial_sequence('customer_documents', 'id'))::int AS id FROM generate_series(1, $1)`, [created.length]);
    newIds = ids.rows.map((r) => r.id as number);
    const names = STORED_COLUMNS.map(([name]) => name).join(', ');
    const params = STORED_COLUMNS.map(([, type], i) => `$${i + 4}::${type}[]`).join(', ');
    const alias = STORED_COLUMNS.map(([name]) => name).join(', ');
    const assignees = created.map(() => {
      if (!rotation || rotation.staff.length === 0) return null;
      return rotation.staff[rotation.next++ % rotation.staff.length] ?? null;
    });
    await query(
      `INSERT INTO customer_documents (id, law_firm_id, product, civil_number, created_at, assigned_user_id, ${names})
       OVERRIDING SYSTEM VALUE
       SELECT t.id, $1, 'solosettle', t.reference, $2, t.assigned_user_id, ${alias}
         FROM unnest($3::int[], $${STORED_COLUMNS.length + 4}::text[], $${STORED_COLUMNS.length + 5}::int[], ${params}) AS t(id, reference, assigned_user_id, ${alias})`,
      [lawFirmId, now, newIds, ...STORED_COLUMNS.map((_, i) => column(created, i)), created.map((r) => r.data.reference), assignees],
    );
    await query(
      `INSERT INTO imported_accounts (law_firm_id, reference, customer_document_id, row_hash)
       SELECT $1, t.reference, t.id, t.row_hash FROM unnest($2::text[], $3::int[], $4::text[]) AS t(reference, id, row_hash)`,
      [lawFirmId, created.map((r) => r.data.reference), newIds, created.map((r) => r.hash)],
    );
  }
  if (!dryRun && updated.length > 0) {
    const sets = STORED_COLUMNS.map(([name]) => `${name} = t.${name}`).join(', ');
    const params = STORED_COLUMNS.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ');
    const alias = STORED_COLUMNS.map(([name]) => name).join(', ');
    await query(
      `UPDATE customer_documents cd SET ${sets}
         FROM unnest($1::int[], ${params}) AS t(id, ${alias})
        WHERE cd.id = t.id AND cd.last_action_code IS NULL`,
      [updated.map((r) => r.id), ...STORED_COLUMNS.map((_, i) => column(updated, i))],
    );
    await query(
      `UPDATE imported_accounts ia SET row_hash = t.row_hash FROM unnest($1::int[], $2::text[]) AS t(id, row_hash) WHERE ia.customer_document_id = t.id`,
      [updated.map((r) => r.id), updated.map((r) => r.hash)],
    );
  }
  if (!dryRun && created.length + updated.length > 0) {
    // The balance and creditor came from the firm's own file: settlement rules may act on them
    // (issue 33; a consumer's typed facts only get suggestions).
    await query(
      `INSERT INTO firm_account_facts (customer_document_id, balance_cents, plaintiff_name, source, confirmed_at)
       SELECT cd.id, cd.lawsuit_amount_cents, cd.plaintiff_name, 'import', $2
         FROM customer_documents cd WHERE cd.id = ANY($1::int[]) AND cd.lawsuit_amount_cents IS NOT NULL AND cd.last_action_code IS NULL
       ON CONFLICT (customer_document_id) DO UPDATE
         SET balance_cents = excluded.balance_cents, plaintiff_name = excluded.plaintiff_name, source = 'import',
             confirmed_by_user_id = NULL, confirmed_at = excluded.confirmed_at`,
      [[...newIds, ...updated.map((r) => r.id)], now],
    );
  }
  return { created: created.length, updated: updated.length, unchanged, locked };
}
