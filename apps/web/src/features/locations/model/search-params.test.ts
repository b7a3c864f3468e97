import { describe, expect, it } from 'vitest';
import { radiusChoices, readAccepts, readLocationParams, writeLocationParams } from './search-params';

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
