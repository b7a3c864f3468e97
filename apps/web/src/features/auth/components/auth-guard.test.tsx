import '../../../lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { dialogs } from '../../../lib/dialogs';
import { markSessionChecked, saveSession } from '../../../lib/signed-in-user';
import { AuthGuard } from './auth-guard';

function renderGuard() {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/user/orders?x=1']}>
        <AuthGuard>
          <p>secret page</p>
        </AuthGuard>
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  dialogs.close();
  markSessionChecked(false);
});

describe('AuthGuard', () => {
  it('shows nothing of the page while the session is being checked', () => {
    saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    renderGuard();
    expect(screen.queryByText('secret page')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Checking');
  });

  it('shows the page to a confirmed session', () => {
    saveSession({ userId: 'u1', username: 'ada', email: 'ada@example.org' });
    markSessionChecked();
    renderGuard();
    expect(screen.getByText('secret page')).toBeTruthy();
    expect(dialogs.current()).toBeNull();
  });

  it('asks a signed-out visitor to sign in and remembers the page asked for', () => {
    markSessionChecked();
    renderGuard();
    expect(screen.queryByText('secret page')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Please sign in' })).toBeTruthy();
    expect(dialogs.current()).toBe('login');
    expect(dialogs.options().returnTo).toBe('/user/orders?x=1');
  });
});
