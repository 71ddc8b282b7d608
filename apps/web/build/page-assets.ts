import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_ASSETS_FILE, type PageAssets } from '@parley/shared';
import postcss, { type Root } from 'postcss';
import type { Plugin } from 'vite';
import { LAYOUTS, PAGES } from '../src/app/pages';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES_TO_COMPRESS = 1024;

type Chunk = {
  code: string;
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type Output = Chunk | { type: 'asset'; fileName: string };

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/**
 * Drops the rules of Mantine's stylesheet that only style components the app never uses: Mantine
 * names each component's classes `m_` and a hash, and a component in use has its names in the
 * JavaScript. A selector is kept unless it names such a class no chunk mentions. Says whether it dropped any.
 */
function dropUnusedMantineRules(root: Root, used: Set<string>): boolean {
  let isChanged = false;
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)));
    if (kept.length === rule.selectors.length) return;
    isChanged = true;
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return isChanged;
}

/**
 * Trims each stylesheet of the build (see dropUnusedMantineRules) and, as its content changed,
 * gives it a new content-hashed name (it is cached for a year under its name) and updates
 * index.html. Returns old name → new name.
 */
function trimStylesheets(outDir: string, files: string[], chunks: (Chunk & { code?: string })[]): Map<string, string> {
  const used = new Set(chunks.flatMap((c) => c.code?.match(MANTINE_CLASS) ?? []));
  const renamed = new Map<string, string>();
  const indexFile = path.join(outDir, 'index.html');
  let index = readFileSync(indexFile, 'utf8');
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    const original = readFileSync(path.join(outDir, file), 'utf8');
    const root = postcss.parse(original);
    if (!dropUnusedMantineRules(root, used)) continue;
    const css = root.toString();
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
    const next = file.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
    if (next === file) continue;
    // A stylesheet a chunk loads by name (a lazy page's own, e.g. the charts') is left whole: renaming
    // it would leave that chunk naming a file that is gone, and its name must keep meaning its content.
    // The entry's stylesheet (linked by index.html) may also be named in a lazy chunk's preload list:
    // that list is pointed at the trimmed copy, which stands for the same content in every build.
    const naming = chunks.filter((c) => c.code?.includes(path.basename(file)));
    const isEntrySheet = index.includes(`/${file}"`);
    if (naming.length > 0 && !isEntrySheet) continue;
    for (const chunk of naming) {
      chunk.code = chunk.code?.replaceAll(path.basename(file), path.basename(next));
      writeFileSync(path.join(outDir, chunk.fileName), chunk.code ?? '');
    }
    writeFileSync(path.join(outDir, next), css);
    unlinkSync(path.join(outDir, file));
    index = index.replaceAll(`/${file}"`, `/${next}"`);
    renamed.set(file, next);
  }
  writeFileSync(indexFile, index);
  return renamed;
}

/**
 * After the build: trims the stylesheets, writes each page's first-load assets to
 * dist/.vite/pages.json, and a brotli and a gzip copy of every text file, which the server sends
 * to browsers that accept them.
 */
export function pageAssets(srcDir: string): Plugin {
  return {
    name: 'parley-page-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const chunks = Object.values(bundle as Record<string, Output>).filter((o): o is Chunk => o.type === 'chunk');
      const renamed = trimStylesheets(outDir, Object.keys(bundle), chunks);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('The build has no entry chunk');
      const chunkOf = (module: string) => {
        const id = path.join(srcDir, `${module}.tsx`);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`No chunk was built for src/${module}.tsx`);
        return chunk;
      };
      // Static imports only: what a dynamic import() pulls in comes later, when it is used.
      const closure = (roots: Chunk[]) => {
        const seen = new Set<string>();
        const visit = (c: Chunk) => {
          if (seen.has(c.fileName)) return;
          seen.add(c.fileName);
          for (const f of c.imports) {
            const next = byFile.get(f);
            if (next) visit(next);
          }
        };
        for (const r of roots) visit(r);
        return [...seen].map((f) => byFile.get(f) as Chunk);
      };
      const pages: PageAssets[] = PAGES.map((p) => {
        const loaded = closure([entry, ...(p.layout ? [chunkOf(LAYOUTS[p.layout].module)] : []), chunkOf(p.module)]);
        return {
          path: p.path,
          isIndexable: p.isIndexable === true,
          js: loaded.map((c) => c.fileName),
          css: [...new Set(loaded.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])].map((f) => renamed.get(f) ?? f)))],
        };
      });
      mkdirSync(path.join(outDir, path.dirname(PAGE_ASSETS_FILE)), { recursive: true });
      writeFileSync(path.join(outDir, PAGE_ASSETS_FILE), `${JSON.stringify(pages, null, 2)}\n`);

      for (const file of Object.keys(bundle).map((f) => renamed.get(f) ?? f)) {
        if (!COMPRESSIBLE.test(file) || file.startsWith('.vite/')) continue;
        const full = path.join(outDir, file);
        const data = readFileSync(full);
        if (data.length < MIN_BYTES_TO_COMPRESS) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
