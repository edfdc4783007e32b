/**
 * Vite build of the SPA: root `web/`, output `web/dist`. In development the API, the
 * WebSocket, media, the local twin's helper pages and the runtime configuration are
 * proxied to the local twin on port 3000, so the browser sees one origin as in production.
 *
 * React is served by `preact/compat` (decision 0006): the code is written against React's
 * API and types (@types/react), but the bundle carries Preact's ~4 KB runtime instead of
 * react-dom's ~60 KB, to keep the first load of `/` under its 90 KB budget.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin, type ProxyOptions } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const backend = process.env.DRONEFOTO_BACKEND ?? 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: backend },
  '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
  '/media': { target: backend },
  '/_local': { target: backend },
  '/config.json': { target: backend },
};

/** Exact-match aliases (a plain 'react' key would also rewrite 'react-router-dom'). */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * `<link rel="modulepreload">` for the home page's lazy route chunk (and its static imports)
 * in index.html: `/` then fetches its page code in parallel with the entry chunk instead of
 * after it has run, one round trip less before the first paint of real content.
 */
function preloadHomeRoute(): Plugin {
  const homeRoute = 'src/features/home/routes/home-page.tsx';
  return {
    name: 'dronefoto:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const home = chunks.find((c) => c.facadeModuleId?.endsWith(homeRoute));
        if (!home) return [];
        // The entry and its static imports are in index.html already.
        const entry = chunks.find((c) => c.isEntry);
        const inHtml = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const files = [home.fileName, ...home.imports].filter((file) => !inHtml.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // The JSX transform stays React's automatic runtime (aliased above). React Fast Refresh
  // needs react-dom's internals, so it is off: an edit reloads the page in `npm run dev:web`.
  plugins: [react({ refreshExclude: /./ }), preloadHomeRoute()],
  resolve: { alias: preactAliases, dedupe: ['preact'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router probes optional React 19 exports (`use`, `useOptimistic`) and falls
        // back when they are undefined, as they are in preact/compat.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('react-router'))
          return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy,
    // The SPA imports `shared/` (content catalogue, API types) from outside `web/`.
    fs: { allow: [repoRoot] },
  },
  preview: { port: 4173, proxy },
});
