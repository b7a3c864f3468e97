/** A small index.html as `vite build` writes it (its entry script, a preload, its sheet): for the rendered pages' tests. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en-GB" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <title>ReCircuit · Recycle</title>
    <meta
      name="description"
      content="The shell's description"
    />
    <meta property="og:title" content="The shell's title" />
    <script type="module" crossorigin src="/assets/index-App1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Re1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Css1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
