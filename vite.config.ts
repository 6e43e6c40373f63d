import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ionicSplit } from './tools/vite-ionic-split';

/**
 * @ionic/react ships no `sideEffects` flag, so every Ionic component module it imports is kept
 * (~230 KB gzip). Its wrappers are pure (`/*@__PURE__*\/ createComponent(...)`) and each
 * custom element defines itself only when its React wrapper renders, so unused ones can go.
 */
const ionicPure = (id: string) =>
  /[\\/]@ionic[\\/]react[\\/]dist[\\/]/.test(id) || /[\\/]@ionic[\\/]core[\\/]components[\\/](ion-|p-)/.test(id) || /[\\/]ionicons[\\/]/.test(id);

export default defineConfig({
  plugins: [ionicSplit(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:8080', '/oauth': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !ionicPure(id) },
    },
  },
});
