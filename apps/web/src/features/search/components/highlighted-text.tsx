import type { ReactNode } from 'react';

/** `text` with the given [start, end) ranges wrapped in <mark>; ranges are clipped, sorted and merged. */
export function highlightParts(
  text: string,
  ranges: readonly (readonly [number, number])[],
): { text: string; marked: boolean }[] {
  const clean = ranges
    .map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const parts: { text: string; marked: boolean }[] = [];
  let cursor = 0;
  // Marked runs that touch are joined into one <mark>.
  for (const [start, end] of clean) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) parts.push({ text: text.slice(cursor, from), marked: false });
    const last = parts.at(-1);
    if (last?.marked && from === cursor) last.text += text.slice(from, end);
    else parts.push({ text: text.slice(from, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false });
  return parts;
}

export function HighlightedText({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  return (
    <>
      {highlightParts(text, ranges).map((part, index): ReactNode =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
