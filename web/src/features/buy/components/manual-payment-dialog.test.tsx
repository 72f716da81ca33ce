import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { FakeXhr, installFakeXhr } from '../../../testing/fake-xhr';
import { investorSession } from '../../../testing/investor';
import { renderWithProviders } from '../../../testing/render';
import { AppToaster } from '../../../lib/toast';
import {
  ACCEPT_TERMS,
  INVALID_AMOUNT,
  MANUAL_INR_ONLY,
  PROOF_REQUIRED,
} from '../forms/manual-payment-schema';
import { PROOF_TOO_LARGE, WRONG_PROOF_TYPE } from '../forms/proof-rules';
import { OpenBankReferenceMutation } from '../api/open-bank-reference';
import {
  clockDuringTheSale,
  BANK_REFERENCE,
  bankReferenceAnswer,
  bankTransfer,
  buyTokenAnswer,
  buyTokenData,
  renderBuyScreen,
  verifiedInvestor,
  DIALOG_FLOW,
} from '../test-utils';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { MANUAL_ORDER_SUBMITTED, ManualPaymentDialog } from './manual-payment-dialog';

const receipt = (name = 'receipt.jpg', size = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

const recorded = {
  data: {
    submitManualOrder: {
      message: MANUAL_ORDER_SUBMITTED,
      order: {
        _id: 'o-77',
        purchaseId: 'RENT-MANUAL77',
        amountPaid: '2000.00',
        baseTokens: '2',
        bonusTokens: '0.1',
        totalTokens: '2.1',
        status: 'PENDING',
      },
    },
  },
};

const refused = (message: string) => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }],
});

async function openManualPayment(
  mocks: MockLink.MockedResponse[] = [buyTokenAnswer(), bankReferenceAnswer()],
  currency?: 'AED',
) {
  renderBuyScreen('/buy-token', { mocks, session: investorSession() });
  await screen.findByText('Phase 2', { selector: 'dd' });
  if (currency) await userEvent.click(screen.getByRole('radio', { name: /AED/ }));
  await userEvent.type(screen.getByLabelText('Number of RENT tokens'), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Manual Bank Transfer' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm Purchase' });
  if (currency) {
    // The summary says it first, and continues once the purchase is in INR.
    expect(within(confirm).getByRole('alert')).toHaveTextContent(MANUAL_INR_ONLY);
    expect(within(confirm).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Switch to INR' }));
  }
  await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
  return screen.getByRole('dialog', { name: 'Manual Bank Transfer' });
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Submit Payment Proof' });

describe('paying by manual bank transfer', DIALOG_FLOW, () => {
  clockDuringTheSale();

  afterEach(() => vi.unstubAllGlobals());

  it('shows where to send the rupees and what to write in the remarks', async () => {
    const dialog = await openManualPayment();
    expect(dialog).toHaveTextContent('Transfer exactly ₹2,000.00 for 2.1 RENT');
    const bank = within(within(dialog).getByLabelText('Bank details'));
    expect(bank.getByText('Account name').nextSibling).toHaveTextContent(bankTransfer.accountName);
    expect(bank.getByText('Bank').nextSibling).toHaveTextContent(bankTransfer.bankName);
    expect(bank.getByText('Account number').nextSibling).toHaveTextContent(
      bankTransfer.accountNumber,
    );
    expect(bank.getByText('IFSC').nextSibling).toHaveTextContent(bankTransfer.ifsc);
    expect(bank.getByText('UPI ID').nextSibling).toHaveTextContent(bankTransfer.upiId);
    // The investor's own reference for this transfer, not a general instruction (decision 0088).
    expect(await bank.findByText(BANK_REFERENCE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(bank.getByText('Reference (write it in the remarks)').nextSibling).toHaveTextContent(
      BANK_REFERENCE,
    );
  });

  it('copies each bank detail with one tap and says so', async () => {
    const user = userEvent.setup();
    const dialog = await openManualPayment();
    const bank = within(within(dialog).getByLabelText('Bank details'));
    await bank.findByText(BANK_REFERENCE, {}, { timeout: 5000 });
    for (const [label, value] of [
      ['account name', bankTransfer.accountName],
      ['account number', bankTransfer.accountNumber],
      ['IFSC', bankTransfer.ifsc],
      ['UPI ID', bankTransfer.upiId],
      ['reference', BANK_REFERENCE],
    ] as const) {
      await user.click(bank.getByRole('button', { name: `Copy ${label}` }));
      expect(await navigator.clipboard.readText()).toBe(value);
      expect(bank.getByRole('button', { name: `Copied ${label}` })).toHaveTextContent('Copied');
      expect(within(dialog).getByText(`${label} copied`)).toBeInTheDocument();
    }
    expect(bank.queryByRole('button', { name: 'Copy bank' })).not.toBeInTheDocument();
  });

  it('says when the browser refuses to copy, so the investor selects the text instead', async () => {
    const user = userEvent.setup();
    const dialog = await openManualPayment();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy account number' }));
    expect(
      await within(dialog).findByText('account number could not be copied; select it instead'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Copy failed account number' }),
    ).toBeVisible();
  });

  it('says so when the reference cannot be fetched, and offers nothing to copy for it', async () => {
    const dialog = await openManualPayment([
      buyTokenAnswer(),
      {
        request: { query: OpenBankReferenceMutation },
        error: new Error('Network Error'),
        maxUsageCount: 2,
      },
    ]);
    expect(
      await within(dialog).findByText(/Your reference could not be fetched/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Copy reference' }),
    ).not.toBeInTheDocument();
  });

  it("asks for the terms, then the proof, in SPEC.md's words", async () => {
    installFakeXhr();
    const dialog = await openManualPayment();
    await userEvent.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCEPT_TERMS);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Terms of Condition/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PROOF_REQUIRED);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it.each([
    ['a file that is no image or PDF', receipt('notes.txt', 20, 'text/plain'), WRONG_PROOF_TYPE],
    [
      'a file over 5 MB',
      receipt('scan.pdf', 5 * 1024 * 1024 + 1, 'application/pdf'),
      PROOF_TOO_LARGE,
    ],
  ])('refuses %s as proof', async (_case, file, problem) => {
    const dialog = await openManualPayment();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText('Payment proof'), file);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${file.name}: ${problem}`);
    await user.click(within(dialog).getByRole('checkbox', { name: /Terms of Condition/ }));
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText(PROOF_REQUIRED)).toBeInTheDocument();
  });

  it('uploads the proof with its progress, then says the order is in review', async () => {
    const request = installFakeXhr();
    const later = buyTokenData({ me: verifiedInvestor({ tokenBalance: '12400' }) });
    const dialog = await openManualPayment([
      buyTokenAnswer(buyTokenData(), 1),
      buyTokenAnswer(later, 1),
      bankReferenceAnswer(),
    ]);
    await userEvent.upload(within(dialog).getByLabelText('Payment proof'), receipt());
    expect(within(dialog).getByText('Chosen: receipt.jpg (2 KB)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Terms of Condition/ }));
    await userEvent.click(submitButton(dialog));

    const xhr = await request();
    expect(xhr.part('operations')).toMatchObject({
      operationName: 'SubmitManualOrder',
      variables: { amount: '2000', proof: null },
    });
    expect(xhr.part('map')).toEqual({ '0': ['variables.proof'] });
    expect((xhr.body?.get('0') as File).name).toBe('receipt.jpg');
    expect(within(dialog).getByRole('button', { name: 'Submitting…' })).toBeDisabled();

    const bar = within(dialog).getByRole('progressbar', { name: 'Uploading payment proof' });
    xhr.progress(512, 1024);
    expect(await within(dialog).findByText('Uploading payment proof… 50%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    xhr.respond(200, recorded);
    expect(await screen.findByText(MANUAL_ORDER_SUBMITTED)).toBeInTheDocument();
    const review = await screen.findByRole('dialog', { name: 'Payment Under Review' });
    expect(review).toHaveTextContent('within 6 hours');
    const order = within(within(review).getByLabelText('Order'));
    expect(order.getByText('Order ID').nextSibling).toHaveTextContent('RENT-MANUAL77');
    expect(order.getByText('Amount').nextSibling).toHaveTextContent('₹2,000.00');
    expect(order.getByText('Tokens').nextSibling).toHaveTextContent('2.1 RENT');

    // The balance is asked again once the order is recorded.
    const balance = screen.getByRole('region', { name: 'Token Balance', hidden: true });
    expect(await within(balance).findByText('12,400 RENT')).toBeInTheDocument();
  });

  it.each([
    [
      'the refusal of the server',
      'Proof file is not a JPEG, PNG, WebP or PDF',
      'Proof file is not a JPEG, PNG, WebP or PDF',
    ],
    ['a refusal without words as SPEC.md falls back', '', 'Manual order submission failed'],
  ])('explains %s in a toast and keeps the form', async (_case, message, shown) => {
    const request = installFakeXhr();
    const dialog = await openManualPayment();
    await userEvent.upload(within(dialog).getByLabelText('Payment proof'), receipt());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Terms of Condition/ }));
    await userEvent.click(submitButton(dialog));
    (await request()).respond(200, refused(message));

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(submitButton(dialog)).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Payment Under Review' })).not.toBeInTheDocument();
  });

  it('says at the first step that it takes INR only, and goes on in INR after the switch', async () => {
    const dialog = await openManualPayment(undefined, 'AED');
    expect(within(dialog).queryByText(MANUAL_INR_ONLY)).not.toBeInTheDocument();
    expect(within(dialog).getByText('₹2,000.00')).toBeInTheDocument();
  });

  it('refuses an amount under ₹1000', async () => {
    const quote: PurchaseQuote = {
      tokens: '0.5',
      bonusPercent: 0,
      bonus: '0',
      total: '0.5',
      amountInr: '500',
      currency: 'INR',
      amount: '500',
    };
    renderWithProviders(
      <>
        <ManualPaymentDialog
          quote={quote}
          bank={bankTransfer}
          onSwitchToInr={vi.fn()}
          onSubmitted={vi.fn()}
          onClose={vi.fn()}
        />
        <AppToaster />
      </>,
      { session: investorSession(), mocks: [bankReferenceAnswer()] },
    );
    const dialog = screen.getByRole('dialog', { name: 'Manual Bank Transfer' });
    await userEvent.upload(within(dialog).getByLabelText('Payment proof'), receipt());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Terms of Condition/ }));
    await userEvent.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INVALID_AMOUNT);
  });
});
