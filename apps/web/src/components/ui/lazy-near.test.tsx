import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyNear, loadWaitingParts } from './lazy-near';

// jsdom has no layout: an observer that never sees the anchor come near, as for a part far below the fold.
class FarAway {
  observe() {}
  disconnect() {}
}

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

let anchor: HTMLElement;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FarAway);
  anchor = document.createElement('section');
  anchor.id = 'far-part';
  document.body.append(anchor);
});
afterEach(() => {
  anchor.remove();
  vi.unstubAllGlobals();
});

function show() {
  const Near = lazyNear('far-part', async () => ({ default: Part }));
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Near text="loaded" />
    </Suspense>,
  );
}

describe('a part that loads as the visitor comes near', () => {
  it('waits while its anchor is far away, and loads once the visitor leaves the page', async () => {
    show();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('waiting')).toBeTruthy();
    anchor.remove();
    await act(async () => loadWaitingParts());
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('loads when its anchor is touched', async () => {
    show();
    await act(async () => {
      anchor.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});
