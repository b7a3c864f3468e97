import PDFDocument from 'pdfkit';
import {
  HANDOVER_STEPS,
  describeOpeningHours,
  fillMessage,
  modelDisplayName,
  type Grade,
  type Language,
} from '@recircuit/contract';
import { emailLocale } from '../../lib/i18n/email-words.ts';
import { certificateFonts } from '../certificates/fonts.ts';
import type { PartnerRow } from '../catalogue/service.ts';
import type { DeviceOrderRow } from './repository.ts';
import { SLIP_WORDS } from './slip-words.ts';

const BRAND = '#137a48';
const INK = '#1f2933';
const MUTED = '#52606d';
const REGULAR = 'NotoSansSC-Regular';
const BOLD = 'NotoSansSC-Bold';

export interface SlipInput {
  order: DeviceOrderRow;
  place: PartnerRow | undefined;
  /** The order's QR (PNG), the same the order page shows. */
  qr: Buffer;
  validUntil: Date;
  /** The owner's saved language. */
  language: Language;
}

/**
 * The printable hand-in slip, one A4 page (docs/product.md, "The QR stays with the order"): the QR,
 * order number, device, offer and its expiry, and the place with its address and opening hours in
 * words, in the owner's language. The certificates' font covers Latin and Chinese alike.
 */
export async function slipPdf({ order, place, qr, validUntil, language }: SlipInput): Promise<Buffer> {
  const fonts = certificateFonts();
  const words = SLIP_WORDS[language];
  const features: PDFKit.Mixins.OpenTypeFeatures[] = language === 'zh-CN' ? [] : ['pwid'];
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/London' }).format(validUntil);
  const money = (pence: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' }).format(
      pence / 100,
    );
  const payment: [string, string] =
    order.classification === 'current'
      ? [words.labels.offer, money(order.offerPence ?? order.pricePence ?? 0)]
      : [words.labels.payment, words.payment[order.classification]];

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
  doc.rect(0, 0, doc.page.width, 80).fill(BRAND);
  doc.fillColor('#ffffff').font(BOLD).fontSize(22).text('ReCircuit', left, 26, { features });

  doc
    .fillColor(INK)
    .font(BOLD)
    .fontSize(20)
    .text(words.title, left, 108, { width: width - 190, features });
  doc
    .font(BOLD)
    .fontSize(16)
    .text(order.orderNumber, left, doc.y + 6, { width: width - 190, features });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(words.instructions, left, doc.y + 10, { width: width - 190, features });
  doc.image(qr, left + width - 170, 100, { width: 170 });

  const rows = (entries: [string, string][]) => {
    for (const [label, value] of entries) {
      const top = doc.y;
      doc.fillColor(MUTED).font(REGULAR).fontSize(10).text(label, left, top, { width: 150, features });
      const labelBottom = doc.y;
      doc
        .fillColor(INK)
        .font(BOLD)
        .fontSize(11)
        .text(value || '–', left + 160, top, { width: width - 160, features });
      // A label that wraps can be taller than its value: the next row starts below both.
      doc.y = Math.max(doc.y, labelBottom);
      doc.moveDown(0.45);
    }
  };

  doc.y = Math.max(doc.y, 290);
  rows([
    [words.labels.orderNumber, order.orderNumber],
    [words.labels.device, modelDisplayName(order.brand, order.modelName)],
    // The letter with its name, as the emails show it: "C (Good)".
    [words.labels.condition, `${order.grade} (${emailLocale(language).gradeName(order.grade as Grade)})`],
    payment,
    [words.labels.handInBy, date],
  ]);
  doc.moveDown(0.8);
  // The owner's checklist (docs/product.md, "Ready to hand over"): what they say they did.
  doc.fillColor(INK).font(BOLD).fontSize(11).text(words.handover.title, left, doc.y, { width, features });
  doc.moveDown(0.3);
  rows(
    HANDOVER_STEPS.map((step) => [
      words.handover.steps[step],
      order.handoverDone.includes(step) ? words.handover.done : words.handover.notDone,
    ]),
  );
  doc.moveDown(0.8);
  if (place) {
    const hours = describeOpeningHours(place.openingHours, language) ?? words.hoursUnknown;
    rows([
      [words.labels.place, place.name],
      [words.labels.address, [place.address, place.postcode].filter(Boolean).join(', ')],
      [words.labels.openingHours, hours],
    ]);
    if (place.demo) {
      doc.moveDown(0.6);
      doc
        .fillColor(BRAND)
        .font(BOLD)
        .fontSize(10)
        .text(fillMessage(words.demo, { place: place.name }), left, doc.y, { width, features });
    }
  }
  doc.moveDown(1.5);
  doc
    .fillColor(MUTED)
    .font(REGULAR)
    .fontSize(9)
    .text(fillMessage(words.expires, { date }), left, doc.y, { width, features });
  doc.end();
  return done;
}
