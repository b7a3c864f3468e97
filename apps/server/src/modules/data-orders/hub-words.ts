import { describeOpeningHours, type Hub, type ReturnAddress } from '@recircuit/contract';
import type { EmailLocale } from '../../lib/i18n/email-words.ts';

/** The hub and a return address on one line, as the emails write them. */
export const hubLine = (hub: Hub) => [hub.name, ...hub.addressLines, hub.postcode].join(', ');
export const addressLine = (address: ReturnAddress) =>
  [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ');

/** Where to send the device, when the hub is open (in words), and where the postage label is. */
export function hubParagraphs(words: EmailLocale, hub: Hub, order: { deviceName: string; labelUrl: string }): string[] {
  const hours = describeOpeningHours(hub.openingHours, words.language) ?? hub.openingHours;
  return [
    words.text('dataHub.sendTo', { deviceName: order.deviceName, hub: hubLine(hub) }),
    words.text('dataHub.openingHours', { hours }),
    words.text('dataHub.label', { url: order.labelUrl }),
  ];
}
