import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web compiles the shared package from source, so `npm run build -w @parley/web` needs no prior build of it.
const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const apiServer = process.env.PARLEY_API_URL ?? 'http://127.0.0.1:3000';

// GET /users/sign_in and friends are pages of this app; only the other methods on /users go to the API.
const pagesOnGet = (req: { method?: string; url?: string }) => (req.method === 'GET' || req.method === 'HEAD' ? req.url : undefined);

export default defineConfig({
  plugins: [react()],
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
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
