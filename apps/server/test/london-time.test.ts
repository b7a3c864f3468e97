import { describe, expect, it } from 'vitest';
import { londonDate, londonWallClock } from '../src/lib/london-time.ts';

// London's clock (lib/london-time.ts, on @date-fns/tz); its midnights are checked with the report
// that counts by them (admin-report.test.ts).

const wall = (iso: string) => {
  const clock = londonWallClock(new Date(iso));
  return [clock.getFullYear(), clock.getMonth() + 1, clock.getDate(), clock.getHours(), clock.getMinutes()];
};

describe("London's clock", () => {
  it("gives London's date, which is a day ahead of UTC's late on a summer evening", () => {
    expect(londonDate(new Date('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
    expect(londonDate(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(londonDate(new Date('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
  });

  it('reads the wall clock in winter, in summer and either side of the clocks changing', () => {
    expect(wall('2026-01-15T09:30:00Z')).toEqual([2026, 1, 15, 9, 30]);
    expect(wall('2026-07-01T09:30:00Z')).toEqual([2026, 7, 1, 10, 30]);
    expect(wall('2026-03-29T00:59:00Z')).toEqual([2026, 3, 29, 0, 59]);
    expect(wall('2026-03-29T01:00:00Z')).toEqual([2026, 3, 29, 2, 0]);
    expect(wall('2026-10-25T00:59:00Z')).toEqual([2026, 10, 25, 1, 59]);
    expect(wall('2026-10-25T01:00:00Z')).toEqual([2026, 10, 25, 1, 0]);
  });
});
