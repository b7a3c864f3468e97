import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { dialogs } from '../../../lib/dialogs';
import { changeLanguage, DEFAULT_LANGUAGE, loadBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { register } from '../api/register';
import RegisterDialog from './register-dialog';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));
vi.mock('../api/register', () => ({ register: vi.fn() }));

afterEach(async () => {
  vi.clearAllMocks();
  dialogs.close();
  await changeLanguage(DEFAULT_LANGUAGE);
});

/** Registers the name given; the API answers with its own (SPEC's) message, as the server does. */
async function registerAs(firstName: string, lastName: string) {
  vi.mocked(register).mockResolvedValue({
    code: 200,
    message: `user ${firstName} ${lastName} Registration successful`,
    data: { userId: 'u1', username: 'new', email: 'new@example.org' },
  });
  await loadBundles(['auth']);
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <RegisterDialog opened />
      </MemoryRouter>
    </MantineProvider>,
  );
  const [first, last, email] = await screen.findAllByRole('textbox');
  fireEvent.change(first!, { target: { value: firstName } });
  fireEvent.change(last!, { target: { value: lastName } });
  fireEvent.change(email!, { target: { value: 'new@example.org' } });
  fireEvent.change(document.querySelector('input[type="password"]')!, { target: { value: 'Recycle2026' } });
  fireEvent.click(screen.getAllByRole('checkbox')[0]!);
  fireEvent.submit(document.querySelector('form')!);
  await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
  return vi.mocked(toast.success).mock.calls[0]![0];
}

describe('RegisterDialog', () => {
  it('welcomes the new owner in a sentence, not "user Alice Newcomer Registration successful"', async () => {
    const words = await registerAs('Alice', 'Newcomer');
    expect(words).toBe('Welcome, Alice Newcomer! Your account is ready: sign in to continue.');
    expect(dialogs.current()).toBe('login');
  });

  it('welcomes in the reader’s language, a Chinese name family name first', async () => {
    await changeLanguage('zh-CN');
    expect(await registerAs('小明', '王')).toBe('王小明，欢迎您！您的账户已创建，请登录后继续。');
  });

  it('welcomes in French with a no-break space before the exclamation mark', async () => {
    await changeLanguage('fr-FR');
    expect(await registerAs('Alice', 'Newcomer')).toBe(
      'Bienvenue, Alice Newcomer\u00a0! Votre compte est prêt\u00a0: connectez-vous pour continuer.',
    );
  });
});
