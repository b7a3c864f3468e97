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
 * Text as search compares it: lower case and without accents ("Réparer" → "reparer"), one
 * UTF-16 unit for one, so an index into the folded text is an index into the text.
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const bare = lower.normalize('NFD').replace(/\p{M}+/gu, '');
    folded += bare.length === char.length ? bare : lower.length === char.length ? lower : char;
  }
  return folded;
}

/** Chinese (and Japanese) is written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const chineseWords = new Intl.Segmenter('zh-CN', { granularity: 'word' });

/**
 * The words of a query, in lower case: split at spaces, and a run of Chinese split into its
 * words ("旧手机回收" → 旧, 手机, 回收), each of which must then appear.
 */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .flatMap((word) =>
      CJK.test(word)
        ? [...chineseWords.segment(word)].filter((part) => part.isWordLike).map((part) => part.segment)
        : [word],
    )
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

interface Prepared {
  title: string;
  haystack: string;
  text: string;
}
interface PreparedDocument {
  lower: Prepared;
  folded: Prepared;
}

function prepare(document: SearchableDocument, fold: (text: string) => string): Prepared {
  const title = fold(document.title);
  const text = fold(document.text);
  return { title, text, haystack: `${title} ${text}` };
}

/** Documents are made once at start; their lower-case and folded text is worked out once, on first search. */
const prepared = new WeakMap<SearchableDocument, PreparedDocument>();
function preparedOf(document: SearchableDocument): PreparedDocument {
  let entry = prepared.get(document);
  if (!entry) {
    entry = { lower: prepare(document, (text) => text.toLowerCase()), folded: prepare(document, foldForSearch) };
    prepared.set(document, entry);
  }
  return entry;
}

const patternOf = (words: string[], flags: string) =>
  words.length > 0 ? new RegExp(words.map(escapeRegExp).join('|'), flags) : undefined;

export interface SearchOptions {
  /**
   * Whether a word typed without accents also finds it with them ("securite" finds "sécurité"),
   * for the languages other than en-GB. A word typed with accents is always matched as typed.
   */
  foldAccents?: boolean;
}

/**
 * Finds documents containing every word of the query (any case); title matches first.
 * Each result carries a snippet around the first match and the [start, end) ranges of
 * the words in it, so the page can highlight them without trusting any HTML.
 */
export function searchDocuments(
  documents: SearchableDocument[],
  query: string,
  limit: number,
  { foldAccents = false }: SearchOptions = {},
): SiteSearchResult['pages'] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  // Words matched accent-blind, on the folded text; the others (every word in en-GB) in lower case.
  const bare = foldAccents ? words.filter((word) => foldForSearch(word) === word) : [];
  const exact = words.filter((word) => !bare.includes(word));
  const exactPattern = patternOf(exact, 'gi');
  const barePattern = patternOf(bare, 'g');
  const scored = documents
    .map((document) => {
      const { lower, folded } = preparedOf(document);
      const found = (word: string) => (bare.includes(word) ? folded : lower).haystack.includes(word);
      if (!words.every(found)) return undefined;
      const inTitle = (word: string) => (bare.includes(word) ? folded : lower).title.includes(word);
      const titleHits = words.filter(inTitle).length;
      return { document, score: titleHits * 10 + (document.kind === 'page' ? 1 : 0) };
    })
    .filter((entry): entry is { document: SearchableDocument; score: number } => entry !== undefined)
    .sort((a, b) => b.score - a.score);

  return scored.slice(0, limit).map(({ document }) => {
    const text = document.text;
    const { lower, folded } = preparedOf(document);
    const firsts = [
      exactPattern ? lower.text.search(exactPattern) : -1,
      barePattern ? folded.text.search(barePattern) : -1,
    ].filter((index) => index >= 0);
    const first = firsts.length > 0 ? Math.min(...firsts) : -1;
    const start = first < 0 ? 0 : Math.max(0, first - SNIPPET_RADIUS);
    const end = Math.min(text.length, (first < 0 ? 0 : first) + SNIPPET_RADIUS * 2);
    const snippet = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
    const matches: [number, number][] = [];
    if (exactPattern) {
      for (const match of snippet.matchAll(exactPattern)) matches.push([match.index, match.index + match[0].length]);
    }
    if (barePattern) {
      for (const match of foldForSearch(snippet).matchAll(barePattern)) {
        matches.push([match.index, match.index + match[0].length]);
      }
    }
    // In the order they appear, none overlapping the one before.
    const highlights: [number, number][] = [];
    for (const range of matches.sort((a, b) => a[0] - b[0])) {
      if (range[0] >= (highlights.at(-1)?.[1] ?? 0)) highlights.push(range);
    }
    return { kind: document.kind, title: document.title, url: document.url, snippet, highlights };
  });
}
