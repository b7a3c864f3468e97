import type { AfterCareChoice, ReturnAddress } from '@recircuit/contract';
import { emailLocale, type EmailLocale } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../../lib/mail/branded-email.ts';
import type { FulfilledOrder, Recipient } from './fulfilment-emails.ts';
import { addressLine } from './hub-words.ts';

/**
 * The device's journey in the owner's emails (docs/product.md, "Data service: the device's
 * journey"): each staff step that moves it.
 */

export interface AfterCareFacts {
  choice: AfterCareChoice | null;
  returnAddress: ReturnAddress | null;
}

function afterCareParagraph(words: EmailLocale, afterCare: AfterCareFacts): string[] {
  if (afterCare.choice === 'return' && afterCare.returnAddress) {
    return [words.text('dataHub.afterReturn', { address: addressLine(afterCare.returnAddress) })];
  }
  if (afterCare.choice === 'collect') return [words.text('dataHub.afterCollect')];
  if (afterCare.choice === 'recycle') return [words.text('dataHub.afterRecycle')];
  return [];
}

const orderFact = (words: EmailLocale, order: FulfilledOrder): [string, string] => [
  words.text('common.orderNumber'),
  order.orderNumber,
];
const seeOrder = (words: EmailLocale, order: FulfilledOrder) => ({
  label: words.text('common.seeOrder'),
  url: order.orderUrl,
});

export function deviceReceivedEmail(
  to: Recipient,
  order: FulfilledOrder,
  step: { at: Date; afterCare: AfterCareFacts },
): MailMessage {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('dataHub.receivedSubject', { orderNumber: order.orderNumber }),
    paragraphs: [
      words.text('dataHub.received', { deviceName: order.deviceName, date: words.date(step.at) }),
      ...afterCareParagraph(words, step.afterCare),
    ],
    facts: [orderFact(words, order)],
    button: seeOrder(words, order),
  });
}

export function deviceDispatchedEmail(
  to: Recipient,
  order: FulfilledOrder,
  step: { address: ReturnAddress; trackingReference: string },
): MailMessage {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('dataHub.dispatchedSubject', { orderNumber: order.orderNumber }),
    paragraphs: [
      words.text('dataHub.dispatched', { deviceName: order.deviceName, address: addressLine(step.address) }),
    ],
    facts: [orderFact(words, order), [words.text('dataHub.trackingReference'), step.trackingReference]],
    button: seeOrder(words, order),
  });
}

export function deviceCollectedEmail(to: Recipient, order: FulfilledOrder, step: { at: Date }): MailMessage {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('dataHub.collectedSubject', { orderNumber: order.orderNumber }),
    paragraphs: [words.text('dataHub.collected', { deviceName: order.deviceName, date: words.date(step.at) })],
    facts: [orderFact(words, order)],
    button: seeOrder(words, order),
  });
}

export function deviceRecycledEmail(
  to: Recipient,
  order: FulfilledOrder,
  step: { recycleOrderNumber: string },
): MailMessage {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('dataHub.recycledSubject', { orderNumber: order.orderNumber }),
    paragraphs: [
      words.text('dataHub.recycled', { deviceName: order.deviceName, recycleOrderNumber: step.recycleOrderNumber }),
    ],
    facts: [orderFact(words, order), [words.text('dataHub.recycleOrder'), step.recycleOrderNumber]],
    button: seeOrder(words, order),
  });
}
