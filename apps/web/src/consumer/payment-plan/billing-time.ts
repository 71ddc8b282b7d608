/** Consumer spec 4: billing is at the end of the day in UTC, shown in the consumer's own zone. */
export function localBillingTime(instant: string): string {
  // dateStyle cannot be combined with timeZoneName: the fields are spelled out.
  return new Date(instant).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** A calendar date (YYYY-MM-DD) as "Nov 10, 2026", without shifting it through a time zone. */
export function calendarDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}
