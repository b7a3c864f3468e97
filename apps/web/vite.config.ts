import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCss } from './build/mantine-css.ts';
import { precompress } from './build/precompress.ts';

/** The chunks of the first load (the `$initial` groups below and rolldown's runtime), by name and by file. */
const INITIAL = 'index|react|router|mantine|vendor|rolldown-runtime';
const INITIAL_NAME = new RegExp(`^(${INITIAL})$`);
const INITIAL_CHUNK = new RegExp(`^assets/(${INITIAL})-[\\w-]{8}\\.js$`);

// `vite build --ssr` makes the server's entry (src/entry-server.tsx) into dist-server: the
// public pages are rendered on the server with the same code (docs/rendering.md).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [mantineCss(), react()] : [mantineCss(), react(), precompress()],
  // The contract is TypeScript the server's Node could not load from the web app's bundle. The icons and Mantine
  // are bundled so the server holds the parts the site uses, not all 5,000 icons and every Mantine component
  // (docs/operations.md, "Budgets", memory); the rendered pages are byte for byte the same.
  ssr: { noExternal: ['@recircuit/contract', '@tabler/icons-react', /^@mantine\//] },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    // Which CSS and chunks each page's modules need, for the server-rendered pages' <head>.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    // A stylesheet's SVG (src/**/*.svg, a page's drawing) is written into it; every other asset stays a file.
    assetsInlineLimit: (file) => file.endsWith('.svg'),
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every module, only without the
    // head start; the polyfill would cost every visitor's first load (docs/web-app.md, "Budgets").
    modulePreload: {
      polyfill: false,
      // The first load's own chunks are in the page before any lazy import runs: listing them
      // again for each of a hundred imports only made the first chunk larger.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !INITIAL_CHUNK.test(dep)) : deps,
    },
    // The first page's one chunk (below) is over Vite's 500 kB warning before compression; its budget is gzipped.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // A server-rendered page loads boot.ts, which imports the app after the first paint.
      input: isSsrBuild ? undefined : { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // A lazy chunk's file is named by its hash alone: the entry's preload map and words loaders list every one
        // of them, and their names came to 1.4 KB gzipped of every page's first load (docs/web-app.md, "Budgets").
        // The build's manifest says which source each file holds.
        chunkFileNames: (chunk) => (INITIAL_NAME.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js'),
        assetFileNames: 'assets/a-[hash][extname]',
        // Everything the first page needs, in one chunk: split into the pieces lazy chunks share,
        // it compressed worse and cost a request each (docs/web-app.md, "Budgets").
        // boot.ts stays out of it: it is a separate entry of a few bytes.
        codeSplitting: {
          groups: [
            { name: 'react', tags: ['$initial'], test: /node_modules\/(react|react-dom|scheduler)\// },
            { name: 'router', tags: ['$initial'], test: /node_modules\/react-router\// },
            { name: 'mantine', tags: ['$initial'], test: /node_modules\/@mantine\// },
            { name: 'vendor', tags: ['$initial'], test: /node_modules\// },
            { name: 'initial', tags: ['$initial'], test: /^(?!.*\/src\/boot\.ts$)/ },
            // What only dialogs, drawers and popovers use: shared by as many lazy chunks as the group below,
            // but no rendered page needs it before someone opens one.
            {
              name: 'mantine-overlays',
              test: /node_modules\/@mantine\/(core\/esm\/components\/(Portal|FocusTrap)|hooks\/esm\/use-focus-(trap|return))\//,
              includeDependenciesRecursively: false,
              minShareCount: 16,
            },
            // The Mantine parts most lazy chunks share, in one chunk rather than one each: a rendered page
            // loaded forty modules, and each costs the main thread (docs/rendering.md).
            { name: 'mantine-more', test: /node_modules\/@mantine\//, minShareCount: 16 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/proxy': 'http://localhost:3000' },
  },
}));
