import type { ArticleBlock, SiteSearchResult } from '@recircuit/contract';

export interface SearchableDocument {
  kind: 'article' | 'page';
  title: string;
  url: string;
  text: string;
}

const SNIPPET_RADIUS = 70;

export function blocksToText(blocks: ArticleBlock[]): string {
  return blocks
    .map((block) => ('text' in block ? block.text : 'items' in block ? block.items.join(' ') : ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * What site search makes of a query: lower case, runs of spaces as one. Both its page and its
 * device search depend on nothing else, so equal keys give equal answers.
 */
export const siteSearchKey = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds documents containing every word of the query (any case); title matches first.
 * Each result carries a snippet around the first match and the [start, end) ranges of
 * the words in it, so the page can highlight them without trusting any HTML.
 */
export function searchDocuments(
  documents: SearchableDocument[],
  query: string,
  limit: number,
): SiteSearchResult['pages'] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0) return [];
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'gi');
  const scored = documents
    .map((document) => {
      const haystack = `${document.title} ${document.text}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) return undefined;
      const titleHits = words.filter((word) => document.title.toLowerCase().includes(word)).length;
      return { document, score: titleHits * 10 + (document.kind === 'page' ? 1 : 0) };
    })
    .filter((entry): entry is { document: SearchableDocument; score: number } => entry !== undefined)
    .sort((a, b) => b.score - a.score);

  return scored.slice(0, limit).map(({ document }) => {
    const text = document.text;
    const first = text.toLowerCase().search(pattern);
    const start = first < 0 ? 0 : Math.max(0, first - SNIPPET_RADIUS);
    const end = Math.min(text.length, (first < 0 ? 0 : first) + SNIPPET_RADIUS * 2);
    const snippet = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
    const highlights: [number, number][] = [];
    for (const match of snippet.matchAll(pattern)) highlights.push([match.index, match.index + match[0].length]);
    return { kind: document.kind, title: document.title, url: document.url, snippet, highlights };
  });
}
