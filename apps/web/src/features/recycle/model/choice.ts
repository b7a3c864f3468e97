/**
 * The chooser at /recycle-now (docs/web-app.md, "Routes and pages"): none, or one of SPEC.md's four (recycle, current,
 * rare, unknown), or donate beside them (DOMAIN.md, "Donate").
 */
export const CHOICES = ['recycle', 'current', 'rare', 'unknown', 'donate'] as const;
export type Choice = (typeof CHOICES)[number];

/** Clicking the chosen one clears it; clicking another chooses it instead. */
export function toggleChoice(current: Choice | null, clicked: Choice): Choice | null {
  return current === clicked ? null : clicked;
}

/** Recycle and current go to /recycle/recycle, rare, unknown and donate to their own pages. */
export function routeForChoice(choice: Choice): string {
  switch (choice) {
    case 'recycle':
    case 'current':
      return '/recycle/recycle';
    case 'rare':
      return '/recycle/rare';
    case 'unknown':
      return '/recycle/unknown';
    case 'donate':
      return '/recycle/donate';
  }
}
