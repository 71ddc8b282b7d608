import { DEFAULT_LANGUAGE, formatCents, isLanguage, type Language, LOCALE_OF } from '@parley/shared';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { escapeHtml } from './html.js';
import type { MailMessage } from './mail.js';

/**
 * What the server writes to a consumer in their language (issue 24): emails and documents. Each
 * module keeps its own catalog beside its code, English and Spanish side by side, written as ICU
 * messages (plurals, selects) and formatted by intl-messageformat in the reader's locale
 * (LOCALE_OF: en-US, es-US). Money goes in already formatted by `money()` (formatCents, the one
 * money formatter), dates by `longDate()`. The collector portal stays in English.
 *
 * A catalog is typed from its English side: a key missing (or extra) in Spanish fails to compile.
 */
export type Catalog<K extends string> = { readonly [L in Language]: { readonly [key in K]: string } };

export function defineCatalog<const E extends Record<string, string>>(catalog: { en: E; es: { [key in keyof E]: string } }): Catalog<keyof E & string> {
  return catalog as Catalog<keyof E & string>;
}

export type MessageValues = Record<string, PrimitiveType>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

const compiled = new WeakMap<object, Map<string, IntlMessageFormat>>();

/** The messages of one catalog in one language; each message is parsed once per process. */
export function translator<K extends string>(catalog: Catalog<K>, language: Language): Translate<K> {
  const messages = catalog[language];
  let cache = compiled.get(messages);
  if (!cache) {
    cache = new Map();
    compiled.set(messages, cache);
  }
  const formats = cache;
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(messages[key], LOCALE_OF[language]);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}

/** A stored or missing language read as one of ours (a row from before migration 0023 is English). */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Cents as the reader writes dollars (`$1,234.56` in both en-US and es-US). */
export function money(cents: number, language: Language): string {
  return formatCents(cents, LOCALE_OF[language]);
}

const longDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * A calendar date (`YYYY-MM-DD`) or an instant as the reader writes it: "July 31, 2026",
 * "31 de julio de 2026". Calendar dates are read in UTC so that no time zone moves them a day.
 */
export function longDate(date: string | Date, language: Language): string {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    longDates.set(language, format);
  }
  return format.format(typeof date === 'string' ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : date);
}

const EMAIL = defineCatalog({
  en: { signature: '— Parley' },
  es: { signature: '— Parley' },
});

export type EmailLink = { label: string; href: string };
/** A paragraph of plain text, or a line of links (label and address). */
export type EmailBlock = string | EmailLink | EmailLink[];

/**
 * A consumer's email from its blocks, the same shape in every language, closed by the signature.
 * Text and HTML say the same thing: a link reads "Label: address" in the text and is a link in the
 * HTML; every piece is escaped in the HTML part.
 */
export function consumerEmail(input: { to: string; language: Language; subject: string; blocks: EmailBlock[] }): MailMessage {
  const t = translator(EMAIL, input.language);
  const blocks: EmailBlock[] = [...input.blocks, t('signature')];
  const asLinks = (b: EmailLink | EmailLink[]) => (Array.isArray(b) ? b : [b]);
  const text = blocks
    .map((b) =>
      typeof b === 'string'
        ? b
        : asLinks(b)
            .map((l) => `${l.label}: ${l.href}`)
            .join('\n'),
    )
    .join('\n\n');
  const html = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p>${asLinks(b)
            .map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`)
            .join(' &middot; ')}</p>`,
    )
    .join('');
  return { to: input.to, subject: input.subject, text, html };
}
