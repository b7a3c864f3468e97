import { lazy, type ComponentType } from 'react';

/** What a visitor does in a part they are about to use. */
const USES = ['focusin', 'pointerdown', 'submit'] as const;

/** The parts still waiting for their anchor, each as the call that stops the wait. */
const waiting = new Set<() => void>();

/**
 * Loads every part still waiting for its anchor: called once the visitor moves to another page (app/router.tsx). The
 * anchor they watched is gone then, and React keeps a lazy part's first load for good, so a part left waiting would
 * never show when the visitor came back to the page.
 */
export function loadWaitingParts(): void {
  for (const done of [...waiting]) done();
}

/** Resolves once the element `anchorId` nears the viewport or is used; at once when there is none yet. */
function near(anchorId: string): Promise<void> {
  const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
  if (!anchor || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: '50% 0px',
    });
    function done() {
      waiting.delete(done);
      observer.disconnect();
      for (const type of USES) anchor?.removeEventListener(type, done, true);
      resolve();
    }
    waiting.add(done);
    observer.observe(anchor);
    for (const type of USES) anchor.addEventListener(type, done, true);
  });
}

/**
 * A part low on a server-rendered page whose code loads once the visitor comes near it (docs/rendering.md, "Before
 * it hydrates"): when the element `anchorId` (marked `data-loads-near`) is within half a screen of the viewport, or
 * is touched, focused or sent. Until then its Suspense boundary keeps the server's markup, and a form in it is held
 * by the boot script (AppForm). Rendered on the server, or in the browser before the anchor exists, it loads at once.
 */
export function lazyNear<Props>(anchorId: string, load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() => near(anchorId).then(load));
}
