import { useSyncExternalStore } from 'react';
import { renderScope } from './render-scope';

let renderedYear: number | undefined;

/** The year a page was rendered with on the server, so the browser's first render matches it (docs/rendering.md). */
export function setRenderedYear(year: number): void {
  renderedYear = year;
}

const thisYear = () => new Date().getFullYear();
const unchanging = () => () => {};

/** This year; while hydrating a server-rendered page, the year it was rendered with (then this year). */
export function useCurrentYear(): number {
  return useSyncExternalStore(unchanging, thisYear, () => renderScope()?.year ?? renderedYear ?? thisYear());
}
