import { describe, expect, it } from 'vitest';
import { answerLanguage, englishSearchTerms, foldSpanish, isSpanish, languageNote } from './spanish.js';

describe("reading a consumer's Spanish (issue 24)", () => {
  it.each([
    ['¿Qué pasa si no respondo a la demanda?', true],
    ['que pasa si no respondo a la demanda', true],
    ['me demandaron', true],
    ['pueden embargar mi sueldo', true],
    ['hola', true],
    ['Can a debt collector call me at work?', false],
    ['What happens if I ignore a summons?', false],
    ['Find the court in El Paso', false],
    ['las vegas court', false],
    ['Los Angeles court address', false],
    ['Help me answer my lawsuit', false],
  ])('takes %j as Spanish: %s', (question, spanish) => {
    expect(isSpanish(question)).toBe(spanish);
  });

  it('folds accents, opening marks and curly quotes, so patterns read "citación" and "citacion" alike', () => {
    expect(foldSpanish('¿Qué pasa con la CITACIÓN? ¡Ayúdeme!')).toBe(' que pasa con la citacion?  ayudeme!');
  });

  it("answers in the account's language whatever the question's, and tells a Spanish writer on an English account where to switch", () => {
    expect(answerLanguage('es', 'Can they garnish my wages?')).toBe('es');
    expect(answerLanguage('en', '¿Pueden embargar mi sueldo?')).toBe('en');
    expect(answerLanguage('en', 'Can they garnish my wages?')).toBe('en');
    expect(languageNote('en', '¿Pueden embargar mi sueldo?')).toMatch(/cambie el idioma en su perfil/);
    expect(languageNote('es', 'Can they garnish my wages?')).toBeNull();
    expect(languageNote('en', 'Can they garnish my wages?')).toBeNull();
  });

  it("puts a Spanish question's words into English for searching the English articles", () => {
    expect(englishSearchTerms('¿Qué es una sentencia en rebeldía?')).toBe('default judgment');
    expect(englishSearchTerms('receta de lasaña')).toBe('');
  });
});
