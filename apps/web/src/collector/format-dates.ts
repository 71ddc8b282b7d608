/**
 * Every date and time the collector portal shows, in one way: US English (the portal is English only,
 * as the firms it serves are US firms), moments in the viewer's time zone, calendar dates as written.
 * Issue 38.6: pages had their own formats, one of them the browser's locale.
 */

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const calendarDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A moment (ISO timestamp) as the viewer's local date: `Nov 3, 2026`. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** A moment with its local time: `Nov 3, 2026, 2:15 PM`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** A calendar date (`YYYY-MM-DD`, no time zone) as written: `Nov 3, 2026` wherever the viewer is. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : calendarDateFormat.format(date);
}

const timestampFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A moment to the second, for a record such as the audit log: `Nov 3, 2026, 2:15:09 PM`. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timestampFormat.format(date);
}

/** A month (`YYYY-MM`) as a chart axis says it: `Nov 2026`. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}
