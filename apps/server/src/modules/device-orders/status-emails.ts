import type { DeviceOrderStatus } from '@recircuit/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../data-orders/emails.ts';

/** What the owner is told at each staff step (docs/product.md, "Device orders"). */
const SAYS: Partial<Record<DeviceOrderStatus, (device: string) => string>> = {
  'Handed in': (device) =>
    `Your ${device} has been handed in. Thank you: we will let you know when it reaches our hub.`,
  Received: (device) => `Your ${device} has arrived at our hub. Next, we erase the data on it.`,
  Wiped: (device) => `The data on your ${device} has been erased. Next, it goes on to be reused or recycled.`,
  Completed: (device) =>
    `Your order is complete: your ${device} has gone on to be reused or recycled responsibly. Thank you for recycling with ReCircuit.`,
};

export function deviceStepEmail(
  to: { email: string; firstName: string },
  order: { orderNumber: string; deviceName: string; status: DeviceOrderStatus; orderUrl: string },
): MailMessage {
  const says = SAYS[order.status] ?? ((device: string) => `Your ${device} order is now ${order.status}.`);
  return brandedEmail({
    to: to.email,
    subject: `Your order ${order.orderNumber} is now ${order.status}`,
    firstName: to.firstName,
    paragraphs: [says(order.deviceName)],
    facts: [
      ['Order number', order.orderNumber],
      ['Device', order.deviceName],
      ['Status', order.status],
    ],
    button: { label: 'See your order', url: order.orderUrl },
  });
}
