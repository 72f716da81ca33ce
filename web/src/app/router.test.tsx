import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buyTokenAnswer, buyTokenData, paymentOrderAnswer } from '../features/buy/test-utils';
import { DashboardQuery } from '../features/dashboard/api/dashboard-query';
import { SaleScheduleQuery } from '../features/distribution/api/sale-schedule-query';
import { renderRoutes } from '../testing/render';
import { dashboardAnswer, saleScheduleAnswer } from '../testing/sale-answers';
import { appRoutes } from './router';

const mocks: MockLink.MockedResponse[] = [
  { request: { query: DashboardQuery }, result: { data: dashboardAnswer }, maxUsageCount: 5 },
  { request: { query: SaleScheduleQuery }, result: { data: saleScheduleAnswer }, maxUsageCount: 5 },
  buyTokenAnswer(buyTokenData({ me: null }), 5),
  paymentOrderAnswer('RENT-7KX2M9QD4P', null, { withOrder: false }),
];

const renderApp = (path: string) => renderRoutes(appRoutes, { route: path, mocks });

// jsdom applies no media queries, so pages are laid out as on a phone: the sidebar is the menu.
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('navigation', { name: 'Mobile menu' });
}

describe('the app routes', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows the dashboard at / with Dashboard marked as the current page', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Buy Tokens' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it.each(['/no-such-page', '/buy-tokens/now'])(
    'shows the dashboard at %s without redirecting',
    async (path) => {
      const router = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('marks no menu entry as current below a screen, where the dashboard is shown', async () => {
    renderApp('/buy-token/extra');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const menu = await openMenu();
    for (const link of within(menu).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it.each([
    ['/login', 'Sign In'],
    ['/signup', 'Sign Up'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/verify-email', 'Email Verification'],
  ])('shows the account screen at %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Join the Future of Land Ownership')).toBeInTheDocument();
  });

  it('shows the purchase at /buy-token, with a way to log in for a visitor', async () => {
    renderApp('/buy-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buy Tokens' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to Buy Tokens' })).toBeInTheDocument();
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the payment status screen at /payment-status, asking a visitor to sign in', async () => {
    renderApp('/payment-status?status=success&orderId=RENT-7KX2M9QD4P&amount=1000&tokens=1');
    expect(
      await screen.findByRole('dialog', { name: 'Sign In to See Your Payment' }),
    ).toBeInTheDocument();
  });

  it('shows the pre-sale schedule at /ico-distribution', async () => {
    renderApp('/ico-distribution');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pre-Sale Distribution' });
    expect(heading).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Phase 2' })).toBeInTheDocument();
    const menu = await openMenu();
    const current = within(menu).getByRole('link', { name: 'Pre-Sale Distribution' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it.each([
    ['/about-us', 'About Us'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms', 'Terms of Condition'],
    ['/white-paper', 'Whitepaper'],
  ])('shows the static page at %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('glides back to the top of the page on every change of path', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    vi.mocked(window.scrollTo).mockClear();

    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Pre-Sale Distribution' }));
    await screen.findByRole('heading', { level: 1, name: 'Pre-Sale Distribution' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
