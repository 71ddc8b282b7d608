/**
 * Today in the person's own calendar, as `YYYY-MM-DD`: the date a form offers and caps its date
 * fields at. (After about 7 p.m. in the US, the UTC date is already tomorrow.) Every US zone is
 * behind UTC, so this date is never after the server's own "today".
 */
export function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
