import OpeningHours from 'opening_hours';

const LONDON_WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/**
 * The opening_hours library reads a Date's local fields; this Date's local fields are London's
 * wall clock at `instant`, whatever time zone the server runs in.
 */
export function londonWallClock(instant: Date): Date {
  // One answer asks for the same instant once per point.
  if (lastClock && lastClock.instant === instant.getTime()) return new Date(lastClock.wall);
  const wall = wallClockOf(instant);
  lastClock = { instant: instant.getTime(), wall: wall.getTime() };
  return wall;
}

let lastClock: { instant: number; wall: number } | undefined;

function wallClockOf(instant: Date): Date {
  const part = Object.fromEntries(LONDON_WALL_CLOCK.formatToParts(instant).map(({ type, value }) => [type, value]));
  return new Date(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute));
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
    const clock = londonWallClock(instant);
    if (hours.getUnknown(clock)) return null;
    return hours.getState(clock);
  } catch {
    return null;
  }
}
