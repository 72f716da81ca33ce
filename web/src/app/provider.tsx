import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createApolloClient } from '../lib/apollo-client';
import { createSession, type Session } from '../lib/session/session';
import { SessionProvider } from '../lib/session/session-context';
import { AppToaster } from '../lib/toast';
import { theme } from '../styles/theme';
import { GlobalStyle } from './global-style';

/** The session and the GraphQL client every screen shares. */
export interface AppState {
  session: Session;
  client: ApolloClient;
}

interface AppProviderProps {
  children: ReactNode;
  /** Given by the build's prerender; the browser creates its own. */
  state?: AppState;
}

function createAppState(): AppState {
  const session = createSession();
  return { session, client: createApolloClient(session) };
}

/** Everything every screen relies on: theme, global style, GraphQL client, session and toasts. */
export function AppProvider({ children, state }: AppProviderProps) {
  const [{ session, client }] = useState(() => state ?? createAppState());

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ApolloProvider client={client}>
        <SessionProvider session={session}>
          {children}
          {/* At the foot of the screen, toasts hide neither the top bar nor a dialog's title. */}
          <AppToaster position="bottom-right" richColors closeButton visibleToasts={3} />
        </SessionProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
