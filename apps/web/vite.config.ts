import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageAssets } from './build/page-assets';

// The web compiles the shared package from source, so `npm run build -w @parley/web` needs no prior build of it.
const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const apiServer = process.env.PARLEY_API_URL ?? 'http://127.0.0.1:3000';

// GET /users/sign_in and friends are pages of this app; only the other methods on /users go to the API.
const pagesOnGet = (req: { method?: string; url?: string }) => (req.method === 'GET' || req.method === 'HEAD' ? req.url : undefined);

/** The shared package and the web's own helpers; not its pages and layouts, which stay one chunk each. */
const isSharedAppCode = (id: string) => /packages[\\/]shared[\\/]|apps[\\/]web[\\/]src[\\/](ui|api|lib|app)[\\/]/.test(id) && !/-(page|layout)\.tsx$/.test(id);

export default defineConfig({
  plugins: [react(), pageAssets(fileURLToPath(new URL('./src', import.meta.url)))],
  resolve: { alias: { '@parley/shared': sharedEntry } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api/': apiServer,
      '/collectors/api/': apiServer,
      '/dev/': apiServer,
      '/healthz': apiServer,
      '/users': { target: apiServer, bypass: pagesOnGet },
    },
  },
  build: {
    outDir: 'dist',
    // Earlier builds' files stay (their names are content hashes, so nothing is overwritten): during a
    // rolling upgrade a page served by an old server still finds its chunks (docs/operating/upgrades.md).
    emptyOutDir: false,
    rolldownOptions: {
      output: {
        // Every page is its own chunk (app/router.tsx) and loads only what it imports. Modules that
        // twenty or more chunks share go into one chunk each for libraries and for the app's own
        // helpers, so a page is a dozen files, not forty 1 KB round trips on a phone (issue 20).
        codeSplitting: {
          groups: [
            // Floating UI positions popovers (selects, menus, tooltips): the pages that open one load it, not
            // every page, though more than twenty do (it tipped into this chunk with the work queue: +13 KB on sign-in).
            { name: 'ui', test: /node_modules[\\/](?!@floating-ui[\\/])/, minShareCount: 20, priority: 2 },
            { name: 'common', test: isSharedAppCode, minShareCount: 20, priority: 1 },
          ],
        },
      },
    },
  },
});
