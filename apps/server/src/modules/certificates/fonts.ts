import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`));

/**
 * Noto Sans SC (SIL Open Font License 1.1), regular and bold: one font for every language of
 * the certificate, Latin with its accents and Simplified Chinese alike, and for device names
 * in any of them. Read once, when the server starts; pdfkit embeds only the glyphs a
 * certificate uses (docs/product.md, "Certificates").
 */
export const CERTIFICATE_FONTS = {
  regular: fontFile('400Regular'),
  bold: fontFile('700Bold'),
} as const;
