import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, placeholdersOf, type Language } from '@recircuit/contract';
import { certificatePdf } from '../src/modules/certificates/pdf.ts';
import type { CertificateRow } from '../src/modules/certificates/repository.ts';
import { CERTIFICATE_WORDS, type CertificateWords } from '../src/modules/certificates/words.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { insertDataOrder } from './helpers/fulfilment.ts';
import { pdfFonts, pdfText } from './helpers/pdf-text.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let staff: SignedIn;
beforeAll(async () => {
  staff = await registerStaff(harness.app);
});

const ERASURE = {
  method: 'Purge',
  tool: 'Blancco Mobile Diagnostics & Erasure',
  toolVersion: '6.4.1',
  verification: 'Full read-back verification of every block',
  result: 'Passed',
};

/** A certified erasure recorded for an owner who chose `language`, and its certificate's PDF. */
async function issuedFor(language: Language, order: Parameters<typeof insertDataOrder>[2] = {}) {
  const owner = await registerAndLogin(harness.app);
  await harness.app.db.execute(sql`update users set language = ${language} where id = ${owner.userId}`);
  const placed = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase', ...order });
  const answer = await harness.app.inject({
    method: 'POST',
    url: `/proxy/api/admin/data-orders/${placed.id}/erasure`,
    headers: staff.writeHeaders,
    payload: ERASURE,
  });
  expect(answer.statusCode).toBe(200);
  const code = answer.json().data.certificateCode as string;
  const pdf = await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${code}/pdf` });
  expect(pdf.statusCode).toBe(200);
  const text = pdfText(pdf.rawPayload);
  // A sentence wrapped over lines, read as one.
  return { code, orderNumber: placed.orderNumber, pdf: pdf.rawPayload, text, flat: text.replace(/\s*\n\s*/g, ' ') };
}

const EMBEDDED = [/^[A-Z]{6}\+NotoSansSC-Regular$/, /^[A-Z]{6}\+NotoSansSC-Bold$/];

describe('the certificate of erasure in its owner’s language', () => {
  it('is Chinese for a zh-CN owner, in the embedded Noto Sans SC, and keeps a Chinese device name', async () => {
    const device = '华为 Mate 60 Pro（雅川青）';
    const { code, orderNumber, pdf, text, flat } = await issuedFor('zh-CN', { deviceName: device });
    const fonts = pdfFonts(pdf);
    for (const font of EMBEDDED) expect(fonts).toContainEqual(expect.stringMatching(font));
    expect(fonts.join(' ')).not.toMatch(/Helvetica/);
    for (const words of [
      '擦除证书',
      '按 NIST SP 800-88 Rev. 2 标准擦除数据',
      '证书核验码',
      code,
      orderNumber,
      '设备类型',
      '手机',
      device,
      '****7XQ2',
      'Purge',
      '采用加密擦除或存储设备自带的安全擦除命令',
      'Blancco Mobile Diagnostics & Erasure 6.4.1',
      '验证结果',
      '通过',
      `/verify/${code}`,
    ]) {
      expect(flat).toContain(words);
    }
    expect(text).toMatch(/签发时间\n\d{4}年\d{1,2}月\d{1,2}日\s\d{2}:\d{2}/);
    expect(flat).not.toMatch(/Certificate of Erasure|Make and model|Passed/);
    // The font files are about 10 MB each: only the glyphs used are embedded.
    expect(pdf.length).toBeLessThan(150_000);
  });

  it('is German for a de-DE owner and French for a fr-FR owner, dates included', async () => {
    const german = await issuedFor('de-DE');
    for (const words of [
      'Löschzertifikat',
      'Datenlöschung nach NIST SP 800-88 Rev. 2',
      'Marke und Modell',
      'Handy',
      'Pixel 7',
      'Bestanden',
      'Kryptografische Löschung oder der Befehl des Speichermediums zum sicheren Löschen',
      'Dieses Zertifikat wird nie geändert.',
    ]) {
      expect(german.flat).toContain(words);
    }
    expect(german.text).toMatch(/Ausgestellt am\n\d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2}/u);

    const french = await issuedFor('fr-FR');
    for (const words of [
      'Certificat d’effacement',
      'Effacement selon la norme NIST SP 800-88 Rev. 2',
      'Type d’appareil',
      'Téléphone',
      'Concluant',
    ]) {
      expect(french.flat).toContain(words);
    }
    // The font draws a no-break space with its space glyph, which reads back as a space.
    expect(french.flat).toContain('scannez le code QR ou ouvrez l’adresse suivante :');
    expect(french.text).toMatch(/Date de délivrance\n\d{1,2}\s\p{L}+\s\d{4}\sà\s\d{2}:\d{2}/u);
    for (const { pdf } of [german, french]) {
      for (const font of EMBEDDED) expect(pdfFonts(pdf)).toContainEqual(expect.stringMatching(font));
    }
  });

  it('keeps every en-GB word as it was', async () => {
    const { code, text, flat } = await issuedFor('en-GB', { deviceSerial: null });
    for (const words of [
      'Recycle, retrieve, erase: responsibly',
      'Certificate of Erasure',
      'Sanitisation to NIST SP 800-88 Rev. 2',
      'Certificate code',
      code,
      'Order number',
      'Device',
      'Type',
      'Make and model',
      'Serial number',
      'Not recorded',
      'Sanitisation',
      'Method type',
      'Method used',
      'Cryptographic erase or the storage device’s sanitise command, so that recovery is infeasible even in a laboratory',
      'Tool and version',
      'Verification method',
      'Verification result',
      'Passed',
      'Standard',
      'Performed',
      'Performed by',
      'Completed',
      'This certificate is never changed. Check that it is genuine, and that it has not been revoked and replaced, ' +
        'by scanning the QR code or opening:',
    ]) {
      expect(flat).toContain(words);
    }
    expect(text).toMatch(/Issued\n\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}/);
    // The device type is a value, capitalised as on the verify page: "Phone", not "phone".
    expect(text).toMatch(/\bType\nPhone\n/);
  });

  it('is made for a device name in any script, even one the font lacks', async () => {
    const row = {
      code: 'ABCDEFGHJKMNPQRS0011',
      orderNumber: 'DS-2026-000001',
      deviceType: 'tablet',
      deviceName: '小米平板 6 Max · Ärger-frei « test » 📱 عربي',
      deviceSerialMasked: null,
      method: 'Clear',
      methodDetail: CERTIFICATE_WORDS['en-GB'].methodDetail.Clear,
      standard: 'NIST SP 800-88 Rev. 2',
      tool: 'nwipe 0.37',
      verification: 'Read-back of a sample',
      result: 'Passed with notes',
      performedBy: '王小明',
      completedAt: new Date('2026-03-01T12:00:00Z'),
      issuedAt: new Date('2026-03-01T12:05:00Z'),
    } as CertificateRow;
    for (const language of LANGUAGES) {
      const pdf = await certificatePdf(row, 'http://localhost/verify/ABCDEFGHJKMNPQRS0011', language);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('小米平板 6 Max · Ärger-frei « test »');
      expect(text).toContain('王小明');
      // Staff's own words stay as typed.
      expect(text).toContain('Passed with notes');
    }
  });
});

describe('the certificate’s words', () => {
  const shape = (words: CertificateWords): string[] =>
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === 'string' ? [key] : Object.keys(value).map((inner) => `${key}.${inner}`),
    );
  const strings = (words: CertificateWords): [string, string][] =>
    Object.entries(words).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string'
        ? [[key, value]]
        : Object.entries(value as Record<string, string>).map(([inner, text]) => [`${key}.${inner}`, text]),
    );

  it('are complete in every language, with the placeholders of en-GB', () => {
    const source = Object.fromEntries(strings(CERTIFICATE_WORDS['en-GB']));
    for (const language of LANGUAGES) {
      const words = CERTIFICATE_WORDS[language];
      expect(shape(words)).toEqual(shape(CERTIFICATE_WORDS['en-GB']));
      for (const [key, text] of strings(words)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholdersOf(text), `${language} ${key}`).toEqual(placeholdersOf(source[key]!));
      }
    }
  });

  it('name each device type with a capital, as the verify page does, in every language', () => {
    for (const language of LANGUAGES) {
      for (const [type, name] of Object.entries(CERTIFICATE_WORDS[language].deviceTypes)) {
        const first = name.charAt(0);
        expect(first, `${language} ${type}: ${name}`).toBe(first.toLocaleUpperCase(language));
      }
    }
  });

  it('follow each language’s typography', () => {
    for (const [key, text] of strings(CERTIFICATE_WORDS['fr-FR'])) {
      // A no-break space before : ; ! ? and the typographic apostrophe.
      expect(text, key).not.toMatch(/[^\u00a0][:;!?]|'/);
    }
    for (const [key, text] of strings(CERTIFICATE_WORDS['zh-CN'])) {
      expect(text, key).not.toMatch(/[\u4e00-\u9fff][,.:;()]|[,.:;()][\u4e00-\u9fff]/);
    }
    for (const [key, text] of strings(CERTIFICATE_WORDS['de-DE'])) expect(text, key).not.toMatch(/\bdu\b|\bdein/i);
  });
});
