import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createApolloClient } from '../lib/apollo-client';
import { createSession } from '../lib/session/session';
import { SessionProvider } from '../lib/session/session-context';
import { AppToaster } from '../lib/toast';
import { theme } from '../styles/theme';
import { GlobalStyle } from './global-style';

interface AppProviderProps {
  children: ReactNode;
}

function createAppState() {
  const session = createSession();
  return { session, client: createApolloClient(session) };
}

/** Everything every screen relies on: theme, global style, GraphQL client, session and toasts. */
export function AppProvider({ children }: AppProviderProps) {
  const [{ session, client }] = useState(createAppState);

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
