import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signatureMatchesLegalName } from './signature.js';

describe('signatureMatchesLegalName', () => {
  it.each([
    ['exact', 'Maria Lopez', 'Maria Lopez'],
    ['another case', 'maria LOPEZ', 'Maria Lopez'],
    ['spaces around and between the words', '  Maria    Lopez \t', 'Maria Lopez'],
    ['no accents for accented letters', 'Maria Lopez', 'María López'],
    ['accents the legal name lacks', 'José Núñez', 'Jose Nunez'],
    ['accents written as combining marks', 'Mari\u0301a Lo\u0301pez', 'María López'],
    ['the middle name left out', 'Maria Lopez', 'Maria Jane Lopez'],
    ['the middle initial left out', 'Maria Lopez', 'Maria J. Lopez'],
    ['the middle name as its initial', 'Maria J Lopez', 'Maria Jane Lopez'],
    ['the middle initial without its period', 'Maria J Lopez', 'Maria J. Lopez'],
    ['one of two middle names', 'Maria Elena Lopez', 'Maria Jane Elena Lopez'],
    ['an apostrophe left out', 'Sean OBrien', "Sean O'Brien"],
    ['a typographic apostrophe', 'Sean O’Brien', "Sean O'Brien"],
    ['a hyphen as a space', 'Ana Garcia Lopez', 'Ana García-López'],
    ['a one-word legal name', 'cher', 'Cher'],
  ])('accepts %s: %j for %j', (_, typed, legal) => {
    expect(signatureMatchesLegalName(typed, legal)).toBe(true);
  });

  it.each([
    ['a wrong name', 'Mickey Mouse', 'Maria Lopez'],
    ['the first name only', 'Maria', 'Maria Lopez'],
    ['the last name only', 'Lopez', 'Maria Lopez'],
    ['a first initial', 'M Lopez', 'Maria J. Lopez'],
    ['a shortened first name', 'Mar Lopez', 'Maria Lopez'],
    ['the reversed order', 'Lopez Maria', 'Maria Lopez'],
    ['"last, first"', 'Lopez, Maria', 'Maria Lopez'],
    ['an added middle name', 'Maria Jane Lopez', 'Maria Lopez'],
    ['a wrong middle name', 'Maria Ann Lopez', 'Maria Jane Lopez'],
    ['a wrong middle initial', 'Maria K Lopez', 'Maria Jane Lopez'],
    ['middle names out of order', 'Maria Elena Jane Lopez', 'Maria Jane Elena Lopez'],
    ['half of a double last name', 'Ana Garcia', 'Ana García López'],
    ['a different letter, not an accent', 'Maria Lopes', 'María López'],
    ['an empty name', '', 'Maria Lopez'],
    ['spaces only', '   ', 'Maria Lopez'],
    ['periods only', '. .', 'Maria Lopez'],
    ['against an empty legal name', 'Maria Lopez', ''],
  ])('refuses %s: %j for %j', (_, typed, legal) => {
    expect(signatureMatchesLegalName(typed, legal)).toBe(false);
  });

  it('accepts any legal name typed in another case with other spacing', () => {
    const word = fc.stringMatching(/^[a-zA-ZáéíóúñÁÉÍÓÚÑ]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom(' ', '  ', '\t'), { minLength: 5, maxLength: 5 }), (words, gaps) => {
        const legal = words.join(' ');
        const typed = ` ${words.map((w, i) => `${w.toUpperCase()}${gaps[i]}`).join('')}`;
        expect(signatureMatchesLegalName(typed, legal)).toBe(true);
      }),
    );
  });
});
