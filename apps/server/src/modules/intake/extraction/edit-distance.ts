/** The Levenshtein distance of two short strings. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** One edit apart: a letter missing, added or changed, or two neighbouring letters swapped ("Orgeon" for "Oregon"). */
export function oneEditApart(a: string, b: string): boolean {
  if (distance(a, b) === 1) return true;
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
  const [first, second] = differ;
  return differ.length === 2 && first !== undefined && second === first + 1 && a[first] === b[second] && a[second] === b[first];
}
