import { MAX_POLICY_EMAILS, POLICY_ALL } from '@parley/shared';

/** Collector spec 5: the add form always shows at least two email rows. */
export const MIN_EMAIL_ROWS = 2;

/**
 * The email rows after an edit: at least two, and once every row is filled a blank one is added
 * for the next address (up to the most a policy takes). Rows are never removed under the user.
 */
export function withBlankRow(rows: readonly string[]): string[] {
  const next = [...rows];
  while (next.length < MIN_EMAIL_ROWS) next.push('');
  if (next.every((row) => row.trim() !== '') && next.length < MAX_POLICY_EMAILS) next.push('');
  return next;
}

export function filledRowCount(rows: readonly string[]): number {
  return rows.filter((row) => row.trim() !== '').length;
}

/**
 * The states picked after a change: choosing 'All states' replaces the states picked so far, and
 * choosing a state while 'All states' is picked replaces it.
 */
export function nextStates(previous: readonly string[], picked: readonly string[]): string[] {
  const hadAll = previous.includes(POLICY_ALL);
  if (picked.includes(POLICY_ALL) && !hadAll) return [POLICY_ALL];
  if (hadAll && picked.length > 1) return picked.filter((s) => s !== POLICY_ALL);
  return [...picked];
}

/** Collector spec 9: states abbreviated in display; '*' reads 'All'. */
export function statesText(states: readonly string[]): string {
  return states.includes(POLICY_ALL) ? 'All' : states.join(', ');
}
