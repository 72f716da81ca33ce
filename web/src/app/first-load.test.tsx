import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionCookie } from '../testing/fake-gateway';
import { userAnswer } from '../testing/auth-answers';
import { orderAnswer } from '../testing/order-answers';
import { dashboardAnswer } from '../testing/sale-answers';
import { App } from '.';
import { distributionAnswer } from '../testing/distribution-answers';

interface SentOperation {
  operationName: string;
  variables?: Record<string, unknown>;
}

const visitorAnswers: Record<string, unknown> = {
  Me: { data: { me: null } },
  Dashboard: { data: dashboardAnswer },
};

const investorAnswers: Record<string, unknown> = {
  Me: { data: { me: userAnswer } },
  Dashboard: {
    data: {
      ...dashboardAnswer,
      me: {
        __typename: 'User',
        _id: userAnswer._id,
        tokenBalance: userAnswer.tokenBalance,
        amountPaid: '12000.00',
        walletAddress: null,
        distribution: distributionAnswer({ wallet: null }),
        hold: null,
      },
      orders: { __typename: 'OrderPage', orders: [orderAnswer()] },
    },
  },
};

// The route's code and the first answers arrive one after the other; under load that takes
// longer than the default second.
const FIRST_SCREEN = { timeout: 10000 };

// The real link chain (live link, session link, batching HTTP link) with only the network
// replaced. The live sale figures' event stream is recorded apart and stays open, silent.
function stubGateway(answers: Record<string, unknown>) {
  const sent: SentOperation[][] = [];
  const streams: RequestInit[] = [];
  const openStream = (init: RequestInit) => {
    streams.push(init);
    return new Response(new ReadableStream({ start: () => undefined }), {
      headers: { 'content-type': 'text/event-stream' },
    });
  };
  const gateway = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const operations = JSON.parse(String(init?.body)) as SentOperation[];
    sent.push(operations);
    const body = operations.map(({ operationName }) => answers[operationName]);
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) =>
    new Headers(init?.headers).get('accept') === 'text/event-stream'
      ? openStream(init ?? {})
      : gateway(url, init),
  );
  return { gateway, sent, streams };
}

const names = (operations: SentOperation[] | undefined) =>
  operations?.map(({ operationName }) => operationName).toSorted();

describe('the first visit to the dashboard', { timeout: 20000 }, () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setSessionCookie(false);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the session and the sale figures in one HTTP request', async () => {
    const { gateway, sent, streams } = stubGateway(visitorAnswers);
    render(<App />);

    expect(await screen.findByText('12,34,567 RENT', {}, FIRST_SCREEN)).toBeInTheDocument();
    // The live figures come by a stream of their own, one for the whole screen.
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    expect(new Headers(stream.headers).get('apollo-require-preflight')).toBe('true');
    expect(JSON.parse(String(stream.body))).toMatchObject({ operationName: 'LiveSaleProgress' });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(names(sent[0])).toEqual(['Dashboard', 'Me']);
    const [url, init] = gateway.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('apollo-require-preflight')).toBe('true');
  });

  it("brings a returning investor's orders in that same request", async () => {
    setSessionCookie(true);
    const { gateway, sent, streams } = stubGateway(investorAnswers);
    render(<App />);

    const recent = await screen.findByRole('link', { name: 'View all transactions' }, FIRST_SCREEN);
    expect(recent).toHaveAttribute('href', '/transactions');
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(names(sent[0])).toEqual(['Dashboard', 'Me']);
    const dashboard = sent[0]?.find(({ operationName }) => operationName === 'Dashboard');
    expect(dashboard?.variables).toEqual({ signedIn: true });
    // 12,345.5 RENT at ₹1000 each; each account card appears as soon as its code is in.
    await vi.waitFor(() => {
      const summary = screen.getByRole('region', { name: 'Your Contribution' });
      expect(within(summary).getByText('₹1,23,45,500.00')).toBeInTheDocument();
    }, FIRST_SCREEN);
    // The top bar's balance and the dashboard listen to the one stream.
    expect(streams).toHaveLength(1);
  });
});
