import type { Language } from '@parley/shared';

/** A date said in full in the reply language ("Monday, December 14, 2026", "lunes, 14 de diciembre de 2026"). */
export const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Whole days from one ISO day to another: negative when `to` came first. */
export const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
