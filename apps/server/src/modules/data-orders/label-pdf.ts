import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { describeOpeningHours, fillMessage, type Hub, type Language } from '@recircuit/contract';
import { certificateFonts } from '../certificates/fonts.ts';
import { LABEL_WORDS } from './label-words.ts';
import type { DataOrderRow } from './repository.ts';

const BRAND = '#137a48';
const INK = '#1f2933';
const MUTED = '#52606d';
const REGULAR = 'NotoSansSC-Regular';
const BOLD = 'NotoSansSC-Bold';

export interface LabelInput {
  order: Pick<DataOrderRow, 'orderNumber'>;
  hub: Hub;
  /** What the QR holds: the order's console page (no secret). */
  scanUrl: string;
  /** The owner's name, as the sender. */
  sender: string;
  language: Language;
}

/**
 * The printable postage label, one A4 page (docs/product.md, "Data service: the device's
 * journey"): a cut-out box with the hub's address, the order number and a QR of the order for
 * staff to scan, then how to pack and send the device, in the owner's language.
 */
export async function labelPdf({ order, hub, scanUrl, sender, language }: LabelInput): Promise<Buffer> {
  const fonts = certificateFonts();
  const words = LABEL_WORDS[language];
  const features: PDFKit.Mixins.OpenTypeFeatures[] = language === 'zh-CN' ? [] : ['pwid'];
  const qr = await QRCode.toBuffer(scanUrl, { type: 'png', margin: 1, width: 360, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: {
      Title: fillMessage(words.documentTitle, { orderNumber: order.orderNumber }),
      Author: 'ReCircuit',
      Creator: 'ReCircuit',
      Keywords: order.orderNumber,
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
  doc.fillColor(BRAND).font(BOLD).fontSize(22).text('ReCircuit', left, 48, { features });
  doc.fillColor(INK).font(BOLD).fontSize(16).text(words.title, left, 80, { features });

  // The cut-out label: a dashed box holding what the carrier and the hub need.
  const top = 120;
  const height = 330;
  doc.save().dash(6, { space: 4 }).lineWidth(1).strokeColor(MUTED).rect(left, top, width, height).stroke().restore();
  const inner = left + 20;
  const textWidth = width - 40 - 170;
  doc
    .fillColor(MUTED)
    .font(REGULAR)
    .fontSize(10)
    .text(words.to, inner, top + 20, { features });
  doc
    .fillColor(INK)
    .font(BOLD)
    .fontSize(18)
    .text([hub.name, ...hub.addressLines, hub.postcode].join('\n'), inner, doc.y + 4, {
      width: textWidth,
      features,
    });
  doc.moveDown(0.8);
  doc.fillColor(MUTED).font(REGULAR).fontSize(10).text(words.orderNumber, inner, doc.y, { features });
  doc
    .fillColor(INK)
    .font(BOLD)
    .fontSize(22)
    .text(order.orderNumber, inner, doc.y + 2, { features });
  if (sender) {
    doc.moveDown(0.6);
    doc.fillColor(MUTED).font(REGULAR).fontSize(10).text(words.from, inner, doc.y, { features });
    doc
      .fillColor(INK)
      .font(REGULAR)
      .fontSize(12)
      .text(sender, inner, doc.y + 2, { width: textWidth, features });
  }
  const qrLeft = left + width - 20 - 150;
  doc.image(qr, qrLeft, top + 24, { width: 150 });
  doc
    .fillColor(MUTED)
    .font(REGULAR)
    .fontSize(8)
    .text(words.scan, qrLeft, top + 180, { width: 150, align: 'center', features });

  const hours = describeOpeningHours(hub.openingHours, language) ?? hub.openingHours;
  doc
    .fillColor(INK)
    .font(REGULAR)
    .fontSize(11)
    .text(words.instructions, left, top + height + 24, { width, features });
  doc.moveDown(0.6);
  doc.text(fillMessage(words.bringIn, { hours }), left, doc.y, { width, features });
  doc.end();
  return done;
}
