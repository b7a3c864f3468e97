import {
  PLACE_KIND_FOR,
  type DeviceOrderKind,
  type Partner,
  type PartnerKind,
  type PayoutMethod,
  type Quote,
} from '@recircuit/contract';

/** One place the owner may choose before submitting: the partner, and its offer for a current device. */
export interface PlaceOption extends Partner {
  /** The partner's offer in pounds (current devices only). */
  offer: number | null;
}

/** The owner's choice: one of the places, or by post to the hub (docs/product.md, "Hand-in by post"). */
export type PlaceChoice = PlaceOption | 'post';

/** The radio value of the post choice (partner ids are never this word). */
export const BY_POST = 'post';

/** What save-device is sent for a choice: the partner, or `handIn: 'post'` with no partner. */
export function handInOf(choice: PlaceChoice): { handIn: 'place'; partnerId: string } | { handIn: 'post' } {
  return choice === BY_POST ? { handIn: 'post' } : { handIn: 'place', partnerId: choice.partnerId };
}

/** Which kind of partner each journey chooses among (DOMAIN.md, "Hand-in, payment to the owner, and donations"). */
export function placeKindFor(kind: DeviceOrderKind): PartnerKind {
  return PLACE_KIND_FOR[kind];
}

/**
 * The places to choose from. With `offers` (a current device's quote) only partners that made an offer are
 * listed, each with its amount; the partners' details come from /api/partners. When the owner gave a postcode the
 * server's order (nearest first) is kept; otherwise a current device's best offer comes first.
 */
export function placeOptions(partners: readonly Partner[], offers?: Quote['partnerOffers']): PlaceOption[] {
  const byDistance = partners.some((partner) => partner.distanceKm !== null);
  if (!offers) return partners.map((partner) => ({ ...partner, offer: null }));
  const offerOf = new Map(offers.map((offer) => [offer.partnerId, offer.price]));
  const options = partners
    .filter((partner) => offerOf.has(partner.partnerId))
    .map((partner) => ({ ...partner, offer: offerOf.get(partner.partnerId) ?? null }));
  return byDistance ? options : options.sort((a, b) => (b.offer ?? 0) - (a.offer ?? 0));
}

/** The chosen place, if it is still among the options (a new postcode may not drop it, but a new quote may). */
export function chosenPlace(options: readonly PlaceOption[], partnerId: string | null): PlaceOption | null {
  return options.find((option) => option.partnerId === partnerId) ?? null;
}

/** A postcode the owner typed, as `near` takes it: trimmed and upper case, or undefined when empty. */
export function nearOf(postcode: string): string | undefined {
  const trimmed = postcode.trim().toUpperCase().replace(/\s+/g, ' ');
  return trimmed === '' ? undefined : trimmed.slice(0, 10);
}

/** Kilometres to miles, to one decimal, as the locations page shows distances. */
export function milesOf(km: number): number {
  return Math.round(km * 0.621371 * 10) / 10;
}

/** The payout methods in a fixed order, so every card lists them alike. */
export function sortedPayouts(methods: readonly PayoutMethod[]): PayoutMethod[] {
  const order: PayoutMethod[] = ['cash', 'bank-transfer', 'store-credit'];
  return order.filter((method) => methods.includes(method));
}
