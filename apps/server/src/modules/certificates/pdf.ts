import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fillMessage, type DataDeviceType, type Language } from '@recircuit/contract';
import { certificateFonts } from './fonts.ts';
import { performerLabel } from './performer.ts';
import type { CertificateRow } from './repository.ts';
import { CERTIFICATE_WORDS } from './words.ts';

const BRAND = '#137a48';
const INK = '#1f2933';
const MUTED = '#52606d';
const REGULAR = 'NotoSansSC-Regular';
const BOLD = 'NotoSansSC-Bold';

/**
 * The certificate of erasure as an A4 PDF: every field of the record (after NIST SP 800-88
 * Rev. 2's sample certificate) and a QR code of its public verification page, in the owner's
 * language. Made once, at issue, and stored (docs/product.md, "Certificates").
 */
export async function certificatePdf(
  certificate: CertificateRow,
  verifyUrl: string,
  language: Language,
): Promise<Buffer> {
  const fonts = certificateFonts();
  const words = CERTIFICATE_WORDS[language];
  // The font is Chinese first: its quotes and apostrophes are full-width unless Latin text asks
  // for their proportional forms (OpenType pwid), which would in turn narrow Chinese punctuation.
  const features: PDFKit.Mixins.OpenTypeFeatures[] = language === 'zh-CN' ? [] : ['pwid'];
  const when = (date: Date) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(
      date,
    );
  // What the server itself wrote is said in the owner's language; what staff typed stays as typed.
  const deviceType = words.deviceTypes[certificate.deviceType as DataDeviceType] ?? certificate.deviceType;
  const methodDetail =
    language === 'en-GB'
      ? certificate.methodDetail
      : (words.methodDetail[certificate.method] ?? certificate.methodDetail);
  const result = certificate.result === CERTIFICATE_WORDS['en-GB'].passed ? words.passed : certificate.result;

  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: {
      Title: fillMessage(words.documentTitle, { code: certificate.code }),
      Subject: fillMessage(words.documentSubject, {
        orderNumber: certificate.orderNumber,
        standard: certificate.standard,
      }),
      Author: 'ReCircuit',
      Creator: 'ReCircuit',
      Keywords: `${certificate.code} ${certificate.orderNumber}`,
    },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.rect(0, 0, doc.page.width, 96).fill(BRAND);
  doc.fillColor('#ffffff').font(BOLD).fontSize(24).text('ReCircuit', left, 20, { features });
  doc.font(REGULAR).fontSize(11).text(words.tagline, left, 56, { features });

  doc
    .fillColor(INK)
    .font(BOLD)
    .fontSize(20)
    .text(words.title, left, 124, { width: width - 140, features });
  doc.font(REGULAR).fontSize(10).fillColor(MUTED);
  doc.text(fillMessage(words.sanitisedTo, { standard: certificate.standard }), left, doc.y + 4, {
    width: width - 140,
    features,
  });

  doc.image(qr, left + width - 120, 116, { width: 120 });

  const section = (title: string, rows: [string, string][]) => {
    doc.moveDown(1.2);
    doc
      .fillColor(BRAND)
      .font(BOLD)
      .fontSize(12)
      .text(title, left, doc.y, { width: width - 140, features });
    doc.moveDown(0.3);
    for (const [label, value] of rows) {
      const top = doc.y;
      doc.fillColor(MUTED).font(REGULAR).fontSize(10).text(label, left, top, { width: 170, features });
      doc
        .fillColor(INK)
        .font(BOLD)
        .fontSize(10)
        .text(value, left + 180, top, { width: width - 180, features });
      doc.moveDown(0.35);
    }
  };

  doc.y = 250;
  const { labels, sections } = words;
  section(sections.certificate, [
    [labels.code, certificate.code],
    [labels.issued, when(certificate.issuedAt)],
    [labels.orderNumber, certificate.orderNumber],
  ]);
  section(sections.device, [
    [labels.type, deviceType],
    [labels.makeAndModel, certificate.deviceName],
    [labels.serial, certificate.deviceSerialMasked ?? words.notRecorded],
  ]);
  section(sections.sanitisation, [
    [labels.methodType, certificate.method],
    [labels.methodUsed, methodDetail],
    [labels.tool, certificate.tool],
    [labels.verificationMethod, certificate.verification],
    [labels.verificationResult, result],
    [labels.standard, certificate.standard],
  ]);
  section(sections.performed, [
    [labels.performedBy, performerLabel(certificate)],
    [labels.completed, when(certificate.completedAt)],
  ]);

  doc.moveDown(2);
  doc.fillColor(MUTED).font(REGULAR).fontSize(9);
  doc.text(words.footer, left, doc.y, { width, features });
  doc.fillColor(BRAND).text(verifyUrl, { width, link: verifyUrl, underline: true, features });
  doc.end();
  return done;
}
