/** How long an order has waited, in the largest whole unit that fits: minutes, hours or days. */
export type AgeUnit = 'minutes' | 'hours' | 'days';

export function ageOf(seconds: number): { unit: AgeUnit; count: number } {
  const safe = Math.max(0, Math.floor(seconds));
  if (safe < 3600) return { unit: 'minutes', count: Math.floor(safe / 60) };
  if (safe < 86_400) return { unit: 'hours', count: Math.floor(safe / 3600) };
  return { unit: 'days', count: Math.floor(safe / 86_400) };
}
