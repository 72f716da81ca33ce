import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investorSession } from '../../../testing/investor';
import { BELOW_MINIMUM, INVALID_NUMBER, NEGATIVE_COUNT, NOT_WHOLE } from '../forms/token-count';
import {
  clockDuringTheSale,
  buyTokenAnswer,
  buyTokenData,
  renderBuyScreen,
  verifiedInvestor,
} from '../test-utils';

const countField = () => screen.getByLabelText('Number of RENT tokens');
const payOnline = () => screen.getByRole('button', { name: 'Pay Online (Paytm)' });
const payManually = () => screen.getByRole('button', { name: 'Manual Bank Transfer' });
const amount = () => screen.getByText('Amount to pay').closest('output') as HTMLElement;

async function renderAsInvestor(data = buyTokenData()) {
  const router = renderBuyScreen('/buy-token', {
    mocks: [buyTokenAnswer(data)],
    session: investorSession(),
  });
  await screen.findByText('Phase 2', { selector: 'dd' });
  return router;
}

describe('the buy token screen', () => {
  clockDuringTheSale();

  it('lets a visitor work out a purchase, with a way to log in instead of paying', async () => {
    renderBuyScreen('/buy-token', { mocks: [buyTokenAnswer(buyTokenData({ me: null }))] });
    expect(screen.getByRole('heading', { level: 1, name: 'Buy Tokens' })).toBeInTheDocument();
    await userEvent.type(countField(), '2');
    expect(screen.getByText('₹2,000.00')).toBeInTheDocument();

    const login = screen.getByRole('link', { name: 'Login to Buy Tokens' });
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fbuy-token');
    expect(screen.queryByRole('button', { name: 'Pay Online (Paytm)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manual Bank Transfer' })).not.toBeInTheDocument();
    expect(screen.getByText(/you can lose all you pay/)).toBeInTheDocument();
    expect(await screen.findByText('Log in to see your token balance.')).toBeInTheDocument();
  });

  it('takes the currency first, INR unless another is chosen', async () => {
    await renderAsInvestor();
    const currencies = within(screen.getByRole('group', { name: 'Currency' }));
    expect(currencies.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'INR',
      'USD',
      'AED',
    ]);
    expect(currencies.getByRole('radio', { name: /INR/ })).toBeChecked();
  });

  it.each([
    ['abc', INVALID_NUMBER],
    ['12abc', INVALID_NUMBER],
    ['-3', NEGATIVE_COUNT],
    ['0', BELOW_MINIMUM],
    ['0.5', BELOW_MINIMUM],
    ['2.5', NOT_WHOLE],
  ])('refuses %s with "%s" and keeps the payment buttons disabled', async (typed, message) => {
    await renderAsInvestor();
    await userEvent.type(countField(), typed);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(countField()).toHaveAttribute('aria-invalid', 'true');
    expect(countField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(payOnline()).toBeDisabled();
    expect(payManually()).toBeDisabled();
  });

  it('says nothing about a blank count, which still cannot be bought', async () => {
    await renderAsInvestor();
    expect(payOnline()).toBeDisabled();
    await userEvent.type(countField(), '4');
    expect(payOnline()).toBeEnabled();
    await userEvent.clear(countField());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(countField()).not.toHaveAttribute('aria-invalid');
    expect(payOnline()).toBeDisabled();
    expect(payManually()).toBeDisabled();
  });

  it('starts from the whole RENT the calculator carried over, ready to pay', async () => {
    renderBuyScreen('/buy-token?tokens=8', {
      mocks: [buyTokenAnswer(buyTokenData())],
      session: investorSession(),
    });
    await screen.findByText('Phase 2', { selector: 'dd' });
    expect(countField()).toHaveValue('8');
    expect(screen.getByText('₹8,000.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay Online (Paytm)' })).toBeEnabled();
  });

  it('ignores a carried count that is not a whole number of RENT', async () => {
    renderBuyScreen('/buy-token?tokens=1e3', {
      mocks: [buyTokenAnswer(buyTokenData())],
      session: investorSession(),
    });
    await screen.findByText('Phase 2', { selector: 'dd' });
    expect(countField()).toHaveValue('');
  });

  it("adds the running phase's bonus and shows the total", async () => {
    await renderAsInvestor();
    await userEvent.type(countField(), '3');
    const tokens = within(screen.getByLabelText('Tokens you get'));
    expect(tokens.getByText('Bonus (Phase 2, 5%)')).toBeInTheDocument();
    expect(tokens.getByText('+0.15 RENT')).toBeInTheDocument();
    expect(tokens.getByText('3.15 RENT')).toBeInTheDocument();
    expect(payOnline()).toBeEnabled();
    expect(payManually()).toBeEnabled();
  });

  it('gives no bonus outside every phase', async () => {
    renderBuyScreen('/buy-token', {
      mocks: [buyTokenAnswer(buyTokenData({ currentPhase: null }))],
      session: investorSession(),
    });
    await screen.findByText('No phase running');
    await userEvent.type(countField(), '10');
    expect(screen.getByText('Bonus (0%)')).toBeInTheDocument();
    expect(screen.getByText('10 RENT', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows the amount in the chosen currency, and in INR, which is what is paid', async () => {
    await renderAsInvestor();
    await userEvent.type(countField(), '3');
    expect(amount()).toHaveTextContent('₹3,000.00');

    await userEvent.click(screen.getByRole('radio', { name: /USD/ }));
    expect(amount()).toHaveTextContent('$33.94');
    expect(amount()).toHaveTextContent('Charged in INR: ₹3,000.00');
    expect(screen.getByText('Converted at 1 USD ≈ ₹88.40')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /AED/ }));
    expect(amount()).toHaveTextContent('AED 124.64');
    expect(screen.getByText('Converted at 1 AED ≈ ₹24.07')).toBeInTheDocument();
  });

  it('says when the conversion uses the fallback rates', async () => {
    const message = 'Failed to fetch exchange rate. Using fallback rate.';
    await renderAsInvestor(
      buyTokenData({ rates: { usd: 85.53, aed: 23.33, source: 'FALLBACK', message } }),
    );
    await userEvent.click(screen.getByRole('radio', { name: /USD/ }));
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([
    [
      'NOT_SUBMITTED',
      'KYC is required to buy tokens. Complete your KYC application to unlock the payment buttons.',
      'Go to KYC Application',
    ],
    [
      'IN_REVIEW',
      'Your KYC application is in review. You can buy tokens once it is verified.',
      'View KYC Status',
    ],
    [
      'REJECTED',
      'Your KYC application was rejected. Submit it again to buy tokens.',
      'Go to KYC Application',
    ],
  ] as const)(
    'keeps payment closed while KYC is %s, and says why',
    async (kycStatus, text, link) => {
      await renderAsInvestor(buyTokenData({ me: verifiedInvestor({ kycStatus }) }));
      await userEvent.type(countField(), '3');
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/kyc');
      expect(payOnline()).toBeDisabled();
      expect(payManually()).toBeDisabled();
    },
  );

  it('offers no purchase after the sale, and says what happens next', async () => {
    vi.setSystemTime(new Date('2025-12-30T18:30:00Z'));
    renderBuyScreen('/buy-token', {
      mocks: [buyTokenAnswer(buyTokenData({ isOpen: false, currentPhase: null }))],
      session: investorSession(),
    });
    const closed = await screen.findByRole('region', { name: 'Orders are closed' });
    expect(
      within(closed).getByText('The pre-sale has ended: no more orders are accepted.'),
    ).toBeInTheDocument();
    expect(
      within(closed).getByText(
        'Tokens are distributed after the pre-sale ends to your registered BEP20 wallet.',
      ),
    ).toBeInTheDocument();
    expect(within(closed).getByRole('link', { name: /Distribution schedule/ })).toHaveAttribute(
      'href',
      '/ico-distribution',
    );
    expect(screen.queryByLabelText('Number of RENT tokens')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Pay Online|Manual Bank/ }),
    ).not.toBeInTheDocument();
  });

  it('says when orders open before the sale, and offers no purchase yet', async () => {
    vi.setSystemTime(new Date('2025-06-01T00:00:00Z'));
    renderBuyScreen('/buy-token', {
      mocks: [buyTokenAnswer(buyTokenData({ isOpen: false, currentPhase: null }))],
      session: investorSession(),
    });
    const closed = await screen.findByRole('region', { name: 'Orders open soon' });
    expect(within(closed).getByText('Orders open 01 Jul 2025, 12:00 AM IST.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Pay Online|Manual Bank/ }),
    ).not.toBeInTheDocument();
  });

  it('closes the purchase the moment the sale ends while the screen is open', async () => {
    vi.setSystemTime(new Date('2025-12-30T18:29:59.500Z'));
    await renderAsInvestor();
    expect(countField()).toBeInTheDocument();
    vi.setSystemTime(new Date('2025-12-30T18:30:00.100Z'));
    expect(await screen.findByRole('region', { name: 'Orders are closed' })).toBeInTheDocument();
  });

  it('shows the balance and the pre-sale facts beside the steps', async () => {
    await renderAsInvestor();
    const sidebar = screen.getByRole('complementary', { name: 'Balance and pre-sale' });
    const balance = within(sidebar).getByRole('region', { name: 'Token Balance' });
    expect(balance).toHaveTextContent('12,345.5 RENT');
    const info = within(sidebar).getByRole('region', { name: 'Pre-Sale Info' });
    expect(within(info).getByText('Phase 2')).toBeInTheDocument();
    expect(within(info).getByText('5%')).toBeInTheDocument();
    expect(within(info).getByText('1 RENT = ₹1000')).toBeInTheDocument();
    expect(within(info).getByText('30 Dec 2025, 11:59 PM IST')).toBeInTheDocument();
  });

  it('offers no crypto payment', async () => {
    await renderAsInvestor();
    expect(screen.queryByRole('button', { name: /crypto|coingate/i })).not.toBeInTheDocument();
  });
});
