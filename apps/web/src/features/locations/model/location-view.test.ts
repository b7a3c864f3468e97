import { describe, expect, it } from 'vitest';
import { acceptsOf, directionsUrl, roundMiles, websiteUrl } from './location-view';

describe('roundMiles', () => {
  it('keeps one decimal place', () => {
    expect(roundMiles(0.44)).toBe(0.4);
    expect(roundMiles(0.45)).toBe(0.5);
    expect(roundMiles(12.96)).toBe(13);
  });
});

describe('acceptsOf', () => {
  it('keeps confirmed and usually accepted apart, in the contract order', () => {
    expect(
      acceptsOf({
        accepts: ['tvs', 'batteries', 'small-electricals', 'phones'],
        acceptsConfirmed: ['phones', 'batteries'],
      }),
    ).toEqual({ confirmed: ['batteries', 'phones'], usually: ['small-electricals', 'tvs'] });
  });

  it('counts a confirmed value even when accepts leaves it out', () => {
    expect(acceptsOf({ accepts: [], acceptsConfirmed: ['computers'] })).toEqual({
      confirmed: ['computers'],
      usually: [],
    });
  });
});

describe('links', () => {
  it('gives directions to the point', () => {
    expect(directionsUrl({ lat: 53.4794, lng: -2.2453 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=53.479400%2C-2.245300',
    );
  });

  it('links websites over http(s) only', () => {
    expect(websiteUrl('www.manchester.gov.uk/tips')).toBe('https://www.manchester.gov.uk/tips');
    expect(websiteUrl('http://example.org')).toBe('http://example.org/');
    expect(websiteUrl('javascript:alert(1)')).toBeNull();
    expect(websiteUrl('  ')).toBeNull();
    expect(websiteUrl(null)).toBeNull();
  });
});
