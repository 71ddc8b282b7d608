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

// Words that carry a sentence in one language and not the other, accents folded ("no", "plan" and
// "a" are in both, so they are no evidence; nor are "el", "la", "los", "las", which start US place
// names: El Paso, Los Angeles, Las Vegas).
const SPANISH_WORDS = new Set(
  (
    'abogado acuerdo ahora al anos ayuda ayudeme beneficios buenas buenos carcel citacion cobrador cobradores como con corte credito ' +
    'cuando cuanto cuantos cuenta de debo del demanda demandado demandar demandaron demandas deuda deudas dias dinero donde embargar ' +
    'embargo en es esta estan estoy gracias ha hacer hago han hay hemos hola hoy le les lo manana mas mes meses mi mis muy ' +
    'necesito nos nuestra nuestro o pagar pago pagos pague para pasa pasar pero plazo podemos por porque prefiere puede pueden puedo que ' +
    'quiere quiero reporte salario saldo se seguro sera si sin sobre son su sueldo sus tardes tenemos tengo tiene tribunal un una unas ' +
    'unos usted ustedes va vamos vieja viejo y ya yo'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'account an and are at balance be by can could debt do does for get good got has have hello hi how i if in is it month months my ' +
    'not of on or our pay payment please should thanks that the they this to us was we were what will with would you your'
  ).split(' '),
);

/** Lowercase, accents and ñ folded, ¿ ¡ dropped: how Spanish is matched, typed with or without accents. */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[¿¡]/g, ' ');
}

/**
 * The language a message is written in: Spanish when it opens a question or exclamation the Spanish
 * way or has an ñ, or when it has more Spanish words than English ones; else English. It chooses the
 * language of an answer (Ask Solo) or of what the compliance scanner writes back, never a rule.
 */
export function writtenLanguage(text: string): Language {
  if (/[¿¡ñÑ]/.test(text)) return 'es';
  let spanish = 0;
  let english = 0;
  for (const word of foldAccents(text).match(/[a-z]+/g) ?? []) {
    if (SPANISH_WORDS.has(word)) spanish++;
    if (ENGLISH_WORDS.has(word)) english++;
  }
  return spanish > english ? 'es' : 'en';
}
