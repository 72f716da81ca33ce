import { ApolloClient, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeGateway,
  setSessionCookie,
  unauthenticated,
  type ScriptedAnswer,
} from '../../testing/fake-gateway';
import { investor, investorSession } from '../../testing/investor';
import { readAccountItem, writeAccountItem } from '../account-storage';
import { createSession } from './session';
import { hasRefreshableSession } from './session-cookie';
import { MeQuery } from './session-operations';

const me = { data: { me: investor } };
const visitor = { data: { me: null } };
const renewed = { data: { refreshSession: { __typename: 'MessagePayload', message: 'ok' } } };
const signedOut = { data: { signOut: { __typename: 'MessagePayload', message: 'Logged out' } } };

function clientWith(script: Record<string, ScriptedAnswer[]>) {
  const { link, asked } = fakeGateway(script);
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

describe('restoring the session on load', () => {
  afterEach(() => {
    setSessionCookie(false);
    localStorage.clear();
  });

  it('signs in the investor the gateway knows', async () => {
    const session = createSession();
    const { client, asked } = clientWith({ Me: [me] });
    expect(session.getState().status).toBe('loading');
    await session.restore(client);
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: investor });
    expect(asked).toEqual(['Me']);
  });

  it('leaves a visitor without rent_session signed out, without trying a refresh', async () => {
    const session = createSession();
    const { client, asked } = clientWith({ Me: [visitor] });
    await session.restore(client);
    expect(session.getState().status).toBe('signed-out');
    expect(asked).toEqual(['Me']);
  });

  it('refreshes once and asks again when rent_session says a refresh may work', async () => {
    setSessionCookie(true);
    const session = createSession();
    const { client, asked } = clientWith({ Me: [visitor, me], RefreshSession: [renewed] });
    await session.restore(client);
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: investor });
    expect(asked).toEqual(['Me', 'RefreshSession', 'Me']);
  });

  it('settles on signed out when the refresh is refused', async () => {
    setSessionCookie(true);
    const session = createSession();
    const { client, asked } = clientWith({ Me: [visitor], RefreshSession: [unauthenticated] });
    await session.restore(client);
    expect(session.getState().status).toBe('signed-out');
    expect(asked).toEqual(['Me', 'RefreshSession']);
  });

  it('settles on signed out when the gateway cannot be reached', async () => {
    const session = createSession();
    const { client } = clientWith({ Me: [new TypeError('Failed to fetch')] });
    await session.restore(client);
    expect(session.getState().status).toBe('signed-out');
  });

  it('checks only once however often it is asked', async () => {
    const session = createSession();
    const { client, asked } = clientWith({ Me: [me] });
    await Promise.all([session.restore(client), session.restore(client)]);
    await session.restore(client);
    expect(asked).toEqual(['Me']);
  });
});

describe('signing out', () => {
  it('ends the session on the server and forgets everything the browser held', async () => {
    const session = investorSession();
    const { client, asked } = clientWith({ Me: [me], SignOut: [signedOut] });
    await client.query({ query: MeQuery });
    writeAccountItem('profile-settings', '{}');

    await session.signOut(client);

    expect(asked).toEqual(['Me', 'SignOut']);
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
    expect(client.extract()).toEqual({});
    expect(readAccountItem('profile-settings')).toBeNull();
  });
});

describe('the rent_session marker', () => {
  it('is read among the other cookies of the page', () => {
    expect(hasRefreshableSession('theme=dark; rent_session=1; lang=en')).toBe(true);
    expect(hasRefreshableSession('rent_session=0')).toBe(false);
    expect(hasRefreshableSession('')).toBe(false);
  });
});
