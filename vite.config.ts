import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ionicSplit } from './tools/vite-ionic-split';
import { ioniconsSplit } from './tools/vite-ionicons-split';
import { shellChunk } from './tools/shell-chunk';
import { fieldFormPages, fieldFormPreload } from './tools/field-forms';

/**
 * @ionic/react ships no `sideEffects` flag, so every Ionic component module it imports is kept
 * (~230 KB gzip). Its wrappers are pure (`/*@__PURE__*\/ createComponent(...)`) and each
 * custom element defines itself only when its React wrapper renders, so unused ones can go.
 */
const ionicPure = (id: string) =>
  /[\\/]@ionic[\\/]react[\\/]dist[\\/]/.test(id) || /[\\/]@ionic[\\/]core[\\/]components[\\/](ion-|p-)/.test(id) || /[\\/]ionicons[\\/]/.test(id);

/** Modules that import every element or icon and leave the unused ones to tree-shaking. */
const barrel = (id: string) => /[\\/](@ionic[\\/]react[\\/]dist|@ionic[\\/]core[\\/]components|ionicons[\\/]icons)[\\/]index\.m?js$/.test(id);

/**
 * The installable PWA (docs/offline.md §4): our own worker (sw/sw.ts) gets the precache manifest
 * of the WHOLE build: the shell, every route chunk and both languages' strings (locale files are
 * JS chunks), so every screen opens offline after one visit. Registration is ours
 * (src/lib/pwa, production builds only), with an update prompt.
 */
function pwa() {
  return [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,json,svg,png,woff2}'],
        // The build manifest is for tools (npm run size), not the browser.
        globIgnores: ['.vite/**', 'sw.js'],
        // The largest chunk is ~350 KB; leave room so no chunk silently drops out of the precache.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      // The glob already takes the icons; listing them again would only duplicate entries.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Apron Personel Portalı',
        short_name: 'Apron',
        description: 'Apron — personel portalı',
        lang: 'tr',
        dir: 'ltr',
        theme_color: '#0b3d91',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    {
      // iOS ignores manifest icons for the home screen: it reads this link.
      name: 'apron-apple-touch-icon',
      transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' }, injectTo: 'head' as const }],
    },
  ];
}

/**
 * The shape of every API answer comes from src/contracts: a hash of it versions the offline read
 * cache, so data cached by an older build with another shape is never shown (and an update that
 * leaves the contracts alone keeps what the device cached).
 */
function contractsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.test.ts')) hash.update(name).update(readFileSync(path));
    }
  };
  walk(fileURLToPath(new URL('./src/contracts', import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

const fieldForms = fieldFormPreload(fieldFormPages(fileURLToPath(new URL('./src/features', import.meta.url))));

export default defineConfig({
  define: { __CONTRACTS_HASH__: JSON.stringify(contractsHash()) },
  plugins: [ionicSplit(), ioniconsSplit(), react(), ...pwa(), fieldForms.plugin],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:8080', '/oauth': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // No JS preload lists for most lazy routes: each list named every chunk of a page inside the
    // entry, ~7 KB gzip of the first load for ~100 routes. The field forms keep theirs: offline,
    // from the cache, a page's imports still came one level at a time, a wave each (issue 16,
    // npm run bench:offline-cold-start). index.html preloads the entry's imports. CSS of lazy chunks
    // always loads.
    modulePreload: { polyfill: false, resolveDependencies: fieldForms.resolveDependencies },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !ionicPure(id) },
      output: {
        // The first load in one chunk (tools/shell-chunk.ts). A group takes only the modules it
        // names: taking their imports too would take the barrels' every element.
        codeSplitting: { includeDependenciesRecursively: false, groups: [shellChunk(fileURLToPath(new URL('./src/main.tsx', import.meta.url)), barrel)] },
      },
    },
  },
});
