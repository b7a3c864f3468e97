import { TZDate } from '@date-fns/tz';

/** London's clock, whatever time zone the server runs in: reports, "open now" and their days. */
const LONDON = 'Europe/London';

const pad = (value: number) => String(value).padStart(2, '0');

function dayParts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? NaN, (month ?? NaN) - 1, date ?? NaN];
}

/** London's date (YYYY-MM-DD) at `instant`. */
export function londonDate(instant: Date): string {
  const london = new TZDate(instant.getTime(), LONDON);
  return `${london.getFullYear()}-${pad(london.getMonth() + 1)}-${pad(london.getDate())}`;
}

/** The instant a London day (YYYY-MM-DD) begins. */
export function londonMidnight(day: string): Date {
  return new Date(new TZDate(...dayParts(day), LONDON).getTime());
}

/** The instant the London day after `day` begins. */
export function londonNextMidnight(day: string): Date {
  const [year, month, date] = dayParts(day);
  return new Date(new TZDate(year, month, date + 1, LONDON).getTime());
}

/**
 * A Date whose local fields are London's wall clock at `instant`, to the minute: for libraries
 * that read local fields (opening_hours).
 */
export function londonWallClock(instant: Date): Date {
  const london = new TZDate(instant.getTime(), LONDON);
  return new Date(london.getFullYear(), london.getMonth(), london.getDate(), london.getHours(), london.getMinutes());
}
