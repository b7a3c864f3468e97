/**
 * The carousel's rules (docs/web-app.md, "Carousels"): 1, 2, 3 or 4 items per view at viewport
 * widths under 640, under 768, under 1024 and above; 200 px items; it advances one item at a
 * time and wraps around.
 */
export const CAROUSEL_BREAKPOINTS = [
  { below: 640, perView: 1 },
  { below: 768, perView: 2 },
  { below: 1024, perView: 3 },
] as const;
export const CAROUSEL_MAX_PER_VIEW = 4;

export function itemsPerView(viewportWidth: number): number {
  for (const step of CAROUSEL_BREAKPOINTS) if (viewportWidth < step.below) return step.perView;
  return CAROUSEL_MAX_PER_VIEW;
}

/** The last index a view can start at: a view never shows empty space after the last item. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

export function nextIndex(index: number, count: number, perView: number): number {
  const last = lastStart(count, perView);
  return index >= last ? 0 : index + 1;
}

export function previousIndex(index: number, count: number, perView: number): number {
  const last = lastStart(count, perView);
  return index <= 0 ? last : Math.min(index - 1, last);
}
