import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createApolloClient } from '../lib/apollo-client';
import { AppToaster } from '../lib/toast';
import { theme } from '../styles/theme';
import { GlobalStyle } from './global-style';

interface AppProviderProps {
  children: ReactNode;
}

/** Everything every screen relies on: theme, global style, GraphQL client and toasts. */
export function AppProvider({ children }: AppProviderProps) {
  const [client] = useState(createApolloClient);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ApolloProvider client={client}>
        {children}
        <AppToaster position="top-right" richColors closeButton />
      </ApolloProvider>
    </ThemeProvider>
  );
}
