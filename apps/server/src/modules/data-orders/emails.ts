import { emailLocale, type EmailLocale, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import { brandedEmail } from '../../lib/mail/branded-email.ts';
import type { Hub } from '@recircuit/contract';
import type { RefundReason } from '../payments/service.ts';
import { hubParagraphs } from './hub-words.ts';

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
