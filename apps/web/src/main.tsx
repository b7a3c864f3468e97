import './lib/zod-jitless';
// Mantine's layer order and global styles; each component's CSS comes with the files that render it (docs/web-app.md, "Styles").
import './lib/mantine-css/layers.css';
import './lib/mantine-css/global.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { changeLanguage, DEFAULT_LANGUAGE, startingLanguage } from './lib/i18n';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Another language's words arrive before the first paint, so the page never flashes in English;
// if they cannot be fetched, the page shows in English rather than not at all.
const language = startingLanguage();
if (language === DEFAULT_LANGUAGE) render(container);
else
  void changeLanguage(language).then(
    () => render(container),
    () => render(container),
  );
