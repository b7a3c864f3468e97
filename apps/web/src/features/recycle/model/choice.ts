/** The chooser at /recycle-now (docs/web-app.md, "Routes and pages"): none, recycle, current, rare, unknown. */
export const CHOICES = ['recycle', 'current', 'rare', 'unknown'] as const;
export type Choice = (typeof CHOICES)[number];

/** Clicking the chosen one clears it; clicking another chooses it instead. */
export function toggleChoice(current: Choice | null, clicked: Choice): Choice | null {
  return current === clicked ? null : clicked;
}

/** Recycle and current go to /recycle/recycle, rare and unknown to their own pages. */
export function routeForChoice(choice: Choice): string {
  switch (choice) {
    case 'recycle':
    case 'current':
      return '/recycle/recycle';
    case 'rare':
      return '/recycle/rare';
    case 'unknown':
      return '/recycle/unknown';
  }
}
