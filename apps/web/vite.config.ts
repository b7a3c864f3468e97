import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every module, only without the
    // head start; the polyfill would cost every visitor's first load (docs/web-app.md, "Budgets").
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/proxy': 'http://localhost:3000' },
  },
});
