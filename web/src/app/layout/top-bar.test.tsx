import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../lib/session/session';
import { investorSession } from '../../testing/investor';
import { renderWithProviders } from '../../testing/render';
import { TopBar } from './top-bar';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const sidebar = () => screen.queryByRole('navigation', { name: 'Mobile menu' });

async function openSidebar() {
  renderWithProviders(<TopBar />);
  await userEvent.click(menuButton());
  // The sidebar's code is fetched on first use.
  return screen.findByRole('navigation', { name: 'Mobile menu' });
}

describe('the top bar', () => {
  it('links the logo home and offers a visitor the Login button', () => {
    renderWithProviders(<TopBar />);
    expect(screen.getByRole('link', { name: 'RENT' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('keeps the phone sidebar closed until the menu button is pressed', async () => {
    renderWithProviders(<TopBar />);
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar()).toBeNull();
    await userEvent.click(button);
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(
      menu,
    );
  });

  it('opens a sidebar with the main links and KYC Application, focus inside it', async () => {
    const menu = await openSidebar();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Buy Tokens', '/buy-token'],
      ['Pre-Sale Distribution', '/ico-distribution'],
      ['KYC Application', '/kyc'],
    ]);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    await openSidebar();
    await userEvent.keyboard('{Escape}');
    expect(sidebar()).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes with its close button and after following a link', async () => {
    await openSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(sidebar()).toBeNull();

    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('link', { name: 'KYC Application' }));
    expect(sidebar()).toBeNull();
  });

  it('keeps Tab inside the open sidebar', async () => {
    await openSidebar();
    screen.getByRole('link', { name: 'KYC Application' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'KYC Application' })).toHaveFocus();
  });

  it('adds Transactions and Profile to the menu of a signed-in investor', async () => {
    renderWithProviders(<TopBar />, { session: investorSession() });
    await userEvent.click(menuButton());
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Buy Tokens', '/buy-token'],
      ['Pre-Sale Distribution', '/ico-distribution'],
      ['Transactions', '/transactions'],
      ['Profile', '/profile'],
      ['KYC Application', '/kyc'],
    ]);
  });

  it('shows the desktop KYC Application button only to a signed-in investor', async () => {
    // The sidebar (with its own link) is not there until the menu is opened.
    const kycLinks = () => document.querySelectorAll('a[href="/kyc"]');
    const { unmount } = renderWithProviders(<TopBar />);
    expect(kycLinks()).toHaveLength(0);
    unmount();

    renderWithProviders(<TopBar />, { session: investorSession() });
    await screen.findByRole('button', { name: 'Welcome! Asha Rao' });
    expect(kycLinks()).toHaveLength(1);
  });

  it('offers neither Login nor the account menu while the session is being checked', () => {
    renderWithProviders(<TopBar />, { session: createSession() });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Welcome!/ })).not.toBeInTheDocument();
  });
});
