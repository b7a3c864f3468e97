/** A London calendar day as YYYY-MM-DD. */
export function londonDay(moment: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** The report form starts on the last 30 days, today included. */
export function defaultPeriod(now: Date): { from: string; to: string } {
  const from = new Date(now.getTime() - 29 * 86_400_000);
  return { from: londonDay(from), to: londonDay(now) };
}
