import { GRADES, formatPounds, type Grade } from '@recircuit/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../data-orders/emails.ts';

type Recipient = { email: string; firstName: string };

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);

export function reviewStartedEmail(to: Recipient, order: { orderNumber: string; ordersUrl: string }): MailMessage {
  return brandedEmail({
    to: to.email,
    subject: `We are looking at your device: ${order.orderNumber}`,
    firstName: to.firstName,
    paragraphs: [
      'Our team has started to look at the device you described. We will email you once we know what it is.',
    ],
    facts: [['Order number', order.orderNumber]],
    button: { label: 'See your orders', url: order.ordersUrl },
  });
}

export function identifiedEmail(
  to: Recipient,
  order: {
    orderNumber: string;
    deviceName: string;
    grade: string;
    color: string;
    storage: number;
    pricePence: number;
    quoteExpiresAt: Date;
    continueUrl: string;
  },
): MailMessage {
  const grade = order.grade in GRADES ? `${order.grade} (${GRADES[order.grade as Grade]})` : order.grade;
  return brandedEmail({
    to: to.email,
    subject: `We have identified your device: ${order.deviceName}`,
    firstName: to.firstName,
    paragraphs: [
      `Thank you for waiting. The device you described is a ${order.deviceName}.`,
      `Our quote is ${formatPounds(order.pricePence / 100)}, valid until ${longDate(order.quoteExpiresAt)}. To go on, open the link below: it takes you to the recycling form with your device chosen, where you can check the details and place your order.`,
    ],
    facts: [
      ['Order number', order.orderNumber],
      ['Device', order.deviceName],
      ['Colour', order.color],
      ['Storage', `${order.storage} GB`],
      ['Condition', grade],
      ['Quote', formatPounds(order.pricePence / 100)],
    ],
    button: { label: 'Continue with your device', url: order.continueUrl },
  });
}

export function rejectedEmail(
  to: Recipient,
  order: { orderNumber: string; reason: string; ordersUrl: string },
): MailMessage {
  return brandedEmail({
    to: to.email,
    subject: `About the device you described: ${order.orderNumber}`,
    firstName: to.firstName,
    paragraphs: [
      'Thank you for telling us about your device. We are sorry: we cannot take it through ReCircuit.',
      `The reason: ${order.reason}`,
      'You can still find a recycling point near you for electricals on our locations page.',
    ],
    facts: [['Order number', order.orderNumber]],
    button: { label: 'See your orders', url: order.ordersUrl },
  });
}
