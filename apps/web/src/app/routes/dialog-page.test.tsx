import '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { dialogs } from '../../lib/dialogs';
import { Providers } from '../providers';
import { DialogPage } from './dialog-page';

function renderAt(name: 'login' | 'language') {
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

  it('is the language page for a tap on the globe before the app ran', async () => {
    renderAt('language');
    expect(await screen.findByRole('heading', { name: 'Country and language' })).toBeTruthy();
    expect(dialogs.current()).toBe('language');
    dialogs.close();
  });
});
