import '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { dialogs } from '../../lib/dialogs';
import { Providers } from '../providers';
import { DialogPage } from './dialog-page';

function renderAt(name: 'login' | 'search') {
  const router = createMemoryRouter([{ path: '*', element: <DialogPage name={name} /> }]);
  return render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('a header control’s page', () => {
  it('opens its dialog when it opens, and again from its button once closed', async () => {
    const { unmount } = renderAt('login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(dialogs.current()).toBe('login');
    dialogs.close();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(dialogs.current()).toBe('login');
    unmount();
    expect(dialogs.current()).toBeNull();
  });

  it('is the search page for a search tapped before the app ran', async () => {
    renderAt('search');
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(dialogs.current()).toBe('search');
    dialogs.close();
  });
});
