import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const esmEntry = (pkg: string) => fileURLToPath(import.meta.resolve(pkg));
const CORE_ESM = dirname(esmEntry('@mantine/core'));
const CORE_STYLES = dirname(require.resolve('@mantine/core/styles/baseline.css'));
/** The Mantine packages besides core whose one sheet is the package's own (`lib/mantine-css/<name>.css`). */
const PACKAGE_SHEETS = ['notifications', 'charts'] as const;

const NAMED_IMPORT = /import\s+\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const ANY_IMPORT = /(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;

/** The value names a file imports from `module` (`import type { … }` never matches, and `type X` is left out). */
function importedNames(text: string, module: string): string[] {
  return [...text.matchAll(NAMED_IMPORT)]
    .filter((match) => match[2] === module)
    .flatMap((match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0] as string),
    );
}

let coreExports: Map<string, string> | undefined;

/** Where each of `@mantine/core`'s exports is defined, from its ESM index. */
function coreExport(name: string): string | undefined {
  coreExports ??= new Map(
    [...readFileSync(join(CORE_ESM, 'index.mjs'), 'utf8').matchAll(NAMED_IMPORT)]
      .filter((match) => match[2]?.startsWith('./'))
      .flatMap((match) =>
        (match[1] ?? '').split(',').map((entry) => {
          const [imported, local] = entry.trim().split(/\s+as\s+/);
          return [(local ?? imported) as string, join(CORE_ESM, match[2] as string)] as const;
        }),
      ),
  );
  return coreExports.get(name);
}

const texts = new Map<string, string>();
const read = (file: string) => texts.get(file) ?? texts.set(file, readFileSync(file, 'utf8')).get(file)!;

/**
 * Adds the sheets a module of Mantine's needs, transitively: a component's sheet goes with its class map
 * (`Button.module.mjs` and `styles/Button.css`), which every module that styles one imports.
 */
function collectSheets(file: string, sheets: Set<string>, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const classMap = /([\w-]+)\.module\.mjs$/.exec(file)?.[1];
  if (classMap && existsSync(join(CORE_STYLES, `${classMap}.css`))) sheets.add(classMap);
  const text = read(file);
  for (const [, specifier] of text.matchAll(ANY_IMPORT))
    if (specifier?.startsWith('.') && specifier.endsWith('.mjs'))
      collectSheets(join(dirname(file), specifier), sheets, seen);
  for (const name of importedNames(text, '@mantine/core')) {
    const defined = coreExport(name);
    if (defined) collectSheets(defined, sheets, seen);
  }
}

const byModule = new Map<string, string[]>();

function sheetsOfModule(file: string): string[] {
  let sheets = byModule.get(file);
  if (!sheets) {
    const found = new Set<string>();
    collectSheets(file, found, new Set());
    byModule.set(file, (sheets = [...found]));
  }
  return sheets;
}

/** Whether a file only configures a component (`Button: Button.extend({ ... })` in the theme) rather than rendering it. */
function onlyConfigures(text: string, name: string): boolean {
  const extensions = text.match(new RegExp(`\\b${name}\\.extend\\(`, 'g'))?.length ?? 0;
  // Besides those and the theme's keys, the name appears once: where it is imported.
  const others = text.match(new RegExp(`\\b${name}\\b(?!\\.extend\\()(?!\\s*:)`, 'g'))?.length ?? 0;
  return extensions > 0 && others === 1;
}

/**
 * The sheets of `lib/mantine-css` a source file needs for what it imports from Mantine: each core
 * component's and those of the components it is built on, and a package's own (docs/web-app.md, "Styles").
 */
export function mantineSheetsOf(text: string): string[] {
  const sheets = new Set<string>();
  for (const name of importedNames(text, '@mantine/core')) {
    const defined = coreExport(name);
    if (defined && !onlyConfigures(text, name)) for (const sheet of sheetsOfModule(defined)) sheets.add(sheet);
  }
  for (const pkg of PACKAGE_SHEETS) {
    if (importedNames(text, `@mantine/${pkg}`).length === 0) continue;
    sheets.add(pkg);
    for (const sheet of sheetsOfModule(esmEntry(`@mantine/${pkg}`))) sheets.add(sheet);
  }
  return [...sheets].sort();
}
