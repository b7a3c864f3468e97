import '../lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { routes } from './router';

const site = {
  contactEmail: 'hello@recircuit.example',
  contactPhone: '020 7946 0321',
  version: '1.2.3',
  company: { name: 'ReCircuit Demo Ltd (demo)', number: '00000000 (demo)', address: '1 Example Street (demo)' },
  hub: {
    name: 'ReCircuit Data Hub (demo)',
    addressLines: ['Leeds'],
    postcode: 'LS1 4DY',
    openingHours: 'Mo-Fr 09:00-17:30',
  },
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/proxy/site') {
        return new Response(JSON.stringify({ code: 200, message: 'success', data: site }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response('', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app shell', () => {
  it('renders the home page in the header and footer, with the contact details from the server', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Give your old tech a second life' })).toBeTruthy();
    const service = document.getElementById('service-section');
    if (!service) throw new Error('no #service-section');
    expect(within(service).getByRole('link', { name: 'Recycle now' }).getAttribute('href')).toBe('/recycle-now');
    expect(within(service).getByRole('link', { name: 'Data service' }).getAttribute('href')).toBe('/data-service');
    expect(screen.getByRole('main').id).toBe('main-content');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(site.contactEmail)).toBeTruthy();
    expect(within(footer).getByText(site.contactPhone)).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: 'The ReCircuit team' })).toBeTruthy();
    expect(document.title).toBe('ReCircuit · Recycle, donate or sell your old electronics');
  });

  it('titles each page and describes it', async () => {
    renderAt('/recycle-now');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recycle now' })).toBeTruthy();
    expect(document.title).toBe('Recycle now · ReCircuit');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Choose your device type to recycle, donate or sell it with ReCircuit.',
    );
  });

  it('shows a real not-found page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found · ReCircuit');
  });

  it('shows /device-info from a QR code (with its token) without header and footer', async () => {
    renderAt('/device-info?userId=u1&deviceId=d1&t=token');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('keeps the site frame on /device-info opened from My Orders', async () => {
    renderAt('/device-info?userId=u1&deviceId=d1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('sends /user and /recycle on to their first page', async () => {
    const router = renderAt('/user');
    // Signed out, the guard stands in for the page: /user is really guarded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Please sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/info');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
  });
});
