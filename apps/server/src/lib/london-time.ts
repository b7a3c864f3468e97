const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far London's wall clock is ahead of UTC at `instant`, in ms (0 in winter, an hour in summer). */
function londonOffset(instant: number): number {
  const values = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(values.year),
    Number(values.month) - 1,
    Number(values.day),
    Number(values.hour),
    Number(values.minute),
    Number(values.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** London's date (YYYY-MM-DD) at `instant`. */
export function londonDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(instant);
}

/**
 * The instant a London day (YYYY-MM-DD) begins. The clocks change at 01:00 UTC, so at UTC
 * midnight London still keeps the offset its own midnight had.
 */
export function londonMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - londonOffset(utcMidnight));
}

/** The instant the London day after `day` begins. */
export function londonNextMidnight(day: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return londonMidnight(next);
}
