import type { MailMessage } from '../../lib/mailer.ts';
import { escapeHtml } from '../accounts/emails.ts';

const BRAND_GREEN = '#11693f';

export interface BrandedEmail {
  to: string;
  subject: string;
  firstName: string;
  /** Plain sentences, the same in the text and the HTML part. */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Label and value pairs shown as a small table (order number, price…). */
  facts?: [string, string][];
}

/** A data-service email in the site's look, as HTML and as plain text. */
export function brandedEmail(email: BrandedEmail): MailMessage {
  const facts = email.facts ?? [];
  const text = [
    `Hello ${email.firstName},`,
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(facts.length ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(email.button ? [`${email.button.label}: ${email.button.url}`, ''] : []),
    'The ReCircuit team',
  ].join('\n');
  const factRows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#4a5a52">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f3f8f5;font-family:Arial,Helvetica,sans-serif;color:#1b2a22">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${BRAND_GREEN}">ReCircuit</p>
<p>Hello ${escapeHtml(email.firstName)},</p>
${email.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${factRows ? `<table role="presentation" style="margin:16px 0">${factRows}</table>` : ''}
${email.button ? `<p style="margin:28px 0"><a href="${escapeHtml(email.button.url)}" style="background:${BRAND_GREEN};color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(email.button.label)}</a></p>` : ''}
<p style="margin-top:32px">The ReCircuit team</p>
</td></tr></table></body></html>`;
  return { to: email.to, subject: email.subject, text, html };
}

export interface OrderFacts {
  orderNumber: string;
  serviceLabel: string;
  deviceName: string;
  price: string;
  orderUrl: string;
}

const factsOf = (order: OrderFacts): [string, string][] => [
  ['Order number', order.orderNumber],
  ['Service', order.serviceLabel],
  ['Device', order.deviceName],
  ['Price', order.price],
];

export function orderPlacedEmail(to: { email: string; firstName: string }, order: OrderFacts, paid: boolean) {
  return brandedEmail({
    to: to.email,
    subject: `Your ReCircuit data-service order ${order.orderNumber}`,
    firstName: to.firstName,
    paragraphs: paid
      ? [
          'Thank you for your order. It is waiting for payment: once the payment is confirmed we start work and email you.',
        ]
      : ['Thank you for your order. There is nothing to pay: we have started work and will email you when it is done.'],
    facts: factsOf(order),
    button: { label: 'See your order', url: order.orderUrl },
  });
}

export function paymentReceivedEmail(
  to: { email: string; firstName: string },
  order: OrderFacts,
  payment: { amount: string; extraMonths: number },
) {
  return brandedEmail({
    to: to.email,
    subject: `Payment received for ${order.orderNumber}`,
    firstName: to.firstName,
    paragraphs:
      payment.extraMonths > 0
        ? [
            `We have received your payment of ${payment.amount} for ${payment.extraMonths} more month${payment.extraMonths === 1 ? '' : 's'} of hosting.`,
          ]
        : [`We have received your payment of ${payment.amount}. Your order is now being processed.`],
    facts: factsOf(order),
    button: { label: 'See your order', url: order.orderUrl },
  });
}

/** The secure link: to the order page behind the owner's sign-in, never to a file. */
export function secureLinkEmail(
  to: { email: string; firstName: string },
  order: { orderNumber: string; orderUrl: string },
) {
  return brandedEmail({
    to: to.email,
    subject: `Your secure link to order ${order.orderNumber}`,
    firstName: to.firstName,
    paragraphs: [
      'Here is the link to your data-service order you asked for. You will be asked to sign in to see it.',
      'If you did not ask for this link, you can ignore this email: the order can only be seen by signing in to your account.',
    ],
    facts: [['Order number', order.orderNumber]],
    button: { label: 'Open your order', url: order.orderUrl },
  });
}
