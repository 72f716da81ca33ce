import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Footer } from './footer';

describe('the footer', () => {
  it('links the whitepaper and the legal pages', () => {
    renderWithProviders(<Footer />);
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Whitepaper', '/white-paper'],
      ['About Us', '/about-us'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Condition', '/terms'],
    ]);
  });

  it('offers four languages with English chosen, and changes nothing when another is picked', async () => {
    renderWithProviders(<Footer />);
    const languages = within(screen.getByRole('group', { name: 'Language' })).getAllByRole(
      'button',
    );
    expect(languages.map((button) => button.textContent)).toEqual(['En', 'Fr', 'Bn', 'Lt']);

    await userEvent.click(screen.getByRole('button', { name: 'Fr' }));
    expect(screen.getByRole('button', { name: 'En' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fr' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('carries the copyright line', () => {
    renderWithProviders(<Footer />);
    expect(
      screen.getByText('© 2026 Real Estate Network Token. All rights reserved.'),
    ).toBeInTheDocument();
  });
});
