import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from './app-modal';

const wrapper = ({ children }: { children: ReactNode }) => <MantineProvider env="test">{children}</MantineProvider>;

function overlay(): Element {
  const element = document.querySelector('.mantine-Modal-overlay');
  if (!element) throw new Error('no overlay');
  return element;
}

describe('generic modal', () => {
  it('has a title, a labelled close button and a configurable width', async () => {
    const onClose = vi.fn();
    render(
      <AppModal opened onClose={onClose} title="Choose country & language" closeLabel="Close" width={640}>
        Body
      </AppModal>,
      { wrapper },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose country & language' });
    expect(dialog.textContent).toContain('Body');
    expect(document.querySelector('.mantine-Modal-root')?.getAttribute('style')).toContain('--modal-size: calc(40rem');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a backdrop click by default', async () => {
    const onClose = vi.fn();
    render(
      <AppModal opened onClose={onClose} title="Sign in" closeLabel="Close">
        Body
      </AppModal>,
      { wrapper },
    );
    await screen.findByRole('dialog');
    fireEvent.mouseDown(overlay());
    fireEvent.click(overlay());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click when asked', async () => {
    const onClose = vi.fn();
    render(
      <AppModal opened onClose={onClose} title="Search" closeLabel="Close" closeOnBackdrop>
        Body
      </AppModal>,
      { wrapper },
    );
    await screen.findByRole('dialog');
    fireEvent.mouseDown(overlay());
    fireEvent.click(overlay());
    expect(onClose).toHaveBeenCalled();
  });
});
