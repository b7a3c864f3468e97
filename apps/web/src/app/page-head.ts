import { createContext, useContext, useEffect } from 'react';
import type { PageKey } from './route-handle';

/**
 * What a page adds to its route's head (the route's `handle.page` gives the title and
 * description from `pages.<key>`): a title and description from its data (an article),
 * another page's words (the error page), or a share image. PageMeta merges and writes it.
 */
export interface PageHead {
  /** Use this page's words instead of the route's. */
  page?: PageKey;
  /** The page's own title, without the site name. */
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  /** A site path or absolute URL of the share image. */
  image?: string;
  imageAlt?: string;
}

let current: PageHead | null = null;
const listeners = new Set<() => void>();

export const pageHeadStore = {
  get: (): PageHead | null => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** A server-rendered page's head, in place before it hydrates (docs/rendering.md). */
export function restorePageHead(head: PageHead | null) {
  current = head;
}

function set(head: PageHead | null) {
  current = head;
  for (const listener of listeners) listener();
}

/**
 * Where a page rendered on the server puts what it adds to the head: effects do not run there
 * (docs/rendering.md). Absent in the browser.
 */
export const ServerPageHead = createContext<((head: PageHead) => void) | null>(null);

/** Called by a page with what it knows about itself; forgotten when the page goes. */
export function usePageHead(head: PageHead) {
  const key = JSON.stringify(head);
  useContext(ServerPageHead)?.(head);
  useEffect(() => {
    const mine = JSON.parse(key) as PageHead;
    set(mine);
    return () => {
      if (current === mine) set(null);
    };
  }, [key]);
}
