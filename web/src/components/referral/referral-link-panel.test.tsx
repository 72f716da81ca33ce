import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../lib/toast';
import { investorSession } from '../../testing/investor';
import { referralCodeAnswer } from '../../testing/referral-answers';
import { renderWithProviders, visitorSession } from '../../testing/render';
import { ReferralCodeQuery } from './referral-code-query';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralLinkPanel } from './referral-link-panel';

const LINK = `${window.location.origin}/signup?ref=ASHA2025`;

function renderCard(mocks = [referralCodeAnswer()], session = investorSession()) {
  renderWithProviders(
    <>
      <ReferralLinkCard />
      <AppToaster />
    </>,
    { mocks, session, route: '/ico-distribution' },
  );
  return screen.getByRole('region', { name: 'Referral Link' });
}

describe('the referral link card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the investor's sign-up link with the way to the referral table", async () => {
    const card = renderCard();
    // Grey placeholders while the code is on its way.
    expect(card.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(card).queryByLabelText('Your referral link')).not.toBeInTheDocument();
    expect(await within(card).findByLabelText('Your referral link')).toHaveValue(LINK);
    expect(within(card).getByLabelText('Your referral link')).toHaveAttribute('readonly');
    expect(within(card).getByRole('link', { name: 'Manage your referrals' })).toHaveAttribute(
      'href',
      '/referral',
    );
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    await user.click(await within(card).findByRole('button', { name: 'Copy referral link' }));
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('says when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    const card = renderCard();
    await user.click(await within(card).findByRole('button', { name: 'Copy referral link' }));
    expect(await screen.findByText('Failed to copy referral link')).toBeInTheDocument();
    expect(screen.queryByText('Referral link copied to clipboard!')).not.toBeInTheDocument();
  });

  it('says when the browser has no clipboard to copy to', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    const card = renderCard();
    await user.click(await within(card).findByRole('button', { name: 'Copy referral link' }));
    expect(await screen.findByText('Failed to copy referral link')).toBeInTheDocument();
  });

  it('opens each network in a new tab with the link to share', async () => {
    const card = renderCard();
    const share = await within(card).findByRole('list', { name: 'Share your referral link' });
    const links = within(share).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'WhatsApp',
      'Telegram',
      'X',
      'Facebook',
      'LinkedIn',
      'E-mail',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(share).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Join me in the pre-sale of RENT, the Real Estate Network Token: ${LINK}`)}`,
    );
    expect(within(share).getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(LINK)}`,
    );
  });

  it('asks a visitor to sign in, and comes back here afterwards', () => {
    const card = renderCard([], visitorSession());
    expect(within(card).getByText(/Sign in to get your referral link/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fico-distribution',
    );
    expect(within(card).queryByLabelText('Your referral link')).not.toBeInTheDocument();
  });

  it('explains a failure and loads the link on Retry', async () => {
    const card = renderCard([
      { request: { query: ReferralCodeQuery }, error: new TypeError('Failed to fetch') },
      referralCodeAnswer(),
    ]);
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Your referral link could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByLabelText('Your referral link')).toHaveValue(LINK);
  });
});

describe('the referral link panel', () => {
  it('leaves out the way to the referral table where it is not wanted', async () => {
    renderWithProviders(<ReferralLinkPanel manageLink={false} />, {
      mocks: [referralCodeAnswer()],
      session: investorSession(),
    });
    expect(await screen.findByLabelText('Your referral link')).toHaveValue(LINK);
    expect(screen.queryByRole('link', { name: 'Manage your referrals' })).not.toBeInTheDocument();
  });
});
