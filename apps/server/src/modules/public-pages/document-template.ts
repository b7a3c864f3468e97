/** The places a rendered page fills in the app's index.html. */
export type DocumentSlot = 'language' | 'head' | 'root' | 'scripts';

/** The app's index.html, read once at start into what a rendered page's document is made of. */
export interface DocumentTemplate {
  /** The site path of the app's entry script, which the shell loads directly. */
  app: string;
  /** The site paths of the entry's stylesheets. */
  stylesheets: string[];
  /** The document with each slot filled in. */
  fill(slots: Record<DocumentSlot, string>): string;
}

/** The head tags a page replaces with its own: title, description and OpenGraph. */
const PAGE_HEAD_TAGS = /\s*<title>[\s\S]*?<\/title>|\s*<meta\s+(?:name="description"|property="og:[\w:]+")[^>]*>/g;
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
// No HTML file holds a NUL, so it marks the slots unambiguously.
const mark = (slot: DocumentSlot) => `\0${slot}\0`;
const SLOTS: DocumentSlot[] = ['language', 'head', 'root', 'scripts'];

/**
 * Makes the built index.html into a template (docs/rendering.md, "The document"): the tags Vite
 * adds to load the app (its entry script, preloads and stylesheets) and those a page replaces
 * come out, and a slot marks each place a page fills. Done once per build, so a page is put
 * together by filling the slots, with no pattern run over its markup. An index.html that lacks
 * one of those places is a build the server cannot render with: it throws.
 */
export function documentTemplate(indexHtml: string): DocumentTemplate {
  const app = MODULE_SCRIPT.exec(indexHtml)?.[1];
  if (!app) throw new Error("the app's index.html has no module script");
  const stylesheets = [...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  const marked = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${mark('language')}"`)
    .replace(PAGE_HEAD_TAGS, '')
    .replace(STYLESHEET_LINK, '')
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${mark('head')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${mark('root')}</div>${mark('scripts')}`);
  // Split on the marks, the pieces alternate: text, a slot's name, text, ...
  const pieces = marked.split('\0');
  const missing = SLOTS.filter(
    (slot) => pieces.filter((piece, index) => index % 2 === 1 && piece === slot).length !== 1,
  );
  if (missing.length > 0) throw new Error(`the app's index.html has no place for the page's ${missing.join(', ')}`);
  return {
    app,
    stylesheets,
    fill: (slots) => pieces.map((piece, index) => (index % 2 === 1 ? slots[piece as DocumentSlot] : piece)).join(''),
  };
}
