import type { DeviceOrderStatus } from '@recircuit/contract';
import { emailLocale, type EmailKey, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../data-orders/emails.ts';

/** What the owner is told at each staff step (docs/product.md, "Device orders"). */
const SAYS: Partial<Record<DeviceOrderStatus, EmailKey>> = {
  'Handed in': 'deviceOrder.handedIn',
  Received: 'deviceOrder.received',
  Wiped: 'deviceOrder.wiped',
  Completed: 'deviceOrder.completed',
};

export function deviceStepEmail(
  to: EmailRecipient,
  order: { orderNumber: string; deviceName: string; status: DeviceOrderStatus; orderUrl: string },
): MailMessage {
  const words = emailLocale(to.language);
  const status = words.deviceStatus(order.status);
  return brandedEmail({
    to,
    subject: words.text('deviceOrder.stepSubject', { orderNumber: order.orderNumber, status }),
    paragraphs: [words.text(SAYS[order.status] ?? 'deviceOrder.otherStep', { deviceName: order.deviceName, status })],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [words.text('common.device'), order.deviceName],
      [words.text('deviceOrder.status'), status],
    ],
    button: { label: words.text('common.seeOrder'), url: order.orderUrl },
  });
}
