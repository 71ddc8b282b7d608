import { type Language, LOCALE_OF } from '@parley/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useEnglishOnlyPage, usePageLanguage } from './language-store';

type Catalog = Record<string, string>;
const loaded = new Map<Language, Catalog>([['en', {}]]);

/** English is each message's `defaultMessage`; another language's catalog is fetched once, when first chosen. */
async function loadCatalog(language: Language): Promise<Catalog> {
  const known = loaded.get(language);
  if (known) return known;
  const catalog = (await import('./es/index')).messages;
  loaded.set(language, catalog);
  return catalog;
}

/**
 * ICU messages (react-intl) in the chosen language. Until another language's catalog arrives the
 * page stays in the language it had, rather than flashing untranslated text; `<html lang>` follows,
 * so screen readers pronounce the page in its language (WCAG 3.1.1).
 */
export function I18nProvider({ children, language: forced }: { children: ReactNode; language?: Language }) {
  const page = usePageLanguage();
  const language = forced ?? page;
  const [shown, setShown] = useState<{ language: Language; messages: Catalog }>(() => ({
    language: loaded.has(language) ? language : 'en',
    messages: loaded.get(language) ?? {},
  }));

  useEffect(() => {
    let current = true;
    loadCatalog(language).then(
      (messages) => current && setShown({ language, messages }),
      () => undefined, // A failed chunk leaves the page in the language it had; the next choice retries.
    );
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    if (!forced) document.documentElement.lang = shown.language;
  }, [forced, shown.language]);

  return (
    <IntlProvider locale={LOCALE_OF[shown.language]} defaultLocale={LOCALE_OF.en} messages={shown.messages} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}

/** A missing translation falls back to English; the catalog test keeps that from shipping. */
function reportMissing(error: { code: string; message: string }): void {
  if (error.code !== 'MISSING_TRANSLATION' && import.meta.env.DEV) console.error(error.message);
}

/** The collector portal speaks English whatever the device's last consumer chose. */
export function EnglishOnly({ children }: { children: ReactNode }) {
  useEnglishOnlyPage();
  return <I18nProvider language="en">{children}</I18nProvider>;
}
