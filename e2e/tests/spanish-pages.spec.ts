import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { messages as a11y } from '../../apps/web/src/i18n/es/a11y';
import { messages as account } from '../../apps/web/src/i18n/es/account';
import { messages as cases } from '../../apps/web/src/i18n/es/cases';
import { messages as chat } from '../../apps/web/src/i18n/es/chat';
import { messages as dashboard } from '../../apps/web/src/i18n/es/dashboard';
import { messages as disputes } from '../../apps/web/src/i18n/es/disputes';
import { messages as editor } from '../../apps/web/src/i18n/es/editor';
import { messages as errors } from '../../apps/web/src/i18n/es/errors';
import { messages as intake } from '../../apps/web/src/i18n/es/intake';
import { messages as language } from '../../apps/web/src/i18n/es/language';
import { messages as layout } from '../../apps/web/src/i18n/es/layout';
import { messages as notice } from '../../apps/web/src/i18n/es/notice';
import { messages as payments } from '../../apps/web/src/i18n/es/payments';
import { messages as reports } from '../../apps/web/src/i18n/es/reports';
import { messages as solo } from '../../apps/web/src/i18n/es/solo';
import { expect, generatedLetter, signInConsumer, test } from './fixtures';

// Issue 37.6: every consumer page, rendered in Spanish, shows no English word beyond names and
// amounts. "English" is read from the app's own English messages: a word of theirs that no Spanish
// message uses is an English word left on the page (a string never translated, a server text shown
// as sent, a label table missed).
const SPANISH = [a11y, account, cases, chat, dashboard, disputes, editor, errors, intake, language, layout, notice, payments, reports, solo];
const WEB_SRC = fileURLToPath(new URL('../../apps/web/src', import.meta.url));

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => fold(text).match(/[a-z]{4,}/g) ?? [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'es' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Words that are the same in both languages' pages (names are dropped before words are read: `namesOf`). */
const SHARED = new Set(['parley', 'solo', 'email', 'online', 'english', 'espanol', 'visa']);

function englishOnlyWords(): Set<string> {
  const english = new Set<string>();
  for (const file of sourceFiles(WEB_SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/defaultMessage:\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) {
      // Placeholders and ICU plural/select arms are not words the page shows as such.
      for (const word of wordsOf((m[2] ?? '').replace(/\{[^{}]*\}/g, ' '))) english.add(word);
    }
  }
  const spanish = new Set(SPANISH.flatMap((area) => Object.values(area).flatMap(wordsOf)));
  return new Set([...english].filter((w) => !spanish.has(w) && !SHARED.has(w)));
}

/**
 * The names the consumer's cases carry (firms, plaintiffs, creditors), read from the APIs the pages
 * use: a name is not English, and is dropped from the page's text before its words are read.
 */
async function namesOf(page: Page): Promise<string[]> {
  const settlement = (await (await page.request.get('/api/v1/settlement_cases')).json()) as {
    cases: { law_firm_name: string | null; plaintiff_name: string | null; payment_details: { payee: string; recipient: string } | null }[];
  };
  type Doc = { law_firm: { name: string } | null; plaintiff_name?: string | null };
  const home = (await (await page.request.get('/my_dashboard.json')).json()) as {
    cases: { info: { plaintiff_name: string | null; law_firm_name: string | null }; documents: Doc[] }[];
    unorganizedDocuments: Doc[];
  };
  const docs = [...home.cases.flatMap((c) => c.documents), ...home.unorganizedDocuments];
  const names = [
    ...settlement.cases.flatMap((c) => [c.law_firm_name, c.plaintiff_name, c.payment_details?.payee, c.payment_details?.recipient]),
    ...home.cases.flatMap((c) => [c.info.plaintiff_name, c.info.law_firm_name]),
    ...docs.flatMap((d) => [d.law_firm?.name, d.plaintiff_name]),
  ];
  // Longest first, so a name inside another is not dropped from it first.
  return [...new Set(names.filter((n): n is string => Boolean(n)))].sort((a, b) => b.length - a.length);
}

/**
 * The English-only words on the page shown, each with the line it is in. Not read: a generated
 * document in the editor (its content area), written in English on purpose; a transcript (role
 * "log": Ask Solo's past answers, in the language they were asked in); and people's own words shown
 * as written (marked translate="no": a conversation's last message). The page's own controls around
 * them are read.
 */
async function englishLeftOn(page: Page, english: Set<string>, names: string[]): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const documentLines = new Set(
    (await page.locator('.ProseMirror, [role="log"], [translate="no"]').allInnerTexts())
      .join('\n')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    if (documentLines.has(line.trim())) continue;
    const unnamed = names.reduce((rest, name) => rest.split(name).join(' '), line);
    for (const word of wordsOf(unnamed)) if (english.has(word)) found.add(`"${word}" in "${line.trim().slice(0, 120)}"`);
  }
  return [...found];
}

async function csrfOf(page: Page): Promise<string> {
  return (await (await page.request.get('/api/csrf')).json()).csrf_token;
}

test('every consumer page in Spanish leaves no English word but names and amounts', async ({ page }) => {
  test.setTimeout(180_000);
  const english = englishOnlyWords();
  expect(english.size).toBeGreaterThan(200);
  await signInConsumer(page);
  const listed = (await (await page.request.get('/api/v1/settlement_cases')).json()) as { cases: { id: number }[] };
  const caseId = listed.cases[0]?.id;
  const letter = await generatedLetter(page.request);
  const names = await namesOf(page);
  expect(names.length).toBeGreaterThan(0);
  const pages = [
    '/my_dashboard',
    '/my_dashboard?activeTab=cases',
    '/my_dashboard?activeTab=documents',
    '/my_cases/new',
    ...(caseId ? [`/my_cases/${caseId}`, `/customer_documents/${caseId}/payment_widget`, `/customer_documents/${caseId}/setup_additional_payment_amount`] : []),
    '/plaid/link',
    `/document_generations/${letter}/steps/document_generation_editor`,
    '/my_dashboard/download',
    '/customer_documents',
    '/solo',
  ];
  await page.request.put('/api/v1/language', { data: { language: 'es' }, headers: { 'x-csrf-token': await csrfOf(page) } });
  const left: string[] = [];
  try {
    for (const url of pages) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      if (url.includes('document_generation_editor')) await expect(page.locator('.ProseMirror')).toBeVisible();
      left.push(...(await englishLeftOn(page, english, names)).map((w) => `${url}: ${w}`));
    }
  } finally {
    // Other specs sign in as this consumer and read English.
    await page.request.put('/api/v1/language', { data: { language: 'en' }, headers: { 'x-csrf-token': await csrfOf(page) } });
  }
  expect(left).toEqual([]);
});
