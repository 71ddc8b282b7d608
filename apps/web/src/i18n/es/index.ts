/**
 * The Spanish catalog: every area's file in this folder (`es/<area>.ts`, each exporting
 * `messages`), merged. Loaded only when Spanish is chosen, so English pages never download it.
 * `tests/i18n-catalog.test.ts` checks that every message the app defines has its translation here,
 * with the same placeholders, and that nothing here is left over.
 */
const areas = import.meta.glob<{ messages: Record<string, string> }>('./*.ts', { eager: true });

export const messages: Record<string, string> = Object.assign(
  {},
  ...Object.entries(areas)
    .filter(([path]) => path !== './index.ts')
    .map(([, area]) => area.messages),
);
