// Renders a content component as the app does: with the design theme, inside a router, and with
// the gateway's answers (About Us asks for the company's contacts).
import type { ReactElement } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';

export function renderInApp(ui: ReactElement, mocks: readonly MockLink.MockedResponse[] = []) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>{ui}</MemoryRouter>
      </MockedProvider>
    </ThemeProvider>,
  );
}
