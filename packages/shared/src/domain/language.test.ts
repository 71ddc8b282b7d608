import { describe, expect, it } from 'vitest';
import { preferredLanguage, writtenLanguage } from './language.js';

describe('preferredLanguage', () => {
  it('takes the first supported language by q-value', () => {
    expect(preferredLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLanguage('fr, es;q=0.4')).toBe('es');
    expect(preferredLanguage(['es-US', 'en-US'])).toBe('es');
  });
  it('falls back to English, and ignores q=0', () => {
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('')).toBe('en');
    expect(preferredLanguage('de-DE')).toBe('en');
    expect(preferredLanguage('es;q=0, en')).toBe('en');
  });
});

describe('writtenLanguage', () => {
  it('reads Spanish with or without accents, and by its opening marks', () => {
    expect(writtenLanguage('¿Qué pasa si no respondo?')).toBe('es');
    expect(writtenLanguage('que pasa si no respondo a la demanda')).toBe('es');
    expect(writtenLanguage('Podemos ofrecerle un plan de pagos de 6 meses')).toBe('es');
    expect(writtenLanguage('Señora Pérez')).toBe('es');
  });
  it('reads English, and a Spanish place name does not outweigh an English sentence', () => {
    expect(writtenLanguage('What happens if I do not answer the lawsuit?')).toBe('en');
    expect(writtenLanguage('I live in Las Vegas and they sued me')).toBe('en');
    expect(writtenLanguage('las vegas court')).toBe('en');
    expect(writtenLanguage('')).toBe('en');
  });
});
