import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderOptions } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createSession, type Session } from '../lib/session/session';
import { SessionProvider } from '../lib/session/session-context';
import { theme } from '../styles/theme';

interface ProviderOptions {
  /** Answers of the gateway, for Apollo's MockedProvider. */
  mocks?: readonly MockLink.MockedResponse[];
  /** Who is signed in; a visitor unless said otherwise. */
  session?: Session;
}

interface RenderScreenOptions extends ProviderOptions, Omit<RenderOptions, 'wrapper'> {
  /** The URL the component believes it is shown at. */
  route?: string;
}

export const visitorSession = () => createSession({ status: 'signed-out', user: null });

function Providers({ mocks = [], session, children }: ProviderOptions & { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks}>
        <SessionProvider session={session ?? visitorSession()}>{children}</SessionProvider>
      </MockedProvider>
    </ThemeProvider>
  );
}

/** Renders a component with the theme, GraphQL answers, a session and a router, as the app would. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', mocks, session, ...options }: RenderScreenOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Providers mocks={mocks} session={session}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Providers>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

interface RouteOptions extends ProviderOptions {
  route?: string;
  /** Under React's StrictMode, which runs effects twice as a check. */
  strict?: boolean;
}

/** Renders routes in a memory router, for tests that follow redirects; returns the router. */
export function renderRoutes(
  routes: RouteObject[],
  { route = '/', mocks, session, strict = false }: RouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const app = (
    <Providers mocks={mocks} session={session}>
      <RouterProvider router={router} />
    </Providers>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}
