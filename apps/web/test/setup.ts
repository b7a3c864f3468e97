// Shared set-up for the web unit tests (jsdom).
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { BUNDLES, loadBundles } from '../src/lib/i18n';

// Pages and dialogs load their message bundles before they render; unit tests render them directly.
await loadBundles(BUNDLES);

// Testing Library only cleans up by itself when test globals are on; they are not here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lacks these browser APIs that Mantine relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

// React Router's scroll restoration calls window.scrollTo, which jsdom does not implement.
window.scrollTo = () => undefined;
