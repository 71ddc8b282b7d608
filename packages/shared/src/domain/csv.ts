// RFC 4180 CSV for the files Parley lets people download (the activity log, the audit log).

// OWASP "CSV Injection": a cell a spreadsheet would read as a formula starts with one of these.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a would-be formula with a single quote, so a spreadsheet shows it as text. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a quote, comma or line break. */
export function toCsvField(value: string): string {
  const safe = neutralizeCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(toCsvField).join(',')).join('\r\n')}\r\n`;
}
