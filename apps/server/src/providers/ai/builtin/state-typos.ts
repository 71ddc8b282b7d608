import { foldAccents, US_STATES } from '@parley/shared';

/**
 * A state's name typed one letter wrong, read as the state (blind sets AW and AX: "Eugene, Orgeon" and "the District Court of
 * Marylan" were no state, so the person's account state's rules were given for another state's court). A word counts when
 * it starts with the name's letter and is one edit from it (a letter missing, added, changed or two swapped), six letters
 * or more; in a two-word name the first word is typed right and the second five letters or more ("New Jersy", "North Carolna"). Words that are one letter from a
 * state but are words of their own (a Georgian, an Indian restaurant, Georgina) are left.
 */
const OWN_WORDS = new Set([
  ...['indian', 'georgian', 'georgina', 'virginian', 'alaskan', 'arizonan', 'nevadan', 'kansan', 'montanan', 'missourian'],
  ...['alabaman', 'minnesotan', 'tennessean', 'nebraskan', 'oklahoman', 'coloradan', 'louisianan', 'pennsylvanian'],
  ...['floridan', 'florido', 'floridas', 'virginal', 'virginias', 'carolinas', 'dakotas', 'nevadas', 'montanas', 'indianas'],
  ...['indians', 'colorada', 'colorados', 'nevado', 'washingtons'],
]);
const MIN_LETTERS = 6;
const MIN_LETTERS_AFTER_FIRST_WORD = 5;

/** The names as lower-case words: ["new", "jersey"]. */
const NAMES = Object.values(US_STATES).map((name) => name.toLowerCase().split(' '));

/** One edit apart: a letter missing, added or changed, or two neighbours swapped (optimal string alignment). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (rows[i]?.[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return rows[a.length]?.[b.length] === 1;
}

/** The state's name a word is a typo of, or null. */
function stateTypedAs(word: string, last: string): string | null {
  const typed = foldAccents(word).toLowerCase();
  if (typed.length < MIN_LETTERS_AFTER_FIRST_WORD || OWN_WORDS.has(typed)) return null;
  for (const name of NAMES) {
    const target = name.at(-1) ?? '';
    if (target[0] !== typed[0] || (name.length === 1 && typed.length < MIN_LETTERS) || !oneEditApart(typed, target)) continue;
    // A two-word name's first word must stand right before: "new jersy", not "jersy" alone.
    if (name.length === 1 || foldAccents(last).toLowerCase() === name[0]) return target;
  }
  return null;
}

/** The question with each state's name typed one letter wrong written right, keeping the word's first letter's case. */
export function withStateNamesSpelledRight(question: string): string {
  let last = '';
  return question.replace(/[\p{L}]+/gu, (word) => {
    const name = stateTypedAs(word, last);
    last = word;
    if (!name) return word;
    return word[0] === word[0]?.toUpperCase() ? name[0]?.toUpperCase() + name.slice(1) : name;
  });
}
