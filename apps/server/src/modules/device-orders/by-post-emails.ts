import { describeOpeningHours, modelDisplayName, type Grade, type Hub } from '@recircuit/contract';
import { emailLocale, type EmailLocale, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { brandedEmail } from '../../lib/mail/branded-email.ts';
import { isSold } from './post-steps.ts';
import type { DeviceOrderRow } from './repository.ts';

/** What happened to an order sent by post, for its email. */
export type PostEvent =
  | { kind: 'placed'; validUntil: Date; hub: Hub }
  | { kind: 'arrived' }
  | { kind: 'inspected'; hasBankDetails: boolean }
  | { kind: 'declined' }
  | { kind: 'paid'; accountEnd: string; reference: string };

const gradeWords = (words: EmailLocale, grade: string | null) =>
  grade === null ? '' : `${grade} (${words.gradeName(grade as Grade)})`;

function placed(words: EmailLocale, order: DeviceOrderRow, deviceName: string, event: { validUntil: Date }) {
  const amount = words.money(order.offerPence ?? order.pricePence ?? 0);
  const opening =
    order.classification === 'current'
      ? words.text('byPost.sell', { amount, deviceName })
      : words.text(`byPost.${order.classification}`, { deviceName });
  return [
    opening,
    ...(order.quoteExpiresAt ? [words.text('byPost.sendBy', { date: words.date(event.validUntil) })] : []),
    words.text('byPost.howToSend'),
    ...(isSold(order) ? [words.text('byPost.bankDetails')] : []),
  ];
}

function inspected(words: EmailLocale, order: DeviceOrderRow, params: Record<string, string>, hasBankDetails: boolean) {
  const due = order.payoutDuePence;
  if (!isSold(order)) return [words.text('byPost.inspectedNoPay', params)];
  const paragraphs =
    due !== null
      ? [words.text('byPost.inspectedAsDeclared', { ...params, amount: words.money(due) })]
      : [
          words.text(order.classification === 'rare' ? 'byPost.inspectedValued' : 'byPost.inspectedLower', {
            ...params,
            revised: words.money(order.revisedPricePence ?? 0),
          }),
        ];
  return hasBankDetails ? paragraphs : [...paragraphs, words.text('byPost.addBankDetails')];
}

/**
 * The owner's email at each step of a hand-in by post (docs/product.md, "Hand-in by post"), in their
 * language: where to send it, that it arrived, what the inspection found, the cancellation, the payment.
 */
export function postStepEmail(
  to: EmailRecipient,
  order: DeviceOrderRow,
  event: PostEvent,
  orderUrl: string,
): MailMessage {
  const words = emailLocale(to.language);
  const deviceName = modelDisplayName(order.brand, order.modelName);
  const params = {
    deviceName,
    orderNumber: order.orderNumber,
    grade: gradeWords(words, order.grade),
    gradeFound: gradeWords(words, order.gradeFound),
  };
  const facts: [string, string][] = [
    [words.text('common.orderNumber'), order.orderNumber],
    [words.text('common.device'), deviceName],
  ];
  let subject: string;
  let paragraphs: string[];
  switch (event.kind) {
    case 'placed': {
      subject = words.text('byPost.placedSubject', params);
      paragraphs = placed(words, order, deviceName, event);
      const hours = describeOpeningHours(event.hub.openingHours, to.language) ?? event.hub.openingHours;
      facts.push(
        [words.text('byPost.to'), [event.hub.name, ...event.hub.addressLines, event.hub.postcode].join(', ')],
        [words.text('byPost.openingHours'), hours],
      );
      break;
    }
    case 'arrived':
      subject = words.text('byPost.arrivedSubject', params);
      paragraphs = [words.text('byPost.arrived', params)];
      break;
    case 'inspected':
      subject = words.text('byPost.inspectedSubject', params);
      paragraphs = inspected(words, order, params, event.hasBankDetails);
      facts.push([words.text('byPost.gradeFound'), params.gradeFound]);
      break;
    case 'declined': {
      const address = order.returnAddress;
      const written = address ? [address.line1, address.line2, address.town, address.postcode] : [];
      subject = words.text('byPost.declinedSubject', params);
      paragraphs = [words.text('byPost.declined', { ...params, address: written.filter(Boolean).join(', ') })];
      break;
    }
    case 'paid': {
      const amount = words.money(order.paidPence ?? 0);
      subject = words.text('byPost.paidSubject', { ...params, amount });
      paragraphs = [words.text('byPost.paid', { amount, accountEnd: event.accountEnd, reference: event.reference })];
      facts.push([words.text('byPost.amount'), amount], [words.text('byPost.reference'), event.reference]);
      break;
    }
  }
  return brandedEmail({
    to,
    subject,
    paragraphs,
    facts,
    button: { label: words.text('common.seeOrder'), url: orderUrl },
  });
}
