import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInMutation } from '../features/auth/api/sign-in';
import { createSession } from '../lib/session/session';
import { MeQuery } from '../lib/session/session-operations';
import { answer, userAnswer } from '../testing/auth-answers';
import { investorSession } from '../testing/investor';
import { renderRoutes, visitorSession } from '../testing/render';
import { appRoutes } from './router';

const signIn = answer(
  SignInMutation,
  { email: 'asha@example.com', password: 'Secret123', rememberMe: false },
  { data: { signIn: { __typename: 'SignInPayload', message: 'Welcome', user: userAnswer } } },
);

// Each screen is a lazy chunk; on a busy machine its first import takes longer than a second.
const SCREEN_LOAD = { timeout: 10_000 };

describe('screens that need an account', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('send a visitor to sign in, and back to the screen afterwards', async () => {
    const router = renderRoutes(appRoutes, {
      route: '/profile?tab=password',
      mocks: [signIn],
      session: visitorSession(),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In' }, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/profile?tab=password')}`,
    );

    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile' }, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=password');
  });

  it('open straight away for a signed-in investor', async () => {
    const router = renderRoutes(appRoutes, { route: '/profile', session: investorSession() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile' }, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it.each(['/kyc', '/kyc-form'])('guard the KYC screen at %s too', async (path) => {
    const visit = renderRoutes(appRoutes, { route: path, session: visitorSession() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In' }, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(visit.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
  });

  it.each([
    ['/kyc', 'KYC Application'],
    ['/kyc-form', 'KYC Verification'],
  ])('open the KYC screen at %s for a signed-in investor', async (path, title) => {
    renderRoutes(appRoutes, { route: path, session: investorSession() });
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, SCREEN_LOAD),
    ).toBeInTheDocument();
  });

  it('wait while the session is being checked instead of sending anyone away', async () => {
    const pendingCheck = {
      request: { query: MeQuery },
      result: { data: { me: null } },
      delay: Infinity,
    };
    const router = renderRoutes(appRoutes, {
      route: '/profile',
      mocks: [pendingCheck],
      session: createSession(),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading page');
    expect(router.state.location.pathname).toBe('/profile');
  });
});
