import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where `npm install` puts the fonts: apps/server/fonts/, generated and git-ignored. The server's
 * postinstall (apps/server/scripts/fetch-fonts.mjs) fetches the pinned npm package's tarball and keeps
 * these two weights and their licence; `npm run fonts` does it again (docs/operations.md, "Fonts").
 */
export const FONTS_DIR = fileURLToPath(new URL('../../../fonts/', import.meta.url));

/** The command that fetches them, in the project's folder (or in apps/server). */
export const FETCH_FONTS_COMMAND = 'npm run fonts';

const FONT_FILES = {
  regular: 'NotoSansSC_400Regular.ttf',
  bold: 'NotoSansSC_700Bold.ttf',
} as const;

export type CertificateFonts = { readonly [weight in keyof typeof FONT_FILES]: string };

/** The font files missing from `dir`, by name. */
export function missingFonts(dir = FONTS_DIR): string[] {
  return Object.values(FONT_FILES).filter((file) => !existsSync(join(dir, file)));
}

export class MissingFontsError extends Error {
  constructor(dir: string, missing: readonly string[]) {
    super(
      `The PDF fonts are missing from ${dir} (${missing.join(', ')}), so no certificate, label or slip can be ` +
        `made: run \`${FETCH_FONTS_COMMAND}\` in the project's folder (npm install runs it too).`,
    );
    this.name = 'MissingFontsError';
  }
}

/**
 * Noto Sans SC (SIL Open Font License 1.1), regular and bold: one font for every language of
 * the certificate, label and slip, Latin with its accents and Simplified Chinese alike, and for
 * device names in any of them. pdfkit reads the files for each document and embeds only the
 * glyphs it uses (docs/product.md, "Certificates"): the two files are 20 MB, which a server that
 * makes no PDF should not hold (docs/operations.md, "Budgets", memory). Their paths, checked for
 * each document: a missing file throws a MissingFontsError naming the command that fetches it.
 */
export function certificateFonts(dir = FONTS_DIR): CertificateFonts {
  const missing = missingFonts(dir);
  if (missing.length > 0) throw new MissingFontsError(dir, missing);
  return { regular: join(dir, FONT_FILES.regular), bold: join(dir, FONT_FILES.bold) };
}
