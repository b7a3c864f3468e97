import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { RichText } from './rich-text';

function renderText(text: string, newTab = false) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter>
        <p data-testid="text">
          <RichText text={text} newTab={newTab} />
        </p>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('RichText', () => {
  it("links each known tag's words, keeping the words around them", () => {
    renderText('I have read the <privacy>privacy notice</privacy> and the <terms>terms</terms>.');
    expect(screen.getByTestId('text').textContent).toBe('I have read the privacy notice and the terms.');
    const privacy = screen.getByRole('link', { name: 'privacy notice' });
    expect(privacy.getAttribute('href')).toBe('/privacy');
    expect(privacy.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
  });

  it('opens the site’s own pages in a new tab when asked, so a form being filled in is not lost', () => {
    renderText('Read the <privacy>privacy notice</privacy>', true);
    const link = screen.getByRole('link', { name: 'privacy notice' });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens other sites in a new tab, and shows an unknown tag’s words without the tag', () => {
    renderText('Complain to the ICO: <ico>ico.org.uk</ico>, <nope>plain</nope>.');
    expect(screen.getByRole('link', { name: 'ico.org.uk' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('text').textContent).toBe('Complain to the ICO: ico.org.uk, plain.');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
