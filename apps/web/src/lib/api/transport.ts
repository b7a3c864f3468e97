type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/** The server renders public pages with their calls answered in its own process (docs/rendering.md). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** How every API call leaves: the browser's fetch, or the server's own answer while it renders a page. */
export const send: Transport = (url, init) => transport(url, init);
