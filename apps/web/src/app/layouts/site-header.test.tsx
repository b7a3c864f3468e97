import '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STORAGE_KEYS } from '@recircuit/contract';
import { dialogs } from '../../lib/dialogs';
import { Providers } from '../providers';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', Component: SiteHeader }], { initialEntries: ['/articles'] });
  return render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('site header', () => {
  it('has the logo, the main navigation and labelled buttons when signed out', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'ReCircuit home' }).getAttribute('href')).toBe('/');

    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Recycle now', '/recycle-now'],
      ['Data service', '/data-service'],
      ['Recycling locations', '/locations'],
      ['Service', '/#service-section'],
      ['Articles', '/articles'],
      ['About us', '/about'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Articles' }).getAttribute('aria-current')).toBe('page');

    for (const name of ['Choose country and language', 'Search', 'Sign in', 'Open menu']) {
      expect(within(banner).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('makes each control a link to its own page, for a tap before the app runs (docs/rendering.md)', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    const names = ['Choose country and language', 'Search', 'Sign in', 'Open menu'];
    expect(names.map((name) => within(banner).getByRole('button', { name }).getAttribute('href'))).toEqual([
      '/language',
      '/search',
      '/login',
      '/menu',
    ]);
  });

  it('opens the dialog instead of following the link once the app runs, by click, Enter or Space', () => {
    renderHeader();
    const search = screen.getByRole('button', { name: 'Search' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    search.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dialogs.current()).toBe('search');
    dialogs.close();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Choose country and language' }), { key: ' ' });
    expect(dialogs.current()).toBe('language');
    dialogs.close();
  });

  it('opens the mobile menu with the links, Sign In and Create Account', async () => {
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Recycle now', 'Data service', 'Recycling locations', 'Service', 'Articles', 'About us']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(menu).queryByRole('link', { name: 'My Orders' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('shows the account menu instead of the sign-in button when signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7, email: 'sam.jones@example.com' }));
    renderHeader();
    expect(await screen.findByRole('button', { name: /sam\.jones/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /sam\.jones/ }));
    expect((await screen.findByRole('menuitem', { name: 'My Orders' })).getAttribute('href')).toBe('/user/orders');
  });
});
