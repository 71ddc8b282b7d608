import { foldAccents, US_STATES } from '@parley/shared';
import { oneEditApart } from '../../../modules/intake/extraction/edit-distance.js';

/**
 * A state's name typed one letter wrong, read as the state (blind sets AW and AX: "Eugene, Orgeon" and "the District Court
 * of Marylan" were no state, so the person's account state's rules were given for another state's court). A word counts
 * when it starts with the name's letter and is one edit from it (a letter missing, added, changed or two swapped), six
 * letters or more; in a two-word name the first word is typed right and the second five letters or more ("New Jersy",
 * "North Carolna"). Words one letter from a state that are words of their own (a Georgian, an Indian restaurant,
 * Georgina, florid, montane) are left.
 */
const OWN_WORDS = new Set([
  ...['indian', 'georgian', 'georgina', 'virginian', 'alaskan', 'arizonan', 'nevadan', 'kansan', 'montanan', 'missourian'],
  ...['alabaman', 'minnesotan', 'tennessean', 'nebraskan', 'oklahoman', 'coloradan', 'louisianan', 'pennsylvanian'],
  ...['floridan', 'florido', 'floridas', 'virginal', 'virginias', 'carolinas', 'dakotas', 'nevadas', 'montanas', 'indianas'],
  ...['indians', 'colorada', 'colorados', 'nevado', 'washingtons', 'florid', 'montane'],
]);
const MIN_LETTERS = 6;
const MIN_LETTERS_AFTER_FIRST_WORD = 5;

/** The names as lower-case words: ["new", "jersey"]. */
const NAMES = Object.values(US_STATES).map((name) => name.toLowerCase().split(' '));

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
