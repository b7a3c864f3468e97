import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import '../lib/i18n';
import { headWrittenByServer } from './document-head';
import { restorePageHead, usePageHead, type PageHead } from './page-head';
import { PageMeta } from './page-meta';

const og = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

function open(path: string, head?: PageHead) {
  function Page() {
    usePageHead(head ?? {});
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageMeta />
            <Outlet />
          </>
        ),
        children: [
          { path: '/about', handle: { page: 'about' }, Component: Page },
          { path: '/', handle: { page: 'home' }, Component: Page },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the head of each page', () => {
  it("comes from the route's page: title, description and OpenGraph tags", async () => {
    open('/about');
    await waitFor(() => expect(document.title).toBe('About us · ReCircuit'));
    // From the descriptions' own bundle, loaded before the head is written.
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Who we are and why ReCircuit helps people across the UK keep electronics out of landfill.',
    );
    expect(og('og:title')).toBe('About us');
    expect(og('og:type')).toBe('website');
    expect(og('og:url')).toBe(`${window.location.origin}/about`);
    expect(og('og:image')).toBeUndefined();
  });

  it('takes what the page adds from its data, and no later write puts the route title back', async () => {
    open('/about', {
      title: 'Why repair beats recycling',
      description: 'An article',
      type: 'article',
      image: '/a.webp',
    });
    await waitFor(() => expect(document.title).toBe('Why repair beats recycling · ReCircuit'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe('Why repair beats recycling · ReCircuit');
    expect(og('og:title')).toBe('Why repair beats recycling');
    expect(og('og:type')).toBe('article');
    expect(og('og:image')).toBe(`${window.location.origin}/a.webp`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('An article');
  });

  it("keeps the home page's title as it is, brand first", async () => {
    open('/', { image: '/icon-512.png' });
    await waitFor(() => expect(og('og:image')).toBe(`${window.location.origin}/icon-512.png`));
    expect(document.title).toBe('ReCircuit · Recycle, donate or sell your old electronics');
  });

  it("leaves a rendered page's head as the server wrote it, and writes the next page's", async () => {
    document.title = 'As the server wrote it';
    // As app/rendered-page.ts does before it hydrates.
    restorePageHead({ image: '/a.webp' });
    headWrittenByServer('/about', 'en-GB', { image: '/a.webp' });
    const { unmount } = open('/about', { image: '/a.webp' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('As the server wrote it');
    unmount();
    open('/');
    await waitFor(() => expect(document.title).toBe('ReCircuit · Recycle, donate or sell your old electronics'));
  });

  it("writes the error page's head when a rendered page fails in the browser", async () => {
    document.title = 'As the server wrote it';
    headWrittenByServer('/about', 'en-GB', null);
    open('/about', { page: 'error' });
    await waitFor(() => expect(document.title).toBe('Something went wrong · ReCircuit'));
  });
});
