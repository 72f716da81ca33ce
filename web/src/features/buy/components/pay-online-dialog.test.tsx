import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refusal } from '../../../testing/auth-answers';
import { investorSession } from '../../../testing/investor';
import { CreateOnlineOrderMutation } from '../api/create-online-order';
import { AGREE_TERMS_FIRST, PAYTM_INR_ONLY, SELECT_METHOD } from '../forms/online-payment-schema';
import { clockDuringTheSale, buyTokenAnswer, renderBuyScreen, DIALOG_FLOW } from '../test-utils';

const PAYMENT_PAGE = 'https://securegw-stage.paytm.in/theia/api/v1/showPaymentPage?mid=RENT01';

const started = answer(
  CreateOnlineOrderMutation,
  { amount: '3000' },
  {
    data: {
      createOnlineOrder: {
        __typename: 'OnlineOrderPayload',
        message: 'Order created',
        mid: 'RENT01',
        paytmOrderId: 'PTM-20251001-0042',
        txnToken: 'txn-token-f00d',
        paymentPageUrl: PAYMENT_PAGE,
        order: {
          __typename: 'Order',
          _id: 'o-42',
          purchaseId: 'RENT-7KX2M9QD4P',
          status: 'PENDING',
        },
      },
    },
  },
);

/** Records each form the page submits instead of leaving the page. */
function interceptFormPosts() {
  return vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
}

/** The purchase summed up for 3 RENT, before the payment, in `currency` (INR unless said). */
async function openConfirm(mocks = [started], currency?: 'USD') {
  renderBuyScreen('/buy-token', {
    mocks: [buyTokenAnswer(), ...mocks],
    session: investorSession(),
  });
  await screen.findByText('Phase 2', { selector: 'dd' });
  if (currency) await userEvent.click(screen.getByRole('radio', { name: /USD/ }));
  await userEvent.type(screen.getByLabelText('Number of RENT tokens'), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Pay Online (Paytm)' }));
  return screen.getByRole('dialog', { name: 'Confirm Purchase' });
}

async function openPayOnline(mocks = [started]) {
  const confirm = await openConfirm(mocks);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
  return screen.getByRole('dialog', { name: 'Pay Online' });
}

describe('paying online', DIALOG_FLOW, () => {
  clockDuringTheSale();

  afterEach(() => vi.restoreAllMocks());

  it('sums the purchase up before anything is paid', async () => {
    renderBuyScreen('/buy-token', { mocks: [buyTokenAnswer()], session: investorSession() });
    await screen.findByText('Phase 2', { selector: 'dd' });
    await userEvent.type(screen.getByLabelText('Number of RENT tokens'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Online (Paytm)' }));

    const confirm = screen.getByRole('dialog', { name: 'Confirm Purchase' });
    const summary = within(within(confirm).getByLabelText('Purchase summary'));
    expect(summary.getByText('Tokens').nextSibling).toHaveTextContent('3 RENT');
    expect(summary.getByText('Bonus (5%)').nextSibling).toHaveTextContent('0.15 RENT');
    expect(summary.getByText('Total RENT').nextSibling).toHaveTextContent('3.15 RENT');
    expect(summary.getByText('Amount (INR)').nextSibling).toHaveTextContent('₹3,000.00');
    expect(within(confirm).getByRole('button', { name: 'Continue' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Online (Paytm)' })).toHaveFocus();
  });

  it("asks for the terms, then the method, in SPEC.md's words", async () => {
    const posts = interceptFormPosts();
    const dialog = await openPayOnline();
    const proceed = within(dialog).getByRole('button', { name: 'Proceed to Payment' });

    await userEvent.click(proceed);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AGREE_TERMS_FIRST);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Terms of Condition/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SELECT_METHOD);
    expect(posts).not.toHaveBeenCalled();
  });

  it('creates the order for tokens × ₹1000 and form-POSTs it to the payment page', async () => {
    const posts = interceptFormPosts();
    const dialog = await openPayOnline();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Paytm/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Terms of Condition/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));

    await vi.waitFor(() => expect(posts).toHaveBeenCalledTimes(1));
    const form = posts.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe(PAYMENT_PAGE);
    expect(form.isConnected).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({
      mid: 'RENT01',
      orderId: 'PTM-20251001-0042',
      txnToken: 'txn-token-f00d',
    });
    expect(within(dialog).getByRole('button', { name: 'Redirecting to Paytm…' })).toBeDisabled();
  });

  it('says at the first step that Paytm takes INR only, and switches to INR on request', async () => {
    interceptFormPosts();
    const confirm = await openConfirm([started], 'USD');
    expect(within(confirm).getByRole('alert')).toHaveTextContent(PAYTM_INR_ONLY);
    expect(within(confirm).getByRole('button', { name: 'Continue' })).toBeDisabled();

    await userEvent.click(within(confirm).getByRole('button', { name: 'Switch to INR' }));
    expect(within(confirm).queryByText(PAYTM_INR_ONLY)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^INR/, hidden: true })).toBeChecked();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay Online' });
    expect(within(dialog).queryByText(PAYTM_INR_ONLY)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it.each([
    ['the refusal of the server', 'The pre-sale is not running.', 'The pre-sale is not running.'],
    ['a refusal without words as SPEC.md falls back', '', 'Order creation failed'],
  ])('explains %s in a toast and stays put', async (_case, refused, shown) => {
    const posts = interceptFormPosts();
    const dialog = await openPayOnline([
      answer(
        CreateOnlineOrderMutation,
        { amount: '3000' },
        refusal(refused, { code: 'FORBIDDEN' }),
      ),
    ]);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Paytm/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Terms of Condition/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(posts).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });
});

describe('a session that ends during the purchase', DIALOG_FLOW, () => {
  clockDuringTheSale();

  afterEach(() => vi.restoreAllMocks());

  it('replaces Pay Online with a sign-in that comes back to the same purchase', async () => {
    const posts = interceptFormPosts();
    const session = investorSession();
    const router = renderBuyScreen('/buy-token', {
      mocks: [buyTokenAnswer(), started],
      session,
    });
    await screen.findByText('Phase 2', { selector: 'dd' });
    await userEvent.type(screen.getByLabelText('Number of RENT tokens'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Online (Paytm)' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Purchase' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Pay Online' })).toBeInTheDocument();

    // What the app does when the session cannot be renewed (session-end.ts).
    act(() => session.setSignedOut());

    expect(screen.queryByRole('dialog', { name: 'Pay Online' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
    const ended = screen.getByRole('dialog', { name: 'Your Session Has Ended' });
    expect(ended).toHaveTextContent(
      'You were signed out, so this payment cannot go ahead, and no order was placed. Sign in again to come back to this purchase: 3 RENT for ₹3,000.00, paid online (Paytm).',
    );
    const signIn = within(ended).getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/buy-token?tokens=3&currency=INR&method=online')}`,
    );
    await userEvent.click(signIn);
    expect(router.state.location.pathname).toBe('/login');
    expect(posts).not.toHaveBeenCalled();
  });

  it('says so for a bank transfer too, in the currency chosen', async () => {
    const session = investorSession();
    renderBuyScreen('/buy-token', { mocks: [buyTokenAnswer()], session });
    await screen.findByText('Phase 2', { selector: 'dd' });
    await userEvent.click(screen.getByRole('radio', { name: /USD/ }));
    await userEvent.type(screen.getByLabelText('Number of RENT tokens'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Manual Bank Transfer' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Purchase' })).toBeInTheDocument();

    act(() => session.setSignedOut());

    const ended = screen.getByRole('dialog', { name: 'Your Session Has Ended' });
    expect(ended).toHaveTextContent('paid by bank transfer');
    expect(within(ended).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/buy-token?tokens=3&currency=USD&method=manual')}`,
    );
    const [close] = within(ended)
      .getAllByRole('button', { name: 'Close' })
      .filter((button) => button.textContent === 'Close');
    await userEvent.click(close ?? ended);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to Buy Tokens' })).toBeInTheDocument();
  });

  it('comes back after signing in with the count, currency and method as they were', async () => {
    renderBuyScreen('/buy-token?tokens=3&currency=USD&method=online', {
      mocks: [buyTokenAnswer()],
      session: investorSession(),
    });
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Purchase' });
    const summary = within(within(confirm).getByLabelText('Purchase summary'));
    expect(summary.getByText('Tokens').nextSibling).toHaveTextContent('3 RENT');
    expect(screen.getByRole('radio', { name: /^USD/, hidden: true })).toBeChecked();
    expect(within(confirm).getByRole('alert')).toHaveTextContent(PAYTM_INR_ONLY);
  });

  it('opens nothing for a method it does not know', async () => {
    renderBuyScreen('/buy-token?tokens=3&currency=XYZ&method=crypto', {
      mocks: [buyTokenAnswer()],
      session: investorSession(),
    });
    await screen.findByText('Phase 2', { selector: 'dd' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^INR/ })).toBeChecked();
    expect(screen.getByLabelText('Number of RENT tokens')).toHaveValue('3');
  });
});
