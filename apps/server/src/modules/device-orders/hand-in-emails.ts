import { modelDisplayName, type Grade } from '@recircuit/contract';
import { emailLocale, type EmailKey, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../../lib/mail/branded-email.ts';
import type { DeviceOrderRow } from './repository.ts';

const METHOD_KEYS: Record<NonNullable<DeviceOrderRow['payoutMethod']>, EmailKey> = {
  cash: 'handIn.cash',
  'bank-transfer': 'handIn.bankTransfer',
  'store-credit': 'handIn.storeCredit',
};

/** A payout method in the owner's words ("cash", "bank transfer"…). */
export const payoutMethodWords = (language: EmailRecipient['language'], method: DeviceOrderRow['payoutMethod']) =>
  method ? emailLocale(language).text(METHOD_KEYS[method]) : '';

/**
 * What the owner is told once the counter has answered (docs/product.md, "At the counter"): the amount paid,
 * how and by whom for a sale; a thank-you naming the charity for a donation; a receipt for recycling; the
 * reason and the device's return for a declined revised offer.
 */
export function handInEmail(
  to: EmailRecipient,
  order: DeviceOrderRow,
  facts: { placeName: string; orderUrl: string },
): MailMessage {
  const words = emailLocale(to.language);
  const deviceName = modelDisplayName(order.brand, order.modelName);
  const params = {
    deviceName,
    orderNumber: order.orderNumber,
    place: facts.placeName,
    gradeFound: `${order.gradeFound} (${words.gradeName(order.gradeFound as Grade)})`,
    grade: `${order.grade} (${words.gradeName(order.grade as Grade)})`,
  };
  const lines: [string, string][] = [
    [words.text('common.orderNumber'), order.orderNumber],
    [words.text('common.device'), deviceName],
    [words.text('handIn.place'), facts.placeName],
  ];
  const revised = order.revisedPricePence === null ? undefined : words.money(order.revisedPricePence);
  let subject: string;
  const paragraphs: string[] = [];
  if (order.status === 'Cancelled') {
    subject = words.text('handIn.declinedSubject', params);
    paragraphs.push(
      revised === undefined
        ? words.text('handIn.declinedOffer', params)
        : words.text('handIn.declined', { ...params, revised }),
      words.text('handIn.returned'),
    );
  } else if (order.paidPence !== null) {
    const amount = words.money(order.paidPence);
    const method = payoutMethodWords(to.language, order.payoutMethod);
    subject = words.text('handIn.paidSubject', { ...params, amount });
    paragraphs.push(words.text('handIn.paid', { ...params, amount, method }));
    if (revised !== undefined) paragraphs.push(words.text('handIn.revisedAccepted', { ...params, revised }));
    lines.push([words.text('handIn.amountPaid'), amount], [words.text('handIn.paymentMethod'), method]);
  } else if (order.classification === 'donate') {
    subject = words.text('handIn.donatedSubject', params);
    paragraphs.push(words.text('handIn.donated', params));
  } else {
    subject = words.text('handIn.receivedSubject', params);
    paragraphs.push(words.text('handIn.received', params));
  }
  return brandedEmail({
    to,
    subject,
    paragraphs,
    facts: lines,
    button: { label: words.text('common.seeOrder'), url: facts.orderUrl },
  });
}
