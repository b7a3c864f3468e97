import { renderScope } from '../render-scope';

/** How every API call leaves: the browser's fetch, or the server's own answer while it renders a page. */
export const send = (url: string, init: RequestInit): Promise<Response> => (renderScope()?.send ?? fetch)(url, init);
