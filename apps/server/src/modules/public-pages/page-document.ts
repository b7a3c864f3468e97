import { PAGE_DATA_ELEMENT_ID, type DocumentHead, type RenderedPage } from '@recircuit/contract';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { DocumentTemplate } from './document-template.ts';
import type { PageAssets } from './page-assets.ts';

function headTags(head: DocumentHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content === undefined ? '' : `\n    <meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `\n    <title>${escapeHtml(head.documentTitle)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:site_name', 'ReCircuit'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.image ? head.imageAlt : undefined),
    meta('property', 'og:locale', head.locale),
  ].join('');
}

/** JSON inside a script element: `<` escaped so no `</script>` or `<!--` can end it early. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Reads a built stylesheet by its site path ("/assets/x.css"). */
export type ReadStylesheet = (path: string) => string;

/** What the document is assembled from, besides the page itself. */
export interface DocumentParts {
  /** The app's index.html, as a template. */
  template: DocumentTemplate;
  /** The boot script's source, which imports the app from the first paint on (boot-script.ts). */
  boot: string;
  /** The site paths of the chunks the app's entry imports, in order. */
  appChunks: string[];
  readStylesheet: ReadStylesheet;
}

/**
 * The whole document of a rendered page (docs/rendering.md): the app's index.html with the
 * page's language and head; every stylesheet its first paint needs, inline, so nothing but the
 * document stands before it (the CSP allows inline styles, not scripts); its markup in #root;
 * its data as a JSON block (data, not script); and the boot script, inline at the end of the head
 * (the CSP names its hash), which imports the app once the page has painted.
 */
export function pageDocument(
  page: RenderedPage,
  assets: PageAssets,
  { template, boot, appChunks, readStylesheet }: DocumentParts,
) {
  const sheets = [...template.stylesheets, ...assets.stylesheets];
  const css = sheets
    .map(readStylesheet)
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
  // Stylesheets already inline are marked present (disabled links are not fetched), so the
  // app's chunk loader does not add them again, which would restyle the whole page.
  const present = sheets
    .map((href) => `\n    <link rel="stylesheet" crossorigin disabled href="${escapeHtml(href)}" />`)
    .join('');
  // The boot script fetches these once the page has painted: a script asked for earlier, even at
  // low priority, counts towards the largest paint in Lighthouse's model (docs/rendering.md).
  const attributes = {
    app: template.app,
    before: appChunks.join(' '),
    modules: [...new Set([...appChunks, template.app, ...assets.scripts])].join(' '),
  };
  const dataset = Object.entries(attributes)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonBlock(page.data)}</script>`;
  return template.fill({
    language: escapeHtml(page.data.language),
    head: `${headTags(page.head)}\n    <style>${css}</style>${present}\n    <script${dataset}>${boot}</script>`,
    root: page.html,
    scripts: `\n    ${data}`,
  });
}
