import { EVENT_ENGLISH, toCsv } from '@parley/shared';
import type { Account } from '../../api/collector/accounts/apply-filters';
import { saveFile } from '../../ui/save-file';
import { PARTY_LABELS } from './account-format';

// Collector spec 7, "Client-side only": the activity log's CSV is built in the browser.

export const ACTIVITY_LOG_HEADER = ['Date', 'Party', 'Action', 'Disclosures'] as const;

type ActivitySource = Pick<Account, 'settlement_negotiation_events' | 'event_id_to_english_text'>;

/** The account's negotiation events, oldest first: Date (ISO 8601, UTC), Party, Action, Disclosures. */
export function buildActivityLogCsv(account: ActivitySource): string {
  const events = [...account.settlement_negotiation_events].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const rows = events.map((event) => [
    event.created_at,
    PARTY_LABELS[event.party],
    account.event_id_to_english_text[String(event.id)] ?? EVENT_ENGLISH[event.action],
    event.disclosures.join('; '),
  ]);
  return toCsv([ACTIVITY_LOG_HEADER, ...rows]);
}

export function activityLogFileName(accountId: number): string {
  return `activity-${accountId}.csv`;
}

/** Saves the CSV through a temporary link. The byte-order mark lets spreadsheet apps read UTF-8 names. */
export function downloadCsv(csv: string, fileName: string): void {
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
