import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language.js';

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
