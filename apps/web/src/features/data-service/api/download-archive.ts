import { buildUrl } from '../../../lib/api';

/** GET /api/data-retrieval/order/{id}/download: a 302 to the archive's link, valid 24 hours. */
export function archiveDownloadUrl(orderId: string): string {
  return buildUrl(`/api/data-retrieval/order/${encodeURIComponent(orderId)}/download`);
}

/** The refusal in a page the frame shows instead of downloading (the API's JSON envelope), if it is one. */
export function refusalOf(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code !== 'number' || body.code === 200) return null;
    return typeof body.message === 'string' && body.message ? body.message : String(body.code);
  } catch {
    return null;
  }
}

/**
 * Starts the download in a hidden frame: the browser follows the 302 to the archive (on this
 * site or on S3) and saves it, and the endpoint is asked once, so the download log gets one
 * entry. A download leaves the frame empty; a refusal (409, an expired session) loads the
 * API's JSON into it, which is read and passed to `onRefused`. Returns the clean-up.
 * Why not fetch: see docs/web-app.md, "Data service pages".
 */
export function downloadInFrame(url: string, title: string, onRefused: (message: string) => void): () => void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.addEventListener('load', () => {
    let text: string | null = null;
    try {
      text = frame.contentDocument?.body?.textContent ?? null;
    } catch {
      // A page from elsewhere cannot be read; a download never loads one.
    }
    const refusal = refusalOf(text);
    if (refusal) onRefused(refusal);
  });
  frame.src = url;
  document.body.append(frame);
  return () => frame.remove();
}
