import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Z_INDEX_MODAL, Z_INDEX_TOAST } from '@recircuit/contract';
import { LOADING_OVERLAY_Z_INDEX, LoadingOverlay } from './loading-overlay';

describe('loading overlay', () => {
  it('keeps an empty live region while hidden', () => {
    render(<LoadingOverlay visible={false} message="Loading…" />, { wrapper: MantineProvider });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('shows its message when visible', () => {
    render(<LoadingOverlay visible message="Logging in..." />, { wrapper: MantineProvider });
    expect(screen.getByRole('status').textContent).toContain('Logging in...');
  });

  it('sits above dialogs and below toasts', () => {
    expect(LOADING_OVERLAY_Z_INDEX).toBeGreaterThan(Z_INDEX_MODAL);
    expect(LOADING_OVERLAY_Z_INDEX).toBeLessThan(Z_INDEX_TOAST);
  });
});
