/** Consumer spec 4: billing is at the end of the day in UTC, shown in the consumer's own zone and language. */
export function localBillingTime(instant: string, locale: string): string {
  // dateStyle cannot be combined with timeZoneName: the fields are spelled out.
  return new Date(instant).toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
