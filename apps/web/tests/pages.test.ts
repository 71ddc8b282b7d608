/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LAYOUTS, PAGES } from '../src/app/pages';

// The page table is data the router, the build and the server read: each entry must name a module
// that exists and an export it has, or that page would fail only when someone opens it.
const modules = import.meta.glob<Record<string, unknown>>(['../src/**/*-page.tsx', '../src/**/*-layout.tsx']);

describe('the page table', () => {
  it.each([...PAGES, ...Object.values(LAYOUTS)].map((p) => [`${p.module}#${p.component}`, p] as const))('%s exists', async (_name, p) => {
    const load = modules[`../src/${p.module}.tsx`];
    expect(load, `src/${p.module}.tsx`).toBeDefined();
    expect(typeof (await load?.())?.[p.component]).toBe('function');
  });

  it('has one entry per path, and a catch-all', () => {
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('*');
  });

  it('only signed-out pages are indexable', () => {
    expect(PAGES.filter((p) => p.isIndexable && p.layout)).toEqual([]);
  });
});
