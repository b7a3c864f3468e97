import { describeOpeningHours, modelDisplayName } from '@recircuit/contract';
import { emailLocale, type EmailLocale, type EmailRecipient } from '../../lib/i18n/email-words.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { PartnerRow } from '../catalogue/service.ts';
import { brandedEmail } from '../../lib/mail/branded-email.ts';
import type { DeviceOrderRow } from './repository.ts';

export interface PlacedOrder {
  order: DeviceOrderRow;
  /** The chosen place (every new order has one). */
  place: PartnerRow | undefined;
  /** Until when the QR works: the quote's expiry, or 14 days for a rare device or a donation. */
  validUntil: Date;
  /** The order's page in My Orders: the QR and the slip are there; the link carries no secret. */
  orderUrl: string;
}

/** What the owner is told they get: the partner's offer, a price set at the counter, or nothing. */
function opening(words: EmailLocale, placed: PlacedOrder, deviceName: string, place: string): string {
  const { order } = placed;
  if (order.classification === 'current') {
    const amount = words.money(order.offerPence ?? order.pricePence ?? 0);
    return words.text('devicePlaced.sell', { place, amount, deviceName });
  }
  return words.text(`devicePlaced.${order.classification}`, { place, deviceName });
}

function payment(words: EmailLocale, order: DeviceOrderRow): [string, string] {
  if (order.classification === 'current') {
    return [words.text('devicePlaced.offer'), words.money(order.offerPence ?? order.pricePence ?? 0)];
  }
  const says = { rare: 'valuedAtCounter', recycle: 'free', donate: 'donation' } as const;
  return [words.text('devicePlaced.payment'), words.text(`devicePlaced.${says[order.classification]}`)];
}

/**
 * The order-placed email (docs/product.md, "The QR stays with the order"): where to take the device,
 * when it is open, what the owner gets for it, until when, and what to bring; in the owner's language.
 */
export function orderPlacedEmail(to: EmailRecipient, placed: PlacedOrder): MailMessage {
  const words = emailLocale(to.language);
  const { order, place } = placed;
  const deviceName = modelDisplayName(order.brand, order.modelName);
  const placeName = place?.name ?? '';
  const date = words.date(placed.validUntil);
  const address = place ? [place.address, place.postcode].filter(Boolean).join(', ') : '';
  const hours = place ? describeOpeningHours(place.openingHours, to.language) : null;
  return brandedEmail({
    to,
    subject: words.text('devicePlaced.subject', { orderNumber: order.orderNumber, deviceName, place: placeName }),
    paragraphs: [
      opening(words, placed, deviceName, placeName),
      words.text(order.classification === 'current' ? 'devicePlaced.handInByQuote' : 'devicePlaced.handInBy', { date }),
      words.text('devicePlaced.whatToBring'),
      ...(place?.demo ? [words.text('devicePlaced.demo', { place: placeName })] : []),
    ],
    facts: [
      [words.text('common.orderNumber'), order.orderNumber],
      [words.text('common.device'), deviceName],
      [words.text('devicePlaced.place'), placeName],
      [words.text('devicePlaced.address'), address],
      [words.text('devicePlaced.openingHours'), hours ?? words.text('devicePlaced.hoursUnknown')],
      payment(words, order),
      [words.text('devicePlaced.handInByLabel'), date],
    ],
    button: { label: words.text('common.seeOrder'), url: placed.orderUrl },
  });
}
