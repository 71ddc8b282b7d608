/**
 * ABA routing transit numbers: 9 digits whose weighted sum (3, 7, 1, repeating) is a multiple of 10.
 * The first two digits name a Federal Reserve district range (00–12, 21–32, 61–72, 80).
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  if (sum % 10 !== 0) return false;
  const prefix = Number(value.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** Shows only the last four characters: `••••6789`. */
export function maskLastFour(lastFour: string): string {
  return `••••${lastFour}`;
}
