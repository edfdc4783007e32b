/**
 * Vite build of the SPA: root `web/`, output `web/dist`. In development the API, the
 * WebSocket, media, the local twin's helper pages and the runtime configuration are
 * proxied to the local twin on port 3000, so the browser sees one origin as in production.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy,
    // The SPA imports `shared/` (content catalogue, API types) from outside `web/`.
    fs: { allow: [repoRoot] },
  },
  preview: { port: 4173, proxy },
});
