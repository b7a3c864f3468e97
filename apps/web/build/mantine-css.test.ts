import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rule of docs/web-app.md ("Styles"): a file that renders a Mantine component imports
// lib/mantine-css/<Component>.css (and its dependencies'), each of which puts Mantine's sheet in
// its own sub-layer of `mantine`, ordered once in lib/mantine-css/layers.css. This checks the
// components a file imports by name; the dependencies are the generator's (and the screenshots') job.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');
const WRAPPERS = join(SRC, 'lib/mantine-css');
const CORE_STYLES = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/baseline.css'));
const NOT_RENDERED = new Set(['app/theme.ts', 'app/providers.tsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

function importedNames(text: string, module: string): string[] {
  const pattern = new RegExp(`import\\s+\\{([^}]*)\\}\\s*from\\s*'${module}'`, 'g');
  return [...text.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name)),
  );
}

const files = sourceFiles(SRC)
  .map((path) => ({ name: relative(SRC, path), text: readFileSync(path, 'utf8') }))
  .filter((file) => !NOT_RENDERED.has(file.name));
const layers = readFileSync(join(WRAPPERS, 'layers.css'), 'utf8');
const wrappers = readdirSync(WRAPPERS).filter((name) => name.endsWith('.css') && name !== 'layers.css');

describe("Mantine's CSS per component", () => {
  it('no source file imports a Mantine stylesheet itself', () => {
    const direct = files.filter((file) => /import '@mantine\/[^']*\.css'/.test(file.text));
    expect(direct.map((file) => file.name)).toEqual([]);
  });

  it('every file that renders a Mantine component imports its lib/mantine-css sheet', () => {
    const missing = files.flatMap((file) => [
      ...importedNames(file.text, '@mantine/core')
        .filter((name) => existsSync(join(CORE_STYLES, `${name}.css`)))
        .filter((name) => !file.text.includes(`lib/mantine-css/${name}.css';`))
        .map((name) => `${file.name}: ${name}`),
      ...(['notifications', 'charts'] as const)
        .filter((pkg) => importedNames(file.text, `@mantine/${pkg}`).length > 0)
        .filter((pkg) => !file.text.includes(`lib/mantine-css/${pkg}.css';`))
        .map((pkg) => `${file.name}: @mantine/${pkg}`),
    ]);
    expect(missing).toEqual([]);
  });

  it('each sheet puts its Mantine file in its own sub-layer, declared in layers.css', () => {
    for (const wrapper of wrappers.filter((name) => name !== 'global.css')) {
      const name = wrapper.replace('.css', '');
      const from = ['notifications', 'charts'].includes(name)
        ? `@mantine/${name}/styles.css`
        : `@mantine/core/styles/${name}.css`;
      expect(readFileSync(join(WRAPPERS, wrapper), 'utf8'), wrapper).toContain(
        `@import '${from}' layer(mantine.${name});`,
      );
    }
  });

  it("layers.css orders a sub-layer for every sheet of Mantine's, globals first", () => {
    const declared = [...(/@layer\s+([^;]+);/.exec(layers)?.[1] ?? '').matchAll(/mantine\.([\w-]+)/g)].map(
      (match) => match[1],
    );
    expect(declared.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const sheets = readdirSync(CORE_STYLES)
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .map((name) => name.replace('.css', ''));
    expect([...declared].sort()).toEqual([...sheets, 'notifications', 'charts'].sort());
  });

  it('the entry declares the layer order, then the globals, before its own CSS', () => {
    const entry = readFileSync(join(SRC, 'main.tsx'), 'utf8');
    const at = ['./lib/mantine-css/layers.css', './lib/mantine-css/global.css', './app/global.css'].map((sheet) =>
      entry.indexOf(`import '${sheet}';`),
    );
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
