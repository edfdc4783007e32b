/**
 * Vite build of the SPA: root `web/`, output `web/dist`. In development the API, the
 * WebSocket, media, the local twin's helper pages and the runtime configuration are
 * proxied to the local twin on port 3000, so the browser sees one origin as in production.
 *
 * React is served by `preact/compat` (decision 0006): the code is written against React's
 * API and types (@types/react), but the bundle carries Preact's ~4 KB runtime instead of
 * react-dom's ~60 KB, to keep the first load of `/` under its 90 KB budget.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin, type ProxyOptions } from 'vite';
import { landingRoutes, routePreloadScript } from './build/route-preloads.ts';

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
 * React Router's package `exports` name only its development build, which keeps its dev
 * warnings and checks; the production build next to it is the same code with them compiled
 * out. The site's bundle uses that one (the dev server keeps the warnings).
 */
const reactRouterDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
export const reactRouterProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: `${reactRouterDir}/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDir}/dist/production/dom-export.mjs` },
];

/**
 * Adds the route-aware preload script (web/build/route-preloads.ts) to index.html: for the
 * page at the visitor's path, its lazy chunk with its static imports and its stylesheets,
 * minus what index.html loads anyway (the entry and its imports).
 */
function preloadLandingRoute(): Plugin {
  return {
    name: 'dronefoto:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        const inHtml = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const entryCss = new Set(entry?.viteMetadata?.importedCss ?? []);
        const filesOf = (pattern: string, module: string) => {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!page) throw new Error(`preload-landing-route: no chunk for ${module}`);
          const scripts = new Set<string>();
          const styles = new Set<string>();
          const visit = (file: string) => {
            const chunk = byFile.get(file);
            if (!chunk || scripts.has(file)) return;
            scripts.add(file);
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
            chunk.imports.forEach(visit);
          };
          visit(page.fileName);
          return {
            pattern,
            scripts: [...scripts].filter((file) => !inHtml.has(file)),
            styles: [...styles].filter((file) => !entryCss.has(file)),
          };
        };
        const routes = landingRoutes.map((r) => filesOf(r.pattern, r.module));
        // Right after the charset (which must stay within the first 1024 bytes) and before
        // any stylesheet: an inline script after a stylesheet would wait for it to load.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error('preload-landing-route: no charset meta');
        return html.replace(
          charset,
          `${charset}\n    <script>${routePreloadScript(routes, entry ? [entry.fileName, ...entry.imports] : [])}</script>`,
        );
      },
    },
  };
}

/**
 * `vite build --ssr src/server/lambda.ts`: the page renderer (decision 23) as one Node
 * module with everything bundled (the Lambda has no node_modules), written beside the SPA's
 * build (`dist` → `dist-server`), with the SPA's index.html copied next to it as its template
 * and its stylesheets (assets/*.css), which prerendered pages carry inline.
 */
function serverBuild(clientOutDir: string): Plugin {
  return {
    name: 'dronefoto:page-renderer-template',
    apply: 'build',
    writeBundle(options) {
      const template = path.join(clientOutDir, 'index.html');
      if (!existsSync(template))
        throw new Error(`page renderer: build the SPA first (${template})`);
      const outDir = options.dir ?? '';
      copyFileSync(template, path.join(outDir, 'index.html'));
      // The stylesheets, which prerendered pages carry inline.
      mkdirSync(path.join(outDir, 'assets'), { recursive: true });
      for (const file of readdirSync(path.join(clientOutDir, 'assets')))
        if (file.endsWith('.css'))
          copyFileSync(path.join(clientOutDir, 'assets', file), path.join(outDir, 'assets', file));
    },
  };
}

// WEB_DIST_DIR: another output folder, relative to the repository (infra/local/web-build.ts).
const clientOutDir = process.env.WEB_DIST_DIR
  ? path.resolve(repoRoot, process.env.WEB_DIST_DIR)
  : path.join(webRoot, 'dist');

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  publicDir: isSsrBuild ? false : 'public',
  // The JSX transform stays React's automatic runtime (aliased above). React Fast Refresh
  // needs react-dom's internals, so it is off: an edit reloads the page in `npm run dev:web`.
  plugins: [
    react({ refreshExclude: /./ }),
    isSsrBuild ? serverBuild(clientOutDir) : preloadLandingRoute(),
  ],
  resolve: {
    alias:
      command === 'build' ? [...preactAliases, ...reactRouterProductionAliases] : preactAliases,
    dedupe: ['preact'],
    // `@web/*`, `@shared/*`: the path aliases of tsconfig.json.
    tsconfigPaths: true,
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: isSsrBuild ? `${clientOutDir}-server` : clientOutDir,
    emptyOutDir: true,
    target: isSsrBuild ? 'node22' : 'es2022',
    sourcemap: false,
    // The page renderer minified too (Vite leaves SSR builds as they are): 670 → 286 KB to load
    // on a cold start.
    minify: isSsrBuild ? true : undefined,
    rolldownOptions: {
      output: isSsrBuild
        ? { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' }
        : // Chunks and stylesheets by their hash alone: the entry's preload table names every
          // lazy chunk and stylesheet, and every byte of it is in the first load of each page.
          { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
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
}));
