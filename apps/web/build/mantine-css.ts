import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { mantineSheetsOf } from './mantine-sheets.ts';

const SOURCE = /\/src\/(?!.*\.test\.)[^?]*\.tsx?$/;

/**
 * Adds to each source file the imports of the `lib/mantine-css` sheets its Mantine components need
 * (`mantineSheetsOf`), so no file lists them by hand and none is forgotten (docs/web-app.md, "Styles").
 * They go at the end, where they move no line of the file; ES imports are hoisted, and the sheets'
 * sub-layers (lib/mantine-css/layers.css) decide the cascade whatever order they arrive in.
 */
export function mantineCss(): Plugin {
  let wrappers = '';
  return {
    name: 'recircuit-mantine-css',
    enforce: 'pre',
    configResolved(config) {
      wrappers = join(config.root, 'src/lib/mantine-css');
    },
    transform(code, id) {
      if (!SOURCE.test(id) || id.includes('/node_modules/')) return null;
      const sheets = mantineSheetsOf(code).map((sheet) => join(wrappers, `${sheet}.css`));
      if (sheets.length === 0) return null;
      const missing = sheets.find((sheet) => !existsSync(sheet));
      if (missing) this.error(`${missing} is missing: add it like its neighbours (docs/web-app.md, "Styles")`);
      return { code: `${code}\n${sheets.map((sheet) => `import ${JSON.stringify(sheet)};`).join('\n')}\n`, map: null };
    },
  };
}
