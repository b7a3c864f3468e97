import { GRADES, type Grade } from '@recircuit/contract';
import { emailLocale, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../../lib/mail/branded-email.ts';

export function reviewStartedEmail(to: EmailRecipient, order: { orderNumber: string; ordersUrl: string }): MailMessage {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('unknownDevice.reviewSubject', { orderNumber: order.orderNumber }),
    paragraphs: [words.text('unknownDevice.reviewStarted')],
    facts: [[words.text('common.orderNumber'), order.orderNumber]],
    button: { label: words.text('common.seeOrders'), url: order.ordersUrl },
  });
}

export function identifiedEmail(
  to: EmailRecipient,
  order: {
    orderNumber: string;
    deviceName: string;
    grade: string;
    color: string;
    storage: number;
    /** Null for a rare model: no catalogue price, a specialist partner values it. */
    pricePence: number | null;
    quoteExpiresAt: Date | null;
    continueUrl: string;
  },
): MailMessage {
  const words = emailLocale(to.language);
  const grade =
    order.grade in GRADES
      ? words.text('unknownDevice.grade', { grade: order.grade, name: words.gradeName(order.grade as Grade) })
      : order.grade;
  const price = order.pricePence === null ? null : words.money(order.pricePence);
  return brandedEmail({
    to,
    subject: words.text('unknownDevice.identifiedSubject', { deviceName: order.deviceName }),
    paragraphs: [
      words.text('unknownDevice.identifiedIs', { deviceName: order.deviceName }),
      price === null || order.quoteExpiresAt === null
        ? words.text('unknownDevice.identifiedRare')
        : words.text('unknownDevice.identifiedQuote', { price, date: words.date(order.quoteExpiresAt) }),
    ],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [words.text('common.device'), order.deviceName],
      // The colour is the catalogue's name for it (often the maker's own), so it stays as it is.
      [words.text('unknownDevice.colour'), order.color],
      [words.text('unknownDevice.storage'), words.text('size.gigabytes', { value: order.storage })],
      [words.text('unknownDevice.condition'), grade],
      ...(price === null ? [] : [[words.text('unknownDevice.quote'), price] as [string, string]]),
    ],
    button: { label: words.text('unknownDevice.continueButton'), url: order.continueUrl },
  });
}

export function rejectedEmail(
  to: EmailRecipient,
  order: { orderNumber: string; reason: string; ordersUrl: string },
): MailMessage {
  const words = emailLocale(to.language);
  return brandedEmail({
    to,
    subject: words.text('unknownDevice.rejectedSubject', { orderNumber: order.orderNumber }),
    paragraphs: [
      words.text('unknownDevice.rejectedSorry'),
      words.text('unknownDevice.rejectedReason', { reason: order.reason }),
      words.text('unknownDevice.rejectedElsewhere'),
    ],
    facts: [[words.text('common.orderNumber'), order.orderNumber]],
    button: { label: words.text('common.seeOrders'), url: order.ordersUrl },
  });
}
