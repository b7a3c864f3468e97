import { describe, expect, it } from 'vitest';
import { pageAssets, type BuildManifest } from '../src/modules/public-pages/page-assets.ts';

// A small build: the home route imports a shared chunk and lazily loads a form with its own sheet and schema.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    imports: ['index.html', '_shared.js'],
    dynamicImports: ['src/form.tsx'],
    css: ['assets/home.css'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/form.tsx': {
    file: 'assets/form.js',
    imports: ['_form-library.js', '_shared.js'],
    dynamicImports: ['src/schema.ts'],
    css: ['assets/form.css'],
  },
  '_form-library.js': { file: 'assets/form-library.js', css: ['assets/checkbox.css'] },
  'src/schema.ts': { file: 'assets/schema.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
};

describe('pageAssets', () => {
  it("loads the route module and its imports, not the entry's, and not what it loads lazily", () => {
    const { scripts } = pageAssets(manifest, ['src/app/routes/home.tsx']);
    expect(scripts).toEqual(['/assets/home.js', '/assets/shared.js']);
  });

  it('paints a lazy part styled: its sheets and those of its imports are in the head', () => {
    const { stylesheets } = pageAssets(manifest, ['src/app/routes/home.tsx']);
    expect(stylesheets.sort()).toEqual(
      ['/assets/home.css', '/assets/shared.css', '/assets/form.css', '/assets/checkbox.css'].sort(),
    );
  });

  it('names a module the build does not have', () => {
    expect(() => pageAssets(manifest, ['src/app/routes/gone.tsx'])).toThrow(/no chunk for src\/app\/routes\/gone/);
  });
});
