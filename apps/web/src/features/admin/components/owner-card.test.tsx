import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { loadBundles } from '../../../lib/i18n';
import { OwnerCard } from './owner-card';

describe('OwnerCard', () => {
  it('names an owner as the contract’s personName does: a Chinese name family name first', async () => {
    await loadBundles(['admin']);
    const owner = { userId: 'u1', firstName: '小明', lastName: '王', email: 'wang@example.com', phone: null };
    const { unmount } = render(
      <MantineProvider env="test">
        <OwnerCard owner={owner} />
      </MantineProvider>,
    );
    expect(screen.getByText('王小明')).toBeTruthy();
    unmount();
    render(
      <MantineProvider env="test">
        <OwnerCard owner={{ ...owner, firstName: 'Alice', lastName: 'Newcomer' }} />
      </MantineProvider>,
    );
    expect(screen.getByText('Alice Newcomer')).toBeTruthy();
  });
});
