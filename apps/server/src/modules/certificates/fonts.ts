import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`);

/**
 * Noto Sans SC (SIL Open Font License 1.1), regular and bold: one font for every language of
 * the certificate, Latin with its accents and Simplified Chinese alike, and for device names
 * in any of them. pdfkit reads the file for each document and embeds only the glyphs it uses
 * (docs/product.md, "Certificates"): the two files are 20 MB, which a server that makes no PDF
 * should not hold (docs/operations.md, "Budgets", memory).
 */
export const CERTIFICATE_FONTS = {
  regular: fontFile('400Regular'),
  bold: fontFile('700Bold'),
} as const;
