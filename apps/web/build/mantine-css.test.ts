import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineCss } from './mantine-css.ts';
import { mantineSheetsOf } from './mantine-sheets.ts';

// The rule of docs/web-app.md ("Styles"): the build (mantine-css.ts) adds to each file the
// lib/mantine-css/<Component>.css sheets of the Mantine components it imports and of those they are
// built on; each sheet puts Mantine's in its own sub-layer of `mantine`, ordered once in layers.css.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');
const WRAPPERS = join(SRC, 'lib/mantine-css');
const CORE_STYLES = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/baseline.css'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ name: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const layers = readFileSync(join(WRAPPERS, 'layers.css'), 'utf8');
const wrappers = readdirSync(WRAPPERS).filter((name) => name.endsWith('.css') && name !== 'layers.css');

describe("Mantine's CSS per component", () => {
  it('no source file imports a Mantine stylesheet itself', () => {
    const direct = files.filter((file) => /import '@mantine\/[^']*\.css'/.test(file.text));
    expect(direct.map((file) => file.name)).toEqual([]);
  });

  it('only the entry imports a lib/mantine-css sheet itself: the build adds the rest', () => {
    const listed = files.filter((file) => file.name !== 'main.tsx' && file.text.includes('lib/mantine-css/'));
    expect(listed.map((file) => file.name)).toEqual([]);
  });

  it("finds the sheets of a component and of those it is built on, from Mantine's own modules", () => {
    expect(mantineSheetsOf("import { Select } from '@mantine/core';")).toEqual([
      'CloseButton',
      'Combobox',
      'Input',
      'Loader',
      'Overlay',
      'Popover',
      'ScrollArea',
      'UnstyledButton',
      'VisuallyHidden',
    ]);
    expect(mantineSheetsOf("import {\n  Button as Action,\n  rem,\n} from '@mantine/core';")).toEqual([
      'Button',
      'Loader',
      'UnstyledButton',
    ]);
    expect(mantineSheetsOf("import { Checkbox } from '@mantine/core';")).toEqual(
      expect.arrayContaining(['Checkbox', 'CheckboxCard', 'CheckboxIndicator', 'InlineInput', 'Input']),
    );
    expect(mantineSheetsOf("import { notifications } from '@mantine/notifications';")).toEqual(
      expect.arrayContaining(['notifications', 'Notification', 'CloseButton']),
    );
    expect(mantineSheetsOf("import { BarChart } from '@mantine/charts';")).toEqual(
      expect.arrayContaining(['charts', 'Tooltip', 'Paper']),
    );
  });

  it('adds nothing for types, hooks, other packages or a theme that only configures components', () => {
    expect(mantineSheetsOf("import type { ButtonProps } from '@mantine/core';")).toEqual([]);
    expect(mantineSheetsOf("import { type ButtonProps, rem } from '@mantine/core';")).toEqual([]);
    expect(mantineSheetsOf("import { useDisclosure } from '@mantine/hooks';")).toEqual([]);
    expect(mantineSheetsOf("import { Button } from './button';")).toEqual([]);
    expect(
      mantineSheetsOf(
        "import { Button, createTheme } from '@mantine/core';\ncreateTheme({ components: { Button: Button.extend({}) } });",
      ),
    ).toEqual([]);
  });

  it('every sheet a source file needs is in lib/mantine-css', () => {
    const needed = new Set(files.flatMap((file) => mantineSheetsOf(file.text)));
    expect([...needed].filter((sheet) => !wrappers.includes(`${sheet}.css`))).toEqual([]);
  });

  it("the build appends a source file's sheets, and fails on a sheet lib/mantine-css lacks", () => {
    const plugin = mantineCss();
    const root = join(SRC, '..');
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
    const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    const code = "import { Button } from '@mantine/core';\nexport const A = () => <Button />;";

    const out = transform.call(context, code, join(SRC, 'features/x/a.tsx'));
    expect(out?.code.startsWith(code)).toBe(true);
    expect(out?.code.slice(code.length).trim().split('\n')).toEqual(
      ['Button', 'Loader', 'UnstyledButton'].map(
        (sheet) => `import ${JSON.stringify(join(WRAPPERS, `${sheet}.css`))};`,
      ),
    );
    expect(transform.call(context, code, join(root, '../../node_modules/x/src/a.tsx'))).toBeNull();
    expect(transform.call(context, code, join(SRC, 'features/x/a.test.tsx'))).toBeNull();
    expect(errors).toEqual([]);

    (plugin.configResolved as (config: ResolvedConfig) => void)({ root: '/nowhere' } as ResolvedConfig);
    transform.call(context, code, join(SRC, 'features/x/a.tsx'));
    expect(errors[0]).toContain('/nowhere/src/lib/mantine-css/Button.css is missing');
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
