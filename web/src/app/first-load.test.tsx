import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardAnswer } from '../testing/sale-answers';
import { App } from '.';

interface SentOperation {
  operationName: string;
}

const answers: Record<string, unknown> = {
  Me: { data: { me: null } },
  Dashboard: { data: dashboardAnswer },
};

// The real link chain (session link, batching HTTP link) with only the network replaced.
function stubGateway() {
  const sent: string[][] = [];
  const gateway = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const operations = JSON.parse(String(init?.body)) as SentOperation[];
    sent.push(operations.map(({ operationName }) => operationName));
    const body = operations.map(({ operationName }) => answers[operationName]);
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', gateway);
  return { gateway, sent };
}

describe('the first visit to the dashboard', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the session and the sale figures in one HTTP request', async () => {
    const { gateway, sent } = stubGateway();
    render(<App />);

    expect(await screen.findByText('12,34,567 RENT')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(sent[0]?.toSorted()).toEqual(['Dashboard', 'Me']);
    const [url, init] = gateway.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('apollo-require-preflight')).toBe('true');
  });
});
