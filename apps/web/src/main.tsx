import './lib/zod-jitless';
// Mantine's layer order and global styles; each component's CSS comes with the files that render it (docs/web-app.md, "Styles").
import './lib/mantine-css/layers.css';
import './lib/mantine-css/global.css';
import './app/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { changeLanguage, DEFAULT_LANGUAGE, startingLanguage } from './lib/i18n';
import { App } from './app/app';
import { readRenderedPage } from './app/rendered-page';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * A page the server rendered (docs/rendering.md) hydrates once its words, route modules and
 * data are here, inside one Suspense boundary so React hydrates it in small slices.
 */
async function hydrate(root: HTMLElement, rendered: NonNullable<ReturnType<typeof readRenderedPage>>) {
  const { router, queryClient } = await rendered.prepare();
  hydrateRoot(
    root,
    <StrictMode>
      <Suspense fallback={null}>
        <App router={router} queryClient={queryClient} />
      </Suspense>
    </StrictMode>,
  );
}

const rendered = readRenderedPage();
if (rendered) {
  void hydrate(container, rendered).catch(() => render(container));
} else {
  // Another language's words arrive before the first paint, so the page never flashes in English;
  // if they cannot be fetched, the page shows in English rather than not at all.
  const language = startingLanguage();
  if (language === DEFAULT_LANGUAGE) render(container);
  else
    void changeLanguage(language).then(
      () => render(container),
      () => render(container),
    );
}
