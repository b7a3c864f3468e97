import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own: each boundary is hydrated
 * and committed in tasks of its own, so no one task holds the page up for long (docs/rendering.md).
 * Nothing inside suspends once the page runs, so the empty fallback is never seen.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
