import { emailLocale, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../../lib/mail/branded-email.ts';

export type Recipient = EmailRecipient;

/** What every fulfilment email says about its order. */
export interface FulfilledOrder {
  orderNumber: string;
  deviceName: string;
  /** The signed-in order page: never a link to the file itself. */
  orderUrl: string;
}

export function dataReadyEmail(to: Recipient, order: FulfilledOrder, archive: { bytes: number; expiresAt: Date }) {
  const words = emailLocale(to.language);
  const until = words.date(archive.expiresAt);
  return brandedEmail({
    to,
    subject: words.text('fulfilment.readySubject', { orderNumber: order.orderNumber }),
    paragraphs: [
      words.text('fulfilment.readyRetrieved', { deviceName: order.deviceName }),
      words.text('fulfilment.readyHowTo'),
      words.text('fulfilment.readyKept', { date: until }),
    ],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [words.text('fulfilment.archiveSize'), words.size(archive.bytes)],
      [words.text('fulfilment.availableUntil'), until],
    ],
    button: { label: words.text('common.openOrder'), url: order.orderUrl },
  });
}

export function expiringSoonEmail(to: Recipient, order: FulfilledOrder, expiresAt: Date): MailMessage {
  const words = emailLocale(to.language);
  const date = words.date(expiresAt);
  return brandedEmail({
    to,
    subject: words.text('fulfilment.expiringSubject', { date }),
    paragraphs: [
      words.text('fulfilment.expiringWhen', { deviceName: order.deviceName, date }),
      words.text('fulfilment.expiringAction'),
    ],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [words.text('fulfilment.deletedOn'), date],
    ],
    button: { label: words.text('common.openOrder'), url: order.orderUrl },
  });
}

/** The receipt: what was deleted, and when. */
export function dataDeletedEmail(
  to: Recipient,
  order: FulfilledOrder,
  deleted: { bytes: number | null; at: Date },
): MailMessage {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('fulfilment.deletedSubject', { orderNumber: order.orderNumber }),
    paragraphs: [
      words.text('fulfilment.deletedDone', { deviceName: order.deviceName }),
      words.text('fulfilment.deletedKeep'),
    ],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [
        words.text('fulfilment.archiveSize'),
        deleted.bytes === null ? words.text('fulfilment.notRecorded') : words.size(deleted.bytes),
      ],
      [words.text('fulfilment.deleted'), words.dateTime(deleted.at)],
    ],
    button: { label: words.text('common.openOrder'), url: order.orderUrl },
  });
}

export function erasureCompleteEmail(to: Recipient, order: FulfilledOrder, method: string): MailMessage {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('fulfilment.erasedSubject', { orderNumber: order.orderNumber }),
    paragraphs: [words.text('fulfilment.erasedDone', { deviceName: order.deviceName, method })],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      // The standard's name and its method (Clear, Purge) are never translated.
      [words.text('fulfilment.method'), `NIST SP 800-88 ${method}`],
    ],
    button: { label: words.text('common.openOrder'), url: order.orderUrl },
  });
}

export function certificateReadyEmail(
  to: Recipient,
  order: FulfilledOrder,
  certificate: { code: string; verifyUrl: string; method: string; replaces?: string; reason?: string },
): MailMessage {
  const words = emailLocale(to.language);
  const done = certificate.replaces
    ? words.text('fulfilment.certificateCorrected', { deviceName: order.deviceName, code: certificate.replaces })
    : words.text('fulfilment.certificateReady', { deviceName: order.deviceName, method: certificate.method });
  return brandedEmail({
    to,
    subject: words.text(
      certificate.replaces ? 'fulfilment.certificateCorrectedSubject' : 'fulfilment.certificateSubject',
      { orderNumber: order.orderNumber },
    ),
    paragraphs: [
      done,
      words.text('fulfilment.certificateCheck'),
      words.text('fulfilment.yourOrder', { url: order.orderUrl }),
    ],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [words.text('fulfilment.certificateCode'), certificate.code],
      // The admin's own words, as written.
      ...(certificate.reason
        ? ([[words.text('fulfilment.correctionReason'), certificate.reason]] as [string, string][])
        : []),
    ],
    button: { label: words.text('fulfilment.viewCertificate'), url: certificate.verifyUrl },
  });
}
