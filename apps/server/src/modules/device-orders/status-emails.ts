import type { DeviceOrderStatus } from '@recircuit/contract';
import { emailLocale, type EmailKey, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../../lib/mail/branded-email.ts';
import { payoutMethodWords } from './hand-in-emails.ts';
import type { DeviceOrderRow } from './repository.ts';

/** What the owner is told at each staff step (docs/product.md, "Device orders"). */
const SAYS: Partial<Record<DeviceOrderStatus, EmailKey>> = {
  'Handed in': 'deviceOrder.handedIn',
  Received: 'deviceOrder.received',
  Wiped: 'deviceOrder.wiped',
  Completed: 'deviceOrder.completed',
};

export function deviceStepEmail(
  to: EmailRecipient,
  order: {
    orderNumber: string;
    deviceName: string;
    status: DeviceOrderStatus;
    orderUrl: string;
  } & Partial<Pick<DeviceOrderRow, 'classification' | 'paidPence' | 'payoutMethod'>>,
): MailMessage {
  const words = emailLocale(to.language);
  const status = words.deviceStatus(order.status);
  const params = { deviceName: order.deviceName, status };
  const paragraphs = [words.text(SAYS[order.status] ?? 'deviceOrder.otherStep', params)];
  // The last email of a sold or donated device says what really happened to it.
  if (order.status === 'Completed' && order.classification === 'donate')
    paragraphs.splice(0, 1, words.text('deviceOrder.completedDonated', params));
  if (order.status === 'Completed' && order.paidPence !== null && order.paidPence !== undefined) {
    const method = payoutMethodWords(to.language, order.payoutMethod ?? null);
    paragraphs.push(words.text('deviceOrder.completedPaid', { amount: words.money(order.paidPence), method }));
  }
  return brandedEmail({
    to,
    subject: words.text('deviceOrder.stepSubject', { orderNumber: order.orderNumber, status }),
    paragraphs,
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [words.text('common.device'), order.deviceName],
      [words.text('deviceOrder.status'), status],
    ],
    button: { label: words.text('common.seeOrder'), url: order.orderUrl },
  });
}
