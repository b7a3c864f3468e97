import OpeningHours from 'opening_hours';
import { londonWallClock } from './london-time.ts';

/** The last instant's wall clock: one answer asks for the same instant once per point. */
let lastClock: { instant: number; wall: number } | undefined;

function wallClockAt(instant: Date): Date {
  if (lastClock && lastClock.instant === instant.getTime()) return new Date(lastClock.wall);
  const wall = londonWallClock(instant);
  lastClock = { instant: instant.getTime(), wall: wall.getTime() };
  return wall;
}

// Bank holidays differ between the nations; a point's postcode area says which nation it is in.
const SCOTTISH_AREAS = new Set('AB DD DG EH FK G HS IV KA KW KY ML PA PH TD ZE'.split(' '));
const WELSH_AREAS = new Set('CF LD LL NP SA'.split(' '));

function nationOf(postcode: string | null): string {
  const area = /^[A-Z]{1,2}/.exec(postcode ?? '')?.[0] ?? '';
  if (SCOTTISH_AREAS.has(area)) return 'Scotland';
  if (WELSH_AREAS.has(area)) return 'Wales';
  if (area === 'BT') return 'Northern Ireland';
  return 'England';
}

const MAX_PARSED = 5_000;
const parsed = new Map<string, OpeningHours | null>();

function hoursOf(text: string, nation: string): OpeningHours | null {
  const key = `${nation}\n${text}`;
  const known = parsed.get(key);
  if (known !== undefined) return known;
  let hours: OpeningHours | null;
  try {
    hours = new OpeningHours(text, { address: { country_code: 'gb', state: nation } } as never);
  } catch {
    hours = null;
  }
  if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value as string);
  parsed.set(key, hours);
  return hours;
}

/**
 * Whether a point with these OpenStreetMap opening hours is open at `instant` in UK time; null
 * when the hours are unknown, unreadable, or leave it open to question ("by appointment").
 */
export function openAt(openingHours: string | null, postcode: string | null, instant: Date): boolean | null {
  if (!openingHours) return null;
  const hours = hoursOf(openingHours, nationOf(postcode));
  if (!hours) return null;
  try {
    const clock = wallClockAt(instant);
    if (hours.getUnknown(clock)) return null;
    return hours.getState(clock);
  } catch {
    return null;
  }
}
