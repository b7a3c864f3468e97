import { PAGE_DATA_ELEMENT_ID, type DocumentHead, type RenderedPage } from '@recircuit/contract';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { PageAssets } from './page-assets.ts';

/** The head tags the page's own replace: title, description and OpenGraph. */
const PAGE_HEAD_TAGS = /\s*<title>[\s\S]*?<\/title>|\s*<meta\s+(?:name="description"|property="og:[\w:]+")[^>]*>/g;

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

/**
 * The whole document of a rendered page (docs/rendering.md), from the app's index.html: the
 * page's language, head and stylesheets, its markup in #root, and its data as a JSON block,
 * which the CSP allows (it is data, not script).
 */
export function pageDocument(template: string, page: RenderedPage, assets: PageAssets): string {
  const stylesheets = assets.stylesheets
    .map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`)
    .join('');
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonBlock(page.data)}</script>`;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.data.language)}"`)
    .replace(PAGE_HEAD_TAGS, '')
    .replace('</head>', () => `${headTags(page.head)}${stylesheets}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${data}`);
}
