import { describe, expect, it } from 'vitest';
import { checkLocationQuery } from './location-query';

describe('checkLocationQuery', () => {
  it('normalises a full UK postcode', () => {
    expect(checkLocationQuery(' sw1a1aa ')).toEqual({ ok: true, query: 'SW1A 1AA' });
    expect(checkLocationQuery('M1 1AE')).toEqual({ ok: true, query: 'M1 1AE' });
  });

  it('accepts an outward code', () => {
    expect(checkLocationQuery('m1')).toEqual({ ok: true, query: 'M1' });
  });

  it('accepts a postcode sector', () => {
    expect(checkLocationQuery('sw1a 1')).toEqual({ ok: true, query: 'SW1A 1' });
    expect(checkLocationQuery('M1 1')).toEqual({ ok: true, query: 'M1 1' });
    expect(checkLocationQuery('sw1a1')).toEqual({ ok: true, query: 'SW1A 1' });
    expect(checkLocationQuery('SW1A 12')).toEqual({ ok: false, reason: 'badPostcode' });
  });

  it('accepts place names and addresses', () => {
    expect(checkLocationQuery('Manchester')).toEqual({ ok: true, query: 'Manchester' });
    expect(checkLocationQuery('10 Downing Street, London')).toEqual({ ok: true, query: '10 Downing Street, London' });
  });

  it('refuses a malformed postcode and empty input', () => {
    expect(checkLocationQuery('SW1A 1A')).toEqual({ ok: false, reason: 'badPostcode' });
    expect(checkLocationQuery('12345')).toEqual({ ok: true, query: '12345' });
    expect(checkLocationQuery('ZZ9 9ZZZ')).toEqual({ ok: false, reason: 'badPostcode' });
    expect(checkLocationQuery('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});
