import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../lib/toast';
import { RefreshSessionMutation } from '../../../lib/session/session-operations';
import { answer, message } from '../../../testing/auth-answers';
import { setSessionCookie } from '../../../testing/fake-gateway';
import { investorSession } from '../../../testing/investor';
import { orderAnswer } from '../../../testing/order-answers';
import { renderWithProviders } from '../../../testing/render';
import { DownloadLink } from './download-link';
import { TransactionDetailsDialog } from './transaction-details-dialog';

const RECEIPT = '/downloads/receipts/RENT-7KX2M9QD4P.pdf';

function envelope(status: number, text: string) {
  return new Response(JSON.stringify({ status: false, message: text, data: null, errors: [] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="RENT-7KX2M9QD4P-receipt.pdf"',
    },
  });

/** jsdom has no object URLs: each file gets `blob:file-N`. */
function stubObjectUrls() {
  const created: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => {
        created.push(`blob:file-${created.length + 1}`);
        return created[created.length - 1];
      },
      revokeObjectURL: () => {},
    }),
  );
  return { created };
}

/** Records the files saved through a temporary link, as the browser would start them. */
function recordSaves() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.href}`);
  });
  return saved;
}

function renderLink(refreshed = true) {
  const mocks = refreshed
    ? [answer(RefreshSessionMutation, {}, { data: { refreshSession: message('Refreshed') } })]
    : [];
  renderWithProviders(
    <>
      <DownloadLink href={RECEIPT} filename="receipt.pdf">
        Download receipt
      </DownloadLink>
      <AppToaster />
    </>,
    { mocks, session: investorSession() },
  );
  return screen.getByRole('link', { name: 'Download receipt' });
}

afterEach(() => {
  setSessionCookie(false);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a download link', () => {
  it('is the file’s own address, for a new tab or a download manager', () => {
    const link = renderLink();
    expect(link).toHaveAttribute('href', RECEIPT);
    expect(link).toHaveAttribute('download', 'receipt.pdf');
  });

  it('fetches the file with the session and saves it under the name the answer gives', async () => {
    const { created } = stubObjectUrls();
    const saved = recordSaves();
    const fetch = vi.fn(async () => pdf());
    vi.stubGlobal('fetch', fetch);

    await userEvent.click(renderLink());
    await waitFor(() => expect(saved).toEqual([`RENT-7KX2M9QD4P-receipt.pdf ${created[0]}`]));
    expect(fetch).toHaveBeenCalledWith(RECEIPT, { credentials: 'same-origin' });
  });

  it('renews an expired session once and fetches the file again', async () => {
    setSessionCookie(true);
    stubObjectUrls();
    const saved = recordSaves();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(envelope(401, 'Please sign in to continue.'))
      .mockResolvedValueOnce(pdf());
    vi.stubGlobal('fetch', fetch);

    await userEvent.click(renderLink());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells a refusal in a toast and saves nothing', async () => {
    const saved = recordSaves();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(404, 'Order not found.')),
    );

    await userEvent.click(renderLink());
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says Network Error when the gateway cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await userEvent.click(renderLink());
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });
});

describe('the transaction details dialog', () => {
  it('offers the receipt of a credited order', () => {
    renderWithProviders(<TransactionDetailsDialog order={orderAnswer()} onClose={() => {}} />, {
      session: investorSession(),
    });
    expect(screen.getByRole('link', { name: 'Download receipt' })).toHaveAttribute('href', RECEIPT);
  });

  it.each(['PENDING', 'FAILED', 'REJECTED', 'REFUND_DUE'] as const)(
    'offers no receipt for an order that is %s',
    (status) => {
      renderWithProviders(
        <TransactionDetailsDialog
          order={orderAnswer({ status, creditedAt: null })}
          onClose={() => {}}
        />,
        { session: investorSession() },
      );
      expect(screen.queryByRole('link', { name: 'Download receipt' })).not.toBeInTheDocument();
    },
  );
});
