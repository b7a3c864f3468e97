import { describe, expect, it } from 'vitest';
import type { Partner } from '@recircuit/contract';
import { chosenPlace, milesOf, nearOf, placeKindFor, placeOptions, sortedPayouts } from './places';

const partner = (partnerId: string, distanceKm: number | null = null): Partner => ({
  partnerId,
  name: `${partnerId} (demo)`,
  kind: 'trade-in',
  logoUrl: '',
  website: '',
  description: '',
  demo: true,
  address: '1 High Street, London',
  postcode: 'N1 1AA',
  latitude: null,
  longitude: null,
  openingHours: 'Mo-Sa 09:00-17:30',
  openNow: null,
  payoutMethods: ['cash'],
  distanceKm,
});

describe('the places an owner chooses among', () => {
  it('lists only the partners that made an offer, best offer first without a postcode', () => {
    const options = placeOptions(
      [partner('a'), partner('b'), partner('c')],
      [
        { partnerId: 'a', partner: 'A', price: 40 },
        { partnerId: 'c', partner: 'C', price: 55.5 },
      ],
    );
    expect(options.map((option) => [option.partnerId, option.offer])).toEqual([
      ['c', 55.5],
      ['a', 40],
    ]);
  });

  it("keeps the server's nearest-first order once a postcode gave distances", () => {
    const options = placeOptions(
      [partner('far', 1.2), partner('near', 8)],
      [
        { partnerId: 'far', partner: 'Far', price: 10 },
        { partnerId: 'near', partner: 'Near', price: 90 },
      ],
    );
    expect(options.map((option) => option.partnerId)).toEqual(['far', 'near']);
  });

  it('lists every partner without offers (drop-off points, specialists, charities), with no amount', () => {
    const options = placeOptions([partner('x'), partner('y')]);
    expect(options.map((option) => [option.partnerId, option.offer])).toEqual([
      ['x', null],
      ['y', null],
    ]);
  });

  it('finds the chosen place only while it is offered', () => {
    const options = placeOptions([partner('x')]);
    expect(chosenPlace(options, 'x')?.partnerId).toBe('x');
    expect(chosenPlace(options, 'gone')).toBeNull();
    expect(chosenPlace(options, null)).toBeNull();
  });

  it('maps each journey to its kind of place', () => {
    expect(placeKindFor('current')).toBe('trade-in');
    expect(placeKindFor('rare')).toBe('specialist');
    expect(placeKindFor('recycle')).toBe('drop-off');
    expect(placeKindFor('donate')).toBe('charity');
  });

  it('reads a typed postcode, shows miles and orders payout methods', () => {
    expect(nearOf('  sw1a   1aa ')).toBe('SW1A 1AA');
    expect(nearOf('   ')).toBeUndefined();
    expect(milesOf(10)).toBe(6.2);
    expect(sortedPayouts(['store-credit', 'cash'])).toEqual(['cash', 'store-credit']);
  });
});
