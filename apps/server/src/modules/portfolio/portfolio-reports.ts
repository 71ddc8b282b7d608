import { lastActionLabel, type RecoveryReport } from '@parley/shared';
import type { DatabaseHandle } from '../../db/client.js';
import { rawQuery } from './portfolio-sql.js';

const num = (v: unknown) => Number(v ?? 0);
// The collected projection (customer_documents.collected_cents) is kept equal to the ledger's cash
// lines by the payments module; the per-group sums read it, the monthly series reads the ledger.
const FIRM_ACCOUNTS = 'FROM customer_documents cd WHERE cd.law_firm_id = $1';
const TOP_CREDITORS = 15;

/**
 * The firm's recovery reports (issue 23, part 5), each one SQL aggregate over the firm's accounts
 * (archived ones included: money recovered on them still counts), so 100,000 accounts cost a few
 * scans of the firm's index, never rows in JavaScript.
 */
export async function recoveryReport(database: DatabaseHandle, lawFirmId: number): Promise<RecoveryReport> {
  const query = rawQuery(database);
  const [totals, monthly, byStatus, byState, byCreditor, response, payouts] = await Promise.all([
    query(
      `SELECT count(*) AS accounts, coalesce(sum(lawsuit_amount_cents), 0) AS placed, coalesce(sum(collected_cents), 0) AS recovered,
              coalesce(sum(collected_cents) FILTER (WHERE archived_by_law_firm_on IS NULL), 0) AS recovered_active,
              coalesce(sum(collected_cents) FILTER (WHERE archived_by_law_firm_on IS NOT NULL), 0) AS recovered_archived ${FIRM_ACCOUNTS}`,
      [lawFirmId],
    ),
    // Per month: what was recovered that month (the ledger's consumer cash lines), and what was
    // outstanding at its end (placed so far less recovered so far).
    query(
      `WITH recovered AS (
         SELECT date_trunc('month', le.created_at AT TIME ZONE 'UTC') AS month, sum(le.amount_cents) AS cents
           FROM ledger_entries le
           JOIN ledger_journals lj ON lj.id = le.journal_id
           JOIN customer_documents cd ON cd.id = le.customer_document_id
          WHERE cd.law_firm_id = $1 AND le.account = 'platform_cash' AND lj.kind IN ('payment', 'refund', 'reversal')
          GROUP BY 1),
       placed AS (
         SELECT date_trunc('month', cd.created_at AT TIME ZONE 'UTC') AS month, sum(coalesce(cd.lawsuit_amount_cents, 0)) AS cents ${FIRM_ACCOUNTS} GROUP BY 1),
       months AS (SELECT month FROM recovered UNION SELECT month FROM placed)
       SELECT to_char(m.month, 'YYYY-MM') AS month,
              coalesce(r.cents, 0) AS recovered,
              sum(coalesce(p.cents, 0)) OVER w - sum(coalesce(r.cents, 0)) OVER w AS outstanding
         FROM months m LEFT JOIN recovered r ON r.month = m.month LEFT JOIN placed p ON p.month = m.month
       WINDOW w AS (ORDER BY m.month)
        ORDER BY m.month`,
      [lawFirmId],
    ),
    query(
      `SELECT last_action_code AS code, count(*) AS accounts, coalesce(sum(lawsuit_amount_cents), 0) AS placed, sum(collected_cents) AS recovered ${FIRM_ACCOUNTS} GROUP BY 1 ORDER BY 1 NULLS FIRST`,
      [lawFirmId],
    ),
    query(
      `SELECT coalesce(lawsuit_state, '') AS state, count(*) AS accounts, coalesce(sum(lawsuit_amount_cents), 0) AS placed, sum(collected_cents) AS recovered ${FIRM_ACCOUNTS} GROUP BY 1 ORDER BY 1`,
      [lawFirmId],
    ),
    query(
      `SELECT coalesce(plaintiff_name, '') AS creditor, count(*) AS accounts, coalesce(sum(lawsuit_amount_cents), 0) AS placed, sum(collected_cents) AS recovered
         ${FIRM_ACCOUNTS} GROUP BY 1 ORDER BY placed DESC, creditor LIMIT ${TOP_CREDITORS}`,
      [lawFirmId],
    ),
    // From the consumer's first offer to the firm's first answer (the projection's two timestamps).
    query(
      `WITH r AS (SELECT extract(epoch FROM firm_responded_at - first_offer_at) / 3600 AS hours, firm_responded_at IS NOT NULL AS answered
                    ${FIRM_ACCOUNTS} AND cd.first_offer_at IS NOT NULL)
       SELECT count(*) AS offers, count(*) FILTER (WHERE answered) AS answered,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) FILTER (WHERE answered) AS median,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY hours) FILTER (WHERE answered) AS p90,
              count(*) FILTER (WHERE answered AND hours < 24) AS day,
              count(*) FILTER (WHERE answered AND hours >= 24 AND hours < 72) AS three_days,
              count(*) FILTER (WHERE answered AND hours >= 72 AND hours < 168) AS week,
              count(*) FILTER (WHERE answered AND hours >= 168) AS later,
              count(*) FILTER (WHERE NOT answered) AS unanswered
         FROM r`,
      [lawFirmId],
    ),
    // Each payout beside what its journal moved out of the firm's payable: equal when reconciled.
    query(
      `SELECT p.id, p.created_at, p.status, p.amount_cents,
              coalesce((SELECT sum(le.amount_cents) FROM ledger_journals lj JOIN ledger_entries le ON le.journal_id = lj.id
                         WHERE lj.payout_id = p.id AND lj.kind = 'payout' AND le.account = 'firm_payable'), 0) AS ledger
         FROM payouts p WHERE p.law_firm_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT 100`,
      [lawFirmId],
    ),
  ]);
  const t = totals.rows[0] ?? {};
  const r = response.rows[0] ?? {};
  const hours = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
  return {
    totals: {
      accounts: num(t.accounts),
      placed_cents: num(t.placed),
      recovered_cents: num(t.recovered),
      recovered_active_cents: num(t.recovered_active),
      recovered_archived_cents: num(t.recovered_archived),
      outstanding_cents: num(t.placed) - num(t.recovered),
    },
    over_time: monthly.rows.map((m) => ({ month: String(m.month), recovered_cents: num(m.recovered), outstanding_cents: num(m.outstanding) })),
    by_status: byStatus.rows.map((s) => ({
      status: lastActionLabel(s.code === null ? null : num(s.code)) ?? 'No offer yet',
      accounts: num(s.accounts),
      placed_cents: num(s.placed),
      recovered_cents: num(s.recovered),
    })),
    by_state: byState.rows.map((s) => ({ state: String(s.state), accounts: num(s.accounts), placed_cents: num(s.placed), recovered_cents: num(s.recovered) })),
    by_creditor: byCreditor.rows.map((c) => ({
      creditor: String(c.creditor),
      accounts: num(c.accounts),
      placed_cents: num(c.placed),
      recovered_cents: num(c.recovered),
    })),
    response_time: {
      offers: num(r.offers),
      answered: num(r.answered),
      median_hours: hours(r.median),
      p90_hours: hours(r.p90),
      buckets: [
        { bucket: 'Under 1 day', accounts: num(r.day) },
        { bucket: '1-3 days', accounts: num(r.three_days) },
        { bucket: '3-7 days', accounts: num(r.week) },
        { bucket: 'Over 7 days', accounts: num(r.later) },
        { bucket: 'Not answered', accounts: num(r.unanswered) },
      ],
    },
    payouts: payouts.rows.map((p) => ({
      id: num(p.id),
      created_at: new Date(p.created_at as string).toISOString(),
      status: String(p.status),
      amount_cents: num(p.amount_cents),
      ledger_cents: num(p.ledger),
      reconciled: num(p.ledger) === num(p.amount_cents),
    })),
  };
}
