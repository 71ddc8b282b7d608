import { DEFAULT_LANGUAGE, isLanguage, type Language, preferredLanguage } from '@parley/shared';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The language the consumer app speaks, one value for the whole page. Signed in, the account's
 * language wins (the consumer layout writes it here); signed out, the last choice on this device,
 * else the browser's languages. Kept in localStorage only as a preference: it holds nothing private.
 */
const STORAGE_KEY = 'parley.language';
const listeners = new Set<() => void>();

function initialLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be refused (private modes); the browser's languages still answer.
  }
  return preferredLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

let current: Language = initialLanguage();

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Remembered for this page only.
  }
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

/**
 * A choice made on a signed-out screen (sign-in, reset) this visit: once the consumer is signed in,
 * it is saved to the account rather than overruled by the account's older language.
 */
let signedOutChoice: Language | null = null;

export function chooseWhileSignedOut(language: Language): void {
  signedOutChoice = language;
  setLanguage(language);
}

export function takeSignedOutChoice(): Language | null {
  const choice = signedOutChoice;
  signedOutChoice = null;
  return choice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, () => DEFAULT_LANGUAGE);
}

/** English-only pages shown now (the collector portal): while one is, the whole document speaks English. */
let englishOnlyPages = 0;

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Marks the page shown as English-only while it is mounted, so what the root renders outside it
 * (`<html lang>`, the toasts' close buttons) is English too, whatever the device's last consumer chose.
 */
export function useEnglishOnlyPage(): void {
  useEffect(() => {
    englishOnlyPages++;
    notify();
    return () => {
      englishOnlyPages--;
      notify();
    };
  }, []);
}

/** The language of the page shown: English on an English-only page, else the chosen language. */
export function usePageLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => (englishOnlyPages > 0 ? 'en' : current),
    () => DEFAULT_LANGUAGE,
  );
}
