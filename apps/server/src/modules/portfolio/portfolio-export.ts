import { Readable } from 'node:stream';
import { centsToDollars, lastActionLabel, type PORTFOLIO_EXPORTS } from '@parley/shared';
import { stringify } from 'csv-stringify';
import type { DatabaseHandle } from '../../db/client.js';
import { rawQuery } from './portfolio-sql.js';

export type ExportKind = (typeof PORTFOLIO_EXPORTS)[number];
type Column = { header: string; value: (row: Record<string, unknown>) => unknown; text?: boolean };

const PAGE_ROWS = 2000;
const dollars = (cents: unknown) => (cents === null || cents === undefined ? '' : centsToDollars(Number(cents)).toFixed(2));
const iso = (v: unknown) => (v === null || v === undefined ? '' : new Date(v as string).toISOString());
const day = (v: unknown) => (v === null || v === undefined ? '' : String(v).slice(0, 10));

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @ (or a tab or a return
 * before one) as a formula. Text from people (names, references, creditors) gets a leading
 * apostrophe there, which spreadsheets show as text; numbers and dates we format ourselves do not.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// The accounts file's headers are the import's field keys, so an export imports back unchanged.
const SPECS: Record<ExportKind, { columns: Column[]; sql: string }> = {
  accounts: {
    columns: [
      { header: 'reference', value: (r) => r.civil_number, text: true },
      { header: 'customer_name', value: (r) => r.customer_name, text: true },
      { header: 'lawsuit_amount', value: (r) => dollars(r.lawsuit_amount_cents) },
      { header: 'lawsuit_state', value: (r) => r.lawsuit_state, text: true },
      { header: 'plaintiff_name', value: (r) => r.plaintiff_name, text: true },
      { header: 'file_number', value: (r) => r.file_number, text: true },
      { header: 'email', value: (r) => r.email, text: true },
      { header: 'birthdate', value: (r) => day(r.birthdate) },
      { header: 'mailing_street', value: (r) => r.mailing_street, text: true },
      { header: 'mailing_city', value: (r) => r.mailing_city, text: true },
      { header: 'mailing_state', value: (r) => r.mailing_state, text: true },
      { header: 'mailing_zip', value: (r) => r.mailing_zip, text: true },
      { header: 'account_id', value: (r) => r.id },
      { header: 'status', value: (r) => lastActionLabel(r.last_action_code === null ? null : Number(r.last_action_code)) ?? '' },
      { header: 'offer_amount', value: (r) => dollars(r.offer_total_cents) },
      { header: 'collected', value: (r) => dollars(r.collected_cents) },
      { header: 'created_at', value: (r) => iso(r.created_at) },
      { header: 'archived', value: (r) => (r.archived_by_law_firm_on ? 'yes' : 'no') },
    ],
    sql: `SELECT id, civil_number, customer_name, lawsuit_amount_cents, lawsuit_state, plaintiff_name, file_number, email, birthdate::text,
                 mailing_street, mailing_city, mailing_state, mailing_zip, last_action_code, offer_total_cents, collected_cents, created_at, archived_by_law_firm_on
            FROM customer_documents WHERE law_firm_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
  },
  offers: {
    columns: [
      { header: 'offer_id', value: (r) => r.id },
      { header: 'account_id', value: (r) => r.customer_document_id },
      { header: 'reference', value: (r) => r.civil_number, text: true },
      { header: 'party', value: (r) => r.party },
      { header: 'total_amount', value: (r) => dollars(r.total_amount_cents) },
      { header: 'payments', value: (r) => r.payments },
      { header: 'first_payment_date', value: (r) => day(r.first_payment_date) },
      { header: 'offer_index', value: (r) => r.offer_index },
      { header: 'created_at', value: (r) => iso(r.created_at) },
    ],
    sql: `SELECT o.id, o.customer_document_id, cd.civil_number, o.party, o.total_amount_cents, o.payments, o.first_payment_date::text, o.offer_index, o.created_at
            FROM historical_offers o JOIN customer_documents cd ON cd.id = o.customer_document_id
           WHERE cd.law_firm_id = $1 AND o.id > $2 ORDER BY o.id LIMIT $3`,
  },
  // Money received from consumers as the ledger holds it: payments, refunds and reversals.
  payments: {
    columns: [
      { header: 'entry_id', value: (r) => r.id },
      { header: 'journal_id', value: (r) => r.journal_id },
      { header: 'kind', value: (r) => r.kind },
      { header: 'account_id', value: (r) => r.customer_document_id },
      { header: 'reference', value: (r) => r.civil_number, text: true },
      { header: 'amount', value: (r) => dollars(r.amount_cents) },
      { header: 'created_at', value: (r) => iso(r.created_at) },
    ],
    sql: `SELECT le.id, le.journal_id, lj.kind, le.customer_document_id, cd.civil_number, le.amount_cents, le.created_at
            FROM ledger_entries le JOIN ledger_journals lj ON lj.id = le.journal_id JOIN customer_documents cd ON cd.id = le.customer_document_id
           WHERE cd.law_firm_id = $1 AND le.account = 'platform_cash' AND lj.kind IN ('payment', 'refund', 'reversal') AND le.id > $2
           ORDER BY le.id LIMIT $3`,
  },
};

/** The firm's rows of one kind as CSV, read a page at a time by id (keyset), so memory stays flat. */
export function exportCsv(database: DatabaseHandle, lawFirmId: number, kind: ExportKind): Readable {
  const { columns, sql } = SPECS[kind];
  const query = rawQuery(database);
  async function* records() {
    yield columns.map((c) => c.header);
    let after = 0;
    for (;;) {
      const page = await query(sql, [lawFirmId, after, PAGE_ROWS]);
      for (const row of page.rows) {
        yield columns.map((c) => {
          const value = c.value(row);
          const text = value === null || value === undefined ? '' : String(value);
          return c.text ? neutralizeFormula(text) : text;
        });
      }
      if (page.rows.length < PAGE_ROWS) return;
      after = Number(page.rows[page.rows.length - 1]?.id);
    }
  }
  return Readable.from(records()).pipe(stringify());
}
