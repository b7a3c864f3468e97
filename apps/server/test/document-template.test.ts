import { describe, expect, it } from 'vitest';
import { documentTemplate } from '../src/modules/public-pages/document-template.ts';
import { BUILT_INDEX_HTML as INDEX_HTML } from './helpers/built-index-html.ts';

// docs/rendering.md, "The document": the built index.html is made into a template once per build.
const FILLED = {
  language: 'de-DE',
  head: '<title>Seite</title>',
  root: '<main>Hallo</main>',
  scripts: '<script src="/b.js"></script>',
};

describe('documentTemplate', () => {
  it("takes out what loads the shell and the shell's own head, and fills each slot once", () => {
    const template = documentTemplate(INDEX_HTML);
    expect(template.app).toBe('/assets/index-App1.js');
    expect(template.stylesheets).toEqual(['/assets/index-Css1.css']);
    const html = template.fill(FILLED);
    expect(html).toContain('<html lang="de-DE" data-mantine-color-scheme="light">');
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<title>Seite</title>\n  </head>');
    expect(html).toContain('<div id="root"><main>Hallo</main></div><script src="/b.js"></script>');
    for (const gone of ['ReCircuit · Recycle', "The shell's", 'index-App1', 'index-Css1', 'modulepreload'])
      expect(html).not.toContain(gone);
    expect(html).not.toContain('\0');
  });

  it('puts what a page brings in as it is, even text that looks like a replacement pattern', () => {
    const html = documentTemplate(INDEX_HTML).fill({ ...FILLED, root: "<p>$& $' $1 \0root\0</p>" });
    expect(html).toContain('<div id="root"><p>$& $\' $1 \0root\0</p></div>');
  });

  it('refuses an index.html without a module script or a place for the page', () => {
    expect(() => documentTemplate(INDEX_HTML.replace(/<script[^>]*><\/script>/, ''))).toThrow(/no module script/);
    expect(() => documentTemplate(INDEX_HTML.replace('<div id="root"></div>', '<div id="app"></div>'))).toThrow(
      /no place for the page's root, scripts/,
    );
    expect(() => documentTemplate(INDEX_HTML.replace('</head>', ''))).toThrow(/no place for the page's head/);
  });
});
