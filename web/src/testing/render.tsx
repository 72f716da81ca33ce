import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '../styles/theme';

interface RenderScreenOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the component believes it is shown at. */
  route?: string;
}

/** Renders a component with the theme and a router around it, as the app would. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderScreenOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
