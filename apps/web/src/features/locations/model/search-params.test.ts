import { describe, expect, it } from 'vitest';
import {
  hasSearch,
  radiusChoices,
  readAccepts,
  readLocationParams,
  roundPosition,
  writeLocationParams,
} from './search-params';

describe('readLocationParams', () => {
  it('reads the query, the radius and the accepts filter', () => {
    const params = new URLSearchParams('q=  M1   1AE &radius=25&accepts=phones,batteries');
    expect(readLocationParams(params)).toEqual({ q: 'M1 1AE', radius: 25, accepts: ['batteries', 'phones'] });
  });

  it('falls back to 10 miles and no filter on missing or out-of-range values', () => {
    expect(readLocationParams(new URLSearchParams(''))).toEqual({ q: '', radius: 10, accepts: [] });
    for (const radius of ['0', '51', 'far', '-5', 'Infinity']) {
      expect(readLocationParams(new URLSearchParams({ radius })).radius, radius).toBe(10);
    }
    expect(readLocationParams(new URLSearchParams({ radius: '7.5' })).radius).toBe(7.5);
  });

  it('drops unknown and repeated accepts values', () => {
    expect(readAccepts('tvs,fridges,tvs, phones')).toEqual(['phones', 'tvs']);
    expect(readAccepts(null)).toEqual([]);
  });

  it('cuts the query at 100 characters', () => {
    expect(readLocationParams(new URLSearchParams({ q: 'x'.repeat(150) })).q).toHaveLength(100);
  });
});

describe('a search from a position', () => {
  it('reads lat and lng, rounded to about 100 m, when there is no query', () => {
    expect(readLocationParams(new URLSearchParams('lat=53.480812&lng=-2.242631&radius=5'))).toEqual({
      q: '',
      position: { lat: 53.481, lng: -2.243 },
      radius: 5,
      accepts: [],
    });
    expect(hasSearch(readLocationParams(new URLSearchParams('lat=53.48&lng=-2.24')))).toBe(true);
  });

  it('ignores half a position, one out of range, and a position beside a query', () => {
    for (const query of ['lat=53.48', 'lat=53.48&lng=', 'lat=91&lng=0', 'lat=north&lng=-2', 'lat=53&lng=181']) {
      expect(readLocationParams(new URLSearchParams(query)).position, query).toBeUndefined();
      expect(hasSearch(readLocationParams(new URLSearchParams(query))), query).toBe(false);
    }
    expect(readLocationParams(new URLSearchParams('q=M1&lat=53.48&lng=-2.24'))).toEqual({
      q: 'M1',
      radius: 10,
      accepts: [],
    });
  });

  it('writes lat and lng in place of a query, and round-trips', () => {
    const search = { q: '', position: { lat: 51.501, lng: -0.142 }, radius: 25, accepts: [] };
    expect(writeLocationParams(search).toString()).toBe('lat=51.501&lng=-0.142&radius=25');
    expect(readLocationParams(writeLocationParams(search))).toEqual(search);
    expect(roundPosition({ lat: 51.50149, lng: -0.14151 })).toEqual({ lat: 51.501, lng: -0.142 });
  });
});

describe('writeLocationParams', () => {
  it('leaves the defaults out and keeps the filters in the contract order', () => {
    expect(writeLocationParams({ q: 'Bristol', radius: 10, accepts: [] }).toString()).toBe('q=Bristol');
    expect(writeLocationParams({ q: 'SW1A 1AA', radius: 50, accepts: ['tvs', 'phones'] }).toString()).toBe(
      'q=SW1A+1AA&radius=50&accepts=phones%2Ctvs',
    );
  });

  it('round-trips through readLocationParams', () => {
    const search = { q: 'EH1', radius: 5, accepts: ['small-electricals' as const, 'computers' as const] };
    expect(readLocationParams(writeLocationParams(search))).toEqual(search);
  });
});

describe('radiusChoices', () => {
  it('offers 5, 10, 25 and 50 miles, plus a radius from a shared link', () => {
    expect(radiusChoices(10)).toEqual([5, 10, 25, 50]);
    expect(radiusChoices(15)).toEqual([5, 10, 15, 25, 50]);
  });
});
