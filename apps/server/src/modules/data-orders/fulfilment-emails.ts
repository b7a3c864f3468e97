import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from './emails.ts';

export interface Recipient {
  email: string;
  firstName: string;
}

/** What every fulfilment email says about its order. */
export interface FulfilledOrder {
  orderNumber: string;
  deviceName: string;
  /** The signed-in order page: never a link to the file itself. */
  orderUrl: string;
}

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);
const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);

/** Sizes as people read them (1 GB = 1000³ bytes, as drives are sold). */
export function readableSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

export function dataReadyEmail(to: Recipient, order: FulfilledOrder, archive: { bytes: number; expiresAt: Date }) {
  return brandedEmail({
    to: to.email,
    subject: `Your data is ready: order ${order.orderNumber}`,
    firstName: to.firstName,
    paragraphs: [
      `We have retrieved the data from your ${order.deviceName} and it is ready to download.`,
      'Sign in and open your order: "Retrieve My Data" gives you a download link that works for 24 hours. Every download is listed on the order page.',
      `We keep the archive until ${longDate(archive.expiresAt)}, then delete it for good. You can extend hosting from the order page (6 months at most in all).`,
    ],
    facts: [
      ['Order number', order.orderNumber],
      ['Archive size', readableSize(archive.bytes)],
      ['Available until', longDate(archive.expiresAt)],
    ],
    button: { label: 'Open your order', url: order.orderUrl },
  });
}

export function expiringSoonEmail(to: Recipient, order: FulfilledOrder, expiresAt: Date): MailMessage {
  return brandedEmail({
    to: to.email,
    subject: `Your data will be deleted on ${longDate(expiresAt)}`,
    firstName: to.firstName,
    paragraphs: [
      `The archive of the data from your ${order.deviceName} will be deleted for good on ${longDate(expiresAt)}, when its hosting ends.`,
      'If you have not downloaded it yet, sign in and open your order to download it, or to extend hosting (6 months at most in all).',
    ],
    facts: [
      ['Order number', order.orderNumber],
      ['Deleted on', longDate(expiresAt)],
    ],
    button: { label: 'Open your order', url: order.orderUrl },
  });
}

/** The receipt: what was deleted, and when. */
export function dataDeletedEmail(
  to: Recipient,
  order: FulfilledOrder,
  deleted: { bytes: number | null; at: Date },
): MailMessage {
  return brandedEmail({
    to: to.email,
    subject: `Receipt: your data from order ${order.orderNumber} has been deleted`,
    firstName: to.firstName,
    paragraphs: [
      `The hosting of your data has ended, so we have deleted the archive of the data from your ${order.deviceName}. No copy is kept.`,
      'Keep this email as your receipt of the deletion.',
    ],
    facts: [
      ['Order number', order.orderNumber],
      ['Archive size', deleted.bytes === null ? 'Not recorded' : readableSize(deleted.bytes)],
      ['Deleted', dateTime(deleted.at)],
    ],
    button: { label: 'Open your order', url: order.orderUrl },
  });
}

export function erasureCompleteEmail(to: Recipient, order: FulfilledOrder, method: string): MailMessage {
  return brandedEmail({
    to: to.email,
    subject: `Your device has been erased: order ${order.orderNumber}`,
    firstName: to.firstName,
    paragraphs: [
      `We have erased your ${order.deviceName} to NIST SP 800-88 ${method}. The data on it cannot be recovered.`,
    ],
    facts: [
      ['Order number', order.orderNumber],
      ['Method', `NIST SP 800-88 ${method}`],
    ],
    button: { label: 'Open your order', url: order.orderUrl },
  });
}

export function certificateReadyEmail(
  to: Recipient,
  order: FulfilledOrder,
  certificate: { code: string; verifyUrl: string; method: string; replaces?: string },
): MailMessage {
  const paragraphs = certificate.replaces
    ? [
        `We have corrected the certificate of erasure of your ${order.deviceName}. The earlier certificate, ${certificate.replaces}, is revoked and its verification page now points to this one.`,
      ]
    : [
        `We have erased your ${order.deviceName} to NIST SP 800-88 ${certificate.method}, and your certificate of erasure is ready.`,
      ];
  return brandedEmail({
    to: to.email,
    subject: certificate.replaces
      ? `Your corrected certificate of erasure: order ${order.orderNumber}`
      : `Your certificate of erasure is ready: order ${order.orderNumber}`,
    firstName: to.firstName,
    paragraphs: [
      ...paragraphs,
      'Anyone you give the certificate code to can check it, and download the certificate, on its verification page.',
      `Your order: ${order.orderUrl}`,
    ],
    facts: [
      ['Order number', order.orderNumber],
      ['Certificate code', certificate.code],
    ],
    button: { label: 'View the certificate', url: certificate.verifyUrl },
  });
}
