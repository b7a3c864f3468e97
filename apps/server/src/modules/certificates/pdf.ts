import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateRow } from './repository.ts';

const BRAND = '#137a48';
const INK = '#1f2933';
const MUTED = '#52606d';

const when = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);

/**
 * The certificate of erasure as an A4 PDF: every field of the record (after NIST SP 800-88
 * Rev. 2's sample certificate) and a QR code of its public verification page. Made once, at
 * issue, and stored (docs/product.md, "Certificates").
 */
export async function certificatePdf(certificate: CertificateRow, verifyUrl: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Certificate of erasure ${certificate.code}`,
      Subject: `Erasure of order ${certificate.orderNumber} to ${certificate.standard}`,
      Author: 'ReCircuit',
      Creator: 'ReCircuit',
      Keywords: `${certificate.code} ${certificate.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.rect(0, 0, doc.page.width, 96).fill(BRAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(24).text('ReCircuit', left, 30);
  doc.font('Helvetica').fontSize(11).text('Recycle, retrieve, erase: responsibly', left, 60);

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('Certificate of Erasure', left, 124);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Sanitisation to ${certificate.standard}`, left, doc.y + 4);

  doc.image(qr, left + width - 120, 116, { width: 120 });

  const section = (title: string, rows: [string, string][]) => {
    doc.moveDown(1.2);
    doc
      .fillColor(BRAND)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(title, left, doc.y, { width: width - 140 });
    doc.moveDown(0.3);
    for (const [label, value] of rows) {
      const top = doc.y;
      doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(label, left, top, { width: 170 });
      doc
        .fillColor(INK)
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(value, left + 180, top, { width: width - 180 });
      doc.moveDown(0.35);
    }
  };

  doc.y = 250;
  section('Certificate', [
    ['Certificate code', certificate.code],
    ['Issued', when(certificate.issuedAt)],
    ['Order number', certificate.orderNumber],
  ]);
  section('Device', [
    ['Type', certificate.deviceType],
    ['Make and model', certificate.deviceName],
    ['Serial number', certificate.deviceSerialMasked ?? 'Not recorded'],
  ]);
  section('Sanitisation', [
    ['Method type', certificate.method],
    ['Method used', certificate.methodDetail],
    ['Tool and version', certificate.tool],
    ['Verification method', certificate.verification],
    ['Verification result', certificate.result],
    ['Standard', certificate.standard],
  ]);
  section('Performed', [
    ['Performed by', certificate.performedBy],
    ['Completed', when(certificate.completedAt)],
  ]);

  doc.moveDown(2);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  doc.text(
    'This certificate is never changed. Check that it is genuine, and that it has not been revoked and replaced, ' +
      'by scanning the QR code or opening:',
    left,
    doc.y,
    { width },
  );
  doc.fillColor(BRAND).text(verifyUrl, { width, link: verifyUrl, underline: true });
  doc.end();
  return done;
}
