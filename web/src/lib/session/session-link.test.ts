import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeGateway,
  setSessionCookie,
  unauthenticated,
  type ScriptedAnswer,
} from '../../testing/fake-gateway';
import { investor, investorSession } from '../../testing/investor';
import { readAccountItem, writeAccountItem } from '../account-storage';
import { createSession, type Session } from './session';
import { createSessionLink } from './session-link';
import { MeQuery } from './session-operations';

// Plain documents of the shape the screens send (kept out of codegen's reach on purpose).
const SupplyQuery = parse('query Supply { rentSupply { totalSold } }');
const SignInMutation = parse(
  'mutation SignIn { signIn(email: "asha@example.com", password: "wrong") { message } }',
);

const me = { data: { me: investor } };
const supply = { data: { rentSupply: { __typename: 'RentSupply', totalSold: '10' } } };
const renewed = { data: { refreshSession: { __typename: 'MessagePayload', message: 'ok' } } };

function clientWith(script: Record<string, ScriptedAnswer[]>, session: Session) {
  const gateway = fakeGateway(script);
  const link = ApolloLink.from([createSessionLink(session), gateway.link]);
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked: gateway.asked };
}

describe('the session link', () => {
  afterEach(() => {
    setSessionCookie(false);
    localStorage.clear();
  });

  it('renews an expired session once and sends the request again', async () => {
    setSessionCookie(true);
    const { client, asked } = clientWith(
      { Me: [unauthenticated, me], RefreshSession: [renewed] },
      investorSession(),
    );
    const { data } = await client.query({ query: MeQuery });
    expect(data?.me?.fullname).toBe('Asha Rao');
    expect(asked).toEqual(['Me', 'RefreshSession', 'Me']);
  });

  it('lets requests that fail together wait for one shared refresh', async () => {
    setSessionCookie(true);
    const { client, asked } = clientWith(
      { Me: [unauthenticated, me], Supply: [unauthenticated, supply], RefreshSession: [renewed] },
      investorSession(),
    );
    const [mine, theirs] = await Promise.all([
      client.query({ query: MeQuery }),
      client.query({ query: SupplyQuery }),
    ]);
    expect(mine.data?.me?.email).toBe('asha@example.com');
    expect(theirs.data).toEqual(supply.data);
    expect(asked.filter((name) => name === 'RefreshSession')).toHaveLength(1);
    expect(asked).toHaveLength(5);
  });

  it('signs the investor out and forgets the account when the session cannot be renewed', async () => {
    setSessionCookie(true);
    writeAccountItem('profile-settings', '{"saveLog":true}');
    const session = investorSession();
    const { client, asked } = clientWith(
      { Supply: [supply, unauthenticated], RefreshSession: [unauthenticated] },
      session,
    );
    await client.query({ query: SupplyQuery });
    expect(client.extract()).not.toEqual({});

    await expect(client.query({ query: SupplyQuery, fetchPolicy: 'network-only' })).rejects.toThrow(
      'Not signed in',
    );
    await vi.waitFor(() => expect(session.getState().status).toBe('signed-out'));
    expect(session.getState().user).toBeNull();
    expect(client.extract()).toEqual({});
    expect(readAccountItem('profile-settings')).toBeNull();
    expect(asked).toEqual(['Supply', 'Supply', 'RefreshSession']);
  });

  it('tries no refresh without the rent_session cookie', async () => {
    const session = investorSession();
    const { client, asked } = clientWith({ Supply: [unauthenticated] }, session);
    await expect(client.query({ query: SupplyQuery })).rejects.toThrow('Not signed in');
    expect(asked).toEqual(['Supply']);
    await vi.waitFor(() => expect(session.getState().status).toBe('signed-out'));
  });

  it('retries only once: a second refusal after a renewal reaches the screen', async () => {
    setSessionCookie(true);
    const session = investorSession();
    const { client, asked } = clientWith(
      { Supply: [unauthenticated, unauthenticated], RefreshSession: [renewed] },
      session,
    );
    await expect(client.query({ query: SupplyQuery })).rejects.toThrow('Not signed in');
    expect(asked).toEqual(['Supply', 'RefreshSession', 'Supply']);
    expect(session.getState().status).toBe('signed-in');
  });

  it('never refreshes for a refused sign-in', async () => {
    setSessionCookie(true);
    const session = createSession({ status: 'signed-out', user: null });
    const { client, asked } = clientWith({ SignIn: [unauthenticated] }, session);
    await expect(client.mutate({ mutation: SignInMutation })).rejects.toThrow('Not signed in');
    expect(asked).toEqual(['SignIn']);
  });
});
