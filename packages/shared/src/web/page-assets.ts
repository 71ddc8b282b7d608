/**
 * What one page of the web app loads before it can show anything: the entry, its layout, the page,
 * and what they import statically. The web's build writes one per page; the server preloads them
 * and `npm test` checks their size against the budgets (issue 20).
 */
export type PageAssets = { path: string; isIndexable: boolean; js: string[]; css: string[] };

/** Where the build writes the pages' assets, relative to the web's dist (under .vite/, which is never served). */
export const PAGE_ASSETS_FILE = '.vite/pages.json';
