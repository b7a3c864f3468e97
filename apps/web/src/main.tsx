import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
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
