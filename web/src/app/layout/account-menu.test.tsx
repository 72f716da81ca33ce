import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignOutMutation } from '../../lib/session/session-end';
import { investor, investorSession } from '../../testing/investor';
import { renderRoutes, renderWithProviders } from '../../testing/render';
import { TopBar } from './top-bar';

const accountButton = () => screen.findByRole('button', { name: 'Welcome! Asha Rao' });

describe('the account menu of a signed-in investor', () => {
  it('greets the investor by name behind a closed menu button', async () => {
    renderWithProviders(<TopBar />, { session: investorSession() });
    const button = await accountButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens on click with the balance in RENT and the account links', async () => {
    renderWithProviders(<TopBar />, { session: investorSession() });
    await userEvent.click(await accountButton());

    const menu = screen.getByRole('menu', { name: 'Welcome! Asha Rao' });
    expect(menu).toHaveAccessibleDescription('Token balance 12,345.5 RENT');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My Profile', 'Referral', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/referral');
    expect(items[0]).toHaveFocus();
    expect(await accountButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the investor in full in the open menu, however long the name', async () => {
    const fullname = 'Venkata Lakshmi Narasimha Subrahmanyam Iyer';
    renderWithProviders(<TopBar />, { session: investorSession({ ...investor, fullname }) });
    await userEvent.click(await screen.findByRole('button', { name: `Welcome! ${fullname}` }));
    expect(screen.getByText('Signed in as').querySelector('strong')).toHaveTextContent(fullname);
  });

  it('is used with the keyboard: arrows move, Escape closes and returns focus', async () => {
    renderWithProviders(<TopBar />, { session: investorSession() });
    (await accountButton()).focus();

    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Referral' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await accountButton()).toHaveFocus();
    expect(await accountButton()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  });

  it('closes when the pointer goes down elsewhere', async () => {
    renderWithProviders(<TopBar />, { session: investorSession() });
    await userEvent.click(await accountButton());
    await userEvent.click(screen.getByRole('link', { name: 'RENT' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out: the session ends, the menu gives way to Login, and sign-in opens', async () => {
    const session = investorSession();
    const signOut: MockLink.MockedResponse = {
      request: { query: SignOutMutation },
      result: { data: { signOut: { __typename: 'MessagePayload', message: 'Logged out' } } },
    };
    const Shell = () => (
      <>
        <TopBar />
        <Outlet />
      </>
    );
    const router = renderRoutes(
      [
        {
          Component: Shell,
          children: [
            { path: '/profile', element: <p>Profile page</p> },
            { path: '/login', element: <p>Login page</p> },
          ],
        },
      ],
      { route: '/profile', mocks: [signOut], session },
    );

    await userEvent.click(await accountButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
  });
});
