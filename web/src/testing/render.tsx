import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderOptions } from '@testing-library/react';
import { StrictMode, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
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

/** Where the rendered routes stand, and a way to move them, as a test sees them from outside. */
export interface RenderedRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Renders routes in a memory router as the app does, for tests that follow redirects. */
export function renderRoutes(
  routes: RouteObject[],
  { route = '/', mocks, session, strict = false }: RouteOptions = {},
): RenderedRouter {
  const router = {} as RenderedRouter;
  function Routes() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      router.state = { location };
      router.navigate = navigate;
    });
    return useRoutes(routes);
  }
  const app = (
    <Providers mocks={mocks} session={session}>
      <MemoryRouter initialEntries={[route]}>
        <Routes />
      </MemoryRouter>
    </Providers>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}
