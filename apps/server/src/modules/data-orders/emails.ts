import { emailLocale, type EmailLocale, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { greetingName } from '../../lib/i18n/greeting-name.ts';
import type { Hub } from '@recircuit/contract';
import type { RefundReason } from '../payments/service.ts';
import { hubParagraphs } from './hub-words.ts';

const BRAND_GREEN = '#11693f';

export interface BrandedEmail {
  /** The recipient, whose language the greeting, labels and sign-off are written in. */
  to: EmailRecipient;
  subject: string;
  /** Plain sentences, the same in the text and the HTML part. */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Label and value pairs shown as a small table (order number, price…). */
  facts?: [string, string][];
}

/** An email in the site's look, as HTML and as plain text, in the recipient's language. */
export function brandedEmail(email: BrandedEmail): MailMessage {
  const words = emailLocale(email.to.language);
  const firstName = greetingName(email.to.firstName);
  const facts = email.facts ?? [];
  const text = [
    words.text('common.hello', { firstName }),
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(facts.length ? [...facts.map(([label, value]) => words.text('common.factLine', { label, value })), ''] : []),
    ...(email.button ? [words.text('common.linkLine', { label: email.button.label, url: email.button.url }), ''] : []),
    words.text('common.signOff'),
  ].join('\n');
  const factRows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#4a5a52">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${words.language}"><body style="margin:0;padding:24px;background:#f3f8f5;font-family:Arial,Helvetica,sans-serif;color:#1b2a22">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${BRAND_GREEN}">ReCircuit</p>
<p>${words.html('common.hello', { firstName })}</p>
${email.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${factRows ? `<table role="presentation" style="margin:16px 0">${factRows}</table>` : ''}
${email.button ? `<p style="margin:28px 0"><a href="${escapeHtml(email.button.url)}" style="background:${BRAND_GREEN};color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(email.button.label)}</a></p>` : ''}
<p style="margin-top:32px">${words.html('common.signOff')}</p>
</td></tr></table></body></html>`;
  return { to: email.to.email, subject: email.subject, text, html };
}

/** What a data-service order's emails say about it; the words are chosen per language here. */
export interface OrderFacts {
  orderNumber: string;
  service: { kind: 'retrieval'; hostingMonths: number } | { kind: 'erasure'; level: 'standard' | 'certified' };
  deviceName: string;
  pricePence: number;
  orderUrl: string;
  /** Where the device goes, and its postage label (signed-in, the owner's only). */
  hub: Hub;
  labelUrl: string;
}

function serviceLabel(words: EmailLocale, service: OrderFacts['service']): string {
  if (service.kind === 'retrieval') return words.plural('dataOrder.retrieval', service.hostingMonths);
  return words.text(service.level === 'certified' ? 'dataOrder.certifiedErasure' : 'dataOrder.standardErasure');
}

const factsOf = (words: EmailLocale, order: OrderFacts): [string, string][] => [
  [words.text('common.orderNumber'), order.orderNumber],
  [words.text('dataOrder.service'), serviceLabel(words, order.service)],
  [words.text('common.device'), order.deviceName],
  [words.text('dataOrder.price'), words.money(order.pricePence)],
];

export function orderPlacedEmail(to: EmailRecipient, order: OrderFacts, paid: boolean) {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('dataOrder.placedSubject', { orderNumber: order.orderNumber }),
    // A paid order learns where to send the device with its payment email; a free one waits for it now.
    paragraphs: [
      words.text(paid ? 'dataOrder.placedToPay' : 'dataOrder.placedFree'),
      ...(paid ? [] : hubParagraphs(words, order.hub, order)),
    ],
    facts: factsOf(words, order),
    button: { label: words.text('common.seeOrder'), url: order.orderUrl },
  });
}

export function paymentReceivedEmail(
  to: EmailRecipient,
  order: OrderFacts,
  payment: { amountPence: number; extraMonths: number },
) {
  const words = emailLocale(to.language);
  const amount = words.money(payment.amountPence);
  return brandedEmail({
    to,
    subject: words.text('dataOrder.paymentSubject', { orderNumber: order.orderNumber }),
    paragraphs:
      payment.extraMonths > 0
        ? [words.plural('dataOrder.paymentForMonths', payment.extraMonths, { amount })]
        : [words.text('dataOrder.paymentForOrder', { amount }), ...hubParagraphs(words, order.hub, order)],
    facts: factsOf(words, order),
    button: { label: words.text('common.seeOrder'), url: order.orderUrl },
  });
}

/** Why money went back, in the owner's words (an order that no longer exists has no owner to tell). */
function refundWhy(words: EmailLocale, reason: Exclude<RefundReason, 'order-gone'>, months: number): string {
  switch (reason) {
    case 'order-cancelled':
      return words.text('dataOrder.refundOrderCancelled');
    case 'order-paid':
      return words.text('dataOrder.refundOrderPaid');
    case 'checkout-closed':
      return words.text('dataOrder.refundCheckoutClosed');
    case 'hosting-closed':
      return words.text('dataOrder.refundHostingClosed');
    case 'hosting-limit':
      return words.plural('dataOrder.refundHostingLimit', months);
  }
}

/** A payment that could not apply has been refunded: how much, and why. */
export function refundEmail(
  to: EmailRecipient,
  order: OrderFacts,
  refund: { amountPence: number; reason: Exclude<RefundReason, 'order-gone'>; months: number },
) {
  const words = emailLocale(to.language);
  const amount = words.money(refund.amountPence);
  return brandedEmail({
    to,
    subject: words.text('dataOrder.refundSubject', { amount, orderNumber: order.orderNumber }),
    paragraphs: [refundWhy(words, refund.reason, refund.months), words.text('dataOrder.refundMade', { amount })],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [words.text('dataOrder.refunded'), amount],
    ],
    button: { label: words.text('common.seeOrder'), url: order.orderUrl },
  });
}

/** The secure link: to the order page behind the owner's sign-in, never to a file. */
export function secureLinkEmail(to: EmailRecipient, order: { orderNumber: string; orderUrl: string }) {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('dataOrder.secureLinkSubject', { orderNumber: order.orderNumber }),
    paragraphs: [words.text('dataOrder.secureLinkHere'), words.text('dataOrder.secureLinkIgnore')],
    facts: [[words.text('common.orderNumber'), order.orderNumber]],
    button: { label: words.text('common.openOrder'), url: order.orderUrl },
  });
}
