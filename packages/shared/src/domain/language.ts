import { z } from 'zod';

/**
 * The languages the consumer app, its emails and its documents speak. The collector portal is in
 * English; a collector sees the consumer's language beside the case (issue 24).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LanguageSchema = z.enum(LANGUAGES);

/** Each language's name in itself, as the switch shows it; and in English, as a collector reads it. */
export const LANGUAGE_NAMES: Record<Language, { native: string; english: string }> = {
  en: { native: 'English', english: 'English' },
  es: { native: 'Español', english: 'Spanish' },
};

/** The BCP 47 locale that formats money, dates and numbers in each language (US dollars, US dates). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language in an Accept-Language header or a browser's `navigator.languages`
 * ("es-MX,es;q=0.9,en;q=0.8" → es), honouring q-values; English when none is supported.
 */
export function preferredLanguage(accepted: string | readonly string[] | undefined | null): Language {
  const entries = typeof accepted === 'string' ? accepted.split(',') : (accepted ?? []);
  const ranked = entries
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((e) => e.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
